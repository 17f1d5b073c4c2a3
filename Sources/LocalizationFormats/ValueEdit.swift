/// One replacement inside a value of a localisation file: the text at `position` as the file
/// writes it, and what to write instead (unescaped; `LocalizationFile.applying(_:)` escapes it).
public struct ValueEdit: Sendable, Hashable {
    public var position: TextPosition
    /// The text being replaced, exactly as it appears in the file.
    public var original: String
    /// The new text, before the format's escaping.
    public var replacement: String

    public init(position: TextPosition, original: String, replacement: String) {
        self.position = position
        self.original = original
        self.replacement = replacement
    }
}
