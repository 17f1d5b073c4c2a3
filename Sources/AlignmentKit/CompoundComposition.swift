import TextKit

/// How much of a Japanese and a Chinese term translate each other piece by piece, from evidence
/// outside the pair: word pairs already known (the glossary's, or pairs the corpus as a whole
/// supports), the same Latin word on both sides (`ID`, `StoreKit`), and the same Han character
/// after ``HanVariants`` folding (`期間` ⟷ `期限`, `参照名` ⟷ `参考名称`).
///
/// A compound term and its translation are made of the same parts: `オファーリンク` ⟷ `优惠链接` is
/// `オファー` ⟷ `优惠` plus a part left on each side, whereas `参照名` ⟷ `第一步` shares nothing and
/// `経過時間の要件` ⟷ `时间这项要求` leaves words over here and there. So a pair seen in a single
/// bead — where co-occurrence cannot tell a term from the phrase around it — is judged by how its parts
/// cover both terms; one part left on each side (contiguous) is the likely translation of the other
/// and counts half.
///
/// The Japanese genitive `の`, the Chinese `的` and spaces weigh nothing (`以前の登録者` ⟷
/// `以前的订阅者`); otherwise a Han character weighs 1, a kana 0.33 (three kana a Chinese character,
/// as in ``TermDiscovery/lengthAgreement(_:_:)``), a Latin word 1 and a digit 0.5.
struct CompoundComposition {
    /// Known word pairs, longest Japanese side first.
    private let dictionary: [(ja: [Unicode.Scalar], zh: [Unicode.Scalar])]
    /// The entries by the first scalar of their Japanese (and of their Chinese) side, in dictionary
    /// order: a term is searched only for the entries that start with one of its scalars.
    private let jaByFirst: [Unicode.Scalar: [Int]]
    private let zhByFirst: [Unicode.Scalar: [Int]]
    private var han = HanVariants()
    /// Per term, the dictionary entries whose side it contains.
    private var jaEntries: [String: [Int]] = [:]
    private var zhEntries: [String: [Int]] = [:]

    init(pairs: [(ja: String, zh: String)]) {
        dictionary =
            pairs
            .filter { !$0.ja.isEmpty && !$0.zh.isEmpty }
            .map { (ja: Array($0.ja.unicodeScalars), zh: Array($0.zh.unicodeScalars)) }
            .sorted { $0.ja.count != $1.ja.count ? $0.ja.count > $1.ja.count : $0.zh.count > $1.zh.count }
        var jaByFirst: [Unicode.Scalar: [Int]] = [:], zhByFirst: [Unicode.Scalar: [Int]] = [:]
        for (index, entry) in dictionary.enumerated() {
            jaByFirst[entry.ja[0], default: []].append(index)
            zhByFirst[entry.zh[0], default: []].append(index)
        }
        self.jaByFirst = jaByFirst
        self.zhByFirst = zhByFirst
    }

    /// The covered share of the two terms' weight, in [0, 1]: 1 when known pairs, shared Latin words
    /// and shared Han characters account for both terms entirely. What is left counts half — the
    /// lighter side's weight is added — when it is one contiguous part on each side (two terms that
    /// share nothing score at most 0.5, exactly 0.5 when their weights agree), and not at all when a
    /// term has parts left in two or more places or on one side only (a word of context too many).
    ///
    /// - Complexity: O(d·(m + n)) for the d known pairs contained in the terms of lengths m and n.
    mutating func coverage(_ ja: String, _ zh: String) -> Double {
        var left = Side(ja, genitive: "の"), right = Side(zh, genitive: "的")
        let total = left.weight + right.weight
        guard total > 0 else { return 0 }
        let shared = Set(entries(ja, japanese: true)).intersection(entries(zh, japanese: false))
        for index in shared.sorted() {
            let entry = dictionary[index]
            guard let a = left.firstUncovered(entry.ja), let b = right.firstUncovered(entry.zh) else { continue }
            left.cover(a..<(a + entry.ja.count))
            right.cover(b..<(b + entry.zh.count))
        }
        for word in left.latinWords() {
            guard let b = right.firstUncoveredWord(word) else { continue }
            left.cover(word.range)
            right.cover(b)
        }
        for i in left.scalars.indices where !left.covered[i] && Script.of(left.scalars[i]) == .han {
            let folded = han.fold(left.scalars[i])
            if let j = right.scalars.indices.first(where: {
                !right.covered[$0] && Script.of(right.scalars[$0]) == .han && han.fold(right.scalars[$0]) == folded
            }) {
                left.cover(i..<(i + 1))
                right.cover(j..<(j + 1))
            }
        }
        let rest = left.uncoveredWeight + right.uncoveredWeight
        var explained = total - rest
        // One part left on each side, in one piece: likely each other's translation, as far as their
        // weights agree.
        if left.uncoveredFragments == 1, right.uncoveredFragments == 1 {
            explained += min(left.uncoveredWeight, right.uncoveredWeight)
        }
        return explained / total
    }

