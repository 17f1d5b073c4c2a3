import Testing

@testable import AlignmentKit

/// Phrases aligned in one programme over the document, in a band around the paragraph alignment:
/// subtitle paragraphs are cut by time, so a phrase's counterpart may sit in the next paragraph.
@Suite struct DocumentPhraseAlignmentTests {
    static func units(_ paragraphs: [[String]]) -> [AlignmentUnit] {
        paragraphs.enumerated().flatMap { index, phrases in
            phrases.map { AlignmentUnit(text: $0, line: index + 1, paragraph: index) }
        }
    }

    // The Chinese paragraph break falls one phrase earlier than the Japanese one.
    static let ja = units([
        ["Xcode 10では", "Swift 4.2を使って", "iOS 12のアプリを作ります"],
        ["macOS 10.14にも対応し", "watchOS 5でも動きます"],
    ])
    static let zh = units([
        ["在 Xcode 10 中", "用 Swift 4.2"],
        ["开发 iOS 12 的 App", "也支持 macOS 10.14", "还能在 watchOS 5 上运行"],
    ])

    static func partner(of source: Int, in result: AlignmentResult) -> [Int] {
        result.beads.first { $0.source.contains(source) }?.target ?? []
    }

    @Test func phraseMeetsItsCounterpartInTheNextParagraph() {
        let result = Aligner().align(source: Self.ja, target: Self.zh)
        #expect(Self.partner(of: 2, in: result).contains(2), "iOS 12 ↔ iOS 12: \(result.beads)")
        #expect(Self.partner(of: 0, in: result).contains(0) && Self.partner(of: 4, in: result).contains(4))
        var inside = Aligner()
        inside.crossesParagraphs = false
        #expect(!Self.partner(of: 2, in: inside.align(source: Self.ja, target: Self.zh)).contains(2))
    }

    @Test func bandFollowsTheCoarseBeadsAndHoldsBothCorners() {
        let band = AlignmentBand.around(
            sourceSpans: [0..<10, 10..<20, 20..<20], targetSpans: [0..<12, 12..<20, 20..<25], reach: 0.5, maxReach: 32, slack: 2)
        #expect(band.index(0, 0) != nil && band.index(20, 25) != nil)
        #expect(band.index(5, 6) != nil && band.index(5, 19) == nil)
        // A unit at the end of the first bead meets the start of the next one.
        #expect(band.targetWindow(ofSourceUnit: 9).contains(13))
    }

    @Test func paragraphsReadOffPhrasesFollowWhereTheTextWent() {
        let result = Aligner().align(source: Self.ja, target: Self.zh)
        let paragraphs = Aligner.paragraphResult(from: result, source: Self.ja, target: Self.zh)
        #expect(paragraphs.sourceCount == 2 && paragraphs.targetCount == 2)
        #expect(paragraphs.beads.allSatisfy { $0.isLinked })
    }
}
