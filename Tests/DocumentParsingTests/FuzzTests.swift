import CorpusModel
import DocumentParsing
import Foundation
import Testing

/// Random bytes and random mutations of the seeds must never crash the parser. CI runs a small,
/// fixed-seed loop; `TERMBRIDGE_FUZZ_ITERATIONS=N` runs a longer one by hand.
@Suite struct FuzzTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static var iterations: Int { Int(ProcessInfo.processInfo.environment["TERMBRIDGE_FUZZ_ITERATIONS"] ?? "") ?? 60 }

    static func mutate(_ bytes: [UInt8], using rng: inout SplitMix) -> [UInt8] {
        var out = bytes
        let fragments: [[UInt8]] = ["{", "}", "(", "//", "-", "\n", "(英語)", "廃止", " - ", "0:00 - ", "iOS 1", "から", "个月", "## Transcript\n", "`", "\"", "\u{FFFD}", "\r\n"].map { Array($0.utf8) }
        for _ in 0..<Int.random(in: 1...12, using: &rng) where !out.isEmpty {
            let at = Int.random(in: 0..<out.count, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: out[at] = UInt8.random(in: 0...255, using: &rng)
            case 1: out.removeSubrange(at..<min(out.count, at + Int.random(in: 1...400, using: &rng)))
            case 2: out.insert(contentsOf: fragments.randomElement(using: &rng)!, at: at)
            case 3:
                let end = min(out.count, at + Int.random(in: 1...200, using: &rng))
                out.insert(contentsOf: out[at..<end], at: Int.random(in: 0...out.count, using: &rng))
            default: out = Array(out.prefix(at))
            }
        }
        return out
    }

    @Test func randomBytesNeverCrash() {
        var rng = SplitMix(state: 0x5EED)
        for _ in 0..<Self.iterations {
            let count = Int.random(in: 0...2_000, using: &rng)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let d = DocumentParser.parse(bytes: bytes, source: "random.bin")
            _ = d.segments.count
        }
    }

    @Test func mutatedSeedsNeverCrash() throws {
        var rng = SplitMix(state: 0xC0FFEE)
        let seeds = try SeedFiles.seeds.map { try [UInt8](Data(contentsOf: SeedFiles.repositoryRoot.appendingPathComponent($0.path))) }
        for iteration in 0..<Self.iterations {
            let seed = seeds[iteration % seeds.count]
            let bytes = Self.mutate(seed, using: &rng)
            for shape in [nil] + DocumentShape.allCases.map(Optional.some) where iteration % 5 == 0 || shape == nil {
                let d = DocumentParser.parse(bytes: bytes, source: "mutated.txt", options: .init(shape: shape))
                for listing in d.codeListings { #expect(listing.code.isEmpty == listing.raw.isEmpty) }
                for segment in d.segments { #expect(!segment.text.isEmpty) }
                for mention in d.apiMentions { #expect(mention.line >= 1 && mention.column >= 1) }
            }
        }
    }
}
