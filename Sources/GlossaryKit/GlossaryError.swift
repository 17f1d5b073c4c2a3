/// Errors reading, writing and querying a glossary. Messages are lowercase and located.
public enum GlossaryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A problem at `file:line:column`.
    case malformed(file: String, line: Int, column: Int, message: String)
    case unreadable(file: String, reason: String)
    case csv(file: String, line: Int, message: String)
    /// No glossary (or no file of a kind) where one was looked for.
    case notFound(String)

    public var description: String {
        switch self {
        case .malformed(let file, let line, let column, let message): "\(file):\(line):\(column): \(message)"
        case .unreadable(let file, let reason): "cannot read '\(file)': \(reason)"
        case .csv(let file, let line, let message): "\(file):\(line): \(message)"
        case .notFound(let message): message
        }
    }
}
