extension Aligner {
    /// Aligns Japanese source units with Chinese target units, then realigns with the term pairs
    /// `TermDiscovery` learns from the confident beads, as anchors: each round learns from the
    /// previous round's alignment (better beads give better pairs, which give better beads), until
    /// the learned pairs stop changing or `rounds` realignments are done.
    ///
    /// - Parameters:
    ///   - confidence: minimum bead score of the beads learned from.
    ///   - learnedPairs: how many discovered pairs to add.
    ///   - rounds: the most realignments (on the seed gold the second round adds 0.012–0.018 F1; a
    ///     third moves it by 0.001 or less and costs another alignment).
    /// - Complexity: up to `rounds + 1` alignments and `rounds` discoveries over the confident beads.
    public func alignLearningTermPairs(
        japanese source: [AlignmentUnit], chinese target: [AlignmentUnit], confidence: Double = 0.5,
        learnedPairs: Int = 100, rounds: Int = 2
    ) -> AlignmentResult {
        // The units' languages, words and cohesion costs do not depend on the anchors: read once.
        let features = UnitFeatures(source: source, target: target)
        var result = align(source: source, target: target, features: features)
        var previous: [String] = []
        for _ in 0..<rounds {
            let segments = result.beads.filter { $0.isLinked && $0.score >= confidence }.map { bead in
                (
                    japanese: bead.source.map { source[$0].text }.joined(separator: " "),
                    chinese: bead.target.map { target[$0].text }.joined(separator: " ")
                )
            }
            let learned = TermDiscovery(knownPairs: termPairs.map { (ja: $0.source, zh: $0.target) })
                .discover(segments: segments, top: learnedPairs)
            let key = learned.map { $0.ja + "\t" + $0.zhHans }
            guard !learned.isEmpty, key != previous else { break }
            previous = key
            var next = self
            next.termPairs += learned.map { (source: $0.ja, target: $0.zhHans) }
            result = next.align(source: source, target: target, features: features)
        }
        return result
    }
}
