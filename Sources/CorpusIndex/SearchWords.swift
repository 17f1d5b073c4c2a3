import TextKit

/// The words the full-text index stores and a query looks for: the text folded with NFKC and case
/// folding (so full-width and half-width forms, and upper and lower case, meet), then split into
/// words with ICU's word rules, whose dictionaries split Japanese and Chinese, and each Latin word
/// brought to the form its plural and possessive share (`NounForm.key`), so that `in-app purchase`
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
        let locale = Self.locale(of: language)
        guard let words = try? TextSegmentation.wordTexts(inUTF16: folded, locale: locale) else { return [] }
        return words.compactMap { word in
            guard !word.isEmpty else { return nil }
            // A word's own final mark, not the text's: ICU splits `ユーザーアカウント` into `ユーザー`
            // and `アカウント`, whose first is `ユーザ`'s word too.
            if word.utf16.last.map(UInt32.init) == FinalLongVowelMark.mark {
                return String(decoding: withoutFinalLongVowelMarks(Array(word.utf16)), as: UTF16.self)
            }
            return NounForm.key(word)
        }
    }

    /// The folded text without its final long-vowel marks (`FinalLongVowelMark`: `ー` ending a
    /// katakana run), so that the two ways Japanese writes loanwords meet: `ユーザー` and `ユーザ`,
    /// `サーバー` and `サーバ`. Applied to each word (`words(of:)`) and to the substring fallback's query.
    ///
    /// - Complexity: O(n).
    static func withoutFinalLongVowelMarks(_ units: [UInt16]) -> [UInt16] {
        guard units.contains(UInt16(FinalLongVowelMark.mark)) else { return units }
        return units.indices.filter { !FinalLongVowelMark.isFinal(at: $0, in: units) }.map { units[$0] }
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
    /// (2: Latin words brought to their search form, `NounForm.key`; katakana words without a final
    /// long-vowel mark.)
    public static let identity = "2 ICU " + TextSegmentation.icuVersion

    /// The FTS5 query for a phrase: its words, each quoted, in order.
    public static func phraseQuery(_ words: [String]) -> String {
        "\"" + words.map { $0.replacingOccurrences(of: "\"", with: "\"\"") }.joined(separator: " ") + "\""
    }
}
