import Foundation
import Testing

@testable import OfferModel

/// Hostile periods and counts (issue 16): date arithmetic never traps, and files with such values get a
/// located error instead of a crash.
struct DateArithmeticBoundsTests {
    static let start = Day("2024-01-31")!

    @Test(arguments: [Int.max, Int.max - 1, Int.max / 7, 1 << 62])
    func addingHugeDayCountsClampsToTheFuture(_ n: Int) {
        #expect(Self.start.adding(days: n) == .distantFuture)
        #expect(Self.start.adding(days: -n) == .distantPast)
    }

    @Test(arguments: [Int.max, Int.max / 12, Day.maximumYear * 24 + 1])
    func addingHugeMonthCountsClampsToTheFuture(_ n: Int) {
        #expect(Self.start.adding(months: n) == .distantFuture)
        #expect(Self.start.adding(months: -n) == .distantPast)
        #expect(Self.start.adding(months: Int.min) == .distantPast)
    }

    @Test(arguments: SubscriptionPeriod.Unit.allCases)
    func periodTimesHugeCountDoesNotOverflow(_ unit: SubscriptionPeriod.Unit) {
        #expect(SubscriptionPeriod(value: .max, unit: unit).end(startingOn: Self.start, count: .max) == .distantFuture)
        #expect(SubscriptionPeriod(value: .max, unit: unit).end(startingOn: Self.start, count: -2) == .distantPast)
        #expect(SubscriptionPeriod(value: 9999, unit: unit).end(startingOn: Self.start, count: 999) > Self.start)
    }

    @Test func ordinalsAndMonthCountsStayFiniteAtTheBounds() {
        #expect(Day(ordinal: .max) == .distantFuture)
        #expect(Day(ordinal: .min) == .distantPast)
        #expect(Day.distantFuture.adding(days: 1) == .distantFuture)
        #expect(Day.wholeMonths(from: .distantPast, to: .distantFuture) == (2 * Day.maximumYear + 1) * 12 - 1)
        #expect(Day(year: Day.maximumYear + 1, month: 1, day: 1) == nil)
    }

    @Test func evaluatingAnUnvalidatedOfferWithAHugeCountDoesNotTrap() {
        var offer = basicFreeMonth()
        offer.periodCount = .max
        offer.period = SubscriptionPeriod(value: .max, unit: .year)
        let history = events([
            ("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-04-01", .lapse),
            ("2024-06-01", .redeem(offer: "basic_free_month")),
        ])
        let result = WinBackEligibility.evaluate(
            offer: offer, events: history, territory: "USA", asOf: Day("2030-01-01")!)
        #expect(result.reasons.contains(.activeSubscription), "the offer period never ends")
        #expect(offer.validationMessages().contains { $0.hasPrefix("periodCount:") })
    }

    /// The periods of issue 16 and a few more: each is a located error naming the bound.
    @Test(arguments: [
        "P9223372036854775807D", "P9223372036854775808W", "P99999999999999999999999Y", "P10000M", "P10000Y",
    ])
    func scenarioWithAHugePeriodIsALocatedError(_ period: String) throws {
        let text = EligibilityScenarioTests.issueScenario.replacingOccurrences(of: "\"P1M\"", with: "\"\(period)\"")
        do {
            _ = try EligibilityScenario.decode(Array(text.utf8), file: "s.json")
            Issue.record("expected an error for \(period)")
        } catch {
            #expect(
                error.description == "s.json:2:40: offer.period: '\(period)' has more than 9999 units, the model's"
                    + " bound for a period")
        }
    }

    @Test(arguments: ["9223372036854775807", "1e300", "1000"])
    func scenarioWithAHugePeriodCountIsRejected(_ count: String) throws {
        let text = EligibilityScenarioTests.issueScenario.replacingOccurrences(
            of: "\"periodCount\": 1",
            with: "\"periodCount\": \(count)")
        #expect(text != EligibilityScenarioTests.issueScenario)
        #expect(throws: ModelError.self) { try EligibilityScenario.decode(Array(text.utf8), file: "s.json") }
    }

    @Test func scenarioWithAHugeMonthCountIsRejected() throws {
        let text = EligibilityScenarioTests.issueScenario.replacingOccurrences(
            of: "\"waitBetweenOffersMonths\": 6", with: "\"waitBetweenOffersMonths\": 9223372036854775807")
        #expect(throws: ModelError.self) { try EligibilityScenario.decode(Array(text.utf8), file: "s.json") }
    }
}
