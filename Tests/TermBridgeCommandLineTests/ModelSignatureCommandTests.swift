import ArgumentParser
import Foundation
import Testing

@testable import OfferModel
@testable import TermBridgeCommandLine

/// `model sign`, `model verify` and `model show` as users run them: exit codes for bad usage,
/// expired and invalid signatures, keys on the wrong curve, and file errors as sentences.
@Suite struct ModelSignatureCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("OfferModelTests/Fixtures")
    static let privateKey = fixtures.appendingPathComponent("SubscriptionKey_TEST000001.p8").path
    static let publicKey = fixtures.appendingPathComponent("SubscriptionKey_TEST000001.pub.pem").path
    static let nonce = "4D1E8A2B-9C3F-4E5D-8A7B-6C5D4E3F2A1B"
    static let v1Fields = [
        "--key-id", "K1", "--bundle-id", "com.example", "--product", "p1", "--offer", "o1",
        "--nonce", nonce, "--timestamp", "1700000000000",
    ]

    /// The exit code ArgumentParser gives for `arguments` (64 for bad usage), or `nil` when they parse.
    func parseExitCode(_ arguments: [String]) -> Int32? {
        do {
            _ = try TermBridge.parseAsRoot(arguments)
            return nil
        } catch {
            return TermBridge.exitCode(for: error).rawValue
        }
    }

    /// The exit code of running a parsed command (0 when it returns).
    func runExitCode(_ arguments: [String]) throws -> Int32 {
        var command = try TermBridge.parseAsRoot(arguments)
        do {
            try command.run()
            return 0
        } catch {
            return TermBridge.exitCode(for: error).rawValue
        }
    }

    func v1Signature() throws -> String {
        let fields = PromotionalOfferSignature.Fields(
            bundleID: "com.example", keyID: "K1", productID: "p1", offerID: "o1",
            appAccountToken: "", nonce: Self.nonce, timestamp: 1_700_000_000_000)
        return try PromotionalOfferSignature.sign(
            fields, privateKeyPEM: String(contentsOfFile: Self.privateKey, encoding: .utf8))
    }

    @Test(arguments: [
        ["--nonce", "not-a-uuid"], ["--product", "p1\u{2063}o1"], ["--offer", "o1\u{2063}o1"], ["--format", "v3"],
        ["--transaction-id", "1"],
    ])
    func badFieldsAreBadUsage(_ change: [String]) {
        var arguments = Self.v1Fields
        if let i = arguments.firstIndex(of: change[0]) { arguments[i + 1] = change[1] } else { arguments += change }
        #expect(parseExitCode(["model", "sign", "--key", Self.privateKey] + arguments) == 64)
        #expect(
            parseExitCode(["model", "verify", "--public-key", Self.publicKey, "--signature", "x"] + arguments) == 64)
    }

    @Test func eachFormatNeedsItsOwnFields() {
        let jws = ["model", "sign", "--key", Self.privateKey, "--key-id", "K1", "--bundle-id", "b", "--product", "p"]
        #expect(parseExitCode(jws + ["--format", "v2", "--issuer-id", "i"]) == 64, "v2 needs --offer")
        #expect(parseExitCode(jws + ["--format", "v2", "--offer", "o"]) == 64, "signing needs --issuer-id")
        #expect(parseExitCode(jws + ["--format", "v2", "--offer", "o", "--issuer-id", "i"]) == nil)
        #expect(
            parseExitCode(
                jws + ["--format", "intro-eligibility", "--issuer-id", "i", "--allow-introductory-offer", "true"])
                == 64,
            "intro-eligibility needs --transaction-id")
        #expect(
            parseExitCode(
                jws + [
                    "--format", "intro-eligibility", "--issuer-id", "i", "--allow-introductory-offer", "false",
                    "--transaction-id", "1",
                ]) == nil)
    }

    @Test func v1SignatureExpiresTwentyFourHoursAfterItsTimestamp() throws {
        let verify =
            ["model", "verify", "--public-key", Self.publicKey, "--signature", try v1Signature()] + Self.v1Fields
        #expect(try runExitCode(verify + ["--as-of", "2023-11-15T22:13:20Z"]) == 0, "exactly 24 hours: still valid")
        #expect(try runExitCode(verify + ["--as-of", "2023-11-15T22:13:21Z"]) == 2, "one second later: expired")
        #expect(try runExitCode(verify) == 2, "now is years after 2023")
        #expect(parseExitCode(verify + ["--as-of", "yesterday"]) == 64)
        var tampered = verify
        tampered[tampered.firstIndex(of: "o1")!] = "o2"
        #expect(try runExitCode(tampered + ["--as-of", "2023-11-15T00:00:00Z"]) == 2)
    }

    @Test func keyOnAnotherCurveFailsWithoutSigning() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("secp256k1-\(UUID().uuidString).pem")
        try """
        -----BEGIN PRIVATE KEY-----
        MIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQgPA/bGmhWlsd5P1Xv6Mxc
        zSO2uWYZr93kC+ZJCYUDiIyhRANCAATLPF7zxkUkcVIPh1v3+TRvdJcS7D4oKHsi
        SEYVX4wwfHCePWtqwTozJtv59vPy2wqBOPjIQabbQ561DKw+h98x
        -----END PRIVATE KEY-----
        """.write(to: url, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try runExitCode(["model", "sign", "--key", url.path] + Self.v1Fields) == 1)
    }

    @Test func jwsSignaturesVerifyThroughTheCommand() throws {
        let pem = try String(contentsOfFile: Self.privateKey, encoding: .utf8)
        let claims = AppStoreJWSSignature.Claims.introductoryOfferEligibility(
            bundleID: "b", issuerID: "i", issuedAt: 1_700_000_000, nonce: Self.nonce.lowercased(), productID: "p",
            allowIntroductoryOffer: true, transactionID: "42")
        let token = try AppStoreJWSSignature.sign(claims, keyID: "K1", privateKeyPEM: pem)
        let verify = [
            "model", "verify", "--format", "intro-eligibility", "--public-key", Self.publicKey, "--signature", token,
            "--bundle-id", "b", "--product", "p", "--transaction-id", "42",
        ]
        #expect(try runExitCode(verify + ["--allow-introductory-offer", "true", "--key-id", "K1"]) == 0)
        #expect(try runExitCode(verify + ["--allow-introductory-offer", "false"]) == 2)
        #expect(try runExitCode(verify + ["--allow-introductory-offer", "true", "--key-id", "K2"]) == 2)
        var v2 = verify
        v2[v2.firstIndex(of: "intro-eligibility")!] = "v2"
        #expect(
            try runExitCode(v2 + ["--offer", "o"]) == 2, "an eligibility signature is not a promotional offer signature"
        )
    }

    @Test func fileErrorsAreSentencesNamingTheFile() throws {
        #expect(throws: ModelFileError("file '/no/such.storekit' does not exist (expected an Xcode .storekit file)")) {
            try ModelInputFile.read("/no/such.storekit", expected: "an Xcode .storekit file")
        }
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: ModelFileError("'\(folder)' is a folder (expected a scenario JSON file)")) {
            try ModelInputFile.read(folder, expected: "a scenario JSON file")
        }
        #expect(try runExitCode(["model", "show", "/no/such.storekit"]) == 1)
        #expect(try runExitCode(["model", "eligibility", "--scenario", "/no/such.json"]) == 1)
    }

    @Test func showPrintsWhatTheFileConfigures() throws {
        let url = Self.fixtures.appendingPathComponent("DestinationVideo.storekit")
        let configuration = try StoreKitConfiguration.load(
            [UInt8](try Data(contentsOf: url)), file: "DestinationVideo.storekit")
        let lines = TermBridge.ModelShow.lines(configuration, file: "DestinationVideo.storekit")
        #expect(lines.first == "DestinationVideo.storekit: " + StoreKitSummary(configuration).description)
        for product in configuration.groups.flatMap(\.subscriptions) {
            #expect(
                lines.contains { $0.hasPrefix("  \(product.productID)") }, "\(product.productID) missing from \(lines)")
            for offer in product.allOffers {
                #expect(lines.contains("    " + TermBridge.ModelShow.describe(offer)))
            }
        }
        #expect(lines.contains { $0.contains("win-back offer") && $0.contains("(offerType 4)") })
    }
}
