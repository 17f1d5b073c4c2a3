import Foundation
import Testing
@testable import OfferModel

/// Runs python3 with arguments; returns exit status and standard output.
func runPython(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
}

/// Whether python3 with the `cryptography` package is available for the interop tests.
let pythonCryptographyAvailable: Bool = {
    (try? runPython(["-c", "import cryptography"]))?.status == 0
}()

func fixture(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil), "missing fixture \(name)")
}

struct PromotionalOfferSignatureTests {
    let fields = PromotionalOfferSignature.Fields(
        bundleID: "com.example.destinationvideo", keyID: "TEST000001", productID: "premium_monthly",
        offerID: "loyalty_discount", appAccountToken: "A1B2C3D4-0000-4000-8000-ABCDEFABCDEF",
        nonce: "4D1E8A2B-9C3F-4E5D-8A7B-6C5D4E3F2A1B", timestamp: 1_700_000_000_000)

    func keys() throws -> (privatePEM: String, publicPEM: String, publicURL: URL) {
        let publicURL = try fixture("SubscriptionKey_TEST000001.pub.pem")
        return (try String(contentsOf: try fixture("SubscriptionKey_TEST000001.p8"), encoding: .utf8),
                try String(contentsOf: publicURL, encoding: .utf8), publicURL)
    }

    @Test func payloadJoinsFieldsWithInvisibleSeparatorAndLowercases() {
        let parts = fields.payload.split(separator: "\u{2063}", omittingEmptySubsequences: false).map(String.init)
        #expect(parts == ["com.example.destinationvideo", "TEST000001", "premium_monthly", "loyalty_discount",
                          "a1b2c3d4-0000-4000-8000-abcdefabcdef", "4d1e8a2b-9c3f-4e5d-8a7b-6c5d4e3f2a1b", "1700000000000"])
    }

    @Test func signatureVerifiesWithTheMatchingPublicKey() throws {
        let (privatePEM, publicPEM, _) = try keys()
        let signature = try PromotionalOfferSignature.sign(fields, privateKeyPEM: privatePEM)
        #expect(try PromotionalOfferSignature.verify(fields, signature: signature, publicKeyPEM: publicPEM))
        #expect(try PromotionalOfferSignature.publicKeyPEM(ofPrivateKeyPEM: privatePEM)
            .replacingOccurrences(of: "\n", with: "") == publicPEM.replacingOccurrences(of: "\n", with: ""))
    }

    @Test(arguments: ["bundleID", "keyID", "productID", "offerID", "appAccountToken", "nonce", "timestamp"])
    func changingAnyFieldFailsVerification(_ field: String) throws {
        let (privatePEM, publicPEM, _) = try keys()
        let signature = try PromotionalOfferSignature.sign(fields, privateKeyPEM: privatePEM)
        var changed = fields
        switch field {
        case "bundleID": changed.bundleID += "x"
        case "keyID": changed.keyID = "TEST000002"
        case "productID": changed.productID = "basic_monthly"
        case "offerID": changed.offerID = "other_offer"
        case "appAccountToken": changed.appAccountToken = "A1B2C3D4-0000-4000-8000-ABCDEFABCDE0"
        case "nonce": changed.nonce = "4D1E8A2B-9C3F-4E5D-8A7B-6C5D4E3F2A1C"
        default: changed.timestamp += 1
        }
        #expect(try PromotionalOfferSignature.verify(changed, signature: signature, publicKeyPEM: publicPEM) == false)
    }

    @Test func caseOfTokenAndNonceDoesNotMatter() throws {
        let (privatePEM, publicPEM, _) = try keys()
        let signature = try PromotionalOfferSignature.sign(fields, privateKeyPEM: privatePEM)
        var lower = fields
        lower.nonce = fields.nonce.lowercased()
        lower.appAccountToken = fields.appAccountToken.lowercased()
        #expect(try PromotionalOfferSignature.verify(lower, signature: signature, publicKeyPEM: publicPEM))
    }

    @Test func rejectsNonceThatIsNotAUUIDAndGarbageKeys() throws {
        let (privatePEM, publicPEM, _) = try keys()
        var bad = fields
        bad.nonce = "not-a-uuid"
        #expect(throws: ModelError.signing("nonce 'not-a-uuid' is not a UUID")) {
            try PromotionalOfferSignature.sign(bad, privateKeyPEM: privatePEM)
        }
        #expect(throws: ModelError.self) { try PromotionalOfferSignature.sign(fields, privateKeyPEM: "garbage") }
        #expect(try PromotionalOfferSignature.verify(fields, signature: "%%%", publicKeyPEM: publicPEM) == false)
    }

    @Test(.enabled(if: pythonCryptographyAvailable, "python3 with the 'cryptography' package is not installed"))
    func swiftSignatureVerifiesWithPythonCryptography() throws {
        let (privatePEM, _, publicURL) = try keys()
        let signature = try PromotionalOfferSignature.sign(fields, privateKeyPEM: privatePEM)
        let script = try fixture("verify_promotional_offer.py").path
        let arguments = [fields.bundleID, fields.keyID, fields.productID, fields.offerID, fields.appAccountToken,
                         fields.nonce, String(fields.timestamp)]
        let good = try runPython([script, publicURL.path, signature] + arguments)
        #expect(good.status == 0 && good.output == "valid", "python said \(good.output)")
        var tampered = arguments
        tampered[3] = "other_offer"
        let bad = try runPython([script, publicURL.path, signature] + tampered)
        #expect(bad.status == 2 && bad.output == "invalid")
    }

    @Test(.enabled(if: pythonCryptographyAvailable, "python3 with the 'cryptography' package is not installed"))
    func pythonSignatureVerifiesHere() throws {
        let (_, publicPEM, _) = try keys()
        let script = try fixture("sign_promotional_offer.py").path
        let result = try runPython([script, try fixture("SubscriptionKey_TEST000001.p8").path, fields.bundleID, fields.keyID,
                                    fields.productID, fields.offerID, fields.appAccountToken, fields.nonce, String(fields.timestamp)])
        #expect(result.status == 0)
        #expect(try PromotionalOfferSignature.verify(fields, signature: result.output, publicKeyPEM: publicPEM))
    }
}
