import AlignmentKit

/// The phrase beads around a record, for the parity rules on time-cut subtitle transcripts.
///
/// Subtitle translations are cut by time, condensed, and aligned with less certainty than
/// documentation: the paragraph that a paragraph link pairs with a record holds about a minute of
/// speech, most of it about other things. The rules ask the bead of the record's phrase instead —
/// how sure the aligner is (its score), and what the other side says in that bead and its
/// neighbouring beads (a word near a cue boundary lands in the next bead in the other language).
extension ParallelPair {
    /// The index of the linked bead whose `side` units hold the phrase at `offset` (or the phrase
    /// that starts right after it: phrase spans leave code and markup out), if the phrase is linked.
    /// - Complexity: O(*u* + *b*) for *u* units and *b* beads.
    func linkedBead(at offset: Int, on side: Side) -> Int? {
        let isSource = side.analysis == source.analysis
        guard let unit = side.unitSpans.firstIndex(where: { offset < $0.upperBound }) else { return nil }
        return beads.firstIndex { $0.isLinked && (isSource ? $0.source : $0.target).contains(unit) }
    }

    /// The linked bead that says, on the other side, what `side` has at `offset`: the bead of the
    /// phrase there or, when that phrase is not linked, the nearest linked bead before it (after it,
    /// at the start of the document); nil when the pair links no phrase. Where a finding sends its
    /// reader (with `counterpartSpan(ofBead:radius:from:)`): a paragraph link of time-cut subtitles
    /// chains most of two transcripts together, and its first line is the talk's opening.
    /// - Complexity: O(*u* + *b*) for *u* units and *b* beads.
    func counterpartBead(at offset: Int, on side: Side) -> Int? {
        let isSource = side.analysis == source.analysis
        guard let unit = side.unitSpans.firstIndex(where: { offset < $0.upperBound }) ?? side.unitSpans.indices.last else { return nil }
        var chosen: Int?
        for (index, bead) in beads.enumerated() where bead.isLinked {
            let units = isSource ? bead.source : bead.target
            guard let first = units.first else { continue }
            if units.contains(unit) { return index }
            if first > unit { return chosen ?? index }
            chosen = index
        }
        return chosen
    }

    /// The span, on the side other than `side`, of the linked bead `index` with up to `radius`
    /// linked beads before and after it; nil when none of them has units on that side.
    func counterpartSpan(ofBead index: Int, radius: Int, from side: Side) -> Range<Int>? {
        let isSource = side.analysis == source.analysis
        let other = isSource ? target : source
        var units: [Int] = []
        var taken = 0
        var i = index
        while i >= 0, taken <= radius {
            if beads[i].isLinked {
                units += isSource ? beads[i].target : beads[i].source
                taken += 1
            }
            i -= 1
        }
        taken = 0
        i = index + 1
        while i < beads.count, taken < radius {
            if beads[i].isLinked {
                units += isSource ? beads[i].target : beads[i].source
                taken += 1
            }
            i += 1
        }
        guard !units.isEmpty else { return nil }
        let span = other.span(ofUnits: units)
        return span.isEmpty ? nil : span
    }
}
