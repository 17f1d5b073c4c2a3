import Testing
import TextKit

/// A text's lines as the parser numbers them, whatever its line breaks.
@Suite struct LineBreaksTests {
    @Test func linesEndAtLFCRLFAndALoneCR() {
        #expect(LineBreaks.lines(of: "a\tb\nc\r\nd\re") == ["a\tb", "c", "d", "e"])
        #expect(LineBreaks.lines(of: "x\r\n") == ["x", ""], "a final break ends with an empty line")
        #expect(LineBreaks.lines(of: "\r\r\n\n") == ["", "", "", ""])
        #expect(LineBreaks.lines(of: "") == [""])
        // The same lines as splitting the characters at every line break but U+2028 and the like.
        let text = "見出し\r\n本文の行\r\n\r\n次の段落\n最後"
        #expect(LineBreaks.lines(of: text) == text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    @Test func loneCRsBecomeLFAndCRLFStays() {
        #expect(LineBreaks.loneCRsAsLF("a\rb\r\nc\r") == "a\nb\r\nc\n")
        #expect(LineBreaks.loneCRsAsLF("\r\r\n\r") == "\n\r\n\n")
        #expect(LineBreaks.loneCRsAsLF("行\r\n行") == "行\r\n行")
        let text = "見出し\r本文\r\r最後"
        #expect(LineBreaks.lines(of: LineBreaks.loneCRsAsLF(text)) == LineBreaks.lines(of: text))
        #expect(LineBreaks.loneCRsAsLF(text).utf16.count == text.utf16.count)
    }

    /// Line starts in bytes are where `lines(of:)` starts each line.
    @Test func lineStartsInBytesAreTheLinesStarts() {
        for text in ["a\rbé\r\nc\nd\r", "", "\r\n", "x", "\r\r\n\n"] {
            let starts = LineBreaks.ranges(of: text).map { text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound) }
            #expect(LineBreaks.lineStarts(ofUTF8: Array(text.utf8)) == starts, "\(text.debugDescription)")
        }
    }
}
