import CorpusModel
import Testing

@testable import Checks

/// `cjk-punctuation` in Japanese and Chinese documents (`CJKPunctuationDocumentRule`).
@Suite struct CJKPunctuationDocumentTests {
    func findings(_ text: String, language: String = "zh-Hans", kind: DocumentKind = .article) throws -> [Diagnostic] {
        let document = CheckFixtures.document(text, language: language, kind: kind)
        return try Checker(glossary: CheckFixtures.glossary([]), rules: RuleSelection(parsing: "cjk-punctuation")).check([document])
    }

    @Test func anASCIIMarkAfterAChineseOrJapaneseCharacterIsReported() throws {
        let found = try findings("吸引顾客,以及测试优惠.\n正在查找特定内容?在上方输入\n")
        #expect(found.map(\.text) == [",", ".", "?"])
        #expect(found.map(\.suggestion) == ["，", "。", "？"])
        #expect(found.map(\.location.line) == [1, 1, 2])
        #expect(found.map(\.location.column) == [5, 12, 9])
        #expect(found.first?.message == "ASCII ',' after a CJK character in a 'zh-Hans' document; write '，'")
        #expect(try findings("防ぐことができません; 次に\n", language: "ja").map(\.suggestion) == ["；"])
        #expect(try findings("読み込む, 書き込む\n", language: "ja").map(\.suggestion) == ["、"])
    }

    @Test func marksThatAreNotSentencePunctuationAreNot() throws {
        #expect(try findings("等等...然后\n还有..吗\n").isEmpty, "an ellipsis")
        #expect(try findings("￥ 一,三一四.二五 元\n").isEmpty, "a number in Han numerals")
        #expect(try findings("版本 1.2 和 Info.plist, App Store. 好\n").isEmpty, "after Latin letters and digits")
        #expect(try findings("文件名.txt 的内容\n").isEmpty, "a file name's extension")
        #expect(try findings("好的.\n", language: "en").isEmpty, "an English document")
        #expect(try findings("例如：\n\n```\n设置,测试.\n```\n", kind: .markdown).isEmpty, "a code listing")
    }

    /// A colon is reported only in a document that writes the full-width one after CJK characters
    /// more often: an ASCII colon before a list or code block is common practice.
    @Test func anASCIIColonIsReportedWhereTheDocumentWritesTheFullWidthOne() throws {
        #expect(try findings("次のコマンドを実行します:\n結果は次のとおりです:\n", language: "ja").isEmpty)
        #expect(try findings("有三种优惠: 推介促销优惠\n").isEmpty)
        let found = try findings("例如：一\n例如：二\n例如: 三\n")
        #expect(found.map(\.location.line) == [3])
        #expect(found.first?.message == "ASCII ':' after a CJK character in a 'zh-Hans' document that writes '：' so 2 times; write '：'")
        #expect(try findings("例如：一\n例如: 二\n例如: 三\n").isEmpty, "as many ASCII colons: the document's own style")
    }
}
