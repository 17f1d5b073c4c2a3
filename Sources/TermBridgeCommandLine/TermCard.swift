import Foundation
import GlossaryKit

/// What `termbridge term` shows for one concept (text card or JSON object).
struct TermCard: Encodable {
    struct Listing: Encodable {
        let matches: [TermCard]
        let suggestions: [String]?
    }

    struct TermEntry: Encodable {
        let text: String
        let status: String
        /// Occurrences per corpus document.
        let documents: [String: Int]
    }

    let concept: String
    let english: String
    let subjectField: String?
    let definitions: [String: String]
    let symbols: [String]
    let terms: [String: [TermEntry]]
    let occurrences: Int
    /// Occurrences of the concept's terms per document language (`en`, `ja`, `zh-Hans`).
    let occurrencesByLanguage: [String: Int]
    let matchedTerm: String
    let matchedLanguage: String
    let matchKind: String
    /// For a deprecated or superseded query: the preferred term of the same language.
    let useInstead: String?
    let concordance: [Concordance.Line]

    /// - Parameter languages: the language of each corpus document, by id.
    init(hit: TermQuery.Hit, glossary: Glossary, concordance: (TermMatcher, Concordance)?, languages: [String: String] = [:]) {
        let concept = glossary.concepts[hit.conceptIndex]
        self.concept = concept.id
        english = concept.englishName
        subjectField = concept.subjectField
        definitions = concept.definitions
        symbols = concept.symbols
        var terms: [String: [TermEntry]] = [:]
        var total = 0
        var byLanguage: [String: Int] = [:]
        for language in concept.languages {
            terms[language] = (concept.terms[language] ?? []).enumerated().map { index, term in
                var documents = concordance.map {
                    $0.1.occurrences(conceptIndex: hit.conceptIndex, language: language, termIndex: index, in: $0.0)
                } ?? [:]
                // A term counts in the documents of its own language (`Pod` is a term of en, ja
                // and zh-Hans alike, and each counts once).
                if !languages.isEmpty { documents = documents.filter { (languages[$0.key] ?? language) == language } }
                total += documents.values.reduce(0, +)
                for (document, count) in documents { byLanguage[languages[document] ?? "?", default: 0] += count }
                return TermEntry(text: term.text, status: term.status.rawValue, documents: documents)
            }
        }
        self.terms = terms
        occurrences = total
        occurrencesByLanguage = languages.isEmpty ? [:] : byLanguage
        let matched = concept.terms[hit.language]?[hit.termIndex]
        matchedTerm = matched?.text ?? ""
        matchedLanguage = hit.language
        matchKind = "\(hit.kind)"
        if let matched, matched.status == .deprecated || matched.status == .superseded,
            let preferred = concept.terms[hit.language]?.first(where: { $0.status == .preferred })
        {
            useInstead = preferred.text
        } else {
            useInstead = nil
        }
        self.concordance = concordance?.1.lines[hit.conceptIndex] ?? []
    }

    /// The documents shown per term in the text card; the rest are counted (the JSON card lists all).
    static let shownDocuments = 6

    /// A term's documents with their counts, in name order; beyond ``shownDocuments``, the most
    /// frequent ones, and the occurrences in the others (`… and 312 more in 47 documents`: said as
    /// "47 more documents, 312 occurrences", it read as the term's total).
    static func documentCounts(_ documents: [String: Int]) -> String {
        var shown = documents.sorted { $0.key < $1.key }
        var rest = ""
        if shown.count > shownDocuments {
            let kept = Set(documents.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(shownDocuments).map(\.key))
            let left = shown.filter { !kept.contains($0.key) }
            shown = shown.filter { kept.contains($0.key) }
            let more = left.reduce(0) { $0 + $1.value }
            rest = ", … and \(more) more in \(left.count) document\(left.count == 1 ? "" : "s")"
        }
        return shown.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ") + rest
    }

    /// The card as text.
    var text: String {
        var out = "\(english)  [\(concept)]" + (subjectField.map { "  (\($0))" } ?? "") + "\n"
        if let useInstead {
            out += "  ! '\(matchedTerm)' is \(terms[matchedLanguage]?.first { $0.text == matchedTerm }?.status ?? "deprecated"); use '\(useInstead)' instead\n"
        }
        let languages = ["en", "ja", "zh-Hans"].filter { terms[$0] != nil } + terms.keys.filter { !["en", "ja", "zh-Hans"].contains($0) }.sorted()
        for language in languages {
            for (i, term) in (terms[language] ?? []).enumerated() {
                let label = (i == 0 ? language : "").padding(toLength: 8, withPad: " ", startingAt: 0)
                let counts = Self.documentCounts(term.documents)
                out += "  \(label) \(term.text) (\(term.status))" + (counts.isEmpty ? "" : "  — \(counts)") + "\n"
            }
        }
        for language in languages { if let d = definitions[language] { out += "  definition (\(language)): \(d)\n" } }
        if !symbols.isEmpty { out += "  API: \(symbols.joined(separator: ", "))\n" }
        let perLanguage = occurrencesByLanguage.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        out += "  occurrences in the corpus: \(occurrences)" + (perLanguage.isEmpty ? "" : " (\(perLanguage.joined(separator: ", ")))") + "\n"
        for line in concordance {
            out += "    \(line.document):\(line.line)  …\(line.left)[\(line.match)]\(line.right)…\n"
        }
        return out
    }
}
