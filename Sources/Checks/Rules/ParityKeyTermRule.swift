import CorpusModel
import GlossaryKit

/// `parity-key-term` (information; on real documentation most misses are paraphrase or a term kept
/// in English on one side, so it is a list to review, not a warning): a glossary term on one side of a parallel pair and none of its
/// translations in the aligned paragraphs of the other side — the key-term check of translation QA.
///
/// For each group of linked paragraphs (the paragraphs the phrase beads join), every concept found
/// on one side in that side's language whose glossary has a term in the other language must occur
/// on the other side too — under any of its terms, in that language or in English (translations
/// keep English names), with the exact or the loose key. A missing one is reported at its first
/// occurrence on the side that has it. Only groups of at most `maximumGroup` paragraphs a side are
/// checked: a larger group is a stretch the aligner could not split, where a term and its
/// translation need not face each other. Transcripts (session and subtitle) are left out: their
/// translations condense speech cue by cue, and drop terms the written text keeps.
struct ParityKeyTermRule: CheckRule {
    let descriptor = RuleDescriptor.parityKeyTerm

    /// The most paragraphs a side of a linked group may have to be checked.
    static let maximumGroup = 2

    func findings(in context: CheckContext) -> [Diagnostic] {
        let glossary = context.glossary
        var result: [Diagnostic] = []
        for pair in context.pairs {
            let source = context.analyses[pair.source.analysis]
            let target = context.analyses[pair.target.analysis]
            guard !Self.isTranscript(source), !Self.isTranscript(target) else { continue }
            for link in pair.paragraphLinks
            where !link.source.isEmpty && !link.target.isEmpty && link.source.count <= Self.maximumGroup
                && link.target.count <= Self.maximumGroup
            {
                let sourceSpans = link.source.map { pair.source.paragraphSpans[$0] }
                let targetSpans = link.target.map { pair.target.paragraphSpans[$0] }
                let sourceConcepts = Self.concepts(in: sourceSpans, of: source)
                let targetConcepts = Self.concepts(in: targetSpans, of: target)
                for (have, haveSpans, other, otherSpans, otherConcepts) in [
                    (source, sourceSpans, target, targetSpans, targetConcepts),
                    (target, targetSpans, source, sourceSpans, sourceConcepts),
                ] {
                    var reported: Set<Int> = []
                    for span in haveSpans {
                        for occurrence in have.occurrences(in: span)
                        where occurrence.pattern.language == have.language && !otherConcepts.contains(occurrence.conceptIndex)
                            && reported.insert(occurrence.conceptIndex).inserted
                        {
                            let concept = glossary.concepts[occurrence.conceptIndex]
                            guard let expected = concept.preferredTerm(in: other.language) ?? concept.terms[other.language]?.first
                            else { continue }
                            let otherText = otherSpans.map { other.locator.text($0) }.joined(separator: " ")
                            result.append(finding(
                                at: have.location(of: occurrence),
                                message: "'\(occurrence.text)' (\(concept.englishName)) has no translation in the aligned "
                                    + "\(other.language) text of \(other.id); the glossary gives '\(expected.text)'",
                                text: occurrence.text, suggestion: expected.text,
                                notes: ["\(other.language) text: '\(excerpt(otherText))'"]))
                        }
                    }
                }
            }
        }
        return result
    }

    static func isTranscript(_ analysis: DocumentAnalysis) -> Bool {
        let kind = analysis.document.document.kind
        return kind == .sessionTranscript || kind == .subtitleTranscript
    }

    /// The concepts found (exact or loose key, any language) in `spans` of a document.
    /// - Complexity: O(log *n* + *k*) a span for *n* occurrences in the document, *k* in the span.
    static func concepts(in spans: [Range<Int>], of analysis: DocumentAnalysis) -> Set<Int> {
        var concepts: Set<Int> = []
        for span in spans {
            for occurrences in [analysis.exact, analysis.loose] {
                var low = 0
                var high = occurrences.count
                while low < high {
                    let mid = (low + high) / 2
                    if occurrences[mid].utf16Range.lowerBound < span.lowerBound { low = mid + 1 } else { high = mid }
                }
                while low < occurrences.count, occurrences[low].utf16Range.lowerBound < span.upperBound {
                    concepts.insert(occurrences[low].conceptIndex)
                    low += 1
                }
            }
        }
        return concepts
    }
}
