import TextKit

/// The words the full-text index stores and a query looks for: the text folded with NFKC and case
/// folding (so full-width and half-width forms, and upper and lower case, meet), then split into
/// words with ICU's word rules, whose dictionaries split Japanese and Chinese, and each Latin word
/// brought to the form its plural and possessive share (`NounForm.key`), so that `in-app purchase`
/// finds `In-App Purchases` and `battery` finds `batteries`; a run of katakana is one word (a solid
/// compound, `ノードアフィニティ`, whose parts `CorpusIndex.search` finds through `KatakanaCompounds`),
/// and its final `ー` does not count (`ユーザー` finds `ユーザ`).
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
        guard let ranges = try? TextSegmentation.wordRanges(inUTF16: folded, locale: locale) else { return [] }
        // A katakana compound written solid is one word, whatever ICU's dictionary cuts of it
        // (`ノードアフィニティ` came out as `ノー`, `ドア`, `フ`, …); its parts are found through the
        // index's words (`KatakanaCompounds`).
        return joiningKatakana(ranges.filter { !$0.isEmpty }) { isKatakana(folded[$0]) }.map { range in
            // A word's final mark does not count: `ユーザー` is `ユーザ`'s word.
            if folded[range.upperBound - 1] == UInt16(FinalLongVowelMark.mark) {
                return UTF16Transcoding.string(withoutFinalLongVowelMarks(Array(folded[range]))[...])
            }
            return NounForm.key(UTF16Transcoding.string(folded[range]))
        }
    }

    /// `ranges` (a text's words, in order, none empty) with each run of katakana words that touch
    /// (`isKatakana`) made one range: `words(of:language:)` and `match(of:in:language:)` join them alike.
    static func joiningKatakana(_ ranges: [Range<Int>], isKatakana: (Range<Int>) -> Bool) -> [Range<Int>] {
        var joined: [Range<Int>] = []
        joined.reserveCapacity(ranges.count)
        var next = 0
        while next < ranges.count {
            var range = ranges[next]
            next += 1
            if isKatakana(range) {
                while next < ranges.count, ranges[next].lowerBound == range.upperBound, isKatakana(ranges[next]) {
                    range = range.lowerBound..<ranges[next].upperBound
                    next += 1
                }
            }
            joined.append(range)
        }
        return joined
    }

    /// Whether a stored word is one of Japanese, Chinese or another CJK script's: its first
    /// character is U+3000 or above (the words of Latin, Greek, Cyrillic, digits are below).
    static func isCJKWord<Word: StringProtocol>(_ word: Word) -> Bool {
        (word.unicodeScalars.first?.value ?? 0) >= 0x3000
    }

    /// The CJK words (`isCJKWord`) of a full-text row (`row(of:language:)`), repeats included.
    static func cjkWords(ofRow row: String) -> [Substring] {
        row.split(separator: " ").filter(isCJKWord)
    }

    /// Whether every unit of `units` (none empty) is katakana: letters, `ー`, iteration marks
    /// (`FinalLongVowelMark.isKatakana`; not the middle dot, which parts words).
    static func isKatakana<Units: Collection<UInt16>>(_ units: Units) -> Bool {
        !units.isEmpty && units.allSatisfy { FinalLongVowelMark.isKatakana(UInt32($0)) }
    }

    /// `text` without its katakana words' final long-vowel marks (`ユーザー` → `ユーザ`), as the index
    /// stores and matches them.
    public static func withoutFinalLongVowelMarks(_ text: String) -> String {
        String(decoding: withoutFinalLongVowelMarks(Array(text.utf16)), as: UTF16.self)
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

    /// Where a hit's text holds `query`: the words the index matched (`match(of:in:language:)`), else
    /// the query as a substring (case and width folded; with or without its katakana words' final
    /// `ー`), else the first of its words found (a hit that holds them apart); nil when none is. Line
    /// breaks in `text` count as spaces.
    public static func place(of query: String, in text: String, language: String?) -> Range<String.Index>? {
        let flat = text.contains("\n") ? text.replacingOccurrences(of: "\n", with: " ") : text
        let options: String.CompareOptions = [.caseInsensitive, .widthInsensitive]
        let typed = query.trimmingCharacters(in: .whitespaces)
        let found =
            match(of: query, in: flat, language: language) ?? flat.range(of: typed, options: options)
            ?? flat.range(of: withoutFinalLongVowelMarks(typed), options: options)
            ?? query.split(whereSeparator: \.isWhitespace).compactMap { match(of: String($0), in: flat, language: language) }
            .min { $0.lowerBound < $1.lowerBound }
        // The same places in `text`: a line break and a space are one scalar each.
        guard let found, flat != text else { return found }
        let scalars = flat.unicodeScalars
        let lower = scalars.distance(from: scalars.startIndex, to: found.lowerBound)
        let upper = scalars.distance(from: scalars.startIndex, to: found.upperBound)
        let start = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: lower)
        return start..<text.unicodeScalars.index(start, offsetBy: upper - lower)
    }

    /// Where the words of `query` stand together in `text`, as `CorpusIndex.search` matched them:
    /// the range from the first matched word's start to the last one's end, or nil when they are not
    /// found there in order (a hit of the substring fallback). `language` is the text's.
    ///
    /// - Complexity: O(n·q) for a text of n words and a query of q words.
    public static func match(of query: String, in text: String, language: String?) -> Range<String.Index>? {
        let wanted = words(of: query, language: nil)
        guard !wanted.isEmpty else { return nil }
        // The text's words with their places: each folded on its own, then brought to its search form
        // (katakana words that touch as one compound, as `words(of:language:)` joins them).
        guard let tokens = try? TextSegmentation.words(in: text, locale: Self.locale(of: language)) else { return nil }
        let utf16 = text.utf16
        func place(_ range: Range<Int>) -> Range<String.Index> {
            utf16.index(utf16.startIndex, offsetBy: range.lowerBound)..<utf16.index(utf16.startIndex, offsetBy: range.upperBound)
        }
        let ranges = joiningKatakana(tokens.map(\.utf16Range).filter { !$0.isEmpty }) {
            isKatakana(String(text[place($0)]).normalizedUTF16(.nfkcCasefold))
        }
        var found: [(range: Range<String.Index>, word: String)] = []
        for range in ranges.map(place) {
            for part in words(of: String(text[range]), language: language) { found.append((range, part)) }
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
    /// long-vowel mark. 3: a solid katakana compound one word.)
    public static let identity = "3 ICU " + TextSegmentation.icuVersion

    /// The FTS5 query for a phrase whose words each have forms to look for (a katakana word, the
    /// compounds holding it: `KatakanaCompounds`): every phrase of one form per word, or'd. Beyond
    /// `most` phrases, the word with the most forms is looked for as itself, until they are few enough.
    static func phrasesQuery(_ forms: [[String]], most: Int = 1_000) -> String {
        var forms = forms
        while forms.reduce(1, { $0 * $1.count }) > most, let widest = forms.indices.max(by: { forms[$0].count < forms[$1].count }) {
            forms[widest] = [forms[widest][0]]
        }
        var phrases: [[String]] = [[]]
        for alternatives in forms {
            phrases = phrases.flatMap { phrase in alternatives.map { phrase + [$0] } }
        }
        return phrases.map(phraseQuery).joined(separator: " OR ")
    }

    /// The FTS5 query for a phrase: its words, each quoted, in order.
    public static func phraseQuery(_ words: [String]) -> String {
        "\"" + words.map { $0.replacingOccurrences(of: "\"", with: "\"\"") }.joined(separator: " ") + "\""
    }
}
