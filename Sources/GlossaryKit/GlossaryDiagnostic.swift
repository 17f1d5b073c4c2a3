/// A problem found in a glossary that does not stop the run (a warning or a lint finding).
public struct GlossaryDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `info` is for house conventions of this project seen in a file that need not follow them.
    public enum Severity: String, Sendable, Hashable, Codable { case info, warning, error }
    public var severity: Severity
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// True for a convention of TermBridge's own glossary (a preferred term in every language, an
    /// English term, `DOCUMENT_ID:LINE` citations…) rather than a TBX validity problem; `glossary
    /// lint` reports these as `info` unless asked to be strict.
    public var isHouseConvention: Bool

    public init(
        _ severity: Severity, file: String, line: Int = 0, column: Int = 0, message: String,
        isHouseConvention: Bool = false
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.isHouseConvention = isHouseConvention
    }

    /// This finding as `glossary lint` reports it: house conventions become `info` unless `strict`.
    public func relaxed(strict: Bool) -> GlossaryDiagnostic {
        guard isHouseConvention, !strict else { return self }
        var copy = self
        copy.severity = .info
        return copy
    }

    public var description: String {
        let location = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(location): \(severity.rawValue): \(message)"
    }
}
