import CorpusModel

extension FindingLocation {
    /// A location in a manifest document: its id, its manifest path (relative to the manifest's
    /// folder, or with `pathPrefix` before it, such as `Corpus/`), and the span of `text` when given.
    ///
    /// - Parameters:
    ///   - entry: the document's manifest entry.
    ///   - line: the 1-based line.
    ///   - column: the 1-based column, in Unicode scalars.
    ///   - text: the offending text starting at `column` on `line`; sets `endColumn` when it has
    ///     no line break.
    ///   - pathPrefix: prepended to `entry.path`.
    public init(_ entry: CorpusManifest.Entry, line: Int, column: Int = 1, spanning text: String? = nil, pathPrefix: String = "") {
        self.init(
            document: entry.id, path: pathPrefix + entry.path, line: line, column: column,
            endColumn: text.flatMap { FindingLocation.endColumn(from: column, covering: $0) })
    }

    /// The exclusive end column of `text` starting at `column` (columns count Unicode scalars), or
    /// `nil` when `text` spans more than one line.
    public static func endColumn(from column: Int, covering text: String) -> Int? {
        guard !text.contains(where: \.isNewline) else { return nil }
        return column + text.unicodeScalars.count
    }
}
