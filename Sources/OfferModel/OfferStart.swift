/// When a subscription offer's period begins.
public enum OfferStart: String, Hashable, Sendable, Codable {
    /// The purchase triggers a billing event and the offer applies at once.
    case immediately
    /// The offer period starts on the next renewal date.
    case nextRenewalDate
    /// The offer period starts at the next scheduled billing event.
    case nextBillingEvent
}
