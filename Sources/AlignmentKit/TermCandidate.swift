/// A proposed ja ↔ zh-Hans (↔ en) term pair found by `TermDiscovery`.
public struct TermCandidate: Sendable, Hashable, Codable {
    /// The Japanese term.
    public var ja: String
    /// The Simplified Chinese term.
    public var zhHans: String
    /// An English form seen with the pair (a Latin token or a parenthesised gloss), if any.
    public var en: String?
    /// Association score (Dice × frequency factor plus evidence boosts); higher is better.
    public var score: Double
    /// Number of aligned segment pairs in which both terms occur.
    public var count: Int
    /// A few aligned segment pairs showing the terms, as "ja ⟷ zh".
    public var examples: [String]

    public init(ja: String, zhHans: String, en: String?, score: Double, count: Int, examples: [String]) {
        self.ja = ja
        self.zhHans = zhHans
        self.en = en
        self.score = score
        self.count = count
        self.examples = examples
    }

    enum CodingKeys: String, CodingKey {
        case ja, zhHans = "zh-Hans", en, score, count, examples
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ja, forKey: .ja)
        try c.encode(zhHans, forKey: .zhHans)
        try c.encode(en, forKey: .en)  // explicit null when absent
        try c.encode(score, forKey: .score)
        try c.encode(count, forKey: .count)
        try c.encode(examples, forKey: .examples)
    }
}
