/// A termbase: concepts with lookups by id and by term.
public struct Glossary: Sendable, Hashable {
    public var title: String
    public var sourceDescription: String?
    /// The concepts, in file order (written sorted by id).
    public var concepts: [Concept]
    /// How the glossary wants its terms checked (none: as the glossary is written).
    public var policies: GlossaryPolicies

    public init(
        title: String = "Glossary", sourceDescription: String? = nil, concepts: [Concept] = [],
        policies: GlossaryPolicies = GlossaryPolicies()
    ) {
        self.title = title
        self.sourceDescription = sourceDescription
        self.concepts = concepts
        self.policies = policies
    }

    /// The concept with `id`.
    public func concept(id: String) -> Concept? { concepts.first { $0.id == id } }

    /// Every (concept, language, term) whose text equals `text` exactly.
    public func entries(forTerm text: String) -> [(concept: Concept, language: String, term: Term)] {
        var result: [(Concept, String, Term)] = []
        for concept in concepts {
            for language in concept.languages {
                for term in concept.terms[language] ?? [] where term.text == text { result.append((concept, language, term)) }
            }
        }
        return result
    }

    /// All terms, flattened with their concept index and language.
    public var allTerms: [(conceptIndex: Int, language: String, term: Term)] {
        var result: [(Int, String, Term)] = []
        for (index, concept) in concepts.enumerated() {
            for language in concept.languages {
                for term in concept.terms[language] ?? [] { result.append((index, language, term)) }
            }
        }
        return result
    }

    /// Merges several glossaries (e.g. every `*.tbx` of a folder) into one. A policy set by two
    /// glossaries to different values keeps the first one's (see ``GlossaryPolicies/merged(_:)``).
    public static func merged(_ glossaries: [Glossary]) -> Glossary {
        Glossary(
            title: glossaries.first?.title ?? "Glossary", sourceDescription: glossaries.first?.sourceDescription,
            concepts: glossaries.flatMap(\.concepts), policies: GlossaryPolicies.merged(glossaries.map(\.policies)).0)
    }
}

extension Glossary {
    /// The translation pairs between two languages: for each concept, every preferred or admitted
    /// term of `source` with every preferred or admitted term of `target`, deduplicated, in
    /// glossary order.
    ///
    /// - Complexity: O(*c* · *s* · *t*) for *c* concepts with *s* and *t* terms in the two languages.
    public func termPairs(from source: String, to target: String) -> [(source: String, target: String)] {
        var seen: Set<String> = []
        var pairs: [(source: String, target: String)] = []
        for concept in concepts {
            let usable: (String) -> [String] = { language in
                (concept.terms[language] ?? []).filter { $0.status == .preferred || $0.status == .admitted }.map(\.text)
            }
            for s in usable(source) {
                for t in usable(target) where seen.insert(s + "\t" + t).inserted {
                    pairs.append((s, t))
                }
            }
        }
        return pairs
    }
}
