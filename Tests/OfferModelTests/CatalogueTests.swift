import Testing
@testable import OfferModel

struct CatalogueTests {
    @Test func offerTypesHaveTheServerNumbers() {
        #expect(OfferType.allCases.map(\.serverOfferType) == [1, 2, 3, 4])
        #expect(OfferType(serverOfferType: 4) == .winBack)
        #expect(OfferType(serverOfferType: 5) == nil)
    }

    @Test func paymentModesHaveTheirThreeNames() {
        #expect(PaymentMode.allCases.map(\.storeKitName) == ["freeTrial", "payAsYouGo", "payUpFront"])
        #expect(PaymentMode.allCases.map(\.serverDiscountType) == ["FREE_TRIAL", "PAY_AS_YOU_GO", "PAY_UP_FRONT"])
        #expect(PaymentMode.allCases.map(\.storeKitConfigurationName) == ["free", "payAsYouGo", "payUpFront"])
        #expect(PaymentMode(anyName: "free") == .freeTrial)
        #expect(PaymentMode(anyName: "PAY_UP_FRONT") == .payUpFront)
        #expect(PaymentMode(anyName: "trial") == nil)
    }

    @Test(arguments: [("P3D", 3, "D"), ("P1W", 1, "W"), ("P1M", 1, "M"), ("P1Y", 1, "Y"), ("P6M", 6, "M")])
    func parsesISO8601Periods(text: String, value: Int, unit: String) throws {
        let period = try #require(SubscriptionPeriod(iso8601: text))
        #expect(period.value == value && period.unit.rawValue == unit)
        #expect(period.description == text)
    }

    @Test(arguments: ["P", "1M", "P0M", "P1X", "P-1M", "PM", "P1.5M"])
    func rejectsMalformedPeriods(_ text: String) {
        #expect(SubscriptionPeriod(iso8601: text) == nil)
    }

    @Test func comparesPeriodsByRealDuration() throws {
        let twoWeeks = SubscriptionPeriod(value: 2, unit: .week)
        let oneMonth = SubscriptionPeriod(value: 1, unit: .month)
        #expect(twoWeeks.isShorter(than: oneMonth))
        #expect(SubscriptionPeriod(value: 4, unit: .week).isShorter(than: oneMonth))
        #expect(SubscriptionPeriod(value: 12, unit: .month) == SubscriptionPeriod(value: 12, unit: .month))
        #expect(!SubscriptionPeriod(value: 12, unit: .month).isShorter(than: SubscriptionPeriod(value: 1, unit: .year)))
        #expect(SubscriptionPeriod(value: 3, unit: .day).end(startingOn: try #require(Day("2024-02-27"))).description == "2024-03-01")
    }
}
