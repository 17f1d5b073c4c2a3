/// The long-vowel mark `ー` that ends a katakana word, the one Japanese writes or leaves out by house
/// style (`ユーザー` and `ユーザ`, `サーバー` and `サーバ`): a `ー` after a katakana letter and before
/// anything but katakana (or the end). The glossary's long-vowel policy (`LoanwordLongVowel`) and the
/// search index's words (`SearchWords`) both go by it; a mark inside a run (`ユーザーズ`) or after
/// another mark is not final.
public enum FinalLongVowelMark {
    /// `ー`, U+30FC.
    public static let mark: UInt32 = 0x30FC

    /// Katakana letters, the long-vowel mark and the iteration marks (U+30A1–30FA, U+30FC–30FE).
    public static func isKatakana(_ value: UInt32) -> Bool {
        (0x30A1...0x30FA).contains(value) || (0x30FC...0x30FE).contains(value)
    }

    /// Whether the character at `index` of `values` (code points, or the UTF-16 units of text whose
    /// katakana, all in the BMP, are one unit each) is a final mark.
    public static func isFinal<Values: RandomAccessCollection>(at index: Values.Index, in values: Values) -> Bool
    where Values.Element: FixedWidthInteger {
        guard UInt32(values[index]) == mark, index != values.startIndex else { return false }
        let before = UInt32(values[values.index(before: index)])
        let after = values.index(after: index)
        return before != mark && isKatakana(before) && (after == values.endIndex || !isKatakana(UInt32(values[after])))
    }
}
