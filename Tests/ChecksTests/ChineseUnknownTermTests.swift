import AlignmentKit
import Foundation
import GlossaryKit
import Testing
import TextKit

@testable import Checks

/// `unknown-term` in Chinese: recurring compounds set off as names, not the phrases of a sentence.
@Suite struct ChineseUnknownTermTests {
    static let winBackOnly = CheckFixtures.glossary([
        ("win-back-offer", ["en": [("win-back offer", .preferred)], "ja": [("ウィンバックオファー", .preferred)],
            "zh-Hans": [("赢回优惠", .preferred)]])
    ])

    func candidates(_ documents: [CheckedDocument], glossary: Glossary) throws -> [String] {
        try Checker(glossary: glossary, rules: RuleSelection(parsing: "unknown-term")).check(documents)
            .filter { $0.location.document.contains("004") || $0.location.document.hasPrefix("page") }.map(\.text)
    }

    @Test func seedSessionProposesTheCompoundsItNamesAndNoPhrases() throws {
        let zh = CheckFixtures.bundledDocuments.filter { $0.language == "zh-Hans" }
        let found = try candidates(zh, glossary: Self.winBackOnly)
        for term in ["订阅优惠", "优惠类型", "App 内购买项目", "StoreKit 测试功能"] {
            #expect(found.contains(term), "'\(term)' recurs and is quoted or written with an API name: \(found)")
        }
        #expect(!found.contains { $0.contains("赢回优惠") }, "a glossary term reaches into it: \(found)")
        // With the bundled glossary, which was read off these documents, nothing is left to propose.
        #expect(try candidates(zh, glossary: CheckFixtures.bundledGlossary).isEmpty)
    }

    @Test func phrasesAndUnmarkedCompoundsAreNotProposed() throws {
        let text = """
            我们看一下 SubscriptionStoreView 视图层级。接下来 SubscriptionStoreView 视图层级很重要的是这个。
            SubscriptionStoreView 视图层级可以显示 “促销横幅”。重要的是我们可以看到促销横幅。
            “促销横幅”在这里。重要的是价格。促销横幅很棒。
            普通名词组合出现。普通名词组合出现。普通名词组合出现。
            """
        let page = CheckFixtures.document(text, id: "page.zh", language: "zh-Hans", group: "page")
        let found = try candidates([page], glossary: Self.winBackOnly)
        #expect(found.contains("视图层级"), "next to an API name: \(found)")
        #expect(found.contains("促销横幅"), "quoted: \(found)")
        #expect(!found.contains { $0.contains("重要的是") || $0.contains("接下来") }, "\(found)")
        #expect(!found.contains("普通名词组合"), "recurs, but nothing sets it off as a name: \(found)")
    }

    /// Written documentation's phrases that ICU leaves as compounds: a negated or modal verb, a verb
    /// that introduces what follows, a conjunction or adverb standing alone (`不会|更改`, `可|用于`,
    /// `及|更高|版本`, `仅|适用`, `需|保证`, `域|名为`); the terms beside them keep the same characters
    /// inside words (`均衡`, `可` of `可观测性`).
    @Test(arguments: [
        ("不会更改", false), ("可用于", false), ("及更高版本", false), ("仅适用", false), ("需保证", false), ("默认 DNS 域名为", false),
        ("不能保证", false), ("负载均衡器", true), ("可观测性", true), ("动态分配", true), ("服务账号", true),
    ])
    func writtenProsePhrasesAreNoTerms(text: String, termLike: Bool) {
        let candidate = TermCandidateExtractor(language: "zh-Hans").compoundCandidates(in: text).first { $0.text == text }
        #expect(candidate.map(UnknownTermRule.isChineseTermLike) == termLike, "\(text)")
    }

