import AlignmentKit
import GlossaryKit

/// `parity-term-pair` (information): aligned phrases render a concept with terms the glossary
/// does not pair — one side names concept C, the other names concept D instead.
///
/// In each confidently linked phrase bead (score ≥ `minimumScore`), take the glossary concepts
/// found on each side (in each side's language). When exactly one concept appears only on the
/// source side and exactly one only on the target side, and each has a term in the other
/// language, the target's term is reported with the glossary's translation of the source term —
/// unless the concepts are narrower and wider forms of each other, or either concept also occurs
/// anywhere in the other side's aligned paragraphs (phrases inside a paragraph align loosely), there
/// under a term or, on a Japanese side, as its English name in katakana (`KatakanaRenderings`).
struct ParityTermPairRule: CheckRule {
    let descriptor = RuleDescriptor.parityTermPair

    /// Whether one concept is a narrower or wider form of the other (`offer` and `offer details`):
    /// one English name contains the other.
    static func related(_ a: Concept, _ b: Concept) -> Bool {
        let x = a.englishName.lowercased()
        let y = b.englishName.lowercased()
        return x.contains(y) || y.contains(x)
    }

    /// Beads scoring lower are not trusted to be translations of each other.
    static let minimumScore = 0.5

    func findings(in context: CheckContext) -> [Diagnostic] {
        let glossary = context.glossary
        var result: [Diagnostic] = []
        var renderings = KatakanaRenderings(glossary: glossary)
        for pair in context.pairs {
            let source = context.analyses[pair.source.analysis]
            let target = context.analyses[pair.target.analysis]
            for bead in pair.beads where bead.isLinked && bead.score >= Self.minimumScore {
                let inSource = bead.source.flatMap { source.occurrences(in: pair.source.unitSpans[$0]) }
                    .filter { $0.pattern.language == source.language }
                let inTarget = bead.target.flatMap { target.occurrences(in: pair.target.unitSpans[$0]) }
                    .filter { $0.pattern.language == target.language }
                let conceptsS = Set(inSource.map(\.conceptIndex))
                let conceptsT = Set(inTarget.map(\.conceptIndex))
                let onlyS = conceptsS.subtracting(conceptsT).filter { glossary.concepts[$0].terms[target.language] != nil }
                let onlyT = conceptsT.subtracting(conceptsS).filter { glossary.concepts[$0].terms[source.language] != nil }
                guard onlyS.count == 1, onlyT.count == 1, let c = onlyS.first, let d = onlyT.first,
                    let sourceTerm = inSource.first(where: { $0.conceptIndex == c }),
                    let targetTerm = inTarget.first(where: { $0.conceptIndex == d }),
                    let expected = glossary.concepts[c].preferredTerm(in: target.language)
                else { continue }
                let conceptC = glossary.concepts[c]
                let conceptD = glossary.concepts[d]
                guard !Self.related(conceptC, conceptD) else { continue }
                // Phrase alignment inside a paragraph is loose: the concepts must also be missing
                // from the whole aligned paragraphs of the other side.
                let (paragraphsS, paragraphsT) = ParityMissingLabelRule.linkedParagraphs(of: bead.source, side: pair.source, pair: pair)
                let wholeS = Set(paragraphsS.flatMap { source.occurrences(in: pair.source.paragraphSpans[$0]) }.map(\.conceptIndex))
                let wholeT = Set(paragraphsT.flatMap { target.occurrences(in: pair.target.paragraphSpans[$0]) }.map(\.conceptIndex))
                guard !wholeT.contains(c), !wholeS.contains(d) else { continue }
                // Nor written there as a Japanese rendering of its English name (`コントローラー` where the
                // glossary's Japanese term is `Controller`).
                if KatakanaRenderings.applies(to: target.language),
                    renderings.count(of: c, in: paragraphsT.map { pair.target.paragraphSpans[$0] }, of: target) > 0
                {
                    continue
                }
                if KatakanaRenderings.applies(to: source.language),
                    renderings.count(of: d, in: paragraphsS.map { pair.source.paragraphSpans[$0] }, of: source) > 0
                {
                    continue
                }
                result.append(finding(
                    at: target.location(of: targetTerm),
                    message: "'\(targetTerm.text)' (\(conceptD.englishName)) is aligned with \(source.language) "
                        + "'\(sourceTerm.text)' (\(conceptC.englishName)) at \(source.id):\(sourceTerm.line); "
                        + "the glossary translates '\(sourceTerm.text)' as '\(expected.text)'",
                    text: targetTerm.text, suggestion: expected.text,
                    notes: [
                        "aligned \(source.language) text: '\(excerpt(pair.source.text(ofUnits: bead.source)))'",
                        "\(target.language) text: '\(excerpt(pair.target.text(ofUnits: bead.target)))'",
                    ]))
            }
        }
        return result
    }
}
