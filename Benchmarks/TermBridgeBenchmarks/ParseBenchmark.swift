import DocumentParsing
import Foundation
import Synchronization
import TextKit

/// Parse throughput over the whole perf corpus, against decoding and splitting lines alone as the
/// baseline (both start from the raw bytes, so the ratio is the cost of the parse itself).
/// Then the same over subtitle files (`TERMBRIDGE_SUBTITLE_FILES`, a folder of `.vtt`/`.srt` files) when
/// it is set, and over the Markdown pages of the real corpus (`TERMBRIDGE_REAL_CORPUS`, default
/// `../shared/real-corpus`) when it is there: documentation, not subtitles, parses at another speed.
enum ParseBenchmark {
    static func run(_ arguments: [String]) throws {
        let files = try Harness.perfCorpusFiles()
        try measure("perf corpus", try files.map { (name: $0.lastPathComponent, bytes: [UInt8](try Data(contentsOf: $0))) })
        // Subtitle files (WebVTT, SubRip) in the folder `TERMBRIDGE_SUBTITLE_FILES` names, when it is set.
        if let folder = ProcessInfo.processInfo.environment["TERMBRIDGE_SUBTITLE_FILES"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasSuffix(".vtt") || $0.hasSuffix(".srt") }.sorted()
            let url = URL(fileURLWithPath: folder)
            try measure("subtitle files", try names.map { (name: $0, bytes: [UInt8](try Data(contentsOf: url.appendingPathComponent($0)))) })
        }
        let real = URL(fileURLWithPath: ProcessInfo.processInfo.environment["TERMBRIDGE_REAL_CORPUS"] ?? "../shared/real-corpus")
        guard let walker = FileManager.default.enumerator(atPath: real.path) else {
            print("no real corpus at \(real.path): Markdown pages not measured")
            return
        }
        let pages = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") && $0.contains("/") }.sorted()
        // The file's path as `build` gives it: the page's folder holds the language tag.
        try measure("real corpus Markdown pages", try pages.map { (name: $0, bytes: [UInt8](try Data(contentsOf: real.appendingPathComponent($0)))) })
    }

    static func measure(_ label: String, _ contents: [(name: String, bytes: [UInt8])]) throws {
        let bytes = contents.reduce(0) { $0 + $1.bytes.count }
        print("\(label): \(contents.count) files, \(bytes) bytes")
        let baseline = try Harness.measure("decode + split lines (baseline)", runs: 5) {
            var lines = 0
            for file in contents {
                let text = try TextDecoding.decode(file.bytes, source: file.name).text
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
            }
            precondition(lines > 0)
        }
        Harness.report(baseline, bytes: bytes)
        var segments = 0
        let parse = Harness.measure("DocumentParser.parse (all records)", runs: 5) {
            segments = 0
            for file in contents {
                segments += DocumentParser.parse(bytes: file.bytes, source: file.name).segments.count
            }
        }
        Harness.report(parse, bytes: bytes)
        print("  \(segments) segments per run")
        print(String(format: "  ratio to baseline: %.2f", parse.median / baseline.median))
        // What `build` does: one document per task, spread over the cores, largest first.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let order = contents.indices.sorted { contents[$0].bytes.count > contents[$1].bytes.count }
        let parallel = Harness.measure("DocumentParser.parse, documents over \(cores) cores", runs: 5) {
            let counts = Mutex([Int](repeating: 0, count: contents.count))
            DispatchQueue.concurrentPerform(iterations: order.count) { k in
                let file = contents[order[k]]
                let n = DocumentParser.parse(bytes: file.bytes, source: file.name).segments.count
                counts.withLock { $0[order[k]] = n }
            }
            precondition(counts.withLock { $0.reduce(0, +) } == segments)
        }
        Harness.report(parallel, bytes: bytes)
        print(String(format: "  speed-up over one core: %.2f", parse.median / parallel.median))
    }
}
