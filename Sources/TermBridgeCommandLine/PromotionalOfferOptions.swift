import ArgumentParser
import OfferModel

/// The fields of a promotional offer signature, shared by `model sign` and `model verify`.
struct PromotionalOfferOptions: ParsableArguments {
    @Option(name: .customLong("key-id"), help: "The App Store Connect subscription key id.")
    var keyID: String
    @Option(name: .customLong("bundle-id"), help: "The app's bundle id.")
    var bundleID: String
    @Option(name: .long, help: "The product id.")
    var product: String
    @Option(name: .long, help: "The promotional offer id.")
    var offer: String
    @Option(name: .customLong("app-account-token"), help: "The app account token (lowercased in the payload).")
    var appAccountToken: String = ""
    @Option(name: .long, help: "A UUID (lowercased in the payload).")
    var nonce: String
    @Option(name: .long, help: "Milliseconds since 1970-01-01 UTC.")
    var timestamp: Int64

    var fields: PromotionalOfferSignature.Fields {
        PromotionalOfferSignature.Fields(bundleID: bundleID, keyID: keyID, productID: product, offerID: offer,
                                         appAccountToken: appAccountToken, nonce: nonce, timestamp: timestamp)
    }
}
