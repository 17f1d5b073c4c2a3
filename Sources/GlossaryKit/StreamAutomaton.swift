import TextKit

/// ``TermMatcher``'s automaton laid out for the fused fold-and-scan of `matches(in: String)`:
/// every transition is one or two loads from 16-bit tables small enough to stay in cache, with no
/// failure chain to follow.
///
/// - Classes: ASCII units that occur in patterns get the small classes `1..<smallWidth` (32; the
///   31 with the most trie edges when there are more); other pattern units get the large classes
///   from `smallWidth` on; 0 is every unit in no pattern. A fixed width keeps the row arithmetic
///   in the scan to constant shifts.
/// - Rows: every state has a complete row of `smallWidth` targets, failures resolved: one load per
///   small class, and the only test before it is the class's (a row is 64 bytes; a state visited
///   only by CJK text leaves its row untouched, so the rows that matter to the cache are those of
///   Latin states, as before).
/// - Large classes go through one double array. State `s` owns the slots `records[s].base + class`
///   whose `check` is `records[s].key`; they hold the large-class transitions that differ from the
///   root's (its own edges and those inherited along its failure chain). A missing slot means
///   `rootNext[class]`. A state with no large edges of its own shares its failure state's slots.
/// - State ids put the states with an accepting state on their failure chain last, from
///   ``acceptingStart`` on: one comparison, no load, tells that nothing ends at a position. The
///   root, which accepts nothing, is 0.
///
/// 16-bit state ids limit it to 65,534 states (about 30,000 terms, 4 MB of rows) and keys to
/// 65,535 units; ``TermMatcher`` falls back to its separate path beyond that. The tables are immutable after
/// construction and live in manually allocated buffers, read through plain pointers.
final class StreamAutomaton: @unchecked Sendable {
    /// One double-array slot: the key of the row owning it (``freeSlot`` if none) and the target.
    struct Slot {
        var check: UInt16
        var target: UInt16
    }

    /// What a step through the double array and the commit check read about a state, in one
    /// 8-byte record (eight to a cache line): where its slots are, and its depth.
    struct Record {
        /// Its slots are at `base + class` ...
        var base: Int32
        /// ... where the slot's check is `key` (``noSlots``, which no slot has, when it has none).
        var key: UInt16
        /// The state's depth.
        var depth: UInt16
    }

    /// What the accept check reads about a state with an accepting state on its failure chain,
    /// in 8 bytes: the first such state's pattern and depth, and the state's own depth (for the
    /// commit check that follows), so that a position where something ends loads nothing else.
    struct AcceptRecord {
        /// The pattern of the first accepting state on the failure chain (the state included),
        /// with ``needsBoundary`` set when the pattern needs a word boundary and its boundary
        /// bits (``TermMatcher``'s: bit 0 before, bit 1 after) from ``boundaryShift`` on, so that
        /// the usual candidate check needs no table load.
        var accept: UInt32
        /// That accepting state's depth.
        var acceptDepth: UInt16
        /// The state's own depth.
        var depth: UInt16
    }

    /// Set in ``AcceptRecord/accept`` when the pattern needs a word boundary.
    static let needsBoundary: UInt32 = 1 << 31
    /// Where the pattern's two boundary bits sit in ``AcceptRecord/accept``.
    static let boundaryShift: UInt32 = 29

    static let freeSlot: UInt16 = 0xFFFF
    static let noSlots: UInt16 = 0xFFFE
    static let none: UInt16 = 0xFFFF
    /// The largest automaton this layout takes.
    static let maxStates = 0xFFFE

    /// Per UTF-16 unit, its class.
    let classOf: UnsafeMutableBufferPointer<UInt16>
    /// log2 of the small row width.
    static let smallShift = 5
    /// The first id of the states with an accepting state on their failure chain (they run to the end).
    let acceptingStart: Int
    /// One row of `1 << Self.smallShift` targets per state.
    let rows: UnsafeMutableBufferPointer<UInt16>
    /// Per state, its record.
    let records: UnsafeMutableBufferPointer<Record>
    /// Per state from ``acceptingStart`` on, its accept record (index: id − ``acceptingStart``).
    let acceptRecords: UnsafeMutableBufferPointer<AcceptRecord>
    let slots: UnsafeMutableBufferPointer<Slot>
    /// Per class, the root's transition.
    let rootNext: UnsafeMutableBufferPointer<UInt16>
    /// Per state: the first accepting state on its failure chain, itself included, or ``none``.
    let accepting: UnsafeMutableBufferPointer<UInt16>
    /// Per state: the next accepting state on its failure chain, itself excluded, or ``none``.
    let dictLink: UnsafeMutableBufferPointer<UInt16>
    /// Per accepting state: the pattern it reports.
    let output: UnsafeMutableBufferPointer<Int32>
    /// Per pattern: bit 0 = needs a word boundary before, bit 1 = after.
    let boundaries: UnsafeMutableBufferPointer<UInt8>
    /// The longest pattern key.
    let maxDepth: Int

