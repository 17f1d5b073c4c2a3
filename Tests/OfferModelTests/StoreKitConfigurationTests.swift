import Foundation
import Testing
@testable import OfferModel

struct StoreKitConfigurationTests {
    func loadFixture() throws -> (text: String, configuration: StoreKitConfiguration) {
        let text = try String(contentsOf: try fixture("DestinationVideo.storekit"), encoding: .utf8)
        return (text, try StoreKitConfiguration.load(Array(text.utf8), file: "DestinationVideo.storekit"))
    }

    @Test func loadsGroupsProductsAndEveryKindOfOffer() throws {
        let configuration = try loadFixture().configuration
        let group = try #require(configuration.groups.first)
        #expect(group.name == "Streaming Pass")
        #expect(group.subscriptions.map(\.productID) == ["premium_monthly", "basic_monthly"])
        let premium = group.subscriptions[0], basic = group.subscriptions[1]
        #expect(premium.introductoryOffer?.paymentMode == .freeTrial && premium.introductoryOffer?.period == "P1W")
        #expect(premium.promotionalOffers.map(\.id) == ["premium_loyalty"])
        #expect(premium.promotionalOffers.first?.periodCount == 3)
        #expect(basic.offerCodes.first?.type == .offerCode)
        let winBack = try #require(basic.winBackOffers.first)
        #expect(winBack.type.serverOfferType == 4)
        #expect(winBack.minPaidMonths == 3 && winBack.monthsSinceLastSubscribed == [2, 24] && winBack.waitBetweenOffersMonths == 6)
    }

    @Test func groupLevelsGiveUpgradesAndDowngrades() throws {
        let group = try #require(try loadFixture().configuration.groups.first)
        #expect(group.change(from: "premium_monthly", to: "basic_monthly") == .downgrade)
        #expect(group.change(from: "basic_monthly", to: "premium_monthly") == .upgrade)
        #expect(PromotionalOfferTiming.start(for: try #require(group.change(from: "premium_monthly", to: "basic_monthly"))) == .nextRenewalDate)
    }

    @Test(arguments: [
        ("\"recurringSubscriptionPeriod\" : \"P1M\",\n          \"referenceName\" : \"Basic\"",
         "\"recurringSubscriptionPeriod\" : \"monthly\",\n          \"referenceName\" : \"Basic\"",
         "x.storekit:64:11: subscriptionGroups[0].subscriptions[1].recurringSubscriptionPeriod: 'monthly' is not an ISO 8601 period such as 'P3D', 'P1W', 'P1M' or 'P1Y'"),
        ("\"paymentMode\" : \"payAsYouGo\"", "\"paymentMode\" : \"discount\"",
         "x.storekit:19:15: subscriptionGroups[0].subscriptions[0].adHocOffers[0].paymentMode: unknown payment mode 'discount' (expected 'free', 'payAsYouGo' or 'payUpFront')"),
        ("\"familyShareable\" : false,\n          \"groupNumber\" : 2", "\"familyShareable\" : false,\n          \"groupNumbr\" : 2",
         "x.storekit:60:11: subscriptionGroups[0].subscriptions[1].groupNumbr: unknown key 'groupNumbr' (expected one of 'adHocOffers', 'codeOffers', 'displayPrice', 'familyShareable', 'groupNumber', 'internalID', 'introductoryOffer', 'localizations', 'productID', 'recurringSubscriptionPeriod', 'referenceName', 'subscriptionGroupID', 'type', 'winbackOffers')"),
        ("\"numberOfPeriods\" : 3", "\"numberOfPeriods\" : \"three\"",
         "x.storekit:17:15: subscriptionGroups[0].subscriptions[0].adHocOffers[0].numberOfPeriods: expected an integer, got 'three'"),
    ])
    func unknownOrMalformedFieldsAreLocated(original: String, replacement: String, message: String) throws {
        let text = try loadFixture().text
        let changed = text.replacingOccurrences(of: original, with: replacement)
        #expect(changed != text)
        do {
            _ = try StoreKitConfiguration.load(Array(changed.utf8), file: "x.storekit")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }
}
