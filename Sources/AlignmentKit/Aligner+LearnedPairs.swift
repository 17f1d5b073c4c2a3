extension Aligner {
    /// Aligns Japanese source units with Chinese target units in two passes: the second pass adds,
    /// as anchors, the term pairs `TermDiscovery` learns from the first pass's confident beads.
    ///
    /// - Parameters:
    ///   - confidence: minimum bead score of the beads learned from.
    ///   - learnedPairs: how many discovered pairs to add.
    /// - Complexity: two alignments plus one discovery over the confident beads.
    public func alignLearningTermPairs(
        japanese source: [AlignmentUnit], chinese target: [AlignmentUnit], confidence: Double = 0.5,
        learnedPairs: Int = 100
    ) -> AlignmentResult {
        let first = align(source: source, target: target)
        let segments = first.beads.filter { $0.isLinked && $0.score >= confidence }.map { bead in
            (
                japanese: bead.source.map { source[$0].text }.joined(separator: " "),
                chinese: bead.target.map { target[$0].text }.joined(separator: " ")
            )
        }
        let learned = TermDiscovery(knownPairs: termPairs.map { (ja: $0.source, zh: $0.target) })
            .discover(segments: segments, top: learnedPairs)
        guard !learned.isEmpty else { return first }
        var second = self
        second.termPairs += learned.map { (source: $0.ja, target: $0.zhHans) }
        return second.align(source: source, target: target)
    }
}
