/// Why a customer is not eligible for an offer at a date.
public enum EligibilityReason: String, CaseIterable, Codable, Sendable {
    /// The customer has an active subscription in the group (for an introductory offer: also one in
    /// billing retry, and any upgrade, downgrade or crossgrade).
    case activeSubscription
    /// The subscription is in billing retry or a Billing Grace Period (win-back offers).
    case billingRetry
    case neverSubscribed
    /// The win-back offer is configured on another product than the customer's most recent subscription.
    case notMostRecentProduct
    /// The customer already redeemed an introductory offer in the group.
    case introductoryOfferRedeemed
    case insufficientPaidDuration
    case tooSoonSinceLastSubscribed
    case tooLongSinceLastSubscribed
    case waitBetweenOffers
    case offerNotActive
    case territoryNotIncluded
}
