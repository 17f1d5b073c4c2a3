import Testing

@testable import AlignmentKit

/// English against Chinese (or Japanese): English words for the lexical model, Latin tokens as anchors
/// only where both sides have them, and the per-pair confidence.
@Suite struct EnglishPairTests {
    static func units(_ paragraphs: [[String]]) -> [AlignmentUnit] {
        var result: [AlignmentUnit] = []
        for (p, texts) in paragraphs.enumerated() {
            for text in texts { result.append(AlignmentUnit(text: text, line: result.count + 1, paragraph: p)) }
        }
        return result
    }

    @Test func englishWordsLeaveOutFunctionWordsAndEndings() {
        #expect(
            EnglishWords.tokens(of: "The app's batteries, and all the Apps we've got: status of iOS.")
                == ["app", "battery", "app", "status", "ios"])
        #expect(LexicalTokenizer(language: "en").tokens(of: "Battery life is hugely important") == ["battery", "life", "hugely", "important"])
        // Chinese and Japanese words are unchanged.
        #expect(LexicalTokenizer(language: "zh").tokens(of: "battery 电池").allSatisfy { $0 != "battery" })
    }

    @Test func theLexiconLearnsEnglishWordsAgainstChinese() {
        let en = Self.units([
            ["Battery life matters."], ["The battery drains fast."], ["Energy use matters."], ["Save energy."],
        ])
        let zh = Self.units([["电池寿命很重要"], ["电池耗电很快"], ["能量使用很重要"], ["节省能量"]])
        let beads = en.indices.map { Bead(source: [$0], target: [$0], score: 1) }
        let lexicon = Aligner.lexicon(
            source: en, target: zh, languages: ("en", "zh"), paragraphBeads: beads, en.indices.map { $0..<($0 + 1) },
            zh.indices.map { $0..<($0 + 1) })
        #expect(lexicon.trainedWords > 0)
        #expect(LexicalModelTests.best(lexicon.model, "battery") == "电池")
        #expect(LexicalModelTests.best(lexicon.model, "energy") == "能量")
    }

    @Test func englishAnchorsAreTheLatinTokensBothDocumentsHave() {
        var extractor = AnchorExtractor(termPairs: [])
        let en = extractor.profile(of: "Open the iCloud settings on iOS 12 and turn it on.", isSource: true)
        let zh = extractor.profile(of: "在 iOS 12 上打开 iCloud 设置", isSource: false)
        #expect(en.strong.count == 10)  // every English word of two letters or more, and the number
        let (kept, other) = Aligner.keepingSharedAnchors([en], [zh])
        #expect(kept[0].strong == other[0].strong && kept[0].strong.count == 3)  // icloud, ios, 12
        // Before, the shared anchors were 3 of 13: a right pair looked like a wrong one.
        #expect(UnitProfile.agreement(en, zh).similarity! < 0.5)
        #expect(UnitProfile.agreement(kept[0], other[0]).similarity! > 0.8)
    }

    @Test func spokenAPINamesMeetTheirWrittenForm() {
        var extractor = AnchorExtractor(termPairs: [])
        let en = extractor.profile(
            of: "You use the AS Credential Identity Store class. Then iOS, Safari", isSource: true, joiningWords: true)
        let zh = extractor.profile(of: "你要使用 ASCredentialIdentityStore 类", isSource: false, joiningWords: true)
        let (kept, _) = Aligner.keepingSharedAnchors([en], [zh])
        #expect(kept[0].strong.count == 1)
        // Runs end at punctuation and stop at four words: no `storethen`, `iossafari`, `ascredentialidentitystoreclass`.
        let joined = extractor.profile(
            of: "storethen iossafari ascredentialidentitystoreclass credentialidentitystoreclass", isSource: false)
        #expect(UnitProfile.intersectionCount(en.strong, joined.strong) == 1)
    }

    /// An English transcript whose paragraphs are cut at other points than the Chinese one's, aligned
    /// sentence by sentence: each English sentence must meet the Chinese phrases that translate it.
    @Test func sentencesMeetTheirTranslationAcrossParagraphCuts() {
        let en = Self.units([
            [
                "Battery life is hugely important to our customers.", "We want every device to last the whole day.",
                "Apps are also important to our customers.",
            ],
            [
                "Most energy on a device is used by apps.", "So energy efficiency matters for every app.",
                "Today we talk about battery life, energy tools and the energy report.",
            ],
            [
                "First, battery life concepts.", "Then, the tools that measure energy use in your app.",
                "Finally, the energy report in Xcode.",
            ],
        ])
        let zh = Self.units([
            ["电池寿命", "对客户来说非常重要", "我们希望每台设备", "都能用上一整天", "app对客户来说也很重要", "设备上大部分能耗"],
            ["都来自app", "所以能耗效率", "对每个app都很重要", "今天我们讨论电池寿命", "能耗工具和能耗报告"],
            ["首先是电池寿命的概念", "然后是测量app能耗的工具", "最后是Xcode中的能耗报告"],
        ])
        let result = Aligner().align(source: en, target: zh)
        let confidences = result.confidences ?? []
        #expect(confidences.count == result.beads.count)
        // Shrunk towards a ratio of 1, the short document's length model left the first sentence
        // and the sixth without counterpart.
        #expect(result.unalignedSourceCount == 0)
        // The Chinese phrases each English sentence translates (index ranges of zh).
        let expected: [Int: ClosedRange<Int>] = [0: 0...1, 1: 2...3, 2: 4...4, 3: 5...6, 4: 7...8, 5: 9...10, 6: 11...11, 7: 12...12, 8: 13...13]
        for bead in result.beads where bead.isLinked {
            for s in bead.source {
                let want = expected[s]!
                #expect(bead.target.contains(where: { want.contains($0) }), "sentence \(s) met \(bead.target)")
            }
        }
    }

    @Test func aPairThatAgreesBetterWithItsNeighboursScoresLower() {
        let right = BeadEvidence(
            lengthProbability: 0.8, anchorAgreement: 0.6, lexicalAgreement: 0.5, lexicalMargin: 0.3, anchorMargin: 0.4,
            sourceUnits: 1, targetUnits: 2, characters: 30)
        var shifted = right
        shifted.lexicalMargin = -0.3
        shifted.anchorMargin = -0.4
        // The same agreement, but the units beside agree better: below `--min-score 0.95`.
        #expect(right.confidence > 0.98)
        #expect(shifted.confidence < 0.95 && shifted.confidence < right.confidence - 0.05)
        // More words explained, more confidence; none at all is less evidence than some.
        var weaker = right
        weaker.lexicalAgreement = 0.1
        #expect(weaker.confidence < right.confidence)
        #expect((0...1).contains(shifted.confidence))
    }
}
