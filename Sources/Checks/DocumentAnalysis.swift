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

    /// The matches `exact` and `loose` hold, to be kept (`DocumentResultCache.storeTermMatches`).
    let matches: KeptTermMatches

    /// Whether the document is a transcript (session or subtitle): its translations condense speech
    /// cue by cue, and drop terms the written text keeps.
    var isTranscript: Bool {
        let kind = document.document.kind
        return kind == .sessionTranscript || kind == .subtitleTranscript
    }

    /// - Parameter kept: the matches of an earlier run (the same document and glossary); the
    ///   document is scanned when nil.
    /// - Complexity: O(*n*) in the length of the document's text.
    init(document: CheckedDocument, exact exactMatcher: TermMatcher, loose looseMatcher: TermMatcher, kept: KeptTermMatches? = nil) {
        self.document = document
        let locator = TextLocator(document.text)
        self.locator = locator
        let codeLines = document.codeLines
        self.codeLines = codeLines
        func occurrence(_ matcher: TermMatcher, pattern: Int, range: Range<Int>, at location: (line: Int, column: Int)) -> TermOccurrence {
            TermOccurrence(
                pattern: matcher.patterns[pattern], utf16Range: range, written: locator.text(range), line: location.line,
                column: location.column)
        }
        // A kept match that does not fit the matcher or the text (never, for the same document and
        // glossary) is a reason to scan again.
        func fits(_ list: [KeptTermMatches.Match], _ matcher: TermMatcher) -> Bool {
            list.allSatisfy {
                $0.pattern >= 0 && Int($0.pattern) < matcher.patterns.count && $0.start >= 0 && $0.start <= $0.end
                    && Int($0.end) <= locator.unitCount
            }
        }
        if let kept, fits(kept.exact, exactMatcher), fits(kept.loose, looseMatcher) {
            func occurrences(_ list: [KeptTermMatches.Match], _ matcher: TermMatcher) -> [TermOccurrence] {
                list.map {
                    let range = Int($0.start)..<Int($0.end)
                    return occurrence(matcher, pattern: Int($0.pattern), range: range, at: locator.location(of: range.lowerBound))
                }
            }
            exact = occurrences(kept.exact, exactMatcher)
            loose = occurrences(kept.loose, looseMatcher)
            matches = kept
            return
        }
        // Terms are matched across the line breaks inside a paragraph.
        let matchedText = document.matchedText
        func occurrences(_ matcher: TermMatcher) -> (found: [TermOccurrence], kept: [KeptTermMatches.Match]) {
            var found: [TermOccurrence] = []
            var kept: [KeptTermMatches.Match] = []
            for match in matcher.matches(in: matchedText) {
                let range = match.utf16Range
                let location = locator.location(of: range.lowerBound)
                guard !codeLines.contains(location.line) else { continue }
                found.append(occurrence(matcher, pattern: match.pattern, range: range, at: location))
                kept.append(.init(pattern: Int32(match.pattern), start: Int32(range.lowerBound), end: Int32(range.upperBound)))
            }
            return (found, kept)
        }
        let exactFound = occurrences(exactMatcher)
        let looseFound = occurrences(looseMatcher)
        exact = exactFound.found
        loose = looseFound.found
        matches = KeptTermMatches(exact: exactFound.kept, loose: looseFound.kept)
    }

    var id: String { document.id }
    var language: String { document.language }

    /// Calls `body` with the UTF-16 units of each line outside code listings whose UTF-8 `mayHold`
    /// accepts, and the offset of the line's first unit, in text order (`TextLocator.forEachLine`).
    func forEachLineOutsideCode(where mayHold: (UnsafeBufferPointer<UInt8>) -> Bool, _ body: (_ units: [UInt16], _ start: Int) -> Void) {
        let codeLines = codeLines
        let locator = locator
        locator.forEachLine(where: mayHold) { units, start in
            guard !codeLines.contains(locator.line(of: start)) else { return }
            body(units, start)
        }
    }

    /// Whether the document is written rather than spoken: a Markdown page or an article (an app
    /// string file's values are read as one), not a transcript, whose spaces are phrase breaks and
    /// whose words repeat as its speakers did.
    var isWritten: Bool {
        let kind = document.document.kind
        return kind == .markdown || kind == .article
    }

    /// A finding location for a UTF-16 span of this document.
    func location(of range: Range<Int>) -> FindingLocation {
        let (line, column) = locator.location(of: range.lowerBound)
        return location(line: line, column: column, covering: locator.text(range))
    }

    /// A finding location for a term occurrence (without an end column when it runs onto the next
    /// line).
    func location(of occurrence: TermOccurrence) -> FindingLocation {
        var found = location(line: occurrence.line, column: occurrence.column, covering: occurrence.text)
        if occurrence.spansLines { found.endColumn = nil }
        return found
    }

    /// A finding location for a record at a line and column covering `text`.
    func location(line: Int, column: Int, covering text: String) -> FindingLocation {
        FindingLocation(
            document: document.id, path: document.path, line: line, column: column,
            endColumn: FindingLocation.endColumn(from: column, covering: text))
    }
}
