/// One unit of text to align: a paragraph, or a phrase or sentence inside a paragraph.
///
/// Units of one document are given in reading order. `paragraph` groups phrase units of the same
/// paragraph: the aligner first aligns paragraphs, then the units inside aligned paragraphs. When
/// every unit has its own paragraph index, alignment is a single paragraph-level pass.
public struct AlignmentUnit: Sendable, Hashable, Codable {
    /// The text of the unit.
    public var text: String
    /// The 1-based line of the document the unit starts on.
    public var line: Int
    /// The index of the paragraph the unit belongs to (any increasing numbering).
    public var paragraph: Int
    /// When a subtitle file shows the unit, in milliseconds (`Document.cueTime(lines:)`); nil for
    /// other documents. Two units of two language versions of a video are each other's
    /// translation only if they are on screen at about the same time (`BeadTiming`).
    public var time: ClosedRange<Int>?

    public init(text: String, line: Int, paragraph: Int, time: ClosedRange<Int>? = nil) {
        self.text = text
        self.line = line
        self.paragraph = paragraph
        self.time = time
    }
}
