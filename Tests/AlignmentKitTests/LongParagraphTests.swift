import Testing

@testable import AlignmentKit

/// What keeps alignment of a document written on one line (one paragraph of thousands of phrases)
/// linear: a band holding exactly the cells near the alignment, a lexicon that skips oversized pairs,
/// and a bounded phrase band.
@Suite struct LongParagraphTests {
    @Test(arguments: [(1, 1, 16), (5, 40, 43), (40, 5, 43), (300, 280, 28), (1_000, 3_000, 32)])
    func diagonalBandHoldsExactlyTheCellsNearTheDiagonal(n: Int, m: Int, width: Int) {
        let band = AlignmentBand.diagonal(n: n, m: m, width: width)
        var seen = Set<Int>()
        for i in 0...n {
            for j in 0...m {
                let near = abs(Double(j) - Double(i) * Double(m) / Double(n)) <= Double(width)
                let cell = band.index(i, j)
                #expect((cell != nil) == near, "cell (\(i), \(j))")
                if let cell { #expect(seen.insert(cell).inserted, "cell (\(i), \(j)) shares storage") }
            }
        }
        #expect(band.count == seen.count)
        #expect(band.count <= (n + 1) * (2 * width + 1), "storage is O(n·w), not O(n·m)")
    }

    @Test func theBandAroundOneHugeParagraphBeadIsCapped() {
        // A document on one line is one paragraph bead of thousands of phrases: its band must stay
        // O(n·w) for a bounded w, monotone, and hold both corners (every cell reachable).
        let n = 5_000, m = 5_400
        let band = AlignmentBand.around(
            sourceSpans: [0..<n], targetSpans: [0..<m], reach: 0.6, maxReach: 32, slack: 6)
        #expect(band.index(0, 0) != nil && band.index(n, m) != nil)
        #expect(band.count <= (n + 1) * (2 * (32 + 6) + 4), "band of \(band.count) cells is not O(n·w)")
        for i in 1...n {
            #expect(band.lower[i] >= band.lower[i - 1] && band.upper[i] >= band.upper[i - 1])
            #expect(band.lower[i] <= band.upper[i - 1], "row \(i) does not overlap the previous row")
        }
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
