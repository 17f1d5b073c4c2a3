/// A subscription group: a customer has at most one active subscription in it.
public struct SubscriptionGroup: Hashable, Sendable, Codable {
    public var id: String
    public var name: String
    public var subscriptions: [SubscriptionProduct]

    /// Whether moving from `from` to `to` is an upgrade (to a higher level: lower `groupNumber`), a
    /// downgrade, or a crossgrade (same level), with same-duration noted for crossgrades.
    public func change(from: String, to: String) -> SubscriptionChange? {
        guard let a = subscriptions.first(where: { $0.productID == from }), let b = subscriptions.first(where: { $0.productID == to }),
              let la = a.level, let lb = b.level else { return nil }
        if lb < la { return .upgrade }
        if lb > la { return .downgrade }
        return .crossgrade(sameDuration: a.period == b.period)
    }
}
