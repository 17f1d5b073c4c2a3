import OfferModel
import Testing

@testable import TermBridgeCommandLine

@Suite struct ModelAPICommandTests {
    @Test func textShowsEveryPlatformOfASymbol() throws {
        let entry = try #require(APICatalogue.entry("offerCodeRedemption(isPresented:onCompletion:)"))
        let lines = TermBridge.ModelAPI.text(entry).split(separator: "\n").map(String.init)
        #expect(
            lines[1] == "  iOS 16.0–27.0 deprecated, iPadOS 16.0–27.0 deprecated, macOS 15.0–27.0 deprecated,"
                + " Mac Catalyst 16.0–27.0 deprecated, tvOS not listed, watchOS not listed,"
                + " visionOS 1.0–27.0 deprecated"
        )
        let offer = TermBridge.ModelAPI.text(try #require(APICatalogue.entry("Transaction.offer")))
        #expect(
            offer.contains(
                "iOS 17.2, iPadOS 17.2, macOS 14.2, Mac Catalyst not listed, tvOS 17.2, watchOS 10.2, visionOS 1.1"))
        #expect(
            offer.contains("apple: https://developer.apple.com/documentation/storekit/transaction/offer-swift.property")
        )
    }

    @Test func textShowsTheServerAPIVersion() throws {
        let text = TermBridge.ModelAPI.text(try #require(APICatalogue.entry("JWSTransaction.offerPeriod")))
        #expect(text.contains("\n  App Store Server API 1.15\n"))
    }

    @Test(arguments: ["watchOS", "maccatalyst", "Mac Catalyst", "VISIONOS"])
    func platformFilterParses(_ name: String) throws {
        let command = try #require(
            try TermBridge.parseAsRoot(["model", "api", "--platform", name]) as? TermBridge.ModelAPI)
        #expect(command.platform == name)
        #expect(TermBridge.ModelAPI.platform(named: name) != nil)
    }

    @Test func unknownPlatformIsAUsageError() {
        #expect(throws: (any Error).self) { try TermBridge.parseAsRoot(["model", "api", "--platform", "android"]) }
    }
}
