import Foundation

/// A win-back offer as configured in App Store Connect.
public struct WinBackOffer: Hashable, Sendable {
    /// Whether the App Store shows this offer before other offers.
    public enum Priority: String, Sendable, Codable { case normal, high }

    public var referenceName: String
    /// Unique within the subscription group; the id StoreKit uses.
    public var id: String
    public var product: String
    public var group: String
    public var paymentMode: PaymentMode
    public var period: SubscriptionPeriod
    public var periodCount: Int
    /// The offer price per period in the base territory; 0 for a free trial.
    public var price: Decimal?
    public var startDate: Day?
    public var endDate: Day?
    public var priority: Priority
    /// ISO 3166-1 alpha-3 territory codes.
    public var territories: [String]
    public var streamlinedPurchase: Bool
    public var eligibility: WinBackEligibilityCriteria

    public init(referenceName: String, id: String, product: String, group: String, paymentMode: PaymentMode,
                period: SubscriptionPeriod, periodCount: Int = 1, price: Decimal? = nil, startDate: Day?,
                endDate: Day? = nil, priority: Priority = .normal, territories: [String],
                streamlinedPurchase: Bool = true, eligibility: WinBackEligibilityCriteria) {
        self.referenceName = referenceName
        self.id = id
        self.product = product
        self.group = group
        self.paymentMode = paymentMode
        self.period = period
        self.periodCount = periodCount
        self.price = price
        self.startDate = startDate
        self.endDate = endDate
        self.priority = priority
        self.territories = territories
        self.streamlinedPurchase = streamlinedPurchase
        self.eligibility = eligibility
    }

    /// The day the offer period ends when redeemed on `start`.
    public func offerPeriodEnd(redeemedOn start: Day) -> Day { period.end(startingOn: start, count: periodCount) }

    /// Every rule the configuration breaks, one lowercase message per field (empty when valid).
    public func validationMessages() -> [String] {
        var m: [String] = []
        if referenceName.isEmpty { m.append("referenceName: must not be empty") }
        if id.isEmpty { m.append("id: must not be empty") }
        if product.isEmpty { m.append("product: must not be empty") }
        if periodCount < 1 { m.append("periodCount: '\(periodCount)' must be at least 1") }
        if let price, price < 0 { m.append("price: '\(price)' must not be negative") }
        if paymentMode == .freeTrial, let price, price != 0 { m.append("price: a free trial has no price, got '\(price)'") }
        if startDate == nil { m.append("startDate: a start date is required") }
        if let s = startDate, let e = endDate, e <= s { m.append("endDate: '\(e)' must be after the start date '\(s)'") }
        if territories.isEmpty { m.append("territories: at least one territory is required") }
        for t in territories where t.count != 3 || !t.allSatisfy({ $0.isASCII && $0.isUppercase }) {
            m.append("territories: '\(t)' is not an ISO 3166-1 alpha-3 code")
        }
        let e = eligibility
        if !WinBackEligibilityCriteria.allowedMinPaidMonths.contains(e.minPaidMonths) {
            m.append("eligibility.minPaidMonths: '\(e.minPaidMonths)' is not one of 1–24, 36, 48, 60")
        }
        if e.minMonthsSinceLastSubscribed < 0 {
            m.append("eligibility.monthsSinceLastSubscribed.min: '\(e.minMonthsSinceLastSubscribed)' must not be negative")
        }
        if e.maxMonthsSinceLastSubscribed < e.minMonthsSinceLastSubscribed {
            m.append("eligibility.monthsSinceLastSubscribed.max: '\(e.maxMonthsSinceLastSubscribed)' is less than the minimum '\(e.minMonthsSinceLastSubscribed)'")
        }
        if let w = e.waitBetweenOffersMonths, !WinBackEligibilityCriteria.allowedWaitMonths.contains(w) {
            m.append("eligibility.waitBetweenOffersMonths: '\(w)' is not between 2 and 24")
        }
        return m
    }

    /// Throws ``ModelError/invalidConfiguration(_:)`` listing every broken rule.
    public func validate() throws(ModelError) {
        let messages = validationMessages()
        if !messages.isEmpty { throw .invalidConfiguration(messages) }
    }
}
