import Testing

@testable import CorpusIndex

@Suite struct SearchWordsTests {
    @Test func aQueryAndATextMeetWhateverTheCaseWidthAndNumber() {
        #expect(
            SearchWords.words(of: "In-App Purchases", language: "en")
                == SearchWords.words(of: "in-app purchase", language: nil))
        #expect(SearchWords.words(of: "ＡＰＩｓ", language: "ja") == SearchWords.words(of: "API", language: nil))
        // Japanese and Chinese words are untouched.
        #expect(SearchWords.words(of: "サブスクリプションを", language: "ja").joined() == "サブスクリプションを")
        #expect(SearchWords.words(of: "订阅优惠", language: "zh-Hans").joined() == "订阅优惠")
    }

    /// A katakana word's final long-vowel mark does not count; one inside a word, after a mark or
    /// after something else than katakana does.
    @Test func katakanaWordsMeetWithAndWithoutTheirFinalMark() {
        #expect(SearchWords.words(of: "ユーザーの設定", language: "ja") == SearchWords.words(of: "ユーザの設定", language: "ja"))
        #expect(SearchWords.words(of: "サーバー", language: nil) == SearchWords.words(of: "サーバ", language: nil))
        // The mark that ends a word inside a katakana compound, as ICU splits it.
        #expect(
            SearchWords.words(of: "ユーザーアカウント", language: "ja") == SearchWords.words(of: "ユーザ", language: "ja") + [
                "アカウント"
            ])
        // Half-width katakana fold to full-width first.
        #expect(SearchWords.words(of: "ｻｰﾊﾞｰ", language: nil) == SearchWords.words(of: "サーバ", language: nil))
        func unmarked(_ text: String) -> String {
            String(decoding: SearchWords.withoutFinalLongVowelMarks(Array(text.utf16)), as: UTF16.self)
        }
        #expect(unmarked("ユーザーズ") == "ユーザーズ")
        #expect(unmarked("ユーザー、サーバー。") == "ユーザ、サーバ。")
        #expect(unmarked("ーあー") == "ーあー")
        #expect(unmarked("ユーーザ") == "ユーーザ" && unmarked("キーー") == "キーー")
    }

    /// The words the index matched are found in the hit's text, whatever their form there, and nil
    /// when they are not there in order.
    @Test func theMatchedWordsAreLocatedInTheText() {
        func matched(_ query: String, _ text: String, _ language: String? = "en") -> String? {
            SearchWords.match(of: query, in: text, language: language).map { String(text[$0]) }
        }
        #expect(matched("in-app purchase", "Because In-App Purchases don't work there.") == "In-App Purchases")
        #expect(matched("battery", "Two batteries’ lives.") == "batteries")
        #expect(matched("storekit", "ＳｔｏｒｅＫｉｔ の API です。", "ja") == "ＳｔｏｒｅＫｉｔ")
        #expect(matched("赢回优惠", "设置赢回优惠后，用户会回来。", "zh-Hans") == "赢回优惠")
        #expect(matched("サーバ", "サーバーを起動します。", "ja") == "サーバー")
        #expect(matched("offer win-back", "a win-back offer") == nil)
        #expect(matched("", "anything") == nil)
    }
}