    /// Lays out the trie and failure links that ``TermMatcher`` built, or returns nil when they do
    /// not fit 16-bit ids.
    ///
    /// `edges` are (parent, class, child) in `classOf`'s classes, sorted by parent then class;
    /// `order` lists the states breadth first, root first.
    /// - Complexity: O(states × smallWidth + slots × bounded packing probes).
    init?(
        classOf oldClassOf: [UInt16], classCount: Int, edges: [(parent: Int32, cls: UInt16, child: Int32)],
        edgeStart: [Int32], order: [Int32], fail: [Int32], depth oldDepth: [Int32], output oldOutput: [Int32],
        dictLink oldDictLink: [Int32], boundaries patternBoundaries: [UInt8]
    ) {
        let stateCount = oldDepth.count
        let maxDepth = Int(oldDepth.max() ?? 0)
        guard stateCount <= Self.maxStates, maxDepth <= 0xFFFF, patternBoundaries.count < 1 << Self.boundaryShift else {
            return nil
        }

        // Classes: ASCII pattern units first (those with the most edges if they do not all fit).
        var newClass = [Int32](repeating: 0, count: classCount)
        let smallWidth = 1 << Self.smallShift
        var edgesOfClass = [Int](repeating: 0, count: classCount)
        for edge in edges { edgesOfClass[Int(edge.cls)] += 1 }
        let asciiUnits = (0..<0x80).filter { oldClassOf[$0] != 0 }
        let small = asciiUnits.sorted { edgesOfClass[Int(oldClassOf[$0])] > edgesOfClass[Int(oldClassOf[$1])] }
            .prefix(smallWidth - 1).sorted()
        for (k, u) in small.enumerated() { newClass[Int(oldClassOf[u])] = Int32(k + 1) }
        var largeCount = smallWidth
        for u in 0..<0x10000 where oldClassOf[u] != 0 && newClass[Int(oldClassOf[u])] == 0 {
            newClass[Int(oldClassOf[u])] = Int32(largeCount)
            largeCount += 1
        }
        guard largeCount <= 0x10000 else { return nil }
        let newClassCount = largeCount

        // Each state's own edges in new classes, sorted by class; which states have large ones.
        typealias Entry = (cls: Int32, target: Int32)
        var ownStart = [Int](repeating: 0, count: stateCount + 1)
        var ownEdges: [Entry] = []
        ownEdges.reserveCapacity(edges.count)
        var hasOwnLarge = [Bool](repeating: false, count: stateCount)
        for s in 0..<stateCount {
            let from = ownEdges.count
            for e in Int(edgeStart[s])..<Int(edgeStart[s + 1]) {
                let c = newClass[Int(edges[e].cls)]
                ownEdges.append((c, edges[e].child))
                if c >= smallWidth { hasOwnLarge[s] = true }
            }
            ownEdges[from...].sort { $0.cls < $1.cls }
            ownStart[s + 1] = ownEdges.count
        }

        // New ids, each group breadth first: states that accept nothing (the root first), then
        // those that accept.
        var newID = [Int32](repeating: 0, count: stateCount)
        var next: Int32 = 0
        var acceptingStart = 0
        for accepts in [false, true] {
            if accepts { acceptingStart = Int(next) }
            for s in order where (oldOutput[Int(s)] >= 0 || oldDictLink[Int(s)] >= 0) == accepts {
                newID[Int(s)] = next
                next += 1
            }
        }

        // Complete rows, breadth first: the failure state's row with the state's own small edges
        // on top. Old ids as targets.
        var fullRows = [Int32](repeating: 0, count: stateCount * smallWidth)
        for s in order {
            let s = Int(s)
            let row = Int(newID[s]) * smallWidth
            if s != 0 {
                let from = Int(newID[Int(fail[s])]) * smallWidth
                for c in 0..<smallWidth { fullRows[row + c] = fullRows[from + c] }
            }
            for entry in ownEdges[ownStart[s]..<ownStart[s + 1]] where entry.cls < smallWidth {
                fullRows[row + Int(entry.cls)] = entry.target
            }
        }

        // Slot contents, breadth first (old ids as targets): the large transitions that differ
        // from the root's, its own and those inherited along its failure chain. A state owns slots
        // when it has large edges; else it shares its failure state's.
        var content = [[Entry]](repeating: [], count: stateCount)
        var owner = [Bool](repeating: false, count: stateCount)
        for s in order.dropFirst() {
            let s = Int(s)
            let f = Int(fail[s])
            guard hasOwnLarge[s] else {
                content[s] = content[f]
                continue
            }
            owner[s] = true
            var merged: [Entry] = []
            merged.reserveCapacity(ownStart[s + 1] - ownStart[s] + content[f].count)
            var a = ownStart[s]
            let aEnd = ownStart[s + 1]
            var b = 0
            let inherited = content[f]
            while a < aEnd || b < inherited.count {
                if b == inherited.count || (a < aEnd && ownEdges[a].cls <= inherited[b].cls) {
                    if b < inherited.count && ownEdges[a].cls == inherited[b].cls { b += 1 }
                    if ownEdges[a].cls >= smallWidth { merged.append(ownEdges[a]) }
                    a += 1
                } else {
                    merged.append(inherited[b])
                    b += 1
                }
            }
            content[s] = merged
        }

        // Pack the owners' slots into the double array, first fit, the largest first. The search
        // for a place is bounded: after `probeLimit` free candidates a row goes past the end.
        let owners = (0..<stateCount).filter { owner[$0] && !content[$0].isEmpty }.sorted { (a: Int, b: Int) -> Bool in
            let (na, nb) = (content[a].count, content[b].count)
            return na != nb ? na > nb : a < b
        }
        var checks: [UInt16] = []
        var targets: [UInt16] = []
        var ownerBase = [Int32](repeating: 0, count: stateCount)
        // The free slots as a doubly linked list in index order (-1 ends it; `freeHead` is the
        // lowest), so that the search visits free slots only.
        var nextFree: [Int32] = []
        var previousFree: [Int32] = []
        var freeHead = -1
        var freeTail = -1
        func grow(to size: Int) {
            let old = checks.count
            guard size > old else { return }
            checks.append(contentsOf: repeatElement(Self.freeSlot, count: size - old))
            targets.append(contentsOf: repeatElement(0, count: size - old))
            for k in old..<size {
                nextFree.append(k + 1 < size ? Int32(k + 1) : -1)
                previousFree.append(k == old ? Int32(freeTail) : Int32(k - 1))
            }
            if freeTail >= 0 { nextFree[freeTail] = Int32(old) } else { freeHead = old }
            freeTail = size - 1
        }
        func take(_ slot: Int) {
            let (p, n) = (Int(previousFree[slot]), Int(nextFree[slot]))
            if p >= 0 { nextFree[p] = Int32(n) } else { freeHead = n }
            if n >= 0 { previousFree[n] = Int32(p) } else { freeTail = p }
        }
        let probeLimit = 2048
        for s in owners {
            let row = content[s]
            let lowest = Int(row[0].cls)
            // The lowest class lands on a free slot; base >= 0 (class 0 is looked up too).
            var f = freeHead
            while f >= 0 && f < lowest { f = Int(nextFree[f]) }
            var probes = 0
            var base = -1
            while f >= 0 && probes < probeLimit {
                probes += 1
                let candidate = f - lowest
                var fits = true
                for entry in row.dropFirst() {
                    let slot = candidate + Int(entry.cls)
                    if slot < checks.count && checks[slot] != Self.freeSlot {
                        fits = false
                        break
                    }
                }
                if fits {
                    base = candidate
                    break
                }
                f = Int(nextFree[f])
            }
            if base < 0 { base = Swift.max(checks.count, lowest) - lowest }
            grow(to: base + Int(row[row.count - 1].cls) + 1)
            let key = UInt16(newID[s])
            for entry in row {
                let slot = base + Int(entry.cls)
                checks[slot] = key
                targets[slot] = UInt16(newID[Int(entry.target)])
                take(slot)
            }
            ownerBase[s] = Int32(base)
        }

        // Records (new ids).
        var slotsOf = [(base: Int32, key: UInt16)](repeating: (0, Self.noSlots), count: stateCount)  // old ids
        var records = [Record](repeating: Record(base: 0, key: Self.noSlots, depth: 0), count: stateCount)
        var acceptRecords = [AcceptRecord](
            repeating: AcceptRecord(accept: 0, acceptDepth: 0, depth: 0), count: stateCount - acceptingStart)
        for s in order {
            let s = Int(s)
            if s != 0 {
                slotsOf[s] = owner[s] && !content[s].isEmpty ? (ownerBase[s], UInt16(newID[s])) : slotsOf[Int(fail[s])]
            }
            records[Int(newID[s])] = Record(base: slotsOf[s].base, key: slotsOf[s].key, depth: UInt16(oldDepth[s]))
            let a = oldOutput[s] >= 0 ? s : Int(oldDictLink[s])
            if a >= 0 {
                let p = Int(oldOutput[a])
                let bounds = UInt32(patternBoundaries[p])
                acceptRecords[Int(newID[s]) - acceptingStart] = AcceptRecord(
                    accept: UInt32(p) | (bounds != 0 ? Self.needsBoundary | bounds << Self.boundaryShift : 0),
                    acceptDepth: UInt16(oldDepth[a]), depth: UInt16(oldDepth[s]))
            }
        }
        // Every base + class must land inside the array.
        let needed = Int(records.lazy.map(\.base).max() ?? 0) + newClassCount
        if needed > checks.count {
            checks.append(contentsOf: repeatElement(Self.freeSlot, count: needed - checks.count))
            targets.append(contentsOf: repeatElement(0, count: needed - targets.count))
        }
        let slots = zip(checks, targets).map { Slot(check: $0, target: $1) }

        let rows = fullRows.map { UInt16(newID[Int($0)]) }
        var rootNext = [UInt16](repeating: 0, count: newClassCount)
        for entry in ownEdges[ownStart[0]..<ownStart[1]] { rootNext[Int(entry.cls)] = UInt16(newID[Int(entry.target)]) }
        var classOf = [UInt16](repeating: 0, count: 0x10000)
        for u in 0..<0x10000 { classOf[u] = UInt16(truncatingIfNeeded: newClass[Int(oldClassOf[u])]) }
        var accepting = [UInt16](repeating: Self.none, count: stateCount)
        var dictLink = [UInt16](repeating: Self.none, count: stateCount)
        var output = [Int32](repeating: -1, count: stateCount)
        for s in 0..<stateCount {
            let id = Int(newID[s])
            output[id] = oldOutput[s]
            if oldDictLink[s] >= 0 { dictLink[id] = UInt16(newID[Int(oldDictLink[s])]) }
            let a = oldOutput[s] >= 0 ? Int32(s) : oldDictLink[s]
            if a >= 0 { accepting[id] = UInt16(newID[Int(a)]) }
        }

        self.classOf = .frozen(classOf)
        self.acceptingStart = acceptingStart
        self.rows = .frozen(rows)
        self.records = .frozen(records)
        self.acceptRecords = .frozen(acceptRecords)
        self.slots = .frozen(slots)
        self.rootNext = .frozen(rootNext)
        self.accepting = .frozen(accepting)
        self.dictLink = .frozen(dictLink)
        self.output = .frozen(output)
        self.boundaries = .frozen(patternBoundaries)
        self.maxDepth = maxDepth
    }

