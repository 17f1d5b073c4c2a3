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
/// At `.sentence` level each paragraph is split into phrases at spaces next to CJK characters.
/// Chinese texts put typographic spaces around Latin words (`我是 App Store Connect 的 工程师`), so in
/// a Chinese paragraph only spaces with CJK on both sides split; in other languages a space with a
/// CJK character on at least one side splits. Spaces between Latin/digit characters never split, so
/// `App Store Connect API 3.6` stays whole.
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
            for phrase in phrases(of: paragraph.text, bothSidesCJK: language.hasPrefix("zh")) {
                units.append(AlignmentUnit(text: phrase, line: paragraph.line, paragraph: index))
            }
        }
    }
    return (language, units)
}

/// Splits a paragraph at spaces next to CJK characters (see `alignmentUnits`).
func phrases(of paragraph: String, bothSidesCJK: Bool) -> [String] {
    let characters = Array(paragraph)
    func isCJK(_ c: Character?) -> Bool {
        guard let c, let scalar = c.unicodeScalars.first else { return false }
        if Script.of(scalar).isCJK { return true }
        // CJK punctuation and full-width forms count as CJK context.
        return (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
            || "“”‘’".contains(c)
    }
    var result: [String] = []
    var current = ""
    for (i, c) in characters.enumerated() {
        if c == " " || c == "\u{3000}" {
            let before = i > 0 ? characters[i - 1] : nil
            let after = i + 1 < characters.count ? characters[i + 1] : nil
            let split = bothSidesCJK ? (isCJK(before) && isCJK(after)) : (isCJK(before) || isCJK(after))
            if split {
                if !current.isEmpty { result.append(current) }
                current = ""
                continue
            }
        }
        current.append(c)
    }
    if !current.isEmpty { result.append(current) }
    return result.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}
