/// The parts of a `Product.SubscriptionInfo.Status` the merchandising decision reads.
public struct SubscriptionStatusSnapshot: Hashable, Sendable {
    /// `Product.SubscriptionInfo.RenewalState`.
    public enum State: String, Sendable, CaseIterable {
        case subscribed, expired, inBillingRetryPeriod, inGracePeriod, revoked
    }

    /// `Transaction.OwnershipType`.
    public enum Ownership: String, Sendable { case purchased, familyShared }

    public var state: State
    public var ownership: Ownership
    public var willAutoRenew: Bool
    /// `RenewalInfo.eligibleWinBackOfferIDs`, best first.
    public var eligibleWinBackOfferIDs: [String]

    public init(state: State, ownership: Ownership = .purchased, willAutoRenew: Bool, eligibleWinBackOfferIDs: [String] = []) {
        self.state = state
        self.ownership = ownership
        self.willAutoRenew = willAutoRenew
        self.eligibleWinBackOfferIDs = eligibleWinBackOfferIDs
    }

    /// Whether this status entitles the customer to service (subscribed, billing retry or grace period).
    public var isEntitled: Bool { [.subscribed, .inBillingRetryPeriod, .inGracePeriod].contains(state) }
}