    deinit {
        classOf.deallocate()
        rows.deallocate()
        records.deallocate()
        acceptRecords.deallocate()
        slots.deallocate()
        rootNext.deallocate()
        accepting.deallocate()
        dictLink.deallocate()
        output.deallocate()
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
        var state = 0
        /// The index in the whole key of the next unit to feed.
        var position = 0
        /// The pending match, if `pendingStart` is not `Int.max`.
        var pendingStart = Int.max
        var pendingEnd = 0
        var pendingPattern = 0
    }

    /// One committed match: key indices in the whole key, and the pattern.
    struct Found {
        var start: Int
        var end: Int
        var pattern: Int
    }

    /// Feeds the units of `window` from `scan.position` on and writes each leftmost-longest match
    /// to `found` as soon as no later unit can change it; in the last window, also the match still
    /// pending at the end. Returns how many it wrote; every one lies inside the window.
    ///
    /// The rules are those of ``TermMatcher/matches(in:original:)``: at each position the longest
    /// pattern ending there that passes the word-boundary rule is a candidate; the pending
    /// candidate is replaced by one that starts earlier, or at the same place (it then ends later);
    /// it is committed once the automaton's state no longer reaches back to its start, and the
    /// scan resumes at its end. The window's overlap must be at least ``maxDepth``, so that what a
    /// commit or a candidate looks back at is still in the window.
    /// - Complexity: O(units fed), one or two table loads each.
    /// `found` must have room for a match per unit of the window, plus one.
    func scan(_ window: MatchKey.Window, _ scan: inout ScanState, into found: UnsafeMutablePointer<Found>) -> Int {
        var foundCount = 0
        guard let unitStart = window.units.baseAddress else {
            if window.isLast && scan.pendingStart != Int.max {
                found[0] = Found(start: scan.pendingStart, end: scan.pendingEnd, pattern: scan.pendingPattern)
                foundCount = 1
                scan.pendingStart = Int.max
            }
            return foundCount
        }
        let first = window.firstIndex
        let units = unitStart - first  // indexed by position in the whole key
        let end = first + window.units.count
        let classOf = self.classOf.baseAddress.unsafelyUnwrapped
        let rows = self.rows.baseAddress.unsafelyUnwrapped
        let records = self.records.baseAddress.unsafelyUnwrapped
        let acceptingStart = self.acceptingStart
        let acceptRecords = self.acceptRecords.baseAddress.unsafelyUnwrapped - acceptingStart  // indexed by state
        let slots = self.slots.baseAddress.unsafelyUnwrapped
        let rootNext = self.rootNext.baseAddress.unsafelyUnwrapped
        let shift = Self.smallShift
        let smallWidth = 1 << shift
        // For the word-boundary check: source offsets by position in the whole key, and the text.
        let sourceStarts = window.sourceStarts.baseAddress.unsafelyUnwrapped - first
        let sourceEnds = window.sourceEnds.baseAddress.unsafelyUnwrapped - first
        let text = window.utf8.baseAddress.unsafelyUnwrapped
        let textCount = window.utf8.count
        var state = scan.state
        var i = scan.position
        var pendingStart = scan.pendingStart
        var pendingEnd = scan.pendingEnd
        var pendingPattern = scan.pendingPattern
        while true {
            while i < end {
                let c = Int(classOf[Int(units[i])])
                i &+= 1
                // A small class: one load. Its address is `rows + c`, which does not wait for the
                // state, plus the state shifted: only a shift and an add between one row load and
                // the next on the chain of states.
                if c < smallWidth {
                    state = Int((rows + c)[state &<< shift])
                } else {
                    let record = records[state]
                    let slot = slots[Int(record.base) &+ c]
                    state = Int(slot.check == record.key ? slot.target : rootNext[c])
                }
                // Most positions: nothing ends here and nothing is pending.
                if state < acceptingStart && pendingStart == Int.max { continue }
                // Checks at position i; once more after a commit that restarts at the unit just read.
                while true {
                    let depth: Int
                    if state >= acceptingStart {
                        let record = acceptRecords[state]
                        depth = Int(record.depth)
                        if record.accept & Self.needsBoundary == 0 {
                            // The longest pattern ending here needs no word boundary: the candidate.
                            let start = i &- Int(record.acceptDepth)
                            if start <= pendingStart {
                                pendingStart = start
                                pendingEnd = i
                                pendingPattern = Int(record.accept)
                            }
                        } else if Self.plainBoundariesHold(
                            record.accept, i &- Int(record.acceptDepth), i, sourceStarts, sourceEnds, text, textCount)
                        {
                            // The usual case: ASCII that is not a word byte, a CJK character or
                            // the text's edge on each side the pattern asks for, checked here
                            // without a call.
                            let start = i &- Int(record.acceptDepth)
                            if start <= pendingStart {
                                pendingStart = start
                                pendingEnd = i
                                pendingPattern = Int(record.accept & ((1 << Self.boundaryShift) - 1))
                            }
                        } else {
                            candidate(state, i, record, window, &pendingStart, &pendingEnd, &pendingPattern)
                        }
                    } else {
                        depth = Int(records[state].depth)
                    }
                    // No later match can start at or before the pending one: commit it.
                    if i &- depth > pendingStart {
                        found[foundCount] = Found(start: pendingStart, end: pendingEnd, pattern: pendingPattern)
                        foundCount &+= 1
                        pendingStart = Int.max
                        if pendingEnd == i &- 1 {
                            // The scan resumes at the unit just read: from the root, that is rootNext[c].
                            state = Int(rootNext[c])
                            continue
                        }
                        i = pendingEnd
                        state = 0
                    }
                    break
                }
            }
            guard window.isLast && pendingStart != Int.max else { break }
            found[foundCount] = Found(start: pendingStart, end: pendingEnd, pattern: pendingPattern)
            foundCount &+= 1
            i = pendingEnd
            state = 0
            pendingStart = Int.max
        }
        scan.state = state
        scan.position = i
        scan.pendingStart = pendingStart
        scan.pendingEnd = pendingEnd
        scan.pendingPattern = pendingPattern
        return foundCount
    }

