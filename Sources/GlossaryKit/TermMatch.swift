/// One occurrence of a glossary term in a text, found by ``TermMatcher``.
public struct TermMatch: Sendable, Hashable {
    /// The span in the original text, in UTF-16 offsets.
    public var utf16Range: Range<Int>
    /// The span in the folded key, in key units.
    public var keyRange: Range<Int>
    /// The index of the matched pattern in ``TermMatcher/patterns``.
    public var pattern: Int

    public init(utf16Range: Range<Int>, keyRange: Range<Int>, pattern: Int) {
        self.utf16Range = utf16Range
        self.keyRange = keyRange
        self.pattern = pattern
    }
}
