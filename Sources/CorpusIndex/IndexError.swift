/// A problem opening, reading or writing the index.
public enum IndexError: Error, CustomStringConvertible, Sendable {
    case database(path: String, message: String)
    case busy(path: String)

    public var description: String {
        switch self {
        case .database(let path, let message): "\(path): index error: \(message)"
        case .busy(let path): "\(path): another build is writing this index"
        }
    }
}
