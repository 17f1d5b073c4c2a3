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
    // A paragraph over several lines (Markdown, a subtitle file's cues) gives each phrase the line it starts on.
    let locator = paragraphs.contains { ($0.lastLine ?? $0.line) > $0.line } ? PhraseLines(document.maskingMarkup(in: text)) : nil
    for (index, paragraph) in paragraphs.enumerated() {
        switch level {
        case .paragraph:
            units.append(AlignmentUnit(text: paragraph.text, line: paragraph.line, paragraph: index))
        case .sentence:
            var cursor = locator?.offset(line: paragraph.line, column: paragraph.column) ?? 0
            let end = locator?.offset(line: (paragraph.lastLine ?? paragraph.line) + 1, column: 1) ?? 0
            for phrase in PhraseSplitter.phrases(in: paragraph.text, language: language, writtenProse: writtenProse) {
                var line = paragraph.line, lastLine = paragraph.line
                if let locator, (paragraph.lastLine ?? paragraph.line) > paragraph.line,
                    let found = locator.find(phrase, from: cursor, before: end)
                {
                    line = locator.line(of: found.lowerBound)
                    lastLine = max(line, locator.line(of: found.upperBound - 1))
                    cursor = found.upperBound
                }
                // A subtitle file's phrase is on screen when the cues of its lines are.
                let time = document.cueTimings.isEmpty ? nil : document.cueTime(lines: line...lastLine)
                units.append(AlignmentUnit(text: phrase, line: line, paragraph: index, time: time))
            }
        }
    }
    return (language, units, writtenProse)
}

/// Where phrases start in a document's text (markup blanked), for paragraphs written over
/// several lines.
struct PhraseLines {
    let units: [UInt16]
    /// The UTF-16 offset of each line's start.
    let lineStarts: [Int]

    init(_ text: String) {
        units = Array(text.utf16)
        var starts = [0]
        for (i, unit) in units.enumerated() where unit == 0x0A { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The offset of a 1-based line and column (in Unicode scalars); the text's end past it.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return units.count }
        var offset = lineStarts[line - 1]
        var scalars = 1
        while scalars < column, offset < units.count, units[offset] != 0x0A {
            offset += UTF16.isLeadSurrogate(units[offset]) ? 2 : 1
            scalars += 1
        }
        return min(offset, units.count)
    }

    /// The 1-based line holding `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The span from the first to the last non-space character of `phrase`, found as the earliest
    /// subsequence of the text in `from..<before` (markup between its characters is blanked, and a
    /// line break may fall between them); nil when it is not there.
    func find(_ phrase: String, from: Int, before: Int) -> Range<Int>? {
        let needle = phrase.utf16.filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }
        guard !needle.isEmpty else { return nil }
        var i = from
        var start: Int?
        let limit = min(before, units.count)
        for unit in needle {
            while i < limit, units[i] != unit { i += 1 }
            guard i < limit else { return nil }
            if start == nil { start = i }
            i += 1
        }
        return start.map { $0..<i }
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
