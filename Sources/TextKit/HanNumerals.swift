/// Numbers written in Han numerals, as Chinese (and sometimes Japanese) text spells them out:
/// `三` 3, `二十四` 24, `两` 2, `一百` 100.
///
/// One reader for the parser's numeric facts (`至少三个月`) and the aligner's number anchors, so
/// that both read `三个月` as the `3か月` of the other language.
public enum HanNumerals {
    /// Han digits and their values (`两`/`兩` is "two" before a counter).
    public static let digits: [Unicode.Scalar: Int] = [
        "〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]
    /// Multipliers: `二十` is 2 × 10, a multiplier without a digit before it counts once (`十二`).
    public static let multipliers: [Unicode.Scalar: Int] = ["十": 10, "百": 100, "千": 1000]

    /// Whether `c` is a Han digit or multiplier.
    /// (A switch over the code points of `digits` and `multipliers`, which the parser asks for every
    /// character; `HanNumeralsTests` keeps the two in step.)
    public static func isNumeral(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x3007, 0x96F6, 0x4E00, 0x4E8C, 0x4E24, 0x5169, 0x4E09, 0x56DB, 0x4E94, 0x516D, 0x4E03, 0x516B, 0x4E5D,
            0x5341, 0x767E, 0x5343:
            return true
        default: return false
        }
    }

    /// The number spelled by the Han numerals at `i` (at most eight of them) and where they end;
    /// nil when `s[i]` is not one. A digit right after another replaces it.
    /// - Complexity: O(1): at most eight scalars are read.
    public static func read(_ s: [Unicode.Scalar], at i: Int) -> (value: Int, end: Int)? {
        var j = i
        var total = 0
        var digit: Int?
        while j < s.count, j - i < 8 {
            let c = s[j]
            if let d = digits[c] {
                digit = d
            } else if let m = multipliers[c] {
                total += (digit ?? 1) * m
                digit = nil
            } else {
                break
            }
            j += 1
        }
        guard j > i else { return nil }
        return (total + (digit ?? 0), j)
    }
}
