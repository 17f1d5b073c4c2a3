import LocalizationFormats

/// `missing-translation`: a string to translate has no value in a language its file declares.
///
/// Entries marked `shouldTranslate: false` (or `translate="no"`) and `stale` entries (no longer in
/// the code) are left out, as are entries with an empty source.
struct MissingTranslationRule: CheckRule {
    let descriptor = RuleDescriptor.missingTranslation

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for file in context.catalogs where file.format == .xcstrings || file.format == .xliff {
            for entry in file.entries where entry.shouldTranslate && entry.extractionState != "stale" {
                guard let source = entry.source, !source.isEmpty else { continue }
                let present = Set(entry.values.map(\.language))
                for language in file.languages where !present.contains(language) {
                    result.append(
                        finding(
                            at: file.location(of: entry, language: language),
                            message: "'\(entry.key)' has no '\(language)' translation", text: entry.key))
                }
            }
        }
        return result
    }
}
