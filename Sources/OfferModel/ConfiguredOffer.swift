/// An offer as a `.storekit` file configures it for one subscription.
public struct ConfiguredOffer: Hashable, Sendable, Codable {
    /// `nil` for an introductory offer, and for an offer code saved without `offerID`.
    public var id: String?
    public var type: OfferType
    public var referenceName: String?
    public var paymentMode: PaymentMode
    public var period: String
    public var periodCount: Int
    public var displayPrice: String?
    /// The billing plan the offer applies to (`billingPlanType`: `BILLED_UPFRONT`, `MONTHLY`), when set.
    public var billingPlanType: String?
    /// Offer codes only: the customers who may redeem (`new`, `existing`, `expired`).
    public var customerEligibility: [String]?
    /// Offer codes only: whether the code stacks with an introductory offer (`isStackable`).
    public var isStackable: Bool?
    /// Win-back offers only: minimum paid months, months since last subscribed (min, max), wait.
    public var minPaidMonths: Int?
    public var monthsSinceLastSubscribed: [Int]?
    public var waitBetweenOffersMonths: Int?
}
