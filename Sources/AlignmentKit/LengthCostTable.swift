import Foundation

/// The length term of a bead, −log p and p of `LengthModel.probability(source:target:)`, kept per
/// pair of lengths: the programme asks for the same few thousand pairs millions of times, and
/// each answer costs an `erfc` and a `log`.
///
/// Filled on first use; pairs outside the table (a side longer than `sideLimit` characters) are
/// computed each time. The values are those `Aligner.evaluate` computes, bit for bit.
///
/// - Complexity: O(1) per lookup; at most `sideLimit`² cells (two values each, 1 MB) of memory.
struct LengthCostTable {
    let model: LengthModel
    /// Columns: target lengths 0..<width.
    private let width: Int
    private let height: Int
    /// Per cell, −log(max(p, 1e−12)) (NaN until computed) and p, side by side: one cache line.
    private var values: [Double]

    /// The longest side, in characters, the table holds. Phrase beads are seldom longer (a subtitle
    /// phrase has a dozen characters, the widest bead seven phrases). Sized by the document's
    /// longest merge instead, the table was up to 16 MB per programme thread, 17 MB of a build's
    /// peak heap (perf corpus ×3); this one answers as fast (the same instructions and first-level
    /// cache misses within 1% aligning a WWDC session, cachegrind).
    static let sideLimit = 256

    init(model: LengthModel, maxSource: Int, maxTarget: Int) {
        self.model = model
        height = min(max(maxSource + 1, 0), Self.sideLimit)
        width = min(max(maxTarget + 1, 0), Self.sideLimit)
        values = [Double](repeating: .nan, count: 2 * height * width)
    }

    /// −log(max(p, 1e−12)) and p for a bead of `source` and `target` characters (both positive).
    @inline(__always) mutating func lookup(source: Int, target: Int) -> (cost: Double, p: Double) {
        guard source < height, target < width else { return Self.compute(model, source, target) }
        let cell = 2 * (source * width + target)
        let known = values[cell]
        if !known.isNaN { return (known, values[cell + 1]) }
        let value = Self.compute(model, source, target)
        values[cell] = value.cost
        values[cell + 1] = value.p
        return value
    }

    private static func compute(_ model: LengthModel, _ source: Int, _ target: Int) -> (cost: Double, p: Double) {
        let p = model.probability(source: source, target: target)
        return (-log(max(p, 1e-12)), p)
    }
}
