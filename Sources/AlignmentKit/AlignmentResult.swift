import Foundation

/// The outcome of aligning two unit lists: the beads in order plus diagnostics and a summary.
public struct AlignmentResult: Sendable {
    /// Beads in document order; every unit of both sides appears in exactly one bead.
    public var beads: [Bead]
    /// Problems that did not stop the alignment (lowercase messages).
    public var diagnostics: [AlignmentError]
    /// How far the two documents correspond (nil when they are too short to tell).
    public var correspondence: DocumentCorrespondence?
    /// Number of source units.
    public var sourceCount: Int
    /// Number of target units.
    public var targetCount: Int
    /// Per bead, the probability that it is right (`BeadEvidence.confidence`: lexical and anchor
    /// agreement, and how much better the two sides agree with each other than with the units beside
    /// them; 0 for a bead with an empty side); nil where the aligner did not measure it (paragraph
    /// level, phrases aligned inside each paragraph). `beads[k].score` stays the programme's own
    /// score, which the learned-pair rounds and the checks read.
    public var confidences: [Double]?

    public init(
        beads: [Bead], diagnostics: [AlignmentError], sourceCount: Int, targetCount: Int,
        correspondence: DocumentCorrespondence? = nil
    ) {
        self.beads = beads
        self.correspondence = correspondence
        self.diagnostics = diagnostics
        self.sourceCount = sourceCount
        self.targetCount = targetCount
    }

    /// Source units in beads with no target.
    public var unalignedSourceCount: Int { beads.filter { $0.target.isEmpty }.reduce(0) { $0 + $1.source.count } }
    /// Target units in beads with no source.
    public var unalignedTargetCount: Int { beads.filter { $0.source.isEmpty }.reduce(0) { $0 + $1.target.count } }
    /// Beads that link both sides.
    public var linkedCount: Int { beads.filter(\.isLinked).count }

    /// A one-line summary: how many pairs, and how much could not be aligned.
    public var summary: String {
        "\(linkedCount) pairs; unaligned: \(unalignedSourceCount) of \(sourceCount) source units, "
            + "\(unalignedTargetCount) of \(targetCount) target units"
            + (correspondence.map { "; correspondence " + String(format: "%.2f", $0.score) } ?? "")
    }

    /// The result with every linked bead's score replaced by its confidence (unchanged when there are
    /// no confidences): what `termbridge align` reports and `--min-score` filters on. The scores are
    /// then the confidences, so the result has no separate `confidences`.
    public func scoredByConfidence() -> AlignmentResult {
        guard let confidences, confidences.count == beads.count else { return self }
        var result = self
        for k in result.beads.indices where result.beads[k].isLinked {
            result.beads[k].score = confidences[k]
        }
        result.confidences = nil
        return result
    }
}
