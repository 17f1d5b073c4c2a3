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
