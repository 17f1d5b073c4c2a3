import Testing

@testable import AlignmentKit

@Suite struct LengthModelTests {
    @Test func expectedLengthIsMostProbableAndProbabilityFallsWithDistance() {
        let model = LengthModel.japaneseToChinese
        let atMean = model.probability(source: 100, target: 68)
        #expect(atMean > 0.95)
        #expect(model.probability(source: 100, target: 90) < atMean)
        #expect(model.probability(source: 100, target: 10) < 0.001)
    }

    @Test func fittedRatioComesFromTheTotals() {
        #expect(abs(LengthModel.fitted(sourceLength: 100_000, targetLength: 70_000).ratio - 0.7) < 0.01)
        #expect(abs(LengthModel.fitted(sourceLength: 100, targetLength: 50).ratio - 0.917) < 0.01)
        #expect(LengthModel.fitted(sourceLength: 0, targetLength: 10).ratio == 1)
    }

    @Test func englishPairsStartFromTheirUsualRatio() {
        #expect(LengthModel.expectedRatio(source: "en", target: "zh") == LengthModel.cjkPerEnglishCharacter)
        #expect(abs(LengthModel.expectedRatio(source: "ja", target: "en") * LengthModel.cjkPerEnglishCharacter - 1) < 1e-9)
        #expect(LengthModel.expectedRatio(source: "ja", target: "zh") == 1)
        // A short English document is shrunk towards 0.36, not towards 1.
        let short = LengthModel.fitted(sourceLength: 300, targetLength: 100, expectedRatio: LengthModel.cjkPerEnglishCharacter)
        #expect(abs(short.ratio - (100 + 500 * 0.36) / 800) < 1e-9)
        #expect(abs(LengthModel.fitted(sourceLength: 300, targetLength: 100).ratio - 0.75) < 1e-9)
    }

    @Test func anEnglishTranscriptAndItsChineseTranslationAreNoSummary() {
        // 41,129 English and 11,334 Japanese characters (perf corpus, session 217): 0.28 of the
        // English, within the usual range, though more than 3.5 times apart.
        let en = (0..<40).map { AlignmentUnit(text: String(repeating: "word ", count: 40), line: $0 + 1, paragraph: $0) }
        let ja = (0..<40).map { AlignmentUnit(text: String(repeating: "言葉です", count: 7), line: $0 + 1, paragraph: $0) }
        let result = Aligner().align(source: en, target: ja)
        #expect(!result.diagnostics.contains { if case .lengthMismatch = $0 { true } else { false } })
        #expect(result.linkedCount == 40)
    }
}
