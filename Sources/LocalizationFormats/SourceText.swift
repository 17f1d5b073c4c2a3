import TextKit

/// A decoded localisation file as UTF-8 bytes, with the line starts needed to turn a byte offset
/// into the 1-based line and column (in Unicode scalars) that findings report.
///
/// A line ends at LF, CRLF or a lone CR, as it does for documents (`LineBreaks`): a file saved
/// with any of them gives its findings the same lines and columns.
public struct SourceText: Sendable, Hashable {
    /// The file's text in UTF-8, without a byte order mark.
    public let bytes: [UInt8]
    /// The byte offset at which each line starts.
    public let lineStarts: [Int]

    /// - Complexity: O(*n*) in the length of `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = LineBreaks.lineStarts(ofUTF8: bytes)
    }

    public init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    /// The text as a `String`.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The 1-based line and scalar column of a byte offset.
    /// - Complexity: O(log *lines* + line length).
    public func position(of offset: Int) -> TextPosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset, index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return TextPosition(line: low + 1, column: column)
    }

    /// The byte offset of a 1-based line and scalar column (the inverse of `position(of:)`), or nil
    /// when the line does not exist.
    public func offset(of position: TextPosition) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count else { return nil }
        var index = lineStarts[position.line - 1]
        var remaining = position.column - 1
        while remaining > 0, index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            remaining -= 1
        }
        return remaining == 0 ? index : nil
    }

    /// The text of a byte range.
    public func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The text of line `line` (1-based) without its line break.
    public func line(_ line: Int) -> String {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return text(start..<max(start, end))
    }
}
