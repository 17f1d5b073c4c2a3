/// One idea of the domain with its terms in every language (TBX `conceptEntry`).
public struct Concept: Sendable, Hashable, Codable, Identifiable {
    /// Lowercase ASCII slug of the English name (`win-back-offer`).
    public var id: String
    public var subjectField: String?
    /// API symbols the concept links to (`Product.SubscriptionOffer.OfferType.winBack`).
    public var symbols: [String]
    public var notes: [String]
    /// Definitions keyed by language tag (`en`, `ja`, `zh-Hans`).
    public var definitions: [String: String]
    /// Terms keyed by language tag, in file order.
    public var terms: [String: [Term]]

    public init(
        id: String, subjectField: String? = nil, symbols: [String] = [], notes: [String] = [],
        definitions: [String: String] = [:], terms: [String: [Term]] = [:]
    ) {
        self.id = id
        self.subjectField = subjectField
        self.symbols = symbols
        self.notes = notes
        self.definitions = definitions
        self.terms = terms
    }

    /// The languages of the concept: `en`, `ja`, `zh-Hans` first, then any other in code order.
    public var languages: [String] {
        let known = Concept.languageOrder.filter { terms[$0] != nil || definitions[$0] != nil }
        let others = Set(terms.keys).union(definitions.keys).subtracting(Concept.languageOrder).sorted()
        return known + others
    }

    /// The order languages are written in.
    public static let languageOrder = ["en", "ja", "zh-Hans"]

    /// The preferred term in `language`, or the first term when none is marked preferred.
    public func preferredTerm(in language: String) -> Term? {
        let list = terms[language] ?? []
        return list.first { $0.status == .preferred } ?? list.first
    }

    /// The English name: the preferred English term, else the id.
    public var englishName: String { preferredTerm(in: "en")?.text ?? id }
}
