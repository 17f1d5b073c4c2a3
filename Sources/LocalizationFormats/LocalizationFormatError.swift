/// Why a localisation file could not be read or fixed: the file, where in it, and what was expected.
public struct LocalizationFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// Where the problem is (1:1 when the whole file is concerned).
    public var position: TextPosition
    /// What is wrong: lowercase, user values in single quotes.
    public var message: String

    public init(path: String, position: TextPosition = TextPosition(line: 1, column: 1), message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    /// `path:line:column: error: message`.
    public var description: String { "\(path):\(position.line):\(position.column): error: \(message)" }
}
