extension Aligner {
    /// Phrase beads from one banded programme over all units of both documents: a source phrase may
    /// meet the target phrases of its paragraph bead and of the neighbouring ones
    /// (`AlignmentBand.around`); a bead whose sides lie in different paragraph beads pays
    /// `crossingCost`. `cohesion` holds the costs of all units of each side (nil: none). Each bead
    /// comes with its confidence (`BeadEvidence.confidence`; 0 for a bead with an empty side).
    ///
    /// - Complexity: O(n·w·k) bead evaluations for n source units, a band of w target units (about
    ///   three paragraphs' phrases) and k shapes.
    func phraseBeads(
        source: [AlignmentUnit], target: [AlignmentUnit], profiles: ([UnitProfile], [UnitProfile]),
        paragraphBeads: [Bead], _ sGroups: [Range<Int>], _ tGroups: [Range<Int>],
        lexicon: Lexicon?, cohesion: (source: PhraseCohesion, target: PhraseCohesion)?, model: LengthModel,
        keepOnlyConfident: Bool
    ) -> (beads: [Bead], confidences: [Double]) {
        let (sp, tp) = profiles
        // Unit spans of the paragraph beads, and the paragraph bead of every unit.
        var sSpans: [Range<Int>] = [], tSpans: [Range<Int>] = []
        var sBead = [Int](repeating: 0, count: source.count), tBead = [Int](repeating: 0, count: target.count)
        var sNext = 0, tNext = 0
        for (k, pb) in paragraphBeads.enumerated() {
            let sEnd = pb.source.last.map { sGroups[$0].upperBound } ?? sNext
            let tEnd = pb.target.last.map { tGroups[$0].upperBound } ?? tNext
            sSpans.append(sNext..<sEnd)
            tSpans.append(tNext..<tEnd)
            for i in sNext..<sEnd { sBead[i] = k }
            for j in tNext..<tEnd { tBead[j] = k }
            sNext = sEnd
            tNext = tEnd
        }
        let band = AlignmentBand.around(
            sourceSpans: sSpans, targetSpans: tSpans, reach: 0.6, maxReach: Self.phraseBandLimit,
            slack: 6)
        let sWindows = source.indices.map { band.targetWindow(ofSourceUnit: $0) }
        let tWindows = Self.inverse(sWindows, count: target.count)
        let evidence = lexicon.map { lexicon in
            LexicalEvidence(
                model: lexicon.model,
                sourceIDs: lexicon.sourceTokens.map { $0.map { lexicon.model.sourceIDs[$0] ?? -1 } },
                targetIDs: lexicon.targetTokens.map { $0.map { lexicon.model.targetIDs[$0] ?? -1 } },
                sourceWindows: sWindows, targetWindows: tWindows)
        }
        let crossing = BeadCrossing(sourceBead: sBead, targetBead: tBead, penalty: Self.crossingCost)
        let links = usesAnchorLinks ? AnchorLinks(source: sp, target: tp, blocks: Array(zip(sSpans, tSpans))) : nil
        let shapes = Self.phraseShapes(sourceUnits: source.count, targetUnits: target.count)
        var beads = dp(
            sp, tp, shapes: shapes, model: model, keepOnlyConfident: keepOnlyConfident, lexical: evidence,
            cohesion: cohesion, links: links, band: band, crossing: crossing)
        // Subtitle files: aligned again with their cue times, once the text's alignment has said how
        // the two files' clocks differ (`BeadTiming.clock`; around each time when that describes
        // them clearly better), if the times on that clock agree with it.
        if var timing = BeadTiming(source: source, target: target), let clock = timing.clock(of: beads) {
            timing.mapTarget(to: clock)
            var agreement = timing.agreement(with: beads)
            if agreement < 1 {
                var local = timing
                local.mapTargetLocally(by: beads)
                let localAgreement = local.agreement(with: beads)
                if localAgreement >= agreement + BeadTiming.localAdvantage { (timing, agreement) = (local, localAgreement) }
            }
            if agreement >= BeadTiming.minimumAgreement {
                beads = dp(
                    sp, tp, shapes: shapes, model: model, keepOnlyConfident: keepOnlyConfident, lexical: evidence,
                    cohesion: cohesion, links: links, band: band, crossing: crossing, timing: timing)
            }
        }
        if splitsAtParagraphBreaks { beads = Self.splittingAtParagraphBreaks(beads, source: source, target: target) }
        let confidences = BeadEvidence.of(beads: beads, source: sp, target: tp, model: model, lexical: evidence)
            .map { $0?.confidence ?? 0 }
        return (beads, confidences)
    }

    /// For windows of the other side's units given per unit, the units of this side whose window
    /// holds each of the other side's `count` units (a range, as the windows are monotone).
    static func inverse(_ windows: [Range<Int>], count: Int) -> [Range<Int>] {
        var lower = [Int](repeating: windows.count, count: count), upper = [Int](repeating: 0, count: count)
        for (i, window) in windows.enumerated() {
            for j in window {
                lower[j] = min(lower[j], i)
                upper[j] = max(upper[j], i + 1)
            }
        }
        return (0..<count).map { lower[$0] < upper[$0] ? lower[$0]..<upper[$0] : 0..<0 }
    }
}
