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
}
