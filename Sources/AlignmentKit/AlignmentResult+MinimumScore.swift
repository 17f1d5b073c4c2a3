extension AlignmentResult {
    /// The result with every linked bead scoring below `minimumScore` split into units without
    /// counterpart: fewer pairs, more of them right (`Documentation/Alignment.md` has the curve).
    public func keeping(minimumScore: Double) -> AlignmentResult {
        var result = self
        // Per-bead figures no longer match the split beads.
        result.confidences = nil
        result.beads = beads.flatMap { bead -> [Bead] in
            guard bead.isLinked, bead.score < minimumScore else { return [bead] }
            return bead.source.map { Bead(source: [$0], target: [], score: 0) }
                + bead.target.map { Bead(source: [], target: [$0], score: 0) }
        }
        return result
    }
}
