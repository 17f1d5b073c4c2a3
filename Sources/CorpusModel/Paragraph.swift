/// A block of body text (a transcript paragraph, an article paragraph, a bullet or a note).
public struct Paragraph: Hashable, Sendable, Codable {
    /// What the block is in its document.
    public enum Role: String, Hashable, Sendable, Codable {
        case body, bullet, step, note, caption, seeAlso = "see-also"
    }

    public var text: String
    public var role: Role
    /// The heading of the enclosing section, if any.
    public var section: String?
    public var line: Int
    public var column: Int

    public init(text: String, role: Role = .body, section: String? = nil, line: Int, column: Int = 1) {
        self.text = text
        self.role = role
        self.section = section
        self.line = line
        self.column = column
    }
}
