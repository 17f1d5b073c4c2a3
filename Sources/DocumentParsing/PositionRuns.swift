/// The source line and column of each scalar of a text made from several stretches of source
/// (Markdown prose: soft breaks joined, markup left out), held as runs: a run is a stretch of
/// scalars on one line at consecutive columns, so a paragraph takes a few entries instead of one
/// per scalar (a long page's prose is millions of scalars, all held until the page is parsed).
///
/// - Complexity: O(*n*) to build from *n* positions; O(log *r*) to look one up among *r* runs.
struct PositionRuns {
    /// Where each run starts in the text (scalar offset), and the line and column of that scalar.
    private var starts: [Int32] = []
    private var lines: [Int32] = []
    private var columns: [Int32] = []
    /// How many scalars the text has.
    let count: Int

    init(_ positions: [(line: Int, column: Int)]) {
        count = positions.count
        for (offset, position) in positions.enumerated() {
            if let last = starts.indices.last, Int(lines[last]) == position.line,
                Int(columns[last]) + (offset - Int(starts[last])) == position.column
            {
                continue
            }
            starts.append(Int32(offset))
            lines.append(Int32(position.line))
            columns.append(Int32(position.column))
        }
    }

    /// The position of the scalar at `offset`, clamped to the text (the last scalar's past its end).
    subscript(offset: Int) -> (line: Int, column: Int) {
        guard count > 0 else { return (1, 1) }
        let offset = max(0, min(offset, count - 1))
        // The last run starting at or before the offset.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if Int(starts[middle]) <= offset { low = middle + 1 } else { high = middle }
        }
        let run = low - 1
        return (Int(lines[run]), Int(columns[run]) + offset - Int(starts[run]))
    }
}
