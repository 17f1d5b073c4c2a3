import GlossaryKit

/// One glossary term found in a document, with its exact span.
struct TermOccurrence: Sendable {
    /// The compiled term (concept, language, term index, status).
    var pattern: TermPattern
    /// The span in the document's UTF-16 text.
    var utf16Range: Range<Int>
    /// The text as the document writes it; an occurrence wrapped onto the next line of its
    /// paragraph is shown on one line (`CheckedDocument.shownOnOneLine`).
    var text: String
    var line: Int
    /// The 1-based column in Unicode scalars.
    var column: Int

    /// Whether the occurrence runs across a line break (its location then has no end column).
    var spansLines = false

    init(pattern: TermPattern, utf16Range: Range<Int>, written: String, line: Int, column: Int) {
        self.pattern = pattern
        self.utf16Range = utf16Range
        self.line = line
        self.column = column
        self.text = CheckedDocument.shownOnOneLine(written)
        spansLines = written.contains(where: \.isNewline)
    }

    /// The concept's index in the glossary.
    var conceptIndex: Int { pattern.conceptIndex }
}
