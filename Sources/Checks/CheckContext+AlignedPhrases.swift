import AlignmentKit

/// The aligned phrases of a run's parallel pairs, for readers outside the checks (the bilingual
/// reference pairs sentences with them).
public struct AlignedPhrasePair: Sendable, Hashable {
    /// One side: the document's id and path, its language, the phrase and its line.
    public struct Side: Sendable, Hashable {
        public var document: String
        public var path: String
        public var language: String
        public var text: String
        public var line: Int
    }

    public var source: Side
    public var target: Side
    /// The aligner's confidence in [0, 1].
    public var score: Double
}

extension CheckContext {
    /// Every linked bead of every aligned pair, its phrases joined per side, in pair then document
    /// order (a kept group's phrases, `keptGroups`, where its pairs would be). Empty when the context
    /// was built without aligning.
    public var alignedPhrases: [AlignedPhrasePair] {
        let phrases = Self.parallelGroups(of: analyses).flatMap { group, _ in
            keptGroups[group]?.alignedPhrases ?? alignedByGroup[group] ?? []
        }
        // (What a deferred check or a kept group holds is filtered already: filtering again keeps it.)
        return keepsPhrase.map { phrases.filter($0) } ?? phrases
    }

    /// The aligned phrases of the pairs of `group` aligned in this run.
    func alignedPhrases(ofGroup group: String) -> [AlignedPhrasePair] { alignedByGroup[group] ?? [] }

    /// The aligned phrases of `pairs` by parallel group, a group's in pair order.
    static func alignedPhrasesByGroup(of pairs: [ParallelPair], in analyses: [DocumentAnalysis]) -> [String: [AlignedPhrasePair]] {
        var byGroup: [String: [AlignedPhrasePair]] = [:]
        for pair in pairs {
            guard let group = analyses[pair.source.analysis].document.parallelGroup else { continue }
            byGroup[group, default: []] += alignedPhrases(of: pair, in: analyses)
        }
        return byGroup
    }

    /// Every linked bead of `pair`, its phrases joined per side.
    static func alignedPhrases(of pair: ParallelPair, in analyses: [DocumentAnalysis]) -> [AlignedPhrasePair] {
        var result: [AlignedPhrasePair] = []
        let s = analyses[pair.source.analysis].document
        let t = analyses[pair.target.analysis].document
        for bead in pair.beads where bead.isLinked {
            let su = bead.source.map { pair.source.units[$0] }
            let tu = bead.target.map { pair.target.units[$0] }
            guard let sl = su.first?.line, let tl = tu.first?.line else { continue }
            result.append(
                AlignedPhrasePair(
                    source: .init(document: s.id, path: s.path, language: s.language, text: PhraseSplitter.joined(su.map(\.text)), line: sl),
                    target: .init(document: t.id, path: t.path, language: t.language, text: PhraseSplitter.joined(tu.map(\.text)), line: tl),
                    score: bead.score))
        }
        return result
    }
}
