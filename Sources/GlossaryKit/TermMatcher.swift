import TextKit

/// Finds every glossary term in a text in one pass: an Aho–Corasick automaton over the folded
/// UTF-16 units of ``MatchKey``, reporting leftmost-longest, non-overlapping matches with their
/// exact span in the original text.
///
/// Matching rules:
/// - Terms and text are folded with the same ``MatchKey`` strength, so width, case, `・` and
///   spaces inside CJK runs do not matter (`最後のサブスクリプション登録後の 経過時間` matches
///   `最後のサブスクリプション登録後の経過時間`); ``MatchKey/Strength/loose`` also unifies katakana
///   and hyphenation variants.
/// - Leftmost-longest: among overlapping candidates the one starting first wins, then the longest
///   (`推介促销优惠` is one match, not also `促销优惠`). After a match the scan resumes at its end.
/// - A term that starts (ends) with a Latin letter or digit only matches where the ORIGINAL text
///   has no letter, digit or `_` just before (after) it: `offer` does not match in
///   `offerDiscountType`.
/// - A term that starts (ends) with a Han character matches only where ICU's word break for
///   Chinese and Japanese puts a boundary, when the neighbouring character is Han too (`元` is not
///   found in `元素` or `美元`, `进程` not across `硬编码进|程序`), nor before a derivational suffix
///   that ICU leaves as a word of its own (`服务` is not in `服务器`, server); a term that ends with katakana
///   does not end before a `ー`, a small kana or an iteration mark (`サーバ` is not in `サーバー`),
///   but may sit inside a solid katakana compound (`ノード` in `ワーカーノード`). A term noted as a bound morpheme in the
///   glossary (``Term/isBoundMorpheme``) matches anywhere. See `TermMatcher+CJKBoundaries.swift`.
/// - English plurals: with `plurals` on (the default) a term ending in a Latin letter other than
///   `s` also matches with a final `s` (`offer` finds `offers`, spanning the whole word); the
///   match reports the singular term with ``TermPattern/isPlural`` set. With `plurals` off,
///   `offers` contains no match of `offer`.
///
/// The automaton is stored in flat arrays: a 65,536-entry table maps each UTF-16 unit that
/// occurs in a pattern to a dense class id (0 = in no pattern, which sends the scan straight back
/// to the root); the root has a dense table indexed by class, other states a sorted slice of
/// (class, target) edges searched linearly or by bisection; failure links and a link to the
/// nearest accepting state on the failure chain complete it. When states × classes fits in
/// ``denseBudget`` (glossaries of a few hundred terms), a complete state × class table with
/// failures resolved replaces the edge search: one load per unit. That layout serves the separate
/// path, ``matches(in:original:)`` on a materialised ``MatchKey``.
///
/// ``matches(in:)`` takes the fused path: the text is folded a window at a time and each window
/// goes straight through a second layout of the same automaton (``StreamAutomaton``: 16-bit
/// complete rows over the ASCII classes for Latin states, a double array for the rest), with the
/// word-boundary rule read from the UTF-8 and UTF-16 offsets counted only for matches. It finds
/// exactly what the separate path finds (tested on varied and random texts).
public struct TermMatcher: Sendable {
    public let strength: MatchKey.Strength
    public let keyOptions: MatchKey.Options
    /// Every compiled pattern (one per term, plus plural forms), in glossary order.
    public let patterns: [TermPattern]

