import Foundation
import TextKit

/// Aligns the units of two documents in different languages: paragraphs first, then the units
/// inside aligned paragraphs.
///
/// Each level is a banded dynamic programme over beads 0-1, 1-0, 1-1, 1-2, 2-1, 2-2, 1-3 and 3-1
/// (phrases also wider ones, up to 7-3 and 6-4: Japanese and Chinese order subtitle phrases
/// differently, and crossing phrases must share one bead).
/// A bead's cost is the Gale–Church length cost plus the bead-type prior, minus a bonus for shared
/// anchors (numbers, Latin tokens, given term pairs, Han characters folded with `HanVariants`).
/// Phrase beads also gain for every word the other side translates, per a `LexicalModel` trained on
/// the paragraph beads (`usesLexicon`), and pay where they cut a phrase from the one it needs or run
/// on past the end of a sentence (`PhraseCohesion`), or separate two phrases that share an anchor
/// nothing else in the paragraph has (`AnchorLinks`).
/// Paragraph counts need not match. When the documents' lengths differ widely (a summary against a
/// transcript), only confident beads are kept and the rest is reported as unaligned.
///
/// - Complexity: O(n·w) bead evaluations per level for n units and band width w (at least 16 and
///   at least the difference of the unit counts plus 8; at most 32 at the phrase level).
public struct Aligner: Sendable {
    /// Anchor term pairs (source-language term, target-language term), e.g. from a glossary.
    public var termPairs: [(source: String, target: String)]
    /// A fixed length model; nil fits the ratio to the two documents.
    public var lengthModel: LengthModel?
    /// Weight, in nats, of full anchor agreement against the length and prior costs.
    public var anchorWeight: Double = 9
    /// Whether phrases inside aligned paragraphs are also compared word by word, through a
    /// `LexicalModel` trained on the paragraph beads of the same two documents.
    public var usesLexicon = true
    /// Whether phrase beads pay for cutting a phrase from the one it needs, or for running on past
    /// the end of a sentence (`PhraseCohesion`).
    public var usesCohesion = true
    /// Whether a phrase bead pays for every `AnchorLinks` link it cuts (a phrase holding a
    /// paragraph-unique anchor in the bead, its counterpart outside).
    public var usesAnchorLinks = true
    /// Whether phrases are aligned in one programme over the whole document, in a band around the
    /// paragraph alignment, so that a phrase may meet its counterpart in the neighbouring paragraph
    /// bead (paragraphs cut by time start and end at different points in the two languages); when
    /// false, only inside aligned paragraphs.
    public var crossesParagraphs = true
    /// Whether a phrase bead that joins one unit of each of k paragraphs on both sides (k-k) is cut
    /// into its k 1-1 beads: in written prose (Markdown) a paragraph break of both versions at the
    /// same place is a boundary of the translation (a page's title and its first sentence, two list
    /// items). Not for text cut by time, whose paragraph breaks fall anywhere.
    public var splitsAtParagraphBreaks = false
    /// Nats a phrase bead pays when its two sides lie in different paragraph beads.
    static let crossingCost = 2.0
    /// Nats a phrase bead pays per anchor link it cuts.
    static let cutLinkCost = 2.0
    /// Nats gained per token of a phrase bead explained by the other side (its best translation
    /// probability), and lost per unexplained token. Additive, unlike the anchors' Dice: merging
    /// crossing phrases explains more tokens, so the evidence can outweigh the bead prior.
    static let lexicalGain = 2.0, lexicalLoss = 0.25

    public init(termPairs: [(source: String, target: String)] = [], lengthModel: LengthModel? = nil) {
        self.termPairs = termPairs
        self.lengthModel = lengthModel
    }

    /// Bead shapes and prior probabilities for paragraphs (Gale–Church's, with 1-3/3-1 added).
    static let paragraphShapes: [BeadShape] = [
        BeadShape(1, 1, 0.89), BeadShape(1, 0, 0.005), BeadShape(0, 1, 0.005), BeadShape(2, 1, 0.045),
        BeadShape(1, 2, 0.045), BeadShape(2, 2, 0.011), BeadShape(3, 1, 0.004), BeadShape(1, 3, 0.004),
    ]

