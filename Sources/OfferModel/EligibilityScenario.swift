/// A scenario file: one offer (win-back or introductory), a customer, their history in the group and a date.
public struct EligibilityScenario: Sendable {
    /// Grace period lengths App Store Connect offers for Billing Grace Period, in days.
    public static let allowedGracePeriodDays: Set<Int> = [3, 16, 28]

    public var offer: ScenarioOffer
    public var territory: String
    public var history: [SubscriptionEvent]
    public var asOf: Day

    public init(offer: ScenarioOffer, territory: String, history: [SubscriptionEvent], asOf: Day) {
        self.offer = offer
        self.territory = territory
        self.history = history
        self.asOf = asOf
    }

    public init(offer: WinBackOffer, territory: String, history: [SubscriptionEvent], asOf: Day) {
        self.init(offer: .winBack(offer), territory: territory, history: history, asOf: asOf)
    }

    /// Evaluates the scenario.
    /// - Complexity: O(*n* log *n*) for *n* history events.
    public func evaluate() -> EligibilityResult {
        switch offer {
        case let .winBack(offer):
            WinBackEligibility.evaluate(offer: offer, events: history, territory: territory, asOf: asOf)
        case let .introductory(offer):
            IntroductoryOfferEligibility.evaluate(offer: offer, events: history, territory: territory, asOf: asOf)
        }
    }

    /// Decodes a scenario file; every error names the file and the key path of the wrong value,
    /// and the offer is validated (``ModelError/invalidConfiguration(_:)`` lists every broken field).
    public static func decode(_ bytes: [UInt8], file: String) throws(ModelError) -> EligibilityScenario {
        let root = try JSONReader.root(bytes, file: file)
        try root.checkKeys(["description", "source", "offer", "customer", "history", "asOf"])
        let o = try root.child("offer")
        let typeName = try o.optionalString("type") ?? "winBack"
        let offer: ScenarioOffer
        switch typeName {
        case "winBack": offer = .winBack(try decodeWinBackOffer(o))
        case "introductory": offer = .introductory(try decodeIntroductoryOffer(o))
        default: throw o.fail("type", "unknown offer type '\(typeName)' (expected 'winBack' or 'introductory')")
        }
        let customer = try root.child("customer")
        try customer.checkKeys(["territory"])
        let events = try decodeHistory(root, offerID: offer.id)
        return EligibilityScenario(offer: offer, territory: try customer.string("territory"), history: events,
                                   asOf: try root.day("asOf"))
    }

    static func paymentMode(_ o: JSONReader) throws(ModelError) -> PaymentMode {
        let modeName = try o.string("paymentMode")
        guard let mode = PaymentMode(anyName: modeName) else {
            throw o.fail("paymentMode", "unknown payment mode '\(modeName)' (expected 'freeTrial', 'payAsYouGo' or 'payUpFront')")
        }
        return mode
    }

    static func decodeWinBackOffer(_ o: JSONReader) throws(ModelError) -> WinBackOffer {
        try o.checkKeys(["type", "id", "referenceName", "product", "group", "paymentMode", "period", "periodCount", "price",
                         "startDate", "endDate", "priority", "territories", "streamlinedPurchase", "eligibility"])
        let mode = try paymentMode(o)
        var priority = WinBackOffer.Priority.normal
        if let p = try o.optionalString("priority") {
            guard let value = WinBackOffer.Priority(rawValue: p) else { throw o.fail("priority", "unknown priority '\(p)' (expected 'normal' or 'high')") }
            priority = value
        }
        let e = try o.child("eligibility")
        try e.checkKeys(["minPaidMonths", "monthsSinceLastSubscribed", "waitBetweenOffersMonths"])
        let since = try e.child("monthsSinceLastSubscribed")
        try since.checkKeys(["min", "max"])
        let criteria = WinBackEligibilityCriteria(
            minPaidMonths: try e.int("minPaidMonths"),
            minMonthsSinceLastSubscribed: try since.int("min"),
            maxMonthsSinceLastSubscribed: try since.int("max"),
            waitBetweenOffersMonths: try e.optionalInt("waitBetweenOffersMonths"))
        let id = try o.string("id")
        let offer = WinBackOffer(
            referenceName: try o.optionalString("referenceName") ?? id, id: id, product: try o.string("product"),
            group: try o.optionalString("group") ?? "", paymentMode: mode, period: try o.period("period"),
            periodCount: try o.optionalInt("periodCount") ?? 1, price: try o.number("price"),
            startDate: try o.optionalDay("startDate"), endDate: try o.optionalDay("endDate"), priority: priority,
            territories: try o.strings("territories"),
            streamlinedPurchase: o.isAbsent("streamlinedPurchase") ? true : try o.bool("streamlinedPurchase"),
            eligibility: criteria)
        try offer.validate()
        return offer
    }

