import Testing
import TextKit

@Suite struct SegmentationTests {
    @Test func dictionaryWordBreakSplitsChinese() throws {
        let words = try TextSegmentation.words(in: "赢回优惠专注于重新吸引流失的订阅者", locale: "zh").map { String($0.text) }
        #expect(words.count >= 6, "got \(words)")
        #expect(words.joined() == "赢回优惠专注于重新吸引流失的订阅者")
        #expect(words.contains("重新"))
        #expect(words.contains("吸引"))
    }

    @Test func dictionaryWordBreakSplitsJapaneseAndReportsKinds() throws {
        let tokens = try TextSegmentation.words(in: "ウィンバックオファーを設定できます", locale: "ja")
        #expect(tokens.contains { $0.text == "設定" && $0.kind == .ideographic })
        #expect(tokens.allSatisfy { $0.kind != .none })
    }

    @Test func separatorsAreOmittedUnlessAsked() throws {
        let words = try TextSegmentation.words(in: "App Store Connect API 3.6", locale: "en")
        #expect(words.map { String($0.text) } == ["App", "Store", "Connect", "API", "3.6"])
        #expect(words.last?.kind == .number)
        let all = try TextSegmentation.words(in: "App Store", locale: "en", includeSeparators: true)
        #expect(all.count == 3)
    }

    @Test func sentencesOfJapaneseParagraph() throws {
        let text = "オファーを準備します。署名を作成します。サーバに送信します。"
        let sentences = try TextSegmentation.sentences(in: text, locale: "ja")
        #expect(sentences.map { String($0.text) } == ["オファーを準備します。", "署名を作成します。", "サーバに送信します。"])
        #expect(sentences[1].utf16Range == 11..<20)
    }
}
