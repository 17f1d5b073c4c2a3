import AlignmentKit
import Foundation

/// Alignment of every ja/zh-Hans pair of the perf corpus, at paragraph and at phrase level, against
/// the same programme with anchors and lexicon switched off (length model only) as the baseline,
/// and, at phrase level, with anchors but without the learned lexicon.
enum AlignBenchmark {
    /// Transcript paragraphs (after `## Transcript`, else every non-empty line) as units.
    static func units(_ text: String, language: String, level: AlignmentLevel) -> [AlignmentUnit] {
        let lines = text.components(separatedBy: "\n")
        let start = (lines.firstIndex(of: "## Transcript").map { $0 + 1 }) ?? 0
        var units: [AlignmentUnit] = []
        var paragraph = 0
        for i in start..<lines.count {
            let line = lines[i].trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let texts = level == .paragraph ? [line] : PhraseSplitter.phrases(in: line, language: language)
            units += texts.map { AlignmentUnit(text: $0, line: i + 1, paragraph: paragraph) }
            paragraph += 1
        }
        return units
    }

    static func run(_ arguments: [String]) throws {
        let jaFiles = try Harness.perfCorpusFiles(language: "ja")
        var pairs: [(ja: String, zh: String)] = []
        for ja in jaFiles {
            let zh = URL(fileURLWithPath: ja.path.replacingOccurrences(of: ".ja.txt", with: ".zh-Hans.txt"))
            guard FileManager.default.fileExists(atPath: zh.path) else { continue }
            pairs.append((try String(contentsOf: ja, encoding: .utf8), try String(contentsOf: zh, encoding: .utf8)))
        }
        let bytes = pairs.reduce(0) { $0 + $1.ja.utf8.count + $1.zh.utf8.count }
        print("perf corpus: \(pairs.count) ja/zh-Hans pairs, \(bytes) bytes")
        for level in AlignmentLevel.allCases {
            let inputs = pairs.map {
                (units($0.ja, language: "ja", level: level), units($0.zh, language: "zh-Hans", level: level))
            }
            let paragraphs = pairs.reduce(0) {
                $0 + units($1.ja, language: "ja", level: .paragraph).count
                    + units($1.zh, language: "zh-Hans", level: .paragraph).count
            }
            var lengthOnly = Aligner()
            lengthOnly.anchorWeight = 0
            lengthOnly.usesLexicon = false
            let baseline = Harness.measure("\(level): length model only (baseline)", runs: 3) {
                for (s, t) in inputs { _ = lengthOnly.align(source: s, target: t) }
            }
            Harness.report(baseline, bytes: bytes)
            var results: [AlignmentResult] = []
            let full = Harness.measure("\(level): anchors + length model", runs: 3) {
                results = inputs.map { Aligner().align(source: $0.0, target: $0.1) }
            }
            Harness.report(full, bytes: bytes)
            if level == .sentence {
                var noLexicon = Aligner()
                noLexicon.usesLexicon = false
                let plain = Harness.measure("\(level): anchors + length model, no lexicon", runs: 3) {
                    for (s, t) in inputs { _ = noLexicon.align(source: s, target: t) }
                }
                Harness.report(plain, bytes: bytes)
                print(String(format: "  lexicon costs %.2f× the time without it", full.median / plain.median))
            }
            print(
                String(
                    format: "  ratio to baseline: %.2f; %.0f paragraphs/s (both sides)", full.median / baseline.median,
                    Double(paragraphs) / full.median))
            // Check: every unit of both sides in exactly one bead, in order; no errors.
            var errors = 0
            for (result, input) in zip(results, inputs) {
                let s = result.beads.flatMap(\.source), t = result.beads.flatMap(\.target)
                if s != Array(0..<input.0.count) || t != Array(0..<input.1.count) { errors += 1 }
            }
            let unitTotal = results.reduce(0) { $0 + $1.sourceCount + $1.targetCount }
            let unaligned = results.reduce(0) { $0 + $1.unalignedSourceCount + $1.unalignedTargetCount }
            let warnings = results.reduce(0) { $0 + $1.diagnostics.count }
            let meanScore =
                results.flatMap(\.beads).filter(\.isLinked).map(\.score).reduce(0, +)
                / Double(max(1, results.reduce(0) { $0 + $1.linkedCount }))
            print(
                String(
                    format: "  %d errors, %d warnings; %d units, %d unaligned (%.1f%%); mean bead score %.2f",
                    errors, warnings, unitTotal, unaligned, 100 * Double(unaligned) / Double(max(1, unitTotal)),
                    meanScore))
        }
    }
}
