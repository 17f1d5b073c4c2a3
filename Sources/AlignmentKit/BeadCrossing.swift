/// The cost of a fine bead (phrases) whose two sides fall in different beads of a coarser alignment
/// (paragraphs): the coarse alignment is evidence too, but paragraphs cut by time do not start and
/// end at the same point of the text in both languages, so it is a cost, not a wall.
struct BeadCrossing: Sendable {
    /// The coarse bead of every source unit and of every target unit.
    let sourceBead: [Int]
    let targetBead: [Int]
    /// Nats a fine bead pays when its sides' first or last units lie in different coarse beads.
    let penalty: Double

    /// The cost of the bead of source units `s` and target units `t` (both non-empty).
    @inline(__always) func cost(source s: Range<Int>, target t: Range<Int>) -> Double {
        let sameStart = sourceBead[s.lowerBound] == targetBead[t.lowerBound]
        let sameEnd = sourceBead[s.upperBound - 1] == targetBead[t.upperBound - 1]
        return sameStart && sameEnd ? 0 : penalty
    }
}
