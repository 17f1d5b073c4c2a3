import TextKit

/// A maximal run of katakana (with `ー` and `・`, full or half width) in a document: the
/// candidates of the near-miss and unknown-term rules.
struct KatakanaRun: Sendable, Hashable {
    /// The run exactly as written.
    var text: String
    /// Its UTF-16 span in the document.
    var utf16Range: Range<Int>

    /// Whether a UTF-16 unit belongs in a katakana run: U+30A1–U+30FA, `・`, `ー`, the
    /// iteration marks, and half-width katakana.
    static func isKatakana(_ unit: UInt16) -> Bool {
        (0x30A1...0x30FE).contains(unit) || (0xFF66...0xFF9F).contains(unit) || (0x31F0...0x31FF).contains(unit)
    }

    /// Every run of at least `minimumLength` units in `units` (a text's UTF-16), leaving out runs
    /// that are only long-vowel marks or middle dots.
    /// - Complexity: O(*n*) in the length of `units`.
    static func runs(in units: [UInt16], minimumLength: Int) -> [KatakanaRun] {
        var runs: [KatakanaRun] = []
        var start = -1
        for index in 0...units.count {
            let inRun = index < units.count && isKatakana(units[index])
            if inRun, start < 0 { start = index }
            if !inRun, start >= 0 {
                let slice = units[start..<index]
                let letters = slice.filter { $0 != 0x30FC && $0 != 0x30FB && $0 != 0xFF70 && $0 != 0xFF65 }.count
                if slice.count >= minimumLength, letters >= 2 {
                    runs.append(KatakanaRun(text: UTF16Transcoding.string(slice), utf16Range: start..<index))
                }
                start = -1
            }
        }
        return runs
    }
}