    private let classOf: [UInt16]
    private let rootNext: [Int32]
    private let edgeStart: [Int32]
    private let edgeClass: [UInt16]
    private let edgeTarget: [Int32]
    private let fail: [Int32]
    private let depth: [Int32]
    /// The pattern accepted at a state, or -1.
    private let output: [Int32]
    /// The nearest state on the failure chain (excluding the state) that accepts, or -1.
    private let dictLink: [Int32]
    /// The next pattern with the same key as a pattern, or -1.
    private let sameKeyNext: [Int32]
    /// The complete transition table (state × class → state, failures resolved) when it fits in
    /// ``denseBudget`` entries; empty otherwise, and the sparse edges are used.
    private let dense: [Int32]
    private let classCount: Int
    /// The most entries the complete transition table may have (16 MB of `Int32`). Filling it
    /// costs time proportional to its size; with 5,000 terms (10,000 states × 935 classes) it
    /// would add ~30 ms to the build for a ~8% faster scan, so large glossaries use the sparse edges.
    public static let denseBudget = 4 << 20
    /// Whether the scan uses the complete transition table.
    public var usesDenseTable: Bool { !dense.isEmpty }
    /// The first accepting state on a state's failure chain, the state included, or -1.
    private let accepting: [Int32]
    /// Per pattern, which CJK word-boundary checks its matches need (see
    /// ``cjkEdges(of:)``): 0 for most patterns, so that the check costs one load per match.
    let cjkEdges: [UInt8]
    /// Per pattern: bit 0 = needs a boundary before, bit 1 = after.
    private let boundaries: [UInt8]
    /// The same automaton laid out for the fused fold-and-scan of ``matches(in:)``; nil when it
    /// is too large for that layout (``matches(in:)`` then takes the separate path).
    let stream: StreamAutomaton?

    /// The number of automaton states.
    public var stateCount: Int { depth.count }
    /// How the fused path's tables are laid out (for benchmarks), or nil when ``matches(in:)``
    /// takes the separate path because the automaton is too large for them.
    public var fusedLayoutDescription: String? {
        stream.map {
            "\($0.records.count) complete rows of \(1 << StreamAutomaton.smallShift) ASCII classes, \($0.slotCount) double-array slots, \($0.records.count - $0.acceptingStart) states with an accepting suffix"
        }
    }
    /// The number of distinct UTF-16 units in the patterns.
    public var alphabetSize: Int { rootNext.count - 1 }

    /// Compiles the terms of `glossary` (of `languages` only, when given).
    /// - Complexity: O(total key length × log alphabet), plus the fused layout: O(states × ASCII
    ///   classes) and a bounded packing search per state.
    public init(
        glossary: Glossary, languages: Set<String>? = nil, strength: MatchKey.Strength = .exact,
        keyOptions: MatchKey.Options = [], plurals: Bool = true
    ) {
        let patterns = Self.patterns(of: glossary, languages: languages, strength: strength, keyOptions: keyOptions, plurals: plurals)
        self.init(patterns: patterns, strength: strength, keyOptions: keyOptions)
    }

    /// The patterns of `glossary` compiled for looking patterns up (``patterns`` and
    /// ``patterns(sharingKeyWith:)``, as `term` does with stored occurrences) rather than for long
    /// scans: without the complete transition table and the fused layout, whose construction is
    /// most of the cost. It finds what ``init(glossary:languages:strength:keyOptions:plurals:)`` finds.
    public static func forLookup(glossary: Glossary) -> TermMatcher {
        TermMatcher(
            patterns: patterns(of: glossary, languages: nil, strength: .exact, keyOptions: [], plurals: true), strength: .exact,
            keyOptions: [], denseTable: false, fusedLayout: false)
    }

    /// One pattern per term of `glossary` (of `languages` only, when given), plus plural forms.
    static func patterns(
        of glossary: Glossary, languages: Set<String>?, strength: MatchKey.Strength, keyOptions: MatchKey.Options, plurals: Bool
    ) -> [TermPattern] {
        var patterns: [TermPattern] = []
        for (conceptIndex, concept) in glossary.concepts.enumerated() {
            for language in concept.languages where languages?.contains(language) ?? true {
                for (termIndex, term) in (concept.terms[language] ?? []).enumerated() {
                    let key = MatchKey(term.text, strength: strength, options: keyOptions).units
                    guard let first = key.first, let last = key.last else { continue }
                    let pattern = TermPattern(
                        conceptIndex: conceptIndex, conceptID: concept.id, language: language, termIndex: termIndex,
                        text: term.text, status: term.status, key: key, boundedStart: Self.isWordUnit(first),
                        boundedEnd: Self.isWordUnit(last), isPlural: false, isBoundMorpheme: term.isBoundMorpheme)
                    patterns.append(pattern)
                    if plurals, last >= 0x61, last <= 0x7A, last != 0x73 {
                        var plural = pattern
                        plural.key.append(0x73)
                        plural.isPlural = true
                        patterns.append(plural)
                    }
                }
            }
        }
        return patterns
    }

