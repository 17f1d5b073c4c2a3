import Crypto
import Foundation

/// Signs raw bytes with a PEM P-256 key, without any of the model's checks: how an attacker's or
/// another tool's signature is made in the tests.
enum P256SigningHelper {
    static func sign(_ data: Data, pem: String) throws -> String {
        try P256.Signing.PrivateKey(pemRepresentation: pem).signature(for: data).derRepresentation.base64EncodedString()
    }
}
