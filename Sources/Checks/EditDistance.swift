/// Edit distances between short strings of code units.
enum EditDistance {
    /// The optimal-string-alignment Damerau–Levenshtein distance between `a` and `b` (insertions,
    /// deletions, substitutions and transpositions of neighbours each cost 1), or any value above
    /// `limit` as soon as the distance is known to exceed it.
    /// - Complexity: O(*m* × *n*).
    static func damerauLevenshtein<T: Equatable>(_ a: [T], _ b: [T], limit: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let m = a.count
        let n = b.count
        var previous2 = [Int](repeating: 0, count: n + 1)
        var previous = Array(0...n)
        var current = [Int](repeating: 0, count: n + 1)
        for i in 1...m {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...n {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, previous2[j - 2] + 1) }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[n]
    }
}
