import GlossaryKit
import LocalizationFormats
import TextKit

/// `term-translation`: the English source of an app string contains a glossary term and its
/// translation holds none of the preferred or admitted terms of that concept in its language — or
/// holds a deprecated one (`Redeem your win-back offer` → `再獲得提供オファーを利用` instead of
/// `ウィンバックオファー`).
///
/// Source terms are found leftmost-longest with the same `TermMatcher` as documents (exact key).
/// A translation that has the right term in another spelling (a loose-key match) is left to
/// `variant-spelling`; a concept with no allowed term in the value's language is not checked, nor
/// a name kept in English in that language whose first letter's case the source does not share.
/// The finding points at the deprecated term when there is one, else at the whole value, and
/// suggests the preferred term.
struct TermTranslationRule: CheckRule {
    let descriptor = RuleDescriptor.termTranslation

    func findings(in context: CheckContext) -> [Diagnostic] {
        let catalogs = context.catalogs.filter { $0.sourceLanguage == "en" || $0.sourceLanguage.hasPrefix("en-") }
        guard !catalogs.isEmpty else { return [] }
        let glossary = context.glossary
        let english = TermMatcher(glossary: glossary, languages: ["en"], strength: .exact)
        var matchers: [String: (exact: TermMatcher, loose: TermMatcher)] = [:]
        var result: [Diagnostic] = []
        for file in catalogs {
            for entry in file.entries where entry.shouldTranslate {
                var sourceConcepts: [String: [(index: Int, text: String)]] = [:]
                for value in entry.values {
                    guard let source = entry.sourceText(for: value.variation), Self.hasWords(value.text) else {
                        continue
                    }
                    let concepts = sourceConcepts[source] ?? Self.concepts(in: source, matcher: english)
                    sourceConcepts[source] = concepts
                    guard !concepts.isEmpty else { continue }
                    let language = value.language
                    if matchers[language] == nil {
                        matchers[language] = (
                            TermMatcher(glossary: glossary, languages: [language], strength: .exact),
                            TermMatcher(glossary: glossary, languages: [language], strength: .loose)
                        )
                    }
                    let (exact, loose) = matchers[language]!
                    let exactMatches = exact.matches(in: value.text).map { exact.patterns[$0.pattern] }
                    let looseConcepts = Set(
                        loose.matches(in: value.text).map { loose.patterns[$0.pattern].conceptIndex })
                    for (conceptIndex, sourceTerm) in concepts {
                        let concept = glossary.concepts[conceptIndex]
                        let allowed = (concept.terms[language] ?? []).filter {
                            $0.status == .preferred || $0.status == .admitted
                        }
                        guard
                            let preferred = concept.preferredTerm(in: language).flatMap({
                                allowed.contains($0) ? $0 : nil
                            })
                                ?? allowed.first
                        else { continue }
                        // A name the language keeps in English ('StoreKit', the label 'Save') is that name only
                        // when the source writes it with the same capitals ('save' is a verb).
                        let name = concept.englishName
                        if allowed.contains(where: { $0.text == name }), !sourceTerm.hasPrefix(name.prefix(1)) {
                            continue
                        }
                        let used = exactMatches.filter { $0.conceptIndex == conceptIndex }
                        if used.contains(where: { $0.status == .preferred || $0.status == .admitted }) { continue }
                        let deprecated = used.first { $0.status == .deprecated || $0.status == .superseded }
                        if deprecated == nil, looseConcepts.contains(conceptIndex) { continue }
                        if let deprecated {
                            result.append(
                                finding(
                                    at: file.location(of: deprecated.text, in: value),
                                    message:
                                        "'\(entry.shownKey)' (\(language)): '\(sourceTerm)' is translated with the \(deprecated.status.rawValue) term '\(deprecated.text)'; use '\(preferred.text)'",
                                    text: deprecated.text, suggestion: preferred.text))
                        } else {
                            result.append(
                                finding(
                                    at: file.location(of: value),
                                    message:
                                        "'\(entry.shownKey)' (\(language)): the source says '\(sourceTerm)' but the translation has no glossary term for it; expected '\(preferred.text)'",
                                    text: value.text, suggestion: preferred.text))
                        }
                    }
                }
            }
        }
        return result
    }

    /// Whether `text` has a letter outside its format specifiers (a `.stringsdict` format key such as
    /// `%#@count@` has none: its words are in the rule's categories).
    static func hasWords(_ text: String) -> Bool {
        var units = UTF16Transcoding.units(of: text)
        for placeholder in FormatPlaceholder.all(in: text).reversed() {
            units.removeSubrange(placeholder.utf16Offset..<placeholder.utf16Offset + placeholder.text.utf16.count)
        }
        return UTF16Transcoding.string(units).unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// The concepts whose English terms occur in `source` (first occurrence each, in order).
    private static func concepts(in source: String, matcher: TermMatcher) -> [(index: Int, text: String)] {
        let units = UTF16Transcoding.units(of: source)
        var seen: Set<Int> = []
        var result: [(Int, String)] = []
        for match in matcher.matches(in: source) {
            let pattern = matcher.patterns[match.pattern]
            guard seen.insert(pattern.conceptIndex).inserted else { continue }
            result.append((pattern.conceptIndex, UTF16Transcoding.string(units[match.utf16Range])))
        }
        return result
    }
}
