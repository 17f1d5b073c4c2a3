import GlossaryKit

/// `deprecated-term`: a glossary term whose status is deprecated or superseded is used; the
/// finding suggests the preferred term of the same concept in the same language.
///
/// A text that is also an allowed term of another concept in the language is not reported (the
/// glossary cannot tell which concept the document means). A deprecated short form (`修飾子` for
/// "view modifier") is ambiguous on its own — `autoreleasingの修飾子` is an ownership qualifier — so it
/// is reported only in documents that also name the concept by one of its other terms, and, in
/// Japanese, only as a word of its own, not as the head of a longer compound (`アクセス修飾子`, see
/// `headsAnotherCompound(_:in:)`).
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
                if Self.isShortForm(pattern, context.glossary),
                    !named.contains(pattern.conceptIndex) || Self.headsAnotherCompound(occurrence, in: analysis)
                {
                    continue
                }
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

    /// Whether a Japanese short form is written as the head of a longer compound: right after a
    /// katakana letter or a Han character (`アクセス修飾子`, `型修飾子`). A Japanese compound puts its
    /// head last and what kind of thing it is before it; the glossary's own longer terms
    /// (`ビュー修飾子`) are matched whole, so any other word before the short form names another kind
    /// of thing (a Swift access modifier, a type qualifier) than the concept the short form stands
    /// for. A particle or a space before it (`この修飾子`, `preferredSubscriptionOffer(_:) 修飾子`)
    /// leaves it a word of its own.
    static func headsAnotherCompound(_ occurrence: TermOccurrence, in analysis: DocumentAnalysis) -> Bool {
        guard occurrence.pattern.language == "ja", occurrence.utf16Range.lowerBound > 0 else { return false }
        let before = analysis.locator.unit(at: occurrence.utf16Range.lowerBound - 1)
        let isKatakana = (0x30A1...0x30FA).contains(before) || before == 0x30FC || (0xFF66...0xFF9F).contains(before)
        let isHan = (0x4E00...0x9FFF).contains(before) || (0x3400...0x4DBF).contains(before) || before == 0x3005
        return isKatakana || isHan
    }

    /// Whether the pattern's term is marked as a short form or abbreviation in the glossary.
    static func isShortForm(_ pattern: TermPattern, _ glossary: Glossary) -> Bool {
        let type = glossary.concepts[pattern.conceptIndex].terms[pattern.language]?[pattern.termIndex].termType
        return type == "shortForm" || type == "abbreviation"
    }
}
