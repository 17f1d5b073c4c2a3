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
        compute(rule: rule, document: document, normalizedText: normalize(text), normalizedSuggestion: suggestion.map(normalize) ?? "", occurrence: occurrence)
    }

    /// `compute(rule:document:text:suggestion:occurrence:)` with the text and the suggestion already
    /// normalised (an absent suggestion as the empty string).
    static func compute(rule: String, document: String, normalizedText: String, normalizedSuggestion: String, occurrence: Int) -> String {
        var hash = FNV1a64()
        for (index, part) in [version, rule, document, normalizedText, normalizedSuggestion].enumerated() {
            if index > 0 { hash.add(0x1F) }
            var part = part
            part.withUTF8 { for byte in $0 { hash.add(byte) } }
        }
        hash.add(0x1F)
        for byte in String(occurrence).utf8 { hash.add(byte) }
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Normalises text for fingerprinting: NFKC, lowercased, runs of white space collapsed to one
    /// space and trimmed, so that width and case changes or rewrapping keep the fingerprint.
    public static func normalize(_ text: String) -> String {
        if let plain = normalizingPlain(text) { return plain }
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased()
        return folded.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `normalize(_:)` of a text made only of scalars that NFKC and lowercasing leave alone but for
    /// ASCII capitals (printable ASCII, ASCII white space, hiragana U+3041–3096, katakana
    /// U+30A1–30F6 and U+30FC, CJK unified ideographs U+4E00–9FFF), done over its bytes; nil for any
    /// other text. Most findings' texts are of this kind, and Foundation's NFKC is the costliest part
    /// of numbering a run's findings.
    static func normalizingPlain(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pendingSpace = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    switch byte {
                    case 0x09...0x0D, 0x20:
                        pendingSpace = !out.isEmpty
                    case 0x20...0x7E:
                        if pendingSpace { out.append(0x20); pendingSpace = false }
                        out.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                    default: return nil
                    }
                    index += 1
                    continue
                }
                // Three-byte sequences only (U+0800–FFFF); the string is valid UTF-8.
                guard byte & 0xF0 == 0xE0, index + 2 < bytes.count else { return nil }
                let scalar = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                switch scalar {
                case 0x3041...0x3096, 0x30A1...0x30F6, 0x30FC, 0x4E00...0x9FFF: break
                default: return nil
                }
                if pendingSpace { out.append(0x20); pendingSpace = false }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + 3)]))
                index += 3
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// FNV-1a, 64-bit, a byte at a time.
    struct FNV1a64 {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        @inline(__always) mutating func add(_ byte: UInt8) {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// FNV-1a, 64-bit: a small, well-known, platform-independent hash.
    static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var hash = FNV1a64()
        for byte in bytes { hash.add(byte) }
        return hash.value
    }

    /// The fields that decide which findings count as identical when numbering occurrences.
    struct Identity: Hashable {
        var rule: String
        var document: String
        var text: String
        var suggestion: String?
    }
}
