import CorpusModel
import Testing

@testable import AlignmentKit

/// `Document.alignmentParagraphs(text:)` finds an article's title line and a subtitle transcript's
/// `## Transcript` line by reading the text's lines only as far as it must, numbered as the parser
/// numbers them (a line ends at `\n`, `\r\n` or `\r`).
@Suite struct AlignmentParagraphsTests {
    @Test func linesEndWhereTheParserEndsThem() {
        let text = "a\nb\r\nc\rd\n\ne"
        var seen: [String] = []
        #expect(Document.firstLine(of: text, where: { seen.append(String($0)); return false }) == nil)
        #expect(seen == ["a", "b", "c", "d", "", "e"])
        #expect(Document.firstLine(of: text, where: { $0 == "c" }) == 2)
        #expect(Document.firstLine(of: text, where: { $0 == "e" }) == 5)
        // A final break leaves an empty last line; an empty text is one empty line.
        #expect(Document.firstLine(of: "x\n", where: { $0.isEmpty }) == 1)
        #expect(Document.firstLine(of: "", where: { $0.isEmpty }) == 0)
    }

    @Test func readsNoFurtherThanAsked() {
        var read = 0
        #expect(Document.firstLine(of: "a\nb\nc\nd", before: 2, where: { _ in read += 1; return false }) == nil)
        #expect(read == 2)
        #expect(Document.firstLine(of: "a\nb\nc", before: 2, where: { $0 == "c" }) == nil)
        #expect(Document.firstLine(of: "a\nb\nc", before: 3, where: { $0 == "c" }) == 2)
    }

    /// On text split at line feeds only, the lines are those of a split by `Character`.
    @Test func agreesWithASplitByCharacterOnLineFeeds() {
        let pieces = ["a", "名前", " ", "\n", "\n\n", "e\u{301}", "🙂", "\t"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...20, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            var seen: [Substring] = []
            _ = Document.firstLine(of: text, where: { seen.append($0); return false })
            #expect(seen == text.split(separator: "\n", omittingEmptySubsequences: false), "\(text.debugDescription)")
        }
    }

    /// An article's title is a unit at its line, in a file written with CRLF line ends too.
    @Test func anArticlesTitleIsFoundInACRLFFile() {
        for lineEnd in ["\n", "\r\n", "\r"] {
            let text = ["---", "title: x", "---", "# Offer codes", "", "Body text."].joined(separator: lineEnd)
            let document = Document(
                id: "a", language: .japanese, kind: .markdown, title: "Offer codes", paragraphs: [Paragraph(text: "Body text.", line: 6)])
            let units = document.alignmentParagraphs(text: text)
            #expect(units.map(\.text) == ["Offer codes", "Body text."], "\(lineEnd.debugDescription)")
            #expect(units.first?.line == 4, "\(lineEnd.debugDescription)")
        }
    }

    @Test func aSubtitleTranscriptsUnitsFollowItsTranscriptLine() {
        for lineEnd in ["\n", "\r\n"] {
            let text = ["# T", "## Summary", "s", "## Transcript", "", "one", "two"].joined(separator: lineEnd)
            let document = Document(
                id: "s", language: .japanese, kind: .subtitleTranscript, title: "T",
                paragraphs: [Paragraph(text: "s", line: 3), Paragraph(text: "one", line: 6), Paragraph(text: "two", line: 7)])
            #expect(document.alignmentParagraphs(text: text).map(\.text) == ["one", "two"], "\(lineEnd.debugDescription)")
        }
    }
}
