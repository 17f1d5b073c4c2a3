import Foundation

@testable import AlignmentKit

/// The alignment programme as it was before it read flat tables and skipped beads that cannot win
/// (`Aligner.dp`): `ProgrammeIdentityTests` compares the two bead for bead, score for score.
extension Aligner {
    /// Cost and score of one bead, as the programme computed them before its tables.
    func referenceEvaluate(_ s: UnitProfile, _ t: UnitProfile, priorCost: Double, model: LengthModel) -> (
        cost: Double, score: Double
    ) {
        // A unit without counterpart costs its prior plus a small length-proportional term: the
        // Gale–Church δ of a bead with an empty side grows with the unit and would forbid omissions.
        if s.length == 0 || t.length == 0 {
            let length = Double(s.length) + Double(t.length) / model.ratio
            return (priorCost + 0.02 * length, 0)
        }
        let p = model.probability(source: s.length, target: t.length)
        var cost = -log(max(p, 1e-12)) + priorCost
        let (similarity, sharedStrong) = UnitProfile.agreement(s, t)
        if let similarity {
            cost -= anchorWeight * similarity
            if s.hasStrongAnchors, t.hasStrongAnchors, sharedStrong == 0 {
                cost += 1.5
            }
        }
        let anchorScore = similarity.map { min(1, 1.5 * $0) } ?? p
        return (cost, min(1, max(0, 0.5 * p + 0.5 * anchorScore)))
    }

    /// The banded dynamic programme as it was before its tables and bounds (commit 641059c).
    func referenceDP(
        _ s: [UnitProfile], _ t: [UnitProfile], shapes: [BeadShape], model: LengthModel, keepOnlyConfident: Bool,
        lexical: LexicalEvidence? = nil, cohesion: (source: PhraseCohesion, target: PhraseCohesion)? = nil,
        links: AnchorLinks? = nil, band givenBand: AlignmentBand? = nil, crossing: BeadCrossing? = nil,
        widthLimit: Int = .max
    ) -> [Bead] {
        let n = s.count, m = t.count
        if n == 0 || m == 0 {
            return (0..<n).map { Bead(source: [$0], target: [], score: 0) }
                + (0..<m).map { Bead(source: [], target: [$0], score: 0) }
        }
        let band = givenBand ?? .diagonal(n: n, m: m, width: max(16, min(abs(n - m) + 8, widthLimit)))
        var cost = [Double](repeating: .infinity, count: band.count)
        var back = [Int8](repeating: -1, count: band.count)
        var scores = [Double](repeating: 0, count: band.count)
        cost[0] = 0
        // Merged profiles of the k units ending before i (source) or j (target), for every k a
        // shape uses: computed once instead of once per bead evaluation.
        let maxS = shapes.map(\.s).max() ?? 1, maxT = shapes.map(\.t).max() ?? 1
        let sMerged = (0...maxS).map { k in (0...n).map { i in i >= k ? UnitProfile.merged(s[(i - k)..<i]) : .empty } }
        let tMerged = (0...maxT).map { k in (0...m).map { j in j >= k ? UnitProfile.merged(t[(j - k)..<j]) : .empty } }
        for i in 0...n {
            for j in band.lower[i]...band.upper[i] where i > 0 || j > 0 {
                var best = Double.infinity, bestShape: Int8 = -1, bestScore = 0.0
                for (k, shape) in shapes.enumerated() {
                    let pi = i - shape.s, pj = j - shape.t
                    guard pi >= 0, pj >= 0, let previousCell = band.index(pi, pj) else { continue }
                    let previous = cost[previousCell]
                    guard previous.isFinite else { continue }
                    var e = referenceEvaluate(
                        sMerged[shape.s][i], tMerged[shape.t][j], priorCost: shape.priorCost, model: model)
                    if let links {
                        e.cost += Self.cutLinkCost * Double(links.cutCount(source: pi..<i, target: pj..<j))
                    }
                    if let cohesion {
                        if shape.s > 0 { e.cost += cohesion.source.cost(of: pi..<i) }
                        if shape.t > 0 { e.cost += cohesion.target.cost(of: pj..<j) }
                    }
                    if let crossing, shape.s > 0, shape.t > 0 {
                        e.cost += crossing.cost(source: pi..<i, target: pj..<j)
                    }
                    if let lexical, shape.s > 0, shape.t > 0 {
                        let a = lexical.agreement(source: pi..<i, target: pj..<j)
                        e.cost -= Self.lexicalGain * a.explained - Self.lexicalLoss * (Double(a.tokens) - a.explained)
                    }
                    if previous + e.cost < best {
                        best = previous + e.cost; bestShape = Int8(k); bestScore = e.score
                    }
                }
                guard let cell = band.index(i, j) else { continue }
                cost[cell] = best
                back[cell] = bestShape
                scores[cell] = bestScore
            }
        }
        var beads: [Bead] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            let cell = band.index(i, j)
            let k = cell.map { Int(back[$0]) } ?? -1
            guard k >= 0 else {
                // Outside the band (cannot happen with the band rule, kept as a safe fallback).
                if i > 0 {
                    i -= 1; beads.append(Bead(source: [i], target: [], score: 0))
                } else {
                    j -= 1; beads.append(Bead(source: [], target: [j], score: 0))
                }
                continue
            }
            let shape = shapes[k]
            let bead = Bead(
                source: Array((i - shape.s)..<i), target: Array((j - shape.t)..<j),
                score: shape.s == 0 || shape.t == 0 ? 0 : cell.map { scores[$0] } ?? 0)
            if keepOnlyConfident, bead.isLinked, bead.score < 0.6 {
                beads += bead.target.reversed().map { Bead(source: [], target: [$0], score: 0) }
                beads += bead.source.reversed().map { Bead(source: [$0], target: [], score: 0) }
            } else {
                beads.append(bead)
            }
            i -= shape.s; j -= shape.t
        }
        return beads.reversed()
    }
}
