/// A Japanese (or Chinese) title paired with the English original given next to it.
public struct Gloss: Hashable, Sendable, Codable {
    public var text: String
    public var english: String
    public var line: Int

    public init(text: String, english: String, line: Int) {
        self.text = text
        self.english = english
        self.line = line
    }
}
