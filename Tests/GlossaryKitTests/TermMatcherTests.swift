import Foundation
import Testing
import TextKit
@testable import GlossaryKit

@Suite struct TermMatcherTests {
    let glossary: Glossary
    let matcher: TermMatcher

    init() throws {
        glossary = try Fixture.glossary()
        matcher = TermMatcher(glossary: glossary)
    }

    /// The matched original substrings and concept ids.
    func found(_ text: String, _ m: TermMatcher? = nil) -> [String] {
        let m = m ?? matcher
        let utf16 = Array(text.utf16)
        return m.matches(in: text).map {
            String(decoding: utf16[$0.utf16Range], as: UTF16.self) + "=" + m.patterns[$0.pattern].conceptID
        }
    }

    @Test func chineseLongestMatchWins() {
        #expect(found("我们的推介促销优惠很好") == ["推介促销优惠=introductory-offer"])
        #expect(found("促销优惠") == ["促销优惠=offer"])
    }

    @Test func japaneseLongestMatchWins() {
        #expect(found("オファーコード利用シートを表示") == ["オファーコード利用シート=offer-code-redemption-sheet"])
        #expect(found("オファーコードとオファー") == ["オファーコード=offer-code", "オファー=offer"])
    }

    @Test func matchesThroughSpacesInsideCJKTerms() {
        let text = "条件は最後のサブスクリプション登録後の 経過時間です"
        #expect(found(text) == ["最後のサブスクリプション登録後の 経過時間=time-since-last-subscribed"])
    }

    @Test func matchesThroughWidthAndCase() {
        #expect(found("ｵﾌｧｰｺｰﾄﾞ") == ["ｵﾌｧｰｺｰﾄﾞ=offer-code"])
        #expect(found("An OFFER CODE here") == ["OFFER CODE=offer-code"])
        #expect(found("Ｏｆｆｅｒ") == ["Ｏｆｆｅｒ=offer"])
    }

    @Test func latinTermsNeedWordBoundaries() {
        #expect(found("offerDiscountType") == [])
        #expect(found("counteroffer") == [])
        #expect(found("offer_id") == [])
        #expect(found("(offer)") == ["offer=offer"])
        #expect(found("Offerのコード") == ["Offer=offer"])
    }

    @Test func pluralsAreMatchedAsWholeWordsOrNotAtAll() {
        #expect(found("two offers now") == ["offers=offer"])
        #expect(matcher.patterns[matcher.matches(in: "offers")[0].pattern].isPlural)
        #expect(found("win-back offers.") == ["win-back offers=win-back-offer"])
        let strict = TermMatcher(glossary: glossary, plurals: false)
        #expect(found("two offers now", strict) == [])
        #expect(found("offersX") == [])
    }

    @Test func hanAndKanaTermsMatchAsSubstrings() {
        #expect(found("新しいオファーです") == ["オファー=offer"])
    }

    @Test func spansPointIntoTheOriginalTextAndLines() {
        let text = "line one\nＯＦＦＥＲ・コード and 赢回优惠"
        let matches = matcher.matches(in: text)
        let index = LineIndex(text)
        #expect(matches.map { index.location(of: $0.utf16Range.lowerBound).line } == [2, 2])
        #expect(index.location(of: matches[1].utf16Range.lowerBound).column == 15)
    }

    @Test func leftmostWinsOverLonger() {
        var g = Glossary()
        g.concepts = [
            Concept(id: "ab", terms: ["ja": [Term("アイ")]]),
            Concept(id: "bcd", terms: ["ja": [Term("イウエオ")]]),
            Concept(id: "cd", terms: ["ja": [Term("エオ")]]),
        ]
        let m = TermMatcher(glossary: g)
        #expect(found("アイウエオ", m) == ["アイ=ab", "エオ=cd"])
        #expect(found("イウエオ", m) == ["イウエオ=bcd"])
    }

    @Test func languageSubsetAndSharedKeys() {
        let ja = TermMatcher(glossary: glossary, languages: ["ja"])
        #expect(found("offer オファー", ja) == ["オファー=offer"])
        var g = glossary
        g.concepts.append(Concept(id: "dup", terms: ["ja": [Term("オファー")]]))
        let m = TermMatcher(glossary: g)
        let match = m.matches(in: "オファー")[0]
        #expect(m.patterns(sharingKeyWith: match.pattern).map { m.patterns[$0].conceptID } == ["offer", "dup"])
    }

    @Test func looseModeFindsVariantSpellings() {
        var g = Glossary()
        g.concepts = [Concept(id: "server", terms: ["ja": [Term("サーバー")], "en": [Term("win-back")]])]
        let exact = TermMatcher(glossary: g)
        let loose = TermMatcher(glossary: g, strength: .loose)
        #expect(found("サーバとwinback", exact) == [])
        #expect(found("サーバとwinback", loose) == ["サーバ=server", "winback=server"])
    }

    @Test func findsTermsInTheSeedCorpus() throws {
        let url = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/ja/000_593fcd7000116d1f.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        let ids = Set(matcher.matches(in: text).map { matcher.patterns[$0.pattern].conceptID })
        #expect(ids.contains("win-back-offer"))
        #expect(ids.contains("offer-code"))
    }

    @Test func completeTableAndSparseEdgesFindTheSameMatches() throws {
        #expect(matcher.usesDenseTable)
        let sparse = TermMatcher(patterns: matcher.patterns, denseTable: false)
        #expect(!sparse.usesDenseTable)
        let corpus = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus")
        for path in ["ja/001_81c21158e75524e1.txt", "zh-Hans/004_51de928598eb9817.txt"] {
            let text = try String(contentsOf: corpus.appendingPathComponent(path), encoding: .utf8)
            let dense = matcher.matches(in: text)
            #expect(!dense.isEmpty)
            #expect(dense == sparse.matches(in: text))
        }
    }

    @Test(arguments: [
        "", "offer", "café ÷ ×", "赢回优惠 ウィンバック", "emoji 🎁 and 𠮷 (supplementary)", "ｆｕｌｌ　ｗｉｄｔｈ",
        "mixed\u{0301} combining é", "\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
    ])
    func utf16TranscodingAgreesWithTheStandardLibrary(text: String) {
        #expect(UTF16Transcoding.units(of: text) == Array(text.utf16))
        let bridged = String(decoding: Array(text.utf16), as: UTF16.self) + "!"
        #expect(UTF16Transcoding.units(of: bridged) == Array(bridged.utf16))
    }

    @Test func transcodedUnitsTakeNoMoreRoomThanTheyNeed() {
        // Three bytes a character in UTF-8, one unit in UTF-16: the array is sized for the units.
        let text = String(repeating: "订阅优惠サブスク", count: 4096) + "🎁"
        let units = UTF16Transcoding.units(of: text)
        #expect(units == Array(text.utf16))
        #expect(units.capacity < units.count + 64, "capacity \(units.capacity) for \(units.count) units")
    }

    @Test func fixtureTranscodingAgreesWithTheStandardLibrary() throws {
        let text = try String(contentsOfFile: Fixture.path("winback.tbx"), encoding: .utf8)
        #expect(UTF16Transcoding.units(of: text) == Array(text.utf16))
    }
}
