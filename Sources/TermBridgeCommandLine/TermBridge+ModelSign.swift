import ArgumentParser
import Foundation
import OfferModel

extension TermBridge {
    /// `termbridge model sign`: signs a promotional offer.
    struct ModelSign: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sign",
            abstract: "Sign a promotional offer (ECDSA P-256, SHA-256, DER, base64); text prints the signature as the last line.")

        @Option(name: .long, help: "The PEM private key (.p8) from App Store Connect.")
        var key: String
        @OptionGroup var offer: PromotionalOfferOptions
        @Option(name: .long, help: "Output format: text or json (adds the payload).")
        var format: OutputFormat = .text

        struct Output: Encodable {
            let payload: String
            let signature: String
            let fields: PromotionalOfferSignature.Fields
        }

        func run() throws {
            try runReportingErrors {
                let pem = try String(contentsOfFile: key, encoding: .utf8)
                let fields = offer.fields
                let signature = try PromotionalOfferSignature.sign(fields, privateKeyPEM: pem)
                switch format {
                case .json: print(try JSONOutput.encode(Output(payload: fields.payload, signature: signature, fields: fields)))
                case .text: print(signature)
                }
            }
        }
    }
}