    /// At position `end`, in `state` (which has an accepting state on its failure chain, and
    /// whose record is `record`): makes the longest acceptable pattern ending here the pending
    /// match if it starts at or before the pending one (a later end is longer).
    ///
    /// The first accepting state on the chain is checked from the record, already loaded, rather
    /// than through three dependent table loads (its id, its pattern, the pattern's boundary
    /// bits); the chain is followed only when that pattern fails the word-boundary rule.
    @inline(never)
    func candidate(
        _ state: Int, _ end: Int, _ record: AcceptRecord, _ window: MatchKey.Window, _ pendingStart: inout Int,
        _ pendingEnd: inout Int, _ pendingPattern: inout Int
    ) {
        let first = end &- Int(record.acceptDepth)
        let bounds = UInt8(truncatingIfNeeded: record.accept >> Self.boundaryShift & 3)
        if Self.acceptable(bounds, first &- window.firstIndex, end &- window.firstIndex, window) {
            if first <= pendingStart {
                pendingStart = first
                pendingEnd = end
                pendingPattern = Int(record.accept & ((1 << Self.boundaryShift) - 1))
            }
            return
        }
        var t = dictLink[Int(accepting[state])]
        while t != Self.none {
            let p = Int(output[Int(t)])
            let start = end &- Int(records[Int(t)].depth)
            if Self.acceptable(boundaries[p], start &- window.firstIndex, end &- window.firstIndex, window) {
                if start <= pendingStart {
                    pendingStart = start
                    pendingEnd = end
                    pendingPattern = p
                }
                return
            }
            t = dictLink[Int(t)]
        }
    }

