import Crypto
import Foundation

/// The JWS-based signatures an app's server creates for StoreKit: promotional offer signatures V2 and
/// introductory offer eligibility, as Apple's App Store Server Library creates them
/// (`PromotionalOfferV2SignatureCreator`, `IntroductoryOfferEligibilitySignatureCreator`; Apple,
/// "Generating JWS to sign App Store requests").
///
/// A compact JWS, ES256, header `{"alg":"ES256","kid":KEY_ID,"typ":"JWT"}`; the claims are the
/// common `bid`, `iss`, `aud`, `iat` (seconds) and `nonce` (a lowercase UUID) plus the feature's own:
/// `productId`, `offerIdentifier` and an optional `transactionId` for a promotional offer;
/// `productId`, `allowIntroductoryOffer` and `transactionId` for introductory offer eligibility.
public enum AppStoreJWSSignature {
    /// Which signature: the `aud` claim tells them apart.
    public enum Kind: String, CaseIterable, Sendable, Codable {
        case promotionalOfferV2 = "promotional-offer"
        case introductoryOfferEligibility = "introductory-offer-eligibility"

        /// The `aud` claim.
        public var audience: String { rawValue }
    }

    /// The claims of the payload.
    public struct Claims: Hashable, Sendable, Codable {
        public var bundleID: String
        public var issuerID: String
        public var audience: String
        /// `iat`: seconds since 1970-01-01 UTC.
        public var issuedAt: Int64
        public var nonce: String
        public var productID: String
        /// Promotional offer V2 only.
        public var offerIdentifier: String?
        /// Optional for a promotional offer, required for introductory offer eligibility.
        public var transactionID: String?
        /// Introductory offer eligibility only.
        public var allowIntroductoryOffer: Bool?

        enum CodingKeys: String, CodingKey {
            case bundleID = "bid", issuerID = "iss", audience = "aud", issuedAt = "iat", nonce
            case productID = "productId", offerIdentifier, transactionID = "transactionId", allowIntroductoryOffer
        }

        public init(
            bundleID: String, issuerID: String, audience: String, issuedAt: Int64, nonce: String,
            productID: String, offerIdentifier: String? = nil, transactionID: String? = nil,
            allowIntroductoryOffer: Bool? = nil
        ) {
            self.bundleID = bundleID
            self.issuerID = issuerID
            self.audience = audience
            self.issuedAt = issuedAt
            self.nonce = nonce
            self.productID = productID
            self.offerIdentifier = offerIdentifier
            self.transactionID = transactionID
            self.allowIntroductoryOffer = allowIntroductoryOffer
        }

        /// The claims of a promotional offer signature V2.
        public static func promotionalOffer(
            bundleID: String, issuerID: String, issuedAt: Int64, nonce: String,
            productID: String, offerIdentifier: String, transactionID: String?
        ) -> Claims {
            Claims(
                bundleID: bundleID, issuerID: issuerID, audience: Kind.promotionalOfferV2.audience, issuedAt: issuedAt,
                nonce: nonce, productID: productID, offerIdentifier: offerIdentifier, transactionID: transactionID)
        }

        /// The claims of an introductory offer eligibility signature.
        public static func introductoryOfferEligibility(
            bundleID: String, issuerID: String, issuedAt: Int64, nonce: String,
            productID: String, allowIntroductoryOffer: Bool,
            transactionID: String
        ) -> Claims {
            Claims(
                bundleID: bundleID, issuerID: issuerID, audience: Kind.introductoryOfferEligibility.audience,
                issuedAt: issuedAt, nonce: nonce, productID: productID, transactionID: transactionID,
                allowIntroductoryOffer: allowIntroductoryOffer)
        }
    }

    /// The header of a decoded signature.
    public struct Header: Hashable, Sendable, Codable {
        public var algorithm: String
        public var keyID: String?
        public var type: String?

        enum CodingKeys: String, CodingKey {
            case algorithm = "alg", keyID = "kid", type = "typ"
        }

        public init(algorithm: String, keyID: String?, type: String?) {
            self.algorithm = algorithm
            self.keyID = keyID
            self.type = type
        }
    }

    /// A signature read back: its header and claims, and what is wrong with it (empty when valid).
    public struct Verification: Sendable {
        public var header: Header?
        public var claims: Claims?
        public var problems: [String]

        public var isValid: Bool { problems.isEmpty }
    }

