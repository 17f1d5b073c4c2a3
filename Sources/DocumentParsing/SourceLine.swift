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

    /// Where each line of `text` lies, without its break (`\n`, `\r\n` or `\r`; after a final break,
    /// an empty last line), found in its UTF-8 bytes: every break is one ASCII byte or the pair, and a
    /// break is always a grapheme boundary, so these are the lines a split by `Character` gives
    /// without breaking the text into graphemes.
    static func ranges(of text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = bytes.index(after: index)
                continue
            }
            ranges.append(start..<index)
            var after = bytes.index(after: index)
            if byte == 0x0D, after != bytes.endIndex, bytes[after] == 0x0A { after = bytes.index(after: after) }
            (start, index) = (after, after)
        }
        ranges.append(start..<bytes.endIndex)
        return ranges
    }

    /// Splits text into lines (`\n`, `\r\n` or `\r`).
    ///
    /// - Complexity: O(n) in the length of the text.
    static func split(_ text: String) -> [SourceLine] {
        // Walks Unicode scalars, not Characters: grapheme breaking costs several times more, and
        // every white space character here is a single scalar (the breaks: `ranges(of:)`).
        let scalars = text.unicodeScalars
        var lines: [SourceLine] = []
        for (index, line) in ranges(of: text).enumerated() {
            var leading = 0
            var start = line.lowerBound
            while start < line.upperBound, scalars[start].properties.isWhitespace {
                leading += 1
                start = scalars.index(after: start)
            }
            var end = line.upperBound
            while end > start {
                let before = scalars.index(before: end)
                guard scalars[before].properties.isWhitespace else { break }
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
