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

    @Test func unknownKeysAreLocatedWarningsAndTheRestIsRead() throws {
        let text = try loadFixture().text
        let changed = text.replacingOccurrences(of: "\"familyShareable\" : false,\n          \"groupNumber\" : 2",
                                                with: "\"familyShareable\" : false,\n          \"groupNumbr\" : 2")
        #expect(changed != text)
        let configuration = try StoreKitConfiguration.load(Array(changed.utf8), file: "x.storekit")
        #expect(configuration.warnings.map(\.description) == [
            "x.storekit:60:11: subscriptionGroups[0].subscriptions[1].groupNumbr: unknown key 'groupNumbr' (expected one of 'adHocOffers', 'billingPlans', 'codeOffers', 'displayPrice', 'familyShareable', 'groupNumber', 'internalID', 'introductoryOffer', 'introductoryOffers', 'localizations', 'productID', 'recurringSubscriptionPeriod', 'referenceName', 'subscriptionGroupID', 'type', 'winbackOffers')",
        ])
        #expect(configuration.groups.first?.subscriptions.map(\.productID) == ["premium_monthly", "basic_monthly"])
        #expect(configuration.groups.first?.subscriptions.last?.level == nil)
    }

    @Test(arguments: [
        ("{\n  \"subscriptionGroups\" : [\n  ]\n  \"version\" : 1\n}",
         "x.storekit:4:3: invalid JSON: expected ',' or '}' after an object member, found '\"'"),
        ("{ \"products\" : [ { \"productID\" : \"a\", } ] }",
         "x.storekit:1:39: invalid JSON: expected a key in double quotes, found '}'"),
        ("[]", "x.storekit:1:1: expected a JSON object at the top level, found an array"),
        ("{ \"products\" : [], \"products\" : [] }",
         "x.storekit:1:20: invalid JSON: duplicate key 'products' (first at line 1, column 3)"),
    ])
    func emptyOrInvalidJSONIsLocated(text: String, message: String) {
        #expect(throws: ModelError.self) { try StoreKitConfiguration.load(Array(text.utf8), file: "x.storekit") }
        do {
            _ = try StoreKitConfiguration.load(Array(text.utf8), file: "x.storekit")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: ["", " \n"])
    func emptyFileIsAnEmptyConfigurationWithAWarning(text: String) throws {
        let configuration = try StoreKitConfiguration.load(Array(text.utf8), file: "x.storekit")
        #expect(configuration.groups.isEmpty && configuration.products.isEmpty)
        #expect(configuration.warnings.map(\.description) == [
            "x.storekit:1:1: the file is empty: read as a configuration with no products (Xcode writes a JSON object)",
        ])
    }

    @Test func fileWithOnlyOtherProductsStillListsThem() throws {
        let text = """
        {"products": [{"displayPrice": "0.99", "familyShareable": true, "productID": "tip.small",
                       "referenceName": "Small tip", "type": "Consumable"}],
         "subscriptionGroups": [], "version": {"major": 4, "minor": 0}}
        """
        let configuration = try StoreKitConfiguration.load(Array(text.utf8), file: "x.storekit")
        #expect(configuration.groups.isEmpty)
        #expect(configuration.products == [ConfiguredProduct(productID: "tip.small", referenceName: "Small tip",
                                                             kind: "Consumable", displayPrice: "0.99", familyShareable: true)])
        #expect(configuration.version == "4.0")
        #expect(StoreKitSummary(configuration).description
            == "0 subscription groups, 0 subscriptions, 1 other product; offers: 0 introductory, 0 promotional, 0 offer codes, 0 win-back")
    }
}
