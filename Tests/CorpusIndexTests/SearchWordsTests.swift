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
        // A mark inside a katakana compound stays: the compound is one word.
        #expect(SearchWords.words(of: "ユーザーアカウント", language: "ja") == ["ユーザーアカウント"])
        #expect(SearchWords.words(of: "ユーザーアカウントー", language: "ja") == ["ユーザーアカウント"])
        // Half-width katakana fold to full-width first.
        #expect(SearchWords.words(of: "ｻｰﾊﾞｰ", language: nil) == SearchWords.words(of: "サーバ", language: nil))
        func unmarked(_ text: String) -> String { SearchWords.withoutFinalLongVowelMarks(text) }
        #expect(unmarked("ユーザーズ") == "ユーザーズ")
        #expect(unmarked("ユーザー、サーバー。") == "ユーザ、サーバ。")
        #expect(unmarked("ーあー") == "ーあー")
        #expect(unmarked("ユーーザ") == "ユーーザ" && unmarked("キーー") == "キーー")
    }

    /// A katakana compound written solid is one word, however ICU's dictionary cuts it: the text
    /// and the query split it alike, and its parts are found through the index's words.
    @Test func aSolidKatakanaCompoundIsOneWord() {
        // ICU's dictionary cut this one into `ノー`, `ドア`, … (its katakana runs stop at eight letters).
        #expect(SearchWords.words(of: "ノードアフィニティを使う", language: "ja").first == "ノードアフィニティ")
        #expect(SearchWords.words(of: "ノードアフィニティ", language: nil) == ["ノードアフィニティ"])
        #expect(SearchWords.words(of: "コマンドラインツール", language: "ja") == ["コマンドラインツール"])
        // Half-width katakana fold first; the middle dot parts words; other scripts stay apart.
        #expect(SearchWords.words(of: "ｺﾝﾃﾅﾗﾝﾀｲﾑ", language: nil) == ["コンテナランタイム"])
        #expect(SearchWords.words(of: "ウィン・バック", language: "ja") == ["ウィン", "バック"])
        #expect(SearchWords.words(of: "Podアンチアフィニティ", language: "ja") == ["pod", "アンチアフィニティ"])
        // The matched words of a hit are the compound's.
        let text = "ノードアフィニティを使います。"
        #expect(SearchWords.match(of: "ノードアフィニティ", in: text, language: "ja").map { String(text[$0]) } == "ノードアフィニティ")
    }

    /// A compound holds a word where what stands beside it are words of the index (or ICU's
    /// dictionary's, with no one-letter piece left); a word inside another is no part of it.
    @Test func aCompoundHoldsTheWordsItIsMadeOf() {
        let compounds = KatakanaCompounds([
            "ノード", "アフィニティ", "ノードアフィニティ", "クラスタ", "サポート", "ポート", "アカウント", "ユーザ", "ユーザーアカウント",
            "コンテナ", "コンテナランタイム", "コマンドライン", "ログイン", "ログ", "a", "ノ",
        ])
        #expect(compounds.compounds(holding: "アフィニティ", at: .anywhere) == ["ノードアフィニティ"])
        #expect(compounds.compounds(holding: "ランタイム", at: .anywhere) == ["コンテナランタイム"])
        #expect(compounds.compounds(holding: "ユーザ", at: .anywhere) == ["ユーザーアカウント"])
        #expect(compounds.compounds(holding: "アカウント", at: .anywhere) == ["ユーザーアカウント"])
        // Not `クラスタ` (`タ` is no word), `サポート`, `アカウント` (`カウント`) or `ログイン` (`イン`).
        for word in ["クラス", "ポート", "カウント", "ログ"] {
            #expect(compounds.compounds(holding: word, at: .anywhere) == [], "\(word)")
        }
        // ICU's dictionary splits `コマンドライン`, no word of the index needed; its cut of
        // `ノードアフィニティ` into short pieces does not make `ドア` a part.
        #expect(compounds.compounds(holding: "コマンド", at: .anywhere) == ["コマンドライン"])
        #expect(compounds.compounds(holding: "ドア", at: .anywhere) == [])
        // Where the word stands in a phrase.
        #expect(compounds.compounds(holding: "ノード", at: .starting) == ["ノードアフィニティ"])
        #expect(compounds.compounds(holding: "ノード", at: .ending) == [])
        #expect(compounds.compounds(holding: "アフィニティ", at: .ending) == ["ノードアフィニティ"])
        #expect(compounds.compounds(holding: "アフィニティ", at: .whole) == [])
        // Not katakana, or a part that cannot start a word.
        #expect(compounds.compounds(holding: "node", at: .anywhere) == [])
        #expect(compounds.compounds(holding: "ーザ", at: .anywhere) == [])
    }

    /// Phrases of each word's forms, or'd, and no more than asked for.
    @Test func aPhraseOfFormsIsEveryPhraseOfOneFormPerWord() {
        #expect(SearchWords.phrasesQuery([["a"], ["b", "c"]]) == "\"a b\" OR \"a c\"")
        // Too many: the word with the most forms is looked for as itself.
        #expect(SearchWords.phrasesQuery([["a", "x"], ["b", "c", "d"]], most: 3) == "\"a b\" OR \"x b\"")
        #expect(SearchWords.phrasesQuery([["a", "x"], ["b", "c", "d"]], most: 1) == "\"a b\"")
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
