import GlossaryKit
import Testing

@testable import Checks

/// `inconsistent-spelling`: a katakana word of no glossary term written two ways in one language's
/// documents.
@Suite struct InconsistentSpellingTests {
    static let glossary = CheckFixtures.glossary([
        ("win-back-offer", ["ja": [("ウィンバックオファー", .preferred)]]),
    ])

    /// `texts` as documents of their own (`d0`, `d1`, …), checked with `inconsistent-spelling` alone.
    func findings(_ texts: [String], glossary: Glossary = Self.glossary, language: String = "ja") throws -> [Diagnostic] {
        let documents = texts.enumerated().map { CheckFixtures.document($1, id: "d\($0)", language: language) }
        return try Checker(glossary: glossary, rules: RuleSelection(parsing: "inconsistent-spelling")).check(documents)
    }

    @Test func theRarerSpellingIsReportedInEachDocumentThatWritesIt() throws {
        let found = try findings([
            "パラメーターを渡します。パラメーターは二つです。", "このパラメーターとパラメータ。", "パラメータの説明。パラメータ。",
        ])
        #expect(found.map(\.location.document) == ["d1", "d2"])
        #expect(found.map(\.suggestion) == ["パラメーター", "パラメーター"])
        #expect(found.map(\.message) == [
            "'パラメータ' is another spelling of 'パラメーター', written as often in the ja documents (3 times each; the first written is taken, once here)",
            "'パラメータ' is another spelling of 'パラメーター', written as often in the ja documents (3 times each; the first written is taken, 2 times here)",
        ], "three each: the first written is the usual one")
        let rarer = try findings(["ウィンドウとウィンドウ", "ウインドウを開く"])
        #expect(rarer.map(\.message) == [
            "'ウインドウ' is another spelling of 'ウィンドウ', which the ja documents write 2 times (this spelling once)",
        ])
    }

    /// Written once each, `ブラウザキャッシュ` and `ブラウザーキャッシュ`: the documents write `ブラウザー`
    /// elsewhere, so the second is the usual one, though written later.
    @Test func aTieIsDecidedByTheDocumentsOtherWords() throws {
        let found = try findings(["ブラウザキャッシュを消す", "ブラウザーキャッシュとブラウザーとブラウザーウィンドウ"])
        #expect(found.map(\.text) == ["ブラウザキャッシュ"])
        #expect(found.first?.message
            == "'ブラウザキャッシュ' is another spelling of 'ブラウザーキャッシュ', written as often in the ja documents (once each; their other words agree with 'ブラウザーキャッシュ' where the two differ)")
        #expect(try findings(["ブラウザキャッシュを消す", "ブラウザーキャッシュ"]).map(\.text) == ["ブラウザーキャッシュ"],
                "no other word: the first written")
        let three = try findings(["ブラウザキャッシュ、ブラウザキャッシュ", "ブラウザーキャッシュとブラウザーキャッシュとブラウザー", "ﾌﾞﾗｳｻﾞｰｷｬｯｼｭ"])
        #expect(three.map(\.message) == [
            "'ブラウザキャッシュ' is another spelling of 'ブラウザーキャッシュ', written as often in the ja documents (2 times each; their other words agree with 'ブラウザーキャッシュ' where the two differ)",
            "'ﾌﾞﾗｳｻﾞｰｷｬｯｼｭ' is another spelling of 'ブラウザーキャッシュ', which the ja documents write 2 times (this spelling once)",
        ], "a third spelling, rarer, is held to the usual one by the counts")
        // Documents that write `フィルター` still write `フィルタリング`: a long-vowel mark before `リング`
        // is no habit (an MDN page's tie, 2026-12-07).
        #expect(try findings(["フィルターを使います。フィルターリングします", "フィルタリングとフィルター"]).map(\.text)
            == ["フィルターリング"])
    }

    @Test func aGlossaryTermAMiddleDotAtTheEdgeAndOtherWordsAreNot() throws {
        #expect(try findings(["ウィンバックオファーとウインバックオファー"]).isEmpty, "a glossary term's variants are variant-spelling's")
        #expect(try findings(["サポート・サービスとサポート"]).isEmpty, "a dot before the next item is no spelling")
        #expect(try findings(["ティム・バーナーズとティムバーナーズ"]).count == 1, "a dot inside a word is")
        #expect(try findings(["スクリプトとスクリーン"]).isEmpty, "other words")
        #expect(try findings(["パラメーター"]).isEmpty)
    }

    @Test func theGlossarysLongVowelStyleChoosesTheSpelling() throws {
        var glossary = Self.glossary
        glossary.policies.set(try GlossaryPolicies.parse("long-vowel:ja=drop").get())
        let texts = ["コンピューターとコンピューター", "コンピューターとコンピュータ"]
        let found = try findings(texts, glossary: glossary)
        #expect(found.map(\.text) == ["コンピューター", "コンピューター"])
        #expect(found.map(\.suggestion) == ["コンピュータ", "コンピュータ"])
        #expect(found.first?.message
            == "'コンピューター' is another spelling of 'コンピュータ', as the glossary's long-vowel style 'drop' wants (the ja documents write it once, this spelling 3 times, 2 times here)")
        #expect(try findings(texts).map(\.text) == ["コンピュータ"], "without a style, the commonest")
    }

    /// Kanji or kana, okurigana, and Chinese variant forms (`WordForms`) are counted as a
    /// katakana word's spellings are.
    @Test func wordsWrittenInKanjiOrKanaOrWithoutTheirOkurigana() throws {
        let found = try findings(["すべてのファイルを読み込みます。すべて終わった。", "全てのファイルを読込みます。", "ファイルを読み込んで、すべて"])
        #expect(found.map(\.text) == ["全て", "読込"])
        #expect(found.map(\.suggestion) == ["すべて", "読み込"])
        #expect(found.first?.message == "'全て' is another spelling of 'すべて', which the ja documents write 3 times (this spelling once)")
        let chinese = try findings(["其他选项和其他设置", "其它选项"], language: "zh-Hans")
        #expect(chinese.map(\.text) == ["其它"])
        #expect(chinese.first?.message == "'其它' is another spelling of '其他', which the zh-Hans documents write 2 times (this spelling once)")
    }

    /// A form inside a longer word, a verb that shares a conjunction's kanji, and a Chinese form
    /// across two words are no spellings.
    @Test func formsInsideOtherWordsAreNotCounted() throws {
        #expect(try findings(["さらに設定を変更に加えます。", "さらに"]).isEmpty, "`更に` inside `変更に`")
        #expect(try findings(["できます。不出来な出来事", "できる"]).isEmpty, "`不出来`, `出来事`")
        #expect(try findings(["範囲が及びます。AおよびB", "およびC"]).isEmpty, "`及びます` is the verb `及ぶ`")
        #expect(try findings(["ただし、これは正しい。ただしく", "ただし"]).isEmpty, "`ただしく` is `正しく`")
        #expect(try findings(["出来ます", "できます"]).count == 1, "the auxiliary written in kanji is")
        #expect(try findings(["尤其他们喜欢这个。尤其他们", "其它颜色"], language: "zh-Hans").isEmpty,
                "`其他` across `尤其` and `他们` is not counted")
        #expect(try findings(["すべてと全て"], language: "en").isEmpty, "English documents have no such forms")
        // `想` "want" before `像…一样` "like …" is two words, not `想像` "imagine" (a perf-corpus false alarm).
        #expect(try findings(["我想像之前一样测试。想象一下", "我们想象"], language: "zh-Hans").isEmpty, "想像…一样 is 想 + 像")
        #expect(try findings(["可以想像在客户刷新时", "我们想象", "想象一下"], language: "zh-Hans").map(\.text) == ["想像"])
    }

    /// A glossary term that writes one form of a word makes it the usual one, however rare.
    @Test func theGlossarysTermsChooseAWordsForm() throws {
        let glossary = CheckFixtures.glossary([
            ("sandbox-account", ["zh-Hans": [("沙盒账户", .preferred)]]),
        ])
        let texts = ["登录帐户。帐户设置", "你的账户"]
        let found = try findings(texts, glossary: glossary, language: "zh-Hans")
        #expect(found.map(\.text) == ["帐户"])
        #expect(found.first?.message
            == "'帐户' is another spelling of '账户', as the glossary writes it in '沙盒账户' (the zh-Hans documents write '账户' once, this spelling 2 times)")
        #expect(try findings(texts, language: "zh-Hans").map(\.text) == ["账户"], "without the term, the commonest")
    }
}
