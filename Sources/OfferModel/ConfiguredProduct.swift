/// An In-App Purchase that is not an auto-renewable subscription, as a `.storekit` file configures it
/// (`products`: consumable and non-consumable; `nonRenewingSubscriptions`).
public struct ConfiguredProduct: Hashable, Sendable, Codable {
    /// The kinds Xcode writes; any other `type` is kept as written, with a warning.
    public static let knownKinds: Set<String> = ["Consumable", "NonConsumable", "NonRenewingSubscription"]

    public var productID: String
    public var referenceName: String?
    /// `Consumable`, `NonConsumable` or `NonRenewingSubscription`, as the file writes it.
    public var kind: String
    public var displayPrice: String?
    public var familyShareable: Bool?
}
