import Foundation
import TextKit

/// Suppression markers written inside a document the team can edit.
///
/// Two markers are recognised anywhere on a line (typically inside a comment of the host format,
/// such as `<!-- … -->` in Markdown or `//` in code):
///
/// - `termbridge-ignore: RULE[,RULE…]` silences findings of those rules **on the marker's line
///   and on the next line**;
/// - `termbridge-ignore-file: RULE[,RULE…]` silences findings of those rules **anywhere in the
///   document**.
///
/// `all` stands for every rule. The list is rule names separated by commas (spaces around the
/// commas allowed) and ends at anything else, so `<!-- termbridge-ignore: near-miss -->` and
/// `// termbridge-ignore: near-miss quoted on purpose` both work. Unknown rule names
/// do not stop the run; they are returned in `problems` as located messages.
///
/// ```
/// <!-- termbridge-ignore: near-miss,variant-spelling -->
/// ウィンバックバックオファーは意図的な例です。
/// ```
public struct InlineSuppressions: Hashable, Sendable {
    /// The line marker.
    public static let lineMarker = "termbridge-ignore:"
    /// The whole-document marker.
    public static let fileMarker = "termbridge-ignore-file:"

    /// The document these markers belong to.
    public let document: String
    /// Rules silenced per 1-based line (a marker fills its own line and the next one).
    public private(set) var rulesByLine: [Int: Set<String>]
    /// Rules silenced in the whole document.
    public private(set) var fileRules: Set<String>
    /// Problems with markers, as `path:line: message` (unknown rule names, empty lists).
    public private(set) var problems: [String]

    /// Scans `text` for markers.
    ///
    /// - Parameters:
    ///   - text: the document's text.
    ///   - document: its id (findings are matched on `location.document`).
    ///   - path: its path, for the messages in `problems` (defaults to the id).
    /// - Complexity: O(*n*) in the length of the text.
    public init(scanning text: String, document: String, path: String? = nil) {
        self.document = document
        rulesByLine = [:]
        fileRules = []
        problems = []
        guard Self.mayHoldMarker(text) else { return }
        let shownPath = path ?? document
        var lineNumber = 0
        // The parser's lines (LF, CRLF or a lone CR), so that a marker's line is the findings' line.
        for line in LineBreaks.lines(of: text) {
            lineNumber += 1
            guard line.contains("termbridge-ignore") else { continue }
            // The file marker contains the line marker's stem, so look for it first.
            if let range = line.range(of: InlineSuppressions.fileMarker) {
                let rules = parseRules(line[range.upperBound...], line: lineNumber, path: shownPath)
                fileRules.formUnion(rules)
            } else if let range = line.range(of: InlineSuppressions.lineMarker) {
                let rules = parseRules(line[range.upperBound...], line: lineNumber, path: shownPath)
                rulesByLine[lineNumber, default: []].formUnion(rules)
                rulesByLine[lineNumber + 1, default: []].formUnion(rules)
            }
        }
    }

    /// Whether `text` holds `termbridge-ignore` anywhere: a byte search, since every document of a
    /// run is scanned and almost none has a marker (Foundation's `contains` took a tenth of a build
    /// that had one document touched).
    static func mayHoldMarker(_ text: String) -> Bool {
        let stem = Array("termbridge-ignore".utf8)
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= stem.count else { return false }
            var i = 0
            let last = bytes.count - stem.count
            while i <= last {
                if bytes[i] == stem[0] {
                    var j = 1
                    while j < stem.count, bytes[i + j] == stem[j] { j += 1 }
                    if j == stem.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// Reads `RULE[, RULE…]` at the start of `tail`: names of letters, digits and `-` starting with
    /// a letter, separated by commas with optional spaces. The list ends at anything else, so a
    /// trailing `-->` or a free-text reason after a space is not read as a rule.
    private mutating func parseRules(_ tail: Substring, line: Int, path: String) -> Set<String> {
        var names: [String] = []
        var rest = tail.drop { $0 == " " || $0 == "\t" }
        while let first = rest.first, first.isASCII, first.isLetter {
            let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            names.append(String(name))
            rest = rest[name.endIndex...].drop { $0 == " " || $0 == "\t" }
            guard rest.first == "," else { break }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        }
        var rules: Set<String> = []
        if names.isEmpty {
            problems.append("\(path):\(line): termbridge-ignore marker names no rule")
        }
        for name in names {
            if name == "all" {
                rules.formUnion(RuleDescriptor.all.map(\.id))
            } else if RuleDescriptor.named(name) != nil {
                rules.insert(name)
            } else {
                problems.append("\(path):\(line): unknown rule '\(name)' in termbridge-ignore marker")
            }
        }
        return rules
    }

    /// Whether a marker in this document silences `diagnostic`.
    public func suppresses(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.location.document == document else { return false }
        return fileRules.contains(diagnostic.rule)
            || rulesByLine[diagnostic.location.line]?.contains(diagnostic.rule) == true
    }

    /// The findings no marker of this document silences, in their original order.
    public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { !suppresses($0) }
    }
}
