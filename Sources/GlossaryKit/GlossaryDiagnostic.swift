/// A problem found in a glossary that does not stop the run (a warning or a lint finding).
public struct GlossaryDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable { case warning, error }
    public var severity: Severity
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(_ severity: Severity, file: String, line: Int = 0, column: Int = 0, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        let location = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(location): \(severity.rawValue): \(message)"
    }
}
