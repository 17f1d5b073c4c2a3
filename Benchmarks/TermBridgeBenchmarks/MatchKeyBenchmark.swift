import Foundation
import TextKit

/// Folding throughput of `MatchKey` over the perf corpus, against NFKC_Casefold alone as the baseline.
enum MatchKeyBenchmark {
    static func run(_ arguments: [String]) throws {
        let texts = try Harness.perfCorpusFiles().map { try String(contentsOf: $0, encoding: .utf8) }
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        print("perf corpus: \(texts.count) files, \(bytes) bytes")
        let baseline = Harness.measure("NFKC_Casefold (ICU, whole text)", runs: 5) {
            for text in texts { _ = text.normalized(.nfkcCasefold) }
        }
        Harness.report(baseline, bytes: bytes)
        for strength in MatchKey.Strength.allCases {
            let m = Harness.measure("MatchKey \(strength)", runs: 5) {
                for text in texts { _ = MatchKey(text, strength: strength) }
            }
            Harness.report(m, bytes: bytes)
            print(String(format: "  ratio to baseline: %.2f", m.median / baseline.median))
        }
    }
}
