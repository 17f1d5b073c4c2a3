import GlossaryKit

/// `deprecated-term`: a glossary term whose status is deprecated or superseded is used; the
/// finding suggests the preferred term of the same concept in the same language.
///
/// A text that is also an allowed term of another concept in the language is not reported (the
/// glossary cannot tell which concept the document means). A deprecated short form (`修飾子` for
/// "view modifier") is ambiguous on its own — `autoreleasingの修飾子` is an ownership qualifier — so it
/// is reported only in documents that also name the concept by one of its other terms.
struct DeprecatedTermRule: CheckRule {
    let descriptor = RuleDescriptor.deprecatedTerm

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for analysis in context.analyses {
            // Concepts the document names by a term that is not a short form.
            var named = Set<Int>()
            for occurrence in analysis.exact where !Self.isShortForm(occurrence.pattern, context.glossary) {
                named.insert(occurrence.pattern.conceptIndex)
            }
            for occurrence in analysis.exact {
                let pattern = occurrence.pattern
                guard pattern.status == .deprecated || pattern.status == .superseded else { continue }
                if Self.isShortForm(pattern, context.glossary), !named.contains(pattern.conceptIndex) { continue }
                let concept = context.glossary.concepts[pattern.conceptIndex]
                let allowedElsewhere = context.glossary.entries(forTerm: pattern.text).contains {
                    $0.language == pattern.language && ($0.term.status == .preferred || $0.term.status == .admitted)
                }
                guard !allowedElsewhere else { continue }
                let preferred = concept.preferredTerm(in: pattern.language)
                let usable = preferred.flatMap { $0.status == .preferred || $0.status == .admitted ? $0.text : nil }
                var message = "\(pattern.status.rawValue) term '\(occurrence.text)' for '\(concept.englishName)'"
                if let usable { message += "; use '\(usable)'" }
                let term = concept.terms[pattern.language]?[pattern.termIndex]
                result.append(finding(
                    at: analysis.location(of: occurrence), message: message, text: occurrence.text,
                    suggestion: usable.map { pattern.isPlural ? $0 + "s" : $0 },
                    notes: term?.notes ?? []))
            }
        }
        return result
    }

    /// Whether the pattern's term is marked as a short form or abbreviation in the glossary.
    static func isShortForm(_ pattern: TermPattern, _ glossary: Glossary) -> Bool {
        let type = glossary.concepts[pattern.conceptIndex].terms[pattern.language]?[pattern.termIndex].termType
        return type == "shortForm" || type == "abbreviation"
    }
}
