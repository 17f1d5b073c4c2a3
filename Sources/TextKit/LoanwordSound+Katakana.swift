extension LoanwordSound {
    /// The consonant skeleton of a katakana word, as `skeleton(_:)` gives for its romanisation by
    /// ICU (`Transliterator.kanaToASCII`), read from a table: opening ICU's transliterator costs
    /// as much as romanising thousands of words, too much for a few words in an incremental build.
    /// Half-width katakana is read as full width; a character outside the table is dropped.
    public static func skeleton(katakana word: String) -> [Unicode.Scalar] {
        skeleton(letters: romanisedLetters(katakana: word))
    }

    /// Whether a katakana word and a name in Latin letters start alike: a loanword keeps its
    /// word's opening vowel or consonant (`オブジェクト`, object; `プロキシ`, proxy), so `リスナー`
    /// (listener) is no loanword of `origin`, nor `プロセス` (process) of `API resource`, though
    /// their consonants are. A name that opens with `h`, `w`, `y` or `x` (`window` is `ウィンドウ`,
    /// `XML` `エックスエムエル`) or with no letter is not asked; a vowel may open as `ヤユヨ` does
    /// (`user`, `ユーザー`).
    public static func startsAlike(katakana: String, latin: String) -> Bool {
        startsAlike(opening(katakana: katakana), opening(latin: latin))
    }

    /// How a word opens, for `startsAlike`.
    public enum Opening: Sendable {
        /// With a vowel (`a`, `e`, `i`, `o`, `u`; `アイウエオ` and the small ones).
        case vowel
        /// With `ヤユヨ`, which a name opening with a vowel may start with.
        case y
        case consonant
        /// Not asked: a name opening with `h`, `w`, `y`, `x` or no letter, an empty word.
        case either
    }

    /// How a name in Latin letters opens.
    public static func opening(latin: String) -> Opening {
        guard let letter = latin.unicodeScalars.first(where: { $0.properties.isAlphabetic })?.properties.lowercaseMapping.unicodeScalars.first,
            letter.isASCII, !"hwyx".unicodeScalars.contains(letter)
        else { return .either }
        return "aeiou".unicodeScalars.contains(letter) ? .vowel : .consonant
    }

    /// How a katakana word opens.
    public static func opening(katakana: String) -> Opening {
        guard let first = katakana.unicodeScalars.first else { return .either }
        let kana = fullWidth(first)
        if "アイウエオァィゥェォ".unicodeScalars.contains(kana) { return .vowel }
        return "ヤユヨ".unicodeScalars.contains(kana) ? .y : .consonant
    }

    /// `startsAlike(katakana:latin:)` of the two words' openings.
    public static func startsAlike(_ katakana: Opening, _ latin: Opening) -> Bool {
        switch (latin, katakana) {
        case (.either, _), (_, .either): true
        case (.vowel, .vowel), (.vowel, .y): true
        case (.consonant, .consonant), (.consonant, .y): true
        default: false
        }
    }

    /// A Hepburn romanisation of a katakana word good for its skeleton: the syllables' letters as
    /// ICU writes them, a small vowel or `ャュョ` taking the place of its syllable's vowel, `ッ` the
    /// next syllable's first letter (or `tsu`), `ー` nothing (a vowel, which the skeleton drops).
    static func romanisedLetters(katakana word: String) -> [Unicode.Scalar] {
        var letters: [Unicode.Scalar] = []
        var doubling = false
        for scalar in word.unicodeScalars {
            let full = fullWidth(scalar)
            let syllable = (0x30A1...0x30FA).contains(full.value) ? syllables[Int(full.value - 0x30A1)] : ""
            if doubling {
                // `ッ` doubles the next syllable's consonant (`ッチ` is `tchi`), and is `tsu` before
                // anything else, as ICU reads it.
                doubling = false
                if let first = syllable.unicodeScalars.first, !isVowel(first), !"ャュョヮヴヵヶ".unicodeScalars.contains(full) {
                    letters.append(full == "チ" ? "t" : first)
                } else {
                    letters += "tsu".unicodeScalars
                }
            }
            switch full {
            case "ッ":
                doubling = true
            case "ァ", "ィ", "ゥ", "ェ", "ォ", "ャ", "ュ", "ョ":
                // In place of the syllable's vowel: `ティ` is `ti`, `キャ` `kya`, `ファ` `fa`.
                if let last = letters.last, isVowel(last) { letters.removeLast() }
                letters += smallVowels[full]!.unicodeScalars
            default:
                letters += syllable.unicodeScalars
            }
        }
        if doubling { letters += "tsu".unicodeScalars }
        return letters
    }

    private static func isVowel(_ letter: Unicode.Scalar) -> Bool {
        switch letter {
        case "a", "e", "i", "o", "u": return true
        default: return false
        }
    }

    /// U+30A1 `ァ` to U+30FA `ヺ`, in order (the small vowels and `ッ` are read apart).
    private static let syllables: [String] = [
        "a", "a", "i", "i", "u", "u", "e", "e", "o", "o",  // ァアィイゥウェエォオ
        "ka", "ga", "ki", "gi", "ku", "gu", "ke", "ge", "ko", "go",  // カガキギクグケゲコゴ
        "sa", "za", "shi", "ji", "su", "zu", "se", "ze", "so", "zo",  // サザシジスズセゼソゾ
        "ta", "da", "chi", "dzi", "", "tsu", "dzu", "te", "de", "to", "do",  // タダチヂッツヅテデトド
        "na", "ni", "nu", "ne", "no",  // ナニヌネノ
        "ha", "ba", "pa", "hi", "bi", "pi", "fu", "bu", "pu", "he", "be", "pe", "ho", "bo", "po",  // ハ…ポ
        "ma", "mi", "mu", "me", "mo",  // マミムメモ
        "ya", "ya", "yu", "yu", "yo", "yo",  // ャヤュユョヨ
        "ra", "ri", "ru", "re", "ro",  // ラリルレロ
        "wa", "wa", "wi", "we", "wo", "n",  // ヮワヰヱヲン
        "vu", "ka", "ke", "va", "vi", "ve", "vo",  // ヴヵヶヷヸヹヺ
    ]

    private static let smallVowels: [Unicode.Scalar: String] = [
        "ァ": "a", "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o", "ャ": "ya", "ュ": "yu", "ョ": "yo",
    ]

    /// A half-width katakana (U+FF66 `ｦ` to U+FF9D `ﾝ`) as full width; any other scalar as it is.
    private static func fullWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0xFF66...0xFF9D).contains(scalar.value) ? halfWidth[Int(scalar.value - 0xFF66)] : scalar
    }

    /// U+FF66 `ｦ` to U+FF9D `ﾝ` as full-width katakana (voicing marks, U+FF9E–FF9F, dropped).
    private static let halfWidth: [Unicode.Scalar] = Array(
        "ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン".unicodeScalars)
}

