import AlignmentKit
import Foundation
import Testing

@testable import TermBridgeCommandLine

/// The perf corpus (`../shared/perf-corpus`: WWDC18 subtitle transcripts and their cue times) next to the
/// package, or nil; the tests that need it are skipped with a message when it is absent.
enum PerfCorpus {
    static let folder: URL? = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            folder = folder.deletingLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/perf-corpus")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("cues").path) { return candidate }
        }
        return nil
    }()

    static func transcript(_ session: String, _ language: String) -> String {
        folder?.appendingPathComponent("wwdc18/wwdc18-\(session).\(language).txt").path ?? ""
    }

    static func cues(_ session: String, _ language: String) throws -> CueTimeline {
        try CueTimeline(path: folder?.appendingPathComponent("cues/wwdc18-\(session).\(language).cues.tsv").path ?? "")
    }
}

/// A fast subset of the alignment benchmark (`align-score --all`, Documentation/Alignment.md): a few
/// sessions whose subtitle paragraphs are cut at different times in the two languages, aligned as
/// `termbridge align` does, must keep their precision against the cue times.
@Suite(.enabled(if: PerfCorpus.folder != nil, "skipping: no ../shared/perf-corpus next to the package"))
struct PerfCorpusAlignmentTests {
    static func measure(_ session: String, level: AlignmentLevel) throws -> (precision: Double, coverage: Double) {
        let (result, s, t, _) = try AlignmentRun.align(
            source: PerfCorpus.transcript(session, "ja"), target: PerfCorpus.transcript(session, "zh-Hans"), level: level)
        let pairs = result.beads.map { bead in
            (
                source: bead.source.map { s.units[$0].text }.joined(separator: " "),
                target: bead.target.map { t.units[$0].text }.joined(separator: " ")
            )
        }
        let source = try PerfCorpus.cues(session, "ja")
        let score = CueTimeline.score(pairs: pairs, source: source, target: try PerfCorpus.cues(session, "zh-Hans"))
        return (Double(score.right) / Double(max(1, score.scored)), Double(score.covered) / Double(source.characterCount))
    }

    /// Before document-wide phrase alignment these sessions were at 0.19–0.31 (sentence level).
    @Test(arguments: [("405", 0.85), ("714", 0.85), ("223", 0.85)])
    func sentencePairsAgreeWithCueTimes(session: String, floor: Double) throws {
        let figures = try Self.measure(session, level: .sentence)
        #expect(figures.precision >= floor, "session \(session): precision \(figures.precision)")
        #expect(figures.coverage >= 0.8, "session \(session): coverage \(figures.coverage)")
    }
}
