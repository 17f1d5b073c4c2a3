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
        // every separator and white space character here is a single scalar (`\r\n` is read as a pair).
        let scalars = text.unicodeScalars
        var lines: [SourceLine] = []
        var number = 0
        func emit(_ lineStart: String.Index, _ lineEnd: String.Index) {
            number += 1
            var leading = 0
            var start = lineStart
            while start < lineEnd, scalars[start].properties.isWhitespace {
                leading += 1
                start = scalars.index(after: start)
            }
            var end = lineEnd
            while end > start {
                let before = scalars.index(before: end)
                guard scalars[before].properties.isWhitespace else { break }
                end = before
            }
            lines.append(
                SourceLine(
                    number: number, trimmed: text[start..<end], column: leading + 1,
                    byteCount: text.utf8.distance(from: lineStart, to: lineEnd)))
        }
        var lineStart = scalars.startIndex
        var index = lineStart
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            emit(lineStart, index)
            index = scalars.index(after: index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
            lineStart = index
        }
        emit(lineStart, scalars.endIndex)
        if let last = lines.last, last.isBlank, last.byteCount == 0, lines.count > 1 { lines.removeLast() }
        return lines
    }
}
