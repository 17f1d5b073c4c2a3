import Testing
import TextKit

@testable import AlignmentKit

/// `TermBytes` finds a side's terms in a phrase in one pass; it must find exactly the
/// terms a byte search of each term finds.
@Suite struct AnchorTermBytesTests {
    @Test func findsWhatSearchingEveryTermFinds() {
        var random = SeededGenerator(seed: 11)
        let pieces = ["オファー", "サブスクリプション", "优惠", "订阅", "App Store", "a", "ID", "価格", "价", "iCloud", "プ", "ー", "s"]
        // Terms of one to three pieces (one-byte terms included), some repeated.
        let terms = (0..<60).map { _ in
            (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
        }
        let index = TermBytes(terms.map { Array($0.utf8) })
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
                .joined(separator: Bool.random(using: &random) ? "" : " ")
            let bytes = Array(text.utf8)
            let expected = terms.indices.filter { bytes.firstIndex(ofRun: Array(terms[$0].utf8)) != nil }
            let got = bytes.withUnsafeBufferPointer { index.occurring(in: $0) }
            #expect(got == expected, "\(text)")
        }
    }

    @Test func termPairsBecomeSharedAnchors() {
        var extractor = AnchorExtractor(termPairs: [("オファー", "优惠"), ("サブスクリプション", "订阅")])
        let ja = extractor.profile(of: "サブスクリプションのオファーを作成します", isSource: true)
        let zh = extractor.profile(of: "创建订阅优惠", isSource: false)
        let other = extractor.profile(of: "创建优惠", isSource: false)
        #expect(Set(ja.strong).intersection(zh.strong).count == 2)
        #expect(Set(ja.strong).intersection(other.strong).count == 1)
    }
}
