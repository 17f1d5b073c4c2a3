// The TermBridge benchmarks. Run from the repository root, in release mode:
//
//     swift run -c release TermBridgeBenchmarks <name>
//
// Each benchmark prints medians over several runs and ratios against a baseline measured in the
// same run. The perf corpus is read from ../shared/perf-corpus (or $TERMBRIDGE_PERF_CORPUS).
import Foundation

let benchmarks: [String: ([String]) throws -> Void] = [
    "matchkey": MatchKeyBenchmark.run,
    "scan-probe": ScanBaselineProbe.run,
    "align": AlignBenchmark.run,
    "matcher": TermMatcherBenchmark.run,
    "parse": ParseBenchmark.run,
    "check": CheckBenchmark.run,
    "fuzz": FuzzBenchmark.run,
    "appstrings": AppStringsBenchmark.run,
    "longline": LongLineBenchmark.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let benchmark = benchmarks[name] else {
    print("usage: TermBridgeBenchmarks <\(benchmarks.keys.sorted().joined(separator: "|"))> [arguments]")
    exit(64)
}
do {
    try benchmark(Array(arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
