import Testing
@testable import OfferModel

/// Builds events from a compact list.
func events(_ items: [(String, SubscriptionEvent.Kind)]) -> [SubscriptionEvent] {
    items.map { SubscriptionEvent(date: Day($0.0)!, kind: $0.1) }
}

func basicFreeMonth(start: String = "2024-01-01", end: String? = nil, mode: PaymentMode = .freeTrial,
                    wait: Int? = 6, territories: [String] = ["USA"]) -> WinBackOffer {
    WinBackOffer(
        referenceName: "Basic free month", id: "basic_free_month", product: "basic_monthly", group: "streaming_pass",
        paymentMode: mode, period: SubscriptionPeriod(value: 1, unit: .month), startDate: Day(start),
        endDate: end.flatMap(Day.init), territories: territories,
        eligibility: WinBackEligibilityCriteria(minPaidMonths: 3, minMonthsSinceLastSubscribed: 2,
                                                maxMonthsSinceLastSubscribed: 24, waitBetweenOffersMonths: wait))
}

let destinationVideoHistory = events([
    ("2024-01-01", .subscribe(product: "premium_monthly")),
    ("2024-02-01", .switch(product: "basic_monthly")),
    ("2024-04-01", .lapse),
    ("2024-06-01", .redeem(offer: "basic_free_month")),
    ("2024-07-01", .renew),
    ("2024-10-01", .lapse),
])

struct WinBackEligibilityTests {
    func evaluate(_ offer: WinBackOffer = basicFreeMonth(), _ history: [SubscriptionEvent] = destinationVideoHistory,
                  territory: String = "USA", on day: String) -> EligibilityResult {
        WinBackEligibility.evaluate(offer: offer, events: history, territory: territory, asOf: Day(day)!)
    }

    @Test func issueScenarioWaitsBetweenOffersUntilNewYear() {
        let result = evaluate(on: "2024-12-15")
        #expect(result.eligible == false)
        #expect(result.reasons == [.waitBetweenOffers])
        #expect(result.firstEligibleDate == "2025-01-01")
        #expect(result.paidMonths == 3)
        #expect(result.monthsSinceLastSubscribed == 2)
    }

    @Test(arguments: [
        ("2024-02-15", [EligibilityReason.activeSubscription], nil as String?),
        ("2024-04-01", [.tooSoonSinceLastSubscribed], "2024-06-01"),
        ("2024-05-31", [.tooSoonSinceLastSubscribed], "2024-06-01"),
        ("2024-06-15", [.activeSubscription, .waitBetweenOffers], nil),
        ("2024-10-01", [.tooSoonSinceLastSubscribed, .waitBetweenOffers], "2025-01-01"),
        ("2024-12-01", [.waitBetweenOffers], "2025-01-01"),
        ("2025-01-01", [], "2025-01-01"),
        ("2026-10-31", [], "2026-10-31"),
        ("2026-11-01", [.tooLongSinceLastSubscribed], nil),
    ])
    func destinationVideoTimeline(day: String, reasons: [EligibilityReason], first: String?) {
        let result = evaluate(on: day)
        #expect(result.reasons == reasons, "on \(day)")
        #expect(result.eligible == reasons.isEmpty)
        #expect(result.firstEligibleDate == first, "first eligible date from \(day)")
    }

    @Test func eligibleTwoMonthsAfterTheFirstCancellation() {
        // The state at the end of the day is judged: on 2024-06-01 itself the full history shows the redemption.
        let result = evaluate(basicFreeMonth(), Array(destinationVideoHistory.prefix(3)), on: "2024-06-01")
        #expect(result.eligible)
        #expect(result.firstEligibleDate == "2024-06-01")
        #expect(evaluate(on: "2024-06-01").reasons == [.activeSubscription, .waitBetweenOffers])
    }

