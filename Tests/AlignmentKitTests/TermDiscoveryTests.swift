import Testing

@testable import AlignmentKit

@Suite struct TermDiscoveryTests {
    @Test func katakanaRunsStayWholeAndStopWordsAreDropped() {
        let ja = TermCandidateExtractor(language: "ja").candidates(in: "ウィンバックオファーを設定する場合")
        #expect(ja.contains("ウィンバックオファー"))
        #expect(!ja.contains("場合"))
        #expect(!ja.contains { $0.hasPrefix("ウィン") && $0 != "ウィンバックオファー" && !$0.contains("オファー") })
        let zh = TermCandidateExtractor(language: "zh-Hans").candidates(in: "我们的赢回优惠")
        #expect(!zh.contains("我们"))
    }

    @Test func competitiveLinkingPairsEachTermOnce() {
        let segments = [
            ("ウィンバックオファーを設定", "设置赢回优惠"),
            ("ウィンバックオファーの価格", "赢回优惠的价格"),
            ("ウィンバックオファーを作成", "创建赢回优惠"),
            ("価格を設定", "设置价格"),
            ("価格の変更", "更改价格"),
        ].map { (japanese: $0.0, chinese: $0.1) }
        let found = TermDiscovery().discover(segments: segments, top: 10)
        let pairs = Dictionary(found.map { ($0.ja, $0.zhHans) }, uniquingKeysWith: { a, _ in a })
        #expect(pairs["ウィンバックオファー"] == "赢回优惠")
        #expect(pairs["価格"] == "价格")
        #expect(Set(found.map(\.zhHans)).count == found.count)
    }

    @Test func knownPairsAreNotProposed() {
        let segments = Array(repeating: (japanese: "ウィンバックオファーの価格", chinese: "赢回优惠的价格"), count: 3)
        let found = TermDiscovery(knownPairs: [(ja: "ウィンバックオファー", zh: "赢回优惠")]).discover(segments: segments, top: 10)
        #expect(!found.contains { $0.ja == "ウィンバックオファー" || $0.zhHans == "赢回优惠" })
    }

    @Test func katakanaResemblingALatinTokenFillsEnglish() {
        #expect(TermDiscovery.soundSimilarity("toranzakushon", "transaction") >= 0.75)
        #expect(TermDiscovery.soundSimilarity("puran", "Premium") < 0.75)
    }

    @Test func parenthesisedEnglishGlossIsAttachedToTheTermBeforeIt() {
        let glosses = TermDiscovery.parenthesisedGlosses(["詳しくは「サブスクリプションオファー（Subscription offers）」を参照"])
        #expect(glosses["サブスクリプションオファー"] == "Subscription offers")
    }
}
