import Foundation
import TextKit

/// Occurrences of glossary terms in a set of documents, with keyword-in-context lines.
public struct Concordance: Sendable {
    /// One occurrence with its surroundings on the same line.
    public struct Line: Sendable, Hashable, Codable {
        public var document: String
        public var line: Int
        public var left: String
        public var match: String
        public var right: String

        public init(document: String, line: Int, left: String, match: String, right: String) {
            (self.document, self.line, self.left, self.match, self.right) = (document, line, left, match, right)
        }
    }

    /// Occurrence counts keyed by pattern index, then document id.
    public private(set) var counts: [Int: [String: Int]] = [:]
    /// Concordance lines keyed by concept index, in document then text order.
    public private(set) var lines: [Int: [Line]] = [:]

    /// A concordance computed earlier (the index of `termbridge build` stores one), for the same
    /// matcher's pattern indices.
    public init(counts: [Int: [String: Int]], lines: [Int: [Line]]) {
        self.counts = counts
        self.lines = lines
    }

    /// Scans `documents` (id, text) with `matcher`, keeping up to `linesPerConcept` KWIC lines per
    /// concept with `width` characters of context either side.
    /// - Complexity: O(total text length).
    /// At most `linesPerDocument` lines per concept come from one document, so that the lines
    /// show several documents.
    public init(
        matcher: TermMatcher, documents: [(id: String, text: String)], linesPerConcept: Int = 5, linesPerDocument: Int = 2,
        width: Int = 20
    ) {
        self.init(
            parts: documents.map { Part(matcher: matcher, id: $0.id, text: $0.text, linesPerDocument: linesPerDocument, width: width) },
            linesPerConcept: linesPerConcept)
    }

    /// Joins the parts of documents scanned one by one (on several cores, or kept from an earlier
    /// run), in document order: the same concordance as scanning the documents in that order.
    /// - Complexity: O(occurrences).
    public init(parts: [Part], linesPerConcept: Int = 5) {
        for part in parts {
            for (pattern, count) in part.counts { counts[pattern, default: [:]][part.document, default: 0] += count }
            for (concept, found) in part.lines {
                let room = linesPerConcept - lines[concept, default: []].count
                if room > 0 { lines[concept, default: []] += found.prefix(room) }
            }
        }
    }

    /// What one document adds to a concordance: its occurrence counts per pattern, and its first
    /// keyword-in-context lines per concept.
    public struct Part: Sendable, Equatable, Codable {
        public var document: String
        /// Occurrence counts by pattern index.
        public var counts: [Int: Int] = [:]
        /// Up to `linesPerDocument` lines per concept index, in text order.
        public var lines: [Int: [Line]] = [:]

        public init(document: String, counts: [Int: Int], lines: [Int: [Line]]) {
            (self.document, self.counts, self.lines) = (document, counts, lines)
        }

        /// Scans one document (`id`, `text`) with `matcher`.
        ///
        /// `written` is the line index of the document as written when `text` is it with some of its
        /// line breaks made spaces (a Markdown paragraph wrapped over several lines, read as one line so
        /// that a term wrapped onto the next line is found; the same offsets): the lines reported are
        /// the file's, and the context is taken from the joined line. Nil: `text`'s own lines.
        /// - Complexity: O(text length).
        /// `markup`: the UTF-16 ranges of `text` a page's markup covers, blanked in `text` (in order); the
        /// context and the match leave their blanks out (a link's `[` is no space between two words).
        public init(
            matcher: TermMatcher, id: String, text: String, written: LineIndex? = nil, markup: [Range<Int>] = [],
            linesPerDocument: Int = 2, width: Int = 20
        ) {
            document = id
            let utf16 = UTF16Transcoding.units(of: text)
            let key = MatchKey(text, strength: matcher.strength, options: matcher.keyOptions)
            let matches = matcher.matches(in: key, original: utf16)
            guard !matches.isEmpty else { return }
            let index = LineIndex(text)
            for match in matches {
                counts[match.pattern, default: 0] += 1
                let concept = matcher.patterns[match.pattern].conceptIndex
                guard lines[concept, default: []].count < linesPerDocument else { continue }
                let joined = index.location(of: match.utf16Range.lowerBound).line
                let lineStart = index.lineStarts[joined - 1]
                let lineEnd = joined < index.lineStarts.count ? index.lineStarts[joined] - 1 : utf16.count
                // The context and the match show text, not the blanks of a page's markup (a term matched
                // over a link's blanked target: `Container Network Interface (CNI)`), and a line the page
                // wraps as the line break it is, none between two Japanese or Chinese characters.
                func shown(_ range: Range<Int>) -> String {
                    guard written != nil || !markup.isEmpty, !range.isEmpty else { return UTF16Transcoding.string(utf16[range]) }
                    var units = Array(utf16[range])
                    if let written {
                        // The index of the first line start after the range's start.
                        var k = written.location(of: range.lowerBound).line
                        while k < written.lineStarts.count, written.lineStarts[k] <= range.upperBound {
                            let space = written.lineStarts[k] - 1 - range.lowerBound
                            if space >= 0, space < units.count, units[space] == 0x20 { units[space] = 0x0A }
                            k += 1
                        }
                    }
                    // Markup's blanks out.
                    var blank = [Bool](repeating: false, count: units.count)
                    var m = Self.firstRange(endingAfter: range.lowerBound, in: markup)
                    while m < markup.count, markup[m].lowerBound < range.upperBound {
                        for offset in max(markup[m].lowerBound, range.lowerBound)..<min(markup[m].upperBound, range.upperBound)
                        where units[offset - range.lowerBound] == 0x20 {
                            blank[offset - range.lowerBound] = true
                        }
                        m += 1
                    }
                    if blank.contains(true) { units = units.indices.filter { !blank[$0] }.map { units[$0] } }
                    return UTF16Transcoding.string(units[...])
                }
                let matched = shown(match.utf16Range).collapsingBlanks()
                let left = shown(lineStart..<match.utf16Range.lowerBound).collapsingBlanks(after: matched.unicodeScalars.first)
                let right = shown(match.utf16Range.upperBound..<max(lineEnd, match.utf16Range.upperBound))
                    .collapsingBlanks(before: matched.unicodeScalars.last)
                lines[concept, default: []].append(
                    Line(
                        document: id, line: written?.location(of: match.utf16Range.lowerBound).line ?? joined,
                        left: String(left.suffix(width)), match: matched, right: String(right.prefix(width))))
            }
        }

        /// The index of the first of `ranges` (in order, apart) that ends after `offset`.
        /// - Complexity: O(log *n*).
        static func firstRange(endingAfter offset: Int, in ranges: [Range<Int>]) -> Int {
            var (low, high) = (0, ranges.count)
            while low < high {
                let mid = (low + high) / 2
                if ranges[mid].upperBound <= offset { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    /// Occurrences of the patterns of one term (its singular and plural forms), per document.
    public func occurrences(conceptIndex: Int, language: String, termIndex: Int, in matcher: TermMatcher) -> [String: Int] {
        var result: [String: Int] = [:]
        for (p, perDocument) in counts {
            let pattern = matcher.patterns[p]
            // A shared key counts for every concept that owns it.
            for q in matcher.patterns(sharingKeyWith: p) {
                let other = matcher.patterns[q]
                guard other.conceptIndex == conceptIndex, other.language == language, other.termIndex == termIndex else { continue }
                _ = pattern
                for (document, n) in perDocument { result[document, default: 0] += n }
            }
        }
        return result
    }
}
