/// The merchandising decision of the session's sample `shouldShowMerchandising(for:productIDs:)`
/// (seed 000 line 164, narrated on lines 119–129).
public enum MerchandisingDecision: Hashable, Sendable {
    case hidden
    /// Products to show, each with the offer to show with it (if any).
    case visible([ProductWithOffer])

    /// A product and the offer shown with it.
    public struct ProductWithOffer: Hashable, Sendable {
        public var product: String
        public var offer: SubscriptionOfferInfo?
    }

    /// Decides as the sample does: hidden when an entitling status will auto-renew; else every product
    /// with its introductory offer when the customer is eligible for one; else, when the purchased
    /// status' renewal info lists eligible win-back offers, every product with the first (best) of them
    /// where the product has it; else the plain products.
    public static func decide(statuses: [SubscriptionStatusSnapshot], isEligibleForIntroOffer: Bool,
                              products: [MerchandisedProduct]) -> MerchandisingDecision {
        let entitled = statuses.filter(\.isEntitled)
        if entitled.contains(where: \.willAutoRenew) { return .hidden }
        if isEligibleForIntroOffer {
            return .visible(products.map { ProductWithOffer(product: $0.id, offer: $0.introductoryOffer) })
        }
        let purchased = statuses.first { $0.ownership == .purchased }
        if let best = purchased?.eligibleWinBackOfferIDs.first {
            return .visible(products.map { p in ProductWithOffer(product: p.id, offer: p.winBackOffers.first { $0.id == best }) })
        }
        return .visible(products.map { ProductWithOffer(product: $0.id, offer: nil) })
    }
}
