/// One event in a customer's history within a subscription group.
public struct SubscriptionEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// Starts paid service on a product (after no service, or restarts after a lapse).
        case subscribe(product: String)
        /// Changes plan inside the group (upgrade, downgrade, crossgrade); does not break a paid run.
        case `switch`(product: String)
        /// Ends service on this date (the day is the first day without service).
        case lapse
        /// Redeems an offer: its offer period starts on this date.
        case redeem(offer: String)
        /// Resumes paid service after an offer period.
        case renew
        /// A renewal failed on this date: the subscription enters billing retry, with access for
        /// `gracePeriodDays` more days when the app has a Billing Grace Period.
        case billingRetry(gracePeriodDays: Int?)
        /// Billing retry succeeded: paid service resumes on this date.
        case recovered
        /// Billing retry ended without recovery on this date (an involuntary churn).
        case expire
        /// The App Store refunded, on this date (the transaction's revocation date), the billing period
        /// that started on `periodStart` (the refunded transaction's purchase date): access ends on this
        /// date if it had not ended, and the refunded days were not paid.
        case refund(periodStart: Day)
    }

    public var date: Day
    public var kind: Kind

    public init(date: Day, kind: Kind) {
        self.date = date
        self.kind = kind
    }
}
