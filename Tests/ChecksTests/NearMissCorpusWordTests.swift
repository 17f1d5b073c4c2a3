import GlossaryKit
import Testing

@testable import Checks

/// `near-miss` against the corpus's own katakana words: a spelling written once, one edit from a
/// word the documents of its language write often.
@Suite struct NearMissCorpusWordTests {
    static let glossary = CheckFixtures.glossary([
        ("win-back-offer", ["ja": [("ウィンバックオファー", .preferred)]]),
    ])

    /// `texts` as Japanese documents of their own, checked with `near-miss` alone.
    func nearMisses(_ texts: [String], language: String = "ja") throws -> [Diagnostic] {
        let documents = texts.enumerated().map { CheckFixtures.document($1, id: "d\($0)", language: language) }
        return try Checker(glossary: Self.glossary, rules: RuleSelection(parsing: "near-miss")).check(documents)
    }

    /// The word in five sentences, each a document of its own.
    func written(_ word: String, times: Int = 5) -> [String] {
        (1...times).map { "\($0)番目の\(word)を作ります。" }
    }

    @Test func aSpellingWrittenOnceNextToAFrequentWordIsReported() throws {
        let findings = try nearMisses(written("オブジェクト") + ["新しいオプジェクトを作ります。"])
        #expect(findings.map(\.text) == ["オプジェクト"])
        #expect(findings.map(\.suggestion) == ["オブジェクト"])
        #expect(findings.map(\.location.document) == ["d5"])
        #expect(findings.first?.message
            == "'オプジェクト' looks like a typo or another spelling of 'オブジェクト': the ja documents write 'オブジェクト' 5 times and this spelling once")
    }

    @Test func aWordNotWrittenOftenOrASpellingWrittenTwiceIsNot() throws {
        #expect(try nearMisses(written("オブジェクト", times: 4) + ["新しいオプジェクトを作ります。"]).isEmpty,
                "four times is not yet the documents' usual spelling")
        #expect(try nearMisses(written("オブジェクト") + ["オプジェクトとオプジェクト"]).isEmpty,
                "a spelling written twice is more often a word of its own")
        #expect(try nearMisses(written("オブジェクト") + ["新しいオプジェクトを作ります。"], language: "zh-Hans").count == 1,
                "any language's katakana words, counted per language")
    }

    /// A surname after its given name's initial (`A･ショウカット`, the actress, in a perf-corpus session)
    /// is a name, not a typo of `ショートカット`; the same run without the initial is reported.
    @Test func aSurnameAfterAnInitialIsAName() throws {
        #expect(try nearMisses(written("ショートカット") + ["K･ウィグ A･ショウカットが出演します。"]).isEmpty)
        #expect(try nearMisses(written("ショートカット") + ["出演はA・ショウカットです。"]).isEmpty, "a full-width middle dot")
        #expect(try nearMisses(written("ショートカット") + ["新しいショウカットを作ります。"]).map(\.text) == ["ショウカット"])
        #expect(try nearMisses(written("ショートカット") + ["iOS･ショウカットを作ります。"]).map(\.text) == ["ショウカット"],
                "a word's last capital is no initial")
    }

    @Test func aShortRunAndAVariantOfTheLongVowelAreNot() throws {
        #expect(try nearMisses(written("スクリプト") + ["スクリクトです"]).isEmpty, "five units: too short to tell")
        #expect(try nearMisses(written("スクリプト") + ["スクリブトです"]).map(\.suggestion) == ["スクリプト"],
                "five units, a kana's voicing marks changed")
        #expect(try nearMisses(written("スクリプト") + ["スクリプトトです"]).isEmpty, "five units, a kana added")
        #expect(NearMissRule.differInVoicingOnly(Array("サドバテイ".utf16), Array("サドパテイ".utf16)))
        #expect(!NearMissRule.differInVoicingOnly(Array("ランキング".utf16), Array("ランニング".utf16)))
        #expect(try nearMisses(written("オブジェクト") + ["オブジュクトです"]).count == 1, "six units")
        #expect(try nearMisses(written("サーバーリスト") + ["サーバリストです"]).isEmpty, "the same loose key: a variant")
    }

    /// `テキストデータ` is one edit from `テストデータ`, but the difference lies inside `テキスト`, a
    /// word the documents write often: another compound.
    @Test func aDifferenceInsideAFrequentWordIsAnotherCompound() throws {
        let typo = written("テストデータ") + ["テキストデータを読みます。"]
        #expect(try nearMisses(typo).map(\.text) == ["テキストデータ"])
        #expect(try nearMisses(typo + written("テキスト")).isEmpty)
        #expect(NearMissRule.differsInsideAWord(
            Array("ポインドクラウド".utf16), from: Array("ポイントクラウド".utf16),
            frequency: [Array("クラウド".utf16): 9]) == false, "the shared tail lies outside the difference")
    }

    /// A run the glossary test reports (a term's typo) is reported once, as the glossary's, though a
    /// word the documents write often is one edit from it too.
    @Test func aTypoOfAGlossaryTermIsReportedOnce() throws {
        let findings = try nearMisses(written("ウィンバッチオファー") + ["ウィンバッグオファーです"])
        #expect(findings.map(\.suggestion) == ["ウィンバックオファー"], "\(findings.map(\.message))")
    }
}
