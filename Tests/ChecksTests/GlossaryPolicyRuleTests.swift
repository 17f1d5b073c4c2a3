import GlossaryKit
import Testing

@testable import Checks

/// The glossary's policies as the rules apply them: a glossary without policies is checked as
/// before; `long-vowel` decides the final `ー` in both directions; `ordinary-variants=ignore`
/// keeps everyday words out of `inconsistent-term`.
@Suite struct GlossaryPolicyRuleTests {
    static func glossary(_ policies: [String]) throws -> Glossary {
        var glossary = CheckFixtures.glossary([
            ("compiler", ["ja": [("コンパイラ", .preferred)]]),
            ("cluster", ["ja": [("クラスター", .preferred)]]),
            ("key", ["ja": [("キー", .preferred)]]),
            ("provide", ["zh-Hans": [("提供", .preferred), ("供给", .admitted)]]),
            ("quota", ["zh-Hans": [("配额", .preferred), ("数量", .admitted)]]),
        ])
        for written in policies { glossary.policies.set(try GlossaryPolicies.parse(written).get()) }
        return glossary
    }

    static let japanese = "コンパイラーとコンパイラ。\nクラスターとクラスタ。\nキーとキ。"

    func variants(_ policies: [String]) throws -> [String] {
        let checker = Checker(glossary: try Self.glossary(policies), rules: try RuleSelection(parsing: "variant-spelling"))
        return checker.check([CheckFixtures.document(Self.japanese)]).map { "\($0.text)→\($0.suggestion ?? "")" }.sorted()
    }

    @Test func withoutAPolicyTheGlossarySpellingIsTheReference() throws {
        let found = try variants([])
        #expect(found == ["キ→キー", "クラスタ→クラスター", "コンパイラー→コンパイラ"], "\(found)")
    }

    @Test func dropStyleFlagsTheFinalMarkEvenWhereTheGlossaryWritesIt() throws {
        // `キー` has one mora before its mark and keeps it in drop style, so `キ` stays a variant.
        let found = try variants(["long-vowel:ja=drop"])
        #expect(found == ["キ→キー", "クラスター→クラスタ", "コンパイラー→コンパイラ"], "\(found)")
    }

    @Test func keepStyleFlagsAMissingFinalMarkAndAcceptsOneTheGlossaryLeftOut() throws {
        let found = try variants(["long-vowel=keep"])
        #expect(found == ["キ→キー", "クラスタ→クラスター"], "\(found)")
    }

    @Test func aPolicyForAnotherLanguageChangesNothing() throws {
        #expect(try variants(["long-vowel:zh-Hans=drop"]) == (try variants([])))
    }

    @Test func dropStyleNamesThePolicyInTheMessage() throws {
        let checker = Checker(
            glossary: try Self.glossary(["long-vowel:ja=drop"]), rules: try RuleSelection(parsing: "variant-spelling"))
        let finding = try #require(checker.check([CheckFixtures.document("クラスターです")]).first)
        #expect(finding.message.contains("the glossary's long-vowel style is 'drop'"), "\(finding.message)")
    }

    @Test func ordinaryWordVariantsCountUnlessThePolicyIgnoresThem() throws {
        let text = "提供服务。供给不足。配额用完。数量很多。"
        func inconsistent(_ policies: [String]) throws -> [String] {
            let checker = Checker(glossary: try Self.glossary(policies), rules: try RuleSelection(parsing: "inconsistent-term"))
            return checker.check([CheckFixtures.document(text, language: "zh-Hans")]).compactMap(\.text).sorted()
        }
        #expect(try inconsistent([]) == ["供给", "数量"])
        // `数量` (quantity) is one dictionary word; `供给` too. Both leave inconsistent-term.
        #expect(try inconsistent(["ordinary-variants:zh-Hans=ignore"]) == [])
        #expect(try inconsistent(["ordinary-variants:ja=ignore"]) == ["供给", "数量"])
    }
}
