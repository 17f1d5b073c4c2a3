/// One StoreKit, App Store Server API or App Store Connect symbol the corpus talks about, with its
/// availability on every Apple platform and where each fact comes from.
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

    /// The seven Apple platforms, in the order Apple's documentation lists them.
    public enum Platform: String, CaseIterable, Sendable, Codable {
        case iOS, iPadOS, macOS
        case macCatalyst = "Mac Catalyst"
        case tvOS, watchOS, visionOS
    }

    /// The platform version that introduced the symbol, and the one that deprecated it, if any.
    public struct Availability: Hashable, Sendable, Codable {
        public var platform: Platform
        public var introduced: String
        public var deprecated: String?

        public init(_ platform: Platform, _ introduced: String, deprecated: String? = nil) {
            self.platform = platform
            self.introduced = introduced
            self.deprecated = deprecated
        }
    }

    /// An Apple documentation page that states the fact.
    public struct Citation: Hashable, Sendable, Codable {
        public var title: String
        public var url: String

        public init(_ title: String, _ url: String) {
            self.title = title
            self.url = url
        }
    }

    public var symbol: String
    public var kind: Kind
    public var owner: Owner
    /// The type the member belongs to (`Transaction` for `Transaction.offer`), or `nil` for a type.
    public var ownerType: String?
    /// The offer concept: an ``OfferType`` raw value, or `offer`, `payment`, `merchandising`,
    /// `promotedPurchase`, `signature`.
    public var concept: String
    /// Availability on each platform Apple's page lists, in ``Platform`` order; a platform that is not
    /// listed does not have the symbol. Empty for web-service symbols and where Apple's page was not read
    /// (``availabilityConfirmed`` is then `false`).
    public var availability: [Availability]
    /// Whether ``availability`` was read from Apple's documentation page (``citations``).
    public var availabilityConfirmed: Bool
    /// For web-service symbols: the API version that introduced the field or resource
    /// (`App Store Server API 1.10`), when Apple states it.
    public var serviceVersion: String?
    public var deprecated: Bool
    /// Where the corpus states the fact: `document:line` (paths relative to `Corpus/`); `nil` for a
    /// symbol the corpus does not mention but the model needs (Apple's pages in ``citations``).
    public var source: String?
    /// Apple's documentation pages for the symbol.
    public var citations: [Citation]

    public init(symbol: String, kind: Kind, owner: Owner, ownerType: String?, concept: String,
                availability: [Availability] = [], availabilityConfirmed: Bool = false, serviceVersion: String? = nil,
                deprecated: Bool = false, source: String?, citations: [Citation] = []) {
        self.symbol = symbol
        self.kind = kind
        self.owner = owner
        self.ownerType = ownerType
        self.concept = concept
        self.availability = availability.sorted {
            Platform.allCases.firstIndex(of: $0.platform)! < Platform.allCases.firstIndex(of: $1.platform)!
        }
        self.availabilityConfirmed = availabilityConfirmed
        self.serviceVersion = serviceVersion
        self.deprecated = deprecated
        self.source = source
        self.citations = citations
    }

    /// The version that introduced the symbol on `platform`, or `nil` when it is not available there.
    public func introduced(on platform: Platform) -> String? {
        availability.first { $0.platform == platform }?.introduced
    }
}
