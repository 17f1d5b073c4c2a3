import TextKit

/// ``TermMatcher``'s automaton laid out for the fused fold-and-scan of `matches(in: String)`:
/// every transition is one or two table loads, with no failure chain to follow, from tables small
/// enough to stay in cache.
///
/// - Classes: ASCII units that occur in patterns get the small classes `1..<smallWidth`
///   (`smallWidth` a power of two); other pattern units get the large classes from `smallWidth` on;
///   0 is every unit in no pattern.
/// - Rows: the first ``rowBudget`` states, breadth first, among those whose transitions on small
///   classes differ from the root's (the shallow states of Latin terms), are numbered
///   `0..<rowStates` with the root first and get a complete row of `smallWidth` targets, failures
///   resolved: one load per ASCII unit.
/// - Everything else is packed into one double array. State `s` owns the slots
///   `record[s].base + class` whose `check` is `record[s].key`; they hold its transitions that
///   the fallback gets wrong: on large classes, those that differ from the root's (its own edges
///   and those inherited along its failure chain); on small classes, for a state without a row,
///   its own edges and those inherited from failure states up to the first state with a row,
///   `record[s].fallback`. A missing slot means: the fallback's row for a small class,
///   `rootNext[class]` for a large one. A state without edges of its own (beyond a row) shares its
///   failure state's slots.
///
/// The tables are immutable after construction and live in manually allocated buffers, so that the
/// scan reads them through plain pointers.
final class StreamAutomaton: @unchecked Sendable {
    /// One double-array slot: the key of the row owning it (-1 if free) and the target state.
    struct Slot {
        var check: Int32
        var target: Int32
    }

    /// What the scan needs to know about a state, in one 16-byte record.
    struct Record {
        /// Its slots are at `base + class` ...
        var base: Int32
        /// ... where the slot's check is `key` (-2, which no slot has, when it has no slots).
        var key: Int32
        /// The state with a row whose small-class transitions it has where it has no slot.
        var fallback: Int32
        /// The first accepting state on its failure chain, itself included, or -1.
        var accepting: Int32
    }

    /// How many states get a complete small-class row: 1,024 rows of 32 targets are 128 KB.
    static let rowBudget = 1024

    /// Per UTF-16 unit, its class.
    let classOf: UnsafeMutableBufferPointer<UInt16>
    /// log2 of the small row width.
    let smallShift: Int
    /// The number of states with a complete small-class row (ids `0..<rowStates`).
    let rowStates: Int32
    /// The ids of the states with an accepting state on their failure chain.
    let acceptingIDs: Range<Int32>
    /// `rowStates` rows of `1 << smallShift` targets.
    let rows: UnsafeMutableBufferPointer<Int32>
    let records: UnsafeMutableBufferPointer<Record>
    let slots: UnsafeMutableBufferPointer<Slot>
    /// Per class, the root's transition.
    let rootNext: UnsafeMutableBufferPointer<Int32>
    /// Per state: its depth.
    let depth: UnsafeMutableBufferPointer<Int32>
    /// Per accepting state: the pattern it reports.
    let output: UnsafeMutableBufferPointer<Int32>
    /// Per state: the next accepting state on its failure chain, itself excluded, or -1.
    let dictLink: UnsafeMutableBufferPointer<Int32>
    /// Per pattern: bit 0 = needs a word boundary before, bit 1 = after.
    let boundaries: UnsafeMutableBufferPointer<UInt8>
    /// The longest pattern key.
    let maxDepth: Int

