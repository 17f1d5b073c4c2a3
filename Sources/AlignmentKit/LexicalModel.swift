import TextKit

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
        // The two directions learn apart, on two cores when one is free (`helpedMap`).
        let model = self
        let trained = [true, false].helpedMap { model.train(iterations: iterations, forward: $0) }
        (forward, backward) = (trained[0], trained[1])
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

    /// p(target | source) and p(source | target) for word ids (0 when never seen together).
    func probabilities(source: Int, target: Int) -> (forward: Float, backward: Float) {
        guard let slot = slots.slot(Self.key(source, target)) else { return (0, 0) }
        return (forward[Int(slot)], backward[Int(slot)])
    }

    /// For training pair `index`: p(target | source) and p(source | target) for every (source
    /// position, target position), row by row (row = source position).
    func matrices(pair index: Int) -> (forward: [Float], backward: [Float]) {
        let slots = pairs[index].slots
        return (slots.map { forward[Int($0)] }, slots.map { backward[Int($0)] })
    }
}

/// The content words the lexical model is trained on and applied to: katakana runs whole, Han runs
/// as ICU words, without the discovery stop-lists' function and very general words. English text
/// (no Han or katakana runs) gives its Latin words, lower-cased, without function words and with
/// plural and possessive endings cut (`EnglishWords`), so that Model 1 learns `battery` → `电池`.
struct LexicalTokenizer: Sendable {
    let extractor: TermCandidateExtractor

    init(language: String) {
        extractor = TermCandidateExtractor(language: language)
    }

    func tokens(of text: String) -> [String] {
        if extractor.language == "en" { return EnglishWords.tokens(of: text) }
        return extractor.contentRuns(text).flatMap { extractor.pieces(of: $0) }.filter { !extractor.isStopWord($0) }
    }
}

/// The content words of English text for the lexical model.
enum EnglishWords {
    /// Function words and the most general verbs and adverbs of spoken English: they have no
    /// translation of their own in Chinese or Japanese, or too many.
    static let stopWords: Set<String> = Set(
        """
        a an the and or but if so as of to in on at by for with from into onto about over under than then
        that this these those there here it its it's i me my we us our you your he him his she her they them
        their is are was were be been being am do does did done doing have has had having will would shall
        should can could may might must not no nor just also very really too only even still now well
        what which who whom whose when where why how all any each every some such more most other another
        same own both either neither up down out off again further once let let's i'm you're we're they're
        that's there's here's what's i'll you'll we'll it'll i've you've we've don't doesn't didn't can't
        won't isn't aren't wasn't weren't go going get got gets getting make makes made making take takes
        thing things way lot lots kind actually one something anything everything bit like okay ok yeah oh
        because while though although through across within without via per be able
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    static func tokens(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        func flush() {
            defer { current = "" }
            guard current.unicodeScalars.count >= 2 else { return }
            let lower = current.lowercased()
            guard !stopWords.contains(lower) else { return }
            words.append(stem(lower))
        }
        for scalar in text.unicodeScalars {
            if Script.of(scalar) == .latin || (scalar == "'" || scalar == "’") && !current.isEmpty {
                current.unicodeScalars.append(scalar == "’" ? "'" : scalar)
            } else if !current.isEmpty {
                flush()
            }
        }
        if !current.isEmpty { flush() }
        return words
    }

    /// The word without a possessive or plural ending (`app's`, `apps` → `app`; `batteries` →
    /// `battery`; `class`, `status` stay).
    static func stem(_ word: String) -> String {
        var w = word
        if w.hasSuffix("'s") { w.removeLast(2) }
        while w.hasSuffix("'") { w.removeLast() }
        guard w.count > 3, w.hasSuffix("s"), !w.hasSuffix("ss"), !w.hasSuffix("us"), !w.hasSuffix("is") else { return w }
        if w.hasSuffix("ies") { return String(w.dropLast(3)) + "y" }
        return String(w.dropLast())
    }
}
