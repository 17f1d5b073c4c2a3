/// The one form that a Latin noun's singular, plural and possessive share, for matching a word or
/// a term whatever its number: `search` stores and looks words up by it, and `term` finds a concept
/// by a plural of its term (`pods` → `Pod`).
public enum NounForm {
    /// A lowercase word's form as a key: a word of letters a–z (with a possessive `'s` or `'`) without
    /// the endings that tell its plural and possessive apart, so that every form of a noun meets —
    /// `offers`, `offer's` → `offer`; `APIs` → `api`; `classes`, `class` → `class`; `batteries`,
    /// `battery` → `batteri`; `caches`, `cache` → `cach`. Rules, in order, on words longer than three
    /// letters: a final `s` goes (not `ss`, `us`), then a final `e`, then a final `y` becomes `i`. The
    /// form is a key, not a word: both sides of a comparison go through it. Verb endings
    /// (`-ed`, `-ing`) are kept apart. Other words come back as they are.
    ///
    /// - Complexity: O(n) in the word's length.
    public static func key(_ word: String) -> String {
        // Most words start with another character than a–z (Japanese, Chinese, numbers) or end in
        // none of the endings the rules take off: they come back without a copy.
        guard let first = word.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
            let last = word.utf8.last,
            last == UInt8(ascii: "s") || last == UInt8(ascii: "e") || last == UInt8(ascii: "y")
                || last == UInt8(ascii: "'")
                || last == 0x99
        else { return word }
        var letters = Array(word.utf8)
        // A possessive ending, straight or curly (U+2019 is E2 80 99 in UTF-8).
        let curly: [UInt8] = [0xE2, 0x80, 0x99]
        if letters.count > 2, letters.last == UInt8(ascii: "s") {
            if letters[letters.count - 2] == UInt8(ascii: "'") {
                letters.removeLast(2)
            } else if letters.count > 4, Array(letters[(letters.count - 4)..<(letters.count - 1)]) == curly {
                letters.removeLast(4)
            }
        } else if letters.last == UInt8(ascii: "'") {
            letters.removeLast()
        } else if letters.count > 3, Array(letters.suffix(3)) == curly {
            letters.removeLast(3)
        }
        guard !letters.isEmpty, letters.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
            return word
        }
        func ends(_ suffix: String) -> Bool {
            letters.count >= suffix.utf8.count && letters.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        if letters.count > 3, ends("s"), !ends("ss"), !ends("us") { letters.removeLast() }
        if letters.count > 3, ends("e") { letters.removeLast() }
        if letters.count > 3, ends("y") { letters[letters.count - 1] = UInt8(ascii: "i") }
        return String(decoding: letters, as: UTF8.self)
    }

    /// The key of every Latin word of `text` (lowercased; any other character separates words),
    /// space-separated: `Pod Security Policies` → `pod securiti polici`. Empty when `text` has no
    /// Latin letter.
    ///
    /// - Complexity: O(n).
    public static func phraseKey(_ text: String) -> String {
        var words: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { words.append(key(current)) }
            current = ""
        }
        for scalar in text.lowercased().unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9", "'", "\u{2019}": current.unicodeScalars.append(scalar)
            default: flush()
            }
        }
        flush()
        return words.contains { $0.utf8.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") } }
            ? words.joined(separator: " ") : ""
    }
}