    /// Lays out the trie and failure links that ``TermMatcher`` built.
    ///
    /// `edges` are (parent, class, child) in `classOf`'s classes, sorted by parent then class;
    /// `order` lists the states breadth first, root first.
    /// - Complexity: O(states × smallWidth + resolved transitions × packing probes).
    init(
        classOf oldClassOf: [UInt16], classCount: Int, edges: [(parent: Int32, cls: UInt16, child: Int32)],
        edgeStart: [Int32], order: [Int32], fail: [Int32], depth oldDepth: [Int32], output oldOutput: [Int32],
        dictLink oldDictLink: [Int32], boundaries patternBoundaries: [UInt8], rowBudget: Int = StreamAutomaton.rowBudget
    ) {
        let stateCount = oldDepth.count

        // Classes: ASCII pattern units first.
        var newClass = [Int32](repeating: 0, count: classCount)
        var smallCount = 1
        for u in 0..<0x80 where oldClassOf[u] != 0 {
            newClass[Int(oldClassOf[u])] = Int32(smallCount)
            smallCount += 1
        }
        var shift = 1
        while 1 << shift < smallCount { shift += 1 }
        let smallWidth = 1 << shift
        var largeCount = smallWidth
        for u in 0x80..<0x10000 where oldClassOf[u] != 0 {
            newClass[Int(oldClassOf[u])] = Int32(largeCount)
            largeCount += 1
        }
        precondition(largeCount <= 0x10000, "too many distinct units in the glossary")
        let newClassCount = largeCount

        // Each state's own edges in new classes, sorted by class.
        typealias Entry = (cls: Int32, target: Int32)
        var own = [[Entry]](repeating: [], count: stateCount)
        for s in 0..<stateCount {
            let range = Int(edgeStart[s])..<Int(edgeStart[s + 1])
            if range.isEmpty { continue }
            own[s] = range.map { (newClass[Int(edges[$0].cls)], edges[$0].child) }.sorted { $0.cls < $1.cls }
        }

        // States whose small-class transitions differ from the root's; the first `rowBudget` of
        // them breadth first (and the root) get a row. Failure states come earlier breadth first,
        // so a row state's failure state has a row too or behaves like the root.
        var differs = [Bool](repeating: false, count: stateCount)
        var hasRow = [Bool](repeating: false, count: stateCount)
        hasRow[0] = true
        var rowCount = 1
        for s in order.dropFirst() {
            let s = Int(s)
            differs[s] = (differs[Int(fail[s])]) || own[s].contains { $0.cls < smallWidth }
            if differs[s] && rowCount < rowBudget {
                hasRow[s] = true
                rowCount += 1
            }
        }

        // New ids, each group breadth first: row states that accept nothing (the root first), row
        // states that accept, other states that accept, other states that accept nothing. So a
        // state has a row when its id is below `rowStates`, and something on its failure chain
        // accepts when its id is in `acceptingIDs`, without a load.
        var accepts = [Bool](repeating: false, count: stateCount)
        for s in 0..<stateCount { accepts[s] = oldOutput[s] >= 0 || oldDictLink[s] >= 0 }
        var newID = [Int32](repeating: 0, count: stateCount)
        var next: Int32 = 0
        var acceptingStart: Int32 = 0
        var acceptingEnd: Int32 = 0
        for (row, accepting) in [(true, false), (true, true), (false, true), (false, false)] {
            if row && accepting { acceptingStart = next }
            for s in order where hasRow[Int(s)] == row && accepts[Int(s)] == accepting {
                newID[Int(s)] = next
                next += 1
            }
            if !row && accepting { acceptingEnd = next }
        }

        // Complete rows (old ids as targets), breadth first: the failure state's row with the
        // state's own small edges on top. A failure state without a row behaves like the root.
        var rowOf = [Int](repeating: -1, count: stateCount)  // old id -> row index
        var fullRows = [Int32](repeating: 0, count: rowCount * smallWidth)
        for s in order where hasRow[Int(s)] {
            let s = Int(s)
            let row = Int(newID[s]) * smallWidth
            rowOf[s] = row
            if s != 0 {
                let f = Int(fail[s])
                let from = rowOf[f] >= 0 ? rowOf[f] : 0
                for c in 0..<smallWidth { fullRows[row + c] = fullRows[from + c] }
            }
            for entry in own[s] where entry.cls < smallWidth { fullRows[row + Int(entry.cls)] = entry.target }
        }

        // Slot contents per state, breadth first (old ids as targets): large transitions that
        // differ from the root's, and for states without a row the small ones up to the fallback.
        var content = [[Entry]](repeating: [], count: stateCount)
        var fallback = [Int](repeating: 0, count: stateCount)
        var owner = [Bool](repeating: false, count: stateCount)
        for s in order.dropFirst() {
            let s = Int(s)
            let f = Int(fail[s])
            fallback[s] = hasRow[f] ? f : fallback[f]
            let ownLarge = own[s].contains { $0.cls >= smallWidth }
            let ownSmall = !hasRow[s] && own[s].contains { $0.cls < smallWidth }
            guard ownLarge || ownSmall else {
                // Its slots would be its failure state's (whose small slots, if any, are
                // inherited only by a state without a row, exactly as here).
                content[s] = content[f]
                continue
            }
            owner[s] = true
            // Inherited: the failure state's slots, minus small ones when it has a row (they are
            // in its row, and the fallback) or when this state has a row itself.
            let inherited = content[f].filter { $0.cls >= smallWidth || (!hasRow[f] && !hasRow[s]) }
            let mine = own[s].filter { $0.cls >= smallWidth || !hasRow[s] }
            var merged: [Entry] = []
            merged.reserveCapacity(mine.count + inherited.count)
            var a = 0
            var b = 0
            while a < mine.count || b < inherited.count {
                if b == inherited.count || (a < mine.count && mine[a].cls <= inherited[b].cls) {
                    if b < inherited.count && mine[a].cls == inherited[b].cls { b += 1 }
                    merged.append(mine[a])
                    a += 1
                } else {
                    merged.append(inherited[b])
                    b += 1
                }
            }
            content[s] = merged
        }

        // Pack the owners' slots into the double array, first fit, the largest first.
        let owners = (0..<stateCount).filter { owner[$0] && !content[$0].isEmpty }.sorted { (a: Int, b: Int) -> Bool in
            let (na, nb) = (content[a].count, content[b].count)
            return na != nb ? na > nb : a < b
        }
        var slots: [Slot] = []
        // For each slot index, a slot at or before the first free one at or after it (path-compressed).
        var nextFree: [Int32] = []
        func firstFree(from i: Int) -> Int {
            var r = i
            while r < nextFree.count && Int(nextFree[r]) != r { r = Int(nextFree[r]) }
            var j = i
            while j < nextFree.count && Int(nextFree[j]) != j {
                let n = Int(nextFree[j])
                nextFree[j] = Int32(r)
                j = n
            }
            return r
        }
        var ownerBase = [Int32](repeating: 0, count: stateCount)
        for s in owners {
            let row = content[s]
            let lowest = Int(row[0].cls)
            // The lowest class goes into a free slot, and base >= 0 (class 0 is looked up too).
            var f = firstFree(from: lowest)
            while true {
                let base = f - lowest
                var fits = true
                for entry in row.dropFirst() {
                    let slot = base + Int(entry.cls)
                    if slot < slots.count && slots[slot].check >= 0 {
                        fits = false
                        break
                    }
                }
                if fits { break }
                f = firstFree(from: f + 1)
            }
            let base = f - lowest
            let top = base + Int(row[row.count - 1].cls)
            if top >= slots.count {
                let grow = top + 1 - slots.count
                for k in 0..<grow { nextFree.append(Int32(slots.count + k)) }
                slots.append(contentsOf: repeatElement(Slot(check: -1, target: 0), count: grow))
            }
            let key = newID[s]
            for entry in row {
                let slot = base + Int(entry.cls)
                slots[slot] = Slot(check: key, target: newID[Int(entry.target)])
                nextFree[slot] = Int32(slot + 1)
            }
            ownerBase[s] = Int32(base)
        }

        // Records (new ids).
        var slotsOf = [(base: Int32, key: Int32)](repeating: (0, -2), count: stateCount)  // old ids
        var records = [Record](repeating: Record(base: 0, key: -2, fallback: 0, accepting: -1), count: stateCount)
        for s in order {
            let s = Int(s)
            if s != 0 { slotsOf[s] = owner[s] && !content[s].isEmpty ? (ownerBase[s], newID[s]) : slotsOf[Int(fail[s])] }
            let a = oldOutput[s] >= 0 ? Int32(s) : oldDictLink[s]
            records[Int(newID[s])] = Record(
                base: slotsOf[s].base, key: slotsOf[s].key, fallback: newID[hasRow[s] ? s : fallback[s]],
                accepting: a >= 0 ? newID[Int(a)] : -1)
        }
        // Every base + class must land inside the array.
        let maxBase = Int(records.lazy.map(\.base).max() ?? 0)
        let needed = maxBase + newClassCount
        if needed > slots.count { slots.append(contentsOf: repeatElement(Slot(check: -1, target: 0), count: needed - slots.count)) }

        var rows = [Int32](repeating: 0, count: rowCount * smallWidth)
        for k in 0..<rows.count { rows[k] = newID[Int(fullRows[k])] }
        var rootNext = [Int32](repeating: 0, count: newClassCount)
        for entry in own[0] { rootNext[Int(entry.cls)] = newID[Int(entry.target)] }
        var classOf = [UInt16](repeating: 0, count: 0x10000)
        for u in 0..<0x10000 { classOf[u] = UInt16(truncatingIfNeeded: newClass[Int(oldClassOf[u])]) }
        var depth = [Int32](repeating: 0, count: stateCount)
        var output = [Int32](repeating: -1, count: stateCount)
        var dictLink = [Int32](repeating: -1, count: stateCount)
        for s in 0..<stateCount {
            let id = Int(newID[s])
            depth[id] = oldDepth[s]
            output[id] = oldOutput[s]
            dictLink[id] = oldDictLink[s] >= 0 ? newID[Int(oldDictLink[s])] : -1
        }

        self.classOf = .frozen(classOf)
        self.smallShift = shift
        self.rowStates = Int32(rowCount)
        self.acceptingIDs = acceptingStart..<acceptingEnd
        self.rows = .frozen(rows)
        self.records = .frozen(records)
        self.slots = .frozen(slots)
        self.rootNext = .frozen(rootNext)
        self.depth = .frozen(depth)
        self.output = .frozen(output)
        self.dictLink = .frozen(dictLink)
        self.boundaries = .frozen(patternBoundaries)
        self.maxDepth = Int(oldDepth.max() ?? 0)
    }

