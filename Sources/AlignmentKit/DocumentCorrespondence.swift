/// How far two documents are translations of each other, from their paragraph alignment.
///
/// An aligner always finds some alignment, even between two unrelated texts: length alone pairs
/// paragraphs. What sets translations apart is that aligned paragraphs share more anchors (numbers,
/// Latin tokens, term pairs, folded Han characters) than paragraphs far apart in the same two
/// documents do. The chance level is measured on the documents themselves (paragraph pairs at
/// least `minimumDistance` beads apart), so a topic both documents share does not count.
///
/// `score` is the share of characters, in paragraph beads with any anchor, whose beads agree above
/// the 90th percentile of chance; translations score near 1 (perf corpus ja ↔ zh-Hans: 0.9 or more),
/// unrelated documents near 0.1, two editions of a text about the share they have in common.
public struct DocumentCorrespondence: Sendable, Equatable {
    /// Share of characters in beads that agree better than chance, in [0, 1].
    public var score: Double
    /// Paragraph beads with anchors the score was computed from.
    public var beadCount: Int

    /// Below this score two documents are reported as not corresponding.
    public static let threshold = 0.6
    /// Fewer linked paragraph beads with anchors than this give no score.
    static let minimumBeads = 4
    /// Paragraph pairs at least this many beads apart measure the chance agreement.
    static let minimumDistance = 3

    public var corresponds: Bool { score >= Self.threshold }

    /// The correspondence of paragraph beads over merged paragraph profiles, nil when the documents
    /// are too short to tell.
    ///
    /// - Complexity: O(b · c) agreements for b beads and c ≤ 16 chance partners per bead.
    static func measure(beads: [Bead], source: [UnitProfile], target: [UnitProfile]) -> DocumentCorrespondence? {
        let linked = beads.filter(\.isLinked)
        guard linked.count >= minimumBeads + minimumDistance else { return nil }
        let sides = linked.map { bead in
            (
                source: UnitProfile.merged(bead.source.map { source[$0] }[...]),
                target: UnitProfile.merged(bead.target.map { target[$0] }[...])
            )
        }
        func similarity(_ a: UnitProfile, _ b: UnitProfile) -> Double? { UnitProfile.agreement(a, b).similarity }
        var chance: [Double] = []
        let step = max(1, linked.count / 16)
        for k in linked.indices {
            for l in stride(from: k % step, to: linked.count, by: step) where abs(l - k) >= minimumDistance {
                if let value = similarity(sides[k].source, sides[l].target) { chance.append(value) }
            }
        }
        guard !chance.isEmpty else { return nil }
        chance.sort()
        let level = chance[min(chance.count - 1, Int(Double(chance.count) * 0.9))]
        var agreeing = 0, total = 0, counted = 0
        for side in sides {
            guard let value = similarity(side.source, side.target) else { continue }
            let characters = side.source.length + side.target.length
            total += characters
            counted += 1
            if value > level { agreeing += characters }
        }
        guard counted >= minimumBeads, total > 0 else { return nil }
        return DocumentCorrespondence(score: Double(agreeing) / Double(total), beadCount: counted)
    }
}
