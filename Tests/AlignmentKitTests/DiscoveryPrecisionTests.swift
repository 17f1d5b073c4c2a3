import Foundation
import Testing

@testable import AlignmentKit

/// Precision of term-pair discovery on the seed session pair, starting from a glossary cut down to
/// 10 concepts, against a hand-judged list of correct pairs.
@Suite struct DiscoveryPrecisionTests {
    static func pairs(_ name: String) throws -> [(ja: String, zh: String)] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Fixtures"))
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map {
                let f = $0.split(separator: "\t"); return (String(f[0]), String(f[1]))
            }
    }

    @Test func topFiftyDiscoveredPairsAreMostlyCorrect() throws {
        let glossary = try Self.pairs("glossary-10-concepts")
        let judged = Set(try Self.pairs("judged-pairs-000-004").map { "\($0.ja)\t\($0.zh)" })
        let ja = try SeedPair.units(SeedPair.japanesePath, language: "ja", level: .sentence)
        let zh = try SeedPair.units(SeedPair.chinesePath, language: "zh-Hans", level: .sentence)
        let result = Aligner(termPairs: glossary.map { ($0.ja, $0.zh) }).align(source: ja, target: zh)
        let segments = result.beads.filter(\.isLinked).map { bead in
            (
                japanese: bead.source.map { ja[$0].text }.joined(separator: " "),
                chinese: bead.target.map { zh[$0].text }.joined(separator: " ")
            )
        }
        let found = TermDiscovery(knownPairs: glossary).discover(segments: segments, top: 50)
        #expect(found.count == 50)
        let correct = found.filter { judged.contains("\($0.ja)\t\($0.zhHans)") }
        let precision = Double(correct.count) / Double(found.count)
        print(
            "discovered pairs: top-\(found.count) precision \(precision); wrong: \(found.filter { !judged.contains("\($0.ja)\t\($0.zhHans)") }.map { "\($0.ja)/\($0.zhHans)" })"
        )
        #expect(precision >= 0.8)
        #expect(!found.contains { glossary.map(\.ja).contains($0.ja) })
    }
}
