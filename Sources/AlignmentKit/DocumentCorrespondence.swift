import Foundation

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
///
/// An English document shares far fewer anchors with its Chinese or Japanese translation than
/// Japanese and Chinese share with each other (no Han characters in common, and a condensed
/// translation drops many of the numbers and names), so its translations score lower: perf corpus
/// en → zh-Hans median 0.75, 5th percentile 0.51, against at most 0.28 for a session's English and
/// another session's translation. Pairs with English on one side are judged against a lower
/// threshold (`englishThreshold`).
public struct DocumentCorrespondence: Sendable, Equatable {
    /// Share of characters in beads that agree better than chance, in [0, 1].
    public var score: Double
    /// Paragraph beads with anchors the score was computed from.
    public var beadCount: Int
    /// The score below which these two documents are reported as not corresponding.
    public var threshold: Double = Self.threshold

    /// Below this score two documents without English are reported as not corresponding.
    public static let threshold = 0.6
    /// Below this score two documents, one of them English, are reported as not corresponding.
    public static let englishThreshold = 0.4

    /// The threshold for documents in these two languages.
    public static func threshold(source: String, target: String) -> Double {
        func english(_ language: String) -> Bool { language == "en" || language.hasPrefix("en-") }
        return english(source) || english(target) ? englishThreshold : threshold
    }
    /// Fewer linked paragraph beads with anchors than this give no score.
    static let minimumBeads = 4
    /// Paragraph pairs at least this many beads apart measure the chance agreement.
    static let minimumDistance = 3

    public var corresponds: Bool { score >= threshold }

    /// The correspondence of paragraph beads over merged paragraph profiles, nil when the documents
    /// are too short to tell.
    ///
    /// - Complexity: O(b · c) agreements for b beads and c ≤ 16 chance partners per bead.
    static func measure(
        beads: [Bead], source: [UnitProfile], target: [UnitProfile], threshold: Double = Self.threshold
    ) -> DocumentCorrespondence? {
        let linked = beads.filter(\.isLinked)
        guard linked.count >= minimumBeads + minimumDistance else { return nil }
        let sides = linked.map { bead in
            (
                source: UnitProfile.merged(bead.source.map { source[$0] }[...]),
                target: UnitProfile.merged(bead.target.map { target[$0] }[...])
            )
        }
        let weights = AnchorWeights(sides)
        func similarity(_ a: UnitProfile, _ b: UnitProfile) -> Double? { weights.agreement(a, b) }
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
        return DocumentCorrespondence(score: Double(agreeing) / Double(total), beadCount: counted, threshold: threshold)
    }
}

/// How much each anchor says about which paragraph translates which, for the correspondence score:
/// an anchor found in many of the aligned paragraph beads (the product a page is about, a word on
/// every line of a transcript) matches far-apart paragraphs as well as aligned ones, so it raises the
/// chance level and hides the agreement of the rarer anchors. Each anchor is weighted by its inverse
/// bead frequency, log(n / df) for n beads, df of them with the anchor on either side.
struct AnchorWeights {
    private var strong: [Int: Double] = [:]
    private var han: [Int: Double] = [:]

    init(_ sides: [(source: UnitProfile, target: UnitProfile)]) {
        var strongCounts: [Int: Int] = [:], hanCounts: [Int: Int] = [:]
        for side in sides {
            for id in UnitProfile.union(side.source.strong, side.target.strong) { strongCounts[id, default: 0] += 1 }
            for id in UnitProfile.union(side.source.han, side.target.han) { hanCounts[id, default: 0] += 1 }
        }
        let n = Double(sides.count)
        strong = strongCounts.mapValues { log(n / Double($0)) }
        han = hanCounts.mapValues { log(n / Double($0)) }
    }

    /// The weighted Dice coefficient of the two profiles' anchors (Han characters at
    /// `UnitProfile.hanWeight`), nil when neither has an anchor of any weight.
    func agreement(_ a: UnitProfile, _ b: UnitProfile) -> Double? {
        let strongPart = Self.dice(a.strong, b.strong, strong)
        let hanPart = Self.dice(a.han, b.han, han)
        let total = strongPart.total + UnitProfile.hanWeight * hanPart.total
        guard total > 0 else { return nil }
        return 2 * (strongPart.shared + UnitProfile.hanWeight * hanPart.shared) / total
    }

    /// The summed weight of both sorted id lists, and of the ids they share.
    private static func dice(_ a: [Int], _ b: [Int], _ weights: [Int: Double]) -> (shared: Double, total: Double) {
        var i = 0, j = 0, shared = 0.0, total = 0.0
        // Every id is counted: chance pairings only combine the beads' own sides.
        func weight(_ id: Int) -> Double { weights[id] ?? 0 }
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                total += weight(a[i]); i += 1
            } else if i == a.count || b[j] < a[i] {
                total += weight(b[j]); j += 1
            } else {
                let w = weight(a[i])
                shared += w; total += 2 * w; i += 1; j += 1
            }
        }
        return (shared, total)
    }
}
