/// A scenario file: one win-back offer, a customer, their history in the group and a date.
public struct EligibilityScenario: Sendable {
    public var offer: WinBackOffer
    public var territory: String
    public var history: [SubscriptionEvent]
    public var asOf: Day

    public init(offer: WinBackOffer, territory: String, history: [SubscriptionEvent], asOf: Day) {
        self.offer = offer
        self.territory = territory
        self.history = history
        self.asOf = asOf
    }

    /// Evaluates the scenario.
    public func evaluate() -> EligibilityResult {
        WinBackEligibility.evaluate(offer: offer, events: history, territory: territory, asOf: asOf)
    }

    /// Decodes a scenario file; every error names the file and the key path of the wrong value,
    /// and the offer is validated (``ModelError/invalidConfiguration(_:)`` lists every broken field).
    public static func decode(_ bytes: [UInt8], file: String) throws(ModelError) -> EligibilityScenario {
        let root = try JSONReader.root(bytes, file: file)
        try root.checkKeys(["description", "source", "offer", "customer", "history", "asOf"])
        let o = try root.child("offer")
        try o.checkKeys(["id", "referenceName", "product", "group", "paymentMode", "period", "periodCount", "price",
                         "startDate", "endDate", "priority", "territories", "streamlinedPurchase", "eligibility"])
        let modeName = try o.string("paymentMode")
        guard let mode = PaymentMode(anyName: modeName) else {
            throw o.fail("paymentMode", "unknown payment mode '\(modeName)' (expected 'freeTrial', 'payAsYouGo' or 'payUpFront')")
        }
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
        let customer = try root.child("customer")
        try customer.checkKeys(["territory"])
        var events: [SubscriptionEvent] = []
        for item in try root.objects("history") {
            try item.checkKeys(["date", "event", "product", "offer"])
            let date = try item.day("date")
            let name = try item.string("event")
            let kind: SubscriptionEvent.Kind
            switch name {
            case "subscribe": kind = .subscribe(product: try item.string("product"))
            case "switch": kind = .switch(product: try item.string("product"))
            case "lapse": kind = .lapse
            case "renew": kind = .renew
            case "redeem":
                let offerID = try item.string("offer")
                guard offerID == offer.id else {
                    throw item.fail("offer", "offer '\(offerID)' is not the scenario's offer '\(offer.id)'")
                }
                kind = .redeem(offer: offerID)
            default:
                throw item.fail("event", "unknown event '\(name)' (expected 'subscribe', 'switch', 'lapse', 'redeem' or 'renew')")
            }
            events.append(SubscriptionEvent(date: date, kind: kind))
        }
        return EligibilityScenario(offer: offer, territory: try customer.string("territory"), history: events, asOf: try root.day("asOf"))
    }
}
