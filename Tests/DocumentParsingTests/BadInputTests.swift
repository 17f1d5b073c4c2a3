import CorpusModel
import DocumentParsing
import Foundation
import Testing

/// Damaged and unusual input gives located diagnostics, never a crash.
@Suite struct BadInputTests {
    @Test func emptyFileIsAWarning() {
        let d = DocumentParser.parse(bytes: [], source: "empty.ja.txt")
        #expect(d.diagnostics == [ParseDiagnostic(.warning, "file is empty", line: 1)])
        #expect(d.language == .japanese)
    }

    @Test func binaryFileIsAnError() {
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0xFF, 0xFE, 0, 0, 0]
        let d = DocumentParser.parse(bytes: bytes, source: "image.png")
        #expect(d.diagnostics.count == 1)
        #expect(d.diagnostics.first?.severity == .error)
        #expect(d.diagnostics.first?.message.hasPrefix("cannot decode file:") == true)
    }

    @Test func legacyEncodingIsDecodedWithAWarning() throws {
        let text = "記事\n\nサブスクリプションオファーの実装\n\n対象となるサブスクリプション登録者に、自動更新サブスクリプションの割引価格を提供します。利用資格を判断し、オファーを準備します。\n"
        let bytes = try #require(text.data(using: .shiftJIS))
        let d = DocumentParser.parse(bytes: [UInt8](bytes), source: "sjis.txt")
        #expect(d.title == "サブスクリプションオファーの実装")
        #expect(d.diagnostics.contains { $0.message.contains("not UTF-8") })
    }

    @Test func veryLongSingleLineIsParsedWithAWarning() {
        let sentence = "ウィンバックオファーは 3か月間 iOS 18.0以降で eligibleWinBackOfferIDs を使います "
        var line = ""
        while line.utf8.count < 5_000_000 { line += sentence }
        let d = DocumentParser.parse(text: "記事\n\nタイトル\n\n" + line + "\n", source: "long.txt")
        #expect(d.diagnostics.contains { $0.message.hasPrefix("line is very long") && $0.line == 5 })
        #expect(d.numbers.count > 10_000)
        // One duration and one availability a sentence; `18.0` is also read as a version.
        #expect(d.availability.count == d.numbers.filter { $0.unit != .version }.count)
    }

    @Test func mixedLanguagesAreReported() {
        let ja = "ウィンバックオファーを作成するには、まずサブスクリプション価格ページに移動してください。"
        let zh = "要为现有订阅创建赢回优惠，首先请前往订阅价格页面，然后点击按钮创建新的优惠。"
        let text = "記事\n\nタイトル\n\n" + Array(repeating: ja, count: 3).joined(separator: "\n\n") + "\n\n" + Array(repeating: zh, count: 3).joined(separator: "\n\n")
        let d = DocumentParser.parse(text: text, source: "mixed.txt", options: .init(language: .japanese))
        #expect(d.diagnostics.contains { $0.message.hasPrefix("document mixes languages") && $0.message.contains("'zh-Hans'") })
    }
}
