import AlignmentKit
import CorpusModel
import TextKit

extension ParallelPair.Side {
    /// The document's text of some paragraphs, joined by line breaks.
    func text(ofParagraphs paragraphs: [Int], in analysis: DocumentAnalysis) -> String {
        paragraphs.map { analysis.locator.text(paragraphSpans[$0]) }.joined(separator: "\n")
    }

    /// For time-cut subtitle paragraphs, the paragraphs with their neighbours before and after:
    /// subtitle paragraphs of two languages do not end at the same words, so a word near a boundary
    /// may sit in the next one. Other paragraphs are returned as they are.
    func widened(_ paragraphs: [Int]) -> [Int] {
        guard isTimeCut, let first = paragraphs.min(), let last = paragraphs.max() else { return paragraphs }
        return Array(max(0, first - 1)...min(paragraphSpans.count - 1, last + 1))
    }

    /// The texts of some units, joined for display (`PhraseSplitter.joined`).
    func text(ofUnits units: [Int]) -> String { PhraseSplitter.joined(units.map { self.units[$0].text }) }

    /// The paragraph holding a record at a 1-based line and column, if it is in an aligned paragraph.
    func paragraph(line: Int, column: Int, in analysis: DocumentAnalysis) -> Int? {
        paragraph(containing: analysis.locator.offset(line: line, column: column))
    }

    /// The UTF-16 span from the start of the first of `units` to the end of the last.
    func span(ofUnits units: [Int]) -> Range<Int> {
        guard let low = units.map({ unitSpans[$0].lowerBound }).min(), let high = units.map({ unitSpans[$0].upperBound }).max()
        else { return 0..<0 }
        return low..<max(low, high)
    }
}

extension DocumentAnalysis {
    /// The exact term occurrences inside `range`, in text order.
    /// - Complexity: O(log *n* + *k*) for *n* occurrences and *k* results.
    func occurrences(in range: Range<Int>) -> ArraySlice<TermOccurrence> {
        var low = 0
        var high = exact.count
        while low < high {
            let mid = (low + high) / 2
            if exact[mid].utf16Range.lowerBound < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < exact.count, exact[end].utf16Range.upperBound <= range.upperBound { end += 1 }
        return exact[low..<end]
    }

    /// The quotations outside code, in text order.
    var quotations: [QuotedText] {
        return QuotedText.all(in: locator).filter { !codeLines.contains(locator.line(of: $0.utf16Range.lowerBound)) }
    }
}

/// Folds text for "does the other side contain it" tests: NFKC case folding, white space removed
/// (`MatchKey` exact strength, then spaces dropped).
func containmentKey(_ text: String) -> String {
    MatchKey.fold(text, strength: .exact).filter { !$0.isWhitespace }
}

/// Whether `text` contains `label` as whole words: case, width and spaces ignored, and no Latin
/// letter or digit right before or after it (`App` is not in `App Store`'s neighbour `Apps`, and
/// not in `Application`; it is in `App Store`).
func containsWords(_ text: String, _ label: String) -> Bool {
    wordOccurrences(of: label, in: text, limit: 1) > 0
}

/// How many times `text` contains `label` as whole words (as `containsWords` tests), counting
/// up to `limit`.
func wordOccurrences(of label: String, in text: String, limit: Int = .max) -> Int {
    let haystack = Array(MatchKey.fold(text, strength: .exact).unicodeScalars)
    let needle = Array(MatchKey.fold(label, strength: .exact).unicodeScalars)
    guard !needle.isEmpty, needle.count <= haystack.count else { return 0 }
    func isWord(_ s: Unicode.Scalar) -> Bool { s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s)) }
    var count = 0
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        guard haystack[start..<(start + needle.count)].elementsEqual(needle) else { continue }
        let before = start > 0 ? haystack[start - 1] : " "
        let after = start + needle.count < haystack.count ? haystack[start + needle.count] : " "
        if (isWord(needle[0]) && isWord(before)) || (isWord(needle[needle.count - 1]) && isWord(after)) { continue }
        count += 1
        if count >= limit { return count }
    }
    return count
}

/// Shortens a text for a note, on one line and showing text: its line breaks and the blanks a page's
/// markup leaves are one space or none (`collapsingBlanks`), so that a page saved with CRLF or CR
/// gets the notes the same page with LF gets, and the note's characters are the text's.
func excerpt(_ text: String, limit: Int = 60) -> String {
    let text = text.collapsingBlanks().trimmingWhitespace(newlines: false)
    return text.count <= limit ? text : String(text.prefix(limit)) + "…"
}

extension DocumentAnalysis {
    /// The UTF-16 span from a 1-based line and column through the first occurrence of `last`
    /// within `window` units (a fact's platform through its version), or just the position when
    /// `last` is not there.
    func span(line: Int, column: Int, through last: String, window: Int = 40) -> Range<Int> {
        let start = locator.offset(line: line, column: column)
        let needle = UTF16Transcoding.units(of: last)
        let limit = min(locator.unitCount, start + window)
        let units = locator.units(in: start..<limit)
        var i = 0
        while !needle.isEmpty, i + needle.count <= units.count {
            if units[i..<(i + needle.count)].elementsEqual(needle) { return start..<(start + i + needle.count) }
            i += 1
        }
        return start..<start
    }
}
