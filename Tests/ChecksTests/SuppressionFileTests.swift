import Checks
import Testing

@Suite struct SuppressionFileTests {
    @Test func parsesEntriesWildcardsCommentsAndBlankLines() throws {
        let target = finding()
        let text = """
            # reviewed findings

            near-miss  000_doc  \(target.fingerprint)   # intentional example
            unknown-term\t*\t*
            ui-label-case 004_x *
            """
        let file = try SuppressionFile(parsing: text)
        #expect(file.entries == [
            SuppressionEntry(rule: "near-miss", document: "000_doc", fingerprint: target.fingerprint, line: 3),
            SuppressionEntry(rule: "unknown-term", document: nil, fingerprint: nil, line: 4),
            SuppressionEntry(rule: "ui-label-case", document: "004_x", fingerprint: nil, line: 5),
        ])
    }

    @Test func matchesOnRuleDocumentAndFingerprint() throws {
        let target = finding(line: 3)
        let sameElsewhere = finding(document: "001_other")
        let otherText = finding(text: "ウィンバクオファー")
        let file = try SuppressionFile(parsing: "near-miss 000_doc \(target.fingerprint)")
        #expect(file.suppresses(target))
        #expect(!file.suppresses(sameElsewhere))
        #expect(!file.suppresses(otherText))
        #expect(file.filter([target, sameElsewhere, otherText]) == [sameElsewhere, otherText])
    }

    @Test func wildcardsMatchEveryDocumentOrFingerprint() throws {
        let file = try SuppressionFile(parsing: "unknown-term * *\nnear-miss 000_doc *\n")
        #expect(file.suppresses(finding("unknown-term", severity: .info, document: "anything")))
        #expect(file.suppresses(finding(text: "any text at all")))
        #expect(!file.suppresses(finding(document: "001_other")))
        #expect(!file.suppresses(finding("deprecated-term")))
    }

    @Test func fingerprintsMatchCaseInsensitively() throws {
        let target = finding()
        let file = try SuppressionFile(parsing: "near-miss * \(target.fingerprint.uppercased())")
        #expect(file.suppresses(target))
    }

    @Test(arguments: [
        ("near-miss 000_doc", "ignore:1: expected 'RULE DOCUMENT FINGERPRINT', found 2 fields"),
        ("# c\n\nnearmiss * *", "ignore:3: unknown rule 'nearmiss'"),
        ("near-miss * 12345", "ignore:1: invalid fingerprint '12345' (expected 16 hex digits or '*')"),
        ("near-miss * * extra", "ignore:1: expected 'RULE DOCUMENT FINGERPRINT', found 4 fields"),
    ])
    func reportsLocatedParseErrors(text: String, message: String) {
        #expect {
            try SuppressionFile(parsing: text, path: "ignore")
        } throws: { error in
            (error as? CheckError)?.description == message
        }
    }

    @Test func readsWindowsLineEndingsWithCorrectLineNumbers() throws {
        #expect(try SuppressionFile(parsing: "# c\r\nnear-miss * *\r\n").entries == [SuppressionEntry(rule: "near-miss", line: 2)])
        #expect(throws: CheckError.malformedSuppression(file: "f", line: 2, message: "unknown rule 'x'")) {
            try SuppressionFile(parsing: "near-miss * *\r\nx * *\r\n", path: "f")
        }
        #expect(try SuppressionFile(parsing: "# c\rnear-miss * *\r").entries == [SuppressionEntry(rule: "near-miss", line: 2)])
    }

    @Test func missingFileIsEmpty() throws {
        #expect(try SuppressionFile.load(path: "/nonexistent/.termbridge-ignore").entries.isEmpty)
    }
}
