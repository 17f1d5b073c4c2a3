extension UnknownTermRule {
    /// The text ranges of term matches, to ask whether a candidate (a katakana run, a Chinese compound)
    /// overlaps one of them: a glossary term reaching into it means the glossary knows it.
    struct Coverage {
        let starts: [Int]
        /// The furthest end of the matches up to each index (ordered by start).
        let reach: [Int]

        init(_ ranges: [Range<Int>]) {
            let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
            starts = sorted.map(\.lowerBound)
            var furthest = Int.min
            reach = sorted.map { furthest = max(furthest, $0.upperBound); return furthest }
        }

        /// - Complexity: O(log *m*) for *m* matches.
        func overlaps(_ range: Range<Int>) -> Bool {
            var low = 0, high = starts.count
            while low < high {
                let mid = (low + high) / 2
                if starts[mid] < range.upperBound { low = mid + 1 } else { high = mid }
            }
            return low > 0 && reach[low - 1] > range.lowerBound
        }
    }
}
