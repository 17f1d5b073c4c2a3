/// The cells a banded alignment programme visits: for every source position i (0...n), the target
/// positions `lower[i]...upper[i]`, stored row after row in one flat array.
///
/// Both bounds never decrease with i, consecutive rows overlap, and the band holds (0, 0) and
/// (n, m), so every cell is reachable with 1-0 and 0-1 beads and the programme always ends.
struct AlignmentBand: Sendable {
    private(set) var lower: [Int]
    private(set) var upper: [Int]
    /// Where row i starts in the flat array.
    private var offsets: [Int]
    /// The number of cells.
    let count: Int

    init(lower: [Int], upper: [Int]) {
        self.lower = lower
        self.upper = upper
        var offsets: [Int] = []
        offsets.reserveCapacity(lower.count)
        var total = 0
        for (lo, hi) in zip(lower, upper) {
            offsets.append(total)
            total += max(0, hi - lo + 1)
        }
        self.offsets = offsets
        count = total
    }

    /// The cells within `width` of the straight diagonal from (0, 0) to (n, m).
    static func diagonal(n: Int, m: Int, width: Int) -> AlignmentBand {
        var lower: [Int] = [], upper: [Int] = []
        for i in 0...n {
            let center = Double(i) * Double(m) / Double(n)
            lower.append(max(0, Int((center - Double(width)).rounded(.up))))
            upper.append(min(m, Int((center + Double(width)).rounded(.down))))
        }
        return AlignmentBand(lower: lower, upper: upper)
    }

    /// The cells near a coarser alignment: a source unit at some point of coarse bead k meets the
    /// target units around the same point of that bead's target side (by unit count), within half
    /// the larger side of the bead (at most `maxReach` units) plus `slack` units either way.
    /// `sourceSpans[k]`/`targetSpans[k]`
    /// are the unit ranges of coarse bead k, in order and covering both sides (an empty range for a
    /// bead with an empty side).
    ///
    /// Paragraphs cut by time (subtitle transcripts) start and end up to half a paragraph apart in
    /// the two languages, so a phrase's counterpart often lies in the neighbouring paragraph bead.
    static func around(
        sourceSpans: [Range<Int>], targetSpans: [Range<Int>], reach: Double, maxReach: Int, slack: Int
    ) -> AlignmentBand {
        let n = sourceSpans.last?.upperBound ?? 0, m = targetSpans.last?.upperBound ?? 0
        // For every source unit, the target units it may meet.
        var unitReach: [Range<Int>] = []
        unitReach.reserveCapacity(n)
        for (k, span) in sourceSpans.enumerated() {
            let target = targetSpans[k]
            // A document written on one line is one bead of thousands of units: without the cap its
            // band would be most of the table, and the programme quadratic.
            let width = min(reach * Double(max(span.count, target.count)), Double(maxReach)) + Double(slack)
            for i in span {
                let center = Double(target.lowerBound) + (Double(i - span.lowerBound) + 0.5) / Double(span.count)
                    * Double(target.count)
                let lo = Int((center - width).rounded(.down)), hi = Int((center + width).rounded(.up))
                unitReach.append(max(0, min(m, lo))..<max(0, min(m, hi)))
            }
        }
        var lower: [Int] = [], upper: [Int] = []
        lower.reserveCapacity(n + 1)
        upper.reserveCapacity(n + 1)
        for i in 0...n {
            // Position i ends a bead whose last source unit is i − 1, or starts one at unit i.
            let lo = i == 0 ? 0 : unitReach[i - 1].lowerBound
            let hi = i == n ? m : unitReach[i].upperBound
            lower.append(lo)
            upper.append(max(hi, upper.last ?? 0))
        }
        // Keep the lower bounds monotone, at most the row's upper bound and the previous row's.
        for i in stride(from: n - 1, through: 0, by: -1) { lower[i] = min(lower[i], lower[i + 1]) }
        for i in 0...n { lower[i] = min(lower[i], upper[i], i > 0 ? upper[i - 1] : 0) }
        return AlignmentBand(lower: lower, upper: upper)
    }

    /// The flat index of cell (i, j), nil outside the band.
    @inline(__always) func index(_ i: Int, _ j: Int) -> Int? {
        guard j >= lower[i], j <= upper[i] else { return nil }
        return offsets[i] + j - lower[i]
    }

    /// Where row i starts in the flat array (the cell of (i, lower[i])).
    @inline(__always) func rowStart(_ i: Int) -> Int { offsets[i] }

    /// The target units that the source unit i may meet (from its row and the next).
    func targetWindow(ofSourceUnit i: Int) -> Range<Int> { lower[i]..<max(lower[i], upper[i + 1]) }
}
