import CorpusModel
@testable import DocumentParsing
import Testing

/// Small inline cases, one rule each.
@Suite struct RuleTests {
    static func mentions(_ text: String) -> [APIMention] {
        APIMentionScanner.prose(Array(text.unicodeScalars), line: 1, column: 1)
    }

    @Test(arguments: [
        ("Product.SubscriptionInfoを使います", "Product.SubscriptionInfo", APIMention.Kind.type),
        ("新しいAPIである eligibleWinBackOfferIDsを使用して", "eligibleWinBackOfferIDs", .member),
        ("購入オプション purchase(options:) に", "purchase(options:)", .method),
        ("preferredSubscriptionOffer(_:) 修飾子", "preferredSubscriptionOffer(_:)", .method),
        ("updateProductVisibility(_:for:) を呼び出す", "updateProductVisibility(_:for:)", .method),
        ("理由は .winBackOffer です", ".winBackOffer", .enumCase),
        ("offerDiscountTypeフィールドが", "offerDiscountType", .serverField),
        ("通知DID_CHANGE_RENEWAL_STATUSを使用", "DID_CHANGE_RENEWAL_STATUS", .notification),
        ("レシートにpromotional_offer_idが含まれます", "promotional_offer_id", .serverField),
        ("既存のPromotedPurchaseImages リソース", "PromotedPurchaseImages", .resource),
        ("Transaction構造は", "Transaction", .type),
        // General code identifiers are no App Store kind.
        ("use Vec::with_capacity to reserve", "Vec::with_capacity", .identifier),
        ("std::collections::HashMap を使う", "std::collections::HashMap", .identifier),
        ("call read_to_string on the file", "read_to_string", .identifier),
        ("os_log で記録", "os_log", .identifier),
        ("set MAX_RETRIES first", "MAX_RETRIES", .identifier),
        ("Go の fmt.Println で出力", "fmt.Println", .identifier),
        ("document.getElementById returns", "document.getElementById", .identifier),
        ("the user_id field", "user_id", .serverField),
        ("DID_RENEW を受け取る", "DID_RENEW", .notification),
    ])
    func proseMentionHasKind(text: String, symbol: String, kind: APIMention.Kind) {
        let found = Self.mentions(text)
        #expect(found.map(\.symbol) == [symbol])
        #expect(found.first?.kind == kind)
    }

    @Test(arguments: ["App Store Connectで設定", "Xcode 16では", "StoreKitで利用", "iOSやvisionOSと同様に", "Forum: App Store Distribution & Marketing", "Wi-Fi", "Node.jsを使用した", "WWDC23で紹介した", "API と UI"])
    func productNamesAndWordsAreNotMentions(text: String) {
        #expect(Self.mentions(text).isEmpty, "\(Self.mentions(text).map(\.symbol))")
    }

    @Test func englishOnlyLinkAndDeprecatedMarkers() {
        let found = Self.mentions("Appで、SKProduct(英語)内の paymentQueue(_:shouldAddStorePayment:for:)\u{00A0} 廃止 (iOS 11 以降)")
        #expect(found.map(\.symbol) == ["SKProduct", "paymentQueue(_:shouldAddStorePayment:for:)"])
        #expect(found[0].englishOnlyLink && !found[0].deprecated)
        #expect(found[1].deprecated && !found[1].englishOnlyLink)
        #expect(found[0].column == 6)
    }

    /// Found by the fuzz run: a line holding only the marker left an empty segment once the
    /// marker was stripped from the text.
    @Test(arguments: [DocumentShape.article, .communityTranslation, .subtitleTranscript])
    func aLineOfOnlyTheEnglishPageMarkerLeavesNoEmptySegment(shape: DocumentShape) {
        let text = "# 題名\n\nSKProductDiscount(英語)オブジェクトの価格を使用します。\n(英語)\n次の段落です。\n"
        let document = DocumentParser.parse(bytes: Array(text.utf8), source: "marker.txt", options: .init(shape: shape))
        #expect(!document.segments.isEmpty)
        #expect(document.segments.allSatisfy { !$0.text.isEmpty && !$0.text.contains("(英語)") })
    }

