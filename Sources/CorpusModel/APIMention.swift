/// An API identifier named in prose or code.
public struct APIMention: Hashable, Sendable, Codable {
    /// The shape of the identifier.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// An UpperCamelCase type or a dotted type path (`Product.SubscriptionInfo`).
        case type
        /// A property or other member (`eligibleWinBackOfferIDs`).
        case member
        /// A method or function with its argument labels (`purchase(options:)`).
        case method
        /// An enum case written with a leading dot (`.winBackOffer`).
        case enumCase
        /// A server-side field (`promotional_offer_id`, `offerDiscountType` in server prose).
        case serverField
        /// A server notification (`DID_CHANGE_RENEWAL_STATUS`).
        case notification
        /// A resource of a web API (`WinBackOffers` in `WinBackOffers API`).
        case resource
        /// A code identifier of another general shape, named for no App Store kind: a `::` path
        /// (`Vec::with_capacity`), a snake_case function or variable (`read_to_string`, `os_log`),
        /// a constant (`MAX_RETRIES`), a dotted path with a lowercase head (`fmt.Println`).
        case identifier
    }

    /// Where the mention was found.
    public enum Origin: String, Hashable, Sendable, Codable {
        case prose, code
    }

    public var symbol: String
    public var kind: Kind
    public var origin: Origin
    /// The source marked the name as linking to an English-only page (`SKProduct(英語)`).
    public var englishOnlyLink: Bool
    /// The source marked the API as deprecated (`廃止` after it).
    public var deprecated: Bool
    public var line: Int
    public var column: Int

    public init(
        symbol: String, kind: Kind, origin: Origin, englishOnlyLink: Bool = false, deprecated: Bool = false,
        line: Int, column: Int
    ) {
        self.symbol = symbol
        self.kind = kind
        self.origin = origin
        self.englishOnlyLink = englishOnlyLink
        self.deprecated = deprecated
        self.line = line
        self.column = column
    }
}
