/// Lexical agreement of phrase beads, from a `LexicalModel`.
///
/// For every word of a target unit and every source unit it may meet, the best p(target | source
/// word) over that unit's words is computed once (and the same the other way round), so a bead's
/// evidence is a few maxima and sums however many units it merges. Each unit meets a window of
/// units of the other side (a whole paragraph pair, or the band of a document-wide programme);
/// the tables are flat: row `w` (a word) holds one value per unit of its unit's window.
struct LexicalEvidence {
    /// Row per target word: the best forward probability against each source unit of the window.
    private var targetBest: [Float] = []
    /// Row per source word: the best backward probability against each target unit of the window.
    private var sourceBest: [Float] = []
    /// Where each word's row starts.
    private var targetRow: [Int] = []
    private var sourceRow: [Int] = []
    /// Per unit, the units of the other side it is compared with.
    private let targetWindow: [Range<Int>]
    private let sourceWindow: [Range<Int>]
    /// Where each unit's words start; one extra entry for the end.
    private let sourceStart: [Int]
    private let targetStart: [Int]
    /// Per side, the sum over the units before each position of their words' best probability
    /// against any unit of their window: what a bead's `agreement` can explain at most, read in O(1)
    /// (`mostExplained(source:target:)`). One extra entry for the end.
    private var sourceMost: [Double] = []
    private var targetMost: [Double] = []

    /// - Parameters:
    ///   - forward, backward: the paragraph pair's matrices from `LexicalModel.matrices(pair:)`.
    ///   - sourceWords, targetWords: how many of the pair's words each unit holds, in order.
    init(forward: [Float], backward: [Float], sourceWords: [Int], targetWords: [Int]) {
        let tWords = targetWords.reduce(0, +)
        precondition(forward.count == sourceWords.reduce(0, +) * tWords, "matrix and unit words disagree")
        self.init(
            sourceWords: sourceWords, targetWords: targetWords,
            sourceWindows: sourceWords.map { _ in 0..<targetWords.count },
            targetWindows: targetWords.map { _ in 0..<sourceWords.count },
            probabilities: { (forward[$0 * tWords + $1], backward[$0 * tWords + $1]) })
    }

    /// Evidence over a whole document pair: each unit meets the units of its window only.
    ///
    /// - Parameters:
    ///   - sourceIDs, targetIDs: the model's word ids of each unit's words (-1 for a word the model
    ///     never saw).
    ///   - sourceWindows: per source unit, the target units it may share a bead with; `targetWindows`
    ///     the other way round.
    init(
        model: LexicalModel, sourceIDs: [[Int]], targetIDs: [[Int]], sourceWindows: [Range<Int>],
        targetWindows: [Range<Int>]
    ) {
        let s = sourceIDs.flatMap { $0 }, t = targetIDs.flatMap { $0 }
        self.init(
            sourceWords: sourceIDs.map(\.count), targetWords: targetIDs.map(\.count), sourceWindows: sourceWindows,
            targetWindows: targetWindows,
            probabilities: { a, b in s[a] < 0 || t[b] < 0 ? (0, 0) : model.probabilities(source: s[a], target: t[b]) })
    }

    /// - Parameters:
    ///   - sourceWindows, targetWindows: each other's inverse (source unit i's window holds target unit
    ///     j exactly when j's holds i), so that every word pair is read once for both tables.
    ///   - probabilities: p(target word b | source word a) and p(a | b) for word positions a, b
    ///     (counted over all units of a side, in order).
    private init(
        sourceWords: [Int], targetWords: [Int], sourceWindows: [Range<Int>], targetWindows: [Range<Int>],
        probabilities: (Int, Int) -> (forward: Float, backward: Float)
    ) {
        func starts(_ counts: [Int]) -> [Int] {
            var result = [0]
            for c in counts { result.append(result[result.count - 1] + c) }
            return result
        }
        sourceStart = starts(sourceWords)
        targetStart = starts(targetWords)
        sourceWindow = sourceWindows
        targetWindow = targetWindows
        let nS = sourceWords.count, nT = targetWords.count
        for j in 0..<nT {
            for _ in targetStart[j]..<targetStart[j + 1] {
                targetRow.append(targetBest.count)
                targetBest += repeatElement(0, count: targetWindows[j].count)
            }
        }
        for i in 0..<nS {
            for _ in sourceStart[i]..<sourceStart[i + 1] {
                sourceRow.append(sourceBest.count)
                sourceBest += repeatElement(0, count: sourceWindows[i].count)
            }
        }
        // Every (source unit, target unit) of the windows once, every word pair of it once: its forward
        // probability raises the target word's best against the source unit, its backward one the source
        // word's best against the target unit (probabilities are never negative: the tables start at 0).
        for i in 0..<nS {
            let window = sourceWindows[i]
            for j in window {
                let targetWindow = targetWindows[j]
                assert(targetWindow.contains(i), "the windows are not each other's inverse")
                for a in sourceStart[i]..<sourceStart[i + 1] {
                    var best: Float = 0
                    for b in targetStart[j]..<targetStart[j + 1] {
                        let p = probabilities(a, b)
                        best = max(best, p.backward)
                        let cell = targetRow[b] + i - targetWindow.lowerBound
                        targetBest[cell] = max(targetBest[cell], p.forward)
                    }
                    sourceBest[sourceRow[a] + j - window.lowerBound] = best
                }
            }
        }
        sourceMost = Self.mostExplainable(best: sourceBest, rows: sourceRow, starts: sourceStart, windows: sourceWindows)
        targetMost = Self.mostExplainable(best: targetBest, rows: targetRow, starts: targetStart, windows: targetWindows)
    }

