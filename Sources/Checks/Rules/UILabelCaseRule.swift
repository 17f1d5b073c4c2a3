import Foundation
import GlossaryKit

/// `ui-label-case`: the same quoted Latin label written with different capitalisation in a
/// document or its translations (`“Win-Back Offers”` and `“Win-back Offers”`).
///
/// Quoted Latin strings outside code are grouped by their lowercased text, within one document or
/// one parallel group (unrelated documents may quote `bear` and `Bear` for different things);
/// single words are compared only when the glossary has them (`Save`), since a quoted word in two
/// cases is usually a word, not a label. In a group with more
/// than one spelling, the canonical spelling is the one the glossary has as a term (preferred
/// before admitted), else the most frequent, else the first; every other spelling is reported
/// where it occurs, unless it differs in its first letter only (a sentence's capital) or is one
/// half of a spelling change (`change "X" to "x"`).
struct UILabelCaseRule: CheckRule {
    let descriptor = RuleDescriptor.uiLabelCase

    private struct Use {
        var analysis: Int
        var quote: QuotedText
    }

    func findings(in context: CheckContext) -> [Diagnostic] {
        var groups: [String: [Use]] = [:]
        var order: [String] = []
        for (index, analysis) in context.analyses.enumerated() {
            let codeLines = analysis.codeLines
            for quote in QuotedText.all(in: analysis.locator) where quote.isLatin {
                guard !codeLines.contains(analysis.locator.line(of: quote.utf16Range.lowerBound)) else { continue }
                // Labels are compared within one document or one parallel group: two unrelated
                // documents may quote `bear` and `Bear` for different things.
                let key = (analysis.document.parallelGroup ?? analysis.id) + "\u{1F}" + quote.text.lowercased()
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(Use(analysis: index, quote: quote))
            }
        }
        // Built once: every glossary term text, and the status of its first preferred or admitted entry.
        var glossaryTexts: Set<String> = []
        var glossaryStatus: [String: AdministrativeStatus] = [:]
        for (_, _, term) in context.glossary.allTerms {
            glossaryTexts.insert(term.text)
            if term.status <= .admitted, glossaryStatus[term.text] == nil { glossaryStatus[term.text] = term.status }
        }
        var result: [Diagnostic] = []
        for key in order {
            let uses = Self.withoutComparisons(groups[key]!, in: context)
            var counts: [String: Int] = [:]
            var spellings: [String] = []
            for use in uses {
                if counts[use.quote.text] == nil { spellings.append(use.quote.text) }
                counts[use.quote.text, default: 0] += 1
            }
            guard spellings.count > 1 else { continue }
            let isGlossaryTerm = spellings.contains { glossaryTexts.contains($0) }
            // A quoted single word in two cases is usually a word (`book`, `Book`), not a label.
            guard isGlossaryTerm || spellings[0].contains(" ") else { continue }
            let fromGlossary = spellings.compactMap { spelling in glossaryStatus[spelling].map { ($0, spelling) } }
                .min { $0.0 < $1.0 }?.1
            // The most frequent spelling; `max(by:)` keeps the first of equals.
            let canonical = fromGlossary ?? spellings.max { counts[$0]! < counts[$1]! }!
            let canonicalUse = uses.first { $0.quote.text == canonical }!
            let canonicalPlace = "\(context.analyses[canonicalUse.analysis].id):\(context.analyses[canonicalUse.analysis].locator.line(of: canonicalUse.quote.utf16Range.lowerBound))"
            // A spelling that differs in its first letter only is the label's place in a sentence
            // (`"Hello world"` opening one, `"hello world"` inside one), not another spelling.
            for use in uses where use.quote.text != canonical && use.quote.text.dropFirst() != canonical.dropFirst() {
                let analysis = context.analyses[use.analysis]
                let source = fromGlossary != nil ? "the glossary and \(canonicalPlace)" : canonicalPlace
                result.append(finding(
                    at: analysis.location(of: use.quote.utf16Range),
                    message: "UI label '\(use.quote.text)' is capitalised differently from '\(canonical)' (\(source))",
                    text: use.quote.text, suggestion: canonical,
                    notes: spellings.map { "'\($0)' ×\(counts[$0]!)" }))
            }
        }
        return result
    }

    /// `uses` without the two quotations of a spelling change: two spellings of the label joined only
    /// by a connective (`change "Version 4 UUID" to "version 4 UUID"`, `"OCSP Request" → "OCSP
    /// request"`, `“X” を “x” に`) speak of the spelling itself, as changelogs and style notes do;
    /// they are no inconsistency. Spellings apart in a sentence are still compared.
    private static func withoutComparisons(_ uses: [Use], in context: CheckContext) -> [Use] {
        let ordered = uses.indices.sorted {
            (uses[$0].analysis, uses[$0].quote.utf16Range.lowerBound) < (uses[$1].analysis, uses[$1].quote.utf16Range.lowerBound)
        }
        var spokenOf: Set<Int> = []
        for (a, b) in zip(ordered, ordered.dropFirst()) {
            let (first, second) = (uses[a], uses[b])
            guard first.analysis == second.analysis, first.quote.text != second.quote.text else { continue }
            // Between the first's closing mark and the second's opening mark (one unit each).
            let from = first.quote.utf16Range.upperBound + 1, to = second.quote.utf16Range.lowerBound - 1
            guard to >= from, to - from <= 16 else { continue }
            let gap = context.analyses[first.analysis].locator.text(from..<to)
            guard !gap.contains("\n"), connectives.contains(gap.trimmingCharacters(in: .whitespaces).lowercased()) else { continue }
            spokenOf.formUnion([a, b])
        }
        return spokenOf.isEmpty ? uses : uses.indices.filter { !spokenOf.contains($0) }.map { uses[$0] }
    }

    /// What joins the two spellings of a spelling change.
    static let connectives: Set<String> = [
        "to", "into", "with", "or", "vs", "vs.", "versus", "instead of", "rather than", "not", "and", ",", "/", "→", "->", "=>",
        "を", "から", "改为", "改成", "为", "或",
    ]
}
