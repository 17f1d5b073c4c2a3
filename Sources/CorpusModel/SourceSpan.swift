/// A stretch of a source file from a line and column up to (not including) an end line and
/// column; columns count Unicode scalars from 1, as `SourceLocation` does.
public struct SourceSpan: Hashable, Sendable, Codable, Comparable {
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

    public init(line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// Whole lines `first...last`.
    public init(lines first: Int, _ last: Int) {
        self.init(line: first, column: 1, endLine: last + 1, endColumn: 1)
    }

    public static func < (lhs: SourceSpan, rhs: SourceSpan) -> Bool {
        (lhs.line, lhs.column, lhs.endLine, lhs.endColumn) < (rhs.line, rhs.column, rhs.endLine, rhs.endColumn)
    }
}
