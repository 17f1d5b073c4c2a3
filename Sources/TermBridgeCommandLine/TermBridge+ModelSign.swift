import ArgumentParser
import Foundation
import OfferModel

extension TermBridge {
    /// `termbridge model sign`: signs a promotional offer (v1 or V2) or an introductory offer eligibility.
    struct ModelSign: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sign",
            abstract:
                "Sign a promotional offer (v1: ECDSA P-256 over the fields, DER, base64; v2: JWS) or an introductory offer eligibility (JWS); text prints the signature as the last line."
        )

        @Option(
            name: .long,
            help:
                "The PEM private key (.p8) from App Store Connect, or a .storekit file with a subscription offers key (its id is the default key id)."
        )
        var key: String
        @OptionGroup var offer: PromotionalOfferOptions
        @Flag(
            name: .long,
            help: "Print JSON: the signature with what it signs (v1: payload and fields; JWS: header and claims).")
        var json = false

        struct V1Output: Encodable {
            let format: String
            let payload: String
            let signature: String
            let fields: PromotionalOfferSignature.Fields
        }

        struct JWSOutput: Encodable {
            let format: String
            let header: AppStoreJWSSignature.Header
            let claims: AppStoreJWSSignature.Claims
            let signature: String
        }

        var keyIsStoreKitFile: Bool { key.lowercased().hasSuffix(".storekit") }

        func validate() throws {
            try offer.check(signing: true, keyIDFromKeyFile: keyIsStoreKitFile)
        }

        /// The private key and the key id (from `--key-id`, or the `.storekit` file's key pair).
        func signingKey() throws -> (pem: String, keyID: String) {
            guard keyIsStoreKitFile else {
                return (try ModelInputFile.text(key, expected: "a PEM private key (.p8)"), offer.keyID ?? "")
            }
            let bytes = try ModelInputFile.read(key, expected: "a .storekit file with a subscription offers key")
            guard let pair = try StoreKitConfiguration.load(bytes, file: key).offerKey else {
                throw ModelFileError(
                    "'\(key)' has no 'subscriptionOffersKeyPair' (expected a .storekit file with a subscription offers key, or a PEM private key)"
                )
            }
            return (pair.privateKeyPEM, offer.keyID ?? pair.id)
        }

        func run() throws {
            try runReportingErrors {
                let (pem, keyID) = try signingKey()
                switch offer.format {
                case .v1:
                    var fields = offer.fields
                    fields.keyID = keyID
                    let signature = try PromotionalOfferSignature.sign(fields, privateKeyPEM: pem)
                    if json {
                        print(
                            try JSONOutput.encode(
                                V1Output(
                                    format: offer.format.rawValue, payload: fields.payload,
                                    signature: signature, fields: fields)))
                    } else {
                        print(signature)
                    }
                case .v2, .introEligibility:
                    let now = Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
                    let claims = offer.claims(now: now)
                    let signature = try AppStoreJWSSignature.sign(claims, keyID: keyID, privateKeyPEM: pem)
                    if json {
                        let header = AppStoreJWSSignature.Header(algorithm: "ES256", keyID: keyID, type: "JWT")
                        print(
                            try JSONOutput.encode(
                                JWSOutput(
                                    format: offer.format.rawValue, header: header,
                                    claims: claims, signature: signature)))
                    } else {
                        print(signature)
                    }
                }
            }
        }
    }
}
