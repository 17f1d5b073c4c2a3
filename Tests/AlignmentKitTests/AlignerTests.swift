import Testing

@testable import AlignmentKit

@Suite struct AlignerTests {
    static func units(_ texts: [String]) -> [AlignmentUnit] {
        texts.enumerated().map { AlignmentUnit(text: $1, line: $0 + 1, paragraph: $0) }
    }

    /// Written prose: a k-k bead of units that each lie in a paragraph of their own on both sides is
    /// cut at the paragraph breaks; a bead with two units of one paragraph, or of another shape, stays.
    @Test func beadsAreCutWhereBothSidesBreakTheirParagraphs() {
        func units(_ paragraphs: [Int]) -> [AlignmentUnit] {
            paragraphs.enumerated().map { AlignmentUnit(text: "u\($0.offset)", line: $0.offset + 1, paragraph: $0.element) }
        }
        let source = units([0, 1, 1, 2, 3, 4, 5]), target = units([0, 1, 2, 3, 3, 4, 5, 6])
        let beads = [
            Bead(source: [0, 1], target: [0, 1], score: 0.9),  // title + sentence, both sides: cut
            Bead(source: [2, 3], target: [2, 3], score: 0.8),  // paragraphs 1|2 against 2|3: cut
            Bead(source: [4], target: [4], score: 0.7),
            Bead(source: [5, 6], target: [5, 6, 7], score: 0.6),  // 2-3: stays
        ]
        let cut = Aligner.splittingAtParagraphBreaks(beads, source: source, target: target)
        #expect(cut.map(\.source) == [[0], [1], [2], [3], [4], [5, 6]])
        #expect(cut.map(\.target) == [[0], [1], [2], [3], [4], [5, 6, 7]])
        #expect(cut.map(\.score) == [0.9, 0.9, 0.8, 0.8, 0.7, 0.6])
        // Two units of one paragraph on one side: the bead is a sentence split differently, kept.
        let oneParagraph = [Bead(source: [1, 2], target: [1, 2], score: 0.5)]
        #expect(Aligner.splittingAtParagraphBreaks(oneParagraph, source: source, target: target) == oneParagraph)
    }

    @Test func extraParagraphOnOneSideBecomesAnUnalignedBead() {
        let ja = Self.units([
            "App Storeのオファーには 3種類あります",
            "iOS 17.2以降の StoreKitで利用できます",
            "この段落は中国語版にはありません 翻訳されていない追加の説明がここに長く続きます",
            "macOS 15.0でも オファーコード利用シートを 提示できます",
        ])
        let zh = Self.units([
            "App Store 中有三种优惠",
            "从 iOS 17.2 开始 StoreKit 中提供了这个新的 API",
            "macOS 15.0 现在 可展示优惠代码兑换表",
        ])
        let result = Aligner().align(source: ja, target: zh)
        let linked = result.beads.filter(\.isLinked).map { [$0.source, $0.target] }
        #expect(linked == [[[0], [0]], [[1], [1]], [[3], [2]]])
        #expect(result.unalignedSourceCount == 1 && result.unalignedTargetCount == 0)
        #expect(result.beads.allSatisfy { (0...1).contains($0.score) })
    }

    @Test func termPairsAnchorOtherwiseUnanchoredUnits() {
        let ja = Self.units(["ウィンバックオファーを設定します", "ユーザーがタップします"])
        let zh = Self.units(["用户点按", "设置赢回优惠"])
        let with = Aligner(termPairs: [("ウィンバックオファー", "赢回优惠"), ("タップ", "点按")]).align(source: ja, target: zh)
        // Crossing order cannot be linked 1-1 monotonically; with both anchors the aligner must not
        // link the first Japanese unit to the first Chinese unit.
        #expect(!with.beads.contains { $0.source == [0] && $0.target == [0] })
    }

    @Test func splitParagraphIsLinkedAsOneToTwo() {
        let ja = Self.units(["StoreKitは offerをトランザクションに含めます RenewalInfo APIでも offerメンバーを利用できます"])
        let zh = Self.units(["StoreKit 会将 offer 包含在交易中", "RenewalInfo API 中也提供 offer 成员"])
        let result = Aligner().align(source: ja, target: zh)
        #expect(result.beads == [Bead(source: [0], target: [0, 1], score: result.beads[0].score)])
    }

    @Test func emptyDocumentLeavesEverythingUnalignedWithADiagnostic() {
        let result = Aligner().align(source: Self.units(["テスト"]), target: [])
        #expect(result.linkedCount == 0 && result.unalignedSourceCount == 1)
        #expect(result.diagnostics == [.emptyDocument("target")])
    }

    @Test func summaryAgainstLongTranscriptKeepsOnlyConfidentPairs() {
        let ja = Self.units(["iOS 18でウィンバックオファーが導入されました"])
        let zhTexts = (0..<40).map { "这是第 \($0) 段很长的文字记录 讲述了许多与摘要无关的细节和内容 用于测试长度差异" }
        let result = Aligner().align(source: ja, target: Self.units(zhTexts))
        #expect(result.diagnostics.contains { if case .lengthMismatch = $0 { return true } else { return false } })
        #expect(result.unalignedTargetCount >= 39)
    }

    @Test func phrasesAreAlignedInsideAlignedParagraphsOnly() {
        let ja = [
            AlignmentUnit(text: "App Storeには", line: 1, paragraph: 0),
            AlignmentUnit(text: "3種類のオファーがあります", line: 1, paragraph: 0),
            AlignmentUnit(text: "macOS 15.0でも", line: 2, paragraph: 1),
            AlignmentUnit(text: "提示できます", line: 2, paragraph: 1),
        ]
        let zh = [
            AlignmentUnit(text: "App Store 中", line: 1, paragraph: 0),
            AlignmentUnit(text: "有三种优惠", line: 1, paragraph: 0),
            AlignmentUnit(text: "macOS 15.0 现在", line: 2, paragraph: 1),
            AlignmentUnit(text: "可展示", line: 2, paragraph: 1),
        ]
        let result = Aligner().align(source: ja, target: zh)
        for bead in result.beads where bead.isLinked {
            #expect(Set(bead.source.map { ja[$0].paragraph }) == Set(bead.target.map { zh[$0].paragraph }))
        }
        #expect(result.linkedCount == 4)
    }
}
