import AlignmentKit
import GlossaryKit

/// `parity-missing-label`: a UI label or other quoted Latin string in one language of a parallel
/// group has no counterpart in the aligned text of another (the Chinese session quotes
/// `“Create Offer”` where the Japanese writes `ボタンをクリックして`).
///
/// Labels are quoted Latin strings that start with a capital letter or digit (UI labels are
/// capitalised; `“true”` is a value), and quoted strings that are glossary UI terms (terms with a
/// `termLocation`, such as `确认`). A label counts as present when the aligned paragraphs of the
/// other document contain it (case, width and spaces ignored) or, for a glossary UI term, any term
/// of its concept. It counts as translated when the aligned phrases of the other document hold at
/// least as many quotations as this side's. Otherwise the label is reported where it is quoted,
/// with the aligned text of the other document in the notes.
struct ParityMissingLabelRule: CheckRule {
    let descriptor = RuleDescriptor.parityMissingLabel

    func findings(in context: CheckContext) -> [Diagnostic] {
        var uiConcepts: [String: Int] = [:]
        for (conceptIndex, _, term) in context.glossary.allTerms where term.termLocation != nil {
            uiConcepts[containmentKey(term.text)] = conceptIndex
        }
        var result: [Diagnostic] = []
        for pair in context.pairs {
            for (a, b) in [(pair.source, pair.target), (pair.target, pair.source)] {
                let analysisA = context.analyses[a.analysis]
                let analysisB = context.analyses[b.analysis]
                let quotesA = analysisA.quotations
                let quotesB = analysisB.quotations
                guard !quotesA.isEmpty else { continue }
                for bead in pair.beads {
                    let unitsA = a.analysis == pair.source.analysis ? bead.source : bead.target
                    let unitsB = a.analysis == pair.source.analysis ? bead.target : bead.source
                    // A quotation belongs to the bead where it starts.
                    let here = quotesA.filter { quote in
                        unitsA.contains { a.unitSpans[$0].contains(quote.utf16Range.lowerBound) }
                    }
                    guard !here.isEmpty else { continue }
                    let (paragraphsA, paragraphsB) = Self.linkedParagraphs(of: unitsA, side: a, pair: pair)
                    guard !paragraphsB.isEmpty else { continue }
                    // Translated, not missing, when the other side quotes as much: in the aligned phrases
                    // (any quotation overlapping them: phrases may split inside quotation marks), or in
                    // the aligned paragraphs.
                    if !unitsB.isEmpty {
                        let spanB = b.span(ofUnits: unitsB)
                        if quotesB.filter({ $0.utf16Range.overlaps(spanB) }).count >= here.count { continue }
                    }
                    let quotedA = quotesA.filter { q in paragraphsA.contains { a.paragraphSpans[$0].contains(q.utf16Range.lowerBound) } }
                    let quotedB = quotesB.filter { q in paragraphsB.contains { b.paragraphSpans[$0].contains(q.utf16Range.lowerBound) } }
                    guard quotedB.count < quotedA.count else { continue }
                    let textB = b.text(ofParagraphs: paragraphsB, in: analysisB)
                    let widerTextB = b.text(ofParagraphs: b.widened(paragraphsB), in: analysisB)
                    let conceptsB = Set(b.widened(paragraphsB).flatMap { analysisB.occurrences(in: b.paragraphSpans[$0]) }.map(\.conceptIndex))
                    for quote in here {
                        let key = containmentKey(quote.text)
                        let uiConcept = uiConcepts[key]
                        guard (quote.isLatin && quote.isCapitalised) || uiConcept != nil, !containsWords(widerTextB, quote.text)
                        else { continue }
                        if let uiConcept, conceptsB.contains(uiConcept) { continue }
                        let alignedText = unitsB.isEmpty ? textB : b.text(ofUnits: unitsB)
                        let line = analysisB.locator.line(of: unitsB.first.map { b.unitSpans[$0].lowerBound } ?? b.paragraphSpans[paragraphsB[0]].lowerBound)
                        result.append(finding(
                            at: analysisA.location(of: quote.utf16Range),
                            message: "UI label '\(quote.text)' has no counterpart in the aligned \(analysisB.language) text "
                                + "(\(analysisB.id):\(line))",
                            text: quote.text,
                            notes: ["aligned \(analysisB.language) text: '\(excerpt(alignedText))'"]))
                    }
                }
            }
        }
        return result
    }

    /// The paragraphs of the paragraph link that holds `units` on `side`, and the paragraphs
    /// linked to them on the other side (empty when they are unaligned).
    static func linkedParagraphs(of units: [Int], side: ParallelPair.Side, pair: ParallelPair) -> (own: [Int], other: [Int]) {
        let paragraphs = Set(units.map { side.units[$0].paragraph })
        let isSource = side.analysis == pair.source.analysis
        for link in pair.paragraphLinks {
            let group = isSource ? link.source : link.target
            if !paragraphs.isDisjoint(with: group) { return (group, isSource ? link.target : link.source) }
        }
        return (paragraphs.sorted(), [])
    }
}
