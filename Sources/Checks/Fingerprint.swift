import Foundation

/// The stable fingerprint of a finding, version 1 (`termbridge/v1` in SARIF).
///
/// A fingerprint must survive edits elsewhere in a document, so it never includes a line or
/// column. It is the FNV-1a 64-bit hash, written as 16 lowercase hex digits, of these fields
/// joined by U+001F (unit separator):
///
/// 1. `v1` (the scheme version),
/// 2. the rule id,
/// 3. the document id,
/// 4. the offending text, normalised (see `normalize(_:)`),
/// 5. the suggestion, normalised, or the empty string when there is none,
/// 6. the occurrence index in decimal: 0 for the first finding in document order with the same
///    rule, document, normalised text and suggestion, 1 for the second, and so on.
///
/// Moving a paragraph or editing another part of the document therefore keeps every fingerprint;
/// adding a new identical finding *before* an existing one shifts the indices of those after it,
/// which is the price of telling identical findings apart without positions.
public enum Fingerprint {
    /// The scheme's version tag, also the SARIF `partialFingerprints` key suffix.
    public static let version = "v1"

    /// Computes a fingerprint from its parts; see the type's documentation for the scheme.
    public static func compute(rule: String, document: String, text: String, suggestion: String?, occurrence: Int) -> String {
        let parts = [version, rule, document, normalize(text), suggestion.map(normalize) ?? "", String(occurrence)]
        let hash = fnv1a64(Array(parts.joined(separator: "\u{1F}").utf8))
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Normalises text for fingerprinting: NFKC, lowercased, runs of white space collapsed to one
    /// space and trimmed, so that width and case changes or rewrapping keep the fingerprint.
    public static func normalize(_ text: String) -> String {
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased()
        return folded.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// FNV-1a, 64-bit: a small, well-known, platform-independent hash.
    static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The fields that decide which findings count as identical when numbering occurrences.
    struct Identity: Hashable {
        var rule: String
        var document: String
        var text: String
        var suggestion: String?
    }
}
