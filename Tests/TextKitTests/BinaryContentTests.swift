import Testing

@testable import TextKit

/// Whether decoded UTF-8 looks binary is counted on its bytes: the same answer as counting its scalars.
@Suite struct BinaryContentTests {
    @Test func countingBytesAgreesWithCountingScalars() {
        let pieces: [String] = [
            "a", "\n", "\t", "\r", "\u{1B}", "\u{0}", "\u{1}", "\u{7}", "\u{7F}", "\u{1F}", "订", "サ", "é", "🎁", "\u{85}", " ",
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var binary = 0
        for _ in 0..<4000 {
            // Controls rare or common, so that texts fall on both sides of the 1% line.
            let controlWeight = next(4)
            let text = (0..<(1 + next(300))).map { _ in
                next(100) < controlWeight * 3 ? pieces[4 + next(6)] : pieces[[0, 1, 2, 3, 10, 11, 12, 13, 14, 15][next(10)]]
            }.joined()
            let extra = next(3)
            let expected = TextDecoding.looksBinary(text.unicodeScalars, extraControls: extra)
            #expect(TextDecoding.looksBinary(utf8: Array(text.utf8), extraControls: extra) == expected, "\(Array(text.unicodeScalars))")
            if expected { binary += 1 }
        }
        #expect(binary > 100 && binary < 3900, "both answers are tested: \(binary) of 4000 binary")
    }
}
