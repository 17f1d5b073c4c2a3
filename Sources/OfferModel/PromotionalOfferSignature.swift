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

        public init(bundleID: String, keyID: String, productID: String, offerID: String, appAccountToken: String,
                    nonce: String, timestamp: Int64) {
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

    /// Checks that `nonce` is a UUID.
    public static func validateNonce(_ nonce: String) throws(ModelError) {
        guard UUID(uuidString: nonce) != nil else { throw .signing("nonce '\(nonce)' is not a UUID") }
    }

    /// Signs `fields` with a PEM private key (PKCS#8 `.p8` as App Store Connect issues, or SEC1).
    /// - Returns: the base64 DER signature.
    public static func sign(_ fields: Fields, privateKeyPEM: String) throws(ModelError) -> String {
        try validateNonce(fields.nonce)
        let key: P256.Signing.PrivateKey
        do {
            key = try P256.Signing.PrivateKey(pemRepresentation: privateKeyPEM)
        } catch {
            throw .signing("the key is not a P-256 private key in PEM form (\(error))")
        }
        do {
            let signature = try key.signature(for: Data(fields.payload.utf8))
            return signature.derRepresentation.base64EncodedString()
        } catch {
            throw .signing("signing failed (\(error))")
        }
    }

    /// The PEM public key of a PEM private key.
    public static func publicKeyPEM(ofPrivateKeyPEM pem: String) throws(ModelError) -> String {
        do {
            return try P256.Signing.PrivateKey(pemRepresentation: pem).publicKey.pemRepresentation
        } catch {
            throw .signing("the key is not a P-256 private key in PEM form (\(error))")
        }
    }

    /// Whether `signature` (base64 DER) is a valid signature of `fields` by the PEM public key.
    public static func verify(_ fields: Fields, signature: String, publicKeyPEM: String) throws(ModelError) -> Bool {
        let key: P256.Signing.PublicKey
        do {
            key = try P256.Signing.PublicKey(pemRepresentation: publicKeyPEM)
        } catch {
            throw .signing("the public key is not a P-256 public key in PEM form (\(error))")
        }
        guard let der = Data(base64Encoded: signature.trimmingCharacters(in: .whitespacesAndNewlines)),
              let ecdsa = try? P256.Signing.ECDSASignature(derRepresentation: der) else { return false }
        return key.isValidSignature(ecdsa, for: Data(fields.payload.utf8))
    }
}
