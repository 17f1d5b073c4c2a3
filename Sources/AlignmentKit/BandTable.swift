/// The cells of a banded dynamic programme over an (n + 1) × (m + 1) grid, stored row by row:
/// row `i` keeps the contiguous columns its band holds, so a table over the band takes O(n·w)
/// memory for band width w instead of O(n·m).
struct BandTable {
    /// The first column kept in each row.
    private var first: [Int]
    /// Where each row starts in the flat storage; one extra entry for the end.
    private var start: [Int]

    /// - Parameter inBand: whether a cell is in the band; each row's band must be contiguous and
    ///   lie near `i · m / n` (it is found from there).
    init(rows n: Int, columns m: Int, inBand: (Int, Int) -> Bool) {
        first = []
        start = [0]
        first.reserveCapacity(n + 1)
        start.reserveCapacity(n + 2)
        for i in 0...n {
            let center = n == 0 ? 0 : min(m, max(0, Int((Double(i) * Double(m) / Double(n)).rounded())))
            var low = center, high = center
            if inBand(i, center) {
                while low > 0, inBand(i, low - 1) { low -= 1 }
                while high < m, inBand(i, high + 1) { high += 1 }
                first.append(low)
                start.append(start[i] + high - low + 1)
            } else {
                first.append(0)
                start.append(start[i])
            }
        }
    }

    /// The number of cells.
    var count: Int { start[start.count - 1] }

    /// The columns row `i` keeps.
    func columns(of i: Int) -> Range<Int> { first[i]..<(first[i] + start[i + 1] - start[i]) }

    /// The storage index of cell (i, j), or nil outside the band.
    func cell(_ i: Int, _ j: Int) -> Int? {
        guard i >= 0, i < first.count else { return nil }
        let k = j - first[i]
        return k >= 0 && k < start[i + 1] - start[i] ? start[i] + k : nil
    }
}
