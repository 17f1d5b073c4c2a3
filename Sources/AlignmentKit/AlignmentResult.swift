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
}
