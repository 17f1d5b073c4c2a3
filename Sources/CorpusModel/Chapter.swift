/// A timestamped chapter of a session video (`- 4:37 - Introducing win-back offers`).
public struct Chapter: Hashable, Sendable, Codable {
    /// The timestamp as written (`4:37`).
    public var time: String
    public var title: String
    public var line: Int

    public init(time: String, title: String, line: Int) {
        self.time = time
        self.title = title
        self.line = line
    }
}
