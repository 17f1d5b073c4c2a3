/// A unit of text for matching and alignment: a sentence, or in a transcript a phrase (transcripts
/// separate phrases with spaces instead of punctuation).
public struct Segment: Hashable, Sendable {
    /// The text, kept as a slice of its paragraph's text where it is one (nearly always): a corpus's
    /// segments as strings of their own took more memory than its text.
    public private(set) var slice: Substring
    public var line: Int
    public var column: Int
    /// The index of the paragraph in `Document.paragraphs`.
    public var paragraph: Int

    public var text: String {
        get { String(slice) }
        set { slice = Substring(newValue) }
    }

    public init(text: String, line: Int, column: Int, paragraph: Int) {
        self.init(slice: Substring(text), line: line, column: column, paragraph: paragraph)
    }

    /// A segment whose text is `slice` (of its paragraph's text), sharing its storage.
    public init(slice: Substring, line: Int, column: Int, paragraph: Int) {
        self.slice = slice
        self.line = line
        self.column = column
        self.paragraph = paragraph
    }
}

extension Segment: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, line, column, paragraph
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            text: try container.decode(String.self, forKey: .text), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column), paragraph: try container.decode(Int.self, forKey: .paragraph))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(paragraph, forKey: .paragraph)
    }
}