    /// Compiles prepared patterns (their keys must be folded with `strength` and `keyOptions`).
    ///
    /// `denseTable` allows the complete transition table (when it fits in ``denseBudget``).
    public init(
        patterns: [TermPattern], strength: MatchKey.Strength = .exact, keyOptions: MatchKey.Options = [],
        denseTable: Bool = true
    ) {
        self.init(patterns: patterns, strength: strength, keyOptions: keyOptions, denseTable: denseTable, fusedLayout: true)
    }

    /// `fusedLayout: false` leaves out the fused path's tables, as for an automaton too large for
    /// them (tests use it to exercise that fallback).
    init(
        patterns: [TermPattern], strength: MatchKey.Strength, keyOptions: MatchKey.Options, denseTable: Bool,
        fusedLayout: Bool
    ) {
        self.strength = strength
        self.keyOptions = keyOptions
        self.patterns = patterns
        cjkEdges = patterns.map(Self.cjkEdges(of:))

        // Alphabet compression.
        var classOf = [UInt16](repeating: 0, count: 65536)
        var classCount = 1
        for pattern in patterns {
            for unit in pattern.key where classOf[Int(unit)] == 0 {
                classOf[Int(unit)] = UInt16(truncatingIfNeeded: classCount)
                classCount += 1
            }
        }
        precondition(classCount <= 65536)

        // Trie.
        var depth: [Int32] = [0]
        var output: [Int32] = [-1]
        var sameKeyNext = [Int32](repeating: -1, count: patterns.count)
        var lastSameKey: [Int32] = [-1]
        var children: [Int: Int32] = [:]
        children.reserveCapacity(patterns.reduce(0) { $0 + $1.key.count })
        var edges: [(parent: Int32, cls: UInt16, child: Int32)] = []
        for (index, pattern) in patterns.enumerated() {
            var state: Int32 = 0
            for unit in pattern.key {
                let cls = classOf[Int(unit)]
                let slot = Int(state) &* 65536 &+ Int(cls)
                if let next = children[slot] {
                    state = next
                } else {
                    let next = Int32(depth.count)
                    depth.append(depth[Int(state)] + 1)
                    output.append(-1)
                    lastSameKey.append(-1)
                    children[slot] = next
                    edges.append((state, cls, next))
                    state = next
                }
            }
            if output[Int(state)] < 0 {
                output[Int(state)] = Int32(index)
            } else {
                sameKeyNext[Int(lastSameKey[Int(state)])] = Int32(index)
            }
            lastSameKey[Int(state)] = Int32(index)
        }
        let stateCount = depth.count

        // Edges as a sorted, per-state slice; the root as a dense table.
        edges.sort { $0.parent != $1.parent ? $0.parent < $1.parent : $0.cls < $1.cls }
        var edgeStart = [Int32](repeating: 0, count: stateCount + 1)
        for edge in edges { edgeStart[Int(edge.parent) + 1] += 1 }
        for s in 0..<stateCount { edgeStart[s + 1] += edgeStart[s] }
        let edgeClass = edges.map(\.cls)
        let edgeTarget = edges.map(\.child)
        var rootNext = [Int32](repeating: 0, count: classCount)
        for e in Int(edgeStart[0])..<Int(edgeStart[1]) { rootNext[Int(edgeClass[e])] = edgeTarget[e] }

        func step(_ state: Int32, _ cls: UInt16) -> Int32 {
            var s = state
            while true {
                if s == 0 { return rootNext[Int(cls)] }
                if let t = Self.edge(from: s, cls, edgeStart, edgeClass, edgeTarget) { return t }
                s = fail[Int(s)]
            }
        }

        // Failure and dictionary links, breadth first.
        var fail = [Int32](repeating: 0, count: stateCount)
        var dictLink = [Int32](repeating: -1, count: stateCount)
        var queue: [Int32] = []
        queue.reserveCapacity(stateCount)
        for e in Int(edgeStart[0])..<Int(edgeStart[1]) { queue.append(edgeTarget[e]) }
        var head = 0
        while head < queue.count {
            let s = queue[head]
            head += 1
            for e in Int(edgeStart[Int(s)])..<Int(edgeStart[Int(s) + 1]) {
                let child = edgeTarget[e]
                let f = step(fail[Int(s)], edgeClass[e])
                fail[Int(child)] = f
                dictLink[Int(child)] = output[Int(f)] >= 0 ? f : dictLink[Int(f)]
                queue.append(child)
            }
        }

        self.classOf = classOf
        self.rootNext = rootNext
        self.edgeStart = edgeStart
        self.edgeClass = edgeClass
        self.edgeTarget = edgeTarget
        self.fail = fail
        self.depth = depth
        self.output = output
        self.dictLink = dictLink
        self.sameKeyNext = sameKeyNext
        // The complete table: each state's row is its failure state's row (already final, as
        // failure states are shallower and rows are filled breadth first) with its own edges on top.
        var dense: [Int32] = []
        if denseTable && stateCount * classCount <= Self.denseBudget {
            dense = [Int32](repeating: 0, count: stateCount * classCount)
            dense.withUnsafeMutableBufferPointer { table in
                for e in Int(edgeStart[0])..<Int(edgeStart[1]) { table[Int(edgeClass[e])] = edgeTarget[e] }
                for s in queue {
                    let row = Int(s) * classCount
                    let failRow = Int(fail[Int(s)]) * classCount
                    for c in 0..<classCount { table[row + c] = table[failRow + c] }
                    for e in Int(edgeStart[Int(s)])..<Int(edgeStart[Int(s) + 1]) { table[row + Int(edgeClass[e])] = edgeTarget[e] }
                }
            }
        }
        self.dense = dense
        self.classCount = classCount
        self.accepting = (0..<stateCount).map { output[$0] >= 0 ? Int32($0) : dictLink[$0] }
        let boundaries: [UInt8] = patterns.map { ($0.boundedStart ? 1 : 0) | ($0.boundedEnd ? 2 : 0) }
        self.boundaries = boundaries
        self.stream = !fusedLayout ? nil : StreamAutomaton(
            classOf: classOf, classCount: classCount, edges: edges, edgeStart: edgeStart, order: [0] + queue, fail: fail,
            depth: depth, output: output, dictLink: dictLink, boundaries: boundaries)
    }

