import Foundation

/// The curve an elliptic-curve key in PEM form is on, read from the key's own DER structure.
///
/// App Store keys are P-256 (`prime256v1`). swift-crypto's PEM initialisers take the key's scalar
/// without looking at the curve the key names, so a secp256k1 key would be used as if it were P-256;
/// this reads the curve first. It understands PKCS#8 (`PRIVATE KEY`, the `.p8` App Store Connect
/// issues), SEC1 (`EC PRIVATE KEY`) and SubjectPublicKeyInfo (`PUBLIC KEY`).
enum SigningKeyCurve {
    static let p256 = "1.2.840.10045.3.1.7"
    private static let ecPublicKey = "1.2.840.10045.2.1"
    private static let names: [String: String] = [
        p256: "P-256", "1.3.132.0.10": "secp256k1", "1.3.132.0.34": "P-384", "1.3.132.0.35": "P-521",
        "1.2.840.113549.1.1.1": "RSA", "1.3.101.112": "Ed25519", "1.3.101.110": "X25519",
    ]

    /// A readable name for a curve or key algorithm OID.
    static func name(_ oid: String) -> String { names[oid] ?? "OID \(oid)" }

    /// Throws unless the PEM key (private or public) names the P-256 curve.
    /// - Parameter role: how the message names the key (`the private key 'k.p8'`).
    static func requireP256(pem: String, role: String) throws(ModelError) {
        let oid = try curve(pem: pem, role: role)
        guard oid == p256 else {
            throw .signing("\(role) is a \(name(oid)) key; App Store signatures need a P-256 (prime256v1) key")
        }
    }

    /// The OID of the curve (or, for a key that is not elliptic-curve, of its algorithm).
    static func curve(pem: String, role: String) throws(ModelError) -> String {
        let body = pem.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("-----") }.joined()
        guard pem.contains("-----BEGIN"), let der = Data(base64Encoded: body) else {
            throw .signing(
                "\(role) is not a key in PEM form (expected '-----BEGIN PRIVATE KEY-----' or '-----BEGIN PUBLIC KEY-----' and base64)"
            )
        }
        guard let oid = curve(der: [UInt8](der)) else {
            throw .signing("\(role) is not a PKCS#8, SEC1 or SubjectPublicKeyInfo elliptic-curve key")
        }
        return oid
    }

    /// The curve OID of a DER key, or `nil` when the structure is none of the three forms.
    static func curve(der: [UInt8]) -> String? {
        var outer = DERReader(der)
        guard let top = outer.read(tag: 0x30) else { return nil }
        var seq = DERReader(top)
        guard let first = seq.next() else { return nil }
        switch first.tag {
        case 0x02:  // PKCS#8 (version 0) or SEC1 (version 1)
            guard let next = seq.next() else { return nil }
            if next.tag == 0x30 {  // PKCS#8: AlgorithmIdentifier
                return algorithmCurve(next.content)
            }
            guard next.tag == 0x04 else { return nil }  // SEC1: privateKey, then [0] parameters
            while let field = seq.next() {
                if field.tag == 0xA0 {
                    var p = DERReader(field.content)
                    return p.read(tag: 0x06).map(oidString)
                }
            }
            return nil
        case 0x30:  // SubjectPublicKeyInfo: AlgorithmIdentifier, BIT STRING
            return algorithmCurve(first.content)
        default:
            return nil
        }
    }

    private static func algorithmCurve(_ content: [UInt8]) -> String? {
        var alg = DERReader(content)
        guard let algorithm = alg.read(tag: 0x06).map(oidString) else { return nil }
        guard algorithm == ecPublicKey else { return algorithm }
        return alg.read(tag: 0x06).map(oidString)
    }

    static func oidString(_ bytes: [UInt8]) -> String {
        guard let first = bytes.first else { return "" }
        var parts = [Int(first) / 40, Int(first) % 40]
        var value = 0
        for b in bytes.dropFirst() {
            value = value << 7 | Int(b & 0x7F)
            if b & 0x80 == 0 {
                parts.append(value)
                value = 0
            }
        }
        return parts.map(String.init).joined(separator: ".")
    }

    /// A minimal reader of DER tag-length-value items (definite lengths only).
    private struct DERReader {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func next() -> (tag: UInt8, content: [UInt8])? {
            guard index + 2 <= bytes.count else { return nil }
            let tag = bytes[index]
            var length = Int(bytes[index + 1])
            index += 2
            if length & 0x80 != 0 {
                let count = length & 0x7F
                guard count >= 1, count <= 3, index + count <= bytes.count else { return nil }
                length = bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
                index += count
            }
            guard index + length <= bytes.count else { return nil }
            defer { index += length }
            return (tag, Array(bytes[index..<index + length]))
        }

        mutating func read(tag: UInt8) -> [UInt8]? {
            guard let item = next(), item.tag == tag else { return nil }
            return item.content
        }
    }
}
