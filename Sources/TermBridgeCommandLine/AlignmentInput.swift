import AlignmentKit
import Foundation
import TextKit

/// Reads a document into alignment units (the stand-in for DocumentParsing records).
///
/// - A WWDC session page: the transcript paragraphs, i.e. the non-empty lines after the line
///   `ダウンロード` / `下载` / `Download` and before the first line `-` that follows.
/// - A perf-corpus transcript (a `## Transcript` heading): the non-empty lines after it.
/// - Anything else: every non-empty line.
///
/// At `.sentence` level each paragraph is split into phrases with `PhraseSplitter` (at spaces next
/// to CJK characters; Latin runs such as `App Store Connect API 3.6` stay whole).
func alignmentUnits(path: String, level: AlignmentLevel) throws -> (language: String, units: [AlignmentUnit]) {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let text = try TextDecoding.decode(bytes, source: path).text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    var range = lines.indices
    if let start = lines.firstIndex(where: { ["ダウンロード", "下载", "Download"].contains($0) }) {
        let end = lines[(start + 1)...].firstIndex(of: "-") ?? lines.endIndex
        range = (start + 1)..<end
    } else if let start = lines.firstIndex(of: "## Transcript") {
        range = (start + 1)..<lines.endIndex
    }
    var paragraphs: [(text: String, line: Int)] = []
    for i in range where !lines[i].isEmpty {
        paragraphs.append((lines[i], i + 1))
    }
    let language = LanguageGuess.guess(paragraphs.map(\.text).joined(separator: "\n"))?.tag ?? "und"
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