    @inline(__always)
    private static func edge(
        from state: Int32, _ cls: UInt16, _ edgeStart: UnsafeBufferPointer<Int32>,
        _ edgeClass: UnsafeBufferPointer<UInt16>, _ edgeTarget: UnsafeBufferPointer<Int32>
    ) -> Int32? {
        var low = Int(edgeStart[Int(state)])
        var high = Int(edgeStart[Int(state) + 1])
        if high - low <= 8 {
            while low < high {
                if edgeClass[low] == cls { return edgeTarget[low] }
                low += 1
            }
            return nil
        }
        while low < high {
            let mid = (low + high) >> 1
            let c = edgeClass[mid]
            if c == cls { return edgeTarget[mid] }
            if c < cls { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    private static func edge(
        from state: Int32, _ cls: UInt16, _ edgeStart: [Int32], _ edgeClass: [UInt16], _ edgeTarget: [Int32]
    ) -> Int32? {
        edgeStart.withUnsafeBufferPointer { s in
            edgeClass.withUnsafeBufferPointer { c in
                edgeTarget.withUnsafeBufferPointer { t in edge(from: state, cls, s, c, t) }
            }
        }
    }

    /// Whether a unit is part of a word for the boundary rule of Latin terms: ASCII and
    /// full-width letters and digits, Latin-1 and Latin Extended letters, `_`.
    @inline(__always)
    static func isWordUnit(_ u: UInt16) -> Bool {
        (u >= 0x61 && u <= 0x7A) || (u >= 0x41 && u <= 0x5A) || (u >= 0x30 && u <= 0x39) || u == 0x5F
            || (u >= 0xC0 && u <= 0x24F && u != 0xD7 && u != 0xF7) || (u >= 0xFF10 && u <= 0xFF19)
            || (u >= 0xFF21 && u <= 0xFF3A) || (u >= 0xFF41 && u <= 0xFF5A)
    }

    /// The patterns with the same key as `pattern` (itself first): the same term text in several
    /// concepts or languages.
    public func patterns(sharingKeyWith pattern: Int) -> [Int] {
        var result: [Int] = []
        var p = Int32(pattern)
        while p >= 0 {
            result.append(Int(p))
            p = sameKeyNext[Int(p)]
        }
        return result
    }

    /// The leftmost-longest matches in `text`: the same as `matches(in: MatchKey(text, …), original:
    /// Array(text.utf16))`, in one fused pass. The text is folded a window at a time
    /// (``MatchKey/forEachWindow(of:strength:options:overlap:capacity:_:)``) and each window goes
    /// straight through ``StreamAutomaton``; the key is never materialised, the word-boundary rule
    /// reads the UTF-8 around a candidate, and UTF-16 offsets are worked out only for matches: from
    /// a per-word table of continuation bytes over the span of a window's matches
    /// (``UTF16WordTable``) while the text has shown no supplementary character, else by counting
    /// from one offset to the next (``UTF16Cursor``).
    /// - Complexity: O(n) in the text length (folding plus one automaton step per key unit; after
    ///   a match, the units between its end and the scan position are scanned again).
    func fusedMatches(in text: String) -> [TermMatch] {
        guard let stream else {
            return separateMatches(in: MatchKey(text, strength: strength, options: keyOptions), original: UTF16Transcoding.units(of: text))
        }
        var result: [TermMatch] = []
        let byteCount = text.utf8.count
        result.reserveCapacity(min(byteCount / 16, 256))
        var reserved = false
        var scan = StreamAutomaton.ScanState()
        var cursor = UTF16Cursor()
        var table = UTF16WordTable()
        var found = UnsafeMutablePointer<StreamAutomaton.Found>.allocate(capacity: 1)
        var foundCapacity = 1
        defer {
            found.deallocate()
            table.deallocate()
        }
        MatchKey.forEachWindow(of: text, strength: strength, options: keyOptions, overlap: stream.maxDepth + 1) { window in
            // At most one match per unit, and one pending from before.
            if foundCapacity < window.units.count + 1 {
                found.deallocate()
                foundCapacity = window.units.count * 2 + 1
                found = .allocate(capacity: foundCapacity)
            }
            let count = stream.scan(window, &scan, into: found)
            if count > 0 {
                // The matches come in text order without overlapping, and source offsets grow with
                // the key: the UTF-8 span of the window's matches runs from the first match's start
                // to the last one's end.
                let ends = window.sourceEnds.baseAddress.unsafelyUnwrapped - window.firstIndex
                let upper = Int(ends[found[count &- 1].end &- 1])
                // Converted to TermMatch as they are written into the result's storage; the
                // cursor then stands at the last match's end.
                if window.hasSupplementary {
                    let offsets = CountedOffsets(cursor: cursor, utf8: window.utf8)
                    result.append(
                        contentsOf: ConvertedMatches(found: found, count: count, window: window, offsets: offsets))
                } else {
                    // A table of the span's UTF-16 offsets.
                    let lower = Int(window.sourceStarts[found[0].start &- window.firstIndex])
                    let baseUnit = cursor.offset(ofUTF8: lower & ~7, in: window.utf8)
                    table.fill(from: lower, through: upper, baseUnit: baseUnit, in: window.utf8)
                    if table.isASCII {
                        let offsets = ASCIIOffsets(table: table)
                        result.append(
                            contentsOf: ConvertedMatches(found: found, count: count, window: window, offsets: offsets))
                    } else {
                        let offsets = TableOffsets(table: table)
                        result.append(
                            contentsOf: ConvertedMatches(found: found, count: count, window: window, offsets: offsets))
                    }
                }
                if let last = result.last {
                    cursor = UTF16Cursor(byte: upper, unit: last.utf16Range.upperBound)
                }
            }
            if !reserved && !window.isLast, let read = window.sourceEnds.last, read > 0 {
                // Room for the whole text at the first window's density and a quarter more, so
                // that the array is seldom copied as it grows.
                reserved = true
                result.reserveCapacity(result.count * byteCount / Int(read) * 5 / 4 + 16)
            }
        }
        return result
    }

    /// The leftmost-longest matches in an already folded text; `original` is the UTF-16 of the
    /// text `key` was made from (for the word-boundary rule).
    /// - Complexity: O(n) in the key length; after a match, the units between its end and the scan
    ///   position are scanned again (at most the longest pattern's length per match).
    func separateMatches(in key: MatchKey, original: [UInt16]) -> [TermMatch] {
        var result: [TermMatch] = []
        // Dense glossaries find about one match per 8 key units; a modest reservation saves early regrowth.
        result.reserveCapacity(min(key.units.count / 16, 1 << 16))
        key.units.withUnsafeBufferPointer { units in
            original.withUnsafeBufferPointer { original in
                key.sourceStarts.withUnsafeBufferPointer { starts in
                    key.sourceEnds.withUnsafeBufferPointer { ends in
                        scan(units, original, starts, ends) { keyRange, pattern in
                            let range = Int(starts[keyRange.lowerBound])..<Int(ends[keyRange.upperBound - 1])
                            result.append(TermMatch(utf16Range: range, keyRange: keyRange, pattern: pattern))
                        }
                    }
                }
            }
        }
        return result
    }

    /// Counts the matches in an already folded text without collecting them.
    public func count(in key: MatchKey, original: [UInt16]) -> Int {
        var count = 0
        key.units.withUnsafeBufferPointer { units in
            original.withUnsafeBufferPointer { original in
                key.sourceStarts.withUnsafeBufferPointer { starts in
                    key.sourceEnds.withUnsafeBufferPointer { ends in
                        scan(units, original, starts, ends) { _, _ in count += 1 }
                    }
                }
            }
        }
        return count
    }

    private func scan(
        _ units: UnsafeBufferPointer<UInt16>, _ original: UnsafeBufferPointer<UInt16>,
        _ starts: UnsafeBufferPointer<Int32>, _ ends: UnsafeBufferPointer<Int32>,
        _ emit: (Range<Int>, Int) -> Void
    ) {
        classOf.withUnsafeBufferPointer { classOf in
            rootNext.withUnsafeBufferPointer { rootNext in
                edgeStart.withUnsafeBufferPointer { edgeStart in
                    edgeClass.withUnsafeBufferPointer { edgeClass in
                        edgeTarget.withUnsafeBufferPointer { edgeTarget in
                            fail.withUnsafeBufferPointer { fail in
                                depth.withUnsafeBufferPointer { depth in
                                    output.withUnsafeBufferPointer { output in
                                      accepting.withUnsafeBufferPointer { accepting in
                                        dense.withUnsafeBufferPointer { dense in
                                                let useDense = !dense.isEmpty
                                                let classCount = self.classCount
                                        dictLink.withUnsafeBufferPointer { dictLink in
                                            boundaries.withUnsafeBufferPointer { boundaries in
                                                let n = units.count
                                                var i = 0
                                                var state: Int32 = 0
                                                var pendingStart = -1
                                                var pendingEnd = -1
                                                var pendingPattern = -1
                                                while true {
                                                    while i < n {
                                                        let cls = classOf[Int(units[i])]
                                                        if useDense {
                                                            state = dense[Int(state) &* classCount &+ Int(cls)]
                                                        } else if cls == 0 {
                                                            state = 0
                                                        } else {
                                                            while true {
                                                                if state == 0 {
                                                                    state = rootNext[Int(cls)]
                                                                    break
                                                                }
                                                                if let t = Self.edge(from: state, cls, edgeStart, edgeClass, edgeTarget) {
                                                                    state = t
                                                                    break
                                                                }
                                                                state = fail[Int(state)]
                                                            }
                                                        }
                                                        i += 1
                                                        if state != 0 {
                                                            // The longest acceptable pattern ending here.
                                                            var t = accepting[Int(state)]
                                                            while t >= 0 {
                                                                let p = Int(output[Int(t)])
                                                                let start = i - Int(depth[Int(t)])
                                                                if Self.acceptable(boundaries[p], start, i, original, starts, ends) {
                                                                    if pendingStart < 0 || start < pendingStart
                                                                        || (start == pendingStart && i > pendingEnd)
                                                                    {
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
                                                        if pendingStart >= 0 && i - Int(depth[Int(state)]) > pendingStart {
                                                            emit(pendingStart..<pendingEnd, pendingPattern)
                                                            i = pendingEnd
                                                            state = 0
                                                            pendingStart = -1
                                                        }
                                                    }
                                                    guard pendingStart >= 0 else { break }
                                                    emit(pendingStart..<pendingEnd, pendingPattern)
                                                    i = pendingEnd
                                                    state = 0
                                                    pendingStart = -1
                                                }
                                            }
                                          }
                                        }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The word-boundary rule, checked on the original text around the span.
    @inline(__always)
    private static func acceptable(
        _ bounds: UInt8, _ start: Int, _ end: Int, _ original: UnsafeBufferPointer<UInt16>,
        _ starts: UnsafeBufferPointer<Int32>, _ ends: UnsafeBufferPointer<Int32>
    ) -> Bool {
        if bounds == 0 { return true }
        if bounds & 1 != 0 {
            let before = Int(starts[start]) - 1
            if before >= 0 && before < original.count && isWordUnit(original[before]) { return false }
        }
        if bounds & 2 != 0 {
            let after = Int(ends[end - 1])
            if after < original.count && isWordUnit(original[after]) { return false }
        }
        return true
    }
}

/// Where ``ConvertedMatches`` reads the UTF-16 offsets of a window's matches.
private protocol UTF16OffsetSource {
    /// The UTF-16 offset of UTF-8 offset `target`; targets come in increasing order.
    mutating func offset(ofUTF8 target: Int) -> Int
}

/// The window's word table over a stretch of ASCII only: a UTF-16 offset is the stretch start's
/// plus the distance in bytes.
private struct ASCIIOffsets: UTF16OffsetSource {
    let table: UTF16WordTable
    @inline(__always)
    func offset(ofUTF8 target: Int) -> Int { table.asciiOffset(ofUTF8: target) }
}

/// The window's word table, filled over its matches (no supplementary character read so far).
private struct TableOffsets: UTF16OffsetSource {
    let table: UTF16WordTable
    @inline(__always)
    func offset(ofUTF8 target: Int) -> Int { table.wordOffset(ofUTF8: target) }
}

/// Counted from one offset to the next, once the text has shown a supplementary character: a
/// copy of the matcher's cursor, a local value kept in registers rather than read and written
/// through memory at every step.
private struct CountedOffsets: UTF16OffsetSource {
    var cursor: UTF16Cursor
    let utf8: UnsafeBufferPointer<UInt8>
    @inline(__always)
    mutating func offset(ofUTF8 target: Int) -> Int { cursor.offset(ofUTF8: target, in: utf8) }
}

/// A window's committed matches as ``TermMatch`` values, converted one by one as
/// `Array.append(contentsOf:)` writes them straight into the result's storage (no intermediate
/// buffer): key indices become UTF-16 offsets from `Offsets`, one loop for each way of finding
/// them.
private struct ConvertedMatches<Offsets: UTF16OffsetSource>: Sequence, IteratorProtocol {
    let found: UnsafeMutablePointer<StreamAutomaton.Found>
    let count: Int
    /// The window's UTF-8 start and end offsets, indexed by position in the whole key.
    let starts: UnsafePointer<Int32>
    let ends: UnsafePointer<Int32>
    var offsets: Offsets
    var index = 0

    init(found: UnsafeMutablePointer<StreamAutomaton.Found>, count: Int, window: MatchKey.Window, offsets: Offsets) {
        self.found = found
        self.count = count
        self.starts = window.sourceStarts.baseAddress.unsafelyUnwrapped - window.firstIndex
        self.ends = window.sourceEnds.baseAddress.unsafelyUnwrapped - window.firstIndex
        self.offsets = offsets
    }

    var underestimatedCount: Int { count }

    @inline(__always)
    mutating func next() -> TermMatch? {
        guard index < count else { return nil }
        let match = found[index]
        index &+= 1
        let lower = offsets.offset(ofUTF8: Int(starts[match.start]))
        let upper = offsets.offset(ofUTF8: Int(ends[match.end &- 1]))
        // Ordered bounds by construction (a match covers at least one unit and one character).
        return TermMatch(
            utf16Range: Range(uncheckedBounds: (lower, upper)),
            keyRange: Range(uncheckedBounds: (match.start, match.end)), pattern: match.pattern)
    }
}
