extension Array where Element: Equatable {
    /// The first index at or after `start` where the elements of `needle` occur in a row; nil when
    /// they do not, or when `needle` is empty.
    ///
    /// - Complexity: O(*n* · *m*); a plain loop, many times faster on short needles than the generic
    ///   `firstRange(of:)`.
    @inlinable public func firstIndex(ofRun needle: [Element], from start: Int = 0) -> Int? {
        guard let first = needle.first, start >= 0, needle.count <= count - start else { return nil }
        var index = start
        while index + needle.count <= count {
            if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
