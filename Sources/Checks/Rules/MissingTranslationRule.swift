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
    ///
    /// - Complexity: O(*n*) in the length of `source` (the specifiers are skipped where they are, not
    ///   searched for: a value of thousands of `%@` took seconds).
    static func hasWords(_ source: String) -> Bool {
        let units = Array(source.utf16)
        var outside: [UInt16] = []
        outside.reserveCapacity(units.count)
        var next = 0
        for placeholder in FormatPlaceholder.all(in: source) {
            let start = min(max(placeholder.utf16Offset, next), units.count)
            outside += units[next..<start]
            outside.append(0x20)
            next = min(units.count, max(next, placeholder.utf16Offset + placeholder.text.utf16.count))
        }
        outside += units[next...]
        return String(decoding: outside, as: UTF16.self).unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}
