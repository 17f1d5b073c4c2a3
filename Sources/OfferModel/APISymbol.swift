/// One StoreKit, App Store Server API or App Store Connect symbol the corpus talks about.
public struct APISymbol: Hashable, Sendable, Codable {
    /// What kind of symbol it is.
    public enum Kind: String, Sendable, Codable {
        case type, property, method, enumCase, viewModifier, serverField, resource, environmentValue
    }

    /// The framework or service that defines it.
    public enum Owner: String, Sendable, Codable {
        case storeKit = "StoreKit"
        case storeKitOriginal = "StoreKit (original API)"
        case appStoreServerAPI = "App Store Server API"
        case appStoreConnectAPI = "App Store Connect API"
    }

    /// A platform version from which the symbol is available.
    public struct Availability: Hashable, Sendable, Codable {
        public var platform: String
        public var version: String
    }

    public var symbol: String
    public var kind: Kind
    public var owner: Owner
    /// The type the member belongs to (`Transaction` for `Transaction.offer`), or `nil` for a type.
    public var ownerType: String?
    /// The offer concept: an ``OfferType`` raw value, or `payment`, `merchandising`, `promotedPurchase`, `signature`.
    public var concept: String
    public var availability: [Availability]
    public var deprecated: Bool
    /// Where the corpus states the fact: `document:line` (paths relative to `Corpus/`).
    public var source: String
}