    /// Prefix sums, unit by unit, of every word's greatest value in its row (its whole window).
    private static func mostExplainable(best: [Float], rows: [Int], starts: [Int], windows: [Range<Int>]) -> [Double] {
        var result = [0.0]
        result.reserveCapacity(windows.count + 1)
        var total = 0.0
        for u in windows.indices {
            for w in starts[u]..<starts[u + 1] {
                var m: Float = 0
                for k in 0..<windows[u].count { m = max(m, best[rows[w] + k]) }
                total += Double(m)
            }
            result.append(total)
        }
        return result
    }

    /// At least the `explained` of `agreement(source: s, target: t)`, whatever the units: the sum of
    /// every word's best probability against its whole window, with room for the rounding of
    /// `agreement`'s single-precision sum.
    @inline(__always) func mostExplained(source s: Range<Int>, target t: Range<Int>) -> Double {
        let sum = targetMost[t.upperBound] - targetMost[t.lowerBound] + sourceMost[s.upperBound] - sourceMost[s.lowerBound]
        return sum * 1.001 + 1e-6
    }

    /// The explained word mass and the word count of a bead of source units `s` and target units `t`.
    func agreement(source s: Range<Int>, target t: Range<Int>) -> (explained: Double, tokens: Int) {
        // One running sum, targets first, as the word masses were always added.
        var explained: Float = 0
        Self.addExplainedMass(of: t, against: s, best: targetBest, rows: targetRow, starts: targetStart, windows: targetWindow, to: &explained)
        Self.addExplainedMass(of: s, against: t, best: sourceBest, rows: sourceRow, starts: sourceStart, windows: sourceWindow, to: &explained)
        let tokens = targetStart[t.upperBound] - targetStart[t.lowerBound] + sourceStart[s.upperBound]
            - sourceStart[s.lowerBound]
        return (Double(explained), tokens)
    }

    /// The word count of a bead of source units `s` and target units `t` (the `tokens` of
    /// `agreement(source:target:)`, without the rest of its work).
    @inline(__always) func tokenCount(source s: Range<Int>, target t: Range<Int>) -> Int {
        targetStart[t.upperBound] - targetStart[t.lowerBound] + sourceStart[s.upperBound] - sourceStart[s.lowerBound]
    }

    /// Adds to `explained` the best probability, over the other side's units `other`, of every word of
    /// `units`: one side's half of `agreement(source:target:)` (both sides' tables have one layout).
    @inline(__always)
    private static func addExplainedMass(
        of units: Range<Int>, against other: Range<Int>, best: [Float], rows: [Int], starts: [Int], windows: [Range<Int>],
        to explained: inout Float
    ) {
        best.withUnsafeBufferPointer { best in
            for u in units {
                let window = windows[u]
                let lo = max(other.lowerBound, window.lowerBound), hi = min(other.upperBound, window.upperBound)
                guard lo < hi else { continue }
                for w in starts[u]..<starts[u + 1] {
                    let row = rows[w] &- window.lowerBound
                    var m: Float = 0
                    for k in lo..<hi { m = max(m, best[row &+ k]) }
                    explained += m
                }
            }
        }
    }
}
