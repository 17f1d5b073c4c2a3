/// Promotional offer eligibility: promotional offers go to existing or previous subscribers of the
/// subscription group, never to a customer who never subscribed (Apple, *Providing subscription offers*;
/// see `Documentation/OfferModel.md`). Whether a given subscriber gets one is the app's choice: the app
/// signs the offer for the customers it selects.
public enum PromotionalOfferEligibility {
    /// The reasons the customer cannot get a promotional offer on `day`: `neverSubscribed` when the
    /// history up to `day` has no service in the group (empty when eligible).
    /// - Complexity: O(*n* log *n*) for *n* events.
    public static func reasons(events: [SubscriptionEvent], on day: Day) -> [EligibilityReason] {
        let history = CustomerHistory(events: events, offers: [:], asOf: day)
        return history.segments.isEmpty ? [.neverSubscribed] : []
    }
}
