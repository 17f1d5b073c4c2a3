import TextKit

/// A quick answer to "can a case-insensitive search find this ASCII name in this text?" that is
/// never wrong when it says no, for the rules that search translations for names written in
/// another case.
enum ASCIIFolding {
    /// False only when a case-insensitive, canonical-equivalence-aware search (Foundation's
    /// `range(of:options: .caseInsensitive)`) cannot find `symbol` in `text`: `symbol` is ASCII,
    /// its bytes occur nowhere in `text` in any ASCII case, and `text` has no character whose case
    /// folding or canonical decomposition gives ASCII letters (`ß`, `ﬁ`, the Kelvin sign, `ı`, …).
    /// True otherwise (the search must run).
    static func mayContain(_ symbol: String, in text: String) -> Bool {
        let needle = Array(symbol.utf8)
        guard !needle.isEmpty, needle.allSatisfy({ $0 < 0x80 }) else { return true }
        if text.unicodeScalars.contains(where: foldsToASCII) { return true }
        let first = lower(needle[0])
        var found = false
        var copy = text
        copy.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return }
            var start = 0
            while start <= bytes.count - needle.count {
                if lower(bytes[start]) == first {
                    var matched = 1
                    while matched < needle.count, lower(bytes[start + matched]) == lower(needle[matched]) { matched += 1 }
                    if matched == needle.count {
                        found = true
                        return
                    }
                }
                start += 1
            }
        }
        return found
    }

    /// Whether Foundation's `contains` (a search that respects canonical equivalence and whole
    /// characters) finds the ASCII name `symbol` in `text`, answered from the bytes where they decide
    /// it; nil where only that search can say (a name that is not ASCII or holds a line break, a text
    /// with a character that decomposes to ASCII, or a name found only against a character that could
    /// join it: a combining mark or joiner after it, a prepended character before it).
    static func containsExactly(_ symbol: String, in text: String) -> Bool? {
        let needle = Array(symbol.utf8)
        guard !needle.isEmpty, needle.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }) else { return nil }
        var text = text
        var verdict: Bool? = false
        text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return }
            let first = needle[0]
            var start = 0
            while start <= bytes.count - needle.count {
                defer { start += 1 }
                guard bytes[start] == first else { continue }
                var matched = 1
                while matched < needle.count, bytes[start + matched] == needle[matched] { matched += 1 }
                guard matched == needle.count else { continue }
                if joinsFollowing(bytes, before: start) || joinsPreceding(bytes, at: start + needle.count) {
                    verdict = nil
                } else {
                    verdict = true
                    return
                }
            }
        }
        if verdict == false, text.unicodeScalars.contains(where: foldsToASCII) { return nil }
        return verdict
    }

    /// Whether the scalar that ends just before byte `end` could join what follows it into one
    /// character (a prepended mark such as U+0600); false at the start and after ASCII.
    private static func joinsFollowing(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Bool {
        guard end > 0, bytes[end - 1] >= 0x80 else { return false }
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let value = UTF8Scalar.decode(bytes, at: start).value
        switch value {
        case 0x0D4E, 0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46: return true
        default: return Unicode.Scalar(value)?.properties.generalCategory == .format
        }
    }

    /// Whether the scalar starting at byte `start` joins the character before it (a combining or
    /// spacing mark, a joiner, a variation selector, an emoji modifier, a halfwidth sound mark);
    /// false at the end and for ASCII.
    private static func joinsPreceding(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start < bytes.count, bytes[start] >= 0x80 else { return false }
        let value = UTF8Scalar.decode(bytes, at: start).value
        switch value {
        case 0x0E33, 0x0EB3, 0xFF9E, 0xFF9F, 0x1F3FB...0x1F3FF: return true
        default:
            switch Unicode.Scalar(value)?.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
            default: return false
            }
        }
    }

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    /// Characters outside ASCII whose full case folding, case mappings or canonical decomposition
    /// contain an ASCII letter or punctuation mark: `ß`/`ẞ` (ss), `İ` and `ı` (i, I), `ŉ`, `ǰ`,
    /// `ſ`, the DŽ, LJ, NJ and DZ digraphs, `ẖ`…`ẚ`, the Kelvin sign, the Latin ligatures `ﬀ`…`ﬆ`,
    /// and the Greek question mark and varia (`;`, `` ` ``).
    static func foldsToASCII(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00DF, 0x0130, 0x0131, 0x0149, 0x017F, 0x01C4...0x01CC, 0x01F0...0x01F3, 0x037E, 0x1E96...0x1E9A, 0x1E9E,
            0x1FEF, 0x212A, 0xFB00...0xFB06:
            true
        default: false
        }
    }
}
