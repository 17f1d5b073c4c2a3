/// Introductory offer eligibility: a customer who never had an introductory offer in the subscription
/// group and is not a current subscriber of it.
///
/// Apple: introductory offers go to customers who have not received one for the product or any product
/// of the same group (*Implementing introductory offers in your app*); existing subscribers, and so
/// customers upgrading, downgrading or crossgrading, are not eligible. See `Documentation/OfferModel.md`.
public enum IntroductoryOfferEligibility {
    /// Whether a customer may still get an introductory offer in `group`.
    /// - Parameter introductoryRedemptions: the groups in which the customer already redeemed an introductory offer.
    public static func isEligible(group: String, introductoryRedemptions: [String]) -> Bool {
        !introductoryRedemptions.contains(group)
    }

    /// The reasons the customer is not eligible for `offer` on `day` (empty when eligible).
    ///
    /// `activeSubscription` for a current subscriber of the group (a plan change is made by one, and a
    /// subscription in billing retry has not expired), `introductoryOfferRedeemed` when the history
    /// redeemed an introductory offer, `offerNotActive` outside the offer's dates and
    /// `territoryNotIncluded` for another territory.
    /// - Complexity: O(*n* log *n*) for *n* events.
    public static func reasons(offer: IntroductoryOffer, events: [SubscriptionEvent], territory: String,
                               on day: Day) -> [EligibilityReason] {
        let history = CustomerHistory(events: events, offers: [offer.id: offer], asOf: day)
        return reasons(offer: offer, history: history, territory: territory, on: day)
    }

    static func reasons(offer: IntroductoryOffer, history: CustomerHistory, territory: String,
                        on day: Day) -> [EligibilityReason] {
        var found: Set<EligibilityReason> = []
        if history.isInBillingRetry || history.isActive(on: day) { found.insert(.activeSubscription) }
        if history.redeemedIntroductoryOffer { found.insert(.introductoryOfferRedeemed) }
        if !offer.isAvailable(on: day) { found.insert(.offerNotActive) }
        if !offer.territories.contains(territory) { found.insert(.territoryNotIncluded) }
        return EligibilityReason.allCases.filter(found.contains)
    }

    /// Evaluates eligibility on `asOf` and finds the first eligible day on or after it, assuming no events
    /// after `asOf`: only an offer that has not started yet clears with time.
    /// - Complexity: O(*n* log *n*) for *n* events.
    public static func evaluate(offer: IntroductoryOffer, events: [SubscriptionEvent], territory: String,
                                asOf: Day) -> EligibilityResult {
        let history = CustomerHistory(events: events, offers: [offer.id: offer], asOf: asOf)
        let now = reasons(offer: offer, history: history, territory: territory, on: asOf)
        var candidate = asOf
        if let start = offer.startDate { candidate = max(candidate, start) }
        let later = reasons(offer: offer, history: history, territory: territory, on: candidate)
        let active = history.isInBillingRetry || history.isActive(on: asOf)
        let since = history.lastServiceEnd.flatMap { active ? nil : Day.wholeMonths(from: $0, to: asOf) }
        return EligibilityResult(
            asOf: asOf.description, eligible: now.isEmpty, reasons: now,
            firstEligibleDate: later.isEmpty ? candidate.description : nil,
            paidMonths: history.segments.isEmpty ? nil : history.paidMonthsOfLastRun,
            monthsSinceLastSubscribed: since)
    }
}
