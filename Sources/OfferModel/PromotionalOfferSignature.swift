import Crypto
import Foundation

/// The signature an app sends with a promotional offer purchase: ECDSA P-256 over SHA-256 of the
/// payload, DER-encoded, base64.
public struct PromotionalOfferSignature: Sendable {
    /// The signed fields.
    public struct Fields: Hashable, Sendable, Codable {
        public var bundleID: String
        public var keyID: String
        public var productID: String
        public var offerID: String
        public var appAccountToken: String
        public var nonce: String
        public var timestamp: Int64

        public init(
            bundleID: String, keyID: String, productID: String, offerID: String, appAccountToken: String,
            nonce: String, timestamp: Int64
        ) {
            self.bundleID = bundleID
            self.keyID = keyID
            self.productID = productID
            self.offerID = offerID
            self.appAccountToken = appAccountToken
            self.nonce = nonce
            self.timestamp = timestamp
        }

        /// The payload: the fields joined by U+2063 INVISIBLE SEPARATOR, with the app account token
        /// and the nonce lowercased and the timestamp in milliseconds since 1970.
        public var payload: String {
            [bundleID, keyID, productID, offerID, appAccountToken.lowercased(), nonce.lowercased(), String(timestamp)]
                .joined(separator: "\u{2063}")
        }
    }

    /// How long Apple accepts a signature after its timestamp: 24 hours.
    public static let validity: Int64 = 24 * 60 * 60 * 1000

    /// Checks that `nonce` is a UUID.
    public static func validateNonce(_ nonce: String) throws(ModelError) {
        guard UUID(uuidString: nonce) != nil else { throw .signing("nonce '\(nonce)' is not a UUID") }
    }

    /// Checks the fields before signing or verifying: the nonce is a UUID and no field contains
    /// U+2063, the separator of the payload (a separator inside a field would move the boundary
    /// between two fields: `p1⁣o1` + `o1` and `p1` + `o1⁣o1` give the same payload).
    public static func validate(_ fields: Fields) throws(ModelError) {
        let named = [
            ("bundle id", fields.bundleID), ("key id", fields.keyID), ("product id", fields.productID),
            ("offer id", fields.offerID), ("app account token", fields.appAccountToken), ("nonce", fields.nonce),
        ]
        for (name, value) in named where value.unicodeScalars.contains("\u{2063}") {
            let shown = value.replacingOccurrences(of: "\u{2063}", with: "<U+2063>")
            throw .signing(
                "the \(name) '\(shown)' contains U+2063 INVISIBLE SEPARATOR, which separates the signed fields")
        }
        try validateNonce(fields.nonce)
    }

    /// Whether a signature with `timestamp` (milliseconds since 1970) has expired at `asOf`
    /// (milliseconds): Apple accepts it for 24 hours after the timestamp.
    public static func isExpired(timestamp: Int64, asOf: Int64) -> Bool {
        let (age, overflow) = asOf.subtractingReportingOverflow(timestamp)
        return overflow ? asOf > timestamp : age > validity
    }

    /// A P-256 private key from PEM (PKCS#8 `.p8` or SEC1), after checking the curve the key names.
    static func privateKey(pem: String) throws(ModelError) -> P256.Signing.PrivateKey {
        try SigningKeyCurve.requireP256(pem: pem, role: "the private key")
        do {
            return try P256.Signing.PrivateKey(pemRepresentation: pem)
        } catch {
            throw .signing("the private key is not a P-256 private key in PEM form (\(error))")
        }
    }

    /// A P-256 public key from PEM (SubjectPublicKeyInfo), after checking the curve the key names.
    static func publicKey(pem: String) throws(ModelError) -> P256.Signing.PublicKey {
        try SigningKeyCurve.requireP256(pem: pem, role: "the public key")
        do {
            return try P256.Signing.PublicKey(pemRepresentation: pem)
        } catch {
            throw .signing("the public key is not a P-256 public key in PEM form (\(error))")
        }
    }

    /// Signs `fields` with a PEM private key (PKCS#8 `.p8` as App Store Connect issues, or SEC1).
    /// - Returns: the base64 DER signature.
    public static func sign(_ fields: Fields, privateKeyPEM: String) throws(ModelError) -> String {
        try validate(fields)
        let key = try privateKey(pem: privateKeyPEM)
        do {
            let signature = try key.signature(for: Data(fields.payload.utf8))
            return signature.derRepresentation.base64EncodedString()
        } catch {
            throw .signing("signing failed (\(error))")
        }
    }

    /// The PEM public key of a PEM private key.
    public static func publicKeyPEM(ofPrivateKeyPEM pem: String) throws(ModelError) -> String {
        try privateKey(pem: pem).publicKey.pemRepresentation
    }

    /// Whether `signature` (base64 DER) is a valid signature of `fields` by the PEM public key.
    /// - Throws: ``ModelError/signing(_:)`` for a field that cannot be signed (see ``validate(_:)``)
    ///   or a key that is not a P-256 public key.
    public static func verify(_ fields: Fields, signature: String, publicKeyPEM: String) throws(ModelError) -> Bool {
        try validate(fields)
        let key = try publicKey(pem: publicKeyPEM)
        guard let der = Data(base64Encoded: signature.trimmingCharacters(in: .whitespacesAndNewlines)),
            let ecdsa = try? P256.Signing.ECDSASignature(derRepresentation: der)
        else { return false }
        return key.isValidSignature(ecdsa, for: Data(fields.payload.utf8))
    }
}
