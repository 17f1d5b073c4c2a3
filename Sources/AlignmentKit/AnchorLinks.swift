/// Pairs of phrases inside one paragraph bead that share a strong anchor (a number, a Latin token,
/// a term pair) held by no other phrase of the paragraph on either side: such two phrases
/// translate each other, so a phrase bead that holds one of them without the other cuts a link.
///
/// Beads are monotone, so when the translation reorders phrases (ja `A B`, zh `B' A'`) the crossing
/// phrases must share one bead. Length, anchors' overlap and the lexicon score each bead on its own
/// and happily split `A|B` against `B'|A'` when the lengths fit; counting the unique links each
/// bead cuts makes that split pay for both links it breaks.
///
/// - Complexity: O(a + n) to build for a anchors and n units; a bead's count is O(1) when none of its
///   units has a link, else O(links of its units).
struct AnchorLinks: Sendable {
    /// Per source phrase, the target phrases it is linked to; and the reverse.
    private var targetsOf: [[Int]]
    private var sourcesOf: [[Int]]
    /// How many source (target) units before each position have a link: a bead whose units have
    /// none, as most have, cuts nothing and is answered without reading the lists.
    private var linkedSourcesBefore: [Int] = []
    private var linkedTargetsBefore: [Int] = []

    init(source: [UnitProfile], target: [UnitProfile]) {
        self.init(source: source, target: target, blocks: [(0..<source.count, 0..<target.count)])
    }

    /// Links over a whole document pair, made inside each block of a coarser alignment (the units of
    /// one paragraph bead on each side): an anchor makes a link when exactly one unit of the block
    /// holds it on each side. A bead of the document-wide programme may still cross blocks; it then
    /// cuts the links it separates like any other bead.
    ///
    /// Uniqueness is judged per block, not per window around each unit: windows reach into the
    /// neighbouring paragraphs, where the same number or API name recurs, and leave almost no link.
    init(source: [UnitProfile], target: [UnitProfile], blocks: [(source: Range<Int>, target: Range<Int>)]) {
        targetsOf = source.map { _ in [] }
        sourcesOf = target.map { _ in [] }
        func holders(_ profiles: [UnitProfile], _ units: Range<Int>) -> [Int: Int] {
            // Anchor id → the one unit of the block holding it (-1 when several do).
            var result: [Int: Int] = [:]
            for k in units {
                for id in profiles[k].strong { result[id] = result[id] == nil ? k : -1 }
            }
            return result
        }
        for block in blocks where !block.source.isEmpty && !block.target.isEmpty {
            let sHolders = holders(source, block.source), tHolders = holders(target, block.target)
            for (id, s) in sHolders where s >= 0 {
                // One link per anchor: two phrases sharing several unique anchors are held together harder.
                guard let t = tHolders[id], t >= 0 else { continue }
                targetsOf[s].append(t)
                sourcesOf[t].append(s)
            }
        }
        func before(_ lists: [[Int]]) -> [Int] {
            var result = [0]
            result.reserveCapacity(lists.count + 1)
            for list in lists { result.append(result[result.count - 1] + (list.isEmpty ? 0 : 1)) }
            return result
        }
        linkedSourcesBefore = before(targetsOf)
        linkedTargetsBefore = before(sourcesOf)
    }

    /// The number of links with one end inside the bead of source phrases `s` and target phrases
    /// `t` and the other end outside it.
    @inline(__always) func cutCount(source s: Range<Int>, target t: Range<Int>) -> Int {
        if linkedSourcesBefore[s.upperBound] == linkedSourcesBefore[s.lowerBound],
            linkedTargetsBefore[t.upperBound] == linkedTargetsBefore[t.lowerBound]
        {
            return 0
        }
        return countCut(source: s, target: t)
    }

    private func countCut(source s: Range<Int>, target t: Range<Int>) -> Int {
        var cut = 0
        for a in s { for b in targetsOf[a] where !t.contains(b) { cut += 1 } }
        for b in t { for a in sourcesOf[b] where !s.contains(a) { cut += 1 } }
        return cut
    }
}
