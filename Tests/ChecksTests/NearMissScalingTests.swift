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
}
