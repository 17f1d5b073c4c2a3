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
        let folded = text.normalized(.nfkcCasefold)
        let locale = language.map { $0.hasPrefix("zh") ? "zh" : $0.hasPrefix("ja") ? "ja" : "en" } ?? "en"
        guard let tokens = try? TextSegmentation.words(in: folded, locale: locale) else { return [] }
        return tokens.map { String($0.text) }.filter { !$0.isEmpty }
    }

    /// The FTS5 query for a phrase: its words, each quoted, in order.
    public static func phraseQuery(_ words: [String]) -> String {
        "\"" + words.map { $0.replacingOccurrences(of: "\"", with: "\"\"") }.joined(separator: " ") + "\""
    }
}
