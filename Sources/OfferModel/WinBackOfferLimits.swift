/// App Store Connect's limits on a subscription's set of win-back offers: at most 350 offers per
/// subscription, and at most 5 running at a time per storefront (territory) per subscription.
public enum WinBackOfferLimits {
    /// The most win-back offers App Store Connect lets you create for one subscription.
    public static let maximumOffersPerSubscription = 350
    /// The most win-back offers that may run at the same time in one storefront for one subscription.
    public static let maximumLivePerStorefront = 5

    /// One message per broken limit, in product order, naming the App Store Connect rule (empty when within
    /// the limits).
    ///
    /// An offer runs from its start date (inclusive) to its end date (exclusive, open when absent); offers
    /// without a start date never run. For each product and territory, the first day on which more than
    /// five offers run is reported.
    /// - Complexity: O(*n* log *n*) for *n* offers × territories.
    public static func messages(for offers: [WinBackOffer]) -> [String] {
        var messages: [String] = []
        let byProduct = Dictionary(grouping: offers, by: \.product)
        for product in byProduct.keys.sorted() {
            let group = byProduct[product]!
            if group.count > maximumOffersPerSubscription {
                messages.append(
                    "product '\(product)': \(group.count) win-back offers; App Store Connect allows at most"
                        + " \(maximumOffersPerSubscription) per subscription")
            }
            var changes: [String: [(day: Day, delta: Int)]] = [:]
            for offer in group {
                guard let start = offer.startDate else { continue }
                for territory in Set(offer.territories) {
                    changes[territory, default: []].append((start, 1))
                    if let end = offer.endDate { changes[territory, default: []].append((end, -1)) }
                }
            }
            for territory in changes.keys.sorted() {
                // Ends sort before starts on the same day: an offer ending on a day frees its place that day.
                let sorted = changes[territory]!.sorted { ($0.day, $0.delta) < ($1.day, $1.delta) }
                var live = 0
                for change in sorted {
                    live += change.delta
                    if live > maximumLivePerStorefront {
                        messages.append(
                            "product '\(product)', territory '\(territory)': \(live) win-back offers run"
                                + " on \(change.day); App Store Connect allows at most \(maximumLivePerStorefront)"
                                + " at a time per storefront")
                        break
                    }
                }
            }
        }
        return messages
    }
}
