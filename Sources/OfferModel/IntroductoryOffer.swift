import Foundation

/// An introductory offer as configured in App Store Connect for one subscription.
public struct IntroductoryOffer: Hashable, Sendable, RedeemableOffer {
    /// The id history events use; StoreKit itself gives introductory offers no id.
    public var id: String
    public var product: String
    public var group: String
    public var paymentMode: PaymentMode
    public var period: SubscriptionPeriod
    public var periodCount: Int
    /// The offer price per period in the base territory; `nil` or 0 for a free trial.
    public var price: Decimal?
    /// The first day of the offer; `nil` when the configuration gives none (the offer is always available).
    public var startDate: Day?
    /// The first day without the offer (exclusive), if it ends.
    public var endDate: Day?
    /// ISO 3166-1 alpha-3 territory codes.
    public var territories: [String]

    public init(
        id: String, product: String, group: String, paymentMode: PaymentMode, period: SubscriptionPeriod,
        periodCount: Int = 1, price: Decimal? = nil, startDate: Day? = nil, endDate: Day? = nil,
        territories: [String]
    ) {
        self.id = id
        self.product = product
        self.group = group
        self.paymentMode = paymentMode
        self.period = period
        self.periodCount = periodCount
        self.price = price
        self.startDate = startDate
        self.endDate = endDate
        self.territories = territories
    }

    public var offerType: OfferType { .introductory }

    /// The day the offer period ends when redeemed on `start`.
    public func offerPeriodEnd(redeemedOn start: Day) -> Day { period.end(startingOn: start, count: periodCount) }

    /// Whether `day` is inside the start date (inclusive) and end date (exclusive).
    public func isAvailable(on day: Day) -> Bool {
        if let startDate, day < startDate { return false }
        if let endDate, day >= endDate { return false }
        return true
    }

    /// Every rule the configuration breaks, one lowercase message per field (empty when valid).
    public func validationMessages() -> [String] {
        var m: [String] = []
        if id.isEmpty { m.append("id: must not be empty") }
        if product.isEmpty { m.append("product: must not be empty") }
        if !WinBackOffer.allowedDurations.contains(period) {
            m.append(
                "period: '\(period)' is not an offer duration App Store Connect offers"
                    + " (P3D, P1W, P2W, P1M, P2M, P3M, P6M, P1Y)")
        }
        if periodCount < 1 { m.append("periodCount: '\(periodCount)' must be at least 1") }
        if periodCount > WinBackOffer.maximumPeriodCount {
            m.append("periodCount: '\(periodCount)' is above the model's bound of \(WinBackOffer.maximumPeriodCount)")
        }
        if let price, price < 0 { m.append("price: '\(price)' must not be negative") }
        if paymentMode == .freeTrial, let price, price != 0 {
            m.append("price: a free trial has no price, got '\(price)'")
        }
        if let s = startDate, let e = endDate, e <= s {
            m.append("endDate: '\(e)' must be after the start date '\(s)'")
        }
        if territories.isEmpty { m.append("territories: at least one territory is required") }
        for t in territories where t.count != 3 || !t.allSatisfy({ $0.isASCII && $0.isUppercase }) {
            m.append("territories: '\(t)' is not an ISO 3166-1 alpha-3 code")
        }
        return m
    }

    /// Throws ``ModelError/invalidConfiguration(_:)`` listing every broken rule.
    public func validate() throws(ModelError) {
        let messages = validationMessages()
        if !messages.isEmpty { throw .invalidConfiguration(messages) }
    }
}
