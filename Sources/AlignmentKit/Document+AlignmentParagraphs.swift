import Foundation
import CorpusModel

extension Document {
    /// The parsed paragraphs that take part in alignment, given the document's `text`:
    ///
    /// - a WWDC session page: the transcript paragraphs only (not the abstract, chapters,
    ///   resources, related videos or code listings);
    /// - a subtitle transcript: the paragraphs after the `## Transcript` line (the reader keeps no
    ///   section for it);
    /// - anything else: the title (an article's title has its counterpart in the other language,
    ///   so it is a unit too) and every paragraph.
    ///
    /// `termbridge align`, `terms discover` and the parity rules of `termbridge check` all align
    /// these paragraphs, so they agree on what a unit is.
    /// - Complexity: O(*n*) in the length of `text`.
    public func alignmentParagraphs(text: String) -> [Paragraph] {
        switch kind {
        case .sessionTranscript:
            // The reader also records each abstract line as a paragraph; the rest is the transcript.
            let abstractLines = Set((abstract ?? "").split(separator: "\n").map(String.init))
            return paragraphs.filter { !abstractLines.contains($0.text) }
        case .subtitleTranscript:
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let heading = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "## Transcript" }) else {
                return paragraphs
            }
            return paragraphs.filter { $0.line > heading + 1 }
        default:
            let title = self.title.trimmingCharacters(in: .whitespaces)
            let limit = paragraphs.first?.line ?? Int.max
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard !title.isEmpty,
                let index = lines.indices.first(where: {
                    $0 + 1 < limit && lines[$0].trimmingCharacters(in: .whitespaces).hasSuffix(title)
                })
            else { return paragraphs }
            return [Paragraph(text: title, line: index + 1)] + paragraphs
        }
    }
}
