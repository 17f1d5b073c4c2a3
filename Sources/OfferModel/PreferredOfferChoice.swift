/// Choosing the offer a `SubscriptionStoreView` shows among the eligible ones: the longest free trial,
/// else the first eligible offer (seed 000 lines 114–115 and the 20:15 code listing, line 161).
public enum PreferredOfferChoice {
    /// How free-trial periods are compared.
    public enum Comparison: String, Sendable, CaseIterable {
        /// By real duration (2 weeks < 1 month); what the session's prose means.
        case realDuration
        /// By `period.value` only, as the session's sample code does (`lhs.period.value < rhs.period.value`),
        /// so 2 weeks beats 1 month.
        case periodValue
    }

    /// The preferred offer, or `nil` when none is eligible.
    ///
    /// Ties keep the earlier offer under `.realDuration` and the later one under `.periodValue`
    /// (Swift's `max(by:)` returns the last of equal maxima).
    public static func choose(_ eligible: [SubscriptionOfferInfo], comparison: Comparison = .realDuration) -> SubscriptionOfferInfo? {
        let trials = eligible.filter { $0.paymentMode == .freeTrial }
        let best: SubscriptionOfferInfo?
        switch comparison {
        case .realDuration:
            best = trials.reduce(nil as SubscriptionOfferInfo?) { best, offer in
                guard let best else { return offer }
                return trialDays(best) < trialDays(offer) ? offer : best
            }
        case .periodValue:
            best = trials.max { $0.subscriptionPeriod.value < $1.subscriptionPeriod.value }
        }
        return best ?? eligible.first
    }

    static func trialDays(_ offer: SubscriptionOfferInfo) -> Double {
        offer.subscriptionPeriod.meanDays * Double(offer.periodCount)
    }
}
