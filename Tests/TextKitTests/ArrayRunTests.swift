import Testing
import TextKit

/// `Array.firstIndex(ofRun:from:)` against its definition: the first offset where the needle's
/// elements follow each other.
@Suite struct ArrayRunTests {
    @Test func findsTheFirstRunAtOrAfterTheStart() {
        let bytes = Array("オファーのオファー".utf8)
        let needle = Array("オファー".utf8)
        #expect(bytes.firstIndex(ofRun: needle) == 0)
        #expect(bytes.firstIndex(ofRun: needle, from: 1) == Array("オファーの".utf8).count)
        #expect(bytes.firstIndex(ofRun: Array("ファ".utf8)) == 3)
        #expect(bytes.firstIndex(ofRun: Array("ファア".utf8)) == nil)
        #expect(bytes.firstIndex(ofRun: []) == nil)
        #expect(bytes.firstIndex(ofRun: needle, from: bytes.count) == nil)
        #expect([1, 2].firstIndex(ofRun: [1, 2, 3]) == nil)
    }

    @Test func agreesWithASearchByEveryOffset() {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            let haystack = (0..<next(12)).map { _ in next(3) }
            let needle = (0..<(1 + next(3))).map { _ in next(3) }
            let from = next(haystack.count + 1)
            let expected = (from..<max(from, haystack.count)).first { start in
                start + needle.count <= haystack.count && Array(haystack[start..<(start + needle.count)]) == needle
            }
            #expect(haystack.firstIndex(ofRun: needle, from: from) == expected, "\(needle) in \(haystack) from \(from)")
        }
    }
}
