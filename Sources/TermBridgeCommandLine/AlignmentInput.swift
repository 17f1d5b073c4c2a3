import AlignmentKit
import CorpusModel
import DocumentParsing
import Foundation
import TextKit

/// Reads a document into alignment units, taking its paragraphs from `DocumentParser`.
///
/// - A WWDC session page: the transcript paragraphs only (not the abstract, chapters, resources,
///   related videos or code listings).
/// - A subtitle transcript: the paragraphs under `## Transcript`.
/// - Anything else: every paragraph the parser found.
///
/// At `.sentence` level each paragraph is split into phrases with `PhraseSplitter` (at spaces next
/// to CJK characters; Latin runs such as `App Store Connect API 3.6` stay whole), which the gold
/// alignment was measured with. A file that cannot be read or decoded (`TextDecoding`) is an error.
func alignmentUnits(path: String, level: AlignmentLevel) throws -> (language: String, units: [AlignmentUnit]) {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let text = try TextDecoding.decode(bytes, source: path).text
    let document = DocumentParser.parse(text: text, source: path)
    let paragraphs = alignmentParagraphs(of: document, text: text)
    let language = document.language.rawValue
    var units: [AlignmentUnit] = []
    for (index, paragraph) in paragraphs.enumerated() {
        switch level {
        case .paragraph:
            units.append(AlignmentUnit(text: paragraph.text, line: paragraph.line, paragraph: index))
        case .sentence:
            for phrase in PhraseSplitter.phrases(in: paragraph.text, language: language) {
                units.append(AlignmentUnit(text: phrase, line: paragraph.line, paragraph: index))
            }
        }
    }
    return (language, units)
}

/// The parsed paragraphs that take part in alignment: the transcript of a session page or a
/// subtitle transcript; the title and every paragraph of anything else (an article's title has
/// its counterpart in the other language, so it is a unit too).
func alignmentParagraphs(of document: Document, text: String) -> [Paragraph] {
    switch document.kind {
    case .sessionTranscript:
        // The reader also records each abstract line as a paragraph; the rest is the transcript.
        let abstractLines = Set((document.abstract ?? "").split(separator: "\n").map(String.init))
        return document.paragraphs.filter { !abstractLines.contains($0.text) }
    case .subtitleTranscript:
        // The reader keeps no section for `## Transcript`; its paragraphs are the ones after that line.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "## Transcript" }) else {
            return document.paragraphs
        }
        return document.paragraphs.filter { $0.line > heading + 1 }
    default:
        let title = document.title.trimmingCharacters(in: .whitespaces)
        let limit = document.paragraphs.first?.line ?? Int.max
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard !title.isEmpty,
            let index = lines.indices.first(where: { $0 + 1 < limit && lines[$0].trimmingCharacters(in: .whitespaces).hasSuffix(title) })
        else { return document.paragraphs }
        return [Paragraph(text: title, line: index + 1)] + document.paragraphs
    }
}
