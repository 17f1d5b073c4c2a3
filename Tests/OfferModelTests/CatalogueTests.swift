import Foundation
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

struct APICatalogueTests {
    typealias P = APISymbol.Platform

    /// Availability as Apple's documentation page for each symbol lists it (the page is the entry's citation).
    @Test(arguments: [
        ("Transaction.offer", P.iOS, "17.2"), ("Transaction.offer", .macOS, "14.2"), ("Transaction.offer", .tvOS, "17.2"),
        ("Transaction.offer", .watchOS, "10.2"), ("Transaction.offer", .visionOS, "1.1"), ("Transaction.offer", .iPadOS, "17.2"),
        ("RenewalInfo.offer", .iOS, "18.0"), ("RenewalInfo.offer", .watchOS, "11.0"),
        ("RenewalInfo.eligibleWinBackOfferIDs", .macOS, "15.0"), ("Product.SubscriptionInfo.winBackOffers", .tvOS, "18.0"),
        ("Product.PurchaseOption.winBackOffer(_:)", .visionOS, "2.0"), ("Message.Reason.winBackOffer", .macCatalyst, "18.0"),
        ("PurchaseIntent", .iOS, "16.4"), ("PurchaseIntent", .macOS, "14.4"), ("PurchaseIntent.offer", .iOS, "18.0"),
        ("PurchaseIntent.offer", .macOS, "15.0"),
        ("offerCodeRedemption(isPresented:onCompletion:)", .iOS, "16.0"),
        ("offerCodeRedemption(isPresented:onCompletion:)", .iPadOS, "16.0"),
        ("offerCodeRedemption(isPresented:onCompletion:)", .macCatalyst, "16.0"),
        ("offerCodeRedemption(isPresented:onCompletion:)", .macOS, "15.0"),
        ("offerCodeRedemption(isPresented:onCompletion:)", .visionOS, "1.0"),
        ("Transaction.Offer.PaymentMode.oneTime", .iOS, "17.2"), ("Transaction.Offer.period", .iOS, "18.4"),
        ("Product.SubscriptionInfo.isEligibleForIntroOffer(for:)", .watchOS, "8.0"),
        ("paymentQueue(_:shouldAddStorePayment:for:)", .iOS, "11.0"),
    ])
    func recordsEachPlatformsAvailability(symbol: String, platform: APISymbol.Platform, version: String) throws {
        let entry = try #require(APICatalogue.entry(symbol))
        #expect(entry.introduced(on: platform) == version, "\(symbol) on \(platform.rawValue)")
    }

    /// Platforms Apple's page does not list are absent: the symbol is not available there.
    @Test(arguments: [
        ("offerCodeRedemption(isPresented:onCompletion:)", P.tvOS), ("offerCodeRedemption(isPresented:onCompletion:)", .watchOS),
        ("Message.Reason.winBackOffer", .macOS), ("Message.Reason.winBackOffer", .tvOS), ("PurchaseIntent", .watchOS),
    ])
    func omitsPlatformsWithoutTheSymbol(symbol: String, platform: APISymbol.Platform) throws {
        #expect(try #require(APICatalogue.entry(symbol)).introduced(on: platform) == nil)
    }

    @Test(arguments: [
        ("JWSTransaction.offerDiscountType", "App Store Server API 1.10"),
        ("JWSRenewalInfo.eligibleWinBackOfferIds", "App Store Server API 1.13"),
        ("JWSTransaction.offerPeriod", "App Store Server API 1.15"), ("JWSRenewalInfo.offerPeriod", "App Store Server API 1.15"),
        ("WinBackOffers", "App Store Connect API 3.6"),
    ])
    func recordsTheServiceVersionThatIntroducedAField(symbol: String, version: String) throws {
        let entry = try #require(APICatalogue.entry(symbol))
        #expect(entry.serviceVersion == version)
        #expect(entry.availability.isEmpty, "a web-service symbol has no platform availability")
    }

    @Test func everyConfirmedEntryCitesAnApplePageAndListsPlatformsInOrder() {
        for entry in APICatalogue.entries {
            for citation in entry.citations {
                #expect(citation.url.hasPrefix("https://developer.apple.com/documentation/"), "\(entry.symbol)")
            }
            if entry.availabilityConfirmed {
                #expect(!entry.citations.isEmpty && !entry.availability.isEmpty, "\(entry.symbol)")
            }
            let order = entry.availability.map { P.allCases.firstIndex(of: $0.platform)! }
            #expect(order == order.sorted(), "\(entry.symbol) lists platforms out of order")
            if entry.source == nil { #expect(!entry.citations.isEmpty, "\(entry.symbol) has no source at all") }
        }
    }

    @Test func filtersByPlatform() {
        let watch = APICatalogue.entries(availableOn: .watchOS).map(\.symbol)
        #expect(watch.contains("Transaction.offer"))
        #expect(!watch.contains("offerCodeRedemption(isPresented:onCompletion:)"))
    }

    @Test func symbolsAreUniqueAndSourcesPointIntoTheCorpus() throws {
        let symbols = APICatalogue.entries.map(\.symbol)
        #expect(Set(symbols).count == symbols.count)
        #expect(APICatalogue.entry("paymentQueue(_:shouldAddStorePayment:for:)")?.deprecated == true)
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus")
        for entry in APICatalogue.entries {
            guard let source = entry.source else { continue }
            let parts = source.split(separator: ":")
            let lines = try String(contentsOf: corpus.appendingPathComponent(String(parts[0])), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(Int(parts[1]))
            #expect(line <= lines.count, "\(entry.symbol): \(source) is past the end of the document")
            // The cited line names the symbol's last component (or, for a Japanese paraphrase, its owner).
            let leaf = entry.symbol.split(separator: ".").last.map { String($0.prefix { $0 != "(" }) } ?? entry.symbol
            let owner = entry.ownerType?.split(separator: ".").last.map(String.init) ?? leaf
            let text = String(lines[line - 1]).lowercased()
            #expect(text.contains(leaf.lowercased()) || text.contains(owner.lowercased()) || text.contains("ios")
                        || text.contains("api"), "\(entry.symbol): \(source) does not mention it")
        }
    }
}
