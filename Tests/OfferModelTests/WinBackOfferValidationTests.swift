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
            "eligibility.minPaidMonths: '25' is not one of 1–24, 36, 48, 60",
            "eligibility.monthsSinceLastSubscribed.max: '3' is less than the minimum '6'",
            "eligibility.waitBetweenOffersMonths: '1' is not between 2 and 24",
        ])
    }

    @Test func startDateIsRequired() throws {
        var offer = basicFreeMonth()
        offer.startDate = nil
        #expect(throws: ModelError.invalidConfiguration(["startDate: a start date is required"])) { try offer.validate() }
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
}