    @Test func aPieceIsLeftOutExactlyWhenALongerCandidateAtLeastAsFrequentHoldsIt() {
        // The enclosure test against its definition (every pair compared), on generated candidates
        // over a small alphabet, so that pieces of one another are common.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet: [Character] = ["促", "销", "横", "幅", "视", "图", " ", "A"]
        for _ in 0..<20 {
            var counts: [String: Int] = [:]
            for _ in 0..<60 {
                let text = String((0..<(1 + next(6))).map { _ in alphabet[next(alphabet.count)] })
                counts[text] = 1 + next(6)
            }
            let recurring = counts.filter { $0.value >= UnknownTermRule.minimumCount }.map(\.key)
            let enclosing = UnknownTermRule.enclosingCounts(of: counts.map { ($0.key, $0.value) }, around: recurring)
            for (text, around) in zip(recurring, enclosing) {
                let count = counts[text]!
                let expected = counts.contains { other, value in other.count > text.count && other.contains(text) && value >= count }
                #expect((around >= count) == expected, "'\(text)' ×\(count) in \(counts)")
            }
        }
    }

    /// A compound names an API when one of its words is a Latin name with inner capitals or a dot;
    /// one of Han, kana, digits and spaces alone is decided without breaking it into characters,
    /// and must agree with the word-by-word test.
    @Test(arguments: [
        ("结构 RenewalInfo", true), ("Product.SubscriptionInfo 类型", true), ("订阅优惠 代码", false), ("第2个 优惠", false),
        ("ＡｐｐＳｔｏｒｅ 商店", true), ("Ａｐｐ 商店", false), ("「优惠」。", false), ("iOS 版本", true), ("ios 版本", false),
    ])
    func namingAnAPI(text: String, names: Bool) {
        #expect(UnknownTermRule.namesAPI(text) == names)
        #expect(text.split(separator: " ").contains(where: UnknownTermRule.isAPIName) == names)
    }

    @Test func summariesTalliedABatchAtATimeCountEveryDocumentInOrder() throws {
        // More documents than one batch of summaries: the compound first appears (quoted) in the
        // document after the first batch, and once in every later one.
        let batch = UnknownTermRule.summaryBatch
        let documents = (0..<(batch * 2 + 5)).map { index in
            let text = index <= batch ? "今天我们谈谈价格。" : "我们看一下 “促销横幅” 的样子。"
            return CheckFixtures.document(text, id: String(format: "page%03d.zh", index), language: "zh-Hans", group: "page\(index)")
        }
        let findings = try Checker(glossary: Self.winBackOnly, rules: RuleSelection(parsing: "unknown-term")).check(documents)
        let banner = try #require(findings.first { $0.text == "促销横幅" }, "\(findings.map(\.text))")
        let first = String(format: "page%03d.zh", batch + 1)
        #expect(banner.location.document == first)
        #expect(banner.message.contains("occurs \(batch + 4) times in \(batch + 4) documents"), "\(banner.message)")
        let named = (1...5).map { String(format: "page%03d.zh", batch + $0) }
        #expect(banner.notes.first == "in " + named.joined(separator: ", ") + ", …", "\(banner.notes)")
    }

    /// A tallied compound names its first document and the next four that have it, whatever their number.
    @Test func aTalliedCompoundNamesItsFirstFiveDocuments() {
        for count in 1...7 {
            var candidate = UnknownTermRule.ChineseTally.Candidate(text: "促销横幅", first: 3, range: 10..<14)
            for document in 1..<count { candidate.addDocument(3 + 2 * document) }
            #expect(candidate.documents == count)
            #expect(candidate.first.analysis == 3 && candidate.first.range == 10..<14)
            #expect(candidate.named == (1..<min(count, 5)).map { 3 + 2 * $0 }, "\(count)")
        }
    }

