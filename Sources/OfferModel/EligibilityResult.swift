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

    enum CodingKeys: String, CodingKey {
        case asOf, eligible, reasons, firstEligibleDate, paidMonths, monthsSinceLastSubscribed
    }

    /// Encodes every key, writing `null` for absent values so readers always find `firstEligibleDate`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(asOf, forKey: .asOf)
        try c.encode(eligible, forKey: .eligible)
        try c.encode(reasons, forKey: .reasons)
        try c.encode(firstEligibleDate, forKey: .firstEligibleDate)
        try c.encode(paidMonths, forKey: .paidMonths)
        try c.encode(monthsSinceLastSubscribed, forKey: .monthsSinceLastSubscribed)
    }
}
