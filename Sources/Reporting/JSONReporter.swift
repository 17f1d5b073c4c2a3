import Checks
import Foundation

/// Findings as JSON for tools, pretty-printed with sorted keys:
///
/// ```json
/// {
///   "findings" : [
///     { "column" : 1, "document" : "001_…", "endColumn" : 10, "fingerprint" : "…", "line" : 3,
///       "message" : "…", "notes" : [], "path" : "ja/001_….txt", "rule" : "deprecated-term",
///       "severity" : "error", "suggestion" : "ウィンバックオファー", "text" : "再獲得提供オファー" }
///   ],
///   "summary" : { "documents" : 5, "errors" : 1, "info" : 0, "warnings" : 0 }
/// }
/// ```
///
/// `suggestion` and `endColumn` are `null` when absent; every key is always present.
public struct JSONReporter: Reporter {
    public static let identifier = "json"

    public init() {}

    /// Written directly, byte for byte as `JSONEncoder` writes `Output` (`encodedThroughJSONEncoder`,
    /// which the tests compare it with): encoding every finding of a corpus through `JSONEncoder`
    /// was a twentieth of a build with one document changed.
    /// - Complexity: O(total length of the findings' texts).
    public func report(_ report: FindingsReport) -> String { String(decoding: utf8(report), as: UTF8.self) }

    /// `report(_:)` as UTF-8 bytes.
    public func utf8(_ report: FindingsReport) -> [UInt8] {
        JSONBytes.whole { write(report, to: &$0) }
    }

    /// `report(_:)` handed to `sink` about `chunk` bytes at a time, in order (a large corpus's
    /// findings make megabytes, never whole in memory this way).
    public func report(_ report: FindingsReport, chunk: Int = 1 << 20, sink: @escaping ([UInt8]) -> Void) {
        JSONBytes.chunked(chunk: chunk, sink: sink) { write(report, to: &$0) }
    }

    private func write(_ report: FindingsReport, to out: inout JSONBytes) {
        out.append("{\n  \"findings\" : ")
        out.array(report.diagnostics, indent: 2) { out, finding in
            let location = finding.location
            out.object(indent: 4, [
                "column": .integer(location.column), "document": .string(location.document),
                "endColumn": location.endColumn.map(JSONBytes.Value.integer) ?? .null, "fingerprint": .string(finding.fingerprint),
                "line": .integer(location.line), "message": .string(finding.message), "notes": .strings(finding.notes),
                "path": .string(location.path), "rule": .string(finding.rule), "severity": .string(finding.severity.rawValue),
                "suggestion": finding.suggestion.map(JSONBytes.Value.string) ?? .null, "text": .string(finding.text),
            ])
        }
        out.append(",\n  \"summary\" : ")
        out.object(indent: 2, [
            "documents": .integer(report.documentCount), "errors": .integer(report.errorCount),
            "info": .integer(report.infoCount), "warnings": .integer(report.warningCount),
        ])
        out.append("\n}\n")
    }

    /// `report(_:)` through `JSONEncoder`: the shape it reproduces.
    static func encodedThroughJSONEncoder(_ report: FindingsReport) -> String {
        let document = Output(
            findings: report.diagnostics.map(Finding.init),
            summary: Summary(
                documents: report.documentCount, errors: report.errorCount,
                warnings: report.warningCount, info: report.infoCount))
        return ReportingJSON.encode(document)
    }

    struct Output: Encodable {
        var findings: [Finding]
        var summary: Summary
    }

    struct Summary: Encodable {
        var documents: Int
        var errors: Int
        var warnings: Int
        var info: Int
    }

    struct Finding: Encodable {
        var rule: String
        var severity: String
        var document: String
        var path: String
        var line: Int
        var column: Int
        var endColumn: Int?
        var message: String
        var text: String
        var suggestion: String?
        var notes: [String]
        var fingerprint: String

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule
            severity = diagnostic.severity.rawValue
            document = diagnostic.location.document
            path = diagnostic.location.path
            line = diagnostic.location.line
            column = diagnostic.location.column
            endColumn = diagnostic.location.endColumn
            message = diagnostic.message
            text = diagnostic.text
            suggestion = diagnostic.suggestion
            notes = diagnostic.notes
            fingerprint = diagnostic.fingerprint
        }

        enum CodingKeys: String, CodingKey {
            case rule, severity, document, path, line, column, endColumn, message, text, suggestion, notes, fingerprint
        }

        // Written by hand so that absent optionals appear as `null` instead of being left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(severity, forKey: .severity)
            try container.encode(document, forKey: .document)
            try container.encode(path, forKey: .path)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(endColumn, forKey: .endColumn)
            try container.encode(message, forKey: .message)
            try container.encode(text, forKey: .text)
            try container.encode(suggestion, forKey: .suggestion)
            try container.encode(notes, forKey: .notes)
            try container.encode(fingerprint, forKey: .fingerprint)
        }
    }
}
