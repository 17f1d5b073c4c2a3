import ArgumentParser
import Foundation
import OfferModel

/// The signed fields shared by `model sign` and `model verify`, for each ``SignatureFormat``.
///
/// `validate()` refuses, as bad usage (exit 64), a combination the format cannot sign: a missing
/// field, a field of another format, a nonce that is not a UUID, U+2063 inside a v1 field.
struct PromotionalOfferOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "The signature: v1 (promotional offer, original API), v2 (promotional offer JWS) or intro-eligibility (introductory offer eligibility JWS)."
    )
    var format: SignatureFormat = .v1
    @Option(name: .customLong("key-id"), help: "The App Store Connect key id (v1: signed; JWS: the 'kid' header).")
    var keyID: String?
    @Option(name: .customLong("bundle-id"), help: "The app's bundle id.")
    var bundleID: String
    @Option(name: .long, help: "The product id.")
    var product: String
    @Option(name: .long, help: "The promotional offer id (v1, v2).")
    var offer: String?
    @Option(name: .customLong("app-account-token"), help: "v1: the app account token (lowercased in the payload).")
    var appAccountToken: String?
    @Option(name: .long, help: "A UUID, lowercased when signed (v1: required; JWS: generated when absent).")
    var nonce: String?
    @Option(
        name: .long, help: "Milliseconds since 1970-01-01 UTC (v1: required; JWS: 'iat' is its seconds, default now).")
    var timestamp: Int64?
    @Option(name: .customLong("issuer-id"), help: "JWS: the issuer id from the Keys page in App Store Connect.")
    var issuerID: String?
    @Option(
        name: .customLong("transaction-id"),
        help: "JWS: a transaction id of the customer (optional for v2, required for intro-eligibility).")
    var transactionID: String?
    @Option(name: .customLong("allow-introductory-offer"), help: "intro-eligibility: true or false.")
    var allowIntroductoryOffer: Bool?

    /// The v1 fields (after `validate()`, every required one is present).
    var fields: PromotionalOfferSignature.Fields {
        PromotionalOfferSignature.Fields(
            bundleID: bundleID, keyID: keyID ?? "", productID: product, offerID: offer ?? "",
            appAccountToken: appAccountToken ?? "", nonce: nonce ?? "", timestamp: timestamp ?? 0)
    }

    /// The JWS claims; `now` (milliseconds) stands in for a missing timestamp and a fresh UUID for a missing nonce.
    func claims(now: Int64) -> AppStoreJWSSignature.Claims {
        let issuedAt = (timestamp ?? now) / 1000
        let nonce = (nonce ?? UUID().uuidString).lowercased()
        switch format {
        case .introEligibility:
            return .introductoryOfferEligibility(
                bundleID: bundleID, issuerID: issuerID ?? "", issuedAt: issuedAt, nonce: nonce, productID: product,
                allowIntroductoryOffer: allowIntroductoryOffer ?? false, transactionID: transactionID ?? "")
        case .v1, .v2:
            return .promotionalOffer(
                bundleID: bundleID, issuerID: issuerID ?? "", issuedAt: issuedAt, nonce: nonce,
                productID: product, offerIdentifier: offer ?? "", transactionID: transactionID)
        }
    }

    /// Options the format needs, and options of other formats, for the given use.
    /// - Parameter signing: `model sign` needs every field it signs; `model verify` of a JWS compares
    ///   only the fields given.
    /// - Parameter keyIDFromKeyFile: the key file names the key id (a `.storekit` file's key pair).
    func check(signing: Bool, keyIDFromKeyFile: Bool = false) throws {
        func refuse(_ given: Bool, _ name: String) throws {
            if given { throw ValidationError("'\(name)' does not apply to --format \(format.rawValue)") }
        }
        func require(_ given: Bool, _ name: String) throws {
            if !given { throw ValidationError("--format \(format.rawValue) needs '\(name)'") }
        }
        switch format {
        case .v1:
            try require(keyID != nil || keyIDFromKeyFile, "--key-id")
            try require(offer != nil, "--offer")
            try require(nonce != nil, "--nonce")
            try require(timestamp != nil, "--timestamp")
            for (given, name) in [
                (issuerID != nil, "--issuer-id"), (transactionID != nil, "--transaction-id"),
                (allowIntroductoryOffer != nil, "--allow-introductory-offer"),
            ] {
                try refuse(given, name)
            }
            do {
                var fields = fields
                if keyIDFromKeyFile, keyID == nil { fields.keyID = "key-id-from-file" }
                try PromotionalOfferSignature.validate(fields)
            } catch {
                throw ValidationError(error.description)
            }
        case .v2, .introEligibility:
            try refuse(appAccountToken != nil, "--app-account-token")
            if format == .v2 {
                try require(offer != nil, "--offer")
                try refuse(allowIntroductoryOffer != nil, "--allow-introductory-offer")
            } else {
                try refuse(offer != nil, "--offer")
                try require(allowIntroductoryOffer != nil, "--allow-introductory-offer")
                try require(transactionID != nil, "--transaction-id")
            }
            if signing {
                try require(keyID != nil || keyIDFromKeyFile, "--key-id")
                try require(issuerID != nil, "--issuer-id")
            }
            if let nonce { try refuseNonUUID(nonce) }
        }
    }

    private func refuseNonUUID(_ nonce: String) throws {
        do {
            try PromotionalOfferSignature.validateNonce(nonce)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
