/// A guess at the language of a text from the scripts it uses.
public enum LanguageGuess: String, Sendable, Equatable {
    case japanese = "ja"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"
    case english = "en"

    /// The BCP 47 tag of the language.
    public var tag: String { rawValue }

    /// Guesses the language of `text`: Japanese when kana make up a visible share of the CJK
    /// characters, Chinese (Simplified or Traditional by which characters occur) when Han dominates
    /// without kana, English when Latin letters dominate. Returns `nil` for text with too few letters.
    /// - Complexity: O(n), plus one transliteration of at most 4,000 distinct Han characters.
    public static func guess(_ text: String) -> LanguageGuess? {
        var kana = 0
        var han = 0
        var latin = 0
        var distinctHan = Set<Unicode.Scalar>()
        for scalar in text.unicodeScalars {
            switch Script.of(scalar) {
            case .hiragana, .katakana:
                if scalar.value != 0x30FC && scalar.value != 0x30FB { kana += 1 }
            case .han:
                han += 1
                if distinctHan.count < 4_000 { distinctHan.insert(scalar) }
            case .latin: latin += 1
            default: break
            }
        }
        let cjk = kana + han
        if cjk == 0 && latin == 0 { return nil }
        // Latin-heavy text with little CJK is English; transcripts of CJK talks quote many API names,
        // so CJK wins as soon as it is a fair share of the letters.
        if cjk * 4 < latin { return latin >= 3 ? .english : nil }
        if kana >= 2 && kana * 20 >= cjk { return .japanese }
        if han == 0 { return kana > 0 ? .japanese : .english }
        return isTraditional(distinctHan) ? .traditionalChinese : .simplifiedChinese
    }

    /// Compares how many characters only Simplified and only Traditional Chinese would write.
    private static func isTraditional(_ characters: Set<Unicode.Scalar>) -> Bool {
        guard let toSimplified = try? Transliterator.shared("Hant-Hans"),
            let toTraditional = try? Transliterator.shared("Hans-Hant")
        else { return false }
        let sorted = characters.sorted { $0.value < $1.value }
        let joined = String(String.UnicodeScalarView(sorted))
        let simplified = Array(toSimplified.transliterate(joined).unicodeScalars)
        let traditional = Array(toTraditional.transliterate(joined).unicodeScalars)
        var traditionalOnly = 0
        var simplifiedOnly = 0
        if simplified.count == sorted.count {
            traditionalOnly = zip(sorted, simplified).filter { $0 != $1 }.count
        }
        if traditional.count == sorted.count {
            simplifiedOnly = zip(sorted, traditional).filter { $0 != $1 }.count
        }
        return traditionalOnly > simplifiedOnly
    }
}
