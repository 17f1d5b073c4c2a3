/// Promoted In-App Purchases shown on one device's App Store page: App Store Connect's default order and
/// visibility, and the app's device-specific overrides (seed 003, `Product.PromotionInfo`).
public struct PromotedPurchaseOrder: Hashable, Sendable {
    /// `Product.PromotionInfo.Visibility`.
    public enum Visibility: String, Hashable, Sendable, CaseIterable {
        case visible, hidden, appStoreConnectDefault
    }

    /// A promoted product as configured in App Store Connect.
    public struct Promotion: Hashable, Sendable {
        public var productID: String
        public var visibleByDefault: Bool
        public init(productID: String, visibleByDefault: Bool) {
            self.productID = productID
            self.visibleByDefault = visibleByDefault
        }
    }

    /// App Store Connect's promotions in their default order.
    public var appStoreConnect: [Promotion]
    /// The app's override list (`updateProductOrder(byID:)` / `updateAll(_:)`); empty means no override.
    public private(set) var overrideOrder: [String] = []
    /// Per-product visibility set by the app.
    public private(set) var overrideVisibility: [String: Visibility] = [:]

    public init(appStoreConnect: [Promotion]) {
        self.appStoreConnect = appStoreConnect
    }

    /// `updateProductOrder(byID:)`: sets the order; products left out are hidden; an empty list cancels
    /// every override (order and visibility).
    public mutating func updateProductOrder(byID ids: [String]) {
        overrideOrder = ids
        if ids.isEmpty { overrideVisibility = [:] }
    }

    /// `updateProductVisibility(_:for:)`.
    public mutating func updateProductVisibility(_ visibility: Visibility, for id: String) {
        if overrideOrder.isEmpty { overrideOrder = appStoreConnect.map(\.productID) }
        overrideVisibility[id] = visibility
    }

    /// The product ids shown on the device, in order.
    public var shown: [String] {
        let defaults = Dictionary(appStoreConnect.map { ($0.productID, $0.visibleByDefault) }, uniquingKeysWith: { a, _ in a })
        let order = overrideOrder.isEmpty ? appStoreConnect.map(\.productID) : overrideOrder
        return order.filter { id in
            switch overrideVisibility[id] ?? .appStoreConnectDefault {
            case .visible: return defaults[id] != nil
            case .hidden: return false
            case .appStoreConnectDefault: return defaults[id] ?? false
            }
        }
    }
}
