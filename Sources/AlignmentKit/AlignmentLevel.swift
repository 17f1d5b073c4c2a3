/// The granularity of an alignment: whole paragraphs, or phrases/sentences inside aligned paragraphs.
public enum AlignmentLevel: String, Sendable, CaseIterable, Codable {
    case paragraph
    case sentence
}
