/// One link of an alignment: zero or more source units matched with zero or more target units.
///
/// A bead with an empty side (1-0 or 0-1) records a unit that has no counterpart. Indices refer to
/// the unit arrays given to the aligner.
public struct Bead: Sendable, Hashable, Codable {
    /// Indices of the source units, consecutive and increasing.
    public var source: [Int]
    /// Indices of the target units, consecutive and increasing.
    public var target: [Int]
    /// Confidence in [0, 1]; 0 for beads with an empty side.
    public var score: Double

    public init(source: [Int], target: [Int], score: Double) {
        self.source = source
        self.target = target
        self.score = score
    }

    /// Whether both sides have at least one unit.
    public var isLinked: Bool { !source.isEmpty && !target.isEmpty }
}
