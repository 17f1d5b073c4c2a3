/// An offer as a `.storekit` file configures it for one subscription.
public struct ConfiguredOffer: Hashable, Sendable, Codable {
    /// `nil` for an introductory offer.
    public var id: String?
    public var type: OfferType
    public var referenceName: String?
    public var paymentMode: PaymentMode
    public var period: String
    public var periodCount: Int
    public var displayPrice: String?
    /// Win-back offers only: minimum paid months, months since last subscribed (min, max), wait.
    public var minPaidMonths: Int?
    public var monthsSinceLastSubscribed: [Int]?
    public var waitBetweenOffersMonths: Int?
}
