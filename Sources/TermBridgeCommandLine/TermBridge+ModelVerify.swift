import ArgumentParser
import Foundation
import OfferModel

extension TermBridge {
    /// `termbridge model verify`: checks a promotional offer signature (exit 0 valid, 2 invalid).
    struct ModelVerify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Verify a promotional offer signature against a PEM public key; exit 0 when valid, 2 when not.")

        @Option(name: .customLong("public-key"), help: "The PEM public key.")
        var publicKey: String
        @Option(name: .long, help: "The base64 DER signature.")
        var signature: String
        @OptionGroup var offer: PromotionalOfferOptions

        func run() throws {
            try runReportingErrors {
                let pem = try String(contentsOfFile: publicKey, encoding: .utf8)
                if try PromotionalOfferSignature.verify(offer.fields, signature: signature, publicKeyPEM: pem) {
                    print("valid")
                } else {
                    print("invalid")
                    throw ExitCode(2)
                }
            }
        }
    }
}
