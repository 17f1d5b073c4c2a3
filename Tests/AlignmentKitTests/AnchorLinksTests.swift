import Testing

@testable import AlignmentKit

@Suite struct AnchorLinksTests {
    static func profiles(_ texts: [String], source: Bool, _ extractor: inout AnchorExtractor) -> [UnitProfile] {
        texts.map { extractor.profile(of: $0, isSource: source) }
    }

    @Test func phrasesSharingAParagraphUniqueAnchorAreLinked() {
        // ja: [StoreKit 2では] [offerメンバーが追加され] ; zh: [新增 offer 成员] [在 StoreKit 2 中]
        var extractor = AnchorExtractor(termPairs: [])
        let ja = Self.profiles(["StoreKit 2では", "offerメンバーが追加され"], source: true, &extractor)
        let zh = Self.profiles(["新增 offer 成员", "在 StoreKit 2 中"], source: false, &extractor)
        let links = AnchorLinks(source: ja, target: zh)
        // The crossing split cuts every link; the merged bead cuts none.
        #expect(links.cutCount(source: 0..<1, target: 0..<1) > 0)
        #expect(links.cutCount(source: 1..<2, target: 1..<2) > 0)
        #expect(links.cutCount(source: 0..<2, target: 0..<2) == 0)
        // A phrase left without counterpart cuts its links too.
        #expect(links.cutCount(source: 0..<1, target: 0..<0) > 0)
    }

    @Test func anAnchorHeldByTwoPhrasesOfASideLinksNothing() {
        var extractor = AnchorExtractor(termPairs: [])
        let ja = Self.profiles(["App Storeで", "App Storeに表示され"], source: true, &extractor)
        let zh = Self.profiles(["在 App Store 上显示"], source: false, &extractor)
        let links = AnchorLinks(source: ja, target: zh)
        #expect(links.cutCount(source: 0..<1, target: 0..<1) == 0)
        #expect(links.cutCount(source: 1..<2, target: 0..<0) == 0)
    }

    @Test(arguments: [false, true])
    func cutLinksMoveTheSeedGoldsCrossingBeads(learning: Bool) throws {
        let with = try GoldAlignmentTests.phraseScores(learning: learning, set: nil)
        var plain = Aligner()
        plain.usesAnchorLinks = false
        let without = try GoldAlignmentTests.phraseScores(learning: learning, set: nil, aligner: plain)
        print("phrase F1 with anchor links \(with.f1) (P \(with.precision) R \(with.recall)), without \(without.f1) (P \(without.precision) R \(without.recall)), learned pairs: \(learning)")
        // Most crossing groups are also caught by the wide shapes and the cohesion costs; the links
        // add what those miss (+0.003 F1 here, +0.006 with the bundled glossary's anchors).
        #expect(with.f1 > without.f1)
        #expect(with.recall > without.recall)
    }
}

@Suite struct HanNumeralAnchorTests {
    @Test func hanNumeralsBeforeACounterAreNumbers() {
        #expect(AnchorExtractor.hanNumerals(in: "至少三个月") == [3])
        #expect(AnchorExtractor.hanNumerals(in: "过去二十四个月内 两次 十二项") == [24, 2, 12])
        #expect(AnchorExtractor.hanNumerals(in: "App Store 中有三种优惠") == [3])
        #expect(AnchorExtractor.hanNumerals(in: "一百年") == [100])
    }

    @Test func numeralsInsideWordsAndTheArticleAreNot() {
        #expect(AnchorExtractor.hanNumerals(in: "统一的 一些 唯一 一直").isEmpty)
        #expect(AnchorExtractor.hanNumerals(in: "有一个新标签").isEmpty)
        #expect(AnchorExtractor.hanNumerals(in: "三星").isEmpty)
    }

    @Test func aSpelledOutNumberMeetsItsDigits() {
        var extractor = AnchorExtractor(termPairs: [])
        let ja = extractor.profile(of: "少なくとも3か月間", isSource: true)
        let zh = extractor.profile(of: "至少三个月", isSource: false)
        #expect(UnitProfile.agreement(ja, zh).sharedStrong == 1)
    }
}
