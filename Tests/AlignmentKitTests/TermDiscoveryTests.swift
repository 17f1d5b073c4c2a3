import Testing
import TextKit

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
        #expect(LoanwordSound.similarity("toranzakushon", "transaction") >= 0.75)
        #expect(LoanwordSound.similarity("puran", "Premium") < 0.75)
    }

    @Test func parenthesisedEnglishGlossIsAttachedToTheTermBeforeIt() {
        let glosses = TermDiscovery.parenthesisedGlosses(["詳しくは「サブスクリプションオファー（Subscription offers）」を参照"])
        #expect(glosses["サブスクリプションオファー"] == "Subscription offers")
    }

    /// What follows a term in parentheses is its English only when it reads as a name: not code, not
    /// a list of examples, and for a katakana word a word that sounds somewhat like it (the
    /// Kubernetes pages' `データベース(MySQL)`, `証明書(ca.pem)`, `スケジューラー(kube-scheduler)`).
    @Test func parenthesesHoldingCodeOrExamplesAreNoGloss() {
        let glosses = TermDiscovery.parenthesisedGlosses([
            "オペレーターはデータベース(MySQL)を管理します", "ウェブアプリケーション(WordPress)を動かします", "証明書(ca.pem)を作ります", "スケジューラー(kube-scheduler)が動きます",
            "ワークロードリソース(Deployment、ReplicaSet、StatefulSet)を使います", "書き込み操作(create/update/patch/delete)を制限します",
            "サービスアカウント(ServiceAccount)を作ります", "証明書署名要求(CSR)を生成します", "プロビジョニング(Provisioning)の設定",
        ])
        #expect(glosses == ["サービスアカウント": "ServiceAccount", "証明書署名要求": "CSR", "プロビジョニング": "Provisioning"])
    }
}

/// The glossary-oriented candidates and ranking of `terms discover` (``TermDiscovery/Ranking/termhood``).
@Suite struct CompoundDiscoveryTests {
    static func texts(_ text: String, _ language: String) -> [String] {
        TermCandidateExtractor(language: language).compoundCandidates(in: text).map(\.text)
    }

    @Test(arguments: [
        ("オファーの優先度を設定します", "オファーの優先度"),  // over the genitive の, ending in a one-character suffix
        ("XcodeのStoreKitテストを使用して", "StoreKitテスト"),  // a Latin word written against katakana
        ("「都度払い」か「前払い」か", "都度払い"),  // a kana ending inside the noun
        ("「お試しオファー」を提供", "お試しオファー"),  // the prefix お
        ("詳細ページが表示されます", "詳細ページ"),  // a general noun may begin a compound
        ("App Storeのオファーに追加された", "App Storeのオファー"),
    ])
    func japaneseCompoundsAreCandidates(text: String, expected: String) {
        #expect(Self.texts(text, "ja").contains(expected), "\(Self.texts(text, "ja"))")
    }

    @Test(arguments: [
        ("设置 App Store 优惠", "App Store 优惠"),  // Chinese keeps the space around a Latin word
        ("读取优惠 ID 列表", "优惠 ID"),
        ("使用 Xcode 中的 StoreKit 测试功能", "StoreKit 测试功能"),
    ])
    func chineseCompoundsKeepTheSpaceAroundLatinWords(text: String, expected: String) {
        #expect(Self.texts(text, "zh-Hans").contains(expected), "\(Self.texts(text, "zh-Hans"))")
    }

    @Test func phrasesAndLoneGeneralWordsAreNotCandidates() {
        let zh = Self.texts("随用随付还是提前支付", "zh-Hans")
        #expect(zh.contains("随用随付") && zh.contains("提前支付"), "\(zh)")
        #expect(!zh.contains { $0.contains("还是") }, "a function word inside makes a phrase: \(zh)")
        let ja = Self.texts("詳細を確認する", "ja")
        #expect(!ja.contains("詳細") && !ja.contains("確認"), "general nouns alone stay out: \(ja)")
        #expect(!Self.texts("次のオファー", "ja").contains { $0.hasPrefix("次") })
    }

    @Test func predicativeUseIsMarked() {
        let found = TermCandidateExtractor(language: "ja").compoundCandidates(in: "終了日を指定することもできます")
        #expect(found.first { $0.text == "指定" }?.verbal == true)
        #expect(found.first { $0.text == "終了日" }?.verbal == false)
        let adjectives = TermCandidateExtractor(language: "ja").compoundCandidates(in: "様々なオファーを自動的に表示")
        #expect(adjectives.first { $0.text == "様々" }?.verbal == true)
        #expect(adjectives.first { $0.text == "自動的" }?.verbal == true)
        #expect(adjectives.first { $0.text == "オファー" }?.verbal == false)
    }

    @Test func compoundsOutrankVerbsAndPiecesOfCompoundsStayOut() {
        // 指定/指定 pairs perfectly, but is used as a verb; 视图修饰 never occurs outside 视图修饰符.
        let segments = [
            ("ビューモディファイアで期間を指定します", "用视图修饰符指定期间"),
            ("このビューモディファイアを使うと", "使用这个视图修饰符"),
            ("ビューモディファイアの名前を指定します", "指定视图修饰符的名称"),
            ("日付を指定することもできます", "还可以指定日期"),
        ].map { (japanese: $0.0, chinese: $0.1) }
        let found = TermDiscovery(ranking: .termhood).discover(segments: segments, top: 10)
        #expect(found.first.map { "\($0.ja)/\($0.zhHans)" } == "ビューモディファイア/视图修饰符", "\(found.map { "\($0.ja)/\($0.zhHans)" })")
        #expect(!found.contains { $0.zhHans == "视图修饰" })
        let plain = TermDiscovery().discover(segments: segments, top: 10)
        #expect(plain.first?.ja == "指定", "the anchors' ranking keeps frequent reliable words first")
    }
}
