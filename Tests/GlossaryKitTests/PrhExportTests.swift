import Foundation
import Testing
@testable import GlossaryKit

/// The prh export must only ever rewrite wrong text: the rules are run over the corpus with a small
/// evaluator of prh's semantics (`PrhEvaluator`) and no preferred or admitted term may change.
@Suite struct PrhExportTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func bundledGlossary() throws -> Glossary {
        try TBXReader.read(contentsOf: root.appendingPathComponent("Glossary/storekit-offers.tbx").path).glossary
    }

    /// The Japanese documents of the bundled corpus.
    static func corpusTexts() throws -> [(name: String, text: String)] {
        let folder = root.appendingPathComponent("Corpus/ja")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".txt") }
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    static func concept(_ id: String, _ terms: [(String, AdministrativeStatus)]) -> Concept {
        Concept(id: id, terms: ["ja": terms.map { Term($0.0, status: $0.1) }])
    }

    @Test func rulesExpectThePreferredTermAndReplaceOnlyDeprecatedOnes() throws {
        let yaml = PrhExport.yaml(try Fixture.glossary())
        #expect(yaml.contains("version: 1\nrules:\n"))
        #expect(yaml.contains("  - expected: \"ウィンバックオファー\"\n    patterns:\n      - \"/再[ \\\\t\u{3000}]*獲"))
        #expect(!yaml.contains("オファーコード"))
        #expect(PrhExport.yaml(Glossary()).hasSuffix("rules: []\n"))
    }

    @Test func admittedVariantsAndTextsCorrectElsewhereAreNeverPatterns() throws {
        let glossary = try Self.bundledGlossary()
        let correct = Set(glossary.allTerms.filter { $0.language == "ja" && $0.term.status <= .admitted }.map(\.term.text))
        let rules = PrhExport.rules(glossary)
        let patterns = rules.flatMap(\.terms)
        #expect(patterns.count >= 10, "the bundled glossary has deprecated Japanese terms")
        #expect(correct.isDisjoint(with: patterns), "\(correct.intersection(patterns))")
        for admitted in ["顧客", "製品", "取引", "商品", "販売促進"] {
            #expect(!patterns.contains(admitted), "'\(admitted)' is admitted and must stay")
        }
        // One text deprecated in one concept and admitted in another is correct text.
        let mixed = Glossary(concepts: [
            Self.concept("a", [("アカウント", .preferred), ("口座", .deprecated)]),
            Self.concept("b", [("銀行口座", .preferred), ("口座", .admitted)]),
        ])
        #expect(PrhExport.rules(mixed).isEmpty)
    }

    @Test func patternsAreLongestFirst() throws {
        let rules = PrhExport.rules(try Self.bundledGlossary())
        let lengths = rules.map { PrhSpelling($0.terms[0]).count }
        #expect(lengths == lengths.sorted(by: >), "rules by their longest pattern")
        for rule in rules {
            let own = rule.terms.map { PrhSpelling($0).count }
            #expect(own == own.sorted(by: >), "\(rule.conceptID): \(rule.terms)")
        }
    }

    @Test func everySpecHoldsUnderPrhSemantics() throws {
        let evaluator = try PrhEvaluator(yaml: PrhExport.yaml(try Self.bundledGlossary()))
        #expect(evaluator.rules.count >= 8)
        for (index, rule) in evaluator.rules.enumerated() {
            #expect(!rule.specs.isEmpty)
            for spec in rule.specs {
                #expect(evaluator.apply(rule: index, to: spec.from) == spec.to, "rule '\(rule.expected)': \(spec)")
            }
        }
    }

    @Test func aPatternInsideAnotherRulesExpectedTermIsLeftAlone() throws {
        let glossary = Glossary(concepts: [
            Self.concept("page", [("プロダクトページ", .preferred), ("製品頁", .deprecated)]),
            Self.concept("leaf", [("リーフ", .preferred), ("ページ", .deprecated)]),
            Self.concept("modifier", [("モディファイア", .preferred), ("修飾子", .deprecated)]),
            Self.concept("view-modifier", [("ビューモディファイア", .preferred), ("ビュー修飾子", .deprecated)]),
        ])
        let evaluator = try PrhEvaluator(yaml: PrhExport.yaml(glossary))
        let text = "プロダクトページのページ。ビュー修飾子と修飾子、ビュー 修飾子。製品頁。"
        #expect(evaluator.apply(to: text) == "プロダクトページのリーフ。ビューモディファイアとモディファイア、ビューモディファイア。プロダクトページ。")
        // The longer term first: ビュー修飾子 is never split into ビュー + モディファイア.
        let diffs = evaluator.diffs(in: text)
        for (a, b) in zip(diffs, diffs.dropFirst()) {
            #expect(NSMaxRange(a.range) <= b.range.location, "overlapping replacements \(a) \(b)")
        }
    }

    @Test func spacedFormsAreReplacedWhole() throws {
        let evaluator = try PrhEvaluator(yaml: PrhExport.yaml(try Self.bundledGlossary()))
        // Corpus/ja/001 line 26 writes the deprecated term with a space.
        let line = "購入に再獲得提供オファーを追加するには、購入オプション purchase(options:) に顧客が選択した再獲得提供 オファーを含めます。"
        let fixed = evaluator.apply(to: line)
        #expect(fixed == "購入にウィンバックオファーを追加するには、購入オプション purchase(options:) に顧客が選択したウィンバックオファーを含めます。")
        #expect(!fixed.contains("オファー オファー"))
    }

    @Test func rulesOverTheCorpusNeverChangeAPreferredOrAdmittedTerm() throws {
        let glossary = try Self.bundledGlossary()
        let evaluator = try PrhEvaluator(yaml: PrhExport.yaml(glossary))
        let matcher = TermMatcher(glossary: glossary, languages: ["ja"])
        var replaced = 0
        for (name, text) in try Self.corpusTexts() {
            let diffs = evaluator.diffs(in: text)
            replaced += diffs.count
            for (a, b) in zip(diffs, diffs.dropFirst()) {
                #expect(NSMaxRange(a.range) <= b.range.location, "\(name): overlapping replacements")
            }
            let correct = matcher.matches(in: text).filter { matcher.patterns[$0.pattern].status <= .admitted }
            for diff in diffs {
                let range = diff.range.location..<NSMaxRange(diff.range)
                let hit = correct.first { $0.utf16Range.overlaps(range) }
                #expect(
                    hit == nil,
                    "\(name): '\((text as NSString).substring(with: diff.range))' → '\(evaluator.rules[diff.rule].expected)' changes '\(hit.map { matcher.patterns[$0.pattern].text } ?? "")'"
                )
            }
            let fixed = evaluator.apply(to: text)
            #expect(evaluator.apply(to: fixed) == fixed, "\(name): a second run changes the fixed text")
            // Every deprecated term the matcher finds is gone after the fix.
            let wrong = matcher.matches(in: fixed).filter { matcher.patterns[$0.pattern].status > .admitted }
            #expect(wrong.isEmpty, "\(name): \(wrong.map { matcher.patterns[$0.pattern].text })")
        }
        #expect(replaced >= 5, "the corpus has deprecated terms for the rules to replace")
    }
}
