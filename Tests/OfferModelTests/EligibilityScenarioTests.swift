import Foundation
import Testing
@testable import OfferModel

struct EligibilityScenarioTests {
    static let issueScenario = """
    {"offer": {"id": "basic_free_month", "product": "basic_monthly", "group": "streaming_pass",
               "paymentMode": "freeTrial", "period": "P1M", "periodCount": 1,
               "startDate": "2024-01-01", "endDate": null, "territories": ["USA"],
               "eligibility": {"minPaidMonths": 3, "monthsSinceLastSubscribed": {"min": 2, "max": 24},
                               "waitBetweenOffersMonths": 6}},
     "customer": {"territory": "USA"},
     "history": [
       {"date": "2024-01-01", "event": "subscribe", "product": "premium_monthly"},
       {"date": "2024-02-01", "event": "switch", "product": "basic_monthly"},
       {"date": "2024-04-01", "event": "lapse"},
       {"date": "2024-06-01", "event": "redeem", "offer": "basic_free_month"},
       {"date": "2024-07-01", "event": "renew"},
       {"date": "2024-10-01", "event": "lapse"}],
     "asOf": "2024-12-15"}
    """

    func decode(_ text: String) throws(ModelError) -> EligibilityScenario {
        try EligibilityScenario.decode(Array(text.utf8), file: "s.json")
    }

    @Test func decodesAndAnswersTheIssueScenario() throws {
        let result = try decode(Self.issueScenario).evaluate()
        #expect(result.eligible == false)
        #expect(result.reasons == [.waitBetweenOffers])
        #expect(result.firstEligibleDate == "2025-01-01")
    }

    @Test(arguments: [
        ("\"P1M\"", "\"1 month\"", "s.json:2:40: offer.period: '1 month' is not an ISO 8601 period such as 'P3D', 'P1W', 'P1M' or 'P1Y'"),
        ("\"freeTrial\"", "\"trial\"", "s.json:2:12: offer.paymentMode: unknown payment mode 'trial' (expected 'freeTrial', 'payAsYouGo' or 'payUpFront')"),
        ("\"minPaidMonths\": 3", "\"minPaidMonths\": \"3\"", "s.json:4:28: offer.eligibility.minPaidMonths: expected an integer, got '3'"),
        ("\"event\": \"renew\"", "\"event\": \"resume\"", "s.json:12:27: history[4].event: unknown event 'resume' (expected 'subscribe', 'switch', 'lapse', 'redeem', 'renew', 'billingRetry', 'recovered', 'expire' or 'refund')"),
        ("\"2024-04-01\"", "\"2024-04-31\"", "s.json:10:5: history[2].date: '2024-04-31' is not a date in the form YYYY-MM-DD"),
        ("\"customer\": {\"territory\"", "\"customer\": {\"teritory\"", "s.json:6:15: customer.teritory: unknown key 'teritory' (expected one of 'territory')"),
        ("\"asOf\": \"2024-12-15\"", "\"asof\": \"2024-12-15\"", "s.json:14:2: asof: unknown key 'asof' (expected one of 'asOf', 'customer', 'description', 'history', 'offer', 'source')"),
        ("\"offer\": \"basic_free_month\"", "\"offer\": \"other\"", "s.json:11:46: history[3].offer: offer 'other' is not the scenario's offer 'basic_free_month'"),
        ("\"waitBetweenOffersMonths\": 6", "\"waitBetweenOffersMonths\": 30", "invalid offer configuration: eligibility.waitBetweenOffersMonths: '30' is not between 2 and 24 (App Store Connect's wait between offers)"),
    ])
    func namesTheWrongKey(original: String, replacement: String, message: String) throws {
        let text = Self.issueScenario.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.issueScenario, "the replacement must change the scenario")
        do {
            _ = try decode(text)
            Issue.record("expected an error for \(replacement)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func rejectsTextThatIsNotJSON() {
        #expect(throws: ModelError.self) { try decode("{\"offer\": ") }
    }

    /// The session's example (seed 000 lines 68–80, Chinese seed 004 the same lines).
    @Test(arguments: [
        ("destination-video-first-offer.json", false, [EligibilityReason.tooSoonSinceLastSubscribed], "2024-06-01"),
        ("destination-video-second-offer.json", false, [.waitBetweenOffers], "2025-01-01"),
    ])
    func shippedDestinationVideoScenariosGiveTheSessionDates(
        file: String, eligible: Bool, reasons: [EligibilityReason], first: String
    ) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/scenarios/\(file)")
        let scenario = try EligibilityScenario.decode(Array(try Data(contentsOf: url)), file: file)
        let result = scenario.evaluate()
        #expect(result.eligible == eligible)
        #expect(result.reasons == reasons)
        #expect(result.firstEligibleDate == first)
        // The session: paid duration is met on the cancellation day (Premium then Basic, three months).
        #expect(result.paidMonths == 3)
    }
}

struct EligibilityOutputTests {
    @Test func jsonAlwaysHasFirstEligibleDateEvenWhenNull() throws {
        let result = WinBackEligibility.evaluate(offer: basicFreeMonth(), events: [], territory: "USA", asOf: try #require(Day("2024-12-15")))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(result), as: UTF8.self)
        #expect(json.contains("\"firstEligibleDate\":null"))
        #expect(json.contains("\"reasons\":[\"neverSubscribed\"]"))
    }

    /// The shipped scenarios follow the session's narration in both seeds (Japanese 000, Chinese 004).
    @Test(arguments: [
        ("ja/000_593fcd7000116d1f.txt", ["Destination Video", "Streaming Pass"], ["3か月", "2か月前から24か月前", "6か月"], ["6か月"]),
        ("zh-Hans/004", ["Destination Video", "Streaming Pass"], ["三个月"], ["六个月"]),
    ])
    func seedLinesDescribeTheScenario(document: String, line68: [String], line69: [String], line80: [String]) throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus")
        var url = corpus.appendingPathComponent(document)
        if !FileManager.default.fileExists(atPath: url.path) {
            let folder = url.deletingLastPathComponent()
            let prefix = url.lastPathComponent
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix(prefix) })
            url = folder.appendingPathComponent(name)
        }
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for needle in line68 { #expect(lines[67].contains(needle), "line 68 of \(document) mentions \(needle)") }
        for needle in line69 { #expect(lines[68].contains(needle), "line 69 of \(document) mentions \(needle)") }
        for needle in line80 { #expect(lines[79].contains(needle), "line 80 of \(document) mentions \(needle)") }
    }
}
