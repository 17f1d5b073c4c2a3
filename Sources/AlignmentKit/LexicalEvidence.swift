/// Lexical agreement of the phrase beads inside one paragraph bead, from a `LexicalModel`.
///
/// For every token of a target unit and every source unit, the best p(target | source token) over
/// that unit's tokens is computed once (and the same the other way round), so a bead's evidence is
/// a few maxima and sums however many units it merges.
struct LexicalEvidence {
    /// Per target unit, per token: the best forward probability against each source unit.
    private var targetBest: [[[Float]]]
    /// Per source unit, per token: the best backward probability against each target unit.
    private var sourceBest: [[[Float]]]

    init(model: LexicalModel, sourceTokens: [[Int]], targetTokens: [[Int]]) {
        targetBest = targetTokens.map { tokens in
            tokens.map { z in
                sourceTokens.map { unit in
                    unit.reduce(Float(0)) { max($0, model.forwardProbability(source: $1, target: z)) }
                }
            }
        }
        sourceBest = sourceTokens.map { tokens in
            tokens.map { s in
                targetTokens.map { unit in
                    unit.reduce(Float(0)) { max($0, model.backwardProbability(source: s, target: $1)) }
                }
            }
        }
    }

    /// The explained token mass and the token count of a bead of source units `s` and target units `t`.
    func agreement(source s: Range<Int>, target t: Range<Int>) -> (explained: Double, tokens: Int) {
        var explained: Float = 0
        var tokens = 0
        for j in t {
            for best in targetBest[j] {
                tokens += 1
                var m: Float = 0
                for i in s { m = max(m, best[i]) }
                explained += m
            }
        }
        for i in s {
            for best in sourceBest[i] {
                tokens += 1
                var m: Float = 0
                for j in t { m = max(m, best[j]) }
                explained += m
            }
        }
        return (Double(explained), tokens)
    }
}
