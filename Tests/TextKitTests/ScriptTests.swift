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

    @Test func theScriptGuessRemembersEachCharactersAnswersAndTakesSeededOnes() {
        // Answers it computed are remembered per character, for `termbridge build` to store.
        #expect(LanguageGuess.guess("貓咪們喜歡曬太陽") == .traditionalChinese)
        #expect(TransliterationMemo.shared(LanguageGuess.toSimplifiedID).remembered("貓") == "猫")
        #expect(TransliterationMemo.shared(LanguageGuess.toTraditionalID).remembered("貓") == "貓")
        // Answers seeded from an earlier run are used without asking ICU: rare characters no other test
        // reads, seeded as Traditional-only, make the text Traditional (ICU would leave them as they are).
        let rare = ["龘", "靐", "齉", "䶮"]
        TransliterationMemo.shared(LanguageGuess.toSimplifiedID).seed(Dictionary(uniqueKeysWithValues: rare.map { ($0, "一") }))
        TransliterationMemo.shared(LanguageGuess.toTraditionalID).seed(Dictionary(uniqueKeysWithValues: rare.map { ($0, $0) }))
        #expect(LanguageGuess.guess(rare.joined()) == .traditionalChinese)
    }

    @Test func noLettersNoGuess() {
        #expect(LanguageGuess.guess("12:30 - 4:25") == nil)
    }
}
