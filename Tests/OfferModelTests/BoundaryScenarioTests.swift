import Testing

@testable import OfferModel

/// Scenarios at each boundary of the rules, each citing where the rule is stated: the seed corpus
/// (`Corpus/` document:line) and Apple's documentation (title; URLs in `Documentation/OfferModel.md`).
struct BoundaryScenarioTests {
    func winBack(
        _ offer: WinBackOffer, _ history: [SubscriptionEvent], on day: String,
        territory: String = "USA"
    ) -> EligibilityResult {
        WinBackEligibility.evaluate(offer: offer, events: history, territory: territory, asOf: Day(day)!)
    }

    func winBack(_ history: [SubscriptionEvent], on day: String) -> EligibilityResult {
        winBack(basicFreeMonth(), history, on: day)
    }

    static let threePaidMonths = events([("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-04-01", .lapse)])

    /// 000:63–66; Apple, *Supporting win-back offers in your app*: eligibility on the paid subscription duration.
    @Test(arguments: [("2024-04-01", 3, [EligibilityReason]()), ("2024-03-31", 2, [.insufficientPaidDuration])])
    func paidDurationExactlyMetOrOneDayShort(lapse: String, months: Int, reasons: [EligibilityReason]) {
        let history = events([("2024-01-01", .subscribe(product: "basic_monthly")), (lapse, .lapse)])
        let result = winBack(history, on: "2024-08-01")
        #expect(result.paidMonths == months)
        #expect(result.reasons == reasons)
    }

    /// 000:72–74; Apple, *Supporting win-back offers in your app*: time since the subscription expired.
    /// Exactly 2 months after the lapse is eligible, one day short is not.
    @Test(arguments: [("2024-06-01", [EligibilityReason]()), ("2024-05-31", [.tooSoonSinceLastSubscribed])])
    func timeSinceExactlyTwoMonthsOrOneDayShort(day: String, reasons: [EligibilityReason]) {
        #expect(winBack(Self.threePaidMonths, on: day).reasons == reasons)
    }

    /// 000:67 and the App Store Connect maximum of 24 months: eligible through the 24th month, not after.
    @Test(arguments: [("2026-04-30", [EligibilityReason]()), ("2026-05-01", [.tooLongSinceLastSubscribed])])
    func timeSinceLastDayOfTheMaximum(day: String, reasons: [EligibilityReason]) {
        let history = events([("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-04-01", .lapse)])
        #expect(winBack(history, on: day).reasons == reasons)
    }

    /// 000:75–80 (the wait runs from the end of the offer period): the wait's last day and the first day after.
    @Test(arguments: [("2024-12-31", [EligibilityReason.waitBetweenOffers]), ("2025-01-01", [])])
    func waitLastAndFirstDays(day: String, reasons: [EligibilityReason]) {
        #expect(winBack(destinationVideoHistory, on: day).reasons == reasons)
    }

