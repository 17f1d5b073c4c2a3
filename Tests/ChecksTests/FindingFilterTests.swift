import Checks
import CorpusModel
import Foundation
import Testing

@Suite struct FindingFilterTests {
    @Test func appliesEveryStageAndCountsWhatItHid() throws {
        let findings = [
            finding("unknown-term", severity: .info, line: 1, text: "ヘルパー", suggestion: nil),
            finding(line: 2),
            finding("deprecated-term", severity: .error, line: 5, text: "再獲得提供オファー"),
            finding("variant-spelling", line: 7, text: "ウインバック"),
            finding("ui-label-case", line: 9, text: "Win-back Offers", suggestion: "Win-Back Offers"),
        ].withStableFingerprints()
        let deprecated = try #require(findings.first { $0.rule == "deprecated-term" })
        let variant = try #require(findings.first { $0.rule == "variant-spelling" })
        let filter = FindingFilter(
            rules: try RuleSelection(parsing: "-unknown-term"),
            suppressionFile: try SuppressionFile(parsing: "deprecated-term 000_doc \(deprecated.fingerprint)"),
            inlineSuppressions: [InlineSuppressions(scanning: "a\ntermbridge-ignore: near-miss", document: "000_doc")],
            baseline: Baseline(diagnostics: [variant]))
        let outcome = filter.apply(findings)
        #expect(outcome.kept.map(\.rule) == ["ui-label-case"])
        #expect(outcome.deselected == 1)
        #expect(outcome.suppressedInline == 1)
        #expect(outcome.suppressedByFile == 1)
        #expect(outcome.inBaseline == 1)
        #expect(outcome.hidden == 4)
    }

    @Test func defaultFilterKeepsEverything() {
        let findings = [finding(line: 1), finding(line: 2)].withStableFingerprints()
        #expect(FindingFilter().apply(findings).kept == findings)
    }

    @Test func endColumnCountsUnicodeScalarsAndRejectsLineBreaks() {
        #expect(FindingLocation.endColumn(from: 7, covering: "ウィンバックバックオファー") == 20)
        #expect(FindingLocation.endColumn(from: 1, covering: "Win-Back Offers") == 16)
        #expect(FindingLocation.endColumn(from: 1, covering: "a\nb") == nil)
    }

    /// Locations built from the real manifest name each seed document by its id and path.
    @Test func locationsFromTheBundledManifest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")
        let manifest = try JSONDecoder().decode(
            CorpusManifest.self, from: Data(contentsOf: root.appendingPathComponent("corpus.json")))
        let entry = try #require(manifest.documents.first { $0.id.hasPrefix("001_") })
        let location = FindingLocation(entry, line: 3, column: 5, spanning: "再獲得提供オファー", pathPrefix: "Corpus/")
        #expect(location.document == entry.id)
        #expect(location.path == "Corpus/" + entry.path)
        #expect(location.endColumn == 14)
        #expect(location.sourceLocation == SourceLocation(document: entry.id, line: 3, column: 5))
        // The seed documents carry no inline markers, so scanning them suppresses nothing.
        for document in manifest.documents {
            let text = try String(contentsOf: root.appendingPathComponent(document.path), encoding: .utf8)
            let markers = InlineSuppressions(scanning: text, document: document.id)
            #expect(markers.rulesByLine.isEmpty && markers.fileRules.isEmpty && markers.problems.isEmpty)
        }
    }
}
