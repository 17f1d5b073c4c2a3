import DocumentParsing
import Foundation
import TextKit

/// Parse throughput over the whole perf corpus, against decoding and splitting lines alone as the
/// baseline (both start from the raw bytes, so the ratio is the cost of the parse itself).
enum ParseBenchmark {
    static func run(_ arguments: [String]) throws {
        let files = try Harness.perfCorpusFiles()
        let contents = try files.map { (name: $0.lastPathComponent, bytes: [UInt8](try Data(contentsOf: $0))) }
        let bytes = contents.reduce(0) { $0 + $1.bytes.count }
        print("perf corpus: \(contents.count) files, \(bytes) bytes")
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
    }
}
