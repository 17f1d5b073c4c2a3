import Checks
import Reporting
import Testing

@Suite struct TextReporterTests {
    @Test func printsCompilerStyleLinesWithIndentedSuggestionAndNotes() throws {
        let output = TextReporter().report(SampleFindings.report)
        let lines = output.split(separator: "\n")
        #expect(lines.first == "ja/000_593fcd7000116d1f.txt:88:1: warning: [parity-missing-label] UI label 'Create Offer' quoted in zh-Hans (zh-Hans/004 x.txt:90) is missing here")
        #expect(lines.contains("    suggestion: ウィンバックオファー"))
        #expect(lines.contains("    note: the glossary marks '再獲得提供オファー' as superseded"))
        #expect(output.hasSuffix("\n"))
        try Golden.check(output, against: "findings.txt")
    }

    @Test func summaryCountsDocumentsAndSeverities() {
        #expect(TextReporter.summary(SampleFindings.report) == "checked 5 documents: 1 error, 2 warnings, 1 info")
        #expect(TextReporter.summary(documentCount: 1, diagnostics: []) == "checked 1 document: 0 errors, 0 warnings, 0 info")
    }

    @Test func emptyRunPrintsNothing() {
        #expect(TextReporter().report(FindingsReport(diagnostics: [], documentCount: 3)) == "")
    }

    @Test func reportersAreFoundByIdentifier() {
        #expect(Reporters.identifiers == ["text", "json", "sarif"])
        #expect(Reporters.named("sarif", toolVersion: "1") is SARIFReporter)
        #expect(Reporters.named("json", toolVersion: "1") is JSONReporter)
        #expect(Reporters.named("xml", toolVersion: "1") == nil)
    }
}
