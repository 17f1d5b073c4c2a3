/// A block of body text (a transcript paragraph, an article paragraph, a bullet or a note).
public struct Paragraph: Hashable, Sendable, Codable {
    /// What the block is in its document.
    public enum Role: String, Hashable, Sendable, Codable {
        case body, bullet, step, note, caption, seeAlso = "see-also"
        /// A Markdown heading (also recorded as a `Section`).
        case heading
        /// A cell of a Markdown table.
        case tableCell = "table-cell"
    }

    public var text: String
    public var role: Role
    /// The heading of the enclosing section, if any.
    public var section: String?
    public var line: Int
    public var column: Int
    /// The last source line of a paragraph that runs over several lines (a Markdown paragraph
    /// joined across soft line breaks); nil when it is on one line.
    public var lastLine: Int?

    public init(text: String, role: Role = .body, section: String? = nil, line: Int, column: Int = 1, lastLine: Int? = nil) {
        self.lastLine = lastLine
        self.text = text
        self.role = role
        self.section = section
        self.line = line
        self.column = column
    }
}
