import Checks
import Foundation
import FuzzHarness
import GlossaryKit
import Testing

/// The CI slice of the fuzz loop: 30 fixed-seed inputs per reader (`TERMBRIDGE_FUZZ_ITERATIONS` for more). A crash fails the
/// run; the long run (a million inputs and more) is `swift run -c release TermBridgeBenchmarks fuzz`.
@Suite struct FuzzSliceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let targets = Fuzzer.targets(root: root)

    @Test func everyReaderHasSeeds() {
        #expect(Set(Self.targets.map(\.name)) == ["document", "markdown", "tbx", "csv", "manifest", "scenario", "storekit", "appstrings"])
    }

    @Test(arguments: ["document", "markdown", "tbx", "csv", "manifest", "scenario", "storekit", "appstrings"])
    func mutatedInputsNeverCrashTheReader(name: String) throws {
        let target = try #require(Self.targets.first { $0.name == name })
        let inputs = Int(ProcessInfo.processInfo.environment["TERMBRIDGE_FUZZ_ITERATIONS"] ?? "") ?? 30
        let report = Fuzzer.run(target, inputs: inputs, seed: 0x7E_2B_1D6E)
        #expect(report.inputs == inputs)
        print(report.summary)
    }

    /// The app strings target's invariant (a fixed file reads again) is only worth something if the
    /// seeds get fixes: every format's fixture has safe fixes with the bundled glossary.
    @Test(arguments: [
        "Localizable.xcstrings", "ja.lproj/Localizable.strings", "ja.xcloc/Localized Contents/ja.xliff", "po/ja.po",
    ])
    func appStringSeedsGetFixesThatReadBack(name: String) throws {
        let glossary = try TBXReader.read(contentsOf: Self.root.appendingPathComponent("Glossary/storekit-offers.tbx").path).glossary
        let url = Self.root.appendingPathComponent("Tests/LocalizationFormatsTests/Fixtures/PaywallApp").appendingPathComponent(name)
        let bytes = try [UInt8](Data(contentsOf: url))
        #expect(Fuzzer.checkAndFix(bytes, path: name, checker: Checker(glossary: glossary)) > 0)
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
