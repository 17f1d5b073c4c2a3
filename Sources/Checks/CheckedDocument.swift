import CorpusModel
import GlossaryKit
import TextKit

/// A document handed to `Checker`: its identity, where it lives, its text and its parsed records.
///
/// The command line builds these from a corpus manifest or from loose files (parsing with
/// `DocumentParser`); rules read the text for exact spans and the records for API mentions,
/// availability and numeric facts and paragraphs.
public struct CheckedDocument: Sendable {
    /// The document id (manifest `id`, or the file name without extension).
    public var id: String
    /// The path shown in findings, relative to the working folder when possible.
    public var path: String
    /// The BCP 47 language (`ja`, `zh-Hans`, `en`).
    public var language: String
    /// The id of the group of translations this document belongs to (manifest `parallel`, or the
    /// shared stem of `NAME.LANG.txt` files), if any.
    public var parallelGroup: String?
    /// The decoded text, with the document's markup spans blanked (see `Document.maskingMarkup(in:)`).
    public var text: String
    /// The parsed records of `text`.
    public var document: Document
    /// The lines (1-based, ascending) whose line break is inside a paragraph: a Markdown paragraph
    /// written over several lines, an app string value continued over several quoted lines. A
    /// glossary term may run across such a break (`matchedText`).
    public var softBreakLines: [Int]

    public init(id: String, path: String, language: String, parallelGroup: String? = nil, text: String, document: Document) {
        self.id = id
        self.path = path
        self.language = language
        self.parallelGroup = parallelGroup
        // Markup (a Markdown page's URLs, comments, front matter, shortcodes) is blanked so that
        // the rules read prose only; lines and columns stay those of the file. A lone CR ends a
        // line for the parser; the rules read it as LF (their line walks know LF and CRLF).
        self.text = document.maskingMarkup(in: LineBreaks.loneCRsAsLF(text))
        self.document = document
        var lines: [Int] = []
        for paragraph in document.paragraphs {
            if let last = paragraph.lastLine, last > paragraph.line { lines += paragraph.line..<last }
        }
        softBreakLines = lines.count > 1 ? Array(Set(lines)).sorted() : lines
    }

    /// The text the glossary's terms are matched in: `text` with the line breaks of
    /// `softBreakLines` as spaces (same length in UTF-8 and UTF-16, so every offset is the text's),
    /// so that a term wrapped onto the next line of its paragraph (`win-back` / `offer`,
    /// `再獲得提供` / `オファー`) is found; spaces next to a Japanese or Chinese character do not
    /// count in a match. A break between paragraphs, headings, list items or cues stays a break.
    public var matchedText: String { Self.joiningLines(softBreakLines, of: text) }

    /// The lines of `text`, when `matchedText` joins some of them (nil when it is `text`): a match in
    /// `matchedText` is on the line of its offset here (`Concordance.Part`).
    public var writtenLines: LineIndex? { softBreakLines.isEmpty ? nil : LineIndex(text) }

    /// The UTF-16 ranges of `text` the page's markup covers (`Document.markupRanges(in:)`), for what
    /// quotes the text by offset as a reader sees it; empty for documents without markup.
    public var markupRanges: [Range<Int>] { document.markupRanges(in: text) }

    /// `text` with the line break (LF or CRLF) that ends each of `lines` (1-based, ascending)
    /// replaced by spaces, and the block-quote markers (`>`) that open the line after it: a
    /// paragraph's next line in a quote starts with them.
    /// - Complexity: O(*n*) in the text's length; none when `lines` is empty.
    static func joiningLines(_ lines: [Int], of text: String) -> String {
        guard !lines.isEmpty else { return text }
        var bytes = Array(text.utf8)
        var line = 1
        var next = 0
        for i in bytes.indices where bytes[i] == 0x0A {
            while next < lines.count, lines[next] < line { next += 1 }
            guard next < lines.count else { break }
            if lines[next] == line {
                bytes[i] = 0x20
                if i > 0, bytes[i - 1] == 0x0D { bytes[i - 1] = 0x20 }
                var j = i + 1
                while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x3E {
                    bytes[j] = 0x20
                    j += 1
                }
            }
            line += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A term occurrence's text as shown in findings: as written, but for a line break inside it
    /// (`matchedText`): the break, the spaces around it and a block quote's markers after it vanish
    /// between two Japanese or Chinese characters and are one space elsewhere.
    static func shownOnOneLine(_ written: String) -> String {
        guard written.contains(where: \.isNewline) else { return written }
        var result = ""
        var pendingBreak = false
        var pendingSpace = false
        var lineStart = false
        for scalar in written.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                pendingBreak = true
                lineStart = true
                continue
            }
            // Spaces, and a block quote's markers where a line starts.
            if scalar == " " || scalar == "\t" || (lineStart && scalar == ">") {
                pendingSpace = true
                continue
            }
            lineStart = false
            if pendingBreak || pendingSpace {
                let before = result.unicodeScalars.last
                let joined = pendingBreak && before.map { Script.isWrittenWithoutSpaces($0) } == true
                    && Script.isWrittenWithoutSpaces(scalar)
                if !joined, before != nil { result.unicodeScalars.append(" ") }
                pendingBreak = false
                pendingSpace = false
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// The lines that belong to code listings (restored code is English identifiers and comments;
    /// terminology rules skip it).
    var codeLines: Set<Int> {
        var lines: Set<Int> = []
        for listing in document.codeListings {
            let count = listing.raw.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } + 1
            lines.formUnion(listing.line..<(listing.line + count))
        }
        return lines
    }
}
