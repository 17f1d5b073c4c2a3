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
        var lines: [SourceLine] = []
        var number = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            var leading = 0
            var start = raw.startIndex
            while start < raw.endIndex, raw[start].isWhitespace {
                leading += raw[start].unicodeScalars.count
                start = raw.index(after: start)
            }
            var end = raw.endIndex
            while end > start, raw[raw.index(before: end)].isWhitespace { end = raw.index(before: end) }
            lines.append(SourceLine(number: number, trimmed: raw[start..<end], column: leading + 1, byteCount: raw.utf8.count))
        }
        if let last = lines.last, last.isBlank, last.byteCount == 0, lines.count > 1 { lines.removeLast() }
        return lines
    }
}
