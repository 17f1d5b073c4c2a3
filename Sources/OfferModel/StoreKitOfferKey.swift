/// The key a `.storekit` file carries for signing promotional offers in StoreKit Testing
/// (`subscriptionOffersKeyPair`): an id that stands in for the App Store Connect key id, and a
/// P-256 private key (PKCS#8 DER, base64).
public struct StoreKitOfferKey: Hashable, Sendable, Codable {
    public var id: String
    /// The private key in PEM form (`-----BEGIN PRIVATE KEY-----`).
    public var privateKeyPEM: String
}
