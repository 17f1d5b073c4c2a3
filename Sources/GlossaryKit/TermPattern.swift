/// A term compiled into a ``TermMatcher``: where it comes from in the glossary and its folded key.
public struct TermPattern: Sendable, Hashable {
    /// Index of the concept in the glossary the matcher was built from.
    public var conceptIndex: Int
    public var conceptID: String
    public var language: String
    /// Index of the term in the concept's list for `language`.
    public var termIndex: Int
    public var text: String
    public var status: AdministrativeStatus
    /// The folded key the automaton matches.
    public var key: [UInt16]
    /// Whether the pattern needs a word boundary before it (it starts with a Latin letter or digit).
    public var boundedStart: Bool
    /// Whether the pattern needs a word boundary after it (it ends with a Latin letter or digit).
    public var boundedEnd: Bool
    /// Whether this is the English plural form (`offer` + `s`) of the term.
    public var isPlural: Bool
    /// Whether the glossary marks the term as a bound morpheme (a term note `bound morpheme`): a
    /// Han or katakana term that is meant to match inside longer words, so that the CJK
    /// word-boundary check leaves it alone (see ``TermMatcher``).
    public var isBoundMorpheme: Bool = false
}
