import ArgumentParser
import Foundation
import OfferModel

extension TermBridge {
    /// `termbridge model verify`: checks a signature (exit 0 valid, 2 invalid or expired).
    struct ModelVerify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract:
                "Verify a promotional offer or introductory offer eligibility signature against a PEM public key; exit 0 when valid, 2 when invalid or expired."
        )

        @Option(name: .customLong("public-key"), help: "The PEM public key.")
        var publicKey: String
        @Option(name: .long, help: "The signature: base64 DER (v1) or a compact JWS (v2, intro-eligibility).")
        var signature: String
        @Option(
            name: .customLong("as-of"),
            help:
                "v1: the time the signature is checked at, ISO 8601 ('2024-07-01T12:00:00Z' or '2024-07-01'); default now. A v1 signature is valid for 24 hours after its timestamp."
        )
        var asOf: String?
        @OptionGroup var offer: PromotionalOfferOptions

        func validate() throws {
            try offer.check(signing: false)
            if let asOf, Self.milliseconds(asOf) == nil {
                throw ValidationError(
                    "--as-of '\(asOf)' is not an ISO 8601 time such as '2024-07-01T12:00:00Z' or a date such as '2024-07-01'"
                )
            }
        }

        /// Milliseconds since 1970 of an ISO 8601 date-time (with a zone) or a date (midnight UTC).
        static func milliseconds(_ text: String) -> Int64? {
            let full = ISO8601DateFormatter()
            let fractional = ISO8601DateFormatter()
            fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            let day = ISO8601DateFormatter()
            day.formatOptions = [.withFullDate]
            guard let date = full.date(from: text) ?? fractional.date(from: text) ?? day.date(from: text) else {
                return nil
            }
            return Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        }

        static func iso8601(milliseconds: Int64) -> String {
            ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
        }

        func run() throws {
            try runReportingErrors {
                let pem = try ModelInputFile.text(publicKey, expected: "a PEM public key")
                switch offer.format {
                case .v1: try verifyV1(pem)
                case .v2, .introEligibility: try verifyJWS(pem)
                }
            }
        }

        func verifyV1(_ pem: String) throws {
            let fields = offer.fields
            guard try PromotionalOfferSignature.verify(fields, signature: signature, publicKeyPEM: pem) else {
                print("invalid")
                throw ExitCode(2)
            }
            let now = Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
            let asOfMilliseconds = asOf.flatMap(Self.milliseconds) ?? now
            if PromotionalOfferSignature.isExpired(timestamp: fields.timestamp, asOf: asOfMilliseconds) {
                print(
                    "expired: signed at \(Self.iso8601(milliseconds: fields.timestamp)), more than 24 hours before \(Self.iso8601(milliseconds: asOfMilliseconds))"
                )
                throw ExitCode(2)
            }
            print("valid")
        }

        func verifyJWS(_ pem: String) throws {
            let result = try AppStoreJWSSignature.verify(signature, publicKeyPEM: pem)
            var problems = result.problems
            let kind: AppStoreJWSSignature.Kind =
                offer.format == .v2 ? .promotionalOfferV2 : .introductoryOfferEligibility
            if let claims = result.claims {
                func compare(_ name: String, _ actual: String?, _ expected: String?) {
                    if let expected, actual != expected {
                        problems.append(
                            "claim '\(name)' is \(actual.map { "'\($0)'" } ?? "absent"), expected '\(expected)'")
                    }
                }
                compare("aud", claims.audience, kind.audience)
                compare("bid", claims.bundleID, offer.bundleID)
                compare("iss", claims.issuerID, offer.issuerID)
                compare("productId", claims.productID, offer.product)
                compare("offerIdentifier", claims.offerIdentifier, offer.offer)
                compare("transactionId", claims.transactionID, offer.transactionID)
                compare("nonce", claims.nonce, offer.nonce?.lowercased())
                compare(
                    "allowIntroductoryOffer", claims.allowIntroductoryOffer.map { String($0) },
                    offer.allowIntroductoryOffer.map { String($0) })
            }
            if let keyID = offer.keyID, let header = result.header, header.keyID != keyID {
                problems.append("header 'kid' is '\(header.keyID ?? "absent")', expected '\(keyID)'")
            }
            if problems.isEmpty {
                print("valid")
                if let claims = result.claims {
                    let issued = Date(timeIntervalSince1970: Double(claims.issuedAt))
                    print("  issued at \(ISO8601DateFormatter().string(from: issued)), nonce \(claims.nonce)")
                }
            } else {
                print("invalid")
                for problem in problems { print("  \(problem)") }
                throw ExitCode(2)
            }
        }
    }
}
