import LocalizationFormats

/// `missing-translation`: a string to translate has no value in a language its file declares.
///
/// Entries marked `shouldTranslate: false` (or `translate="no"`) and `stale` entries (no longer in
/// the code) are left out, as are entries whose source has no word (empty, spaces, punctuation,
/// numbers and format specifiers only).
struct MissingTranslationRule: CheckRule {
    let descriptor = RuleDescriptor.missingTranslation

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for file in context.catalogs where file.format == .xcstrings || file.format == .xliff {
            for entry in file.entries where entry.shouldTranslate && entry.extractionState != "stale" {
                guard let source = entry.source, Self.hasWords(source) else { continue }
                let present = Set(entry.values.map(\.language))
                for language in file.languages where !present.contains(language) {
                    result.append(
                        finding(
                            at: file.location(of: entry, language: language),
                            message: "'\(entry.shownKey)' has no '\(language)' translation", text: entry.key))
                }
            }
        }
        return result
    }

    /// Whether a source has a letter outside its format specifiers: one of spaces, punctuation,
    /// numbers and specifiers (`" "`, `"%@ – %@"`) reads the same untranslated.
    static func hasWords(_ source: String) -> Bool {
        var text = source
        for placeholder in FormatPlaceholder.all(in: source) { text = text.replacingOccurrences(of: placeholder.text, with: " ") }
        return text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}
