/// One term of a concept in one language (TBX `termSec`).
public struct Term: Sendable, Hashable, Codable {
    /// The term as written (no leading or trailing whitespace in a clean glossary).
    public var text: String
    public var status: AdministrativeStatus
    /// `noun`, `verb`, `adjective`, `adverb`, `other`.
    public var partOfSpeech: String?
    /// `fullForm`, `abbreviation`, `variant`, `phrase`, `acronym`, `shortForm`.
    public var termType: String?
    /// For UI strings: `tab`, `pushButton`, `switch`, `menuItem`, `checkBox`, `textField`, `sheet`,
    /// `section`, `page`.
    public var termLocation: String?
    public var contexts: [TermContext]
    public var notes: [String]
    /// A non-corpus source (e.g. "Apple documentation").
    public var source: String?

    public init(
        _ text: String, status: AdministrativeStatus = .admitted, partOfSpeech: String? = nil,
        termType: String? = nil, termLocation: String? = nil, contexts: [TermContext] = [],
        notes: [String] = [], source: String? = nil
    ) {
        self.text = text
        self.status = status
        self.partOfSpeech = partOfSpeech
        self.termType = termType
        self.termLocation = termLocation
        self.contexts = contexts
        self.notes = notes
        self.source = source
    }
}
