import Foundation

/// A win-back offer as configured in App Store Connect.
public struct WinBackOffer: Hashable, Sendable, RedeemableOffer {
    /// The offer durations App Store Connect offers (3 days, 1 or 2 weeks, 1, 2, 3 or 6 months, 1 year).
    public static let allowedDurations: [SubscriptionPeriod] = [
        .init(value: 3, unit: .day), .init(value: 1, unit: .week), .init(value: 2, unit: .week),
        .init(value: 1, unit: .month), .init(value: 2, unit: .month), .init(value: 3, unit: .month),
        .init(value: 6, unit: .month), .init(value: 1, unit: .year),
    ]
    /// The model's bound on `periodCount` (App Store Connect's own limit is not documented).
    public static let maximumPeriodCount = 999
    /// The shortest window (end date minus start date, in days) App Store Connect accepts.
    public static let minimumWindowDays = 3

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
    /// Whether a redemption outside the app completes the purchase there. App Store Connect now sets
    /// Streamlined Purchasing once for the app, not per offer; the field carries that app-wide value.
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

    public var offerType: OfferType { .winBack }

    /// The day the offer period ends when redeemed on `start`.
    public func offerPeriodEnd(redeemedOn start: Day) -> Day { period.end(startingOn: start, count: periodCount) }

    /// Every rule the configuration breaks, one lowercase message per field naming the App Store Connect
    /// rule it breaks (empty when valid).
    public func validationMessages() -> [String] {
        var m: [String] = []
        if referenceName.isEmpty { m.append("referenceName: must not be empty") }
        if id.isEmpty { m.append("id: must not be empty") }
        if product.isEmpty { m.append("product: must not be empty") }
        if !Self.allowedDurations.contains(period) {
            m.append("period: '\(period)' is not an offer duration App Store Connect offers"
                + " (P3D, P1W, P2W, P1M, P2M, P3M, P6M, P1Y)")
        }
        if periodCount < 1 { m.append("periodCount: '\(periodCount)' must be at least 1") }
        if periodCount > Self.maximumPeriodCount {
            m.append("periodCount: '\(periodCount)' is above the model's bound of \(Self.maximumPeriodCount)")
        }
        if let price, price < 0 { m.append("price: '\(price)' must not be negative") }
        if paymentMode == .freeTrial, let price, price != 0 {
            m.append("price: a free trial has no price, got '\(price)'")
        }
        if startDate == nil {
            m.append("startDate: a start date is required to publish the offer in App Store Connect")
        }
        if let s = startDate, let e = endDate {
            if e <= s {
                m.append("endDate: '\(e)' must be after the start date '\(s)'")
            } else if e.ordinal - s.ordinal < Self.minimumWindowDays {
                m.append("endDate: '\(e)' leaves \(e.ordinal - s.ordinal) day(s) after the start date '\(s)';"
                    + " App Store Connect requires an offer to run at least \(Self.minimumWindowDays) days")
            }
        }
        if territories.isEmpty { m.append("territories: at least one territory is required") }
        for t in territories where t.count != 3 || !t.allSatisfy({ $0.isASCII && $0.isUppercase }) {
            m.append("territories: '\(t)' is not an ISO 3166-1 alpha-3 code")
        }
        let e = eligibility
        if !WinBackEligibilityCriteria.allowedMinPaidMonths.contains(e.minPaidMonths) {
            m.append("eligibility.minPaidMonths: '\(e.minPaidMonths)' is not one of 1–24, 36, 48, 60"
                + " (App Store Connect's paid subscription duration)")
        }
        let since = WinBackEligibilityCriteria.allowedMonthsSinceLastSubscribed
        if !since.contains(e.minMonthsSinceLastSubscribed) {
            m.append("eligibility.monthsSinceLastSubscribed.min: '\(e.minMonthsSinceLastSubscribed)' is not between"
                + " \(since.lowerBound) and \(since.upperBound) (App Store Connect's time since last subscribed)")
        }
        if !since.contains(e.maxMonthsSinceLastSubscribed) {
            m.append("eligibility.monthsSinceLastSubscribed.max: '\(e.maxMonthsSinceLastSubscribed)' is not between"
                + " \(since.lowerBound) and \(since.upperBound) (App Store Connect's time since last subscribed)")
        } else if e.maxMonthsSinceLastSubscribed < e.minMonthsSinceLastSubscribed {
            m.append("eligibility.monthsSinceLastSubscribed.max: '\(e.maxMonthsSinceLastSubscribed)' is less than the"
                + " minimum '\(e.minMonthsSinceLastSubscribed)'")
        }
        if let w = e.waitBetweenOffersMonths, !WinBackEligibilityCriteria.allowedWaitMonths.contains(w) {
            m.append("eligibility.waitBetweenOffersMonths: '\(w)' is not between 2 and 24"
                + " (App Store Connect's wait between offers)")
        }
        return m
    }

    /// Throws ``ModelError/invalidConfiguration(_:)`` listing every broken rule.
    public func validate() throws(ModelError) {
        let messages = validationMessages()
        if !messages.isEmpty { throw .invalidConfiguration(messages) }
    }
}
