/// The lines of a text as the parser numbers them: a line ends at `\n`, `\r\n` or `\r`, and after
/// a final break comes an empty last line. Found in the UTF-8 bytes: every break is one ASCII byte
/// or the pair, and a break is always a grapheme boundary, so these are the lines a split by
/// `Character` gives, without breaking the text into graphemes.
public enum LineBreaks {
    /// Calls `body` with the range of each line of `text`, without its break, in order, until
    /// `body` returns false.
    @inlinable
    public static func forEachLine(in text: String, _ body: (Range<String.Index>) -> Bool) {
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = bytes.index(after: index)
                continue
            }
            guard body(start..<index) else { return }
            var after = bytes.index(after: index)
            if byte == 0x0D, after != bytes.endIndex, bytes[after] == 0x0A { after = bytes.index(after: after) }
            (start, index) = (after, after)
        }
        _ = body(start..<bytes.endIndex)
    }

    /// The lines of `text` without their breaks (LF, CRLF or a lone CR), as `forEachLine` finds
    /// them: a text ending in a break ends with an empty line. (A `String` split at `"\n"` does not
    /// split at CRLF, which is one `Character`.)
    public static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        forEachLine(in: text) { line in
            lines.append(text[line])
            return true
        }
        return lines
    }
}
