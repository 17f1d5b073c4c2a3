/// A problem with one entry of a corpus manifest, located in `corpus.json`. An error leaves the
/// entry out of the run; a warning keeps it.
public struct ManifestIssue: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var severity: Severity
    /// The manifest file as shown to the user.
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
