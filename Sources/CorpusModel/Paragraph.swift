/// A block of body text (a transcript paragraph, an article paragraph, a bullet or a note).
public struct Paragraph: Hashable, Sendable {
    /// What the block is in its document.
    public enum Role: String, Hashable, Sendable, Codable {
        case body, bullet, step, note, caption, seeAlso = "see-also"
        /// A Markdown heading (also recorded as a `Section`).
        case heading
        /// A cell of a Markdown table.
        case tableCell = "table-cell"
    }

    /// The text, kept as a slice of the document's text where it is one (a subtitle line without
    /// markup, say): a corpus's paragraphs as strings of their own took as much memory as its text.
    public private(set) var slice: Substring
    public var role: Role
    /// The heading of the enclosing section, if any.
    public var section: String?
    public var line: Int
    public var column: Int
    /// The last source line of a paragraph that runs over several lines (a Markdown paragraph
    /// joined across soft line breaks); nil when it is on one line.
    public var lastLine: Int?

    public var text: String {
        get { String(slice) }
        set { slice = Substring(newValue) }
    }

    public init(text: String, role: Role = .body, section: String? = nil, line: Int, column: Int = 1, lastLine: Int? = nil) {
        self.init(slice: Substring(text), role: role, section: section, line: line, column: column, lastLine: lastLine)
    }

    /// A paragraph whose text is `slice` (of the document's text), sharing its storage.
    public init(slice: Substring, role: Role = .body, section: String? = nil, line: Int, column: Int = 1, lastLine: Int? = nil) {
        self.lastLine = lastLine
        self.slice = slice
        self.role = role
        self.section = section
        self.line = line
        self.column = column
    }
}

extension Paragraph: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, role, section, line, column, lastLine
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            text: try container.decode(String.self, forKey: .text), role: try container.decode(Role.self, forKey: .role),
            section: try container.decodeIfPresent(String.self, forKey: .section), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column), lastLine: try container.decodeIfPresent(Int.self, forKey: .lastLine))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(role, forKey: .role)
        try container.encodeIfPresent(section, forKey: .section)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encodeIfPresent(lastLine, forKey: .lastLine)
    }
}
