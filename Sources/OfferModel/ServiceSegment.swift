/// A stretch of continuous service: paid, or an unpaid free-trial offer period.
public struct ServiceSegment: Hashable, Sendable {
    public var start: Day
    /// The first day without this segment's service; `nil` while it continues.
    public var end: Day?
    public var isPaid: Bool
    /// The offer whose period this segment is, if any.
    public var offer: String?
}
