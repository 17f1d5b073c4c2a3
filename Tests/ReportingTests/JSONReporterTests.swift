import Checks
import Foundation
import Testing

@testable import Reporting

@Suite struct JSONReporterTests {
    private func decode(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func findingsCarryTheDocumentedKeys() throws {
        let object = try decode(JSONReporter().report(SampleFindings.report))
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 4)
        let required: Set = ["rule", "severity", "document", "line", "column", "message", "text", "suggestion"]
        for finding in findings {
            #expect(required.isSubset(of: finding.keys), "missing \(required.subtracting(finding.keys))")
        }
        let first = findings[0]
        #expect(first["rule"] as? String == "parity-missing-label")
        #expect(first["document"] as? String == "000_593fcd7000116d1f")
        #expect(first["line"] as? Int == 88)
        #expect(first["column"] as? Int == 1)
        #expect(first["suggestion"] is NSNull, "an absent suggestion is null, not missing")
        #expect(first["endColumn"] is NSNull)
        let deprecated = try #require(findings.first { $0["rule"] as? String == "deprecated-term" })
        #expect(deprecated["suggestion"] as? String == "ウィンバックオファー")
        #expect(deprecated["severity"] as? String == "error")
        #expect((deprecated["fingerprint"] as? String)?.count == 16)
    }

    @Test func summaryCountsDocumentsAndSeverities() throws {
        let object = try decode(JSONReporter().report(SampleFindings.report))
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["documents": 5, "errors": 1, "warnings": 2, "info": 1])
    }

    @Test func emptyRunHasEmptyFindings() throws {
        let object = try decode(JSONReporter().report(FindingsReport(diagnostics: [], documentCount: 0)))
        #expect((object["findings"] as? [Any])?.isEmpty == true)
    }

    @Test func matchesGoldenFile() throws {
        try Golden.check(JSONReporter().report(SampleFindings.report), against: "findings.json")
    }

    /// `report` writes its JSON itself: byte for byte what `JSONEncoder` writes for the same findings.
    @Test func writesWhatJSONEncoderWrites() {
        var awkward = ""
        for value in [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1F, 0x22, 0x2F, 0x5C, 0x7F, 0x85, 0x2028, 0x2029, 0xFEFF, 0x1F600] {
            awkward.unicodeScalars.append(Unicode.Scalar(value)!)
        }
        let odd = Diagnostic(
            rule: "ui-label-case", severity: .info,
            location: FindingLocation(document: "a/b", path: "C:\\corpus\\a b.md", line: 0, column: -1, endColumn: 1_000_000),
            message: awkward, text: "「\(awkward)」", suggestion: "", notes: ["", awkward, "in a/b, c/d, …"])
        let reports = [
            SampleFindings.report,
            FindingsReport(diagnostics: [], documentCount: 0),
            FindingsReport(diagnostics: [odd] + SampleFindings.diagnostics, documentCount: 2),
        ]
        for report in reports {
            #expect(JSONReporter().report(report) == JSONReporter.encodedThroughJSONEncoder(report))
            for size in [1, 200, 1 << 20] {
                var chunks: [[UInt8]] = []
                JSONReporter().report(report, chunk: size) { chunks.append($0) }
                #expect(String(decoding: chunks.joined(), as: UTF8.self) == JSONReporter().report(report))
                #expect(chunks.allSatisfy { !$0.isEmpty })
                if size == 1 { #expect(chunks.count > report.diagnostics.count) }
            }
        }
    }
}
