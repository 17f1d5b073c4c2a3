import Foundation
import TextKit

/// A `.termbridge-ignore` file: findings the team has reviewed and decided to keep quiet.
///
/// The format is line-based text in UTF-8:
///
/// ```
/// # reviewed 2026-11: the community translation keeps its own wording
/// deprecated-term  001_81c21158e75524e1  3f9a0c12be44d7a1   # the title must match the source
/// unknown-term     *                     *                  # noise until the glossary grows
/// ui-label-case    004_0cbe5a1d2f7c6e90  *
/// ```
///
/// - Each entry is `RULE DOCUMENT FINGERPRINT`, fields separated by spaces or tabs.
/// - `RULE` is a rule id from `RuleDescriptor.all` (an unknown id is an error, so typos do not
///   silently suppress nothing).
/// - `DOCUMENT` is a document id, or `*` for every document.
/// - `FINGERPRINT` is a finding's `fingerprint` (16 hex digits, as printed in JSON and SARIF
///   output), or `*` for every finding of that rule in that document.
/// - `#` starts a comment that runs to the end of the line; blank and comment-only lines are
///   ignored.
///
/// Problems are reported as `CheckError.malformedSuppression` with the file and line:
/// `.termbridge-ignore:4: unknown rule 'deprecated-terms'`.
public struct SuppressionFile: Hashable, Sendable {
    /// The conventional file name, looked up at the corpus root.
    public static let defaultName = ".termbridge-ignore"

    /// The file's entries, in file order.
    public var entries: [SuppressionEntry]

    public init(entries: [SuppressionEntry] = []) { self.entries = entries }

    /// Parses the text of a suppression file.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - path: the file's path, used in error messages.
    /// - Throws: `CheckError.malformedSuppression` for the first bad line.
    public init(parsing text: String, path: String = SuppressionFile.defaultName) throws(CheckError) {
        var entries: [SuppressionEntry] = []
        var lineNumber = 0
        for rawLine in LineBreaks.lines(of: text) {
            lineNumber += 1
            var content = Substring(rawLine)
            if let hash = content.firstIndex(of: "#") { content = content[..<hash] }
            let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            if fields.isEmpty { continue }
            guard fields.count == 3 else {
                throw .malformedSuppression(
                    file: path, line: lineNumber,
                    message: "expected 'RULE DOCUMENT FINGERPRINT', found \(fields.count) field\(fields.count == 1 ? "" : "s")")
            }
            let (rule, document, fingerprint) = (fields[0], fields[1], fields[2])
            guard RuleDescriptor.named(rule) != nil else {
                throw .malformedSuppression(file: path, line: lineNumber, message: "unknown rule '\(rule)'")
            }
            guard fingerprint == "*" || SuppressionFile.isFingerprint(fingerprint) else {
                throw .malformedSuppression(
                    file: path, line: lineNumber,
                    message: "invalid fingerprint '\(fingerprint)' (expected 16 hex digits or '*')")
            }
            entries.append(SuppressionEntry(
                rule: rule, document: document == "*" ? nil : document,
                fingerprint: fingerprint == "*" ? nil : fingerprint.lowercased(), line: lineNumber))
        }
        self.entries = entries
    }

    /// Reads and parses the file at `path`; a missing file is an empty suppression list.
    ///
    /// - Throws: `CheckError.malformedSuppression` for an unreadable file or a bad line.
    public static func load(path: String) throws(CheckError) -> SuppressionFile {
        guard FileManager.default.fileExists(atPath: path) else { return SuppressionFile() }
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .malformedSuppression(file: path, line: 1, message: "cannot read file as UTF-8")
        }
        return try SuppressionFile(parsing: text, path: path)
    }

    /// Whether some entry matches `diagnostic`.
    public func suppresses(_ diagnostic: Diagnostic) -> Bool {
        entries.contains { $0.matches(diagnostic) }
    }

    /// The findings no entry matches, in their original order.
    ///
    /// - Complexity: O(*n* × *m*) for *n* findings and *m* entries.
    public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { !suppresses($0) }
    }

    static func isFingerprint(_ text: String) -> Bool {
        text.count == 16 && text.allSatisfy(\.isHexDigit)
    }
}
