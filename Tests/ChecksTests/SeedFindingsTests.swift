import Foundation
import Testing

@testable import Checks

/// The problems of the bundled corpus that `termbridge check` must find, at their exact places.
@Suite struct SeedFindingsTests {
    let findings = CheckFixtures.bundledFindings

    func find(_ rule: String, _ document: String, line: Int, column: Int) -> Diagnostic? {
        findings.first {
            $0.rule == rule && $0.location.document.hasPrefix(document) && $0.location.line == line && $0.location.column == column
        }
    }

    @Test func corpusAndGlossaryAreLoaded() {
        #expect(CheckFixtures.bundledDocuments.count == 5)
        #expect(CheckFixtures.bundledGlossary.concepts.count > 100)
    }

    @Test func deprecatedWinBackTermOfTheCommunityTranslation() throws {
        let title = try #require(find("deprecated-term", "001_", line: 2, column: 1))
        #expect(title.text == "再獲得提供オファー" && title.suggestion == "ウィンバックオファー")
        #expect(title.severity == .error)
        let all = findings.filter { $0.rule == "deprecated-term" && $0.location.document.hasPrefix("001_") && $0.text.hasPrefix("再獲得提供") }
        #expect(all.count == 15, "every 再獲得提供 of 001 (with and without オファー, and across a subtitle space)")
        #expect(all.contains { $0.text == "再獲得提供 オファー" })
    }

    @Test func duplicatedSyllableTypoOfTheSession() throws {
        let typo = try #require(find("near-miss", "000_", line: 129, column: 6))
        #expect(typo.text == "ウィンバックバックオファー" && typo.suggestion == "ウィンバックオファー")
        #expect(findings.filter { $0.rule == "near-miss" }.count == 1, "no other near miss in the seeds")
    }

    @Test func inAppPurchaseVariantsOfThePromotedPurchasesArticle() throws {
        let variant = try #require(find("inconsistent-term", "003_", line: 16, column: 8))
        #expect(variant.text == "App 内課金" && variant.suggestion == "アプリ内課金")
        #expect(variant.notes.contains { $0.hasPrefix("'アプリ内購入' (deprecated): 6× in this document") })
        let deprecated = findings.filter { $0.rule == "deprecated-term" && $0.location.document.hasPrefix("003_") && $0.text == "アプリ内購入" }
        #expect(deprecated.map(\.location.line) == [22, 58, 61, 176, 179, 203], "bare アプリ内購入, also after 販売促進対象商品の")
    }

    @Test(arguments: [
        (59, 29, "Today"), (59, 37, "游戏"), (83, 16, "Win-Back Offers"), (83, 59, "Create Offer"), (89, 12, "确认"),
        (94, 18, "Promote on the App Store"), (106, 36, "Display Win-back Offers"), (137, 57, "Auto-Renewable Subscriptions"),
        (137, 103, "Win-back Offers"), (145, 4, "Save"), (147, 213, "Billing Grace Period"),
    ])
    func missingJapaneseUILabels(line: Int, column: Int, label: String) throws {
        let finding = try #require(find("parity-missing-label", "004_", line: line, column: column))
        #expect(finding.text == label)
        #expect(finding.message.contains("000_593fcd7000116d1f:\(line)"), "the Japanese line is named")
    }

    @Test func noLabelIsReportedWhereTheOtherSideTranslatedIt() {
        let missing = findings.filter { $0.rule == "parity-missing-label" }
        #expect(!missing.contains { $0.text.hasPrefix("What’s new in StoreKit") || $0.text.hasPrefix("Explore App Store server") })
        #expect(!missing.contains { $0.location.document.hasPrefix("000_") })
    }

    @Test func uiLabelCaseVariant() throws {
        let label = try #require(find("ui-label-case", "004_", line: 137, column: 103))
        #expect(label.text == "Win-back Offers" && label.suggestion == "Win-Back Offers")
    }

    @Test func apiCaseMismatchBetweenTheTwoSessions() throws {
        let api = try #require(find("parity-api-mention", "004_", line: 100, column: 75))
        #expect(api.text == "inAppPurchase" && api.message.contains("'InAppPurchase'"))
    }

    /// Every finding's line, column and end column point at its text in the file.
    @Test func everyLocationPointsAtTheFindingsText() throws {
        #expect(!findings.isEmpty)
        let texts = Dictionary(uniqueKeysWithValues: CheckFixtures.bundledDocuments.map { ($0.id, $0.text) })
        for finding in findings {
            let text = try #require(texts[finding.location.document])
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Array(lines[finding.location.line - 1].unicodeScalars)
            let start = finding.location.column - 1
            let written = String(String.UnicodeScalarView(line[start..<min(line.count, start + finding.text.unicodeScalars.count)]))
            #expect(written == finding.text, "\(finding.location): expected '\(finding.text)', found '\(written)'")
            if let end = finding.location.endColumn { #expect(end == finding.location.column + finding.text.unicodeScalars.count) }
        }
    }

    @Test func noTerminologyFindingInsideCodeListings() {
        let codeLines = Dictionary(uniqueKeysWithValues: CheckFixtures.bundledDocuments.map { ($0.id, $0.codeLines) })
        // The claim rules read code listings on purpose (undefined identifiers, misspelt APIs, sample logic).
        let codeRules: Set<String> = ["undefined-identifier", "unknown-api", "claim-contradicted"]
        #expect(!findings.contains {
            !codeRules.contains($0.rule) && codeLines[$0.location.document]?.contains($0.location.line) == true
        })
    }

    @Test func fingerprintsAreUniqueAndStable() {
        #expect(Set(findings.map(\.fingerprint)).count == findings.count)
        let again = Checker(glossary: CheckFixtures.bundledGlossary).check(CheckFixtures.bundledDocuments)
        #expect(again.map(\.fingerprint) == findings.map(\.fingerprint))
    }
}
