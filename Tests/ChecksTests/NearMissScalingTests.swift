import GlossaryKit
import TextKit
import Testing

@testable import Checks

/// `near-miss` on hostile and tricky katakana runs.
@Suite struct NearMissScalingTests {
    static let glossary = CheckFixtures.glossary([
        ("lifetime", ["ja": [("ライフタイム", .preferred)]]),
        ("container", ["ja": [("コンテナ", .preferred)]]),
        ("win-back-offer", ["ja": [("ウィンバックオファー", .preferred)]]),
        ("subscription-service", ["ja": [("サブスクリプションサービス", .preferred)]]),
    ])

    func nearMisses(_ text: String) throws -> [Diagnostic] {
        try Checker(glossary: Self.glossary, rules: RuleSelection(parsing: "near-miss"))
            .check([CheckFixtures.document(text)])
    }

    @Test func findsATermWithAPieceWrittenTwice() throws {
        let findings = try nearMisses("オブジェクトのライフタイムタイムは短い")
        #expect(findings.map(\.text) == ["ライフタイムタイム"])
        #expect(findings.map(\.suggestion) == ["ライフタイム"])
    }

    @Test func findsATermWhoseLastPieceIsWrittenAgainInsideACompound() throws {
        let findings = try nearMisses("コンテナテナリソースの変更")
        #expect(findings.map(\.suggestion) == ["コンテナリソース"])
        #expect(try nearMisses("コンテナリソースとコンテナ").isEmpty)
    }

    /// A run of 17,000 katakana full of repeated syllables. The old search folded the whole run
    /// once per repetition (17,000 × 17,000 units: over a minute); the window search folds a
    /// bounded window per repetition and never the same window twice.
    @Test(arguments: ["ア", "アイアイウ", "カキクケコカカキキ"])
    func aLongRunWithRepetitionsIsSearchedInLinearTime(piece: String) throws {
        let count = 17_000 / piece.count
        let run = String(repeating: piece, count: count)
        #expect(try nearMisses("前\(run)後").isEmpty)
        let planted = String(repeating: piece, count: count / 2) + "ウィンバックバックオファー" + String(repeating: piece, count: count / 2)
        let key = MatchKey(planted, strength: .loose).units
        let terms = Self.glossary.allTerms.map { conceptIndex, _, term in
            NearMissRule.KatakanaTerm(key: MatchKey(term.text, strength: .loose).units, text: term.text, conceptIndex: conceptIndex)
        }
        let verdict = NearMissRule.duplication(in: planted, key: key, terms: NearMissRule.TermIndex(terms))
        #expect(verdict?.term.text == "ウィンバックオファー", "a repetition in the middle of a long run is still found")
    }

    /// A run is frequent (a word, not a typo) per language: written three times in the Japanese
    /// documents it is not reported there, and still is in the one Chinese document that quotes it,
    /// whichever language comes first.
    @Test func aRunFrequentInOneLanguageIsStillATypoInAnother() throws {
        let typo = "サブスクリプシャンサービス"
        let japanese = (1...3).map { CheckFixtures.document("\(typo)の説明です。", id: "ja\($0)", language: "ja") }
        let chinese = CheckFixtures.document("引用：\(typo)。", id: "zh", language: "zh-Hans")
        let checker = try Checker(glossary: Self.glossary, rules: RuleSelection(parsing: "near-miss"))
        #expect(try nearMisses("\(typo)の説明です。").map(\.suggestion) == ["サブスクリプションサービス"], "a typo once")
        #expect(checker.check(japanese).isEmpty, "three times: a word")
        #expect(checker.check(japanese + [chinese]).map(\.location.document) == ["zh"])
        #expect(checker.check([chinese] + japanese).map(\.location.document) == ["zh"])
    }
}
