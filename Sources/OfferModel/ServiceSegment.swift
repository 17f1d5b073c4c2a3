/// A stretch of continuous service: paid, an unpaid free-trial offer period, or a billing grace period.
public struct ServiceSegment: Hashable, Sendable {
    public var start: Day
    /// The first day without this segment's service; `nil` while it continues.
    public var end: Day?
    public var isPaid: Bool
    /// The offer whose period this segment is, if any.
    public var offer: String?
    /// Whether this is a Billing Grace Period (access while the App Store retries a failed renewal).
    public var isGracePeriod = false
    /// Whether this paid segment starts when billing retry recovered: it continues the paid run before
    /// the failed renewal, whose days without paid service are paused, not counted.
    public var resumesAfterBillingRetry = false
    /// Whether this service was refunded: the customer had access, but the App Store gave the payment
    /// back, so it does not count as paid.
    public var isRefunded = false
}