    deinit {
        classOf.deallocate()
        rows.deallocate()
        records.deallocate()
        slots.deallocate()
        rootNext.deallocate()
        depth.deallocate()
        output.deallocate()
        dictLink.deallocate()
        boundaries.deallocate()
    }

    /// The number of double-array slots.
    var slotCount: Int { slots.count }
}

extension UnsafeMutableBufferPointer {
    /// A new buffer holding a copy of `array` (at least one element, so the address is valid).
    fileprivate static func frozen(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: Swift.max(array.count, 1))
        _ = buffer.initialize(from: array)
        return buffer
    }
}

extension StreamAutomaton {
    /// The scan's position, carried from window to window.
    struct ScanState {
        var state: Int32 = 0
        /// The index in the whole key of the next unit to feed.
        var position = 0
        var pendingStart = -1
        var pendingEnd = -1
        var pendingPattern = -1
    }

    /// Feeds the units of `window` from `scan.position` on, calling `emit(keyStart, keyEnd,
    /// pattern)` (indices in the whole key) for each leftmost-longest match as soon as no later
    /// unit can change it; in the last window, also for the match still pending at the end.
    ///
    /// The rules are those of ``TermMatcher/matches(in:original:)``: at each position the longest
    /// pattern ending there that passes the word-boundary rule is a candidate; the pending
    /// candidate is replaced by one that starts earlier, or at the same place and ends later; it
    /// is committed once the automaton's state no longer reaches back to its start, and the scan
    /// resumes at its end. The window's overlap must be at least ``maxDepth``, so that what a
    /// commit or a candidate looks back at is still in the window.
    /// - Complexity: O(units fed), one or two table loads each.
    @inline(__always)
    func scan(_ window: MatchKey.Window, _ scan: inout ScanState, _ emit: (Int, Int, Int) -> Void) {
        guard let units = window.units.baseAddress else {
            if window.isLast { flush(window, &scan, emit) }
            return
        }
        let first = window.firstIndex
        let end = first + window.units.count
        let classOf = self.classOf.baseAddress.unsafelyUnwrapped
        let rows = self.rows.baseAddress.unsafelyUnwrapped
        let records = self.records.baseAddress.unsafelyUnwrapped
        let slots = self.slots.baseAddress.unsafelyUnwrapped
        let rootNext = self.rootNext.baseAddress.unsafelyUnwrapped
        let depth = self.depth.baseAddress.unsafelyUnwrapped
        let output = self.output.baseAddress.unsafelyUnwrapped
        let dictLink = self.dictLink.baseAddress.unsafelyUnwrapped
        let boundaries = self.boundaries.baseAddress.unsafelyUnwrapped
        let shift = smallShift
        let smallWidth = 1 << shift
        let rowStates = self.rowStates
        let acceptingStart = UInt32(bitPattern: acceptingIDs.lowerBound)
        let acceptingCount = UInt32(bitPattern: acceptingIDs.upperBound &- acceptingIDs.lowerBound)
        var state = scan.state
        var i = scan.position
        var pendingStart = scan.pendingStart
        var pendingEnd = scan.pendingEnd
        var pendingPattern = scan.pendingPattern
        while true {
            while i < end {
                let c = Int(classOf[Int(units[i &- first])])
                if c < smallWidth && state < rowStates {
                    state = rows[Int(state) &<< shift | c]
                } else {
                    let record = records[Int(state)]
                    let slot = slots[Int(record.base) &+ c]
                    if slot.check == record.key {
                        state = slot.target
                    } else if c < smallWidth {
                        state = rows[Int(record.fallback) &<< shift | c]
                    } else {
                        state = rootNext[c]
                    }
                }
                i &+= 1
                if UInt32(bitPattern: state) &- acceptingStart < acceptingCount {
                    // The longest acceptable pattern ending here.
                    var t = records[Int(state)].accepting
                    while t >= 0 {
                        let p = Int(output[Int(t)])
                        let start = i &- Int(depth[Int(t)])
                        if Self.acceptable(boundaries[p], start &- first, i &- first, window) {
                            if pendingStart < 0 || start < pendingStart || (start == pendingStart && i > pendingEnd) {
                                pendingStart = start
                                pendingEnd = i
                                pendingPattern = p
                            }
                            break
                        }
                        t = dictLink[Int(t)]
                    }
                }
                // No later match can start at or before the pending one: commit it.
                if pendingStart >= 0 && i &- Int(depth[Int(state)]) > pendingStart {
                    emit(pendingStart, pendingEnd, pendingPattern)
                    i = pendingEnd
                    state = 0
                    pendingStart = -1
                }
            }
            guard window.isLast && pendingStart >= 0 else { break }
            emit(pendingStart, pendingEnd, pendingPattern)
            i = pendingEnd
            state = 0
            pendingStart = -1
        }
        scan.state = state
        scan.position = i
        scan.pendingStart = pendingStart
        scan.pendingEnd = pendingEnd
        scan.pendingPattern = pendingPattern
    }

