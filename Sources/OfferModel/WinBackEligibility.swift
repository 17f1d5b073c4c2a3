/// Evaluates win-back offer eligibility at a date.
public enum WinBackEligibility {
    /// The reasons the customer is not eligible for `offer` on `day` (empty when eligible).
    /// - Complexity: O(*n* log *n*) for *n* events.
    public static func reasons(offer: WinBackOffer, events: [SubscriptionEvent], territory: String, on day: Day) -> [EligibilityReason] {
        let history = CustomerHistory(events: events, offers: [offer.id: offer], asOf: day)
        return reasons(offer: offer, history: history, territory: territory, on: day)
    }

    static func reasons(offer: WinBackOffer, history: CustomerHistory, territory: String, on day: Day) -> [EligibilityReason] {
        var found: Set<EligibilityReason> = []
        let criteria = offer.eligibility
        if history.segments.isEmpty {
            found.insert(.neverSubscribed)
        } else if history.isInBillingRetry {
            found.insert(.billingRetry)
        } else if history.isActive(on: day) {
            found.insert(.activeSubscription)
        } else if let lapse = history.lastServiceEnd {
            if history.paidMonthsOfLastRun < criteria.minPaidMonths { found.insert(.insufficientPaidDuration) }
            let since = Day.wholeMonths(from: lapse, to: day)
            if since < criteria.minMonthsSinceLastSubscribed { found.insert(.tooSoonSinceLastSubscribed) }
            if since > criteria.maxMonthsSinceLastSubscribed { found.insert(.tooLongSinceLastSubscribed) }
        }
        if let product = history.mostRecentProduct, product != offer.product { found.insert(.notMostRecentProduct) }
        if let wait = criteria.waitBetweenOffersMonths,
           let previous = history.redemptions.last(where: { $0.offer == offer.id }),
           day < previous.end.adding(months: wait) {
            found.insert(.waitBetweenOffers)
        }
        if !isOfferActive(offer, on: day) { found.insert(.offerNotActive) }
        if !offer.territories.contains(territory) { found.insert(.territoryNotIncluded) }
        return EligibilityReason.allCases.filter(found.contains)
    }

    /// Whether `day` is inside the offer's start date (inclusive) and end date (exclusive).
    public static func isOfferActive(_ offer: WinBackOffer, on day: Day) -> Bool {
        guard let start = offer.startDate, start <= day else { return false }
        if let end = offer.endDate, day >= end { return false }
        return true
    }

    /// Evaluates eligibility on `asOf` and finds the first eligible day on or after it, assuming no
    /// events after `asOf`.
    ///
    /// Only three reasons clear with time alone (too soon, waiting between offers, an offer not yet
    /// started); the others never clear without new events and grow monotonically worse (too long,
    /// offer ended). So the first eligible day is the earliest day clearing the first three, if it is
    /// eligible at all. Billing retry, an active subscription and another product never clear without
    /// new events, so they give no first eligible day.
    /// - Complexity: O(*n* log *n*) for *n* events.
    public static func evaluate(offer: WinBackOffer, events: [SubscriptionEvent], territory: String, asOf: Day) -> EligibilityResult {
        let history = CustomerHistory(events: events, offers: [offer.id: offer], asOf: asOf)
        let now = reasons(offer: offer, history: history, territory: territory, on: asOf)
        var candidate = asOf
        if let lapse = history.lastServiceEnd, !history.isActive(on: asOf) {
            candidate = max(candidate, lapse.adding(months: offer.eligibility.minMonthsSinceLastSubscribed))
        }
        if let wait = offer.eligibility.waitBetweenOffersMonths,
           let previous = history.redemptions.last(where: { $0.offer == offer.id }) {
            candidate = max(candidate, previous.end.adding(months: wait))
        }
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
