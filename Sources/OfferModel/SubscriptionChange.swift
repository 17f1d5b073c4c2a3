/// How a promotional offer purchase relates to the customer's current subscription (seed 002 lines 124–134).
public enum SubscriptionChange: Hashable, Sendable {
    /// No current subscription in the group.
    case newSubscription
    /// An upgrade to another subscription.
    case upgrade
    /// A downgrade to another subscription.
    case downgrade
    /// A crossgrade; `sameDuration` when both subscriptions have the same period.
    case crossgrade(sameDuration: Bool)
    /// The same subscription while an introductory offer is running.
    case sameSubscriptionDuringIntroductoryOffer
}