    static func decodeIntroductoryOffer(_ o: JSONReader) throws(ModelError) -> IntroductoryOffer {
        try o.checkKeys(["type", "id", "referenceName", "product", "group", "paymentMode", "period", "periodCount",
                         "price", "startDate", "endDate", "territories"])
        let offer = IntroductoryOffer(
            id: try o.optionalString("id") ?? "introductory", product: try o.string("product"),
            group: try o.optionalString("group") ?? "", paymentMode: try paymentMode(o), period: try o.period("period"),
            periodCount: try o.optionalInt("periodCount") ?? 1, price: try o.number("price"),
            startDate: try o.optionalDay("startDate"), endDate: try o.optionalDay("endDate"),
            territories: try o.strings("territories"))
        try offer.validate()
        return offer
    }

    /// Reads the history and checks that its billing events follow one another as they can: a renewal
    /// fails only while subscribed, `recovered` and `expire` end a billing retry in progress, and a plan
    /// change, renewal or redemption cannot happen during one.
    static func decodeHistory(_ root: JSONReader, offerID: String) throws(ModelError) -> [SubscriptionEvent] {
        let items = try root.objects("history")
        var events: [SubscriptionEvent] = []
        for item in items {
            try item.checkKeys(["date", "event", "product", "offer", "gracePeriodDays", "periodStart"])
            let date = try item.day("date")
            let name = try item.string("event")
            if name != "billingRetry", !item.isAbsent("gracePeriodDays") {
                throw item.fail("gracePeriodDays", "only a 'billingRetry' event has a grace period")
            }
            if name != "refund", !item.isAbsent("periodStart") {
                throw item.fail("periodStart", "only a 'refund' event names the billing period it refunds")
            }
            let kind: SubscriptionEvent.Kind
            switch name {
            case "subscribe": kind = .subscribe(product: try item.string("product"))
            case "switch": kind = .switch(product: try item.string("product"))
            case "lapse": kind = .lapse
            case "renew": kind = .renew
            case "recovered": kind = .recovered
            case "expire": kind = .expire
            case "refund":
                let periodStart = try item.day("periodStart")
                guard periodStart <= date else {
                    throw item.fail("periodStart", "the refunded billing period starts after the refund"
                        + " ('\(periodStart)' is later than '\(date)')")
                }
                kind = .refund(periodStart: periodStart)
            case "billingRetry":
                let grace = try item.optionalInt("gracePeriodDays")
                if let grace, !allowedGracePeriodDays.contains(grace) {
                    throw item.fail("gracePeriodDays", "'\(grace)' is not a Billing Grace Period App Store Connect"
                        + " offers (3, 16 or 28 days)")
                }
                kind = .billingRetry(gracePeriodDays: grace)
            case "redeem":
                let id = try item.string("offer")
                guard id == offerID else {
                    throw item.fail("offer", "offer '\(id)' is not the scenario's offer '\(offerID)'")
                }
                kind = .redeem(offer: id)
            default:
                throw item.fail("event", "unknown event '\(name)' (expected 'subscribe', 'switch', 'lapse', 'redeem',"
                    + " 'renew', 'billingRetry', 'recovered', 'expire' or 'refund')")
            }
            events.append(SubscriptionEvent(date: date, kind: kind))
        }
        let order = events.indices.sorted { (events[$0].date, $0) < (events[$1].date, $1) }
        var subscribed = false
        var everSubscribed = false
        var inRetry = false
        for index in order {
            let item = items[index]
            let name = try item.string("event")
            switch events[index].kind {
            case .billingRetry:
                guard subscribed, !inRetry else {
                    throw item.fail("event", "'billingRetry' needs an active subscription without a billing retry"
                        + " in progress (a renewal fails only while subscribed)")
                }
                inRetry = true
            case .recovered, .expire:
                guard inRetry else { throw item.fail("event", "'\(name)' without a billing retry in progress") }
                inRetry = false
                subscribed = name == "recovered"
            case .switch, .renew, .redeem:
                if inRetry {
                    throw item.fail("event", "'\(name)' during a billing retry (expected 'recovered', 'expire',"
                        + " 'lapse' or 'subscribe')")
                }
                subscribed = true
            case .subscribe:
                inRetry = false
                subscribed = true
            case .lapse:
                inRetry = false
                subscribed = false
            case .refund:
                guard everSubscribed else {
                    throw item.fail("event", "'refund' before any subscription (nothing was paid to refund)")
                }
                inRetry = false
                subscribed = false
            }
            if subscribed { everSubscribed = true }
        }
        return events
    }
}