    /// Bead shapes for phrases inside a paragraph: Japanese and Chinese order phrases differently,
    /// so merged beads are much more common than between paragraphs. The widest (up to 7-3, 6-4,
    /// 5-4) hold a sentence whose phrases cross from end to end; both readings of the seed gold have
    /// such beads, and their priors are small enough that only links (`AnchorLinks`) and the lexicon
    /// can pay for them.
    static let phraseShapes: [BeadShape] = [
        BeadShape(1, 1, 0.45), BeadShape(1, 0, 0.005), BeadShape(0, 1, 0.005), BeadShape(2, 1, 0.18),
        BeadShape(1, 2, 0.1), BeadShape(2, 2, 0.08), BeadShape(3, 1, 0.07), BeadShape(1, 3, 0.02),
        BeadShape(3, 2, 0.04), BeadShape(2, 3, 0.02), BeadShape(4, 1, 0.03), BeadShape(5, 1, 0.015),
        BeadShape(4, 2, 0.015), BeadShape(3, 3, 0.01), BeadShape(4, 3, 0.01), BeadShape(3, 4, 0.005),
        BeadShape(5, 2, 0.01), BeadShape(5, 3, 0.005), BeadShape(6, 2, 0.005), BeadShape(4, 4, 0.003),
        BeadShape(6, 1, 0.005), BeadShape(2, 4, 0.005),
        BeadShape(5, 4, 0.002), BeadShape(6, 3, 0.002), BeadShape(6, 4, 0.001), BeadShape(7, 3, 0.001),
        BeadShape(7, 2, 0.001), BeadShape(4, 5, 0.001),
    ]

    /// The phrase shapes for `sourceUnits` source and `targetUnits` target units. The list above
    /// leans towards more source than target units per bead (ja and zh subtitle phrases are of one
    /// grain, ja slightly finer); when the target side is cut much finer (an English ICU sentence
    /// faces three to six Chinese subtitle phrases), the mirrored list gives the wide 1-n beads the
    /// priors the n-1 beads have.
    static func phraseShapes(sourceUnits: Int, targetUnits: Int) -> [BeadShape] {
        guard Double(targetUnits) > granularityMirror * Double(max(1, sourceUnits)) else { return phraseShapes }
        return phraseShapes.map { BeadShape($0.t, $0.s, $0.prior) }
    }

    /// How many times more target than source units make the phrase shapes mirror.
    static let granularityMirror = 1.3

    /// Aligns the two unit lists (either may be empty).
    public func align(source: [AlignmentUnit], target: [AlignmentUnit]) -> AlignmentResult {
        align(source: source, target: target, features: UnitFeatures(source: source, target: target))
    }

