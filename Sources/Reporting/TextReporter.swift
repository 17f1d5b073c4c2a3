import Checks

/// Human-readable findings, one per line, in the form compilers use so editors and terminals
/// link them:
///
/// ```
/// ja/001_81c21158e75524e1.txt:3:1: error: [deprecated-term] deprecated term '再獲得提供オファー'; use 'ウィンバックオファー'
///     suggestion: ウィンバックオファー
///     note: the glossary marks it superseded
/// ```
public struct TextReporter: Reporter {
    public static let identifier = "text"

    public init() {}

    public func report(_ report: FindingsReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += Self.line(for: diagnostic) + "\n"
            if let suggestion = diagnostic.suggestion {
                output += "    suggestion: \(suggestion)\n"
            }
            for note in diagnostic.notes {
                output += "    note: \(note)\n"
            }
        }
        return output
    }

    /// `path:line:col: severity: [rule] message` for one finding.
    public static func line(for diagnostic: Diagnostic) -> String {
        "\(diagnostic.location): \(diagnostic.severity): [\(diagnostic.rule)] \(diagnostic.message)"
    }

    /// The closing line for stderr: `checked 5 documents: 3 errors, 7 warnings, 2 info`.
    public static func summary(_ report: FindingsReport) -> String {
        summary(documentCount: report.documentCount, diagnostics: report.diagnostics)
    }

    /// The closing line for stderr, from a document count and the findings.
    public static func summary(documentCount: Int, diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count(of: .error)
        let warnings = diagnostics.count(of: .warning)
        let info = diagnostics.count(of: .info)
        return "checked \(counted(documentCount, "document")): \(counted(errors, "error")), "
            + "\(counted(warnings, "warning")), \(info) info"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