    /// 000:66 (plan changes keep the run); Apple's paid duration is the most recent consecutive paid months
    /// across upgrades and downgrades. Upgrade then downgrade: one run of 4 months.
    @Test func upgradeAndDowngradeKeepOneRun() {
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-02-01", .switch(product: "premium_monthly")),
            ("2024-04-01", .switch(product: "basic_monthly")), ("2024-05-01", .lapse),
        ])
        let result = winBack(history, on: "2024-07-01")
        #expect(result.paidMonths == 4)
        #expect(result.eligible)
    }

    /// A gap ends the run: only the months after the resubscription count (000:63–66, "most recent").
    @Test func aGapStartsANewRun() {
        let history = events([
            ("2023-01-01", .subscribe(product: "basic_monthly")), ("2023-12-01", .lapse),
            ("2024-02-01", .subscribe(product: "basic_monthly")), ("2024-04-01", .lapse),
        ])
        #expect(winBack(history, on: "2024-06-01").paidMonths == 2)
    }

    /// Free months are not paid (a free-trial offer period ends the run); discounted months are (000:63–66;
    /// Apple, *Implementing introductory offers in your app*: free trial, pay as you go, pay up front).
    @Test(arguments: [
        (PaymentMode.freeTrial, 2, [EligibilityReason.insufficientPaidDuration]),
        (.payUpFront, 4, []),
    ])
    func freeMonthsDoNotCountDiscountedMonthsDo(mode: PaymentMode, months: Int, reasons: [EligibilityReason]) {
        let offer = basicFreeMonth(mode: mode, wait: nil)
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-02-01", .redeem(offer: "basic_free_month")),
            ("2024-03-01", .renew), ("2024-05-01", .lapse),
        ])
        let result = winBack(offer, history, on: "2024-08-01")
        #expect(result.paidMonths == months)
        #expect(result.reasons == reasons)
    }

    /// The end date is exclusive: an offer ending on 2025-01-02 is still live on the customer's first
    /// eligible day 2025-01-01; one ending on 2025-01-01 ends before the customer qualifies.
    @Test(arguments: [("2025-01-02", "2025-01-01" as String?), ("2025-01-01", nil)])
    func offerEndingBeforeTheCustomerQualifies(end: String, first: String?) {
        let result = winBack(basicFreeMonth(end: end), destinationVideoHistory, on: "2024-12-15")
        #expect(result.firstEligibleDate == first)
    }

    /// Apple, *eligibleWinBackOfferIDs*: offers configured for the customer's most recent subscription in
    /// the group. Churned from Premium, the offer on Basic does not apply.
    @Test func offerOnAnotherProductThanTheMostRecent() {
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-02-01", .switch(product: "premium_monthly")),
            ("2024-05-01", .lapse),
        ])
        let result = winBack(history, on: "2024-08-01")
        #expect(result.reasons == [.notMostRecentProduct])
        #expect(result.firstEligibleDate == nil)
        #expect(
            winBack(destinationVideoHistory, on: "2025-01-01").eligible, "downgraded to Basic: Basic's offer applies")
    }

    // MARK: Billing retry and grace period

    /// Apple, *eligibleWinBackOfferIDs*: subscriptions in a Billing Grace Period or billing retry state are
    /// not eligible; *Supporting win-back offers in your app*: churned = expired and not auto-renewing.
    @Test(arguments: [("2024-04-10", 16 as Int?), ("2024-04-20", 16), ("2024-05-20", nil)])
    func billingRetryOrGraceIsNotEligible(day: String, grace: Int?) {
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-04-01", .billingRetry(gracePeriodDays: grace)),
        ])
        let result = winBack(history, on: day)
        #expect(result.reasons == [.billingRetry])
        #expect(result.firstEligibleDate == nil)
        #expect(result.monthsSinceLastSubscribed == nil)
    }

    /// App Store Connect Help, *Enable Billing Grace Period*: recovered within the grace period, no
    /// interruption to the days of paid service: the run goes on and counts the grace days as paid.
    @Test func billingRetryRecoveredInTheGracePeriodKeepsTheRun() {
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-03-01", .billingRetry(gracePeriodDays: 16)),
            ("2024-03-10", .recovered), ("2024-05-01", .lapse),
        ])
        let result = winBack(history, on: "2024-07-01")
        #expect(result.paidMonths == 4)
        #expect(result.eligible)
    }

    /// Without a grace period the days of paid service pause until Apple collects payment (same page): the
    /// run goes on, the 14 days without service are not counted (4 months minus 14 days = 3 whole months).
    @Test func billingRetryRecoveredLaterPausesTheRun() {
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-03-01", .billingRetry(gracePeriodDays: nil)),
            ("2024-03-15", .recovered), ("2024-05-01", .lapse),
        ])
        let result = winBack(history, on: "2024-07-01")
        #expect(result.paidMonths == 3)
        #expect(result.eligible)
        #expect(winBack(history, on: "2024-03-20").reasons == [.activeSubscription])
    }

    /// A retry that expires is an involuntary churn: the service ended when the grace period did, and the
    /// time since last subscribed runs from there.
    @Test func billingRetryThatExpiresIsAChurn() {
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-04-01", .billingRetry(gracePeriodDays: 16)),
            ("2024-05-31", .expire),
        ])
        let during = winBack(history, on: "2024-05-30")
        #expect(during.reasons == [.billingRetry])
        let after = winBack(history, on: "2024-06-01")
        #expect(after.reasons == [.tooSoonSinceLastSubscribed])
        #expect(after.paidMonths == 3)
        #expect(after.firstEligibleDate == "2024-06-17", "two months after the grace period ended on 2024-04-17")
    }

    // MARK: Refunds

    /// App Store Server API, *revocationDate* and the `REFUND` notification: a refund revokes the
    /// transaction of one billing period on its revocation date. The refunded period is not paid, so the
    /// paid run ends where it began (choice: Apple's paid duration counts what the customer paid for),
    /// and service ends on the revocation date.
    @Test(arguments: [("2024-04-01", 3, [EligibilityReason]()), ("2024-03-01", 2, [.insufficientPaidDuration])])
    func refundOfTheLastBillingPeriodEndsThePaidRunWhereItBegan(
        periodStart: String, months: Int, reasons: [EligibilityReason]
    ) {
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-04-10", .refund(periodStart: Day(periodStart)!)),
        ])
        let result = winBack(history, on: "2024-06-10")
        #expect(result.paidMonths == months)
        #expect(result.reasons == reasons)
        #expect(result.monthsSinceLastSubscribed == 2, "the time since runs from the revocation date")
        #expect(winBack(history, on: "2024-04-09").reasons == [.activeSubscription])
    }

    /// A refund asked for after the subscription lapsed: the service had ended, the refunded period still
    /// stops counting as paid, and the time since last subscribed still runs from the lapse.
    @Test func refundAfterALapseMakesThatPeriodUnpaid() {
        let lapsed = events([("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-04-01", .lapse)])
        #expect(winBack(lapsed, on: "2024-06-01").eligible)
        let refunded = lapsed + events([("2024-04-15", .refund(periodStart: Day("2024-03-01")!))])
        let result = winBack(refunded, on: "2024-06-01")
        #expect(result.paidMonths == 2)
        #expect(result.reasons == [.insufficientPaidDuration])
        #expect(result.monthsSinceLastSubscribed == 2)
    }

    // MARK: Introductory offers

    static let intro = IntroductoryOffer(
        id: "intro_week", product: "basic_monthly", group: "streaming_pass",
        paymentMode: .freeTrial, period: SubscriptionPeriod(value: 1, unit: .week),
        territories: ["USA"])

    func introductory(_ history: [SubscriptionEvent], on day: String) -> EligibilityResult {
        IntroductoryOfferEligibility.evaluate(offer: Self.intro, events: history, territory: "USA", asOf: Day(day)!)
    }

    /// Apple, *Implementing introductory offers in your app*: customers who have not received an introductory
    /// offer in the group; existing subscribers (and so customers upgrading, downgrading or crossgrading) not.
    @Test func introductoryOfferForANewCustomer() {
        let result = introductory([], on: "2024-01-01")
        #expect(result.eligible)
        #expect(result.firstEligibleDate == "2024-01-01")
    }

    @Test func introductoryOfferForALapsedCustomerWhoNeverHadOne() {
        #expect(introductory(Self.threePaidMonths, on: "2024-06-01").eligible)
    }

    @Test func introductoryOfferForALapsedCustomerWhoHadOne() {
        let history = events([
            ("2024-01-01", .redeem(offer: "intro_week")), ("2024-01-08", .renew), ("2024-03-01", .lapse),
        ])
        let result = introductory(history, on: "2024-06-01")
        #expect(result.reasons == [.introductoryOfferRedeemed])
        #expect(result.firstEligibleDate == nil)
    }

    @Test func introductoryOfferForAnUpgradingCustomer() {
        let history = events([("2024-01-01", .subscribe(product: "premium_monthly"))])
        #expect(introductory(history, on: "2024-06-01").reasons == [.activeSubscription])
        let retrying = events([
            ("2024-01-01", .subscribe(product: "premium_monthly")),
            ("2024-05-01", .billingRetry(gracePeriodDays: nil)),
        ])
        #expect(introductory(retrying, on: "2024-06-01").reasons == [.activeSubscription])
    }

    @Test func everyReasonCanBeProduced() {
        let cases: [[EligibilityReason]] = [
            winBack(destinationVideoHistory, on: "2024-02-15").reasons,
            winBack(
                events([
                    ("2024-01-01", .subscribe(product: "basic_monthly")),
                    ("2024-02-01", .billingRetry(gracePeriodDays: 3)),
                ]), on: "2024-02-02"
            ).reasons,
            winBack([], on: "2024-02-15").reasons,
            winBack(
                events([("2024-01-01", .subscribe(product: "premium_monthly")), ("2024-02-01", .lapse)]),
                on: "2024-05-01"
            ).reasons,
            introductory(
                events([("2024-01-01", .redeem(offer: "intro_week")), ("2024-02-01", .lapse)]), on: "2024-03-01"
            )
            .reasons,
            winBack(destinationVideoHistory, on: "2024-10-15").reasons,
            winBack(destinationVideoHistory, on: "2027-01-01").reasons,
            winBack(basicFreeMonth(end: "2024-03-01"), destinationVideoHistory, on: "2024-12-01", territory: "FRA")
                .reasons,
        ]
        let seen = Set(cases.flatMap { $0 })
        #expect(seen == Set(EligibilityReason.allCases), "missing \(Set(EligibilityReason.allCases).subtracting(seen))")
    }
}
