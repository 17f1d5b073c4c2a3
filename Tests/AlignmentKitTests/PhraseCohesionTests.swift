import Testing

@testable import AlignmentKit

@Suite struct PhraseCohesionTests {
    // ja: [お試しオファーを] [設定すると] [新規登録者は] [割引を利用できます] [次に]
    let japanese = PhraseCohesion(
        units: ["お試しオファーを", "設定すると", "新規登録者は", "割引を利用できます", "次に"], language: "ja")

    @Test func anObjectPhraseCutFromItsVerbCosts() {
        #expect(japanese.cost(of: 0..<1) == PhraseCohesion.bindingCost)
        #expect(japanese.cost(of: 0..<2) == 0)
    }

    @Test func aBeadRunningPastASentenceEndCosts() {
        #expect(japanese.cost(of: 2..<4) == 0)
        #expect(japanese.cost(of: 3..<5) == PhraseCohesion.sentenceEndCost + PhraseCohesion.clauseStartCost)
        #expect(japanese.cost(of: 0..<4) == 0)
    }

    @Test func aBeadRunningIntoAConnectiveCosts() {
        let chinese = PhraseCohesion(units: ["顾客可以在订阅页面", "找到赢回优惠", "然后 Ricky 将展示"], language: "zh")
        #expect(chinese.cost(of: 0..<2) == 0)
        #expect(chinese.cost(of: 1..<3) == PhraseCohesion.clauseStartCost)
        // A connective opening the bead costs nothing.
        #expect(chinese.cost(of: 2..<3) == 0)
    }

    @Test func theLastPhraseOfAParagraphEndsABeadFreely() {
        let cohesion = PhraseCohesion(units: ["サブスクリプションの", "価格を"], language: "ja")
        #expect(cohesion.cost(of: 1..<2) == 0)
        #expect(cohesion.cost(of: 0..<1) == PhraseCohesion.bindingCost)
    }

    @Test func chineseCountsOnlySentencePunctuationAndEnglishNothing() {
        let chinese = PhraseCohesion(units: ["设置推介促销优惠的", "可以让新订阅者试用。", "然后"], language: "zh")
        #expect(chinese.cost(of: 0..<1) == 0)
        #expect(chinese.cost(of: 1..<2) == 0)
        #expect(chinese.cost(of: 0..<2) == 0)
        // `试用。` ends a sentence and `然后` opens a clause.
        #expect(chinese.cost(of: 1..<3) == PhraseCohesion.sentenceEndCost + PhraseCohesion.clauseStartCost)
        let english = PhraseCohesion(units: ["Good morning.", "Welcome to WWDC."], language: "en")
        #expect(english.cost(of: 0..<2) == 0)
    }

    @Test func theCostsMoveTheSeedGoldsBeadEdges() throws {
        // The gold's sentence ends and object phrases: without the costs the aligner cuts after
        // `を`/`の` and runs past `…ます` far more often than the gold (see PhraseCohesion).
        let with = try GoldAlignmentTests.phraseScores(learning: true, set: nil)
        var plain = Aligner()
        plain.usesCohesion = false
        let without = try GoldAlignmentTests.phraseScores(learning: true, set: nil, aligner: plain)
        print("phrase F1 with cohesion costs \(with.f1), without \(without.f1)")
        #expect(with.f1 > without.f1 + 0.015)
        #expect(with.precision > without.precision)
    }
}
