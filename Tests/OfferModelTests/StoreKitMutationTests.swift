import Foundation
import Testing
@testable import OfferModel

/// A seeded, deterministic slice of mutated `.storekit` and scenario files: each one either loads or
/// is refused with a located `ModelError` whose location names the file; none may crash or hang.
struct StoreKitMutationTests {
    /// SplitMix64: the same inputs on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let tokens: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "null", "true", "-0.5e9", "\u{2063}", "\u{0}",
                                    "99999999999999999999", "\"P9223372036854775807D\"", "\u{FEFF}"].map { Array($0.utf8) }

    static func mutate(_ bytes: [UInt8], using g: inout Generator) -> [UInt8] {
        var out = bytes
        for _ in 0..<Int.random(in: 1...4, using: &g) {
            guard !out.isEmpty else { break }
            let at = Int.random(in: 0..<out.count, using: &g)
            switch Int.random(in: 0..<4, using: &g) {
            case 0: out.remove(at: at)
            case 1: out[at] = UInt8.random(in: 0...255, using: &g)
            case 2: out.insert(contentsOf: tokens.randomElement(using: &g)!, at: at)
            default: out = Array(out[..<at])
            }
        }
        return out
    }

    @Test func mutatedStoreKitFilesLoadOrFailWithALocatedError() throws {
        let original = [UInt8](try Data(contentsOf: try fixture("DestinationVideo.storekit")))
        var g = Generator(state: 15)
        var loaded = 0, refused = 0
        for _ in 0..<2_000 {
            let input = Self.mutate(original, using: &g)
            do {
                _ = try StoreKitConfiguration.load(input, file: "m.storekit")
                loaded += 1
            } catch {
                refused += 1
                #expect(error.description.hasPrefix("m.storekit"), "unlocated: \(error)")
            }
        }
        #expect(loaded + refused == 2_000 && refused > 0)
    }

    @Test func mutatedScenariosLoadOrFailWithALocatedError() {
        let original = Array(EligibilityScenarioTests.issueScenario.utf8)
        var g = Generator(state: 16)
        for _ in 0..<2_000 {
            let input = Self.mutate(original, using: &g)
            do {
                _ = try EligibilityScenario.decode(input, file: "m.json")
            } catch {
                #expect(error.description.hasPrefix("m.json") || error.description.hasPrefix("invalid offer configuration"),
                        "unlocated: \(error)")
            }
        }
    }
}