    /// Aligns the two unit lists, reading their anchor-independent features from `features` (made
    /// for these same lists).
    func align(source: [AlignmentUnit], target: [AlignmentUnit], features: UnitFeatures) -> AlignmentResult {
        var diagnostics: [AlignmentError] = []
        if source.isEmpty { diagnostics.append(.emptyDocument("source")) }
        if target.isEmpty { diagnostics.append(.emptyDocument("target")) }
        guard !source.isEmpty, !target.isEmpty else {
            let beads =
                source.indices.map { Bead(source: [$0], target: [], score: 0) }
                + target.indices.map { Bead(source: [], target: [$0], score: 0) }
            return AlignmentResult(
                beads: beads, diagnostics: diagnostics, sourceCount: source.count, targetCount: target.count)
        }
        var extractor = AnchorExtractor(termPairs: termPairs)
        // With English on either side, Latin words also join (`AnchorExtractor`), and only anchors both
        // documents have are kept.
        let english = features.languages.source == "en" || features.languages.target == "en"
        var sp = source.map { extractor.profile(of: $0.text, isSource: true, joiningWords: english) }
        var tp = target.map { extractor.profile(of: $0.text, isSource: false, joiningWords: english) }
        if english { (sp, tp) = Self.keepingSharedAnchors(sp, tp) }
        let sLength = sp.reduce(0) { $0 + $1.length }
        let tLength = tp.reduce(0) { $0 + $1.length }
        // Lengths are compared with the languages' usual ratio (English text has about three times
        // the characters of its Chinese or Japanese translation).
        let expected = LengthModel.expectedRatio(source: features.languages.source, target: features.languages.target)
        let rawRatio = Double(tLength) / Double(max(1, sLength)) / expected
        let mismatch = rawRatio > 3.5 || rawRatio < 1 / 3.5
        if mismatch { diagnostics.append(.lengthMismatch(sourceCharacters: sLength, targetCharacters: tLength)) }
        let model =
            lengthModel
            ?? (mismatch
                ? LengthModel(ratio: expected, variance: 1.5)
                : .fitted(sourceLength: sLength, targetLength: tLength, expectedRatio: expected))

        let sGroups = Self.groups(source)
        let tGroups = Self.groups(target)
        let sParagraphs = sGroups.map { UnitProfile.merged(sp[$0]) }
        let tParagraphs = tGroups.map { UnitProfile.merged(tp[$0]) }
        let paragraphBeads = dp(
            sParagraphs, tParagraphs, shapes: Self.paragraphShapes, model: model, keepOnlyConfident: mismatch)
        let correspondence = DocumentCorrespondence.measure(
            beads: paragraphBeads, source: sParagraphs, target: tParagraphs,
            threshold: DocumentCorrespondence.threshold(source: features.languages.source, target: features.languages.target))
        if let correspondence, !correspondence.corresponds {
            diagnostics.append(.notCorresponding(score: correspondence.score))
        }

        let hierarchical = sGroups.count < source.count || tGroups.count < target.count
        // Only the phrase level (its tokenizer and cohesion rules) needs the languages.
        var languages: (source: String, target: String) { features.languages }
        var lexicon: Lexicon?
        if hierarchical, usesLexicon {
            lexicon = Self.lexicon(
                source: source, target: target, languages: languages, paragraphBeads: paragraphBeads,
                sGroups, tGroups, tokens: features.tokens)
            // A model that learned nothing (every paragraph past the cap: a document on one line)
            // explains no word, so every linked bead would pay for all its words: no evidence at all.
            if let learned = lexicon, learned.trainedWords == 0 { lexicon = nil }
        }
        if hierarchical, crossesParagraphs {
            let (beads, confidences) = phraseBeads(
                source: source, target: target, profiles: (sp, tp), paragraphBeads: paragraphBeads, sGroups, tGroups,
                lexicon: lexicon, cohesion: usesCohesion ? features.cohesion : nil, model: model,
                keepOnlyConfident: mismatch)
            var result = AlignmentResult(
                beads: beads, diagnostics: diagnostics, sourceCount: source.count, targetCount: target.count,
                correspondence: correspondence)
            result.confidences = confidences
            return result
        }
        var beads: [Bead] = []
        var linkedIndex = 0
        let shapes = Self.phraseShapes(sourceUnits: source.count, targetUnits: target.count)
        for pb in paragraphBeads {
            let sUnits = pb.source.flatMap { Array(sGroups[$0]) }
            let tUnits = pb.target.flatMap { Array(tGroups[$0]) }
            if !hierarchical || !pb.isLinked {
                if pb.isLinked {
                    beads.append(Bead(source: sUnits, target: tUnits, score: pb.score))
                } else {
                    beads += sUnits.map { Bead(source: [$0], target: [], score: 0) }
                    beads += tUnits.map { Bead(source: [], target: [$0], score: 0) }
                }
                continue
            }
            let evidence = lexicon.flatMap { lexicon -> LexicalEvidence? in
                let sourceWords = sUnits.map { lexicon.sourceTokens[$0].count }, targetWords = tUnits.map { lexicon.targetTokens[$0].count }
                guard Self.fitsLexicon(sourceWords: sourceWords.reduce(0, +), targetWords: targetWords.reduce(0, +)) else {
                    return nil
                }
                let matrices = lexicon.model.matrices(pair: linkedIndex)
                return LexicalEvidence(
                    forward: matrices.forward, backward: matrices.backward,
                    sourceWords: sUnits.map { lexicon.sourceTokens[$0].count },
                    targetWords: tUnits.map { lexicon.targetTokens[$0].count })
            }
            linkedIndex += 1
            let cohesion =
                usesCohesion
                ? (
                    source: PhraseCohesion(units: sUnits.map { source[$0].text }, language: languages.source),
                    target: PhraseCohesion(units: tUnits.map { target[$0].text }, language: languages.target)
                ) : nil
            let sProfiles = sUnits.map { sp[$0] }, tProfiles = tUnits.map { tp[$0] }
            let inner = dp(
                sProfiles, tProfiles, shapes: shapes, model: model, keepOnlyConfident: false,
                lexical: evidence, cohesion: cohesion,
                links: usesAnchorLinks ? AnchorLinks(source: sProfiles, target: tProfiles) : nil,
                widthLimit: Self.phraseBandLimit)
            for b in inner {
                beads.append(
                    Bead(source: b.source.map { sUnits[$0] }, target: b.target.map { tUnits[$0] }, score: b.score))
            }
        }
        if splitsAtParagraphBreaks { beads = Self.splittingAtParagraphBreaks(beads, source: source, target: target) }
        return AlignmentResult(
            beads: beads, diagnostics: diagnostics, sourceCount: source.count, targetCount: target.count,
            correspondence: correspondence)
    }

