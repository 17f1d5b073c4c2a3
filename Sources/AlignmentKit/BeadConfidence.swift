import Foundation

/// What the confidence of a phrase bead is read from: how well its two sides agree (length, anchors,
/// words the lexicon explains) and how much better they agree with each other than with the units
/// next to them. A bead that pairs a phrase with its neighbour's translation (an alignment running
/// one sentence behind) may agree as well as a right one in length and share a common word, but its
/// sides agree better with the units beside them.
struct BeadEvidence {
    /// Gale–Church probability of the two lengths.
    var lengthProbability: Double
    /// Weighted Dice of the anchors (nil: neither side has any).
    var anchorAgreement: Double?
    /// Share of the bead's words the other side explains (nil: no words).
    var lexicalAgreement: Double?
    /// `lexicalAgreement` less the best agreement of one side with the same number of units just
    /// before or after the other side (nil: no words).
    var lexicalMargin: Double?
    /// `anchorAgreement` less the best agreement with the neighbouring units (nil: no anchors).
    var anchorMargin: Double?
    /// Units of each side.
    var sourceUnits: Int, targetUnits: Int
    /// Characters of both sides.
    var characters: Int
}

extension BeadEvidence {
    /// The evidence of every bead (nil for a bead with an empty side).
    static func of(
        beads: [Bead], source sp: [UnitProfile], target tp: [UnitProfile], model: LengthModel,
        lexical: LexicalEvidence?
    ) -> [BeadEvidence?] {
        let n = sp.count, m = tp.count
        func merged(_ p: [UnitProfile], _ r: Range<Int>) -> UnitProfile { UnitProfile.merged(p[r]) }
        func length(_ p: [UnitProfile], _ r: Range<Int>) -> Int { p[r].reduce(0) { $0 + $1.length } }
        func lexicalShare(_ s: Range<Int>, _ t: Range<Int>) -> Double? {
            guard let lexical else { return nil }
            let a = lexical.agreement(source: s, target: t)
            return a.tokens > 0 ? a.explained / Double(a.tokens) : nil
        }
        /// The same number of units just before and just after `r`, inside 0..<count.
        func beside(_ r: Range<Int>, count: Int) -> [Range<Int>] {
            var result: [Range<Int>] = []
            if r.lowerBound - r.count >= 0 { result.append((r.lowerBound - r.count)..<r.lowerBound) }
            if r.upperBound + r.count <= count { result.append(r.upperBound..<(r.upperBound + r.count)) }
            return result
        }
        return beads.map { bead -> BeadEvidence? in
            guard let s0 = bead.source.first, let s1 = bead.source.last, let t0 = bead.target.first,
                let t1 = bead.target.last
            else { return nil }
            let s = s0..<(s1 + 1), t = t0..<(t1 + 1)
            let sProfile = merged(sp, s), tProfile = merged(tp, t)
            let anchors = UnitProfile.agreement(sProfile, tProfile).similarity
            let lexicalAgreement = lexicalShare(s, t)
            let alternatives = beside(t, count: m).map { (s, $0) } + beside(s, count: n).map { ($0, t) }
            var lexicalMargin: Double?
            if let lexicalAgreement {
                let best = alternatives.compactMap { lexicalShare($0.0, $0.1) }.max() ?? 0
                lexicalMargin = lexicalAgreement - best
            }
            var anchorMargin: Double?
            if let anchors {
                let best =
                    alternatives.compactMap {
                        UnitProfile.agreement(merged(sp, $0.0), merged(tp, $0.1)).similarity
                    }.max() ?? 0
                anchorMargin = anchors - best
            }
            return BeadEvidence(
                lengthProbability: model.probability(source: sProfile.length, target: tProfile.length),
                anchorAgreement: anchors, lexicalAgreement: lexicalAgreement, lexicalMargin: lexicalMargin,
                anchorMargin: anchorMargin, sourceUnits: s.count, targetUnits: t.count,
                characters: sProfile.length + tProfile.length)
        }
    }

    /// The probability that the bead is right: a logistic model of the evidence, fitted on the
    /// perf corpus's sessions of even number (ja → zh-Hans, en → zh-Hans and en → ja pooled; every
    /// pair judged right or wrong by the subtitle cue times) and checked on the odd ones
    /// (Documentation/Alignment.md, "An honest per-pair score").
    var confidence: Double {
        let lexical = lexicalAgreement ?? 0, margins = (lexicalMargin.map { max($0, -1) } ?? 0, anchorMargin.map { max($0, -1) } ?? 0)
        var z = -3.19
        z += 0.25 * lengthProbability
        z += 1.33 * (anchorAgreement ?? 0)
        z += 2.23 * lexical + (lexicalAgreement == nil ? 0 : 0.86)
        z += 2.43 * margins.0 + 0.80 * margins.1
        z += -0.34 * log(Double(sourceUnits + targetUnits)) + 1.26 * log(1 + Double(characters))
        return 1 / (1 + exp(-z))
    }
}
