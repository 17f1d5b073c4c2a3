import TextKit

/// The words the full-text index stores and a query looks for: the text folded with NFKC and case
/// folding (so full-width and half-width forms, and upper and lower case, meet), then split into
/// words with ICU's word rules, whose dictionaries split Japanese and Chinese.
public enum SearchWords {
    /// The words of `text`, in order. `language` picks ICU's dictionary (`ja`, `zh…`; others use
    /// the default rules, which still split CJK runs with the shared CJK dictionary).
    ///
    /// - Complexity: O(n).
    public static func words(of text: String, language: String?) -> [String] {
        // Folded and broken as UTF-16, the words made strings once: no string of the folded text
        // and no walk of its UTF-16 view to cut them out.
        let folded = text.normalizedUTF16(.nfkcCasefold)
        let locale = language.map { $0.hasPrefix("zh") ? "zh" : $0.hasPrefix("ja") ? "ja" : "en" } ?? "en"
        guard let words = try? TextSegmentation.wordTexts(inUTF16: folded, locale: locale) else { return [] }
        return words.filter { !$0.isEmpty }
    }

    /// A segment's full-text row: its words, space-separated. The index writes it, and gives it again
    /// to remove the row (the table is contentless), so both go through here.
    static func row(of text: String, language: String?) -> String {
        words(of: text, language: language).joined(separator: " ")
    }

    /// What decides the words of a text besides the text: this splitting (its version) and the ICU
    /// the process runs with. The index removes a segment's full-text row by giving its words again,
    /// which only the same identity gives for certain.
    public static let identity = "1 ICU " + TextSegmentation.icuVersion

    /// The FTS5 query for a phrase: its words, each quoted, in order.
    public static func phraseQuery(_ words: [String]) -> String {
        "\"" + words.map { $0.replacingOccurrences(of: "\"", with: "\"\"") }.joined(separator: " ") + "\""
    }
}
