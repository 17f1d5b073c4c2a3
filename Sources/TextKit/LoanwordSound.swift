/// Whether a Japanese loanword, romanised, sounds like a word in Latin letters: `kontorōrā`
/// (`コントローラー`) like `Controller`, `sābisu` (`サービス`) like `Service`.
///
/// Both are reduced to their consonants as Japanese hears them, and the two skeletons compared by
/// edit distance. The reduction drops vowels (katakana adds one after most consonants) and `h`,
/// `w`, `y`; folds what Japanese does not tell apart (`l` → `r`, `v` → `b`, `c`/`q` → `k`,
/// `z`/`j` → `s`); reads English spellings as said (a soft `c` before `e`, `i`, `y` is `s`; `th`
/// and the `t` of `-tion`, `-tial` are `s`; `ph` is `f`; `m` before `p` or `b` is `n`, as `ン`); drops
/// an `r` after a vowel that no vowel follows (`server` → `sābā`, non-rhotic as Japanese borrows
/// it); and counts a doubled consonant once (`ッ`).
public enum LoanwordSound {
    /// The consonant skeleton of a word in Latin letters or a romanised kana word.
    public static func skeleton(_ word: String) -> [Unicode.Scalar] {
        skeleton(letters: Array(word.lowercased().unicodeScalars))
    }

    /// The skeletons of a word in Latin letters, read both ways where English spelling is: a `g`
    /// before `e`, `i` or `y` is hard in `target` and `trigger` and soft in `origin`, `storage` and
    /// `image` (`オリジン`, `ストレージ`, `イメージ`), so a word with such a `g` (not doubled) has a
    /// second skeleton with it read as `j` (`s`, as Japanese hears `j`). The first is `skeleton(_:)`.
    public static func skeletons(_ word: String) -> [[Unicode.Scalar]] {
        let letters = Array(word.lowercased().unicodeScalars)
        let hard = skeleton(letters: letters)
        let soft = skeleton(letters: letters, softG: true)
        return soft == hard ? [hard] : [hard, soft]
    }

    /// `skeleton(_:)` of a word's lowercase scalars, a `g` before `e`, `i` or `y` read as `j` when
    /// `softG` (but for `gg`).
    static func skeleton(letters: [Unicode.Scalar], softG: Bool = false) -> [Unicode.Scalar] {
        func isVowel(_ index: Int) -> Bool {
            guard index >= 0, index < letters.count else { return false }
            switch letters[index] {
            case "a", "e", "i", "o", "u", "y": return true
            default: return false
            }
        }
        func letter(_ index: Int) -> Unicode.Scalar? { index >= 0 && index < letters.count ? letters[index] : nil }
        var out: [Unicode.Scalar] = []
        var index = 0
        while index < letters.count {
            let c = letters[index]
            var sound: [Unicode.Scalar] = []
            switch c {
            case "a", "e", "i", "o", "u", "y", "h", "w": break
            case "l": sound = ["r"]
            case "v": sound = ["b"]
            case "q": sound = ["k"]
            case "x": sound = ["k", "s"]
            case "z", "j": sound = ["s"]
            case "g":
                let next = letter(index + 1)
                let soft = softG && (next == "e" || next == "i" || next == "y") && letter(index - 1) != "g"
                sound = [soft ? "s" : "g"]
            case "c":
                let next = letter(index + 1)
                sound = next == "e" || next == "i" || next == "y" ? ["s"] : ["k"]
            case "p":
                if letter(index + 1) == "h" {
                    sound = ["f"]
                    index += 1
                } else {
                    sound = ["p"]
                }
            case "t":
                if letter(index + 1) == "h" {
                    sound = ["s"]
                    index += 1
                } else if letter(index + 1) == "i", letter(index + 2) == "o" || letter(index + 2) == "a" {
                    sound = ["s"]
                } else {
                    sound = ["t"]
                }
            case "m":
                let next = letter(index + 1)
                sound = next == "p" || next == "b" ? ["n"] : ["m"]
            case "r":
                // Said only before a vowel: `server` is `sābā`, `controller` `kontorōrā`.
                if !(isVowel(index - 1) && !isVowel(index + 1)) { sound = ["r"] }
            default:
                if c.properties.isAlphabetic, c.isASCII { sound = [c] }
            }
            for s in sound where out.last != s { out.append(s) }
            index += 1
        }
        return out
    }

    /// How alike two skeletons are, in [0, 1]: one less their edit distance over the longer's length.
    public static func similarity(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return 1 - Double(row[b.count]) / Double(max(a.count, b.count))
    }

    /// How alike a romanised kana word and a word in Latin letters sound, in [0, 1].
    public static func similarity(_ romanised: String, _ latin: String) -> Double {
        similarity(skeleton(romanised), skeleton(latin))
    }
}