    @Test func neverSubscribedCustomerIsNotEligible() {
        let result = evaluate(basicFreeMonth(), [], on: "2024-12-15")
        #expect(result.reasons == [.neverSubscribed])
        #expect(result.firstEligibleDate == nil)
    }

    @Test func shortPaidRunIsInsufficient() {
        let history = events([("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-03-01", .lapse)])
        let result = evaluate(basicFreeMonth(), history, on: "2024-06-01")
        #expect(result.reasons == [.insufficientPaidDuration])
        #expect(result.paidMonths == 2)
        #expect(result.firstEligibleDate == nil)
    }

    @Test func freeTrialEndsAPaidRun() {
        // Two paid months, a free-trial offer month, two more paid months: the last run is 2 months.
        let offer = basicFreeMonth(wait: nil)
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")),
            ("2024-03-01", .redeem(offer: "basic_free_month")),
            ("2024-04-01", .renew),
            ("2024-06-01", .lapse),
        ])
        #expect(evaluate(offer, history, on: "2024-09-01").reasons == [.insufficientPaidDuration])
    }

    @Test func discountedOfferPeriodCountsAsPaid() {
        let offer = basicFreeMonth(mode: .payAsYouGo, wait: nil)
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")),
            ("2024-03-01", .redeem(offer: "basic_free_month")),
            ("2024-04-01", .renew),
            ("2024-06-01", .lapse),
        ])
        let result = evaluate(offer, history, on: "2024-09-01")
        #expect(result.reasons == [])
        #expect(result.paidMonths == 5)
    }

    @Test func switchingPlansKeepsTheRun() {
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")),
            ("2024-02-01", .switch(product: "premium_monthly")),
            ("2024-03-01", .switch(product: "premium_yearly")),
            ("2024-04-15", .lapse),
        ])
        let result = evaluate(basicFreeMonth(), history, on: "2024-07-01")
        #expect(result.paidMonths == 3)
        // The run counts; the offer is on Basic and the customer's most recent subscription is Premium yearly.
        #expect(result.reasons == [.notMostRecentProduct])
    }

    @Test func offerPeriodWithoutRenewEventRenewsAutomatically() {
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")),
            ("2024-04-01", .lapse),
            ("2024-06-01", .redeem(offer: "basic_free_month")),
            ("2024-10-01", .lapse),
        ])
        #expect(evaluate(basicFreeMonth(), history, on: "2024-12-15").reasons == [.waitBetweenOffers])
        #expect(evaluate(basicFreeMonth(), history, on: "2024-08-01").reasons == [.activeSubscription, .waitBetweenOffers])
    }

    @Test func offerMustBeActiveOnTheDate() {
        let early = evaluate(basicFreeMonth(start: "2025-03-01"), on: "2024-12-15")
        #expect(early.reasons == [.waitBetweenOffers, .offerNotActive])
        #expect(early.firstEligibleDate == "2025-03-01")
        let ended = evaluate(basicFreeMonth(end: "2024-12-01"), on: "2024-12-15")
        #expect(ended.reasons == [.waitBetweenOffers, .offerNotActive])
        #expect(ended.firstEligibleDate == nil)
        let endsBeforeWaitIsOver = evaluate(basicFreeMonth(end: "2025-01-01"), on: "2024-12-15")
        #expect(endsBeforeWaitIsOver.firstEligibleDate == nil)
    }

    @Test func territoryMustBeListed() {
        let result = evaluate(basicFreeMonth(territories: ["USA", "JPN"]), territory: "CHN", on: "2025-02-01")
        #expect(result.reasons == [.territoryNotIncluded])
        #expect(result.firstEligibleDate == nil)
        #expect(evaluate(basicFreeMonth(territories: ["USA", "JPN"]), territory: "JPN", on: "2025-02-01").eligible)
    }

    @Test func eventsAfterTheDateAreIgnored() {
        // On 2024-05-01 the later redemption has not happened yet.
        #expect(evaluate(on: "2024-05-01").reasons == [.tooSoonSinceLastSubscribed])
    }
}
