/// Errors of the offer model: invalid input that stops the work, each naming where it was found.
public enum ModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A value in an input file is malformed or unknown; `location` is `file: key.path`.
    case invalidInput(location: String, message: String)
    /// A win-back offer configuration breaks one or more rules; one message per field.
    case invalidConfiguration([String])
    /// A key or signature could not be read or used.
    case signing(String)

    public var description: String {
        switch self {
        case let .invalidInput(location, message): return "\(location): \(message)"
        case let .invalidConfiguration(messages): return "invalid offer configuration: " + messages.joined(separator: "; ")
        case let .signing(message): return message
        }
    }
}
