/// A `PurchaseIntent` (iOS 16.4): a purchase the customer started on the App Store, with the win-back
/// offer it includes (the optional `offer` member, iOS 18.0 / macOS 15.0; seed 000 line 150).
public struct PurchaseIntentModel: Hashable, Sendable {
    public var productID: String
    public var offer: SubscriptionOfferInfo?

    public init(productID: String, offer: SubscriptionOfferInfo? = nil) {
        self.productID = productID
        self.offer = offer
    }

    /// The purchase options the app adds when completing the intent: `.winBackOffer(offer)` only when the
    /// intent carries a win-back offer (as in the session's 25:26 listing).
    public var purchaseOptions: [String] {
        guard let offer, offer.type == .winBack, let id = offer.id else { return [] }
        return ["winBackOffer(\(id))"]
    }
}
