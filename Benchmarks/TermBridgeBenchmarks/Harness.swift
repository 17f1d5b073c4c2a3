import Foundation

/// Timing for the benchmarks: wall-clock medians over repeated runs, because the machines that run
/// them are noisy. Quote medians and ratios against a baseline measured in the same run.
struct Measurement {
    let name: String
    let seconds: [Double]

    var median: Double {
        let sorted = seconds.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// Megabytes (10^6 bytes) per second at the median.
    func throughput(bytes: Int) -> Double { Double(bytes) / 1_000_000 / median }
}

enum Harness {
    /// Runs `body` `warmup` times unmeasured, then `runs` times measured.
    static func measure(_ name: String, runs: Int = 7, warmup: Int = 1, _ body: () throws -> Void) rethrows
        -> Measurement
    {
        for _ in 0..<warmup { try body() }
        var seconds: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return Measurement(name: name, seconds: seconds)
    }

    /// The perf corpus beside the repository (`../shared/perf-corpus/wwdc18`), or `TERMBRIDGE_PERF_CORPUS`.
    static func perfCorpusFiles(language: String? = nil) throws -> [URL] {
        let env = ProcessInfo.processInfo.environment["TERMBRIDGE_PERF_CORPUS"]
        let folder = URL(fileURLWithPath: env ?? "../shared/perf-corpus/wwdc18")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        return names.filter { language == nil || $0.hasSuffix(".\(language!).txt") }.map { folder.appendingPathComponent($0) }
    }

    static func report(_ m: Measurement, bytes: Int? = nil) {
        var line = "\(m.name): median \(String(format: "%.1f", m.median * 1000)) ms over \(m.seconds.count) runs"
        if let bytes { line += String(format: ", %.1f MB/s", m.throughput(bytes: bytes)) }
        print(line)
    }
}
