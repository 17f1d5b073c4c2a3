/// An auto-renewable subscription with its level in the group and its offers.
public struct SubscriptionProduct: Hashable, Sendable, Codable {
    public var productID: String
    public var referenceName: String?
    /// The level in the group (`groupNumber`; 1 is the highest level of service).
    public var level: Int?
    public var period: String
    public var displayPrice: String?
    public var familyShareable: Bool?
    /// Billing plans (`billingPlans`), when the file has them.
    public var billingPlans: [BillingPlan]
    /// Introductory offers: `introductoryOffer`, and one per billing plan in `introductoryOffers`
    /// (an entry that repeats `introductoryOffer` is read once).
    public var introductoryOffers: [ConfiguredOffer]
    /// Promotional offers (`adHocOffers`).
    public var promotionalOffers: [ConfiguredOffer]
    /// Offer codes (`codeOffers`).
    public var offerCodes: [ConfiguredOffer]
    /// Win-back offers (`winbackOffers`).
    public var winBackOffers: [ConfiguredOffer]

    /// The first introductory offer.
    public var introductoryOffer: ConfiguredOffer? { introductoryOffers.first }

    /// Every offer of the product: introductory, promotional, offer codes, win-back.
    public var allOffers: [ConfiguredOffer] { introductoryOffers + promotionalOffers + offerCodes + winBackOffers }
}
