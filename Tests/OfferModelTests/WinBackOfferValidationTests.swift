import Foundation
import Testing
@testable import OfferModel

struct WinBackOfferValidationTests {
    @Test func validOfferHasNoMessages() {
        #expect(basicFreeMonth().validationMessages() == [])
    }

    @Test func reportsOneMessagePerBrokenField() {
        var offer = basicFreeMonth(start: "2024-05-01", end: "2024-04-01", territories: [])
        offer.referenceName = ""
        offer.id = ""
        offer.periodCount = 0
        offer.price = Decimal(string: "4.99")
        offer.eligibility = WinBackEligibilityCriteria(minPaidMonths: 25, minMonthsSinceLastSubscribed: 6,
                                                       maxMonthsSinceLastSubscribed: 3, waitBetweenOffersMonths: 1)
        #expect(offer.validationMessages() == [
            "referenceName: must not be empty",
            "id: must not be empty",
            "periodCount: '0' must be at least 1",
            "price: a free trial has no price, got '4.99'",
            "endDate: '2024-04-01' must be after the start date '2024-05-01'",
            "territories: at least one territory is required",
            "eligibility.minPaidMonths: '25' is not one of 1–24, 36, 48, 60 (App Store Connect's paid subscription duration)",
            "eligibility.monthsSinceLastSubscribed.max: '3' is less than the minimum '6'",
            "eligibility.waitBetweenOffersMonths: '1' is not between 2 and 24 (App Store Connect's wait between offers)",
        ])
    }

    @Test func startDateIsRequired() throws {
        var offer = basicFreeMonth()
        offer.startDate = nil
        #expect(throws: ModelError.invalidConfiguration(["startDate: a start date is required to publish the offer in App Store Connect"])) { try offer.validate() }
    }

    @Test(arguments: [1, 12, 24, 36, 48, 60])
    func acceptsAppStoreConnectPaidDurations(_ months: Int) {
        var offer = basicFreeMonth()
        offer.eligibility.minPaidMonths = months
        #expect(offer.validationMessages() == [])
    }

    @Test(arguments: [0, 25, 30, 61])
    func rejectsOtherPaidDurations(_ months: Int) {
        var offer = basicFreeMonth()
        offer.eligibility.minPaidMonths = months
        #expect(offer.validationMessages().count == 1)
    }

    @Test func rejectsTerritoriesThatAreNotAlpha3Codes() {
        #expect(basicFreeMonth(territories: ["US"]).validationMessages() == ["territories: 'US' is not an ISO 3166-1 alpha-3 code"])
    }

    /// App Store Connect offers 3 days, 1 or 2 weeks, 1, 2, 3 or 6 months and 1 year.
    @Test(arguments: ["P3D", "P1W", "P2W", "P1M", "P2M", "P3M", "P6M", "P1Y"])
    func acceptsAppStoreConnectDurations(_ text: String) throws {
        var offer = basicFreeMonth()
        offer.period = try #require(SubscriptionPeriod(iso8601: text))
        #expect(offer.validationMessages() == [])
    }

    @Test(arguments: ["P1D", "P7D", "P3W", "P4M", "P12M", "P2Y"])
    func rejectsOtherDurationsNamingTheRule(_ text: String) throws {
        var offer = basicFreeMonth()
        offer.period = try #require(SubscriptionPeriod(iso8601: text))
        #expect(offer.validationMessages() == ["period: '\(text)' is not an offer duration App Store Connect offers"
            + " (P3D, P1W, P2W, P1M, P2M, P3M, P6M, P1Y)"])
    }

    /// App Store Connect's minimum window is 3 days; the end date is exclusive.
    @Test(arguments: [("2024-07-02", 1), ("2024-07-03", 2)])
    func rejectsWindowsShorterThanThreeDays(end: String, days: Int) {
        let offer = basicFreeMonth(start: "2024-07-01", end: end)
        #expect(offer.validationMessages() == ["endDate: '\(end)' leaves \(days) day(s) after the start date '2024-07-01';"
            + " App Store Connect requires an offer to run at least 3 days"])
        #expect(basicFreeMonth(start: "2024-07-01", end: "2024-07-04").validationMessages() == [])
    }

    /// App Store Connect's time since last subscribed runs from 1 to 24 months.
    @Test(arguments: [(0, 24), (1, 25), (0, 0)])
    func rejectsTimeSinceOutsideOneToTwentyFour(min: Int, max: Int) {
        var offer = basicFreeMonth()
        offer.eligibility.minMonthsSinceLastSubscribed = min
        offer.eligibility.maxMonthsSinceLastSubscribed = max
        let messages = offer.validationMessages()
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.hasSuffix("(App Store Connect's time since last subscribed)") })
    }

    @Test func rejectsAPeriodCountAboveTheModelsBound() {
        var offer = basicFreeMonth()
        offer.periodCount = 1000
        #expect(offer.validationMessages() == ["periodCount: '1000' is above the model's bound of 999"])
    }
}
