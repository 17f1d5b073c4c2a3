import Foundation

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

    /// `text` with every lone CR (one not followed by LF) written as LF: the same lines, columns
    /// and UTF-16 offsets for a reader that knows LF and CRLF only. The text itself when it has no
    /// CR, which is found a block of bytes at a time.
    public static func loneCRsAsLF(_ text: String) -> String {
        var text = text
        let firstCR = text.withUTF8 { bytes -> Int? in
            guard let base = bytes.baseAddress, let found = memchr(base, 0x0D, bytes.count) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        guard let firstCR else { return text }
        var bytes = Array(text.utf8)
        var replaced = false
        for i in firstCR..<bytes.count where isLoneCR(bytes, at: i) {
            bytes[i] = 0x0A
            replaced = true
        }
        return replaced ? String(decoding: bytes, as: UTF8.self) : text
    }

    /// The offsets at which the lines of the UTF-8 text `bytes` start, the first at 0: after each
    /// LF, CRLF or lone CR, as `forEachLine` finds the lines.
    public static func lineStarts(ofUTF8 bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for offset in bytes.indices where bytes[offset] == 0x0A || isLoneCR(bytes, at: offset) {
            starts.append(offset + 1)
        }
        return starts
    }

    /// Whether the byte at `offset` is a CR that ends a line by itself (not the first of a CRLF).
    @inline(__always)
    private static func isLoneCR(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes[offset] == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)
    }

    /// The lines of `text` without their breaks (LF, CRLF or a lone CR), as `forEachLine` finds
    /// them: a text ending in a break ends with an empty line. (A `String` split at `"\n"` does not
    /// split at CRLF, which is one `Character`.)
    public static func lines(of text: String) -> [Substring] { ranges(of: text).map { text[$0] } }

    /// Where each line of `text` lies, without its break (as `forEachLine` finds them).
    public static func ranges(of text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        forEachLine(in: text) { line in
            ranges.append(line)
            return true
        }
        return ranges
    }
}
