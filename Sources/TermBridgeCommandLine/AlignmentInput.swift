import AlignmentKit
import Checks
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
func alignmentUnits(path: String, level: AlignmentLevel) throws -> (
    language: String, units: [AlignmentUnit], writtenProse: Bool
) {
    let bytes = try [UInt8](FileInput.read(path))
    let text = try TextDecoding.decode(bytes, source: path).text
    let document = DocumentParser.parse(text: text, source: path)
    let language = document.language.rawValue
    let writtenProse = document.isWrittenProse
    switch level {
    case .paragraph:
        let units = document.alignmentParagraphs(text: text).enumerated().map { AlignmentUnit(text: $0.element.text, line: $0.element.line, paragraph: $0.offset) }
        return (language, units, writtenProse)
    case .sentence:
        // The phrases `check` aligns, found in the text: each with the line it starts on and, in a
        // subtitle file, the time of its cues.
        let checked = CheckedDocument(id: document.id, path: path, language: language, text: text, document: document)
        return (language, checked.alignmentPhrases(fileText: text), writtenProse)
    }
}

/// The phrases of paragraph units (`PhraseSplitter`), each keeping its paragraph's index and line; a
/// paragraph the splitter leaves nothing of stays whole, so every paragraph has a phrase.
func phraseUnits(of paragraphs: [AlignmentUnit], language: String, writtenProse: Bool) -> [AlignmentUnit] {
    paragraphs.flatMap { paragraph in
        let phrases = PhraseSplitter.phrases(in: paragraph.text, language: language, writtenProse: writtenProse)
        return (phrases.isEmpty ? [paragraph.text] : phrases).map {
            AlignmentUnit(text: $0, line: paragraph.line, paragraph: paragraph.paragraph)
        }
    }
}
