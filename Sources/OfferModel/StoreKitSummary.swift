/// How many groups, products and offers of each kind a `.storekit` file configures: the first line
/// of `termbridge model show`.
public struct StoreKitSummary: Hashable, Sendable, Codable, CustomStringConvertible {
    public var groups = 0
    public var subscriptions = 0
    /// Consumables, non-consumables and non-renewing subscriptions.
    public var otherProducts = 0
    public var billingPlans = 0
    public var introductoryOffers = 0
    public var promotionalOffers = 0
    public var offerCodes = 0
    public var winBackOffers = 0

    public init(_ configuration: StoreKitConfiguration) {
        groups = configuration.groups.count
        otherProducts = configuration.products.count
        for product in configuration.groups.flatMap(\.subscriptions) {
            subscriptions += 1
            billingPlans += product.billingPlans.count
            introductoryOffers += product.introductoryOffers.count
            promotionalOffers += product.promotionalOffers.count
            offerCodes += product.offerCodes.count
            winBackOffers += product.winBackOffers.count
        }
    }

    /// `2 subscription groups, 5 subscriptions, 3 other products; offers: 4 introductory, …`.
    public var description: String {
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        var parts = [
            count(groups, "subscription group", "subscription groups"),
            count(subscriptions, "subscription", "subscriptions"),
            count(otherProducts, "other product", "other products"),
        ]
        if billingPlans > 0 { parts.append(count(billingPlans, "billing plan", "billing plans")) }
        return parts.joined(separator: ", ") + "; offers: "
            + [
                "\(introductoryOffers) introductory", "\(promotionalOffers) promotional",
                count(offerCodes, "offer code", "offer codes"), "\(winBackOffers) win-back",
            ].joined(separator: ", ")
    }
}
