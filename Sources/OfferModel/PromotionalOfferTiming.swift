/// When a promotional offer takes effect, and what happens when a second offer arrives.
///
/// Source: seed 002 (Implementing subscription offers in your app) lines 124–134.
public enum PromotionalOfferTiming {
    /// When the offer period of a redeemed offer starts for the given kind of change.
    public static func start(for change: SubscriptionChange) -> OfferStart {
        switch change {
        case .newSubscription, .upgrade, .crossgrade(sameDuration: true): return .immediately
        case .downgrade, .crossgrade(sameDuration: false): return .nextRenewalDate
        case .sameSubscriptionDuringIntroductoryOffer: return .nextBillingEvent
        }
    }

    /// The offers in effect around the next billing event when `new` is redeemed while `current` runs:
    /// only one offer is active at a time; the current offer stays until the next billing event, where
    /// it is cancelled and the new one takes effect.
    /// - Returns: the offer active before and after `nextBillingEvent`.
    public static func replace(current: String?, with new: String, nextBillingEvent: Day)
        -> (untilNextBillingEvent: String?, fromNextBillingEvent: String, switchDay: Day) {
        (current, new, nextBillingEvent)
    }

    /// The offer active on `day` given redemptions (offer id and the billing event where each takes
    /// effect), applying the one-offer-at-a-time rule: the latest redemption whose start is on or
    /// before `day` wins; offers whose period ended (`end`) no longer apply.
    public static func activeOffer(on day: Day, redemptions: [(offer: String, effective: Day, end: Day)]) -> String? {
        redemptions.filter { $0.effective <= day && day < $0.end }.max { $0.effective < $1.effective }?.offer
    }
}
