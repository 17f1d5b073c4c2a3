/// A subscription product with the offers StoreKit lists for it.
public struct MerchandisedProduct: Hashable, Sendable {
    public var id: String
    public var introductoryOffer: SubscriptionOfferInfo?
    public var winBackOffers: [SubscriptionOfferInfo]

    public init(id: String, introductoryOffer: SubscriptionOfferInfo? = nil, winBackOffers: [SubscriptionOfferInfo] = []) {
        self.id = id
        self.introductoryOffer = introductoryOffer
        self.winBackOffers = winBackOffers
    }
}
