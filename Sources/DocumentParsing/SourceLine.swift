import TextKit

/// One line of a source file with its 1-based number and the column of its first non-blank scalar.
struct SourceLine: Sendable {
    let number: Int
    /// The line without its leading and trailing white space.
    let trimmed: Substring
    /// 1-based column (in Unicode scalars) where `trimmed` starts.
    let column: Int
    /// The line's length in UTF-8 bytes (untrimmed).
    let byteCount: Int

    var isBlank: Bool { trimmed.isEmpty }

    /// Splits text into lines (`\n`, `\r\n` or `\r`).
    ///
    /// - Complexity: O(n) in the length of the text.
    static func split(_ text: String) -> [SourceLine] {
        // Walks Unicode scalars, not Characters: grapheme breaking costs several times more, and
        // every white space character here is a single scalar (the breaks: `LineBreaks.ranges(of:)`).
        let scalars = text.unicodeScalars
        var lines: [SourceLine] = []
        for (index, line) in LineBreaks.ranges(of: text).enumerated() {
            var leading = 0
            var start = line.lowerBound
            while start < line.upperBound, scalars[start].isUnicodeWhitespace {
                leading += 1
                start = scalars.index(after: start)
            }
            var end = line.upperBound
            while end > start {
                let before = scalars.index(before: end)
                guard scalars[before].isUnicodeWhitespace else { break }
                end = before
            }
            lines.append(
                SourceLine(
                    number: index + 1, trimmed: text[start..<end], column: leading + 1,
                    byteCount: text.utf8.distance(from: line.lowerBound, to: line.upperBound)))
        }
        if let last = lines.last, last.isBlank, last.byteCount == 0, lines.count > 1 { lines.removeLast() }
        return lines
    }
}
