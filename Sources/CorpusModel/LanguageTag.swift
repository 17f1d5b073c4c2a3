/// A BCP 47 language tag of a document or term: `ja`, `zh-Hans`, `en`, or another tag.
public struct LanguageTag: RawRepresentable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let japanese = LanguageTag("ja")
    public static let simplifiedChinese = LanguageTag("zh-Hans")
    public static let traditionalChinese = LanguageTag("zh-Hant")
    public static let english = LanguageTag("en")

    /// The three languages TermBridge pivots on, in display order.
    public static let pivot: [LanguageTag] = [.english, .japanese, .simplifiedChinese]

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        let order = pivot
        switch (order.firstIndex(of: lhs), order.firstIndex(of: rhs)) {
        case let (l?, r?): return l < r
        case (_?, nil): return true
        case (nil, _?): return false
        default: return lhs.rawValue < rhs.rawValue
        }
    }
}
