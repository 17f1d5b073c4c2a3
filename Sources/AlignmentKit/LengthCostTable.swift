import Foundation

/// The length term of a bead, −log p and p of `LengthModel.probability(source:target:)`, kept per
/// pair of lengths: the programme asks for the same few thousand pairs millions of times, and
/// each answer costs an `erfc` and a `log`.
///
/// Filled on first use; pairs outside the table (lengths beyond `limit`) are computed each time.
/// The values are those `Aligner.evaluate` computes, bit for bit.
///
/// - Complexity: O(1) per lookup; at most `cellLimit` cells (two values each) of memory.
struct LengthCostTable {
    let model: LengthModel
    /// Columns: target lengths 0..<width.
    private let width: Int
    private let height: Int
    /// Per cell, −log(max(p, 1e−12)) (NaN until computed) and p, side by side: one cache line.
    private var values: [Double]

    /// The most cells a table holds (paragraph-level beads of thousands of characters are computed
    /// each time instead).
    static let cellLimit = 1 << 20

    init(model: LengthModel, maxSource: Int, maxTarget: Int) {
        self.model = model
        let h = maxSource + 1, w = maxTarget + 1
        let fits = h > 0 && w > 0 && h <= Self.cellLimit / w
        height = fits ? h : 0
        width = fits ? w : 0
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
