/// A problem in an input file that does not stop the work (an unknown key, an unknown value kept as
/// written), with where it was found: `file:line:column: key.path`.
public struct ModelWarning: Hashable, Sendable, Codable, CustomStringConvertible {
    public var location: String
    public var message: String

    public var description: String { "\(location): \(message)" }
}