    /// Whether the pattern of `accept` (an ``AcceptRecord/accept`` that needs a boundary) passes
    /// the word-boundary rule at key units `start..<end` (positions in the whole key) because on
    /// each side it asks for stands the text's edge, an ASCII byte that is not a word byte, or a
    /// three-byte character below U+F000 (Han, kana, CJK and general punctuation: no word units
    /// there; the fullwidth letters and digits start with 0xEF). False when it fails or is not so
    /// plain: ``candidate(_:_:_:_:_:_:_:)`` then decides.
    @inline(__always)
    static func plainBoundariesHold(
        _ accept: UInt32, _ start: Int, _ end: Int, _ sourceStarts: UnsafePointer<Int32>,
        _ sourceEnds: UnsafePointer<Int32>, _ text: UnsafePointer<UInt8>, _ textCount: Int
    ) -> Bool {
        if accept & (1 << boundaryShift) != 0 {
            let before = Int(sourceStarts[start])
            if before > 0 {
                let b = text[before &- 1]
                if b < 0x80 {
                    if isWordByte(b) { return false }
                } else if before < 3 || text[before &- 3] &- 0xE0 >= 0x0F {
                    // Not the last byte of a three-byte character below U+F000.
                    return false
                }
            }
        }
        if accept & (2 << boundaryShift) != 0 {
            let after = Int(sourceEnds[end &- 1])
            if after < textCount {
                let b = text[after]
                if b < 0x80 ? isWordByte(b) : b &- 0xE0 >= 0x0F { return false }
            }
        }
        return true
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
                if bytes[j] < 0x80 {
                    if isWordByte(bytes[j]) { return false }
                } else {
                    while bytes[j] & 0xC0 == 0x80 { j -= 1 }
                    if let u = bmpUnit(at: j, in: bytes), TermMatcher.isWordUnit(u) { return false }
                }
            }
        }
        if bounds & 2 != 0 {
            let after = Int(window.sourceEnds[end - 1])
            if after < bytes.count {
                if bytes[after] < 0x80 {
                    if isWordByte(bytes[after]) { return false }
                } else if let u = bmpUnit(at: after, in: bytes), TermMatcher.isWordUnit(u) {
                    return false
                }
            }
        }
        return true
    }

    /// ``TermMatcher/isWordUnit(_:)`` for an ASCII byte, from a 128-bit set: digits (bits 48–57
    /// of the low word), `A`–`Z` (bits 1–26 of the high word), `_` (bit 31), `a`–`z` (bits 33–58).
    @inline(__always)
    static func isWordByte(_ b: UInt8) -> Bool {
        let low: UInt64 = 0x03FF_0000_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return ((b < 64 ? low : high) &>> UInt64(b & 63)) & 1 != 0
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
    ///
    /// Up to 16 bytes ahead (the usual distance between a match's start and end, or between
    /// matches), two words are counted without a loop or a branch; further, or back, a word or a
    /// byte at a time.
    /// - Complexity: O(distance from the previous call's target), eight bytes at a time.
    @inline(__always)
    mutating func offset(ofUTF8 target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var byte = self.byte
        var unit = self.unit
        let distance = target &- byte
        if UInt(bitPattern: distance) <= 16 && byte &+ 16 <= bytes.count {
            let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
            let first = Swift.min(distance, 8)
            let low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: byte, as: UInt64.self)) & Self.lowBytes(first)
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: byte &+ 8, as: UInt64.self))
                & Self.lowBytes(distance &- first)
            // A unit per byte, less continuation bytes, plus one per four-byte lead (masked-off
            // bytes are 0: neither). The two words' 0/1 flags are added bytewise (at most 2 a
            // byte) and summed by one multiply into the top byte.
            let flags = Self.continuationFlags(low) &+ Self.continuationFlags(high)
            let leads = Self.fourByteLeadFlags(low) &+ Self.fourByteLeadFlags(high)
            let continuations = Int(truncatingIfNeeded: (flags &* 0x0101_0101_0101_0101) >> 56)
            let pairs = Int(truncatingIfNeeded: (leads &* 0x0101_0101_0101_0101) >> 56)
            self.unit = unit &+ distance &- continuations &+ pairs
            self.byte = target
            return self.unit
        }
        if byte < target {
            let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
            // Eight bytes at a time while eight can be read, the last word masked to the target.
            while byte < target && byte &+ 8 <= bytes.count {
                let n = Swift.min(target &- byte, 8)
                var w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: byte, as: UInt64.self))
                if n < 8 { w &= (1 &<< UInt64(n &* 8)) &- 1 }
                if w & 0x8080_8080_8080_8080 == 0 {
                    // ASCII: a unit per byte.
                    unit &+= n
                    byte &+= n
                    continue
                }
                // Masked-off bytes are 0, which counts as a unit each.
                unit &+= Self.units(w) &- (8 &- n)
                byte &+= n
            }
            while byte < target {
                let b = bytes[byte]
                unit &+= (b & 0xC0 != 0x80 ? 1 : 0) &+ (b >= 0xF0 ? 1 : 0)
                byte &+= 1
            }
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

    /// A mask of the low `k` bytes of a word (`0...8`), without a shift by 64.
    @inline(__always)
    static func lowBytes(_ k: Int) -> UInt64 {
        let half = UInt64(truncatingIfNeeded: k &* 4)
        return (((1 as UInt64) &<< half) &<< half) &- 1
    }

    /// The UTF-16 units that the eight UTF-8 bytes of `w` start: one per byte that is not a
    /// continuation byte (10xxxxxx), two for a four-byte lead (11110xxx, a surrogate pair). Each
    /// flag becomes a 0/1 byte; a multiply sums the bytes into the top one (no popcount
    /// instruction on the baseline target).
    @inline(__always)
    static func units(_ w: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let flags = ones &- continuationFlags(w) &+ fourByteLeadFlags(w)
        return Int(truncatingIfNeeded: (flags &* ones) >> 56)
    }

    /// 1 in each byte of `w` that is a continuation byte (10xxxxxx), else 0.
    @inline(__always)
    static func continuationFlags(_ w: UInt64) -> UInt64 {
        (w & ~(w << 1) & 0x8080_8080_8080_8080) >> 7
    }

    /// 1 in each byte of `w` that leads a four-byte sequence (11110xxx), else 0.
    @inline(__always)
    static func fourByteLeadFlags(_ w: UInt64) -> UInt64 {
        (w & (w << 1) & (w << 2) & (w << 3) & 0x8080_8080_8080_8080) >> 7
    }
}

