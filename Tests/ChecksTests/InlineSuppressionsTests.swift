import Checks
import Testing

@Suite struct InlineSuppressionsTests {
    let text = """
        first line
        <!-- termbridge-ignore: near-miss, variant-spelling -->
        ウィンバックバックオファー
        fourth line
        // termbridge-ignore-file: unknown-term
        """

    @Test func lineMarkerCoversItsLineAndTheNext() {
        let markers = InlineSuppressions(scanning: text, document: "000_doc")
        #expect(markers.suppresses(finding(line: 2)))
        #expect(markers.suppresses(finding(line: 3)))
        #expect(markers.suppresses(finding("variant-spelling", line: 3)))
        #expect(!markers.suppresses(finding(line: 1)))
        #expect(!markers.suppresses(finding(line: 4)))
        #expect(!markers.suppresses(finding("deprecated-term", line: 3)), "only the listed rules")
        #expect(markers.problems.isEmpty)
    }

    @Test func fileMarkerCoversTheWholeDocument() {
        let markers = InlineSuppressions(scanning: text, document: "000_doc")
        #expect(markers.fileRules == ["unknown-term"])
        #expect(markers.suppresses(finding("unknown-term", severity: .info, line: 1)))
        #expect(markers.suppresses(finding("unknown-term", severity: .info, line: 99)))
    }

    @Test func markersApplyOnlyToTheirOwnDocument() {
        let markers = InlineSuppressions(scanning: text, document: "000_doc")
        #expect(!markers.suppresses(finding(document: "001_other", line: 3)))
        let kept = markers.filter([finding(line: 3), finding(line: 4), finding(document: "001_other", line: 3)])
        #expect(kept.map(\.location.line) == [4, 3])
    }

    @Test func allStandsForEveryRule() {
        let markers = InlineSuppressions(scanning: "x termbridge-ignore: all\ny", document: "d")
        #expect(markers.suppresses(finding("parity-availability", severity: .error, document: "d", line: 2)))
    }

    @Test func unknownRulesAreReportedWithTheirLine() {
        let markers = InlineSuppressions(
            scanning: "a\nb <!-- termbridge-ignore: near-mis -->\nc termbridge-ignore:", document: "d", path: "ja/d.txt")
        #expect(markers.problems == [
            "ja/d.txt:2: unknown rule 'near-mis' in termbridge-ignore marker",
            "ja/d.txt:3: termbridge-ignore marker names no rule",
        ])
        #expect(markers.rulesByLine[2] == [])
    }

    @Test func listEndsAtTheFirstNonRuleText() {
        let markers = InlineSuppressions(
            scanning: "x // termbridge-ignore: near-miss , ui-label-case quoted on purpose, really\ny", document: "d")
        #expect(markers.rulesByLine[1] == ["near-miss", "ui-label-case"])
        #expect(markers.problems.isEmpty)
    }

    @Test func countsLinesOfWindowsLineEndings() {
        let markers = InlineSuppressions(scanning: "a\r\nb\r\ntermbridge-ignore: near-miss\r\nd", document: "000_doc")
        #expect(markers.rulesByLine.keys.sorted() == [3, 4])
        #expect(markers.suppresses(finding(line: 4)))
        // A lone CR ends a line too, as the parser numbers it.
        let classic = InlineSuppressions(scanning: "a\rb\rtermbridge-ignore: near-miss\rd", document: "000_doc")
        #expect(classic.rulesByLine.keys.sorted() == [3, 4])
    }

    @Test func documentWithoutMarkersSuppressesNothing() {
        let markers = InlineSuppressions(scanning: "ウィンバックバックオファー", document: "000_doc")
        #expect(!markers.suppresses(finding()))
        #expect(markers.rulesByLine.isEmpty && markers.fileRules.isEmpty)
    }
}