    /// `beads` with every k-k bead (k ≥ 2) whose units on each side all lie in different paragraphs
    /// cut into its k 1-1 beads, in order, each with the bead's score (`splitsAtParagraphBreaks`).
    static func splittingAtParagraphBreaks(_ beads: [Bead], source: [AlignmentUnit], target: [AlignmentUnit]) -> [Bead] {
        func apart(_ units: [Int], _ side: [AlignmentUnit]) -> Bool {
            zip(units, units.dropFirst()).allSatisfy { side[$0].paragraph != side[$1].paragraph }
        }
        var result: [Bead] = []
        result.reserveCapacity(beads.count)
        for bead in beads {
            guard bead.source.count >= 2, bead.source.count == bead.target.count, apart(bead.source, source),
                apart(bead.target, target)
            else {
                result.append(bead)
                continue
            }
            for (s, t) in zip(bead.source, bead.target) { result.append(Bead(source: [s], target: [t], score: bead.score)) }
        }
        return result
    }

    /// The profiles with only the strong anchors that occur somewhere on both sides. Every English
    /// word is a Latin token, and almost none of them occurs in the Chinese or Japanese text: kept,
    /// they would make up nearly all of an English unit's anchors, so the agreement of a bead would
    /// stay near zero whatever it shares (`iCloud`, `API`, `2018`) and every bead would pay for
    /// sharing no strong anchor.
    static func keepingSharedAnchors(_ sp: [UnitProfile], _ tp: [UnitProfile]) -> ([UnitProfile], [UnitProfile]) {
        let sIDs = Set(sp.lazy.flatMap(\.strong)), tIDs = Set(tp.lazy.flatMap(\.strong))
        let shared = sIDs.intersection(tIDs)
        func kept(_ p: UnitProfile) -> UnitProfile {
            var p = p
            p.strong = p.strong.filter { shared.contains($0) }
            return p
        }
        return (sp.map(kept), tp.map(kept))
    }

    /// A lexical model and the words of every unit it was trained on.
    typealias Lexicon = (model: LexicalModel, sourceTokens: [[String]], targetTokens: [[String]], trainedWords: Int)

    /// A lexical model trained on the linked paragraph beads (training pair k = linked bead k), and
    /// the model's words of each unit (`tokens` when given, else tokenised here).
    static func lexicon(
        source: [AlignmentUnit], target: [AlignmentUnit], languages: (source: String, target: String),
        paragraphBeads: [Bead], _ sGroups: [Range<Int>], _ tGroups: [Range<Int>],
        tokens: (source: [[String]], target: [[String]])? = nil
    ) -> Lexicon {
        let (sTokens, tTokens) =
            tokens
            ?? {
                let sTokenizer = LexicalTokenizer(language: languages.source)
                let tTokenizer = LexicalTokenizer(language: languages.target)
                return (source.map { sTokenizer.tokens(of: $0.text) }, target.map { tTokenizer.tokens(of: $0.text) })
            }()
        let pairs = paragraphBeads.filter(\.isLinked).map { bead -> (source: [String], target: [String]) in
            let pair = (
                source: bead.source.flatMap { sGroups[$0].flatMap { sTokens[$0] } },
                target: bead.target.flatMap { tGroups[$0].flatMap { tTokens[$0] } }
            )
            // Model 1 links every word of a pair with every other: a pair past the cap (one
            // paragraph of a document written on one line) would take quadratic time and memory,
            // so it is kept as an empty pair that teaches nothing.
            return Self.fitsLexicon(sourceWords: pair.source.count, targetWords: pair.target.count) ? pair : ([], [])
        }
        let trainedWords = pairs.reduce(0) { $0 + $1.source.count + $1.target.count }
        return (LexicalModel(pairs: pairs), sTokens, tTokens, trainedWords)
    }