    @Test func codeMentionsSkipCommentsAndStrings() {
        let found = APIMentionScanner.code("// Check the Status\nlet s = try await Product.SubscriptionInfo.status(for: id, \"Text Here\")\nreturn .visible(x)", firstLine: 10)
        #expect(found.map(\.symbol) == ["Product.SubscriptionInfo", "status(for:_:)", ".visible"])
        #expect(found.map(\.line) == [11, 11, 12])
        #expect(found[0].column == 19)
    }

    static func facts(_ text: String) -> [AvailabilityFact] {
        let s = Array(text.unicodeScalars)
        return AvailabilityScanner.scan(s, mentions: APIMentionScanner.prose(s, line: 1, column: 1), line: 1, column: 1)
    }

    @Test func availabilityRelations() {
        let ja = Self.facts("この新しいAPIは iOS 17.2以降の StoreKitで利用できます")
        #expect(ja.map { "\($0.platform) \($0.version) \($0.relation) \($0.subject ?? "-")" } == ["iOS 17.2 since StoreKit"])
        let zh = Self.facts("从 iOS 18.0 开始 RenewalInfo API 中 也将提供 offer 成员")
        #expect(zh.map { "\($0.platform) \($0.version) \($0.relation) \($0.subject ?? "-")" } == ["iOS 18.0 since RenewalInfo"])
        #expect(Self.facts("最後に macOS 15.0でも オファーコード").first?.relation == .mentioned)
        let range = Self.facts("iOS 11~16.3 で動作する")
        #expect(range.first?.relation == .range && range.first?.version == "11" && range.first?.upperVersion == "16.3")
        #expect(Self.facts("App Store Connect API 3.6では").map(\.platform) == ["App Store Connect API"])
        #expect(Self.facts("Xcode 16では").map(\.version) == ["16"])
        #expect(Self.facts("Available in iOS 12 or later.").first?.relation == .since)
        #expect(Self.facts("iOSと同じAPI").isEmpty)
    }

    static func numbers(_ text: String) -> [String] {
        NumberScanner.scan(Array(text.unicodeScalars), line: 1, column: 1).map { n in
            "\(n.value)\(n.upperValue.map { "-\($0)" } ?? "") \(n.unit.rawValue)"
        }
    }

    @Test(arguments: [
        ("少なくとも3か月間 料金を", ["3 month"]),
        ("2か月前から24か月前の間", ["2-24 month"]),
        ("至少三个月", ["3 month"]),
        ("过去 2 至 24 个月内", ["2-24 month"]),
        ("等待 6 个月", ["6 month"]),
        ("六个月后 两个月 十二个月", ["6 month", "2 month", "12 month"]),
        ("３か月", ["3 month"]),
        ("for 3 months and 50%", ["3 month", "50 percent"]),
        // `年`/`月` alone are no duration units: a date's numbers are bare counts, compared as such
        // across languages; `17.2` is a version (parity leaves it to availability when it is one).
        ("2024年6月 iOS 17.2 WWDC23", ["2024 count", "6 count", "17002000 version"]),
        ("5つのノード、6 个节点、ポート80、k8s、x86、v1.30、10.0.0.1、2024-01-15", ["5 count", "6 count", "80 count", "1030000 version"]),
    ])
    func numericFacts(text: String, expected: [String]) {
        #expect(Self.numbers(text) == expected)
    }

    @Test func transcriptPhrasesSplitOnlyBetweenCJK() {
        let segments = Segmenter.segments(of: "まず StoreKitと App Store Server APIの両方で 機能を強化しました 次に", paragraph: 0, line: 3, column: 1, phrases: .japanese)
        #expect(segments.map(\.text) == ["まず", "StoreKitと", "App Store Server APIの両方で", "機能を強化しました", "次に"])
        #expect(segments.map(\.column) == [1, 4, 14, 39, 49])
        // Chinese sets Latin words off with spaces: only a space between two CJK characters splits.
        let zh = Segmenter.segments(of: "从 iOS 17.2 开始 StoreKit 中提供了这个新的 API 如果订阅 应用了优惠", paragraph: 0, line: 1, column: 1, phrases: .simplifiedChinese)
        #expect(zh.map(\.text) == ["从 iOS 17.2 开始 StoreKit 中提供了这个新的 API 如果订阅", "应用了优惠"])
        let sentences = Segmenter.segments(of: "最初の文です。次の文! Hello world. Done", paragraph: 0, line: 1, column: 1, phrases: nil)
        #expect(sentences.map(\.text) == ["最初の文です。", "次の文!", "Hello world.", "Done"])
    }

