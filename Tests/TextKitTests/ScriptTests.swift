import Testing
import TextKit

@Suite struct ScriptTests {
    @Test func runsSplitJapaneseMixedText() {
        let runs = ScriptRun.runs(in: "iOS 17.2以降のウィンバックオファー")
        #expect(runs.map(\.script) == [.latin, .other, .digit, .other, .digit, .han, .hiragana, .katakana])
        #expect(runs.last?.text == "ウィンバックオファー", "the long-vowel mark stays in the katakana run")
        #expect(runs[5].utf16Range == 8..<10)
    }

    @Test(arguments: [
        ("ウィンバックオファーを設定できます", LanguageGuess.japanese),
        ("赢回优惠专注于重新吸引流失的订阅者", .simplifiedChinese),
        ("贏回優惠專注於重新吸引流失的訂閱者", .traditionalChinese),
        ("Implement App Store Offers", .english),
    ])
    func guessesLanguage(text: String, expected: LanguageGuess) {
        #expect(LanguageGuess.guess(text) == expected, "'\(text)'")
    }

    @Test func chineseTranscriptQuotingManyAPIsIsStillChinese() {
        let text = "从 iOS 17.2 开始 StoreKit 中提供了这个新的 API 从 iOS 18.0 开始 RenewalInfo API 中 也将提供 offer 成员"
        #expect(LanguageGuess.guess(text) == .simplifiedChinese)
    }

    @Test func noLettersNoGuess() {
        #expect(LanguageGuess.guess("12:30 - 4:25") == nil)
    }
}
