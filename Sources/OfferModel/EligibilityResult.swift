/// The answer to "is this customer eligible for this win-back offer at this date?".
public struct EligibilityResult: Hashable, Sendable, Codable {
    public var asOf: String
    public var eligible: Bool
    /// Every reason that applies, in ``EligibilityReason`` declaration order.
    public var reasons: [EligibilityReason]
    /// The first day on or after `asOf` at which the customer is eligible, if any (given no new events).
    public var firstEligibleDate: String?
    public var paidMonths: Int?
    public var monthsSinceLastSubscribed: Int?
}
