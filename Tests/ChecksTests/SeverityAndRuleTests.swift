import Checks
import Testing

@Suite struct SeverityAndRuleTests {
    @Test func severitiesOrderFromInfoToError() {
        #expect(Severity.info < .warning)
        #expect(Severity.warning < .error)
        #expect(Severity.allCases.sorted() == [.info, .warning, .error])
    }

    @Test(arguments: [("error", Severity.error), ("Warning", .warning), (" info ", .info)])
    func parsesSeverityValues(text: String, expected: Severity) throws {
        #expect(try Severity(parsing: text) == expected)
    }

    @Test func rejectsUnknownSeverityNamingIt() {
        #expect(throws: CheckError.unknownSeverity("fatal")) { try Severity(parsing: "fatal") }
        #expect(CheckError.unknownSeverity("fatal").description == "unknown severity 'fatal' (expected error, warning or info)")
    }

    @Test func registryHoldsTheIssueRulesWithUniqueIds() {
        let ids = RuleDescriptor.all.map(\.id)
        #expect(ids == [
            "deprecated-term", "inconsistent-term", "variant-spelling", "inconsistent-spelling", "near-miss", "repeated-word", "unknown-term",
            "ui-label-case",
            "parity-missing-label", "parity-number-mismatch", "parity-api-mention", "parity-availability",
            "parity-term-pair", "parity-key-term", "term-translation", "placeholder-mismatch", "missing-translation",
            "needs-review", "cjk-punctuation", "cjk-spacing", "inconsistent-translation", "availability-mismatch", "unknown-api",
            "undefined-identifier", "claim-contradicted",
        ])
        #expect(Set(ids).count == ids.count)
        #expect(RuleDescriptor.named("unknown-term")?.defaultSeverity == .info)
        #expect(RuleDescriptor.named("deprecated-term")?.defaultSeverity == .error)
        #expect(RuleDescriptor.index(of: "near-miss") == 4)
        #expect(RuleDescriptor.all.allSatisfy { !$0.shortDescription.isEmpty && !$0.help.isEmpty })
    }

    @Test func emptyRuleSelectionMeansAllRules() throws {
        #expect(try RuleSelection(parsing: "") == .all)
        #expect(try RuleSelection(parsing: "all").ids.count == RuleDescriptor.all.count)
    }

    @Test func selectsListedRules() throws {
        let selection = try RuleSelection(parsing: "deprecated-term, near-miss")
        #expect(selection.ids == ["deprecated-term", "near-miss"])
        #expect(selection.descriptors.map(\.id) == ["deprecated-term", "near-miss"])
        #expect(!selection.contains("unknown-term"))
    }

    @Test func leadingExclusionStartsFromAllRules() throws {
        let selection = try RuleSelection(parsing: "-unknown-term,-parity-term-pair")
        #expect(selection.ids.count == RuleDescriptor.all.count - 2)
        #expect(!selection.contains("unknown-term"))
        #expect(selection.contains("deprecated-term"))
        #expect(try RuleSelection(parsing: "all,-near-miss") == RuleSelection(parsing: "-near-miss"))
    }

    @Test func unknownRuleInSelectionIsAnErrorNamingIt() {
        #expect(throws: CheckError.unknownRule("deprecated-terms")) {
            try RuleSelection(parsing: "near-miss,deprecated-terms")
        }
        #expect(throws: CheckError.unknownRule("nope")) { try RuleSelection(parsing: "-nope") }
        #expect(CheckError.unknownRule("x").description.hasPrefix("unknown rule 'x' (known rules: deprecated-term, "))
    }

    @Test func selectionThatExcludesEverythingIsAnError() {
        #expect(throws: CheckError.emptyRuleSelection("near-miss,-near-miss")) {
            try RuleSelection(parsing: "near-miss,-near-miss")
        }
    }

    @Test func exitCodeFollowsTheSeverityThreshold() {
        let warnings = [finding(severity: .warning), finding(severity: .info)]
        #expect(ExitPolicy.exitCode(for: []) == 0)
        #expect(ExitPolicy.exitCode(for: warnings) == 0)
        #expect(ExitPolicy.exitCode(for: warnings, threshold: .warning) == 2)
        #expect(ExitPolicy.exitCode(for: [finding(severity: .info)], threshold: .info) == 2)
        #expect(ExitPolicy.exitCode(for: [finding(severity: .info)], threshold: .warning) == 0)
        #expect(ExitPolicy.exitCode(for: warnings + [finding(severity: .error)]) == 2)
    }
}
