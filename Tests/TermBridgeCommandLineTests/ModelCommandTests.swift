import Foundation
import Testing
@testable import TermBridgeCommandLine

@Suite struct ModelCommandTests {
    @Test func modelSubcommandsParse() throws {
        #expect(try TermBridge.parseAsRoot(["model", "eligibility", "--scenario", "s.json", "--format", "json"]) is TermBridge.ModelEligibility)
        #expect(try TermBridge.parseAsRoot(["model", "show", "x.storekit"]) is TermBridge.ModelShow)
        #expect(try TermBridge.parseAsRoot(["model", "api"]) is TermBridge.ModelAPI)
        let sign = try TermBridge.parseAsRoot([
            "model", "sign", "--key", "k.p8", "--key-id", "K", "--bundle-id", "B", "--product", "P", "--offer", "O",
            "--app-account-token", "T", "--nonce", "4D1E8A2B-9C3F-4E5D-8A7B-6C5D4E3F2A1B", "--timestamp", "1700000000000",
        ])
        let command = try #require(sign as? TermBridge.ModelSign)
        #expect(command.offer.fields.payload.hasSuffix("\u{2063}1700000000000"))
        #expect(throws: (any Error).self) { try TermBridge.parseAsRoot(["model", "sign", "--key", "k.p8"]) }
        #expect(throws: (any Error).self) { try TermBridge.parseAsRoot(["model", "verify", "--public-key", "p.pem"]) }
    }

    @Test func shippedScenariosAreReadable() throws {
        let folder = try CorpusLocator.load(nil).root.appendingPathComponent("scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 2)
        for file in files {
            try TermBridge.ModelEligibility.parse(["--scenario", folder.appendingPathComponent(file).path, "--format", "json"]).run()
        }
    }
}
