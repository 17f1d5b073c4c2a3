import Foundation
import CorpusModel
import TextKit

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
            guard let heading = Self.firstLine(of: text, where: { $0.droppingSurroundingWhitespace(newlines: false) == "## Transcript" }) else {
                return paragraphs
            }
            return paragraphs.filter { $0.line > heading + 1 }
        default:
            let title = self.title.trimmingCharacters(in: .whitespaces)
            let limit = paragraphs.first?.line ?? Int.max
            guard !title.isEmpty,
                let index = Self.firstLine(of: text, before: limit - 1, where: { $0.droppingSurroundingWhitespace(newlines: false).hasSuffix(title) })
            else { return paragraphs }
            return [Paragraph(text: title, line: index + 1)] + paragraphs
        }
    }

    /// The 0-based number of the first line of `text` among the first `count` that `matches`, lines
    /// numbered as the parser numbers them (`LineBreaks`) and read only up to the line asked for.
    static func firstLine(of text: String, before count: Int = .max, where matches: (Substring) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        var number = 0
        var found: Int?
        LineBreaks.forEachLine(in: text) { line in
            if matches(text[line]) {
                found = number
                return false
            }
            number += 1
            return number < count
        }
        return found
    }
}