    /// The verdicts shared by a check's documents answer as `isChineseTermLike` does, when first asked
    /// and when remembered, from any thread; the same text in another number of pieces is judged apart.
    @Test func sharedVerdictsAnswerAsTheRuleJudges() {
        let extractor = TermCandidateExtractor(language: "zh-Hans")
        var candidates = extractor.compoundCandidates(in: "我们看一下促销横幅视图层级。重要的是订阅优惠类型和普通名词组合。")
        // The same text in one piece fewer.
        if var fewer = candidates.first(where: { $0.pieces >= 2 }) {
            fewer.pieces -= 1
            candidates.append(fewer)
        }
        #expect(candidates.contains { UnknownTermRule.isChineseTermLike($0) } && candidates.contains { !UnknownTermRule.isChineseTermLike($0) })
        let verdicts = UnknownTermRule.ChineseVerdicts()
        for _ in 0..<2 {
            let answers = Array(0..<(candidates.count * 8)).concurrentMap { verdicts.isTermLike(candidates[$0 % candidates.count]) }
            #expect(answers == (0..<(candidates.count * 8)).map { UnknownTermRule.isChineseTermLike(candidates[$0 % candidates.count]) })
        }
    }

    /// A compound with a pronoun or particle is refused before ICU's word break: the verdict is the
    /// one the words give (every compound of real Chinese subtitles when the perf corpus is there).
    @Test func particlesAreRefusedAsTheWordsWouldRefuseThem() throws {
        func byWords(_ candidate: CandidateOccurrence) -> Bool {
            let words = candidate.text.split(separator: " ").flatMap { part -> [String] in
                let text = String(part)
                if text.unicodeScalars.contains(where: { Script.of($0) == .latin }) { return [] }
                return (try? TextSegmentation.words(in: text, locale: "zh"))?.map { String($0.text) } ?? [text]
            }
            let isParticle = { (word: String) in
                word.unicodeScalars.contains { UnknownTermRule.pronounsAndParticles.contains($0) }
                    || (word.unicodeScalars.count == 1 && UnknownTermRule.particles.contains(word.unicodeScalars.first!))
                    || TermCandidateExtractor.chineseStopWords.contains(word) || UnknownTermRule.functionWords.contains(word)
            }
            if words.contains(where: isParticle) { return false }
            return !words.allSatisfy { UnknownTermRule.commonChineseWords.contains($0) || $0.count == 1 }
        }
        var text = "我们看一下促销横幅视图层级。重要的是订阅优惠类型和普通名词组合。它们的价格 App Store 页面很重要吗。"
        let perf = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/perf-corpus/wwdc18")
        for session in ["wwdc18-102", "wwdc18-202", "wwdc18-503"] {
            if let transcript = try? String(contentsOf: perf.appendingPathComponent("\(session).zh-Hans.txt"), encoding: .utf8) { text += transcript }
        }
        let extractor = TermCandidateExtractor(language: "zh-Hans")
        var compared = 0, refused = 0
        for line in text.split(separator: "\n") {
            for candidate in extractor.compoundCandidates(in: String(line)) where UnknownTermRule.hasTermShape(candidate) {
                let verdict = UnknownTermRule.hasTermWords(candidate)
                #expect(verdict == byWords(candidate), "\(candidate.text)")
                compared += 1
                if !verdict { refused += 1 }
            }
        }
        #expect(compared > 10 && refused > 0 && refused < compared, "\(compared) compounds, \(refused) refused")
    }

    /// The tally's keys compare and hash by UTF-8 bytes (as `UTF8Key`), the hash computed once.
    @Test func theTallysKeysAreTheirBytes() {
        typealias Key = UnknownTermRule.ChineseTally.HashedKey
        #expect(Key("优惠代码") == Key("优惠" + "代码") && Key("优惠代码").hashValue == Key("优惠" + "代码").hashValue)
        #expect(Key("优惠代码") != Key("优惠码"))
        // Canonically equivalent, other bytes: two compounds, as for `UTF8Key`.
        #expect(Key("e\u{301}") != Key("\u{E9}") && (UTF8Key("e\u{301}") == UTF8Key("\u{E9}")) == false)
        var table: [Key: Int] = [:]
        let texts = (0..<5_000).map { "兑换\($0)表" }
        for (index, text) in texts.enumerated() { table[Key(text)] = index }
        #expect(table.count == texts.count && texts.enumerated().allSatisfy { table[Key($0.element)] == $0.offset })
    }
}
