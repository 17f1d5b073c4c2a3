/// A unit of text for matching and alignment: a sentence, or in a transcript a phrase (transcripts
/// separate phrases with spaces instead of punctuation).
public struct Segment: Hashable, Sendable, Codable {
    public var text: String
    public var line: Int
    public var column: Int
    /// The index of the paragraph in `Document.paragraphs`.
    public var paragraph: Int

    public init(text: String, line: Int, column: Int, paragraph: Int) {
        self.text = text
        self.line = line
        self.column = column
        self.paragraph = paragraph
    }
}