    /// The widest band of the phrase level: a phrase bead may drift at most this many phrases
    /// from the paragraph bead's diagonal. Real paragraph beads hold tens of phrases, so it never
    /// binds there; a document written on one line is one paragraph of thousands of phrases, whose
    /// band (the difference of the phrase counts plus 8) made the phrase level quadratic.
    static let phraseBandLimit = 32

    /// The most word pairs (source words × target words) a paragraph bead may have for the lexical
    /// model to train on it and its phrases to use lexical evidence: 512 × 512 words, far above
    /// real paragraphs (tens of words a side), far below the one-line paragraphs that made
    /// alignment quadratic.
    static let lexiconCellLimit = 1 << 18

    static func fitsLexicon(sourceWords: Int, targetWords: Int) -> Bool {
        sourceWords.multipliedReportingOverflow(by: targetWords).partialValue <= lexiconCellLimit
            && sourceWords <= lexiconCellLimit && targetWords <= lexiconCellLimit
    }

    /// The language of the units (`ja`, `en` or `zh`; anything else counts as `zh`), as
    /// `LanguageGuess` tells from their first 200 units.
    static func language(of units: [AlignmentUnit]) -> String {
        switch LanguageGuess.guess(units.prefix(200).map(\.text).joined(separator: "\n")) {
        case .japanese: "ja"
        case .english: "en"
        default: "zh"
        }
    }

    /// Ranges of consecutive units with the same paragraph index.
    static func groups(_ units: [AlignmentUnit]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for i in 1...units.count where i == units.count || units[i].paragraph != units[start].paragraph {
            result.append(start..<i)
            start = i
        }
        return result
    }

