import CorpusModel

/// Where a finding is: the document's id and path, a 1-based line and column, and optionally the
/// column just after the offending text.
///
/// Columns count Unicode scalars, as `SourceLocation` does. `endColumn` is exclusive (the column
/// of the first character after the finding), which is what SARIF's `region.endColumn` means.
public struct FindingLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The document id (manifest `id`, or the path when there is no manifest).
    public var document: String
    /// The document's path as the user should see it, relative to the corpus root when possible.
    public var path: String
    public var line: Int
    public var column: Int
    /// The exclusive end column on `line`, when the finding covers a known span.
    public var endColumn: Int?

    public init(document: String, path: String, line: Int, column: Int = 1, endColumn: Int? = nil) {
        self.document = document
        self.path = path
        self.line = line
        self.column = column
        self.endColumn = endColumn
    }

    /// Makes a location from a parser's `SourceLocation` and the document's path.
    public init(_ source: SourceLocation, path: String, endColumn: Int? = nil) {
        self.init(document: source.document, path: path, line: source.line, column: source.column, endColumn: endColumn)
    }

    /// The same place as a `SourceLocation` (without path and end column).
    public var sourceLocation: SourceLocation {
        SourceLocation(document: document, line: line, column: column)
    }

    /// `path:line:column`, the form editors and terminals turn into links.
    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: FindingLocation, rhs: FindingLocation) -> Bool {
        (lhs.path, lhs.document, lhs.line, lhs.column, lhs.endColumn ?? 0)
            < (rhs.path, rhs.document, rhs.line, rhs.column, rhs.endColumn ?? 0)
    }
}
