import CorpusModel

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

    public init(id: String, path: String, language: String, parallelGroup: String? = nil, text: String, document: Document) {
        self.id = id
        self.path = path
        self.language = language
        self.parallelGroup = parallelGroup
        // Markup (a Markdown page's URLs, comments, front matter, shortcodes) is blanked so that
        // the rules read prose only; lines and columns stay those of the file.
        self.text = document.maskingMarkup(in: text)
        self.document = document
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
