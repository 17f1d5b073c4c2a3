/// Counts over a glossary: concepts, terms per language and status, subject fields.
public struct GlossaryStats: Sendable, Codable, Equatable {
    public var concepts: Int
    /// Terms per language, then per status name.
    public var terms: [String: [String: Int]]
    /// Concepts per subject field (`(none)` for concepts without one).
    public var subjectFields: [String: Int]
    /// Concepts with at least one context citation.
    public var conceptsWithContexts: Int
    /// The glossary's policy settings as written (`long-vowel:ja=drop`); empty when it states none.
    public var policies: [String]

    public init(_ glossary: Glossary) {
        concepts = glossary.concepts.count
        var terms: [String: [String: Int]] = [:]
        var fields: [String: Int] = [:]
        var withContexts = 0
        for concept in glossary.concepts {
            fields[concept.subjectField ?? "(none)", default: 0] += 1
            var hasContext = false
            for (language, list) in concept.terms {
                for term in list {
                    terms[language, default: [:]][term.status.rawValue, default: 0] += 1
                    if !term.contexts.isEmpty { hasContext = true }
                }
            }
            if hasContext { withContexts += 1 }
        }
        self.terms = terms
        subjectFields = fields
        conceptsWithContexts = withContexts
        policies = glossary.policies.settings.map(\.description)
    }
}
