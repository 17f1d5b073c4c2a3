import GlossaryKit
import Testing

@testable import Checks

/// Each rule on small inline documents: what it must find, and what it must leave alone.
@Suite struct RuleTests {
    static let glossary = CheckFixtures.glossary([
        ("win-back-offer", [
            "en": [("win-back offer", .preferred)],
            "ja": [("ウィンバックオファー", .preferred), ("再獲得提供オファー", .deprecated)],
            "zh-Hans": [("赢回优惠", .preferred)],
        ]),
        ("in-app-purchase", [
            "ja": [("アプリ内課金", .preferred), ("App 内課金", .admitted), ("アプリ内購入", .deprecated)],
            "zh-Hans": [("App 内购买项目", .preferred)],
        ]),
        ("customer", ["ja": [("ユーザー", .preferred), ("カスタマー", .deprecated)], "zh-Hans": [("顾客", .preferred)]]),
        ("subscription", ["ja": [("サブスクリプション", .preferred)], "zh-Hans": [("订阅", .preferred)]]),
        ("subscription-service", ["ja": [("サブスクリプションサービス", .preferred)]]),
        ("create-offer", ["en": [("Create Offer", .preferred)], "zh-Hans": [("Create Offer", .preferred)]]),
        ("confirm", ["zh-Hans": [("确认", .preferred)]]),
    ], uiTerms: ["Create Offer", "确认"])

    func run(_ rule: String, _ documents: [CheckedDocument]) throws -> [Diagnostic] {
        Checker(glossary: Self.glossary, rules: try RuleSelection(parsing: rule)).check(documents)
    }

    @Test func deprecatedTermSuggestsThePreferredTermAtItsExactSpan() throws {
        let findings = try run("deprecated-term", [CheckFixtures.document("これは再獲得提供オファーです\n二行目の再獲得提供 オファー")])
        #expect(findings.map(\.location.line) == [1, 2])
        #expect(findings.map(\.location.column) == [4, 5])
        #expect(findings.map(\.text) == ["再獲得提供オファー", "再獲得提供 オファー"])
        #expect(findings.allSatisfy { $0.suggestion == "ウィンバックオファー" && $0.severity == .error })
        #expect(findings[0].location.endColumn == 13)
    }

    @Test func deprecatedTermThatIsAnotherConceptsTermIsNotReported() throws {
        var glossary = Self.glossary
        glossary.concepts.append(Concept(id: "other", terms: ["ja": [Term("カスタマー", status: .preferred)]]))
        let findings = Checker(glossary: glossary, rules: try RuleSelection(parsing: "deprecated-term"))
            .check([CheckFixtures.document("カスタマーの声")])
        #expect(findings.isEmpty)
    }

    @Test func deprecatedShortFormIsReportedOnlyWhereTheDocumentNamesTheConcept() throws {
        var glossary = Self.glossary
        glossary.concepts.append(
            Concept(id: "view-modifier", terms: ["ja": [
                Term("ビューモディファイア", status: .preferred), Term("ビュー修飾子", status: .deprecated),
                Term("修飾子", status: .deprecated, termType: "shortForm"),
            ]]))
        let checker = Checker(glossary: glossary, rules: try RuleSelection(parsing: "deprecated-term"))
        // Another sense of the short form: an ownership qualifier, no view modifier in sight.
        #expect(checker.check([CheckFixtures.document("__autoreleasingの修飾子は自動解放を示します")]).isEmpty)
        let findings = checker.check([
            CheckFixtures.document("ビュー修飾子 preferredSubscriptionOffer(_:) を使います\npreferredSubscriptionOffer(_:) 修飾子は関数を取ります")
        ])
        #expect(findings.map(\.text) == ["ビュー修飾子", "修飾子"])
        #expect(findings.map(\.location.line) == [1, 2])
    }

