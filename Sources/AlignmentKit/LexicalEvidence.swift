/// Lexical agreement of the phrase beads inside one paragraph bead, from a `LexicalModel`.
///
/// For every word of a target unit and every source unit, the best p(target | source word) over
/// that unit's words is computed once (and the same the other way round), so a bead's evidence is
/// a few maxima and sums however many units it merges. The tables are flat: row `w` (a word)
/// holds one value per unit of the other side.
struct LexicalEvidence {
    /// Row per target word: the best forward probability against each source unit.
    private var targetBest: [Float]
    /// Row per source word: the best backward probability against each target unit.
    private var sourceBest: [Float]
    /// Where each unit's words start; one extra entry for the end.
    private var sourceStart: [Int]
    private var targetStart: [Int]

    /// - Parameters:
    ///   - forward, backward: the paragraph pair's matrices from `LexicalModel.matrices(pair:)`.
    ///   - sourceWords, targetWords: how many of the pair's words each unit holds, in order.
    init(forward: [Float], backward: [Float], sourceWords: [Int], targetWords: [Int]) {
        func starts(_ counts: [Int]) -> [Int] {
            var result = [0]
            for c in counts { result.append(result[result.count - 1] + c) }
            return result
        }
        sourceStart = starts(sourceWords)
        targetStart = starts(targetWords)
        let nS = sourceWords.count, nT = targetWords.count
        let sWords = sourceStart[nS], tWords = targetStart[nT]
        precondition(forward.count == sWords * tWords, "matrix and unit words disagree")
        targetBest = [Float](repeating: 0, count: tWords * nS)
        sourceBest = [Float](repeating: 0, count: sWords * nT)
        for i in 0..<nS {
            for a in sourceStart[i]..<sourceStart[i + 1] {
                for j in 0..<nT {
                    for b in targetStart[j]..<targetStart[j + 1] {
                        let cell = a * tWords + b
                        targetBest[b * nS + i] = max(targetBest[b * nS + i], forward[cell])
                        sourceBest[a * nT + j] = max(sourceBest[a * nT + j], backward[cell])
                    }
                }
            }
        }
    }

    /// The explained word mass and the word count of a bead of source units `s` and target units `t`.
    func agreement(source s: Range<Int>, target t: Range<Int>) -> (explained: Double, tokens: Int) {
        let nS = sourceStart.count - 1, nT = targetStart.count - 1
        let firstT = targetStart[t.lowerBound], endT = targetStart[t.upperBound]
        let firstS = sourceStart[s.lowerBound], endS = sourceStart[s.upperBound]
        var explained: Float = 0
        targetBest.withUnsafeBufferPointer { best in
            for b in firstT..<endT {
                var m: Float = 0
                for i in s { m = max(m, best[b &* nS &+ i]) }
                explained += m
            }
        }
        sourceBest.withUnsafeBufferPointer { best in
            for a in firstS..<endS {
                var m: Float = 0
                for j in t { m = max(m, best[a &* nT &+ j]) }
                explained += m
            }
        }
        return (Double(explained), endT - firstT + endS - firstS)
    }
}
