/// One string value of an entry in one language: the text, its state, which variation it is and
/// exactly where its characters are in the file.
public struct LocalizedValue: Sendable, Hashable {
    /// The BCP 47 language of the value (`ja`, `zh-Hans`, `en`).
    public var language: String
    /// The text with the file's escapes decoded.
    public var text: String
    public var state: TranslationState
    /// The variation this value belongs to, as a path: `plural.one`, `device.ipad`,
    /// `substitutions.count.plural.other`, `stringSet.2`; empty for the plain value.
    public var variation: String
    /// The byte range of the value's characters (inside the quotes or tags, escapes as written) in
    /// the file's UTF-8 text; nil for a binary property list, which has no text.
    public var range: Range<Int>?
    /// Where the value's first character is (1:1 for a binary property list).
    public var position: TextPosition
    /// The byte ranges the value's characters are written in: `[range]` for a value written in one
    /// piece; for a PO value continued over quoted lines (`range` nil), each line's characters;
    /// empty for a binary property list. The rules read, locate and fix a value piece by piece.
    public var pieces: [Range<Int>]

    public init(
        language: String, text: String, state: TranslationState, variation: String = "", range: Range<Int>?,
        position: TextPosition, pieces: [Range<Int>]? = nil
    ) {
        self.pieces = pieces ?? range.map { [$0] } ?? []
        self.language = language
        self.text = text
        self.state = state
        self.variation = variation
        self.range = range
        self.position = position
    }

    /// The plural category when this is a plural variation (`one` of `plural.one`).
    public var pluralCategory: String? {
        let parts = variation.split(separator: ".")
        guard parts.count >= 2, parts[parts.count - 2] == "plural" else { return nil }
        return String(parts[parts.count - 1])
    }
}