    /// The end of an empty last window: commits what is pending (nothing can follow it).
    private func flush(_ window: MatchKey.Window, _ scan: inout ScanState, _ emit: (Int, Int, Int) -> Void) {
        if scan.pendingStart >= 0 {
            emit(scan.pendingStart, scan.pendingEnd, scan.pendingPattern)
            scan.pendingStart = -1
        }
    }

    /// The word-boundary rule on the UTF-8 around key units `start..<end` of the window: the
    /// UTF-16 unit before (after) the span must not be a word unit when `bounds` asks for it. A
    /// supplementary character there is a surrogate in UTF-16, never a word unit.
    @inline(__always)
    static func acceptable(_ bounds: UInt8, _ start: Int, _ end: Int, _ window: MatchKey.Window) -> Bool {
        if bounds == 0 { return true }
        let bytes = window.utf8
        if bounds & 1 != 0 {
            let before = Int(window.sourceStarts[start])
            if before > 0 {
                var j = before - 1
                while bytes[j] & 0xC0 == 0x80 { j -= 1 }
                if let u = bmpUnit(at: j, in: bytes), TermMatcher.isWordUnit(u) { return false }
            }
        }
        if bounds & 2 != 0 {
            let after = Int(window.sourceEnds[end - 1])
            if after < bytes.count, let u = bmpUnit(at: after, in: bytes), TermMatcher.isWordUnit(u) { return false }
        }
        return true
    }

