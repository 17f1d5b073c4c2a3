import Checks

/// Renders a run's findings in one output format.
///
/// Reporters are pure: they return the text and write nothing; the command decides where it goes
/// (findings to stdout, the text summary to stderr).
public protocol Reporter: Sendable {
    /// The `--format` name of this reporter (`text`, `json`, `sarif`).
    static var identifier: String { get }

    /// The whole output for `report`, ending with a newline.
    func report(_ report: FindingsReport) -> String
}

/// Every reporter's identifier and a factory, for `--format` parsing.
public enum Reporters {
    /// The identifiers of the built-in reporters.
    public static let identifiers = [TextReporter.identifier, JSONReporter.identifier, SARIFReporter.identifier]

    /// The reporter named `identifier`, or `nil`; `toolVersion` goes into SARIF output.
    public static func named(_ identifier: String, toolVersion: String) -> (any Reporter)? {
        switch identifier {
        case TextReporter.identifier: TextReporter()
        case JSONReporter.identifier: JSONReporter()
        case SARIFReporter.identifier: SARIFReporter(toolVersion: toolVersion)
        default: nil
        }
    }
}
