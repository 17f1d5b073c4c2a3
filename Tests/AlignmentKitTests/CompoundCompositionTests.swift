import Testing

@testable import AlignmentKit

/// How single-bead term pairs are judged by their parts (``CompoundComposition``) and what that does to
/// `terms discover`'s candidates.
@Suite struct CompoundCompositionTests {
    @Test func aKnownPartAndOnePartLeftOnEachSideCoverMoreThanNoEvidence() {
        var composition = CompoundComposition(pairs: [(ja: "オファー", zh: "优惠")])
        let link = composition.coverage("オファーリンク", "优惠链接")
        #expect(link > 0.65, "\(link)")
        #expect(composition.coverage("オファーリンク", "第一步") < link)
        // Two terms that share nothing: at most 0.5, exactly when their weights agree.
        #expect(composition.coverage("参照名", "第一步") == 0.5)
        #expect(composition.coverage("フィードバックアシスタント", "反馈助理") < 0.5)
    }

    @Test func latinWordsHanCognatesAndTheGenitiveCount() {
        var composition = CompoundComposition(pairs: [(ja: "プロダクト", zh: "产品")])
        #expect(composition.coverage("プロダクトID", "产品 ID") == 1)
        // 以前 and 者 are the same characters; の and 的 weigh nothing; 登録 ⟷ 订阅 is the part left, which
        // counts half.
        #expect(composition.coverage("以前の登録者", "以前的订阅者") == 0.8)
        // 期 is shared; オファー … 間 are left in two places unless オファー ⟷ 优惠 is known.
        var withOffer = CompoundComposition(pairs: [(ja: "オファー", zh: "优惠")])
        #expect(composition.coverage("オファー期間", "优惠期限") < 0.5)
        #expect(withOffer.coverage("オファー期間", "优惠期限") > 0.85)
    }

    /// A known pair is found wherever it starts in a term, among entries that start with the same
    /// character (the entries are looked up by their first character).
    @Test func knownPairsAreFoundAfterTheTermsStart() {
        let pairs = [(ja: "オファー", zh: "优惠"), (ja: "コンテナ", zh: "容器"), (ja: "コード", zh: "代码"), (ja: "代", zh: "代")]
        var composition = CompoundComposition(pairs: pairs)
        #expect(composition.coverage("オファーコード", "优惠代码") == 1)
        #expect(composition.coverage("新しいオファーコード", "新优惠代码") > composition.coverage("新しいオファー", "新优惠代码"))
        var withoutCode = CompoundComposition(pairs: [pairs[0], pairs[1]])
        #expect(withoutCode.coverage("オファーコード", "优惠代码") < 1)
    }

    @Test func partsLeftInTwoPlacesOrOnOneSideAreNotTranslations() {
        var composition = CompoundComposition(pairs: [(ja: "時間", zh: "时间")])
        // 経過 … 件 against 这项 … 求: words of context on both sides, in two places each.
        #expect(composition.coverage("経過時間の要件", "时间这项要求") <= 0.5)
        // `App 中` has nothing on the Japanese side.
        #expect(composition.coverage("処理", "App 中处理") < composition.coverage("処理", "处理"))
    }

    @Test func aSingleBeadPairIsProposedWhenItsPartsTranslate() {
        let repeated = Array(repeating: (japanese: "オファーを作成します", chinese: "创建优惠"), count: 4)
        let once = [(japanese: "オファー期間を設定します", chinese: "设置优惠期限")]
        let found = TermDiscovery(ranking: .termhood).discover(segments: repeated + once, top: 20)
        let pairs = Set(found.map { "\($0.ja)=\($0.zhHans)" })
        #expect(pairs.contains("オファー=优惠"), "\(pairs)")
        #expect(pairs.contains("オファー期間=优惠期限"), "\(pairs)")
        // Anchors for the aligner need two beads.
        #expect(
            !TermDiscovery(ranking: .association).discover(segments: repeated + once, top: 20).contains {
                $0.ja == "オファー期間"
            })
    }
}
