import Testing

@testable import OfferModel

/// App Store Connect Help, *Set up win-back offers*: at most 350 win-back offers per subscription and at
/// most 5 running at a time per storefront, per subscription.
struct WinBackOfferLimitsTests {
    func offer(
        _ i: Int, start: String = "2025-01-01", end: String? = nil, territories: [String] = ["USA"],
        product: String = "basic_monthly"
    ) -> WinBackOffer {
        var o = basicFreeMonth(start: start, end: end, territories: territories)
        o.id = "offer_\(i)"
        o.product = product
        return o
    }

    @Test func fiveLiveOffersAreAllowedASixthIsNot() {
        let five = (1...5).map { offer($0) }
        #expect(WinBackOfferLimits.messages(for: five) == [])
        #expect(
            WinBackOfferLimits.messages(for: five + [offer(6, start: "2025-03-01", territories: ["JPN", "USA"])]) == [
                "product 'basic_monthly', territory 'USA': 6 win-back offers run on 2025-03-01;"
                    + " App Store Connect allows at most 5 at a time per storefront"
            ])
    }

    @Test func anOfferEndingOnADayFreesItsPlaceThatDay() {
        let four = (1...4).map { offer($0) }
        let ending = offer(5, end: "2025-03-01")
        #expect(WinBackOfferLimits.messages(for: four + [ending, offer(6, start: "2025-03-01")]) == [])
        #expect(WinBackOfferLimits.messages(for: four + [ending, offer(6, start: "2025-02-28")]).count == 1)
    }

    @Test func limitsArePerSubscriptionAndPerStorefront() {
        let usa = (1...5).map { offer($0) }
        let japan = (6...10).map { offer($0, territories: ["JPN"]) }
        let premium = (11...15).map { offer($0, product: "premium_monthly") }
        #expect(WinBackOfferLimits.messages(for: usa + japan + premium) == [])
    }

    @Test func atMost350OffersPerSubscription() {
        let offers = (1...351).map { offer($0, start: "2025-01-01", end: "2025-01-05") }
            .enumerated().map { i, o in
                var o = o
                o.startDate = Day("2020-01-01")!.adding(days: 5 * i)
                o.endDate = o.startDate!.adding(days: 4)
                return o
            }
        #expect(
            WinBackOfferLimits.messages(for: offers) == [
                "product 'basic_monthly': 351 win-back offers; App Store Connect allows at most 350 per subscription"
            ])
        #expect(WinBackOfferLimits.messages(for: Array(offers.prefix(350))) == [])
    }
}
