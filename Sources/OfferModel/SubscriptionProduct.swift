/// An auto-renewable subscription with its level in the group and its offers.
public struct SubscriptionProduct: Hashable, Sendable, Codable {
    public var productID: String
    public var referenceName: String?
    /// The level in the group (`groupNumber`; 1 is the highest level of service).
    public var level: Int?
    public var period: String
    public var displayPrice: String?
    public var introductoryOffer: ConfiguredOffer?
    /// Promotional offers (`adHocOffers`).
    public var promotionalOffers: [ConfiguredOffer]
    /// Offer codes (`codeOffers`).
    public var offerCodes: [ConfiguredOffer]
    /// Win-back offers (`winbackOffers`).
    public var winBackOffers: [ConfiguredOffer]
}
