import Foundation
import GlossaryKit
import TextKit

/// `TermMatcher` over the perf corpus with 5,000 terms, against ripgrep (`rg -j1 -F
/// --count-matches -f terms.txt`) measured in the same run.
///
/// The terms are the glossary's (every `Glossary/*.tbx`, else the test fixture) plus words and
/// CJK n-grams harvested from the perf corpus, the most frequent first, until there are 5,000.
///
/// Measures the build, the separate path (`MatchKey`, then `matches(in:original:)`) and its parts,
/// the fused `matches(in:)` and its fold alone, ICU's NFKC_Casefold and ripgrep, after checking
/// that the fused and separate paths agree match for match on every file. Flags:
/// `--scan-only` stops after the scans of pre-folded keys; `--verify` only runs that check;
/// `--terms-cache FILE` keeps the harvested terms between runs; `--profile N`,
/// `--profile-separate N`, `--profile-fold N`, `--profile-build N` only repeat one path N times
/// (for `perf` or `valgrind`), printing thread CPU times.
enum TermMatcherBenchmark {
    static let termCount = 5000

    static func run(_ arguments: [String]) throws {
        let files = try Harness.perfCorpusFiles()
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        print("perf corpus: \(texts.count) files, \(bytes) bytes")

        var glossary = try loadGlossary()
        let glossaryOnly = glossary
        var seen = Set(glossary.concepts.flatMap { $0.terms.values.flatMap { $0.map(\.text) } })
        let glossaryTerms = seen.count
        // `--terms-cache FILE` keeps the harvested terms (language TAB text per line) for quick re-runs under a profiler.
        var harvested: [(language: String, text: String)]
        let cacheIndex = arguments.firstIndex(of: "--terms-cache")
        let cache = cacheIndex.flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        if let cache, let saved = try? String(contentsOfFile: cache, encoding: .utf8) {
            harvested = saved.split(separator: "\n").map {
                let parts = $0.split(separator: "\t", maxSplits: 1)
                return (String(parts[0]), String(parts[1]))
            }
        } else {
            harvested = harvest(texts, excluding: seen, count: termCount - seen.count)
            if let cache { try Data(harvested.map { "\($0.language)\t\($0.text)\n" }.joined().utf8).write(to: URL(fileURLWithPath: cache)) }
        }
        for (index, term) in harvested.enumerated() {
            seen.insert(term.text)
            glossary.concepts.append(Concept(id: "harvested-\(index)", terms: [term.language: [Term(term.text)]]))
        }
        let terms = glossary.concepts.flatMap { $0.terms.values.flatMap { $0.map(\.text) } }
        print("terms: \(terms.count) (\(glossaryTerms) from the glossary)")

        let profiling = arguments.contains { $0.hasPrefix("--profile") }
        var matcher: TermMatcher?
        let build = Harness.measure("build automaton (fold 5,000 terms + compile)", runs: profiling ? 1 : 9, warmup: profiling ? 0 : 1) {
            matcher = TermMatcher(glossary: glossary)
        }
        Harness.report(build)
        let m = matcher!
        print("  states \(m.stateCount), alphabet \(m.alphabetSize), patterns \(m.patterns.count) (with plurals)")

        if arguments.contains("--verify") {
            verifyFusedPath(m, glossary: glossary, texts: texts, files: files)
            return
        }
        if let index = arguments.firstIndex(of: "--profile"), index + 1 < arguments.count {
            // Only the end-to-end path, for a profiler: `--profile N` runs it N times (`--profile-separate N`: the separate path).
            // Prints the minimum and median thread CPU time per run.
            var n = 0
            profileThreadCPU(runs: Int(arguments[index + 1]) ?? 1, counting: "matches", { n }) {
                for text in texts { n += m.matches(in: text).count }
            }
            return
        }
        if let index = arguments.firstIndex(of: "--profile-build"), index + 1 < arguments.count {
            var n = 0
            for _ in 0..<(Int(arguments[index + 1]) ?? 1) { n &+= TermMatcher(glossary: glossary).stateCount }
            print("states: \(n)")
            return
        }
        if let index = arguments.firstIndex(of: "--profile-fold"), index + 1 < arguments.count {
            var n = 0
            profileThreadCPU(runs: Int(arguments[index + 1]) ?? 1, counting: "units", { n }) {
                for text in texts { MatchKey.forEachWindow(of: text, overlap: 64) { n &+= $0.units.count } }
            }
            return
        }
        if let index = arguments.firstIndex(of: "--profile-separate"), index + 1 < arguments.count {
            var n = 0
            for _ in 0..<(Int(arguments[index + 1]) ?? 1) {
                for text in texts { n += m.matches(in: MatchKey(text), original: Array(text.utf16)).count }
            }
            print("matches: \(n)")
            return
        }
        var keys: [MatchKey] = []
        var originals: [[UInt16]] = []
        let fold = Harness.measure("MatchKey fold of the corpus (exact)", runs: 5) {
            keys = texts.map { MatchKey($0) }
        }
        Harness.report(fold, bytes: bytes)
        let utf16 = Harness.measure("UTF-16 copy of the corpus", runs: 5) {
            originals = texts.map { Array($0.utf16) }
        }
        Harness.report(utf16, bytes: bytes)
        var count = 0
        let scan = Harness.measure("automaton scan (pre-folded keys, dense table: \(m.usesDenseTable))", runs: 7) {
            count = 0
            for (key, original) in zip(keys, originals) { count += m.count(in: key, original: original) }
        }
        Harness.report(scan, bytes: bytes)
        print("  matches: \(count)")
        // The machine is shared: thread CPU time shows the scan's cost without waiting for a core.
        var cpu: [Double] = []
        for _ in 0..<5 {
            let start = threadCPUSeconds()
            for (key, original) in zip(keys, originals) { _ = m.count(in: key, original: original) }
            cpu.append(threadCPUSeconds() - start)
        }
        let cpuMedian = cpu.sorted()[cpu.count / 2]
        print(String(format: "  scan thread CPU time: median %.1f ms, %.1f MB/s", cpuMedian * 1000, Double(bytes) / 1e6 / cpuMedian))
        let small = TermMatcher(glossary: glossaryOnly)
        var smallCount = 0
        let smallScan = Harness.measure("automaton scan, glossary terms only (\(small.patterns.count) patterns)", runs: 7) {
            smallCount = 0
            for (key, original) in zip(keys, originals) { smallCount += small.count(in: key, original: original) }
        }
        Harness.report(smallScan, bytes: bytes)
        print("  matches: \(smallCount), dense table: \(small.usesDenseTable)")
        let sparse = TermMatcher(patterns: m.patterns, denseTable: false)
        var sparseBuild: TermMatcher?
        let sparseBuildTime = Harness.measure("build, sparse only (no complete table)", runs: 9) {
            sparseBuild = TermMatcher(patterns: m.patterns, denseTable: false)
        }
        Harness.report(sparseBuildTime)
        _ = sparseBuild
        let sparseScan = Harness.measure("automaton scan (pre-folded keys, sparse edges)", runs: 7) {
            var n = 0
            for (key, original) in zip(keys, originals) { n += sparse.count(in: key, original: original) }
            precondition(n == count)
        }
        Harness.report(sparseScan, bytes: bytes)
        if arguments.contains("--scan-only") { return }
        if let layout = m.fusedLayoutDescription { print("fused layout: \(layout)") }
        verifyFusedPath(m, glossary: glossary, texts: texts, files: files)
        let icu = Harness.measure("ICU NFKC_Casefold of the corpus (baseline)", runs: 3) {
            for text in texts { _ = text.normalized(.nfkcCasefold) }
        }
        Harness.report(icu, bytes: bytes)
        let separate = Harness.measure("separate path: MatchKey + UTF-16 copy + matches(in:original:)", runs: 5) {
            var n = 0
            for text in texts {
                n += m.matches(in: MatchKey(text), original: Array(text.utf16)).count
            }
            precondition(n == count)
        }
        Harness.report(separate, bytes: bytes)
        let windows = Harness.measure("fold alone, by windows (MatchKey.forEachWindow, no scan)", runs: 5) {
            var n = 0
            for text in texts {
                MatchKey.forEachWindow(of: text, overlap: 64) { n &+= Int($0.units.last ?? 0) }
            }
            precondition(n != 42)
        }
        Harness.report(windows, bytes: bytes)
        let whole = Harness.measure("end to end: matches(in: text) (fused)", runs: 7) {
            var n = 0
            for text in texts { n += m.matches(in: text).count }
            precondition(n == count)
        }
        Harness.report(whole, bytes: bytes)
        // The machine is shared and its speed drifts: the two paths alternate run by run, timed by
        // thread CPU time, and the ratio is taken per pair.
        var pairs: [(separate: Double, fused: Double)] = []
        for _ in 0..<7 {
            var start = threadCPUSeconds()
            for text in texts { _ = m.matches(in: MatchKey(text), original: Array(text.utf16)) }
            let separateTime = threadCPUSeconds() - start
            start = threadCPUSeconds()
            for text in texts { _ = m.matches(in: text) }
            pairs.append((separateTime, threadCPUSeconds() - start))
        }
        let separateCPU = pairs.map(\.separate).sorted()[pairs.count / 2]
        let fusedCPU = pairs.map(\.fused).sorted()[pairs.count / 2]
        let pairedRatio = pairs.map { $0.fused / $0.separate }.sorted()[pairs.count / 2]
        print(String(format: "  thread CPU, alternating: separate median %.1f ms (%.1f MB/s), fused median %.1f ms (%.1f MB/s, best %.1f ms = %.1f MB/s), fused/separate %.2f",
            separateCPU * 1000, Double(bytes) / 1e6 / separateCPU, fusedCPU * 1000, Double(bytes) / 1e6 / fusedCPU,
            pairs.map(\.fused).min()! * 1000, Double(bytes) / 1e6 / pairs.map(\.fused).min()!, pairedRatio))

        let termsFile = FileManager.default.temporaryDirectory.appendingPathComponent("termbridge-terms-\(getpid()).txt")
        try Data((terms.joined(separator: "\n") + "\n").utf8).write(to: termsFile)
        defer { try? FileManager.default.removeItem(at: termsFile) }
        guard let rg = which("rg") else {
            print("ripgrep: not installed (apt-get install -y ripgrep)")
            return
        }
        var rgOutput = ""
        let ripgrep = try Harness.measure("ripgrep -j1 -F --count-matches -f terms.txt", runs: 5) {
            rgOutput = try runProcess(rg, ["-j1", "-F", "--no-filename", "--count-matches", "-f", termsFile.path] + files.map(\.path))
        }
        Harness.report(ripgrep, bytes: bytes)
        let rgCount = rgOutput.split(separator: "\n").compactMap { Int($0) }.reduce(0, +)
        print("  matches: \(rgCount) (case-sensitive, no folding, no word boundaries)")
        print(String(format: "ratios (wall medians, same run): fused/separate %.2f; fused/ripgrep %.2f; separate/ripgrep %.2f; scan of pre-folded keys/ripgrep %.2f; fused/ICU NFKC_Casefold %.2f",
            whole.median / separate.median, whole.median / ripgrep.median, separate.median / ripgrep.median, scan.median / ripgrep.median,
            whole.median / icu.median))
    }

