import Testing

@testable import CorpusIndex

/// Where a segment written over several lines goes on on each (`SegmentLines`), found character by
/// character in the document's text with its markup blanked.
@Suite struct SegmentLinesTests {
    static func lines(of segment: String, line: Int, column: Int, in text: String) -> SegmentLines? {
        let scalars = Array(text.unicodeScalars)
        var starts = [0]
        for (i, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(i + 1) }
        return SegmentLines(segment, line: line, column: column, in: scalars, lineStarts: starts)
    }

    @Test func aWrappedSentenceGoesOnWhereEachLineStarts() throws {
        // The second sentence of line 1, wrapped twice; a link's target blanked on line 2.
        let text = "First one. The Pod\n  runs here                                 and\nends there.\n"
        let found = try #require(Self.lines(of: "The Pod runs here and ends there.", line: 1, column: 12, in: text))
        #expect(found.starts == [.init(offset: 8, line: 2, column: 3), .init(offset: 22, line: 3, column: 1)])
        #expect(found.place(of: 4)?.line == nil)
        #expect(found.place(of: 8).map { [$0.line, $0.column] } == [2, 3])
        #expect(found.place(of: 30).map { [$0.line, $0.column] } == [3, 1])
        #expect(SegmentLines(stored: found.stored) == found)
    }

    @Test func aSentenceOnOneLineHasNone() {
        #expect(Self.lines(of: "The Pod runs.", line: 1, column: 1, in: "The Pod runs.\nNext.\n") == nil)
        #expect(SegmentLines(stored: nil) == nil)
        #expect(SegmentLines(stored: "3:x:1") == nil)
    }

    @Test func textTheParserWroteItselfIsPassedOverAndALineOfOtherTextIsNotJumpedTo() throws {
        // `&amp;` written `&` in the segment; a character missing from the text is not looked for on
        // a later line that holds other text (the next paragraph's `x`).
        let text = "Cats &amp; dogs\nplay.\n\nx y z\n"
        let found = try #require(Self.lines(of: "Cats & dogs play x.", line: 1, column: 1, in: text))
        #expect(found.starts == [.init(offset: 12, line: 2, column: 1)])
        // A line the markup blanked whole (a comment) is passed.
        let commented = "节点控制器\n            \n负责更新。\n"
        let over = try #require(Self.lines(of: "节点控制器负责更新。", line: 1, column: 1, in: commented))
        #expect(over.starts == [.init(offset: 5, line: 3, column: 1)])
    }
}