    /// The banded dynamic programme over one level.
    ///
    /// A bead's cost is the Gale–Church length term (`LengthModel`) plus its shape's prior, less the
    /// anchor agreement, plus the links it cuts, its cohesion costs and the crossing cost, less the
    /// lexical agreement, plus what the cue times of subtitle files say against it (`BeadTiming`); its
    /// score blends length probability and anchor agreement. Merged profiles,
    /// shared anchors, length terms and cohesion costs come from tables built once
    /// (`MergedProfiles`, `SharedAnchorCounter`, `LengthCostTable`), and a bead whose lower bound
    /// cannot beat the best of its cell is not evaluated further: the result is the same, bead for
    /// bead and bit for bit, as evaluating every bead (`ProgrammeIdentityTests`).
    ///
    /// - Complexity: O(n·w·k) bead evaluations for n source units, a band of w cells per row and k
    ///   shapes, each O(1) but for links and lexical evidence; O(k·n) table entries.
    func dp(
        _ s: [UnitProfile], _ t: [UnitProfile], shapes: [BeadShape], model: LengthModel, keepOnlyConfident: Bool,
        lexical: LexicalEvidence? = nil, cohesion: (source: PhraseCohesion, target: PhraseCohesion)? = nil,
        links: AnchorLinks? = nil, band givenBand: AlignmentBand? = nil, crossing: BeadCrossing? = nil,
        timing: BeadTiming? = nil, widthLimit: Int = .max, rowHelper: Bool? = nil
    ) -> [Bead] {
        let n = s.count, m = t.count
        if n == 0 || m == 0 {
            return (0..<n).map { Bead(source: [$0], target: [], score: 0) }
                + (0..<m).map { Bead(source: [], target: [$0], score: 0) }
        }
        let band = givenBand ?? .diagonal(n: n, m: m, width: max(16, min(abs(n - m) + 8, widthLimit)))
        // The programme's cells, written by the thread that computes each row (`RowSchedule`).
        let costs = UnsafeMutableBufferPointer<Double>.allocate(capacity: band.count)
        let backs = UnsafeMutableBufferPointer<Int8>.allocate(capacity: band.count)
        let scores = UnsafeMutableBufferPointer<Double>.allocate(capacity: band.count)
        costs.initialize(repeating: .infinity)
        backs.initialize(repeating: -1)
        scores.initialize(repeating: 0)
        defer {
            costs.deallocate()
            backs.deallocate()
            scores.deallocate()
        }
        costs[0] = 0
        // Merged profiles of the k units ending before i (source) or j (target), for every k a
        // shape uses, and their cohesion costs: computed once instead of once per bead evaluation.
        let maxS = shapes.map(\.s).max() ?? 1, maxT = shapes.map(\.t).max() ?? 1
        let sMerged = MergedProfiles(s, maxUnits: maxS), tMerged = MergedProfiles(t, maxUnits: maxT)
        let sCohesion = cohesion.map { Self.cohesionTable($0.source, maxUnits: maxS, units: n) }
        let tCohesion = cohesion.map { Self.cohesionTable($0.target, maxUnits: maxT, units: m) }
        // The most a bead can gain from anchors (full agreement).
        let maxGain = max(0, anchorWeight)
        let shapeCount = shapes.count
        /// What a thread computing rows keeps from one to the next.
        struct RowState {
            var lengths: LengthCostTable
            var counter: SharedAnchorCounter
            /// Per target width, the current cell's shared-anchor counts (all source widths in one word).
            var sharedWords: [(strong: UInt64, han: UInt64)]
            /// Per shape, what depends on the row only: the previous row's band and the source entry.
            var fromRow: [Int], fromLower: [Int], fromUpper: [Int], fromStart: [Int], sEntry: [Int]
        }
        func rowState() -> RowState {
            let perShape = [Int](repeating: -1, count: shapeCount)
            return RowState(
                lengths: LengthCostTable(model: model, maxSource: sMerged.maxLength, maxTarget: tMerged.maxLength),
                counter: SharedAnchorCounter(idBound: max(sMerged.idBound, tMerged.idBound), maxUnits: maxS),
                sharedWords: [(strong: UInt64, han: UInt64)](repeating: (0, 0), count: maxT + 1),
                fromRow: perShape, fromLower: perShape, fromUpper: perShape, fromStart: perShape, sEntry: perShape)
        }
        let helped = rowHelper ?? (band.count >= Self.helpedProgrammeCells)
        let schedule = RowSchedule(rows: n + 1, firstColumn: { band.lower[$0] }, tracksProgress: helped)
        // Row i: each cell reads cells of the rows before it up to its own column (a bead's target
        // side ends at the cell's), so it waits until the row before has got that far (every earlier
        // row is complete: rows are taken in order, by at most two threads).
        func computeRow(_ i: Int, _ state: inout RowState) {
            state.counter.mark(sMerged, position: i)
            for k in 0..<shapeCount {
                let pi = i - shapes[k].s
                state.fromRow[k] = pi
                guard pi >= 0 else { continue }
                state.fromLower[k] = band.lower[pi]
                state.fromUpper[k] = band.upper[pi]
                state.fromStart[k] = band.rowStart(pi)
                state.sEntry[k] = sMerged.entry(shapes[k].s, i)
            }
            let rowStart = band.rowStart(i), rowLower = band.lower[i]
            for j in band.lower[i]...band.upper[i] where i > 0 || j > 0 {
                let cell = rowStart + j - rowLower
                if i > 0 { schedule.wait(row: i - 1, column: min(j, band.upper[i - 1])) }
                // Shared anchors of the target merges of every width ending at j: each wider merge adds
                // the ids its extra unit brings. Every count is at most the widest merge's size, which
                // must fit a byte.
                let countable = tMerged.anchorCounts(tMerged.entry(min(maxT, j), j))
                let cumulative = countable.strong < 256 && countable.han < 256
                if cumulative {
                    var words: (strong: UInt64, han: UInt64) = (0, 0)
                    for width in 1...max(1, maxT) where width <= maxT {
                        state.counter.add(tMerged, newIDsOf: tMerged.entry(width, j), to: &words)
                        state.sharedWords[width] = words
                    }
                }
                var best = Double.infinity, bestShape: Int8 = -1, bestScore = 0.0
                for k in 0..<shapeCount {
                    let pi = state.fromRow[k]
                    guard pi >= 0 else { continue }
                    let shape = shapes[k]
                    let pj = j - shape.t
                    guard pj >= state.fromLower[k], pj <= state.fromUpper[k] else { continue }
                    let previous = costs[state.fromStart[k] + pj - state.fromLower[k]]
                    guard previous.isFinite else { continue }
                    let linked = shape.s > 0 && shape.t > 0
                    var lexicalBound = 0.0
                    if linked, let lexical {
                        // The most the lexicon can take off: every word explained as well as its best
                        // counterpart in its window explains it (gain on that mass, loss on the rest).
                        let s = pi..<i, t = pj..<j
                        let most = lexical.mostExplained(source: s, target: t)
                        let words = Double(lexical.tokenCount(source: s, target: t))
                        lexicalBound = (Self.lexicalGain + Self.lexicalLoss) * most - Self.lexicalLoss * words + 1e-6
                    }
                    // A bead from a cell far costlier than the best so far cannot win even with the
                    // largest gains (full anchor agreement, every word explained; the length term,
                    // cohesion, crossing and links cost nothing or more): skipped before any lookup.
                    if previous + shape.priorCost - maxGain - lexicalBound - best >= Self.pruningMargin { continue }
                    // The bead's cost: the length term and prior, less the anchor agreement (with a cost
                    // when both sides have strong anchors and share none), plus the links it cuts, the
                    // cohesion of its ends, crossing paragraph beads, less the lexical agreement. Its
                    // score, computed only for an improvement: half length probability, half anchors.
                    let se = state.sEntry[k], te = tMerged.entry(shape.t, j)
                    let sLength = sMerged.length[se], tLength = tMerged.length[te]
                    let empty = sLength == 0 || tLength == 0
                    var beadCost: Double
                    var p = 0.0, total = 0.0, sharedWeight = 0.0, noSharedStrong = false
                    if empty {
                        // A unit without counterpart costs its prior plus a small length-proportional
                        // term: the Gale–Church δ of a bead with an empty side grows with the unit and
                        // would forbid omissions.
                        beadCost = shape.priorCost + 0.02 * (Double(sLength) + Double(tLength) / model.ratio)
                    } else {
                        let length = state.lengths.lookup(source: sLength, target: tLength)
                        p = length.p
                        beadCost = length.cost + shape.priorCost
                        let sAnchors = sMerged.anchorCounts(se), tAnchors = tMerged.anchorCounts(te)
                        total =
                            Double(sAnchors.strong + tAnchors.strong)
                            + UnitProfile.hanWeight * Double(sAnchors.han + tAnchors.han)
                        if total > 0 {
                            let shared =
                                cumulative && state.counter.markedWidths.contains(shape.s)
                                ? (
                                    strong: SharedAnchorCounter.count(state.sharedWords[shape.t].strong, width: shape.s),
                                    han: SharedAnchorCounter.count(state.sharedWords[shape.t].han, width: shape.s)
                                ) : MergedProfiles.sharedCounts(sMerged, se, tMerged, te)
                            sharedWeight = Double(shared.strong) + UnitProfile.hanWeight * Double(shared.han)
                            noSharedStrong = sAnchors.strong > 0 && tAnchors.strong > 0 && shared.strong == 0
                        }
                    }
                    let sCohesionCost = shape.s > 0 ? sCohesion?[se] ?? 0 : 0
                    let tCohesionCost = shape.t > 0 ? tCohesion?[te] ?? 0 : 0
                    // Skip a bead that cannot beat the best: every term but the links and the crossing
                    // cost (never negative) and the lexicon (at most `lexicalGain` a word), compared
                    // without the agreement's division; the margin covers rounding, so no bead that could
                    // win is skipped.
                    if best.isFinite {
                        let bound =
                            previous + beadCost + (noSharedStrong ? 1.5 : 0) + sCohesionCost + tCohesionCost
                            - lexicalBound - best - Self.pruningMargin
                        if total > 0 ? bound * total >= 2 * anchorWeight * sharedWeight : bound >= 0 { continue }
                    }
                    var similarity: Double?
                    if total > 0 {
                        let agreement = 2 * sharedWeight / total
                        similarity = agreement
                        beadCost -= anchorWeight * agreement
                        if noSharedStrong { beadCost += 1.5 }
                    }
                    if let links {
                        let cut = links.cutCount(source: pi..<i, target: pj..<j)
                        if cut > 0 { beadCost += Self.cutLinkCost * Double(cut) }
                    }
                    if shape.s > 0, sCohesion != nil { beadCost += sCohesionCost }
                    if shape.t > 0, tCohesion != nil { beadCost += tCohesionCost }
                    if linked, let crossing { beadCost += crossing.cost(source: pi..<i, target: pj..<j) }
                    if linked, let timing { beadCost += timing.cost(source: pi..<i, target: pj..<j) }
                    if let lexical, linked {
                        let a = lexical.agreement(source: pi..<i, target: pj..<j)
                        beadCost -= Self.lexicalGain * a.explained - Self.lexicalLoss * (Double(a.tokens) - a.explained)
                    }
                    if previous + beadCost < best {
                        best = previous + beadCost
                        bestShape = Int8(k)
                        if empty {
                            bestScore = 0
                        } else {
                            let anchorScore = similarity.map { min(1, 1.5 * $0) } ?? p
                            bestScore = min(1, max(0, 0.5 * p + 0.5 * anchorScore))
                        }
                    }
                }
                costs[cell] = best
                backs[cell] = bestShape
                scores[cell] = bestScore
                schedule.publish(row: i, column: j)
            }
            state.counter.clear(sMerged, position: i)
            schedule.publish(row: i, column: .max)
        }
        // The rows in order on this thread, and on a helper's when a core is free (`RowSchedule`).
        schedule.run(helped: helped, rowState, computeRow)
        var beads: [Bead] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            let cell = band.index(i, j)
            let k = cell.map { Int(backs[$0]) } ?? -1
            guard k >= 0 else {
                // Outside the band (cannot happen with the band rule, kept as a safe fallback).
                if i > 0 {
                    i -= 1; beads.append(Bead(source: [i], target: [], score: 0))
                } else {
                    j -= 1; beads.append(Bead(source: [], target: [j], score: 0))
                }
                continue
            }
            let shape = shapes[k]
            let bead = Bead(
                source: Array((i - shape.s)..<i), target: Array((j - shape.t)..<j),
                score: bead0(cell.map { scores[$0] } ?? 0, shape))
            if keepOnlyConfident, bead.isLinked, bead.score < 0.6 {
                beads += bead.target.reversed().map { Bead(source: [], target: [$0], score: 0) }
                beads += bead.source.reversed().map { Bead(source: [$0], target: [], score: 0) }
            } else {
                beads.append(bead)
            }
            i -= shape.s; j -= shape.t
        }
        return beads.reversed()
    }

    /// The fewest cells for which a programme takes a helper thread (`RowSchedule`): a WWDC session's
    /// phrase programme has about 25,000, a paragraph programme a few hundred.
    static let helpedProgrammeCells = 4096

    /// How far below the best cost so far a bead's bound must stay for the bead to be evaluated:
    /// far above the rounding of a few additions on costs of up to 10⁶ nats, far below any cost.
    static let pruningMargin = 1e-6

    /// `cohesion.cost(of:)` of the k units ending before each position, for k in 0...maxUnits, laid
    /// out as `MergedProfiles` entries (0 where fewer than k units precede).
    static func cohesionTable(_ cohesion: PhraseCohesion, maxUnits: Int, units: Int) -> [Double] {
        var table: [Double] = []
        table.reserveCapacity((maxUnits + 1) * (units + 1))
        for k in 0...maxUnits {
            for i in 0...units { table.append(k > 0 && i >= k ? cohesion.cost(of: (i - k)..<i) : 0) }
        }
        return table
    }

    private func bead0(_ score: Double, _ shape: BeadShape) -> Double {
        shape.s == 0 || shape.t == 0 ? 0 : score
    }
}
