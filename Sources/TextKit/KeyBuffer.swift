/// A growable buffer of trivial values with an append that does no uniqueness check, for the
/// key being built by `MatchKey`'s folder (three appends per character on the hot path).
struct KeyBuffer<Element: BitwiseCopyable>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        base[count] = element
        count += 1
    }

    @inline(__always)
    mutating func removeLast() { count -= 1 }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// Replaces the last element (the caller knows there is one).
    @inline(__always)
    mutating func replaceLast(with element: Element) { base[count - 1] = element }

    /// Makes room for `n` more elements, to be written through ``base`` and then committed with
    /// ``assumeCount(_:)``.
    mutating func reserve(_ n: Int) {
        while capacity - count < n { grow() }
    }

    /// Takes the elements written directly through ``base`` up to `newCount` as appended.
    @inline(__always)
    mutating func assumeCount(_ newCount: Int) { count = newCount }

    /// Removes the first `n` elements (`n <= count`), moving the rest to the front.
    /// - Complexity: O(count - n).
    mutating func dropFirst(_ n: Int) {
        let rest = count - n
        // Forward copy towards lower addresses: safe although the ranges may overlap.
        for k in 0..<rest { base[k] = base[n + k] }
        count = rest
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    /// The elements as an array.
    func array() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
