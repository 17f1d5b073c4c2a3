/// An open-addressing map from non-negative `Int` keys to dense slot numbers 0, 1, 2, … in order of
/// first insertion.
///
/// `LexicalModel` looks up every (source word, target word) of every paragraph pair once; the
/// standard `Dictionary` hashes each key with SipHash, which dominated its training. A
/// multiplicative hash with linear probing is enough for these keys.
struct SlotTable: Sendable {
    private var keys: [Int]
    private var values: [Int32]
    private var mask: Int
    private(set) var count = 0

    init(minimumCapacity: Int = 64) {
        var capacity = 64
        while capacity < minimumCapacity * 2 { capacity <<= 1 }
        keys = [Int](repeating: -1, count: capacity)
        values = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    var isEmpty: Bool { count == 0 }

    private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The slot of `key`, if it was inserted.
    func slot(_ key: Int) -> Int32? {
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k < 0 { return nil }
            i = (i &+ 1) & mask
        }
    }

    /// The slot of `key`, inserting it with the next slot number if it is new.
    mutating func insert(_ key: Int) -> Int32 {
        precondition(key >= 0, "SlotTable keys are non-negative")
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k < 0 { break }
            i = (i &+ 1) & mask
        }
        let slot = Int32(count)
        keys[i] = key
        values[i] = slot
        count += 1
        if count * 2 > keys.count { grow() }
        return slot
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [Int](repeating: -1, count: oldKeys.count * 2)
        values = [Int32](repeating: 0, count: oldKeys.count * 2)
        mask = keys.count - 1
        for (k, v) in zip(oldKeys, oldValues) where k >= 0 {
            var i = home(k)
            while keys[i] >= 0 { i = (i &+ 1) & mask }
            keys[i] = k
            values[i] = v
        }
    }
}
