/// A problem found while parsing a document that did not stop the parse.
public struct ParseDiagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable {
        case warning, error
    }

    public var severity: Severity
    public var message: String
    public var line: Int
    public var column: Int

    public init(_ severity: Severity, _ message: String, line: Int, column: Int = 1) {
        self.severity = severity
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column): \(severity.rawValue): \(message)" }
}
