/// Where a record came from: a document and a 1-based line and column (columns count Unicode
/// scalars, as editors do).
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The document id (the manifest's `id`, or the file path when there is no manifest).
    public var document: String
    public var line: Int
    public var column: Int

    public init(document: String, line: Int, column: Int = 1) {
        self.document = document
        self.line = line
        self.column = column
    }

    public var description: String { "\(document):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.document, lhs.line, lhs.column) < (rhs.document, rhs.line, rhs.column)
    }
}
