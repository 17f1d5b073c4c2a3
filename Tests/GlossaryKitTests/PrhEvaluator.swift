import Foundation

/// A small evaluator of prh's documented semantics, for checking exported rule files without
/// Node: every rule's patterns (prh's `/…/` strings, compiled with the global flag) are matched
/// against the original text; all the matches of all rules are sorted by position and replaced by
/// their rule's `expected`, one after another. Reads the YAML subset `PrhExport` writes.
struct PrhEvaluator {
    struct Rule {
        var expected: String
        var patterns: [String]
        var specs: [(from: String, to: String)]
        var regex: NSRegularExpression
    }

    /// One replacement prh would make: the UTF-16 range in the original text and the rule.
    struct Diff {
        var range: NSRange
        var rule: Int
    }

    var rules: [Rule] = []

    init(yaml: String) throws {
        var current: (expected: String, patterns: [String], specs: [(String, String)])?
        var pendingFrom: String?
        func finish() throws {
            guard let rule = current else { return }
            let source = rule.patterns.map { pattern -> String in
                precondition(pattern.hasPrefix("/") && pattern.hasSuffix("/") && pattern.count > 2, "\(pattern)")
                return "(?:" + pattern.dropFirst().dropLast() + ")"
            }.joined(separator: "|")
            rules.append(
                Rule(
                    expected: rule.expected, patterns: rule.patterns, specs: rule.specs,
                    regex: try NSRegularExpression(pattern: source)))
        }
        for line in yaml.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("- expected: ") {
                try finish()
                current = (Self.unquote(text.dropFirst("- expected: ".count)), [], [])
            } else if text.hasPrefix("- from: ") {
                pendingFrom = Self.unquote(text.dropFirst("- from: ".count))
            } else if text.hasPrefix("to: "), let from = pendingFrom {
                current?.specs.append((from, Self.unquote(text.dropFirst("to: ".count))))
                pendingFrom = nil
            } else if text.hasPrefix("- \"") {
                current?.patterns.append(Self.unquote(text.dropFirst(2)))
            }
        }
        try finish()
    }

    /// The replacements all rules make in `text`, by position (prh's change set).
    func diffs(in text: String) -> [Diff] {
        var diffs: [Diff] = []
        let whole = NSRange(location: 0, length: (text as NSString).length)
        for (index, rule) in rules.enumerated() {
            for match in rule.regex.matches(in: text, range: whole) where match.range.length > 0 {
                diffs.append(Diff(range: match.range, rule: index))
            }
        }
        return diffs.enumerated().sorted {
            $0.element.range.location != $1.element.range.location
                ? $0.element.range.location < $1.element.range.location : $0.offset < $1.offset
        }.map(\.element)
    }

    /// `text` with every replacement applied, as prh applies its change set.
    func apply(to text: String) -> String {
        var result = text as NSString
        var delta = 0
        for diff in diffs(in: text) {
            let expected = rules[diff.rule].expected
            result = result.replacingCharacters(
                in: NSRange(location: diff.range.location + delta, length: diff.range.length), with: expected) as NSString
            delta += (expected as NSString).length - diff.range.length
        }
        return result as String
    }

    /// `text` with one rule's replacements (what prh does to a rule's `specs` when it loads the file).
    func apply(rule index: Int, to text: String) -> String {
        let rule = rules[index]
        return rule.regex.stringByReplacingMatches(
            in: text, range: NSRange(location: 0, length: (text as NSString).length),
            withTemplate: NSRegularExpression.escapedTemplate(for: rule.expected))
    }

    /// A YAML double-quoted scalar's value (the escapes `PrhExport` writes: `\\` and `\"`).
    static func unquote(_ quoted: Substring) -> String {
        var out = ""
        var escaping = false
        for character in quoted.dropFirst().dropLast() {
            if escaping {
                out.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
