import LocalizationFormats
import Testing

/// Positions in an app string file: lines end at LF, CRLF or a lone CR; columns count scalars.
struct SourceTextTests {
    @Test func everyBreakEndsALine() {
        let text = SourceText("a\rbé\r\nc\nd\r")
        #expect(text.lineStarts == [0, 2, 7, 9, 11])
        #expect((1...5).map { text.line($0) } == ["a", "bé", "c", "d", ""])
        #expect(text.position(of: 2) == TextPosition(line: 2, column: 1))
        #expect(text.position(of: 5) == TextPosition(line: 2, column: 3))
        #expect(text.position(of: 9) == TextPosition(line: 4, column: 1))
    }

    @Test func anOffsetStopsAtTheLinesBreak() {
        let text = SourceText("ab\rcd\r\nef")
        #expect(text.offset(of: TextPosition(line: 1, column: 3)) == 2)
        #expect(text.offset(of: TextPosition(line: 1, column: 4)) == nil)
        #expect(text.offset(of: TextPosition(line: 2, column: 3)) == 5)
        #expect(text.offset(of: TextPosition(line: 2, column: 4)) == nil)
        #expect(text.offset(of: TextPosition(line: 3, column: 2)) == 8)
    }
}