    /// The BMP scalar whose UTF-8 starts at `j`, or nil for a supplementary one.
    @inline(__always)
    static func bmpUnit(at j: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt16? {
        let b0 = UInt16(bytes[j])
        if b0 < 0x80 { return b0 }
        if b0 < 0xE0 { return (b0 & 0x1F) << 6 | UInt16(bytes[j + 1]) & 0x3F }
        if b0 < 0xF0 { return (b0 & 0x0F) << 12 | (UInt16(bytes[j + 1]) & 0x3F) << 6 | UInt16(bytes[j + 2]) & 0x3F }
        return nil
    }
}

/// Converts increasing UTF-8 offsets of a text to UTF-16 offsets by counting from the last one
/// (backwards too, for the rare span that starts inside the expansion where the previous one ended).
struct UTF16Cursor {
    var byte = 0
    var unit = 0

    /// The UTF-16 offset of UTF-8 offset `target` (a scalar boundary).
    /// - Complexity: O(distance from the previous call's target).
    @inline(__always)
    mutating func offset(ofUTF8 target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var byte = self.byte
        var unit = self.unit
        while byte < target {
            // A lead byte starts a unit; a 4-byte lead starts two (a surrogate pair).
            let b = bytes[byte]
            unit &+= (b & 0xC0 != 0x80 ? 1 : 0) &+ (b >= 0xF0 ? 1 : 0)
            byte &+= 1
        }
        while byte > target {
            byte &-= 1
            let b = bytes[byte]
            unit &-= (b & 0xC0 != 0x80 ? 1 : 0) &+ (b >= 0xF0 ? 1 : 0)
        }
        self.byte = byte
        self.unit = unit
        return unit
    }
}
