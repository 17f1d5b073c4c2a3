@testable import Checks

/// Builds findings for tests with only the fields a test cares about.
func finding(
    _ rule: String = "near-miss",
    severity: Severity = .warning,
    document: String = "000_doc",
    line: Int = 1,
    column: Int = 1,
    text: String = "ウィンバックバックオファー",
    suggestion: String? = "ウィンバックオファー",
    message: String = "message"
) -> Diagnostic {
    Diagnostic(
        rule: rule, severity: severity,
        location: FindingLocation(document: document, path: "ja/\(document).txt", line: line, column: column),
        message: message, text: text, suggestion: suggestion)
}
