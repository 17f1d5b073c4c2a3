/// The customer eligibility criteria of a win-back offer, in calendar months.
public struct WinBackEligibilityCriteria: Hashable, Sendable {
    /// Values App Store Connect offers for the minimum paid subscription duration.
    public static let allowedMinPaidMonths: Set<Int> = Set(1...24).union([36, 48, 60])
    /// Values App Store Connect offers for the minimum and maximum time since last subscribed.
    public static let allowedMonthsSinceLastSubscribed: ClosedRange<Int> = 1...24
    /// Values App Store Connect offers for the optional wait between offers.
    public static let allowedWaitMonths: ClosedRange<Int> = 2...24

    public var minPaidMonths: Int
    public var minMonthsSinceLastSubscribed: Int
    public var maxMonthsSinceLastSubscribed: Int
    public var waitBetweenOffersMonths: Int?

    public init(minPaidMonths: Int, minMonthsSinceLastSubscribed: Int, maxMonthsSinceLastSubscribed: Int,
                waitBetweenOffersMonths: Int? = nil) {
        self.minPaidMonths = minPaidMonths
        self.minMonthsSinceLastSubscribed = minMonthsSinceLastSubscribed
        self.maxMonthsSinceLastSubscribed = maxMonthsSinceLastSubscribed
        self.waitBetweenOffersMonths = waitBetweenOffersMonths
    }
}