    @Test func inconsistentTermReportsAdmittedVariantsWithCountsAndThePreferredTerm() throws {
        let a = CheckFixtures.document("アプリ内課金とApp 内課金とアプリ内購入", id: "a")
        let b = CheckFixtures.document("App 内課金だけ", id: "b")
        let c = CheckFixtures.document("アプリ内課金だけ", id: "c")
        let findings = try run("inconsistent-term", [a, b, c])
        #expect(findings.map(\.location.document) == ["a", "b"], "one finding per document using the admitted variant")
        #expect(findings.allSatisfy { $0.text == "App 内課金" && $0.suggestion == "アプリ内課金" })
        try #require(findings.count == 2)
        #expect(findings[0].location.column == 8)
        #expect(findings[0].notes.contains("'アプリ内課金' (preferred): 1× in this document, 2× in all ja documents, e.g. a:1, c:1"))
        #expect(try run("inconsistent-term", [c]).isEmpty, "one term only: consistent")
    }

    @Test func variantSpellingFindsLongVowelSmallKanaAndWidth() throws {
        let findings = try run("variant-spelling", [CheckFixtures.document("ウインバックオファー\nｳｨﾝﾊﾞｯｸｵﾌｧｰ\nサブスクリプシヨン")])
        #expect(findings.map(\.location.line) == [1, 2])
        try #require(findings.count == 2)
        #expect(findings[0].text == "ウインバックオファー", "the span includes the final long vowel")
        #expect(findings[0].message.contains("small kana") && findings[0].suggestion == "ウィンバックオファー")
        #expect(findings[1].message.contains("character width"))
    }

    @Test func variantSpellingLeavesIdentifiersCaseAndLongerWordsAlone() throws {
        let text = "winBackOffer と Win-Back Offers と カスタマイズ と ウィンバックオファー"
        #expect(try run("variant-spelling", [CheckFixtures.document(text)]).isEmpty)
    }

    @Test func nearMissFindsDuplicatedSyllablesAndOneCharacterTypos() throws {
        let findings = try run("near-miss", [CheckFixtures.document("ウィンバックバックオファーと\nサブスクリプションサーピス")])
        #expect(findings.map(\.text) == ["ウィンバックバックオファー", "サブスクリプションサーピス"])
        #expect(findings.map(\.suggestion) == ["ウィンバックオファー", "サブスクリプションサービス"])
        try #require(findings.count == 2)
        #expect(findings[0].message.contains("'バック' is written twice"))
    }

    @Test func nearMissLeavesCompoundsAndFrequentWordsAlone() throws {
        let compounds = "サブスクリプションベースのビジネス ウィンバックオファーカード"
        #expect(try run("near-miss", [CheckFixtures.document(compounds)]).isEmpty)
        let frequent = "サブスクリプションサーピス サブスクリプションサーピス サブスクリプションサーピス"
        #expect(try run("near-miss", [CheckFixtures.document(frequent)]).isEmpty, "a string written three times is a word")
    }

    @Test func unknownTermReportsFrequentKatakanaRunsOnceWithCounts() throws {
        let a = CheckFixtures.document("ストリーミングとストリーミング", id: "a")
        let b = CheckFixtures.document("ストリーミングとエンドポイント", id: "b")
        let findings = try run("unknown-term", [a, b])
        try #require(findings.count == 1)
        #expect(findings[0].text == "ストリーミング" && findings[0].location.document == "a" && findings[0].severity == .info)
        #expect(findings[0].message.contains("3 times in 2 documents"))
    }

    @Test func uiLabelCaseUsesTheGlossarySpellingElseTheMostFrequent() throws {
        let a = CheckFixtures.document("“create offer” を押す\n“Save Changes” “Save changes” “Save changes”", id: "a", group: "g")
        let b = CheckFixtures.document("点按“Create Offer”", id: "b", language: "zh-Hans", group: "g")
        let findings = try run("ui-label-case", [a, b])
        #expect(findings.map(\.text) == ["create offer", "Save Changes"])
        #expect(findings.map(\.suggestion) == ["Create Offer", "Save changes"])
        #expect(findings.first?.location.column == 2)
    }

