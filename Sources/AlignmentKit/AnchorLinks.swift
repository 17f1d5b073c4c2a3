/// Pairs of phrases inside one paragraph bead that share a strong anchor (a number, a Latin token,
/// a term pair) held by no other phrase of the paragraph on either side: such two phrases
/// translate each other, so a phrase bead that holds one of them without the other cuts a link.
///
/// Beads are monotone, so when the translation reorders phrases (ja `A B`, zh `B' A'`) the crossing
/// phrases must share one bead. Length, anchors' overlap and the lexicon score each bead on its own
/// and happily split `A|B` against `B'|A'` when the lengths fit; counting the unique links each
/// bead cuts makes that split pay for both links it breaks.
///
/// - Complexity: O(a) to build for a anchors; a bead's count is O(links of its units).
struct AnchorLinks: Sendable {
    /// Per source phrase, the target phrases it is linked to; and the reverse.
    private var targetsOf: [[Int]]
    private var sourcesOf: [[Int]]

    init(source: [UnitProfile], target: [UnitProfile]) {
        self.init(
            source: source, target: target, sourceWindows: source.map { _ in 0..<target.count },
            targetWindows: target.map { _ in 0..<source.count })
    }

    /// Links over a whole document pair: an anchor makes a link when exactly one target unit of the
    /// source unit's window holds it, and exactly one source unit of that target unit's window.
    ///
    /// - Parameters:
    ///   - sourceWindows: per source unit, the target units it may share a bead with; `targetWindows`
    ///     the other way round.
    init(source: [UnitProfile], target: [UnitProfile], sourceWindows: [Range<Int>], targetWindows: [Range<Int>]) {
        targetsOf = source.map { _ in [] }
        sourcesOf = target.map { _ in [] }
        func holders(_ profiles: [UnitProfile]) -> [Int: [Int]] {
            // Anchor id → the units holding it, in order.
            var result: [Int: [Int]] = [:]
            for (k, profile) in profiles.enumerated() {
                for id in profile.strong { result[id, default: []].append(k) }
            }
            return result
        }
        func only(_ units: [Int], in window: Range<Int>) -> Int? {
            var found: Int?
            for k in units where window.contains(k) {
                guard found == nil else { return nil }
                found = k
            }
            return found
        }
        let sHolders = holders(source), tHolders = holders(target)
        for (id, sUnits) in sHolders {
            // One link per anchor: two phrases sharing several unique anchors are held together harder.
            guard let tUnits = tHolders[id] else { continue }
            for s in sUnits {
                guard let t = only(tUnits, in: sourceWindows[s]), only(sUnits, in: targetWindows[t]) == s else {
                    continue
                }
                targetsOf[s].append(t)
                sourcesOf[t].append(s)
            }
        }
    }

    /// The number of links with one end inside the bead of source phrases `s` and target phrases
    /// `t` and the other end outside it.
    func cutCount(source s: Range<Int>, target t: Range<Int>) -> Int {
        var cut = 0
        for a in s { for b in targetsOf[a] where !t.contains(b) { cut += 1 } }
        for b in t { for a in sourcesOf[b] where !s.contains(a) { cut += 1 } }
        return cut
    }
}
