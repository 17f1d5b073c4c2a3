import Foundation
import Testing

@testable import OfferModel

/// Hostile inputs to the v1 signature: the payload separator inside a field, a key on another curve,
/// and the 24-hour validity.
struct SignatureSecurityTests {
    /// A secp256k1 key (made for this test with Python `cryptography`): same size as P-256, other curve.
    static let secp256k1PKCS8 = """
        -----BEGIN PRIVATE KEY-----
        MIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQgPA/bGmhWlsd5P1Xv6Mxc
        zSO2uWYZr93kC+ZJCYUDiIyhRANCAATLPF7zxkUkcVIPh1v3+TRvdJcS7D4oKHsi
        SEYVX4wwfHCePWtqwTozJtv59vPy2wqBOPjIQabbQ561DKw+h98x
        -----END PRIVATE KEY-----
        """
    static let secp256k1SEC1 = """
        -----BEGIN EC PRIVATE KEY-----
        MHQCAQEEIDwP2xpoVpbHeT9V7+jMXM0jtrlmGa/d5AvmSQmFA4iMoAcGBSuBBAAK
        oUQDQgAEyzxe88ZFJHFSD4db9/k0b3SXEuw+KCh7IkhGFV+MMHxwnj1rasE6Mybb
        +fbz8tsKgTj4yEGm20OetQysPoffMQ==
        -----END EC PRIVATE KEY-----
        """
    static let secp256k1Public = """
        -----BEGIN PUBLIC KEY-----
        MFYwEAYHKoZIzj0CAQYFK4EEAAoDQgAEyzxe88ZFJHFSD4db9/k0b3SXEuw+KCh7
        IkhGFV+MMHxwnj1rasE6Mybb+fbz8tsKgTj4yEGm20OetQysPoffMQ==
        -----END PUBLIC KEY-----
        """

    let fields = PromotionalOfferSignature.Fields(
        bundleID: "com.example.destinationvideo", keyID: "TEST000001", productID: "p1", offerID: "o1",
        appAccountToken: "", nonce: "4D1E8A2B-9C3F-4E5D-8A7B-6C5D4E3F2A1B", timestamp: 1_700_000_000_000)

    func privatePEM() throws -> String {
        try String(contentsOf: try fixture("SubscriptionKey_TEST000001.p8"), encoding: .utf8)
    }

    func publicPEM() throws -> String {
        try String(contentsOf: try fixture("SubscriptionKey_TEST000001.pub.pem"), encoding: .utf8)
    }

    @Test func separatorInsideAFieldCannotShiftFieldBoundaries() throws {
        // Both pairs give the same payload bytes; neither may be signed or verified.
        var shifted = fields
        shifted.productID = "p1\u{2063}o1"
        shifted.offerID = "o1"
        var other = fields
        other.productID = "p1"
        other.offerID = "o1\u{2063}o1"
        #expect(shifted.payload == other.payload)
        #expect(
            throws: ModelError.signing(
                "the product id 'p1<U+2063>o1' contains U+2063 INVISIBLE SEPARATOR, which separates the signed fields")
        ) {
            try PromotionalOfferSignature.sign(shifted, privateKeyPEM: try privatePEM())
        }
        // A signature made without the check (here: by signing the raw payload) does not verify either.
        let raw = try P256SigningHelper.sign(Data(shifted.payload.utf8), pem: try privatePEM())
        #expect(
            throws: ModelError.signing(
                "the offer id 'o1<U+2063>o1' contains U+2063 INVISIBLE SEPARATOR, which separates the signed fields")
        ) {
            try PromotionalOfferSignature.verify(other, signature: raw, publicKeyPEM: try publicPEM())
        }
    }

    @Test(arguments: ["bundleID", "keyID", "productID", "offerID", "appAccountToken"])
    func separatorIsRejectedInEverySignedField(_ field: String) throws {
        var bad = fields
        switch field {
        case "bundleID": bad.bundleID += "\u{2063}"
        case "keyID": bad.keyID += "\u{2063}"
        case "productID": bad.productID += "\u{2063}"
        case "offerID": bad.offerID += "\u{2063}"
        default: bad.appAccountToken = "\u{2063}"
        }
        #expect(throws: ModelError.self) { try PromotionalOfferSignature.validate(bad) }
    }

    @Test(arguments: [secp256k1PKCS8, secp256k1SEC1])
    func keyOnAnotherCurveIsRefused(_ pem: String) {
        #expect(
            throws: ModelError.signing(
                "the private key is a secp256k1 key; App Store signatures need a P-256 (prime256v1) key")
        ) {
            try PromotionalOfferSignature.sign(fields, privateKeyPEM: pem)
        }
        let claims = AppStoreJWSSignature.Claims.promotionalOffer(
            bundleID: "b", issuerID: "i", issuedAt: 1, nonce: fields.nonce, productID: "p", offerIdentifier: "o",
            transactionID: nil)
        #expect(throws: ModelError.self) { try AppStoreJWSSignature.sign(claims, keyID: "K", privateKeyPEM: pem) }
        #expect(
            throws: ModelError.signing(
                "the public key is a secp256k1 key; App Store signatures need a P-256 (prime256v1) key")
        ) {
            try PromotionalOfferSignature.verify(fields, signature: "AAAA", publicKeyPEM: Self.secp256k1Public)
        }
    }

    @Test func theP256KeysAreRecognised() throws {
        #expect(try SigningKeyCurve.curve(pem: try privatePEM(), role: "k") == SigningKeyCurve.p256)
        #expect(try SigningKeyCurve.curve(pem: try publicPEM(), role: "k") == SigningKeyCurve.p256)
        #expect(throws: ModelError.self) {
            try SigningKeyCurve.curve(pem: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----", role: "k")
        }
    }

    @Test(arguments: [
        (Int64(0), false), (PromotionalOfferSignature.validity, false), (PromotionalOfferSignature.validity + 1, true),
        (Int64(3 * 24 * 3_600_000), true), (Int64(-60_000), false),
    ])
    func signatureExpiresTwentyFourHoursAfterItsTimestamp(age: Int64, expired: Bool) {
        let t: Int64 = 1_700_000_000_000
        #expect(PromotionalOfferSignature.isExpired(timestamp: t, asOf: t + age) == expired)
    }

    @Test func extremeTimestampsDoNotOverflow() {
        #expect(PromotionalOfferSignature.isExpired(timestamp: .min, asOf: .max))
        #expect(!PromotionalOfferSignature.isExpired(timestamp: .max, asOf: .min))
    }
}
