import AlignmentKit

/// The JSON shape of `termbridge align --format json`.
///
/// A 0-1 or 1-0 bead has an empty side: its `text` is "" and its `line` is null.
struct AlignedPairsReport: Encodable {
    struct Side: Encodable {
        var text: String
        var line: Int?

        enum CodingKeys: String, CodingKey { case text, line }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(text, forKey: .text)
            try c.encode(line, forKey: .line)  // explicit null for an empty side
        }
    }
    struct Pair: Encodable {
        var source: Side
        var target: Side
        var score: Double
    }
    struct Summary: Encodable {
        var pairs: Int
        var sourceUnits: Int
        var targetUnits: Int
        var unalignedSourceUnits: Int
        var unalignedTargetUnits: Int
        /// `DocumentCorrespondence.score`, absent when the documents are too short to tell.
        var correspondence: Double?
        var messages: [String]
    }
    var sourceLanguage: String
    var targetLanguage: String
    var level: String
    var pairs: [Pair]
    var summary: Summary

    init(
        result: AlignmentResult, source: [AlignmentUnit], target: [AlignmentUnit],
        sourceLanguage: String, targetLanguage: String, level: AlignmentLevel, messages: [String]
    ) {
        func side(_ indices: [Int], _ units: [AlignmentUnit]) -> Side {
            Side(
                text: PhraseSplitter.joined(indices.map { units[$0].text }), line: indices.first.map { units[$0].line })
        }
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.level = level.rawValue
        pairs = result.beads.map {
            Pair(
                source: side($0.source, source), target: side($0.target, target),
                score: ($0.score * 1000).rounded() / 1000)
        }
        summary = Summary(
            pairs: result.linkedCount, sourceUnits: result.sourceCount, targetUnits: result.targetCount,
            unalignedSourceUnits: result.unalignedSourceCount, unalignedTargetUnits: result.unalignedTargetCount,
            correspondence: result.correspondence.map { ($0.score * 1000).rounded() / 1000 }, messages: messages)
    }
}
