/// Word translation probabilities learned from aligned paragraphs (IBM Model 1, both directions),
/// used as evidence when the phrases inside those paragraphs are aligned.
///
/// Paragraph alignment is reliable (length plus anchors), phrase alignment is not: the anchors
/// (numbers, Latin tokens, term pairs, shared Han characters) are too sparse inside a phrase. The
/// paragraph beads of the same two documents are a small parallel corpus, and Model 1 trained on
/// them by expectation–maximisation learns which Japanese word tends to be translated by which
/// Chinese word (`サブスクリプション` ↔ `订阅`, `割引` ↔ `折扣`), including the pairs that share no
/// character.
///
/// - Complexity: O(k · Σ |s|·|t|) for k iterations over the training pairs; lookups are O(1).
struct LexicalModel: Sendable {
    /// Token ids of the two sides (separate id spaces).
    private(set) var sourceIDs: [String: Int] = [:]
    private(set) var targetIDs: [String: Int] = [:]
    /// p(target | source) and p(source | target), keyed by `key(source, target)`.
    private var forward: [Int: Float] = [:]
    private var backward: [Int: Float] = [:]

    /// Probabilities below this are dropped after training.
    static let floor: Float = 0.02

    var isEmpty: Bool { forward.isEmpty }

    private static func key(_ s: Int, _ t: Int) -> Int { s << 32 | t }

    /// Trains on paragraph pairs given as token lists.
    ///
    /// - Parameter iterations: EM iterations of each direction.
    init(pairs: [(source: [String], target: [String])], iterations: Int = 5) {
        var encoded: [(source: [Int], target: [Int])] = []
        encoded.reserveCapacity(pairs.count)
        for pair in pairs {
            let s = pair.source.map { token in
                if let id = sourceIDs[token] { return id }
                let id = sourceIDs.count
                sourceIDs[token] = id
                return id
            }
            let t = pair.target.map { token in
                if let id = targetIDs[token] { return id }
                let id = targetIDs.count
                targetIDs[token] = id
                return id
            }
            if !s.isEmpty, !t.isEmpty { encoded.append((s, t)) }
        }
        guard !encoded.isEmpty else { return }
        forward = Self.train(encoded, sourceCount: sourceIDs.count, iterations: iterations)
        let flipped = encoded.map { (source: $0.target, target: $0.source) }
        let reversed = Self.train(flipped, sourceCount: targetIDs.count, iterations: iterations)
        // Store both directions under the same (source, target) key.
        for (k, p) in reversed { backward[Self.key(k & 0xFFFF_FFFF, k >> 32)] = p }
    }

    /// IBM Model 1 EM with a null source word (id `sourceCount`): p(t | s) for co-occurring pairs.
    private static func train(_ pairs: [(source: [Int], target: [Int])], sourceCount: Int, iterations: Int)
        -> [Int: Float]
    {
        let null = sourceCount
        var p: [Int: Float] = [:]
        // Uniform start over the target words each source word co-occurs with.
        var targetsOf: [Int: Set<Int>] = [:]
        for pair in pairs {
            for s in pair.source + [null] { targetsOf[s, default: []].formUnion(pair.target) }
        }
        for (s, targets) in targetsOf {
            let uniform = 1 / Float(targets.count)
            for t in targets { p[key(s, t)] = uniform }
        }
        for _ in 0..<iterations {
            var counts: [Int: Float] = [:]
            var totals: [Int: Float] = [:]
            for pair in pairs {
                let sources = pair.source + [null]
                for t in pair.target {
                    var norm: Float = 0
                    for s in sources { norm += p[key(s, t)] ?? 0 }
                    guard norm > 0 else { continue }
                    for s in sources {
                        let c = (p[key(s, t)] ?? 0) / norm
                        counts[key(s, t), default: 0] += c
                        totals[s, default: 0] += c
                    }
                }
            }
            for (k, c) in counts {
                let total = totals[k >> 32] ?? 1
                p[k] = c / total
            }
        }
        return p.filter { $0.key >> 32 != null && $0.value >= floor }
    }

    /// p(target | source) for token ids (0 when unseen together).
    func forwardProbability(source: Int, target: Int) -> Float { forward[Self.key(source, target)] ?? 0 }

    /// p(source | target) for token ids (0 when unseen together).
    func backwardProbability(source: Int, target: Int) -> Float { backward[Self.key(source, target)] ?? 0 }
}

/// The content words the lexical model is trained on and applied to: katakana runs whole, Han runs
/// as ICU words, without the discovery stop-lists' function and very general words.
struct LexicalTokenizer: Sendable {
    let extractor: TermCandidateExtractor

    init(language: String) {
        extractor = TermCandidateExtractor(language: language)
    }

    func tokens(of text: String) -> [String] {
        extractor.contentRuns(text).flatMap { extractor.pieces(of: $0) }.filter { !extractor.isStopWord($0) }
    }
}
