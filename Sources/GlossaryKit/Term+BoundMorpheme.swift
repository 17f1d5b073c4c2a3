extension Term {
    /// The term note that marks a bound morpheme: a TBX `<note>bound morpheme</note>` in the term's
    /// `termSec` (any case; a CSV import writes it for a term marked `+` — see `GlossaryCSV`).
    public static let boundMorphemeNote = "bound morpheme"

    /// Whether the term is a bound morpheme (a Han or katakana piece that is meant to be found inside
    /// longer words, such as a suffix `化` or `者`): the matcher's CJK word-boundary check leaves it
    /// alone.
    public var isBoundMorpheme: Bool {
        notes.contains { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased() == Self.boundMorphemeNote }
    }
}
