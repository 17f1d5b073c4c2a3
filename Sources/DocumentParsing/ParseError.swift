/// An error that stops the parse of one file (problems inside a readable file are diagnostics).
public enum ParseError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadableFile(path: String, reason: String)
    /// `--shape` named no known document shape.
    case unknownShape(String)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "\(path):1:1: cannot read file: \(reason)"
        case .unknownShape(let name):
            return "unknown document shape '\(name)' (expected one of \(DocumentShape.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")))"
        }
    }
}
