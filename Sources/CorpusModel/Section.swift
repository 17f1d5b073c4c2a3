/// A headed section of an article or translation page.
public struct Section: Hashable, Sendable, Codable {
    public var heading: String
    /// 1 for top-level headings; 2 for headings nested inside one (see-also, overrides).
    public var level: Int
    /// Indices into `Document.paragraphs`.
    public var paragraphs: [Int]
    public var line: Int

    public init(heading: String, level: Int, paragraphs: [Int] = [], line: Int) {
        self.heading = heading
        self.level = level
        self.paragraphs = paragraphs
        self.line = line
    }
}
