/// The subscription part of an Xcode StoreKit configuration file (`.storekit`, JSON).
public struct StoreKitConfiguration: Hashable, Sendable, Codable {
    public var groups: [SubscriptionGroup]

    static let topKeys: Set<String> = ["identifier", "nonRenewingSubscriptions", "products", "settings", "subscriptionGroups", "version", "appPolicies"]
    static let groupKeys: Set<String> = ["id", "localizations", "name", "subscriptions"]
    static let subscriptionKeys: Set<String> = [
        "adHocOffers", "codeOffers", "displayPrice", "familyShareable", "groupNumber", "internalID", "introductoryOffer",
        "localizations", "productID", "recurringSubscriptionPeriod", "referenceName", "subscriptionGroupID", "type",
        "winbackOffers",
    ]
    static let offerKeys: Set<String> = [
        "displayPrice", "internalID", "numberOfPeriods", "offerID", "paymentMode", "referenceName", "subscriptionPeriod",
        "eligibility", "isStackable",
    ]
    static let winBackKeys: Set<String> = offerKeys.union([
        "eligibilityPaidSubscriptionDurationInMonths", "eligibilityTimeSinceLastSubscribedInMonths",
        "eligibilityWaitBetweenOffersInMonths", "startDate", "endDate", "priority", "isPrioritized",
    ])

    /// Loads a `.storekit` file; an unknown key or a malformed value is a ``ModelError/invalidInput(location:message:)``
    /// naming the file and the key path (`subscriptionGroups[0].subscriptions[1].recurringSubscriptionPeriod`).
    public static func load(_ bytes: [UInt8], file: String) throws(ModelError) -> StoreKitConfiguration {
        let root = try JSONReader.root(bytes, file: file)
        try root.checkKeys(topKeys)
        var groups: [SubscriptionGroup] = []
        for g in root.isAbsent("subscriptionGroups") ? [] : try root.objects("subscriptionGroups") {
            try g.checkKeys(groupKeys)
            var subscriptions: [SubscriptionProduct] = []
            for s in try g.objects("subscriptions") {
                try s.checkKeys(subscriptionKeys)
                if let type = try s.optionalString("type"), type != "RecurringSubscription" {
                    throw s.fail("type", "unknown subscription type '\(type)' (expected 'RecurringSubscription')")
                }
                let period = try s.period("recurringSubscriptionPeriod")
                let intro = try s.optionalChild("introductoryOffer").map { r throws(ModelError) in try offer(r, type: .introductory) }
                subscriptions.append(SubscriptionProduct(
                    productID: try s.string("productID"), referenceName: try s.optionalString("referenceName"),
                    level: try s.optionalInt("groupNumber"), period: period.description,
                    displayPrice: try s.optionalString("displayPrice"), introductoryOffer: intro,
                    promotionalOffers: try offers(s, "adHocOffers", type: .promotional),
                    offerCodes: try offers(s, "codeOffers", type: .offerCode),
                    winBackOffers: try offers(s, "winbackOffers", type: .winBack)))
            }
            groups.append(SubscriptionGroup(id: try g.optionalString("id") ?? "", name: try g.string("name"), subscriptions: subscriptions))
        }
        return StoreKitConfiguration(groups: groups)
    }

    static func offers(_ r: JSONReader, _ key: String, type: OfferType) throws(ModelError) -> [ConfiguredOffer] {
        if r.isAbsent(key) { return [] }
        var out: [ConfiguredOffer] = []
        var seen: Set<String> = []
        for (i, o) in try r.objects(key).enumerated() {
            let parsed = try offer(o, type: type)
            if let id = parsed.id, !seen.insert(id).inserted {
                throw r.fail("\(key)[\(i)].offerID", "duplicate offer id '\(id)'")
            }
            out.append(parsed)
        }
        return out
    }

    static func offer(_ r: JSONReader, type: OfferType) throws(ModelError) -> ConfiguredOffer {
        try r.checkKeys(type == .winBack ? winBackKeys : offerKeys)
        let modeName = try r.string("paymentMode")
        guard let mode = PaymentMode(anyName: modeName) else {
            throw r.fail("paymentMode", "unknown payment mode '\(modeName)' (expected 'free', 'payAsYouGo' or 'payUpFront')")
        }
        var since: [Int]?
        if type == .winBack, let s = try r.optionalChild("eligibilityTimeSinceLastSubscribedInMonths") {
            try s.checkKeys(["minimum", "maximum"])
            since = [try s.int("minimum"), try s.int("maximum")]
        }
        let count = try r.optionalInt("numberOfPeriods") ?? 1
        if count < 1 { throw r.fail("numberOfPeriods", "'\(count)' must be at least 1") }
        return ConfiguredOffer(
            id: type == .introductory ? nil : try r.string("offerID"), type: type,
            referenceName: try r.optionalString("referenceName"), paymentMode: mode,
            period: try r.period("subscriptionPeriod").description, periodCount: count,
            displayPrice: try r.optionalString("displayPrice"),
            minPaidMonths: type == .winBack ? try r.optionalInt("eligibilityPaidSubscriptionDurationInMonths") : nil,
            monthsSinceLastSubscribed: since,
            waitBetweenOffersMonths: type == .winBack ? try r.optionalInt("eligibilityWaitBetweenOffersInMonths") : nil)
    }
}
