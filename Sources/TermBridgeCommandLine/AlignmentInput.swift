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
func alignmentUnits(path: String, level: AlignmentLevel) throws -> (
    language: String, units: [AlignmentUnit], writtenProse: Bool
) {
    let bytes = try [UInt8](FileInput.read(path))
    let text = try TextDecoding.decode(bytes, source: path).text
    let document = DocumentParser.parse(text: text, source: path)
    let paragraphs = document.alignmentParagraphs(text: text)
    let language = document.language.rawValue
    let writtenProse = document.isWrittenProse
    var units: [AlignmentUnit] = []
    for (index, paragraph) in paragraphs.enumerated() {
        switch level {
        case .paragraph:
            units.append(AlignmentUnit(text: paragraph.text, line: paragraph.line, paragraph: index))
        case .sentence:
            for phrase in PhraseSplitter.phrases(in: paragraph.text, language: language, writtenProse: writtenProse) {
                units.append(AlignmentUnit(text: phrase, line: paragraph.line, paragraph: index))
            }
        }
    }
    return (language, units, writtenProse)
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
