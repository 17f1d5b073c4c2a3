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
/// Every distinct co-occurring (source word, target word) pair gets a slot once; the iterations and
/// the per-pair probability matrices then work on plain arrays, without hashing.
///
/// - Complexity: O(k · Σ |s|·|t|) for k iterations over the training pairs.
struct LexicalModel: Sendable {
    /// Word ids of the two sides (separate id spaces).
    private(set) var sourceIDs: [String: Int] = [:]
    private(set) var targetIDs: [String: Int] = [:]
    /// The slot of each co-occurring (source id, target id), keyed by `key(s, t)`.
    private var slots = SlotTable()
    /// Per training pair: its source and target ids, and the slot of each (source position,
    /// target position), row by row.
    private var pairs: [(source: [Int], target: [Int], slots: [Int32])] = []
    /// p(target | source) and p(source | target) per slot.
    private var forward: [Float] = []
    private var backward: [Float] = []

    /// Probabilities below this count as zero after training.
    static let floor: Float = 0.02

    var isEmpty: Bool { forward.isEmpty }

    private static func key(_ s: Int, _ t: Int) -> Int { s << 32 | t }

    /// Trains on paragraph pairs given as word lists; pairs with an empty side are kept (so that
    /// `matrices(pair:)` numbers pairs as given) but teach nothing.
    ///
    /// - Parameter iterations: EM iterations of each direction.
    init(pairs input: [(source: [String], target: [String])], iterations: Int = 5) {
        func ids(_ words: [String], _ table: inout [String: Int]) -> [Int] {
            words.map { word in
                if let id = table[word] { return id }
                let id = table.count
                table[word] = id
                return id
            }
        }
        pairs.reserveCapacity(input.count)
        for pair in input {
            let s = ids(pair.source, &sourceIDs), t = ids(pair.target, &targetIDs)
            var pairSlots: [Int32] = []
            pairSlots.reserveCapacity(s.count * t.count)
            for a in s {
                for b in t {
                    pairSlots.append(slots.insert(Self.key(a, b)))
                }
            }
            pairs.append((s, t, pairSlots))
        }
        guard !slots.isEmpty else { return }
        forward = train(iterations: iterations, forward: true)
        backward = train(iterations: iterations, forward: false)
    }

    /// Model 1 EM with a null word: p(target | source) per slot when `forward`, else p(source | target).
    private func train(iterations: Int, forward: Bool) -> [Float] {
        let givenCount = forward ? sourceIDs.count : targetIDs.count
        let producedCount = forward ? targetIDs.count : sourceIDs.count
        var p = [Float](repeating: 1, count: slots.count)
        var nullP = [Float](repeating: 1, count: producedCount)
        var counts = [Float](repeating: 0, count: slots.count)
        var nullCounts = [Float](repeating: 0, count: producedCount)
        var totals = [Float](repeating: 0, count: givenCount)
        // The slot of every pair, with its given word, for the M step.
        var givenOfSlot = [Int32](repeating: 0, count: slots.count)
        for pair in pairs {
            let width = pair.target.count
            for (a, s) in pair.source.enumerated() {
                for (b, t) in pair.target.enumerated() {
                    givenOfSlot[Int(pair.slots[a * width + b])] = Int32(forward ? s : t)
                }
            }
        }
        for _ in 0..<iterations {
            for i in counts.indices { counts[i] = 0 }
            for i in nullCounts.indices { nullCounts[i] = 0 }
            var nullTotal: Float = 0
            for pair in pairs where !pair.source.isEmpty && !pair.target.isEmpty {
                let width = pair.target.count
                let produced = forward ? pair.target : pair.source
                let givenLength = forward ? pair.source.count : pair.target.count
                for (position, word) in produced.enumerated() {
                    // The slots linking this produced word to every given word of the pair.
                    func slot(_ g: Int) -> Int {
                        Int(forward ? pair.slots[g * width + position] : pair.slots[position * width + g])
                    }
                    var norm = nullP[word]
                    for g in 0..<givenLength { norm += p[slot(g)] }
                    guard norm > 0 else { continue }
                    let nullShare = nullP[word] / norm
                    nullCounts[word] += nullShare
                    nullTotal += nullShare
                    for g in 0..<givenLength { counts[slot(g)] += p[slot(g)] / norm }
                }
            }
            for i in totals.indices { totals[i] = 0 }
            for i in counts.indices { totals[Int(givenOfSlot[i])] += counts[i] }
            for i in p.indices {
                let total = totals[Int(givenOfSlot[i])]
                p[i] = total > 0 ? counts[i] / total : 0
            }
            for i in nullP.indices { nullP[i] = nullTotal > 0 ? nullCounts[i] / nullTotal : 0 }
        }
        return p.map { $0 >= Self.floor ? $0 : 0 }
    }

    /// p(target | source) for word ids (0 when never seen together).
    func forwardProbability(source: Int, target: Int) -> Float {
        slots.slot(Self.key(source, target)).map { forward[Int($0)] } ?? 0
    }

    /// p(source | target) for word ids (0 when never seen together).
    func backwardProbability(source: Int, target: Int) -> Float {
        slots.slot(Self.key(source, target)).map { backward[Int($0)] } ?? 0
    }

    /// For training pair `index`: p(target | source) and p(source | target) for every (source
    /// position, target position), row by row (row = source position).
    func matrices(pair index: Int) -> (forward: [Float], backward: [Float]) {
        let slots = pairs[index].slots
        return (slots.map { forward[Int($0)] }, slots.map { backward[Int($0)] })
    }
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
