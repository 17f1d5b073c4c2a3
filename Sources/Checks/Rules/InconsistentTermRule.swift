import GlossaryKit

/// `inconsistent-term`: one concept is rendered by different terms in one document or across the
/// documents of one language (`アプリ内購入` / `App 内課金` / `アプリ内課金`).
///
/// For each language and concept that the documents of that language render with two or more
/// different glossary terms, every document that uses an admitted, non-preferred term gets one
/// finding at that term's first occurrence. The message names the preferred term; the notes list
/// every variant with its counts and first locations. Deprecated and superseded terms count as
/// variants but are reported by `deprecated-term`; short forms and abbreviations (`termType`) are
/// not variants — a text may shorten a term it has spelt out.
struct InconsistentTermRule: CheckRule {
    let descriptor = RuleDescriptor.inconsistentTerm

    /// Term types that are shortenings rather than competing renderings.
    static let shortenings: Set<String> = ["shortForm", "abbreviation", "acronym"]

    private struct Usage {
        var count = 0
        var documents: [String: [TermOccurrence]] = [:]
    }

    func findings(in context: CheckContext) -> [Diagnostic] {
        // language → concept → term index → usage
        var usage: [String: [Int: [Int: Usage]]] = [:]
        var ordinaryWords: [String: Bool] = [:]  // language, concept, term → is an ordinary word
        for analysis in context.analyses {
            for occurrence in analysis.exact where occurrence.pattern.language == analysis.language {
                let pattern = occurrence.pattern
                let term = context.glossary.concepts[pattern.conceptIndex].terms[pattern.language]?[pattern.termIndex]
                if let type = term?.termType, Self.shortenings.contains(type) { continue }
                // `ordinary-variants=ignore`: an admitted variant that is an everyday word (`提供`)
                // is the word, not a rendering of the concept.
                if let term, term.status == .admitted,
                    context.glossary.policies.ordinaryVariants(in: pattern.language) == .ignore
                {
                    let key = "\(pattern.language)\u{0}\(pattern.conceptIndex)\u{0}\(pattern.termIndex)"
                    let ordinary = ordinaryWords[key] ?? term.isOrdinaryWord(language: pattern.language)
                    ordinaryWords[key] = ordinary
                    if ordinary { continue }
                }
                usage[analysis.language, default: [:]][pattern.conceptIndex, default: [:]][pattern.termIndex, default: Usage()]
                    .count += 1
                usage[analysis.language]![pattern.conceptIndex]![pattern.termIndex]!.documents[analysis.id, default: []]
                    .append(occurrence)
            }
        }
        let analysisByID = Dictionary(context.analyses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [Diagnostic] = []
        for (language, concepts) in usage {
            for (conceptIndex, terms) in concepts where terms.count >= 2 {
                let concept = context.glossary.concepts[conceptIndex]
                let list = concept.terms[language] ?? []
                let preferred = concept.preferredTerm(in: language)
                let ordered = terms.keys.sorted { (list[$0].status, $0) < (list[$1].status, $1) }
                for termIndex in ordered where list[termIndex].status == .admitted && list[termIndex].text != preferred?.text {
                    for (documentID, occurrences) in terms[termIndex]!.documents {
                        guard let analysis = analysisByID[documentID], let first = occurrences.first else { continue }
                        let others = ordered.filter { $0 != termIndex }.map { "'\(list[$0].text)'" }
                        var message = "'\(first.text)' renders '\(concept.englishName)', which the \(language) documents also write as "
                            + others.joined(separator: ", ")
                        if let preferred { message += "; the glossary prefers '\(preferred.text)'" }
                        let notes = ordered.map { index -> String in
                            let variant = terms[index]!
                            let here = variant.documents[documentID]?.count ?? 0
                            let places = variant.documents.keys.sorted().prefix(3).flatMap { id in
                                Array(Set(variant.documents[id]!.map(\.line))).sorted().prefix(2).map { "\(id):\($0)" }
                            }
                            return "'\(list[index].text)' (\(list[index].status.rawValue)): \(here)× in this document, "
                                + "\(variant.count)× in all \(language) documents, e.g. \(places.joined(separator: ", "))"
                        }
                        result.append(finding(
                            at: analysis.location(of: first), message: message, text: first.text,
                            suggestion: preferred?.text, notes: notes))
                    }
                }
            }
        }
        return result
    }
}

