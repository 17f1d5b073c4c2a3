import Testing

@testable import AlignmentKit

/// What keeps alignment of a document written on one line (one paragraph of thousands of phrases)
/// linear: a banded table holding exactly the band's cells, a lexicon that skips oversized pairs,
/// and a bounded phrase band.
@Suite struct LongParagraphTests {
    @Test(arguments: [(1, 1, 16), (5, 40, 43), (40, 5, 43), (300, 280, 28), (1_000, 3_000, 32)])
    func bandTableHoldsExactlyTheBandsCells(n: Int, m: Int, width: Int) {
        func inBand(_ i: Int, _ j: Int) -> Bool {
            abs(Double(j) - Double(i) * Double(m) / Double(n)) <= Double(width)
        }
        let band = BandTable(rows: n, columns: m, inBand: inBand)
        var expected = 0
        var seen = Set<Int>()
        for i in 0...n {
            for j in 0...m {
                let cell = band.cell(i, j)
                #expect((cell != nil) == inBand(i, j), "cell (\(i), \(j))")
                if let cell {
                    expected += 1
                    #expect(seen.insert(cell).inserted, "cell (\(i), \(j)) shares storage")
                }
            }
            #expect(band.columns(of: i).allSatisfy { inBand(i, $0) })
        }
        #expect(band.count == expected)
        #expect(band.count <= (n + 1) * (2 * width + 1), "storage is O(n·w), not O(n·m)")
    }

    @Test func lexiconSkipsOversizedParagraphPairs() {
        #expect(Aligner.fitsLexicon(sourceWords: 60, targetWords: 70))
        #expect(Aligner.fitsLexicon(sourceWords: 512, targetWords: 512))
        #expect(!Aligner.fitsLexicon(sourceWords: 513, targetWords: 512))
        #expect(!Aligner.fitsLexicon(sourceWords: Int.max, targetWords: 2), "no overflow")
    }

    @Test func onlyTheLengthOfAOneLineParagraphBoundsItsPhraseBand() {
        // Ten short paragraphs align as before; one paragraph of 600 against 400 phrases stays
        // within the phrase band and still aligns every unit in order.
        let source = (0..<600).map { AlignmentUnit(text: "フレーズ\($0)です", line: 1, paragraph: 0) }
        let target = (0..<400).map { AlignmentUnit(text: "短语\($0 * 3 / 2)", line: 1, paragraph: 0) }
        let result = Aligner(termPairs: []).align(source: source, target: target)
        let sources = result.beads.flatMap(\.source), targets = result.beads.flatMap(\.target)
        #expect(sources == Array(0..<600) && targets == Array(0..<400), "every unit once, in order")
        #expect(Aligner.phraseBandLimit == 32)
    }
}
