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

    /// Words cut from UTF-16 units are the words of the string of those units, in every language,
    /// with astral characters, marks and the folded forms the search index stores.
    @Test(arguments: [
        ("赢回优惠专注于重新吸引流失的订阅者", "zh"), ("ウィンバックオファーを設定します。App Store Connect で", "ja"),
        ("Win-back offers re-engage lapsed subscribers, don't they?", "en"), ("𠮷野家の牛丼と😀 emoji 👍🏽", "ja"),
        ("cafe\u{301} ﬁle ＡＢＣ １２３", "en"), ("", "en"), ("   ", "zh"),
    ])
    func wordRangesInUnitsAreTheStringsWords(text: String, locale: String) throws {
        for form in [nil, NormalizationForm.nfkcCasefold] {
            let string = form.map { text.normalized($0) } ?? text
            let units = form.map { text.normalizedUTF16($0) } ?? Array(text.utf16)
            #expect(units == Array(string.utf16))
            let expected = try TextSegmentation.words(in: string, locale: locale).map { String($0.text) }
            #expect(try TextSegmentation.wordRanges(inUTF16: units, locale: locale).map { UTF16Transcoding.string(units[$0]) } == expected)
        }
    }
}