    /// Checks that `claims` is a complete signature of its kind: a known audience, the feature's
    /// required claims and no claim of the other kind, a UUID nonce.
    public static func validate(_ claims: Claims) throws(ModelError) {
        guard let kind = Kind(rawValue: claims.audience) else {
            throw .signing(
                "unknown audience '\(claims.audience)' (expected 'promotional-offer' or 'introductory-offer-eligibility')"
            )
        }
        try PromotionalOfferSignature.validateNonce(claims.nonce)
        for (name, value) in [
            ("bundle id", claims.bundleID), ("issuer id", claims.issuerID), ("product id", claims.productID),
        ]
        where value.isEmpty {
            throw .signing("the \(name) is empty")
        }
        switch kind {
        case .promotionalOfferV2:
            guard claims.offerIdentifier?.isEmpty == false else {
                throw .signing("a promotional offer signature needs an offer identifier")
            }
            guard claims.allowIntroductoryOffer == nil else {
                throw .signing("a promotional offer signature has no 'allowIntroductoryOffer' claim")
            }
        case .introductoryOfferEligibility:
            guard claims.allowIntroductoryOffer != nil else {
                throw .signing(
                    "an introductory offer eligibility signature needs 'allowIntroductoryOffer' (true or false)")
            }
            guard claims.transactionID?.isEmpty == false else {
                throw .signing("an introductory offer eligibility signature needs a transaction id")
            }
            guard claims.offerIdentifier == nil else {
                throw .signing("an introductory offer eligibility signature has no 'offerIdentifier' claim")
            }
        }
    }

    /// Signs `claims` with a P-256 private key in PEM form (the `.p8` App Store Connect issues).
    /// - Returns: the compact JWS.
    public static func sign(_ claims: Claims, keyID: String, privateKeyPEM: String) throws(ModelError) -> String {
        try validate(claims)
        guard !keyID.isEmpty else { throw .signing("the key id is empty") }
        let key = try PromotionalOfferSignature.privateKey(pem: privateKeyPEM)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var claims = claims
        claims.nonce = claims.nonce.lowercased()
        do {
            let header = try encoder.encode(Header(algorithm: "ES256", keyID: keyID, type: "JWT"))
            let payload = try encoder.encode(claims)
            return try JWSCompact.sign(header: [UInt8](header), payload: [UInt8](payload), key: key)
        } catch {
            throw .signing("signing failed (\(error))")
        }
    }

    /// Reads a compact JWS and checks its ES256 signature with a P-256 public key in PEM form.
    ///
    /// A text that is not a JWS, a header other than ES256, a missing or mistyped claim, an unknown
    /// audience or a signature that does not match are problems of the signature, not errors.
    /// - Throws: ``ModelError/signing(_:)`` when the public key cannot be used.
    public static func verify(_ token: String, publicKeyPEM: String) throws(ModelError) -> Verification {
        let key = try PromotionalOfferSignature.publicKey(pem: publicKeyPEM)
        let parts: JWSCompact.Parts
        switch JWSCompact.decode(token) {
        case .success(let p): parts = p
        case .failure(let error):
            return Verification(header: nil, claims: nil, problems: ["not a compact JWS: \(error.message)"])
        }
        var problems: [String] = []
        let header: Header?
        do {
            let h = try JSONReader.root(parts.header, file: "the JWS header")
            header = Header(
                algorithm: try h.string("alg"), keyID: try h.optionalString("kid"), type: try h.optionalString("typ"))
        } catch {
            return Verification(header: nil, claims: nil, problems: [error.description])
        }
        if header?.algorithm != "ES256" {
            problems.append("header 'alg' is '\(header?.algorithm ?? "")', expected 'ES256'")
        }
        if let type = header?.type, type != "JWT" { problems.append("header 'typ' is '\(type)', expected 'JWT'") }
        if header?.keyID == nil { problems.append("header has no 'kid' (the key id)") }
        var claims: Claims?
        do throws(ModelError) {
            let c = try JSONReader.root(parts.payload, file: "the JWS payload")
            guard let iat = Int64(exactly: try c.int("iat")) else { throw c.fail("iat", "out of range") }
            let decoded = Claims(
                bundleID: try c.string("bid"), issuerID: try c.string("iss"), audience: try c.string("aud"),
                issuedAt: iat, nonce: try c.string("nonce"), productID: try c.string("productId"),
                offerIdentifier: try c.optionalString("offerIdentifier"),
                transactionID: try c.optionalString("transactionId"),
                allowIntroductoryOffer: try c.optionalBool("allowIntroductoryOffer"))
            claims = decoded
            try validate(decoded)
        } catch {
            problems.append(error.description)
        }
        if !JWSCompact.isValid(parts, key: key) {
            problems.append("the signature does not match the header, the claims and the public key")
        }
        return Verification(header: header, claims: claims, problems: problems)
    }
}
