/// Why a customer is not eligible for a win-back offer at a date.
public enum EligibilityReason: String, CaseIterable, Codable, Sendable {
    case activeSubscription
    case neverSubscribed
    case insufficientPaidDuration
    case tooSoonSinceLastSubscribed
    case tooLongSinceLastSubscribed
    case waitBetweenOffers
    case offerNotActive
    case territoryNotIncluded
}
