import Crypto
import Foundation

/// JWS Compact Serialization (RFC 7515 §7.1) with ES256 (ECDSA P-256, SHA-256; RFC 7518 §3.4):
/// `BASE64URL(header) "." BASE64URL(payload) "." BASE64URL(R ‖ S)`, no padding.
enum JWSCompact {
    /// The three parts of a compact JWS, decoded.
    struct Parts {
        var header: [UInt8]
        var payload: [UInt8]
        /// The ASCII text the signature covers: the first two parts and the dot between them.
        var signingInput: [UInt8]
        var signature: [UInt8]
    }

    /// Signs `payload` under `header` (both JSON text).
    static func sign(header: [UInt8], payload: [UInt8], key: P256.Signing.PrivateKey) throws -> String {
        let input = base64URL(header) + "." + base64URL(payload)
        let signature = try key.signature(for: Data(input.utf8))
        return input + "." + base64URL([UInt8](signature.rawRepresentation))
    }

    /// Splits and decodes a compact JWS; `nil` with the reason when it is not one.
    static func decode(_ token: String) -> Result<Parts, JWSFormatError> {
        let pieces = token.trimmingCharacters(in: .whitespacesAndNewlines).split(
            separator: ".", omittingEmptySubsequences: false)
        guard pieces.count == 3 else {
            return .failure(JWSFormatError("expected three base64url parts separated by '.', found \(pieces.count)"))
        }
        var decoded: [[UInt8]] = []
        for (i, piece) in pieces.enumerated() {
            guard let bytes = fromBase64URL(String(piece)) else {
                return .failure(JWSFormatError("part \(i + 1) is not base64url text"))
            }
            decoded.append(bytes)
        }
        return .success(
            Parts(
                header: decoded[0], payload: decoded[1],
                signingInput: Array((pieces[0] + "." + pieces[1]).utf8), signature: decoded[2]))
    }

    /// Whether `parts` carries a valid ES256 signature by `key`.
    static func isValid(_ parts: Parts, key: P256.Signing.PublicKey) -> Bool {
        guard parts.signature.count == 64,
            let signature = try? P256.Signing.ECDSASignature(rawRepresentation: parts.signature)
        else { return false }
        return key.isValidSignature(signature, for: Data(parts.signingInput))
    }

    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func fromBase64URL(_ text: String) -> [UInt8]? {
        guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            return nil
        }
        var s = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        if s.count % 4 == 1 { return nil }
        while s.count % 4 != 0 { s += "=" }
        return Data(base64Encoded: s).map { [UInt8]($0) }
    }
}