    /// The indices of the dictionary entries whose Japanese (or Chinese) side occurs in `term`,
    /// cached per term. (Mutating, and storing into the cache itself: a non-mutating method handed
    /// its own property `inout` held a second reference to the cache, which was then copied whole on
    /// every store — 90% of a 60-page `terms discover`.)
    private mutating func entries(_ term: String, japanese: Bool) -> [Int] {
        if let cached = japanese ? jaEntries[term] : zhEntries[term] { return cached }
        let scalars = Array(term.unicodeScalars)
        let byFirst = japanese ? jaByFirst : zhByFirst
        var candidates: Set<Int> = []
        for scalar in Set(scalars) { candidates.formUnion(byFirst[scalar] ?? []) }
        let found = candidates.sorted().filter {
            Side.find(japanese ? dictionary[$0].ja : dictionary[$0].zh, in: scalars, from: 0) != nil
        }
        if japanese { jaEntries[term] = found } else { zhEntries[term] = found }
        return found
    }

    /// One term's scalars, their weights and which are accounted for.
    private struct Side {
        var scalars: [Unicode.Scalar]
        var weights: [Double]
        var covered: [Bool]

        init(_ text: String, genitive: Unicode.Scalar) {
            scalars = Array(text.unicodeScalars)
            weights = []
            var inLatin = false
            var latinStart = 0
            for (i, scalar) in scalars.enumerated() {
                let script = Script.of(scalar)
                if script == .latin || (inLatin && script == .digit) {
                    if !inLatin { latinStart = i }
                    inLatin = true
                    weights.append(0)
                    continue
                }
                if inLatin { Self.spread(&weights, latinStart..<i) }
                inLatin = false
                switch script {
                case _ where scalar == genitive: weights.append(0)
                case .han: weights.append(1)
                case .katakana, .hiragana: weights.append(0.33)
                case .digit: weights.append(0.5)
                default: weights.append(0)
                }
            }
            if inLatin { Self.spread(&weights, latinStart..<scalars.count) }
            covered = weights.map { $0 == 0 }
        }

        /// A Latin word weighs 1 in all, spread over its letters.
        private static func spread(_ weights: inout [Double], _ range: Range<Int>) {
            for i in range { weights[i] = 1 / Double(range.count) }
        }

        var weight: Double { weights.reduce(0, +) }

        var uncoveredWeight: Double { zip(weights, covered).reduce(0) { $0 + ($1.1 ? 0 : $1.0) } }

        /// Maximal runs of uncovered scalars (scalars of no weight neither start nor end one).
        var uncoveredFragments: Int {
            var fragments = 0
            var inside = false
            for i in scalars.indices where weights[i] > 0 {
                if !covered[i], !inside { fragments += 1 }
                inside = !covered[i]
            }
            return fragments
        }

        mutating func cover(_ range: Range<Int>) {
            for i in range { covered[i] = true }
        }

        /// The first place where `needle` occurs with none of its weighed scalars covered yet.
        func firstUncovered(_ needle: [Unicode.Scalar]) -> Int? {
            var from = 0
            while let start = Self.find(needle, in: scalars, from: from) {
                if (start..<(start + needle.count)).allSatisfy({ !covered[$0] || weights[$0] == 0 }) { return start }
                from = start + 1
            }
            return nil
        }

        /// The Latin words (letters and the digits after them) with their places.
        func latinWords() -> [(text: String, range: Range<Int>)] {
            var words: [(text: String, range: Range<Int>)] = []
            var start: Int?
            for i in 0...scalars.count {
                let script = i < scalars.count ? Script.of(scalars[i]) : .other
                if script == .latin || (start != nil && script == .digit) {
                    if start == nil { start = i }
                } else if let s = start {
                    words.append((String(scalars: scalars[s..<i]).lowercased(), s..<i))
                    start = nil
                }
            }
            return words
        }

        /// The place of an uncovered Latin word equal to `word` (ignoring case).
        func firstUncoveredWord(_ word: (text: String, range: Range<Int>)) -> Range<Int>? {
            latinWords().first { $0.text == word.text && !covered[$0.range.lowerBound] }?.range
        }

        /// The first index at or after `from` where `needle` occurs in `haystack`.
        static func find(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], from: Int) -> Int? {
            haystack.firstIndex(ofRun: needle, from: from)
        }
    }
}
