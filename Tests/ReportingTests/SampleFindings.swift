import Checks
import Reporting

/// A small, fixed run used by the reporter tests: two documents, every severity, findings with and
/// without suggestion, notes and end column, Japanese and Chinese text.
enum SampleFindings {
    static let diagnostics: [Diagnostic] = [
        Diagnostic(
            rule: "deprecated-term", severity: .error,
            location: FindingLocation(document: "001_81c21158e75524e1", path: "ja/001_81c21158e75524e1.txt", line: 3, column: 5, endColumn: 14),
            message: "deprecated term '再獲得提供オファー'; use 'ウィンバックオファー'",
            text: "再獲得提供オファー", suggestion: "ウィンバックオファー",
            notes: ["the glossary marks '再獲得提供オファー' as superseded"]),
        Diagnostic(
            rule: "near-miss", severity: .warning,
            location: FindingLocation(document: "000_593fcd7000116d1f", path: "ja/000_593fcd7000116d1f.txt", line: 120, column: 7, endColumn: 20),
            message: "'ウィンバックバックオファー' looks like a typo of 'ウィンバックオファー'",
            text: "ウィンバックバックオファー", suggestion: "ウィンバックオファー"),
        Diagnostic(
            rule: "parity-missing-label", severity: .warning,
            location: FindingLocation(document: "000_593fcd7000116d1f", path: "ja/000_593fcd7000116d1f.txt", line: 88, column: 1),
            message: "UI label 'Create Offer' quoted in zh-Hans (zh-Hans/004 x.txt:90) is missing here",
            text: "Create Offer"),
        Diagnostic(
            rule: "unknown-term", severity: .info,
            location: FindingLocation(document: "004_zh", path: "zh-Hans/004 x.txt", line: 2, column: 11, endColumn: 15),
            message: "'推广优惠' occurs 6 times and is not in the glossary",
            text: "推广优惠"),
    ].withStableFingerprints()

    static let report = FindingsReport(diagnostics: diagnostics, documentCount: 5)
}
