import Foundation
import Testing
@testable import AlignmentKit

/// Quality of the aligner on the seed session pair against hand-checked gold alignments.
@Suite struct GoldAlignmentTests {
    struct Gold: Decodable {
        struct Paragraph: Decodable {
            var line: Int
            var ja: [String]
            var zh: [String]
            var beads: [GoldBead]
            enum CodingKeys: String, CodingKey { case line, ja, zh = "zh-Hans", beads }
        }
        struct GoldBead: Decodable {
            var ja: [Int]
            var zh: [Int]
            enum CodingKeys: String, CodingKey { case ja, zh = "zh-Hans" }
        }
        var paragraphs: [Paragraph]
    }

    struct Link: Hashable { var paragraph: Int, ja: Int, zh: Int }

    /// Precision, recall and F1 of predicted links against gold links.
    static func scores(predicted: Set<Link>, gold: Set<Link>) -> (precision: Double, recall: Double, f1: Double) {
        let hit = Double(predicted.intersection(gold).count)
        let p = hit / Double(max(1, predicted.count)), r = hit / Double(max(1, gold.count))
        return (p, r, p + r == 0 ? 0 : 2 * p * r / (p + r))
    }

    @Test func phraseAlignmentOfHandCheckedParagraphsReachesTheFloor() throws {
        let url = try #require(Bundle.module.url(forResource: "gold-000-004", withExtension: "json", subdirectory: "Fixtures"))
        let gold = try JSONDecoder().decode(Gold.self, from: Data(contentsOf: url))
        var source: [AlignmentUnit] = [], target: [AlignmentUnit] = []
        var sourceOffset: [Int] = [], targetOffset: [Int] = []
        var goldLinks = Set<Link>()
        for (p, paragraph) in gold.paragraphs.enumerated() {
            sourceOffset.append(source.count); targetOffset.append(target.count)
            source += paragraph.ja.map { AlignmentUnit(text: $0, line: paragraph.line, paragraph: p) }
            target += paragraph.zh.map { AlignmentUnit(text: $0, line: paragraph.line, paragraph: p) }
            for bead in paragraph.beads {
                for j in bead.ja { for z in bead.zh { goldLinks.insert(Link(paragraph: p, ja: j, zh: z)) } }
            }
        }
        let result = Aligner().align(source: source, target: target)
        var predicted = Set<Link>()
        for bead in result.beads where bead.isLinked {
            for s in bead.source {
                for t in bead.target {
                    let p = source[s].paragraph
                    predicted.insert(Link(paragraph: p, ja: s - sourceOffset[p], zh: t - targetOffset[target[t].paragraph]))
                }
            }
        }
        let s = Self.scores(predicted: predicted, gold: goldLinks)
        print("phrase alignment vs gold (\(gold.paragraphs.count) paragraphs, \(goldLinks.count) links): precision \(s.precision), recall \(s.recall), F1 \(s.f1)")
        #expect(s.f1 >= GoldAlignmentTests.phraseFloor)
    }

    /// The F1 floor the aligner currently reaches on the phrase gold (measured, see README).
    static let phraseFloor = 0.74

    @Test func paragraphAlignmentOfTheSeedTranscriptIsExact() throws {
        let ja = try SeedPair.units(SeedPair.japanesePath, language: "ja", level: .paragraph)
        let zh = try SeedPair.units(SeedPair.chinesePath, language: "zh-Hans", level: .paragraph)
        // Gold: the two session pages render the same subtitles paragraph for paragraph, so
        // paragraph k of one corresponds to paragraph k of the other (checked by reading).
        #expect(ja.count == 123 && zh.count == 123)
        let result = Aligner().align(source: ja, target: zh)
        let predicted = Set(result.beads.filter(\.isLinked).flatMap { b in b.source.flatMap { s in b.target.map { Link(paragraph: 0, ja: s, zh: $0) } } })
        let gold = Set((0..<123).map { Link(paragraph: 0, ja: $0, zh: $0) })
        let s = Self.scores(predicted: predicted, gold: gold)
        print("paragraph alignment vs gold (123 paragraphs): precision \(s.precision), recall \(s.recall), F1 \(s.f1)")
        #expect(s.f1 >= 0.99)
    }

    @Test func paragraphAlignmentSurvivesADroppedParagraph() throws {
        let ja = try SeedPair.units(SeedPair.japanesePath, language: "ja", level: .paragraph)
        var zh = try SeedPair.units(SeedPair.chinesePath, language: "zh-Hans", level: .paragraph)
        zh.remove(at: 68)  // the longest paragraph (1352 characters)
        let result = Aligner().align(source: ja, target: zh)
        #expect(result.unalignedSourceCount >= 1)
        let correct = result.beads.filter { $0.source.count == 1 && $0.target.count == 1 && ($0.target[0] == $0.source[0] || $0.target[0] == $0.source[0] - 1) && $0.source[0] != 68 }
        #expect(correct.count >= 118)
    }
}
