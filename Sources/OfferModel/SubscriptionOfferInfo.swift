/// A subscription offer as StoreKit presents it (`Product.SubscriptionOffer`): id, type, payment mode, period.
public struct SubscriptionOfferInfo: Hashable, Sendable, Codable {
    /// `nil` for an introductory offer, which has no id in StoreKit.
    public var id: String?
    public var type: OfferType
    public var paymentMode: PaymentMode
    public var period: String
    public var periodCount: Int

    public init(id: String?, type: OfferType, paymentMode: PaymentMode, period: SubscriptionPeriod, periodCount: Int = 1) {
        self.id = id
        self.type = type
        self.paymentMode = paymentMode
        self.period = period.description
        self.periodCount = periodCount
    }

    /// The parsed period (the initializer only stores valid periods).
    public var subscriptionPeriod: SubscriptionPeriod { SubscriptionPeriod(iso8601: period)! }
}
