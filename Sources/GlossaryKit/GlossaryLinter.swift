import Foundation
import TextKit

/// Checks a glossary for the problems that make it unreliable: a term used by two concepts, a
/// language without a preferred term or with two, empty or whitespace-padded terms, duplicate
/// concept ids, and context citations that no longer match the corpus line they cite.
///
/// Duplicate ids make any TBX ambiguous and empty terms match nothing; the other findings are conventions of
/// TermBridge's own glossary (``GlossaryDiagnostic/isHouseConvention``), which a third-party file
/// need not follow.
public enum GlossaryLinter {
    /// The findings for `glossary` (read from `file`), errors and warnings, in concept order.
    /// `corpusLine(document, line)` returns the text of a corpus line (nil when the document or
    /// line does not exist); pass nil to skip the citation check.
    public static func lint(
        _ glossary: Glossary, file: String, corpusLine: ((String, Int) -> String?)? = nil
    ) -> [GlossaryDiagnostic] {
        var findings: [GlossaryDiagnostic] = []
        // Every check here is a convention of TermBridge's own glossary except duplicate ids and
        // empty terms, which no TBX consumer can use.
        func error(_ message: String, house: Bool = true) {
            findings.append(GlossaryDiagnostic(.error, file: file, message: message, isHouseConvention: house))
        }
        func warning(_ message: String) {
            findings.append(GlossaryDiagnostic(.warning, file: file, message: message, isHouseConvention: true))
        }

        /// The findings a term gets from the glossary's own policies.
        func policyFindings(for term: Term, of concept: Concept, language: String, policies: GlossaryPolicies) {
            if policies.longVowel(in: language) == .drop, LoanwordLongVowel.droppableMarks(in: term.text) > 0,
                case .breaks(let expected) = LoanwordLongVowel.verdict(written: term.text, term: term.text, style: .drop)
            {
                findings.append(
                    GlossaryDiagnostic(
                        .warning, file: file,
                        message: "term '\(term.text)' of concept '\(concept.id)' ('\(language)') ends with 'ー', which the "
                            + "glossary's long-vowel style 'drop' leaves out; check expects '\(expected)'"))
            }
            if term.status == .admitted, policies.ordinaryVariants(in: language) == .ignore,
                term.isOrdinaryWord(language: language)
            {
                findings.append(
                    GlossaryDiagnostic(
                        .info, file: file,
                        message: "admitted term '\(term.text)' of concept '\(concept.id)' ('\(language)') is an ordinary word; "
                            + "inconsistent-term leaves it out (ordinary-variants=ignore)"))
            }
        }

        var ids: Set<String> = []
        var owners: [String: [String]] = [:]  // language + text → concept ids
        for concept in glossary.concepts {
            if !ids.insert(concept.id).inserted { error("duplicate concept id '\(concept.id)'", house: false) }
            if concept.terms["en"] == nil { warning("concept '\(concept.id)' has no English term") }
            for language in concept.languages {
                let terms = concept.terms[language] ?? []
                if terms.isEmpty { continue }
                let preferred = terms.filter { $0.status == .preferred }
                if preferred.isEmpty {
                    error("concept '\(concept.id)' has no preferred term in '\(language)'")
                } else if preferred.count > 1 {
                    error("concept '\(concept.id)' has \(preferred.count) preferred terms in '\(language)': \(preferred.map { "'\($0.text)'" }.joined(separator: ", "))")
                }
                var seenHere: Set<String> = []
                for term in terms {
                    if term.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                        findings.append(
                            GlossaryDiagnostic(
                                .warning, file: file, message: "concept '\(concept.id)' has an empty term in '\(language)'"))
                        continue
                    }
                    if term.text != term.text.trimmingCharacters(in: .whitespacesAndNewlines) {
                        error("term '\(term.text)' of concept '\(concept.id)' has leading or trailing whitespace")
                    }
                    if !seenHere.insert(term.text).inserted {
                        error("term '\(term.text)' is listed twice in concept '\(concept.id)' ('\(language)')")
                    }
                    owners["\(language)\u{0}\(term.text)", default: []].append(concept.id)
                    policyFindings(for: term, of: concept, language: language, policies: glossary.policies)
                    guard let corpusLine else { continue }
                    for context in term.contexts {
                        guard context.line > 0 else {
                            warning("context of '\(term.text)' in concept '\(concept.id)' has no 'DOCUMENT:LINE' citation")
                            continue
                        }
                        guard let line = corpusLine(context.document, context.line) else {
                            error("context of '\(term.text)' in concept '\(concept.id)' cites '\(context.citation)', which does not exist")
                            continue
                        }
                        if !line.contains(context.sentence) {
                            error("context of '\(term.text)' in concept '\(concept.id)' no longer matches '\(context.citation)'")
                        } else if !context.sentence.contains(term.text) && !MatchKey.fold(context.sentence).contains(MatchKey.fold(term.text)) {
                            warning("context of '\(term.text)' in concept '\(concept.id)' does not contain the term")
                        }
                    }
                }
            }
        }
        for (key, concepts) in owners.sorted(by: { $0.key < $1.key }) where Set(concepts).count > 1 {
            let parts = key.split(separator: "\u{0}", maxSplits: 1)
            let message = "term '\(parts[1])' ('\(parts[0])') is used by concepts \(Set(concepts).sorted().map { "'\($0)'" }.joined(separator: ", "))"
            // `homonyms=allow`: one term for two concepts is normal in this glossary; `error`:
            // a problem in any glossary, not only a house convention.
            switch glossary.policies.homonyms(in: String(parts[0])) {
            case .allow: continue
            case .error: error(message + " (homonyms=error)", house: false)
            case nil: error(message)
            }
        }
        return findings
    }
}
