import Foundation
import Testing

@testable import OfferModel

/// Every `.storekit` file in the shared interop samples (saved by Xcode in other projects) loads, and
/// what the model reads agrees with counts taken from the file here with `JSONSerialization`.
@Suite(.enabled(if: SharedMaterial.root != nil, "../shared/interop is absent: the .storekit sample tests are skipped"))
struct StoreKitSampleTests {
    /// What a test reads from a sample on its own, without the model's loader.
    struct Expected: Equatable, CustomStringConvertible {
        var groups = 0, subscriptions = 0, otherProducts = 0, billingPlans = 0
        var introductory = 0, promotional = 0, offerCodes = 0, winBack = 0
        var productIDs: [String] = []
        var offerIDs: [String] = []
        var keyID: String?

        var description: String {
            "\(groups) groups, \(subscriptions) subscriptions, \(otherProducts) other, \(billingPlans) plans, "
                + "offers \(introductory)/\(promotional)/\(offerCodes)/\(winBack), key \(keyID ?? "none")"
        }

        init(_ json: [String: Any]) {
            func list(_ value: Any?) -> [[String: Any]] { value as? [[String: Any]] ?? [] }
            for group in list(json["subscriptionGroups"]) {
                groups += 1
                for s in list(group["subscriptions"]) {
                    subscriptions += 1
                    productIDs.append(s["productID"] as! String)
                    billingPlans += list(s["billingPlans"]).count
                    // The single introductory offer and the per-plan list share internal ids.
                    var introIDs = Set(list(s["introductoryOffers"]).map { $0["internalID"] as! String })
                    if let single = s["introductoryOffer"] as? [String: Any] {
                        introIDs.insert(single["internalID"] as! String)
                    }
                    introductory += introIDs.count
                    promotional += list(s["adHocOffers"]).count
                    offerCodes += list(s["codeOffers"]).count
                    winBack += list(s["winbackOffers"]).count
                    for key in ["adHocOffers", "codeOffers", "winbackOffers"] {
                        offerIDs += list(s[key]).compactMap { $0["offerID"] as? String }
                    }
                }
            }
            for p in list(json["products"]) + list(json["nonRenewingSubscriptions"]) {
                otherProducts += 1
                productIDs.append(p["productID"] as! String)
            }
            keyID = (json["subscriptionOffersKeyPair"] as? [String: Any])?["id"] as? String
        }

        init(_ c: StoreKitConfiguration) {
            let s = StoreKitSummary(c)
            (groups, subscriptions, otherProducts, billingPlans) = (
                s.groups, s.subscriptions, s.otherProducts, s.billingPlans
            )
            (introductory, promotional, offerCodes, winBack) = (
                s.introductoryOffers, s.promotionalOffers, s.offerCodes, s.winBackOffers
            )
            let subscriptions = c.groups.flatMap(\.subscriptions)
            productIDs = subscriptions.map(\.productID) + c.products.map(\.productID)
            offerIDs = subscriptions.flatMap {
                ($0.promotionalOffers + $0.offerCodes + $0.winBackOffers).compactMap(\.id)
            }
            keyID = c.offerKey?.id
        }
    }

    @Test func theNineteenSamplesArePresent() {
        #expect(SharedMaterial.storeKitSamples.count == 19, "samples: \(SharedMaterial.storeKitSamples)")
    }

    @Test(arguments: SharedMaterial.storeKitSamples)
    func sampleSummaryMatchesTheFile(_ name: String) throws {
        let url = SharedMaterial.storeKitSample(name)
        let data = try Data(contentsOf: url)
        guard !data.isEmpty else {
            // The one empty sample: an empty configuration, with a located warning saying so.
            let configuration = try StoreKitConfiguration.load([UInt8](data), file: name)
            #expect(configuration.groups.isEmpty && configuration.products.isEmpty && configuration.offerKey == nil)
            #expect(
                configuration.warnings.map(\.description) == [
                    "\(name):1:1: the file is empty: read as a configuration with no products (Xcode writes a JSON object)"
                ])
            return
        }
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let configuration = try StoreKitConfiguration.load([UInt8](data), file: name)
        #expect(Expected(configuration) == Expected(json))
        #expect(configuration.warnings.isEmpty, "unexpected warnings: \(configuration.warnings)")
        if let key = configuration.offerKey {
            // The key Xcode stores signs a v1 promotional offer that its own public key verifies.
            let fields = PromotionalOfferSignature.Fields(
                bundleID: "com.example", keyID: key.id, productID: "p", offerID: "o", appAccountToken: "",
                nonce: "4d1e8a2b-9c3f-4e5d-8a7b-6c5d4e3f2a1b", timestamp: 1_700_000_000_000)
            let signature = try PromotionalOfferSignature.sign(fields, privateKeyPEM: key.privateKeyPEM)
            let publicPEM = try PromotionalOfferSignature.publicKeyPEM(ofPrivateKeyPEM: key.privateKeyPEM)
            #expect(try PromotionalOfferSignature.verify(fields, signature: signature, publicKeyPEM: publicPEM))
        }
    }

    @Test func offerCodesWithoutOfferIDKeepTheirEligibility() throws {
        let name = "revenuecat/Tests%TestingApps%PurchaseTesterSwiftUI%PurchaseTesterStoreKitConfiguration.storekit"
        let data = try Data(contentsOf: SharedMaterial.storeKitSample(name))
        let configuration = try StoreKitConfiguration.load([UInt8](data), file: name)
        let codes = configuration.groups.flatMap(\.subscriptions).flatMap(\.offerCodes)
        #expect(codes.count == 8)
        #expect(codes.allSatisfy { $0.id == nil && $0.customerEligibility?.isEmpty == false && $0.isStackable != nil })
        #expect(codes.contains { $0.customerEligibility == ["expired", "new", "existing"] && $0.isStackable == true })
    }

    @Test func billingPlansAndPerPlanIntroductoryOffersAreRead() throws {
        let name = "revenuecat/Tests%StoreKitUnitTests%UnitTestsConfiguration.storekit"
        let data = try Data(contentsOf: SharedMaterial.storeKitSample(name))
        let configuration = try StoreKitConfiguration.load([UInt8](data), file: name)
        let products = configuration.groups.flatMap(\.subscriptions)
        let commitment = try #require(products.first { $0.productID == "com.revenuecat.annual_with_commitment" })
        #expect(commitment.billingPlans.map(\.type) == ["BILLED_UPFRONT", "MONTHLY"])
        #expect(commitment.billingPlans.last?.commitmentDisplayPrice == "6.00")
        let monthly = try #require(products.first { $0.productID == "com.revenuecat.monthly_4.99.1_week_intro" })
        #expect(monthly.introductoryOffers.count == 1, "the single offer and the per-plan list name the same offer")
        #expect(monthly.introductoryOffer?.billingPlanType == "BILLED_UPFRONT")
        #expect(monthly.promotionalOffers.map(\.paymentMode) == [.payUpFront, .payAsYouGo])
        #expect(
            configuration.products.map(\.kind).sorted() == ["Consumable", "NonConsumable", "NonRenewingSubscription"])
    }
}
