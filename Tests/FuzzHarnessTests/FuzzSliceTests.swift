import Foundation
import FuzzHarness
import Testing

/// The CI slice of the fuzz loop: 30 fixed-seed inputs per reader (`TERMBRIDGE_FUZZ_ITERATIONS` for more). A crash fails the
/// run; the long run (a million inputs and more) is `swift run -c release TermBridgeBenchmarks fuzz`.
@Suite struct FuzzSliceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let targets = Fuzzer.targets(root: root)

    @Test func everyReaderHasSeeds() {
        #expect(Set(Self.targets.map(\.name)) == ["document", "markdown", "tbx", "csv", "manifest", "scenario", "storekit"])
    }

    @Test(arguments: ["document", "markdown", "tbx", "csv", "manifest", "scenario", "storekit"])
    func mutatedInputsNeverCrashTheReader(name: String) throws {
        let target = try #require(Self.targets.first { $0.name == name })
        let inputs = Int(ProcessInfo.processInfo.environment["TERMBRIDGE_FUZZ_ITERATIONS"] ?? "") ?? 30
        let report = Fuzzer.run(target, inputs: inputs, seed: 0x7E_2B_1D6E)
        #expect(report.inputs == inputs)
        print(report.summary)
    }

    @Test func theSameSeedGivesTheSameInputs() throws {
        let target = try #require(Self.targets.first { $0.name == "csv" })
        var first = SplitMix(seed: 42)
        var second = SplitMix(seed: 42)
        for _ in 0..<20 {
            let a = target.mutator.mutate(target.seeds[0], others: target.seeds, window: 512, using: &first)
            let b = target.mutator.mutate(target.seeds[0], others: target.seeds, window: 512, using: &second)
            #expect(a == b)
        }
    }
}
