import GlossaryKit

/// One glossary term found in a document, with its exact span.
struct TermOccurrence: Sendable {
    /// The compiled term (concept, language, term index, status).
    var pattern: TermPattern
    /// The span in the document's UTF-16 text.
    var utf16Range: Range<Int>
    /// The text exactly as the document writes it.
    var text: String
    var line: Int
    /// The 1-based column in Unicode scalars.
    var column: Int

    /// The concept's index in the glossary.
    var conceptIndex: Int { pattern.conceptIndex }
}