/// UTF-16 offsets of UTF-8 offsets in a stretch of a text without supplementary characters, read
/// from a table rather than counted from the previous offset: per eight-byte word from an aligned
/// start, its continuation bytes as 0/1 flags and how many come before it. A lookup is one word of
/// flags masked and summed, with no loop, no branch and no dependence on the previous lookup. A
/// stretch of ASCII only (most windows of Latin text) needs no table: a UTF-16 offset is then the
/// start's plus the distance in bytes, and checking that the stretch is ASCII costs a fraction of
/// filling the table.
///
/// The buffers are allocated by the owner, grown by ``fill(from:through:baseUnit:in:)`` and freed
/// by ``deallocate()``.
struct UTF16WordTable {
    private var flags = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    private var before = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private var capacity = 1
    /// The byte offset of word 0 (a multiple of eight).
    private var base = 0
    /// The UTF-16 offset of `base`.
    private var baseUnit = 0
    /// Whether the bytes covered are all ASCII (as in most windows of Latin text): then a UTF-16
    /// offset is `baseUnit` plus the distance from `base`, and the words are not filled.
    private(set) var isASCII = false

    /// Covers the bytes from `lower` through `upper` (`lower <= upper <= bytes.count`); the UTF-16
    /// offset of `lower & ~7` is `baseUnit`. Nothing between may be a four-byte lead.
    /// - Complexity: O(upper − lower), a word at a time.
    mutating func fill(from lower: Int, through upper: Int, baseUnit: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let base = lower & ~7
        let words = (upper &- base) &>> 3 &+ 1
        self.base = base
        self.baseUnit = baseUnit
        isASCII = Self.allASCII(bytes, from: base, to: Swift.min(base &+ words &<< 3, bytes.count))
        if isASCII { return }
        if words > capacity {
            flags.deallocate()
            before.deallocate()
            capacity = words * 2
            flags = .allocate(capacity: capacity)
            before = .allocate(capacity: capacity)
        }
        let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        // Whole words in a loop of their own (locals only, no bounds check), then the text's
        // partial last word, if the range reaches it.
        let whole = Swift.min(words, Swift.max((bytes.count &- base) &>> 3, 0))
        let flags = self.flags
        let before = self.before
        let start = raw + base
        var sum = 0
        var w = 0
        while w < whole {
            let f = UTF16Cursor.continuationFlags(
                UInt64(littleEndian: start.loadUnaligned(fromByteOffset: w &<< 3, as: UInt64.self)))
            flags[w] = f
            before[w] = sum
            sum &+= Int(truncatingIfNeeded: (f &* 0x0101_0101_0101_0101) >> 56)
            w &+= 1
        }
        while w < words {
            // Missing bytes are 0, never continuations.
            let at = base &+ w &<< 3
            var word: UInt64 = 0
            for k in 0..<Swift.max(bytes.count &- at, 0) { word |= UInt64(bytes[at &+ k]) &<< UInt64(k &* 8) }
            let f = UTF16Cursor.continuationFlags(word)
            flags[w] = f
            before[w] = sum
            sum &+= Int(truncatingIfNeeded: (f &* 0x0101_0101_0101_0101) >> 56)
            w &+= 1
        }
    }

