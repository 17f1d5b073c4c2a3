import Foundation

/// An Xcode StoreKit configuration file (`.storekit`, JSON): subscription groups with their products
/// and offers, the other In-App Purchases, and the key StoreKit Testing signs promotional offers with.
///
/// Read as Xcode writes it today: a key the model does not know is a ``ModelWarning`` and the rest of
/// the file is still read; a malformed value (a period that is not ISO 8601, a count that is not an
/// integer) is a located ``ModelError``.
public struct StoreKitConfiguration: Hashable, Sendable, Codable {
    /// `version.major.version.minor` of the file format (`4.0`), when present.
    public var version: String?
    public var groups: [SubscriptionGroup]
    /// Consumables, non-consumables and non-renewing subscriptions.
    public var products: [ConfiguredProduct]
    /// `subscriptionOffersKeyPair`, when the file has one.
    public var offerKey: StoreKitOfferKey?
    /// Unknown keys and values, located; not part of the JSON form.
    public var warnings: [ModelWarning] = []

    enum CodingKeys: String, CodingKey {
        case version, groups, products, offerKey
    }

    static let topKeys: Set<String> = [
        "appPolicies", "identifier", "nonRenewingSubscriptions", "products", "settings", "subscriptionGroups",
        "subscriptionOffersKeyPair", "version",
    ]
    static let groupKeys: Set<String> = ["id", "localizations", "name", "subscriptions"]
    static let subscriptionKeys: Set<String> = [
        "adHocOffers", "billingPlans", "codeOffers", "displayPrice", "familyShareable", "groupNumber", "internalID",
        "introductoryOffer", "introductoryOffers", "localizations", "productID", "recurringSubscriptionPeriod",
        "referenceName", "subscriptionGroupID", "type", "winbackOffers",
    ]
    static let productKeys: Set<String> = [
        "displayPrice", "familyShareable", "internalID", "localizations", "productID", "referenceName", "type",
    ]
    static let billingPlanKeys: Set<String> = [
        "billingPlanType", "commitmentDisplayPrice", "displayPrice", "internalID", "isEnabled",
    ]
    static let offerKeys: Set<String> = [
        "billingPlanType", "displayPrice", "internalID", "numberOfPeriods", "offerID", "paymentMode", "referenceName",
        "subscriptionPeriod",
    ]
    static let codeOfferKeys: Set<String> = offerKeys.union(["eligibility", "isStackable"])
    static let winBackKeys: Set<String> = offerKeys.union([
        "eligibilityPaidSubscriptionDurationInMonths", "eligibilityTimeSinceLastSubscribedInMonths",
        "eligibilityWaitBetweenOffersInMonths", "startDate", "endDate", "priority", "isPrioritized",
    ])
    /// Customer eligibility values of offer codes.
    static let codeEligibility: Set<String> = ["existing", "expired", "new"]

    /// Collects warnings while a file is read.
    final class Warnings {
        var list: [ModelWarning] = []

        func unknownKeys(_ r: JSONReader, _ known: Set<String>) {
            for (key, message) in r.unknownKeys(known) {
                list.append(ModelWarning(location: r.location(key), message: message))
            }
        }

        func add(_ r: JSONReader, _ key: String, _ message: String) {
            list.append(ModelWarning(location: r.location(key), message: message))
        }
    }

