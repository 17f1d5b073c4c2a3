extension Aligner {
    /// Nats a paragraph bead read off phrases pays for the share of its text whose phrases are
    /// aligned outside it.
    static let paragraphCutWeight = 8.0

    /// Paragraph beads read off a phrase alignment: a programme over paragraphs whose beads pay their
    /// shape's prior plus `paragraphCutWeight` × the share of their characters that the phrase beads
    /// link outside them.
    ///
    /// Paragraphs cut by time (subtitle transcripts) start and end at different points in the two
    /// languages, up to half a paragraph apart; lengths and anchors alone then pair a paragraph with
    /// the wrong neighbour where the offset passes half a paragraph. The phrases know where each
    /// paragraph's text went, so the paragraph beads follow them, merging paragraphs where no
    /// one-to-one pairing holds.
    ///
    /// - Parameters:
    ///   - phrases: an alignment of `source` and `target` (phrase units grouped by `paragraph`).
    /// - Returns: a result over paragraphs: unit k is the k-th run of units with the same paragraph.
    /// - Complexity: O(p · w) paragraph beads for p paragraphs and band w, each summing its phrases' links.
    public static func paragraphResult(
        from phrases: AlignmentResult, source: [AlignmentUnit], target: [AlignmentUnit]
    ) -> AlignmentResult {
        let sGroups = source.isEmpty ? [] : groups(source), tGroups = target.isEmpty ? [] : groups(target)
        guard !source.isEmpty, !target.isEmpty else {
            // Nothing to pair: every paragraph of the other side is alone.
            let beads =
                sGroups.indices.map { Bead(source: [$0], target: [], score: 0) }
                + tGroups.indices.map { Bead(source: [], target: [$0], score: 0) }
            return AlignmentResult(
                beads: beads, diagnostics: phrases.diagnostics, sourceCount: sGroups.count, targetCount: tGroups.count,
                correspondence: phrases.correspondence)
        }
        var sParagraph = [Int](repeating: 0, count: source.count), tParagraph = [Int](repeating: 0, count: target.count)
        for (k, range) in sGroups.enumerated() { for i in range { sParagraph[i] = k } }
        for (k, range) in tGroups.enumerated() { for j in range { tParagraph[j] = k } }
        let sLength = source.map { Double(LengthModel.length(of: $0.text)) }
        let tLength = target.map { Double(LengthModel.length(of: $0.text)) }
        // Per source paragraph, the characters its phrases send to each target paragraph (spread
        // over a bead's target paragraphs by their share of the bead), and the other way round.
        var sLinks = [[Int: Double]](repeating: [:], count: sGroups.count)
        var tLinks = [[Int: Double]](repeating: [:], count: tGroups.count)
        for bead in phrases.beads where bead.isLinked {
            let sTotal = max(1, bead.source.reduce(0) { $0 + sLength[$1] })
            let tTotal = max(1, bead.target.reduce(0) { $0 + tLength[$1] })
            for i in bead.source {
                for j in bead.target {
                    sLinks[sParagraph[i]][tParagraph[j], default: 0] += sLength[i] * tLength[j] / tTotal
                    tLinks[tParagraph[j]][sParagraph[i], default: 0] += tLength[j] * sLength[i] / sTotal
                }
            }
        }
        let sChars = sGroups.map { $0.reduce(0) { $0 + sLength[$1] } }
        let tChars = tGroups.map { $0.reduce(0) { $0 + tLength[$1] } }
        let sLinked = sLinks.map { $0.values.reduce(0, +) }, tLinked = tLinks.map { $0.values.reduce(0, +) }
        let n = sGroups.count, m = tGroups.count
        let band = AlignmentBand.diagonal(n: n, m: m, width: max(16, abs(n - m) + 8))
        var cost = [Double](repeating: .infinity, count: band.count)
        var back = [Int8](repeating: -1, count: band.count)
        var scores = [Double](repeating: 0, count: band.count)
        cost[0] = 0
        let shapes = paragraphShapes
        for i in 0...n {
            for j in band.lower[i]...band.upper[i] where i > 0 || j > 0 {
                guard let cell = band.index(i, j) else { continue }
                for (k, shape) in shapes.enumerated() {
                    let pi = i - shape.s, pj = j - shape.t
                    guard pi >= 0, pj >= 0, let previousCell = band.index(pi, pj), cost[previousCell].isFinite else {
                        continue
                    }
                    let sRange = pi..<i, tRange = pj..<j
                    let total = sRange.reduce(0) { $0 + sChars[$1] } + tRange.reduce(0) { $0 + tChars[$1] }
                    var inside = 0.0, linked = 0.0
                    for p in sRange {
                        linked += sLinked[p]
                        for (q, mass) in sLinks[p] where tRange.contains(q) { inside += mass }
                    }
                    for q in tRange {
                        linked += tLinked[q]
                        for (p, mass) in tLinks[q] where sRange.contains(p) { inside += mass }
                    }
                    // A bead with an empty side pays for the text its phrases link elsewhere; a linked
                    // bead for all its text not linked inside it, so that a paragraph whose phrases have
                    // no counterpart stays alone rather than riding along in a neighbour's bead.
                    let outside = shape.s == 0 || shape.t == 0 ? linked : total - inside
                    let share = total > 0 ? outside / total : 0
                    let c = cost[previousCell] + shape.priorCost + paragraphCutWeight * share
                    if c < cost[cell] {
                        cost[cell] = c
                        back[cell] = Int8(k)
                        scores[cell] = shape.s == 0 || shape.t == 0 || total == 0 ? 0 : inside / total
                    }
                }
            }
        }
        var beads: [Bead] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            guard let cell = band.index(i, j), back[cell] >= 0 else { break }
            let shape = shapes[Int(back[cell])]
            beads.append(Bead(source: Array((i - shape.s)..<i), target: Array((j - shape.t)..<j), score: scores[cell]))
            i -= shape.s
            j -= shape.t
        }
        return AlignmentResult(
            beads: beads.reversed(), diagnostics: phrases.diagnostics, sourceCount: n, targetCount: m,
            correspondence: phrases.correspondence)
    }
}