    @Test func flattenedCodeIsRestored() {
        let raw = "// Make it import StoreKit struct A: View { var body: some View { Text(\"a b\") } } func f( _ p: Product ) async throws { // Prepare options var o: Set<Int> = [] // Add if let x, x.y == .z { o.insert(.q(x)) } try await p.purchase(options: o) }"
        let restored = CodeRestoration.restore(raw)
        #expect(restored.unclosedBraces == 0)
        #expect(restored.code == """
            // Make it
            import StoreKit
            struct A: View {
                var body: some View { Text("a b") }
            }
            func f( _ p: Product ) async throws {
                // Prepare options
                var o: Set<Int> = []
                // Add
                if let x, x.y == .z { o.insert(.q(x)) }
                try await p.purchase(options: o)
            }
            """)
    }

    @Test func englishInCommentsDoesNotEndTheComment() {
        let raw = "func g() { // Return the product if there is one for offers to show if let a { return .visible(a) } // Only return the product if there is no offer return .visible(b) }"
        let lines = CodeRestoration.restore(raw).code.split(separator: "\n").map { $0.drop { $0 == " " } }
        #expect(lines.contains("// Return the product if there is one for offers to show"))
        #expect(lines.contains("// Only return the product if there is no offer"))
        #expect(lines.contains("return .visible(b)"))
    }

    @Test func truncatedListingIsReported() {
        let text = "a\n-\nTitle\nabstract\n関連する章\n- 0:00 - Intro\n-\nダウンロード\n話 です\n-\n-\n1:00 - Cut off\n// Cut off import StoreKit struct A: View { var body: some View { Text(\"x\")\n-\n2:00 - Empty\n-\n"
        let d = DocumentParser.parse(text: text, source: "t.txt")
        #expect(d.kind == .sessionTranscript)
        #expect(d.codeListings.count == 2)
        #expect(d.diagnostics.contains { $0.message.contains("looks truncated") && $0.line == 13 })
        #expect(d.diagnostics.contains { $0.message.contains("'Empty' has no code") && $0.line == 15 })
    }

    @Test(arguments: [
        ("# T\n\n## Summary\nS\n\n## Transcript\n\nhello there.\n", DocumentShape.subtitleTranscript),
        ("記事\n\nタイトル\n", .article),
        ("XCode 16.4 日本語化計画\n本文。\n", .communityTranslation),
        ("note\n-\nTitle\n関連する章\n- 0:00 - Introduction\n", .sessionPage),
    ])
    func shapeIsDetected(text: String, shape: DocumentShape) {
        #expect(DocumentShape.detect(SourceLine.split(text)) == shape)
    }

    @Test func unknownShapeFallsBackToArticleWithAWarning() {
        let d = DocumentParser.parse(text: "ただの文章です。\n", source: "x.txt")
        #expect(d.kind == .article)
        #expect(d.diagnostics.contains { $0.message.contains("could not recognize the document shape") })
        #expect(DocumentParser.parse(text: "ただの文章です。\n", source: "x.txt", options: .init(shape: .communityTranslation)).kind == .communityTranslation)
    }

    @Test func inlineGlossRunsBackToTheClause() {
        let glosses = GlossScanner.inline(Array("詳しくは、アプリ内購入のテスト (Testing promoted In-App Purchases) をご覧ください。".unicodeScalars), line: 4)
        #expect(glosses == [Gloss(text: "アプリ内購入のテスト", english: "Testing promoted In-App Purchases", line: 4)])
    }

    @Test func subtitleMarkupIsRemoved() {
        #expect(SubtitleTranscriptReader.cleaned("<i>こんにちは</i> &gt;&gt; Hi &amp; bye") == "こんにちは >> Hi & bye")
    }
}
