import Foundation
import Testing

@testable import OfferModel

/// The scenario file vocabulary beyond the session's example: billing events, products, introductory offers.
struct ScenarioVocabularyTests {
    static let offer = """
        "offer": {"id": "basic_free_month", "product": "basic_monthly", "paymentMode": "freeTrial", "period": "P1M",
                  "startDate": "2024-01-01", "territories": ["USA"],
                  "eligibility": {"minPaidMonths": 3, "monthsSinceLastSubscribed": {"min": 2, "max": 24}}}
        """

    func scenario(_ history: String, offer: String = offer, asOf: String = "2024-08-01") -> String {
        "{\(offer),\n \"customer\": {\"territory\": \"USA\"},\n \"history\": [\(history)],\n \"asOf\": \"\(asOf)\"}"
    }

    func decode(_ text: String) throws(ModelError) -> EligibilityScenario {
        try EligibilityScenario.decode(Array(text.utf8), file: "s.json")
    }

    func message(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func billingEventsDecodeAndDecide() throws {
        let retry = scenario(
            """
            {"date": "2024-01-01", "event": "subscribe", "product": "basic_monthly"},
            {"date": "2024-05-01", "event": "billingRetry", "gracePeriodDays": 16}
            """)
        #expect(try decode(retry).evaluate().reasons == [.billingRetry])
        let expired = scenario(
            """
            {"date": "2024-01-01", "event": "subscribe", "product": "basic_monthly"},
            {"date": "2024-05-01", "event": "billingRetry"},
            {"date": "2024-06-30", "event": "expire"}
            """, asOf: "2024-07-01")
        let result = try decode(expired).evaluate()
        #expect(result.reasons == [])
        #expect(result.paidMonths == 4)
        let recovered = scenario(
            """
            {"date": "2024-01-01", "event": "subscribe", "product": "basic_monthly"},
            {"date": "2024-03-01", "event": "billingRetry", "gracePeriodDays": 3},
            {"date": "2024-03-02", "event": "recovered"},
            {"date": "2024-04-01", "event": "lapse"}
            """, asOf: "2024-06-01")
        #expect(try decode(recovered).evaluate().eligible)
    }

    @Test func refundDecodesAndDecides() throws {
        let refunded = scenario(
            """
            {"date": "2024-01-01", "event": "subscribe", "product": "basic_monthly"},
            {"date": "2024-04-10", "event": "refund", "periodStart": "2024-03-01"}
            """, asOf: "2024-07-01")
        let result = try decode(refunded).evaluate()
        #expect(result.paidMonths == 2)
        #expect(result.reasons == [.insufficientPaidDuration])
    }

    @Test(arguments: [
        (
            "{\"date\": \"2024-02-01\", \"event\": \"refund\", \"periodStart\": \"2024-02-02\"}",
            "s.json:6:45: history[1].periodStart: the refunded billing period starts after the refund ('2024-02-02'"
                + " is later than '2024-02-01')"
        ),
        (
            "{\"date\": \"2024-02-01\", \"event\": \"lapse\", \"periodStart\": \"2024-01-01\"}",
            "s.json:6:44: history[1].periodStart: only a 'refund' event names the billing period it refunds"
        ),
    ])
    func rejectsRefundsThatCannotHappen(extra: String, expected: String) {
        let text = scenario(
            "{\"date\": \"2024-01-01\", \"event\": \"subscribe\", \"product\": \"basic_monthly\"},\n  \(extra)")
        #expect(message(text) == expected)
    }

    @Test func productOfTheLastSubscriptionDecides() throws {
        let text = scenario(
            """
            {"date": "2024-01-01", "event": "subscribe", "product": "premium_monthly"},
            {"date": "2024-05-01", "event": "lapse"}
            """)
        #expect(try decode(text).evaluate().reasons == [.notMostRecentProduct])
    }

    @Test(arguments: [
        (
            "{\"date\": \"2024-02-01\", \"event\": \"billingRetry\", \"gracePeriodDays\": 10}",
            "s.json:6:51: history[1].gracePeriodDays: '10' is not a Billing Grace Period App Store Connect offers"
                + " (3, 16 or 28 days)"
        ),
        (
            "{\"date\": \"2024-02-01\", \"event\": \"recovered\"}",
            "s.json:6:26: history[1].event: 'recovered' without a billing retry in progress"
        ),
        (
            "{\"date\": \"2024-02-01\", \"event\": \"lapse\"}, {\"date\": \"2024-03-01\", \"event\": \"billingRetry\"}",
            "s.json:6:68: history[2].event: 'billingRetry' needs an active subscription without a billing retry"
                + " in progress (a renewal fails only while subscribed)"
        ),
        (
            "{\"date\": \"2024-02-01\", \"event\": \"lapse\", \"gracePeriodDays\": 3}",
            "s.json:6:44: history[1].gracePeriodDays: only a 'billingRetry' event has a grace period"
        ),
        (
            "{\"date\": \"2024-02-01\", \"event\": \"billingRetry\"},"
                + " {\"date\": \"2024-02-05\", \"event\": \"switch\", \"product\": \"x\"}",
            "s.json:6:75: history[2].event: 'switch' during a billing retry (expected 'recovered', 'expire', 'lapse' or"
                + " 'subscribe')"
        ),
    ])
    func rejectsBillingEventsThatCannotHappen(extra: String, expected: String) {
        let text = scenario(
            "{\"date\": \"2024-01-01\", \"event\": \"subscribe\", \"product\": \"basic_monthly\"},\n  \(extra)")
        #expect(message(text) == expected)
    }

    static let intro = """
        "offer": {"type": "introductory", "id": "intro_week", "product": "basic_monthly", "paymentMode": "freeTrial",
                  "period": "P1W", "territories": ["USA"]}
        """

    @Test func introductoryOfferScenario() throws {
        let upgrading = scenario(
            "{\"date\": \"2024-01-01\", \"event\": \"subscribe\", \"product\": \"premium_monthly\"}",
            offer: Self.intro)
        #expect(try decode(upgrading).evaluate().reasons == [.activeSubscription])
        let used = scenario(
            """
            {"date": "2024-01-01", "event": "redeem", "offer": "intro_week"},
            {"date": "2024-03-01", "event": "lapse"}
            """, offer: Self.intro)
        #expect(try decode(used).evaluate().reasons == [.introductoryOfferRedeemed])
        #expect(try decode(scenario("", offer: Self.intro)).evaluate().eligible)
    }

    @Test func introductoryOfferRejectsWinBackKeysAndUnknownTypes() {
        let withEligibility = Self.intro.replacingOccurrences(
            of: "\"territories\"", with: "\"eligibility\": {}, \"territories\"")
        #expect(message(scenario("", offer: withEligibility))?.contains("unknown key 'eligibility'") == true)
        let unknown = Self.intro.replacingOccurrences(of: "introductory", with: "promotional")
        #expect(
            message(scenario("", offer: unknown)) == "s.json:1:12: offer.type: unknown offer type 'promotional'"
                + " (expected 'winBack' or 'introductory')")
    }
}

/// The scenario files shipped for the new vocabulary.
struct ShippedVocabularyScenarioTests {
    @Test(arguments: [
        ("billing-retry-expired.json", [EligibilityReason.tooSoonSinceLastSubscribed], "2024-06-17" as String?),
        ("introductory-offer-upgrade.json", [.activeSubscription], nil),
        ("refund-last-period.json", [.insufficientPaidDuration], nil),
    ])
    func shippedScenarioAnswers(file: String, reasons: [EligibilityReason], first: String?) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/scenarios/\(file)")
        let result = try EligibilityScenario.decode(Array(try Data(contentsOf: url)), file: file).evaluate()
        #expect(result.reasons == reasons)
        #expect(result.firstEligibleDate == first)
    }
}
