import Foundation
import Testing

@testable import OfferModel

/// Whether python3 with Apple's `app-store-server-library` is available for the JWS interop tests.
let pythonAppStoreLibraryAvailable: Bool = {
    (try? runPython(["-c", "import appstoreserverlibrary.jws_signature_creator"]))?.status == 0
}()

/// Promotional offer V2 and introductory offer eligibility signatures (compact JWS, ES256).
struct AppStoreJWSSignatureTests {
    static let nonce = "4d1e8a2b-9c3f-4e5d-8a7b-6c5d4e3f2a1b"
    let promotional = AppStoreJWSSignature.Claims.promotionalOffer(
        bundleID: "com.example.destinationvideo", issuerID: "57246542-96fe-1a63-e053-0824d011072a",
        issuedAt: 1_700_000_000,
        nonce: nonce, productID: "premium_monthly", offerIdentifier: "loyalty_discount",
        transactionID: "2000000123456789")
    let intro = AppStoreJWSSignature.Claims.introductoryOfferEligibility(
        bundleID: "com.example.destinationvideo", issuerID: "57246542-96fe-1a63-e053-0824d011072a",
        issuedAt: 1_700_000_000,
        nonce: nonce, productID: "premium_monthly", allowIntroductoryOffer: false, transactionID: "2000000123456789")

    func keys() throws -> (privatePEM: String, publicPEM: String) {
        (
            try String(contentsOf: try fixture("SubscriptionKey_TEST000001.p8"), encoding: .utf8),
            try String(contentsOf: try fixture("SubscriptionKey_TEST000001.pub.pem"), encoding: .utf8)
        )
    }

