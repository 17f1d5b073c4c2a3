/// Maps UTF-16 offsets of a text to 1-based line and column numbers.
public struct LineIndex: Sendable {
    /// UTF-16 offset where each line starts.
    public let lineStarts: [Int]

    /// Indexes the line breaks (`\n`) of `text`.
    /// - Complexity: O(n) in the UTF-16 length.
    public init(_ text: String) {
        var starts = [0]
        var offset = 0
        for unit in text.utf16 {
            offset += 1
            if unit == 0x0A { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// An index of lines that start at `lineStarts` (UTF-16 offsets, the first 0, ascending).
    public init(lineStarts: [Int]) {
        precondition(lineStarts.first == 0, "the first line starts at 0")
        self.lineStarts = lineStarts
    }

    /// The 1-based line and 1-based UTF-16 column of `offset`.
    /// - Complexity: O(log lines).
    public func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