    @Test func uiLabelCaseLeavesUnrelatedDocumentsAndSingleWordsAlone() throws {
        let a = CheckFixtures.document("“Show In Finder” “bear”", id: "a")
        let b = CheckFixtures.document("“Show in Finder” “Bear”", id: "b")
        #expect(try run("ui-label-case", [a, b]).isEmpty, "different documents, no parallel group")
        let c = CheckFixtures.document("“Show In Finder” “bear” “Show in Finder” “Bear”", id: "c")
        #expect(try run("ui-label-case", [c]).map(\.text) == ["Show in Finder"], "a single word is not a label; a tie keeps the first spelling")
    }

    /// Two spellings joined only by a connective speak of the spelling (a changelog's `change
    /// "Version 4 UUID" to "version 4 UUID"`); the spellings' other uses, and two spellings apart in
    /// a line (a transcript's paragraph is one line), are still compared.
    @Test func uiLabelCaseLeavesASpellingChangeAlone() throws {
        let log = CheckFixtures.document(
            "doc: change \"Version 4 UUID\" to \"version 4 UUID\"\nGenerate a \"version 4 UUID\" here.", id: "log")
        #expect(try run("ui-label-case", [log]).isEmpty)
        let page = CheckFixtures.document(
            "rename \"Save Changes\" → \"Save changes\"\nPress \"Save changes\".\nThen \"Save Changes\" again.", id: "page")
        #expect(try run("ui-label-case", [page]).map(\.location.line) == [3])
        let transcript = CheckFixtures.document("出现“Show in Finder”按钮 “Show In Finder” 按钮将打开一个文本文件", id: "zh", language: "zh-Hans")
        #expect(try run("ui-label-case", [transcript]).map(\.text) == ["Show In Finder"])
    }

    /// A label quoted at a sentence's start and inside one differs in its first letter only: that is
    /// the sentence's capital, not another spelling (`"What's new in YYYY"`, `"what's new in YYYY"`).
    @Test func uiLabelCaseLeavesAFirstLetterAlone() throws {
        let page = CheckFixtures.document(
            "\"What's new in YYYY\" is the title.\nCreate a \"what's new in YYYY\" item.\nOpen \"What's New in YYYY\".", id: "news")
        #expect(try run("ui-label-case", [page]).map(\.text) == ["What's New in YYYY"])
    }

    static let ja = """
        ボタンをクリックして 新しいオファーを作成します
        最初に 3か月間 iOS 17.2以降で offerDiscountType を使います
        「Streaming Pass」という グループがあります
        """
    static let zh = """
        点按“Create Offer”按钮 可开始创建新的优惠
        首先 在 6 个月内 iOS 17.4 或更高版本 使用这个字段
        有一个名为“流媒体通行证”的订阅组
        """

    func pair() -> [CheckedDocument] {
        [
            CheckFixtures.document(Self.ja, id: "ja-doc", language: "ja", group: "g"),
            CheckFixtures.document(Self.zh, id: "zh-doc", language: "zh-Hans", group: "g"),
        ]
    }

    @Test func missingLabelIsReportedWhereItIsQuotedWithTheAlignedLine() throws {
        let findings = try run("parity-missing-label", pair())
        #expect(findings.map(\.text) == ["Create Offer"], "the translated 「Streaming Pass」 is not missing")
        try #require(findings.count == 1)
        #expect(findings[0].location.document == "zh-doc" && findings[0].location.line == 1 && findings[0].location.column == 4)
        #expect(findings[0].message.contains("ja-doc:1"))
    }

    @Test func numberAvailabilityAndAPIParity() throws {
        let numbers = try run("parity-number-mismatch", pair())
        #expect(numbers.map(\.text) == ["6 个月"])
        #expect(numbers.first?.message.contains("'3か月'") == true)
        let availability = try run("parity-availability", pair())
        #expect(availability.map(\.text) == ["iOS 17.4"] && availability.first?.severity == .error)
        let api = try run("parity-api-mention", pair())
        #expect(api.map(\.text) == ["offerDiscountType"] && api.first?.location.document == "ja-doc")
    }

    @Test func documentsOutsideAParallelGroupHaveNoParityFindings() throws {
        let loose = pair().map { document -> CheckedDocument in
            var copy = document
            copy.parallelGroup = nil
            return copy
        }
        #expect(try run("all", loose).filter { $0.rule.hasPrefix("parity-") }.isEmpty)
    }
}
