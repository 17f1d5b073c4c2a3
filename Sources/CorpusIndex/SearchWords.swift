import TextKit

/// The words the full-text index stores and a query looks for: the text folded with NFKC and case
/// folding (so full-width and half-width forms, and upper and lower case, meet), then split into
/// words with ICU's word rules, whose dictionaries split Japanese and Chinese, and each Latin word
/// brought to the form its plural and possessive share (`stem(_:)`), so that `in-app purchase`
/// finds `In-App Purchases` and `battery` finds `batteries`; a katakana word's final `ー` does not
/// count (`ユーザー` finds `ユーザ`, `ユーザーアカウント` too).
public enum SearchWords {
    /// The words of `text`, in order. `language` picks ICU's dictionary (`ja`, `zh…`; others use
    /// the default rules, which still split CJK runs with the shared CJK dictionary).
    ///
    /// - Complexity: O(n).
    public static func words(of text: String, language: String?) -> [String] {
        // Folded and broken as UTF-16, the words made strings once: no string of the folded text
        // and no walk of its UTF-16 view to cut them out.
        let folded = text.normalizedUTF16(.nfkcCasefold)
        guard let words = try? TextSegmentation.wordTexts(inUTF16: folded, locale: Self.locale(of: language)) else { return [] }
        return words.compactMap { word in
            guard !word.isEmpty else { return nil }
            // A word's own final mark, not the text's: ICU splits `ユーザーアカウント` into `ユーザー`
            // and `アカウント`, whose first is `ユーザ`'s word too.
            if word.utf16.last == longVowelMark {
                return String(decoding: withoutFinalLongVowelMarks(Array(word.utf16)), as: UTF16.self)
            }
            return stem(word)
        }
    }

    /// Katakana's long-vowel mark `ー`.
    static let longVowelMark: UInt16 = 0x30FC

    /// The folded text without the long-vowel mark `ー` that ends a katakana run (after a katakana
    /// letter, before anything but katakana), so that the two ways Japanese writes loanwords meet:
    /// `ユーザー` and `ユーザ`, `サーバー` and `サーバ` (the glossary's loose match takes the mark off
    /// the same way). A mark inside a run (`ユーザーズ`) stays. Applied to each word (`words(of:)`)
    /// and to the substring fallback's query.
    ///
    /// - Complexity: O(n).
    static func withoutFinalLongVowelMarks(_ units: [UInt16]) -> [UInt16] {
        let mark = longVowelMark
        func isKatakana(_ unit: UInt16) -> Bool { (0x30A1...0x30FA).contains(unit) || (0x30FC...0x30FE).contains(unit) }
        guard units.contains(mark) else { return units }
        var result: [UInt16] = []
        result.reserveCapacity(units.count)
        for (index, unit) in units.enumerated() {
            if unit == mark, index > 0, units[index - 1] != mark, isKatakana(units[index - 1]),
                index + 1 == units.count || !isKatakana(units[index + 1])
            {
                continue
            }
            result.append(unit)
        }
        return result
    }

    /// A folded word's search form: a word of letters a–z (with a possessive `'s` or `'`) without
    /// the endings that tell its plural and possessive apart, so that every form of a noun meets —
    /// `offers`, `offer's` → `offer`; `APIs` → `api`; `classes`, `class` → `class`; `batteries`,
    /// `battery` → `batteri`; `caches`, `cache` → `cach`. Rules, in order, on words longer than three
    /// letters: a final `s` goes (not `ss`, `us`), then a final `e`, then a final `y` becomes `i`. The
    /// form is a key, not a word: the stored texts and the queries both go through it. Verb endings
    /// (`-ed`, `-ing`) are kept apart. Other words come back as they are.
    ///
    /// - Complexity: O(n) in the word's length.
    public static func stem(_ word: String) -> String {
        // Most words start with another character than a–z (Japanese, Chinese, numbers) or end in
        // none of the endings the rules take off: they come back without a copy.
        guard let first = word.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
            let last = word.utf8.last,
            last == UInt8(ascii: "s") || last == UInt8(ascii: "e") || last == UInt8(ascii: "y") || last == UInt8(ascii: "'")
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
        guard !letters.isEmpty, letters.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else { return word }
        func ends(_ suffix: String) -> Bool { letters.count >= suffix.utf8.count && letters.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) }
        if letters.count > 3, ends("s"), !ends("ss"), !ends("us") { letters.removeLast() }
        if letters.count > 3, ends("e") { letters.removeLast() }
        if letters.count > 3, ends("y") { letters[letters.count - 1] = UInt8(ascii: "i") }
        return String(decoding: letters, as: UTF8.self)
    }

    /// Where the words of `query` stand together in `text`, as `CorpusIndex.search` matched them:
    /// the range from the first matched word's start to the last one's end, or nil when they are not
    /// found there in order (a hit of the substring fallback). `language` is the text's.
    ///
    /// - Complexity: O(n·q) for a text of n words and a query of q words.
    public static func match(of query: String, in text: String, language: String?) -> Range<String.Index>? {
        let wanted = words(of: query, language: nil)
        guard !wanted.isEmpty else { return nil }
        // The text's words with their places: each folded on its own, then brought to its search form.
        guard let tokens = try? TextSegmentation.words(in: text, locale: Self.locale(of: language)) else { return nil }
        var found: [(range: Range<String.Index>, word: String)] = []
        for token in tokens {
            let parts = words(of: String(token.text), language: language)
            for part in parts { found.append((token.text.startIndex..<token.text.endIndex, part)) }
        }
        guard found.count >= wanted.count else { return nil }
        for start in 0...(found.count - wanted.count)
        where (0..<wanted.count).allSatisfy({ found[start + $0].word == wanted[$0] }) {
            return found[start].range.lowerBound..<found[start + wanted.count - 1].range.upperBound
        }
        return nil
    }

    /// The ICU locale whose word rules split a text of `language`: `ja` and `zh` pick their
    /// dictionaries, everything else (and no language) the default rules.
    static func locale(of language: String?) -> String {
        language.map { $0.hasPrefix("zh") ? "zh" : $0.hasPrefix("ja") ? "ja" : "en" } ?? "en"
    }

    /// A segment's full-text row: its words, space-separated. The index writes it, and gives it again
    /// to remove the row (the table is contentless), so both go through here.
    static func row(of text: String, language: String?) -> String {
        words(of: text, language: language).joined(separator: " ")
    }

    /// What decides the words of a text besides the text: this splitting (its version) and the ICU
    /// the process runs with. The index removes a segment's full-text row by giving its words again,
    /// which only the same identity gives for certain.
    /// (2: Latin words brought to their search form, `stem(_:)`; katakana words without a final
    /// long-vowel mark.)
    public static let identity = "2 ICU " + TextSegmentation.icuVersion

    /// The FTS5 query for a phrase: its words, each quoted, in order.
    public static func phraseQuery(_ words: [String]) -> String {
        "\"" + words.map { $0.replacingOccurrences(of: "\"", with: "\"\"") }.joined(separator: " ") + "\""
    }
}