    /// Checks every match, not just the count, of the fused path against the separate path on
    /// every file, in both strengths.
    static func verifyFusedPath(_ m: TermMatcher, glossary: Glossary, texts: [String], files: [URL]) {
        let loose = TermMatcher(glossary: glossary, strength: .loose)
        for matcher in [m, loose] {
            for (text, file) in zip(texts, files) {
                let separate = matcher.matches(in: MatchKey(text, strength: matcher.strength), original: Array(text.utf16))
                precondition(matcher.matches(in: text) == separate, "fused and separate paths differ on \(file.lastPathComponent)")
            }
        }
        print("  fused == separate, match for match, on all \(texts.count) files (exact and loose)")
    }

    static func loadGlossary() throws -> Glossary {
        let folder = URL(fileURLWithPath: "Glossary")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tbx") }.sorted()
        if !names.isEmpty {
            return Glossary.merged(try names.map { try TBXReader.read(contentsOf: folder.appendingPathComponent($0).path).glossary })
        }
        return try TBXReader.read(contentsOf: "Tests/GlossaryKitTests/Fixtures/winback.tbx").glossary
    }

    /// Frequent English words (4+ letters) and CJK n-grams (2–6 units within a Han/katakana run),
    /// a third of the budget per language, deterministic.
    static func harvest(_ texts: [String], excluding: Set<String>, count: Int) -> [(language: String, text: String)] {
        var english: [String: Int] = [:]
        var ja: [String: Int] = [:]
        var zh: [String: Int] = [:]
        for text in texts {
            let isZh = text.unicodeScalars.contains { $0.value == 0x7684 } && !text.unicodeScalars.contains { $0.value == 0x306E }
            for run in ScriptRun.runs(in: text) {
                switch run.script {
                case .latin:
                    for word in run.text.split(whereSeparator: { !$0.isLetter }) where word.count >= 4 {
                        english[String(word), default: 0] += 1
                    }
                case .han, .katakana:
                    let chars = Array(run.text)
                    guard chars.count >= 2 else { continue }
                    for n in 2...min(6, chars.count) {
                        for start in 0...(chars.count - n) where start % 2 == 0 {
                            let gram = String(chars[start..<start + n])
                            if isZh { zh[gram, default: 0] += 1 } else { ja[gram, default: 0] += 1 }
                        }
                    }
                default: break
                }
            }
        }
        func top(_ table: [String: Int], _ k: Int) -> [String] {
            table.filter { !excluding.contains($0.key) }.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .prefix(k).map(\.key)
        }
        let third = count / 3
        var result = top(english, third).map { ("en", $0) } + top(ja, third).map { ("ja", $0) }
        var used = Set(result.map(\.1))
        for gram in top(zh, count) where result.count < count && !used.contains(gram) {
            used.insert(gram)
            result.append(("zh-Hans", gram))
        }
        return result
    }

    static func threadCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static func runProcess(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs `body` `runs` times and prints the count `total()` reached and the minimum and median
    /// thread CPU time per run (for profiling one path at a time).
    static func profileThreadCPU(runs: Int, counting what: String, _ total: () -> Int, _ body: () -> Void) {
        var cpu: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = threadCPUSeconds()
            body()
            cpu.append(threadCPUSeconds() - start)
        }
        cpu.sort()
        print("\(what): \(total()), " + String(format: "thread CPU per run: min %.1f ms, median %.1f ms", cpu[0] * 1000, cpu[cpu.count / 2] * 1000))
    }
}