    /// Loads a `.storekit` file.
    ///
    /// - Throws: ``ModelError/invalidInput(location:message:)`` for text that is not JSON (with line,
    ///   column and what was expected) and for a malformed value (with the key path,
    ///   `subscriptionGroups[0].subscriptions[1].recurringSubscriptionPeriod`).
    /// - Complexity: O(*n*) in the length of the file.
    public static func load(_ bytes: [UInt8], file: String) throws(ModelError) -> StoreKitConfiguration {
        // Projects do commit empty `.storekit` files (a configuration created and never filled in):
        // read as a configuration with nothing in it, said as a warning rather than refused.
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return StoreKitConfiguration(
                version: nil, groups: [], products: [], offerKey: nil,
                warnings: [
                    ModelWarning(
                        location: "\(file):1:1",
                        message: "the file is empty: read as a configuration with no products (Xcode writes a JSON object)")
                ])
        }
        let root = try JSONReader.root(bytes, file: file)
        let warnings = Warnings()
        warnings.unknownKeys(root, topKeys)
        var version: String?
        if let v = try root.optionalChild("version") {
            warnings.unknownKeys(v, ["major", "minor"])
            version = "\(try v.int("major")).\(try v.optionalInt("minor") ?? 0)"
        }
        var groups: [SubscriptionGroup] = []
        for g in root.isAbsent("subscriptionGroups") ? [] : try root.objects("subscriptionGroups") {
            warnings.unknownKeys(g, groupKeys)
            var subscriptions: [SubscriptionProduct] = []
            for s in g.isAbsent("subscriptions") ? [] : try g.objects("subscriptions") {
                subscriptions.append(try subscription(s, warnings))
            }
            groups.append(
                SubscriptionGroup(
                    id: try g.optionalString("id") ?? "", name: try g.string("name"),
                    subscriptions: subscriptions))
        }
        var products: [ConfiguredProduct] = []
        for key in ["products", "nonRenewingSubscriptions"] where !root.isAbsent(key) {
            for p in try root.objects(key) {
                warnings.unknownKeys(p, productKeys)
                let kind = try p.string("type")
                if !ConfiguredProduct.knownKinds.contains(kind) {
                    warnings.add(
                        p, "type",
                        "unknown product type '\(kind)' kept as written (expected one of "
                            + ConfiguredProduct.knownKinds.sorted().map { "'\($0)'" }.joined(separator: ", ") + ")")
                }
                products.append(
                    ConfiguredProduct(
                        productID: try p.string("productID"), referenceName: try p.optionalString("referenceName"),
                        kind: kind, displayPrice: try p.optionalString("displayPrice"),
                        familyShareable: try p.optionalBool("familyShareable")))
            }
        }
        var offerKey: StoreKitOfferKey?
        if let k = try root.optionalChild("subscriptionOffersKeyPair") {
            warnings.unknownKeys(k, ["id", "privateKey"])
            offerKey = try key(k)
        }
        return StoreKitConfiguration(
            version: version, groups: groups, products: products, offerKey: offerKey,
            warnings: warnings.list)
    }

    static func subscription(_ s: JSONReader, _ warnings: Warnings) throws(ModelError) -> SubscriptionProduct {
        warnings.unknownKeys(s, subscriptionKeys)
        if let type = try s.optionalString("type"), type != "RecurringSubscription" {
            throw s.fail("type", "unknown subscription type '\(type)' (expected 'RecurringSubscription')")
        }
        let period = try s.period("recurringSubscriptionPeriod")
        var plans: [BillingPlan] = []
        for b in s.isAbsent("billingPlans") ? [] : try s.objects("billingPlans") {
            warnings.unknownKeys(b, billingPlanKeys)
            let type = try b.string("billingPlanType")
            if !BillingPlan.knownTypes.contains(type) {
                warnings.add(
                    b, "billingPlanType",
                    "unknown billing plan type '\(type)' kept as written (expected 'BILLED_UPFRONT' or 'MONTHLY')")
            }
            plans.append(
                BillingPlan(
                    type: type, displayPrice: try b.optionalString("displayPrice"),
                    commitmentDisplayPrice: try b.optionalString("commitmentDisplayPrice"),
                    isEnabled: try b.optionalBool("isEnabled") ?? true))
        }
        // `introductoryOffer` and, in files with billing plans, `introductoryOffers` (one per plan);
        // the list repeats the single offer under the same internal id.
        var intros: [ConfiguredOffer] = []
        var introIDs: Set<String> = []
        let introReaders =
            (try s.optionalChild("introductoryOffer").map { [$0] } ?? [])
            + (s.isAbsent("introductoryOffers") ? [] : try s.objects("introductoryOffers"))
        for r in introReaders {
            let parsed = try offer(r, type: .introductory, warnings)
            if let internalID = try r.optionalString("internalID") {
                guard introIDs.insert(internalID).inserted else { continue }
            } else if intros.contains(parsed) {
                continue
            }
            intros.append(parsed)
        }
        return SubscriptionProduct(
            productID: try s.string("productID"), referenceName: try s.optionalString("referenceName"),
            level: try s.optionalInt("groupNumber"), period: period.description,
            displayPrice: try s.optionalString("displayPrice"), familyShareable: try s.optionalBool("familyShareable"),
            billingPlans: plans, introductoryOffers: intros,
            promotionalOffers: try offers(s, "adHocOffers", type: .promotional, warnings),
            offerCodes: try offers(s, "codeOffers", type: .offerCode, warnings),
            winBackOffers: try offers(s, "winbackOffers", type: .winBack, warnings))
    }

    static func offers(_ r: JSONReader, _ key: String, type: OfferType, _ warnings: Warnings) throws(ModelError)
        -> [ConfiguredOffer]
    {
        if r.isAbsent(key) { return [] }
        var out: [ConfiguredOffer] = []
        var seen: Set<String> = []
        for (i, o) in try r.objects(key).enumerated() {
            let parsed = try offer(o, type: type, warnings)
            if let id = parsed.id, !seen.insert(id).inserted {
                throw r.fail("\(key)[\(i)].offerID", "duplicate offer id '\(id)'")
            }
            out.append(parsed)
        }
        return out
    }

    static func offer(_ r: JSONReader, type: OfferType, _ warnings: Warnings) throws(ModelError) -> ConfiguredOffer {
        warnings.unknownKeys(r, type == .winBack ? winBackKeys : type == .offerCode ? codeOfferKeys : offerKeys)
        let modeName = try r.string("paymentMode")
        guard let mode = PaymentMode(anyName: modeName) else {
            throw r.fail(
                "paymentMode", "unknown payment mode '\(modeName)' (expected 'free', 'payAsYouGo' or 'payUpFront')")
        }
        var since: [Int]?
        if type == .winBack, let s = try r.optionalChild("eligibilityTimeSinceLastSubscribedInMonths") {
            warnings.unknownKeys(s, ["minimum", "maximum"])
            since = [try s.int("minimum"), try s.int("maximum")]
        }
        let count = try r.optionalInt("numberOfPeriods") ?? 1
        if count < 1 { throw r.fail("numberOfPeriods", "'\(count)' must be at least 1") }
        if let plan = try r.optionalString("billingPlanType"), !BillingPlan.knownTypes.contains(plan) {
            warnings.add(
                r, "billingPlanType",
                "unknown billing plan type '\(plan)' kept as written (expected 'BILLED_UPFRONT' or 'MONTHLY')")
        }
        var eligibility: [String]?
        if type == .offerCode, !r.isAbsent("eligibility") {
            let values = try r.strings("eligibility")
            for value in values where !codeEligibility.contains(value) {
                warnings.add(
                    r, "eligibility",
                    "unknown offer code eligibility '\(value)' kept as written (expected 'existing', 'expired' or 'new')"
                )
            }
            eligibility = values
        }
        // Promotional and win-back offers have an offer id; offer codes saved by Xcode may not.
        let id: String? =
            switch type {
            case .introductory: nil
            case .offerCode: try r.optionalString("offerID")
            case .promotional, .winBack: try r.string("offerID")
            }
        return ConfiguredOffer(
            id: id, type: type, referenceName: try r.optionalString("referenceName"), paymentMode: mode,
            period: try r.period("subscriptionPeriod").description, periodCount: count,
            displayPrice: try r.optionalString("displayPrice"),
            billingPlanType: try r.optionalString("billingPlanType"),
            customerEligibility: eligibility,
            isStackable: type == .offerCode ? try r.optionalBool("isStackable") : nil,
            minPaidMonths: type == .winBack ? try r.optionalInt("eligibilityPaidSubscriptionDurationInMonths") : nil,
            monthsSinceLastSubscribed: since,
            waitBetweenOffersMonths: type == .winBack ? try r.optionalInt("eligibilityWaitBetweenOffersInMonths") : nil)
    }

    static func key(_ k: JSONReader) throws(ModelError) -> StoreKitOfferKey {
        let base64 = try k.string("privateKey")
        guard let der = Data(base64Encoded: base64) else {
            throw k.fail("privateKey", "expected a base64 PKCS#8 private key")
        }
        var lines: [String] = ["-----BEGIN PRIVATE KEY-----"]
        let text = der.base64EncodedString()
        var start = text.startIndex
        while start < text.endIndex {
            let end = text.index(start, offsetBy: 64, limitedBy: text.endIndex) ?? text.endIndex
            lines.append(String(text[start..<end]))
            start = end
        }
        lines.append("-----END PRIVATE KEY-----")
        let pem = lines.joined(separator: "\n") + "\n"
        do {
            try SigningKeyCurve.requireP256(pem: pem, role: "the subscription offers key")
        } catch {
            throw k.fail("privateKey", error.description)
        }
        return StoreKitOfferKey(id: try k.string("id"), privateKeyPEM: pem)
    }
}
