/// Errors of the `Checks` module: bad command-line values, malformed suppression and baseline files.
///
/// Descriptions are user-facing: lowercase, no final period, user values in single quotes, and a
/// `file:line:` prefix when the problem is inside a file.
public enum CheckError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A `--severity` value that is not `error`, `warning` or `info`.
    case unknownSeverity(String)
    /// A rule id that is not in `RuleDescriptor.all`.
    case unknownRule(String)
    /// A `--rules` value that selects nothing.
    case emptyRuleSelection(String)
    /// A line of a `.termbridge-ignore` file that cannot be read.
    case malformedSuppression(file: String, line: Int, message: String)
    /// A baseline file that cannot be read or decoded.
    case unreadableBaseline(file: String, message: String)
    /// A baseline file that cannot be written.
    case unwritableBaseline(file: String, message: String)

    public var description: String {
        switch self {
        case .unknownSeverity(let value):
            "unknown severity '\(value)' (expected error, warning or info)"
        case .unknownRule(let id):
            "unknown rule '\(id)' (known rules: \(RuleDescriptor.all.map(\.id).joined(separator: ", ")))"
        case .emptyRuleSelection(let value):
            "rule selection '\(value)' selects no rule"
        case .malformedSuppression(let file, let line, let message):
            "\(file):\(line): \(message)"
        case .unreadableBaseline(let file, let message):
            "\(file): cannot read baseline: \(message)"
        case .unwritableBaseline(let file, let message):
            "\(file): cannot write baseline: \(message)"
        }
    }
}
