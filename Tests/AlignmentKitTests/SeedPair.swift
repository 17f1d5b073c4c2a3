import Foundation

@testable import AlignmentKit

/// The seed session pair (000 ja ↔ 004 zh-Hans) read from the repository's Corpus folder.
enum SeedPair {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Transcript paragraphs (text, line): lines after `ダウンロード`/`下载` up to the next `-` line.
    static func paragraphs(_ relativePath: String) throws -> [(text: String, line: Int)] {
        let text = try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = (lines.firstIndex { $0 == "ダウンロード" || $0 == "下载" } ?? -1) + 1
        let end = lines[start...].firstIndex(of: "-") ?? lines.endIndex
        return (start..<end).filter { !lines[$0].isEmpty }.map { (lines[$0], $0 + 1) }
    }

    static let japanesePath = "Corpus/ja/000_593fcd7000116d1f.txt"
    static let chinesePath = "Corpus/zh-Hans/004_51de928598eb9817.txt"

    /// Units of a document at a level.
    static func units(_ relativePath: String, language: String, level: AlignmentLevel) throws -> [AlignmentUnit] {
        var units: [AlignmentUnit] = []
        for (index, paragraph) in try paragraphs(relativePath).enumerated() {
            let texts =
                level == .paragraph ? [paragraph.text] : PhraseSplitter.phrases(in: paragraph.text, language: language)
            units += texts.map { AlignmentUnit(text: $0, line: paragraph.line, paragraph: index) }
        }
        return units
    }
}
