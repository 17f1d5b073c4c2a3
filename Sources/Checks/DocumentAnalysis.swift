import GlossaryKit
import TextKit

/// What the terminology rules need to know about one document, computed once per run: its
/// locator and the glossary terms found in it with the exact and the loose match keys.
///
/// Terms are matched in the document's language and in English (Japanese and Chinese documents
/// quote English names); code listings are left out.
struct DocumentAnalysis: Sendable {
    let document: CheckedDocument
    let locator: TextLocator
    /// The lines of code listings, which the rules skip.
    let codeLines: Set<Int>
    /// Leftmost-longest matches of the exact `MatchKey` (width, case, `・` and CJK spaces folded).
    let exact: [TermOccurrence]
    /// Leftmost-longest matches of the loose `MatchKey` (also long vowels, small kana, ヴ/バ, …).
    let loose: [TermOccurrence]

    /// - Complexity: O(*n*) in the length of the document's text.
    init(document: CheckedDocument, exact exactMatcher: TermMatcher, loose looseMatcher: TermMatcher) {
        self.document = document
        let locator = TextLocator(document.text)
        self.locator = locator
        let codeLines = document.codeLines
        self.codeLines = codeLines
        func occurrences(_ matcher: TermMatcher) -> [TermOccurrence] {
            matcher.matches(in: document.text).compactMap { match in
                let (line, column) = locator.location(of: match.utf16Range.lowerBound)
                guard !codeLines.contains(line) else { return nil }
                return TermOccurrence(
                    pattern: matcher.patterns[match.pattern], utf16Range: match.utf16Range,
                    text: locator.text(match.utf16Range), line: line, column: column)
            }
        }
        exact = occurrences(exactMatcher)
        loose = occurrences(looseMatcher)
    }

    var id: String { document.id }
    var language: String { document.language }

    /// A finding location for a UTF-16 span of this document.
    func location(of range: Range<Int>) -> FindingLocation {
        let (line, column) = locator.location(of: range.lowerBound)
        return location(line: line, column: column, covering: locator.text(range))
    }

    /// A finding location for a term occurrence.
    func location(of occurrence: TermOccurrence) -> FindingLocation {
        location(line: occurrence.line, column: occurrence.column, covering: occurrence.text)
    }

    /// A finding location for a record at a line and column covering `text`.
    func location(line: Int, column: Int, covering text: String) -> FindingLocation {
        FindingLocation(
            document: document.id, path: document.path, line: line, column: column,
            endColumn: FindingLocation.endColumn(from: column, covering: text))
    }
}
