import Foundation
import FuzzHarness

/// `TermBridgeBenchmarks fuzz [--inputs N] [--seed S] [--only NAME] [--hang-limit SECONDS] [--from I]`: the
/// long fuzz run (Documentation/Reliability.md). N inputs are shared out over the readers in turn;
/// the report gives inputs, time, slowest input and hangs per reader. A crash stops the process
/// with the reader's trap; rerun with the same seed and `--only` to reproduce it.
enum FuzzBenchmark {
    static func run(_ arguments: [String]) throws {
        var inputs = 1_000_000
        var seed: UInt64 = 0x7E_2B_1D6E
        var only: String?
        var hangLimit = 5.0
        var from = 0
        var i = 0
        while i < arguments.count {
            let value = i + 1 < arguments.count ? arguments[i + 1] : ""
            switch arguments[i] {
            case "--inputs": inputs = Int(value) ?? inputs
            case "--seed": seed = UInt64(value) ?? seed
            case "--only": only = value
            case "--hang-limit": hangLimit = Double(value) ?? hangLimit
            // Reads only inputs from I on (each target's sequence is made from its start): with
            // `--only NAME --seed S --inputs I+1`, input I alone.
            case "--from": from = Int(value) ?? from
            default: throw FuzzUsage(message: "unknown argument '\(arguments[i])'")
            }
            i += 2
        }
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let targets = Fuzzer.targets(root: root).filter { only == nil || $0.name == only }
        guard !targets.isEmpty else { throw FuzzUsage(message: "no fuzz target (run from the repository root)") }
        let start = Date()
        var total = 0
        var hangs = 0
        for (index, target) in targets.enumerated() {
            let share = inputs / targets.count + (index < inputs % targets.count ? 1 : 0)
            let report = Fuzzer.run(target, inputs: share, seed: seed &+ UInt64(index), hangLimit: hangLimit, from: from)
            print(report.summary)
            for hang in report.hangs { print("  hang: input \(hang.iteration), \(hang.size) bytes, \(hang.seconds) s") }
            total += report.inputs
            hangs += report.hangs.count
        }
        print("total: \(total) inputs, 0 crashes, \(hangs) hangs, \(Int(Date().timeIntervalSince(start))) s")
    }
}

/// A bad argument of the fuzz benchmark.
struct FuzzUsage: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
