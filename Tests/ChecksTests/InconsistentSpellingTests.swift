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
}