    /// Whether bytes `from..<to` of `bytes` are all ASCII: 32 bytes at a time, stopping at the
    /// first 32 with a byte that is not.
    /// - Complexity: O(to − from), much less when a non-ASCII byte comes early.
    static func allASCII(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        @inline(__always) func word(_ at: Int) -> UInt64 { raw.loadUnaligned(fromByteOffset: at, as: UInt64.self) }
        let high: UInt64 = 0x8080_8080_8080_8080
        var at = from
        while at &+ 32 <= to {
            if (word(at) | word(at &+ 8) | word(at &+ 16) | word(at &+ 24)) & high != 0 { return false }
            at &+= 32
        }
        while at &+ 8 <= to {
            if word(at) & high != 0 { return false }
            at &+= 8
        }
        while at < to {
            if bytes[at] >= 0x80 { return false }
            at &+= 1
        }
        return true
    }

    /// The UTF-16 offset of UTF-8 offset `target`, which lies in the range last filled.
    @inline(__always)
    func offset(ofUTF8 target: Int) -> Int {
        isASCII ? asciiOffset(ofUTF8: target) : wordOffset(ofUTF8: target)
    }

    /// ``offset(ofUTF8:)`` where the range last filled is ASCII only.
    @inline(__always)
    func asciiOffset(ofUTF8 target: Int) -> Int { baseUnit &+ (target &- base) }

    /// ``offset(ofUTF8:)`` where the range last filled is not ASCII only.
    @inline(__always)
    func wordOffset(ofUTF8 target: Int) -> Int {
        let distance = target &- base
        let w = distance &>> 3
        let flags = self.flags[w] & UTF16Cursor.lowBytes(distance & 7)
        let continuations = before[w] &+ Int(truncatingIfNeeded: (flags &* 0x0101_0101_0101_0101) >> 56)
        return baseUnit &+ distance &- continuations
    }

    /// Frees the buffers.
    func deallocate() {
        flags.deallocate()
        before.deallocate()
    }
}