    func json(_ part: String) throws -> [String: Any] {
        let bytes = try #require(JWSCompact.fromBase64URL(part))
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test func headerAndClaimsAreThoseOfTheServerLibrary() throws {
        let token = try AppStoreJWSSignature.sign(
            promotional, keyID: "TEST000001", privateKeyPEM: try keys().privatePEM)
        let parts = token.split(separator: ".").map(String.init)
        #expect(parts.count == 3 && !token.contains("=") && !token.contains("+") && !token.contains("/"))
        let header = try json(parts[0])
        #expect(header as NSDictionary == ["alg": "ES256", "kid": "TEST000001", "typ": "JWT"] as NSDictionary)
        let claims = try json(parts[1])
        #expect(
            Set(claims.keys) == ["bid", "iss", "aud", "iat", "nonce", "productId", "offerIdentifier", "transactionId"])
        #expect(claims["aud"] as? String == "promotional-offer" && claims["iat"] as? Int == 1_700_000_000)
        #expect(
            try #require(JWSCompact.fromBase64URL(parts[2])).count == 64, "ES256 signatures are R and S, 32 bytes each")
        let introPart = String(
            try AppStoreJWSSignature.sign(intro, keyID: "K", privateKeyPEM: try keys().privatePEM)
                .split(separator: ".")[1])
        let introClaims = try json(introPart)
        #expect(
            Set(introClaims.keys) == [
                "bid", "iss", "aud", "iat", "nonce", "productId", "allowIntroductoryOffer", "transactionId",
            ])
        #expect(introClaims["aud"] as? String == "introductory-offer-eligibility")
        let introText = String(decoding: try #require(JWSCompact.fromBase64URL(introPart)), as: UTF8.self)
        #expect(
            introText.contains("\"allowIntroductoryOffer\":false"),
            "a JSON boolean, as the library writes it: \(introText)")
    }

    @Test func signedClaimsVerifyAndReadBack() throws {
        let (privatePEM, publicPEM) = try keys()
        for claims in [promotional, intro] {
            let result = try AppStoreJWSSignature.verify(
                try AppStoreJWSSignature.sign(claims, keyID: "TEST000001", privateKeyPEM: privatePEM),
                publicKeyPEM: publicPEM)
            #expect(result.isValid, "\(result.problems)")
            #expect(result.claims == claims && result.header?.keyID == "TEST000001")
        }
    }

    @Test func changedClaimsOrGarbageAreInvalidNotErrors() throws {
        let (privatePEM, publicPEM) = try keys()
        let token = try AppStoreJWSSignature.sign(promotional, keyID: "TEST000001", privateKeyPEM: privatePEM)
        let parts = token.split(separator: ".").map(String.init)
        var claims = try json(parts[1])
        claims["productId"] = "basic_monthly"
        let forged =
            parts[0] + "." + JWSCompact.base64URL([UInt8](try JSONSerialization.data(withJSONObject: claims))) + "."
            + parts[2]
        #expect(
            try AppStoreJWSSignature.verify(forged, publicKeyPEM: publicPEM).problems
                == ["the signature does not match the header, the claims and the public key"])
        #expect(
            try AppStoreJWSSignature.verify("abc.def", publicKeyPEM: publicPEM).problems
                == ["not a compact JWS: expected three base64url parts separated by '.', found 2"])
        #expect(
            try AppStoreJWSSignature.verify("ab.b!.cd", publicKeyPEM: publicPEM).problems == [
                "not a compact JWS: part 2 is not base64url text"
            ])
        let noAlg = JWSCompact.base64URL(Array("{\"alg\":\"none\",\"kid\":\"K\"}".utf8)) + "." + parts[1] + "."
        #expect(
            try AppStoreJWSSignature.verify(noAlg, publicKeyPEM: publicPEM).problems.contains(
                "header 'alg' is 'none', expected 'ES256'"))
    }

    @Test func incompleteClaimsAreRefusedWhenSigning() throws {
        let privatePEM = try keys().privatePEM
        var noTransaction = intro
        noTransaction.transactionID = nil
        #expect(throws: ModelError.signing("an introductory offer eligibility signature needs a transaction id")) {
            try AppStoreJWSSignature.sign(noTransaction, keyID: "K", privateKeyPEM: privatePEM)
        }
        var badNonce = promotional
        badNonce.nonce = "42"
        #expect(throws: ModelError.signing("nonce '42' is not a UUID")) {
            try AppStoreJWSSignature.sign(badNonce, keyID: "K", privateKeyPEM: privatePEM)
        }
        var noTransactionV2 = promotional
        noTransactionV2.transactionID = nil
        #expect(
            try AppStoreJWSSignature.verify(
                try AppStoreJWSSignature.sign(noTransactionV2, keyID: "K", privateKeyPEM: privatePEM),
                publicKeyPEM: try keys().publicPEM
            ).isValid, "transactionId is optional for V2")
    }

    // MARK: interop with Apple's app-store-server-library (PyPI)

    func libraryArguments(_ kind: String) -> [String] {
        kind == "v2"
            ? [promotional.bundleID, promotional.productID, promotional.offerIdentifier!, promotional.transactionID!]
            : [intro.bundleID, intro.productID, "false", intro.transactionID!]
    }

    @Test(
        .enabled(
            if: pythonAppStoreLibraryAvailable,
            "python3 with 'app-store-server-library' is not installed (pip install app-store-server-library)"),
        arguments: ["v2", "intro"])
    func libraryVerifiesOurSignature(_ kind: String) throws {
        let (privatePEM, _) = try keys()
        let token = try AppStoreJWSSignature.sign(
            kind == "v2" ? promotional : intro, keyID: "TEST000001", privateKeyPEM: privatePEM)
        let script = try fixture("jws_signature.py").path
        let a = libraryArguments(kind)
        let common = [
            try fixture("SubscriptionKey_TEST000001.pub.pem").path, try fixture("SubscriptionKey_TEST000001.p8").path,
        ]
        let good = try runPython(
            [script, "verify", kind] + common + [token, "TEST000001", promotional.issuerID, a[0], a[1], a[2], a[3]])
        #expect(good.status == 0 && good.output == "valid", "python said \(good.output)")
        let otherProduct = try runPython(
            [script, "verify", kind] + common + [
                token, "TEST000001", promotional.issuerID, a[0], "basic_monthly", a[2], a[3],
            ])
        #expect(otherProduct.status == 2, "python said \(otherProduct.output)")
    }

    @Test(
        .enabled(
            if: pythonAppStoreLibraryAvailable,
            "python3 with 'app-store-server-library' is not installed (pip install app-store-server-library)"),
        arguments: ["v2", "intro"])
    func librarySignatureVerifiesHere(_ kind: String) throws {
        let (_, publicPEM) = try keys()
        let script = try fixture("jws_signature.py").path
        let a = libraryArguments(kind)
        let made = try runPython(
            [
                script, "sign", kind, try fixture("SubscriptionKey_TEST000001.p8").path, "TEST000001",
                promotional.issuerID,
            ] + a)
        #expect(made.status == 0)
        let result = try AppStoreJWSSignature.verify(made.output, publicKeyPEM: publicPEM)
        #expect(result.isValid, "\(result.problems)")
        let claims = try #require(result.claims)
        let expected = kind == "v2" ? promotional : intro
        #expect(
            claims.audience == expected.audience && claims.productID == expected.productID
                && claims.offerIdentifier == expected.offerIdentifier && claims.transactionID == expected.transactionID
                && claims.allowIntroductoryOffer == expected.allowIntroductoryOffer
                && claims.bundleID == expected.bundleID
                && claims.issuerID == expected.issuerID && result.header?.keyID == "TEST000001")
        #expect(UUID(uuidString: claims.nonce) != nil && claims.nonce == claims.nonce.lowercased())
    }
}
