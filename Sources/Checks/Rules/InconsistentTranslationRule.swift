import LocalizationFormats

/// `inconsistent-translation`: one English source string has different translations in one
/// language under different keys (across every app string file of the run).
///
/// Only plain values (no variation) of entries to translate take part; a value that differs from
/// the most frequent translation is reported, with that translation as the suggestion and the
/// other locations in the notes. Equal counts are decided by the first one in the run.
///
/// A source with fewer than two letters outside its format specifiers says too little to be
/// translated one way: `%1$@ %2$@` is ordered by each language's grammar, `・` is punctuation, and
/// a one-letter source (`月`: a month, the moon; `日`: a day, a date) takes its sense from its key.
struct InconsistentTranslationRule: CheckRule {
    let descriptor = RuleDescriptor.inconsistentTranslation

    private struct Use {
        var file: LocalizationFile
        var value: LocalizedValue
        var key: String
    }

    func findings(in context: CheckContext) -> [Diagnostic] {
        var groups: [String: [String: [Use]]] = [:]  // "language\u{0}source" → translation → uses
        var groupOrder: [String] = []
        for file in context.catalogs {
            for entry in file.entries where entry.shouldTranslate {
                for value in entry.values where value.variation.isEmpty && value.state != .new {
                    guard let source = entry.sourceText(for: ""), !source.isEmpty, !value.text.isEmpty,
                        Self.hasWords(source)
                    else { continue }
                    let group = value.language + "\u{0}" + source
                    if groups[group] == nil { groupOrder.append(group) }
                    groups[group, default: [:]][value.text, default: []].append(
                        Use(file: file, value: value, key: entry.shownKey))
                }
            }
        }
        var result: [Diagnostic] = []
        for group in groupOrder {
            let translations = groups[group]!
            guard translations.count > 1 else { continue }
            let source = String(group.split(separator: "\u{0}", maxSplits: 1).last ?? "")
            let ranked = translations.sorted { lhs, rhs in
                if lhs.value.count != rhs.value.count { return lhs.value.count > rhs.value.count }
                return rank(of: lhs.value[0], in: context) < rank(of: rhs.value[0], in: context)
            }
            let (usual, usualUses) = ranked[0]
            let elsewhere = usualUses.map { "'\(usual)' for '\($0.key)' at \($0.file.location(of: $0.value))" }
            for (translation, uses) in ranked.dropFirst() {
                for use in uses {
                    result.append(
                        finding(
                            at: use.file.location(of: use.value),
                            message:
                                "'\(source)' is translated '\(translation)' for '\(use.key)' but '\(usual)' \(usualUses.count) time\(usualUses.count == 1 ? "" : "s") elsewhere",
                            text: translation, suggestion: usual, notes: elsewhere))
                }
            }
        }
        return result
    }

    /// Whether `source` has two letters or more outside its format specifiers.
    static func hasWords(_ source: String) -> Bool {
        FormatPlaceholder.removingAll(from: source).unicodeScalars.lazy.filter { $0.properties.isAlphabetic }.prefix(2).count == 2
    }

    private func rank(of use: Use, in context: CheckContext) -> (Int, Int, Int) {
        let fileIndex = context.catalogs.firstIndex { $0.path == use.file.path } ?? 0
        return (fileIndex, use.value.position.line, use.value.position.column)
    }
}
