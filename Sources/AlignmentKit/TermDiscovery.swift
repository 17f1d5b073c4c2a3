import Foundation
import TextKit

/// Proposes Japanese ↔ Chinese term pairs from an alignment.
///
/// Candidates of each side (`TermCandidateExtractor`) are counted over the linked beads. A pair's
/// association is the Dice coefficient of its co-occurrence, times a frequency factor
/// `log2(1 + count) / log2(1 + 8)` capped at 1, plus evidence boosts: shared Han characters after
/// `HanVariants` folding (up to +0.3), a katakana term whose romanisation resembles a Latin token
/// of the segment (+0.2, which also fills `en`), and a parenthesised English gloss after the
/// Japanese term (+0.2). Competitive linking then takes pairs best first, each term at most once,
/// and skips a pair whose terms are both contained in the terms of an accepted pair (fragments of
/// an accepted compound).
/// Pairs whose Japanese or Chinese term is already known (glossary) are left out.
///
/// - Complexity: O(b·k²) for b beads with at most k candidates a side, plus sorting the pairs.
public struct TermDiscovery: Sendable {
    /// Known pairs (Japanese term, Chinese term); their terms are not proposed again.
    public var knownPairs: [(ja: String, zh: String)]
    /// Minimum number of beads a pair must share.
    public var minimumCount: Int = 2
    /// What the ranking is for.
    public var ranking: Ranking

    /// What discovered pairs are for, which decides the candidates and their order.
    public enum Ranking: Sendable {
        /// Anchors for the aligner: single words and short n-grams of content runs, ranked by
        /// association alone (frequent, reliably translated words are the best anchors).
        case association
        /// Entries for a glossary: compounds over Latin words and the genitive `の` too
        /// (``TermCandidateExtractor/compoundCandidates(in:)``), ranked by association times termhood
        /// (compounds up, verbal nouns used as verbs down), and a piece of an accepted compound kept
        /// only when it also pairs on its own. A pair seen in a single bead is kept when its parts
        /// translate each other (``CompoundComposition``, judged by the pairs of two or more beads and
        /// the known ones), ranked by its association times the squared coverage.
        case termhood
    }

    public init(knownPairs: [(ja: String, zh: String)] = [], ranking: Ranking = .association) {
        self.knownPairs = knownPairs
        self.ranking = ranking
    }

    /// Discovers term pairs; `japanese` and `chinese` are the two sides' unit texts per linked bead.
    ///
    /// Each distinct candidate is counted under a number of its own (`Interned`): the pairs of a bead's
    /// candidates are counted by number, not by hashing both strings again (a string's hash goes
    /// through its normalisation: most of a 60-page folder's count).
    public func discover(segments: [(japanese: String, chinese: String)], top: Int) -> [TermCandidate] {
        let ja = TermCandidateExtractor(language: "ja")
        let zh = TermCandidateExtractor(language: "zh-Hans")
        let knownJa = Set(knownPairs.map(\.ja)), knownZh = Set(knownPairs.map(\.zh))
        var terms = Interned()
        var jaCount: [Int] = [], zhCount: [Int] = []
        var pairCount: [Int: Int] = [:]
        var examples: [Int: [Int]] = [:]
        var jaLatin: [Int: [String]] = [:]
        var jaVerbal: [String: Int] = [:], pieces: [String: Int] = [:]
        var beadTerms: [(ja: Set<Int>, zh: Set<Int>)] = []
        // The candidates of each segment, found on every core (in segment order).
        let found: [(ja: [CandidateOccurrence], zh: [CandidateOccurrence])] =
            switch ranking {
            case .association:
                segments.concurrentMap { segment in
                    (
                        ja.candidates(in: segment.japanese).filter { !knownJa.contains($0) }.map { .init(text: $0, pieces: 1, verbal: false) },
                        zh.candidates(in: segment.chinese).filter { !knownZh.contains($0) }.map { .init(text: $0, pieces: 1, verbal: false) }
                    )
                }
            case .termhood: Self.completedCandidates(segments, ja: ja, zh: zh, knownJa: knownJa, knownZh: knownZh)
            }
        for (index, (jaFound, zhFound)) in found.enumerated() {
            if ranking == .termhood {
                for c in jaFound {
                    pieces[c.text] = c.pieces
                    if c.verbal { jaVerbal[c.text, default: 0] += 1 }
                }
                for c in zhFound { pieces[c.text] = max(pieces[c.text] ?? 0, c.pieces) }
            }
            let js = jaFound.map { terms.number(of: $0.text) }
            let zs = zhFound.map { terms.number(of: $0.text) }
            if jaCount.count < terms.count {
                jaCount += repeatElement(0, count: terms.count - jaCount.count)
                zhCount += repeatElement(0, count: terms.count - zhCount.count)
            }
            if ranking == .termhood { beadTerms.append((Set(js), Set(zs))) }
            for j in js { jaCount[j] += 1 }
            for z in zs { zhCount[z] += 1 }
            for j in js {
                for z in zs {
                    let key = Interned.pair(j, z)
                    pairCount[key, default: 0] += 1
                    if examples[key, default: []].count < 3 { examples[key, default: []].append(index) }
                }
            }
            jaLatin[index] = Self.latinTokens(segments[index].japanese + " " + segments[index].chinese)
        }
        // For a glossary, a candidate that never occurs without a longer one around it is a piece of
        // that one, not a term (`视图修饰` of `视图修饰符`).
        let enclosed =
            ranking == .termhood
            ? Self.enclosedTerms(beadTerms.map(\.ja), counts: jaCount, terms: terms)
                .union(Self.enclosedTerms(beadTerms.map(\.zh), counts: zhCount, terms: terms)) : []
        let glosses = Self.parenthesisedGlosses(segments.map(\.japanese))
        var han = HanVariants()
        let romaniser = try? Transliterator.shared(Transliterator.kanaToASCII)
        var scored: [Scored] = []
        var singles: [Int] = []
        func score(_ pair: Int, count: Int) -> Scored {
            let (j, z) = Interned.parts(of: pair)
            let key = PairKey(ja: terms.text(j), zh: terms.text(z))
            let dice = 2 * Double(count) / Double(jaCount[j] + zhCount[z])
            let frequency = min(1, log2(1 + Double(count)) / log2(9))
            var score = dice * frequency
            // For a glossary the shared-Han evidence weighs by frequency too: one bead of two Han-written
            // phrases is no term pair yet.
            score += 0.3 * Self.hanOverlap(key.ja, key.zh, &han) * (ranking == .termhood ? frequency : 1)
            var en = glosses[key.ja]
            if en != nil { score += 0.2 }
            // (A loanword written in katakana only: the sound of a compound's katakana part against
            // one English word named the whole compound after it, `クラスター管理者 (create)`.)
            if en == nil, let romaniser, Self.isKatakanaWord(key.ja) {
                let romanised = romaniser.transliterate(key.ja)
                let tokens = (examples[pair] ?? []).flatMap { jaLatin[$0] ?? [] }
                // Each token's similarity once; the first of the most similar.
                if let best = tokens.map({ (token: $0, similarity: LoanwordSound.similarity(romanised, $0)) })
                    .max(by: { $0.similarity < $1.similarity }),
                    best.similarity >= Self.loanwordSimilarity
                {
                    en = best.token
                    score += 0.2
                }
            }
            if ranking == .termhood {
                score *= Self.termhood(
                    pieces: min(pieces[key.ja] ?? 1, pieces[key.zh] ?? 1),
                    verbalShare: Double(jaVerbal[key.ja, default: 0]) / Double(jaCount[j]))
                score *= Self.lengthAgreement(key.ja, key.zh)
            }
            return Scored(key: key, ja: j, zh: z, pair: pair, score: score, count: count, en: en)
        }
        // In the order of the pairs' numbers: the singles are judged in a fixed order.
        for (pair, count) in pairCount.sorted(by: { $0.key < $1.key }) {
            let (j, z) = Interned.parts(of: pair)
            if enclosed.contains(j) || enclosed.contains(z) { continue }
            if count >= minimumCount {
                scored.append(score(pair, count: count))
            } else if ranking == .termhood, count == 1, jaCount[j] == 1 || zhCount[z] == 1,
                max(pieces[terms.text(j)] ?? 1, pieces[terms.text(z)] ?? 1) >= 2
            {
                // A glossary entry may occur once; whether a pair seen in a single bead is a term pair
                // rather than two phrases around one is judged by how its parts translate each other.
                singles.append(pair)
            }
        }
        if ranking == .termhood {
            // The pairs the corpus supports, with the known ones, are the parts single-bead pairs are
            // judged by.
            let supported = link(scored, top: .max, beadTerms: beadTerms).filter { $0.count >= minimumCount }
            var composition = CompoundComposition(
                pairs: knownPairs + supported.map { (ja: $0.key.ja, zh: $0.key.zh) })
            for pair in singles {
                let (j, z) = Interned.parts(of: pair)
                let coverage = composition.coverage(terms.text(j), terms.text(z))
                guard coverage >= Self.singleBeadCoverage else { continue }
                var entry = score(pair, count: 1)
                // Squared: a pair whose parts account for half of it is most often two phrases around a term.
                entry.score *= coverage * coverage
                scored.append(entry)
            }
        }
        return link(scored, top: top, beadTerms: beadTerms).map { entry in
            TermCandidate(
                ja: entry.key.ja, zhHans: entry.key.zh, en: entry.en, score: (entry.score * 1000).rounded() / 1000,
                count: entry.count,
                examples: (examples[entry.pair] ?? []).map { "\(segments[$0].japanese) ⟷ \(segments[$0].chinese)" })
        }
    }

    /// The glossary candidates of every segment, on every core: the chunks of each side are read once,
    /// their candidates counted to learn where the corpus's candidates are cut short
    /// (``TermCandidateExtractor/completions(of:)``, each language on its own), and the candidates
    /// taken again with those completions.
    static func completedCandidates(
        _ segments: [(japanese: String, chinese: String)], ja: TermCandidateExtractor, zh: TermCandidateExtractor,
        knownJa: Set<String>, knownZh: Set<String>
    ) -> [(ja: [CandidateOccurrence], zh: [CandidateOccurrence])] {
        let chunks = segments.concurrentMap { (ja: ja.chunks(of: $0.japanese), zh: zh.chunks(of: $0.chinese)) }
        let plain = chunks.concurrentMap { (ja: ja.compoundCandidates(of: $0.ja), zh: zh.compoundCandidates(of: $0.zh)) }
        let jaCompletions = ja.completions(of: plain.map(\.ja)), zhCompletions = zh.completions(of: plain.map(\.zh))
        return chunks.concurrentMap { side in
            (
                ja.compoundCandidates(of: side.ja, completions: jaCompletions).filter { !knownJa.contains($0.text) },
                zh.compoundCandidates(of: side.zh, completions: zhCompletions).filter { !knownZh.contains($0.text) }
            )
        }
    }

    /// The least ``CompoundComposition/coverage(_:_:)`` a pair seen in a single bead needs.
    static let singleBeadCoverage = 0.5

    /// A scored pair before linking.
    struct Scored {
        var key: PairKey
        /// The two terms' numbers (`Interned`), and the pair's.
        var ja: Int
        var zh: Int
        var pair: Int
        var score: Double
        var count: Int
        var en: String?
    }

    /// Competitive linking: pairs best first, each term at most once, and a piece of an accepted compound
    /// pair only when the pieces also go together on their own (for a glossary) or never (for anchors).
    /// - Complexity: O(p log p + p·a) for p scored pairs and a accepted ones.
    private func link(_ scored: [Scored], top: Int, beadTerms: [(ja: Set<Int>, zh: Set<Int>)]) -> [Scored] {
        let scored = scored.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.count != b.count { return a.count > b.count }
            // Equal evidence: the longer (more complete) term pair first.
            let la = a.key.ja.count + a.key.zh.count, lb = b.key.ja.count + b.key.zh.count
            if la != lb { return la > lb }
            return (a.key.ja, a.key.zh) < (b.key.ja, b.key.zh)
        }
        var usedJa = Set<Int>(), usedZh = Set<Int>()
        var accepted: [Scored] = []
        // For a glossary, the pairs by each of their terms: a term may hand its partner to a longer one.
        var byJa: [Int: [Scored]] = [:], byZh: [Int: [Scored]] = [:]
        if ranking == .termhood {
            for entry in scored {
                byJa[entry.ja, default: []].append(entry)
                byZh[entry.zh, default: []].append(entry)
            }
        }
        for var entry in scored where accepted.count < top {
            if usedJa.contains(entry.ja) || usedZh.contains(entry.zh) { continue }
            if ranking == .termhood, let longer = longerPair(for: entry, byJa: byJa, byZh: byZh, usedJa: usedJa) {
                entry = longer
            }
            let key = entry.key
            let compounds = accepted.filter { $0.key.ja.containsBytes(of: key.ja) && $0.key.zh.containsBytes(of: key.zh) }
            if !compounds.isEmpty {
                // A piece of an accepted compound: for anchors, never again; for a glossary, only when the
                // two pieces also go together outside the compound (`オファー` ⟷ `优惠` beside
                // `ウィンバックオファー` ⟷ `赢回优惠`).
                guard ranking == .termhood else { continue }
                let alone = beadTerms.filter { bead in
                    bead.ja.contains(entry.ja) && bead.zh.contains(entry.zh)
                        && !compounds.contains { bead.ja.contains($0.ja) && bead.zh.contains($0.zh) }
                }.count
                if alone < minimumCount { continue }
            }
            usedJa.insert(entry.ja); usedZh.insert(entry.zh)
            accepted.append(entry)
        }
        return accepted
    }

    /// The pair to accept in place of `entry` when its Japanese term is the start of a longer term
    /// the Chinese one goes with nearly as often (nine times in ten, in five beads or more): the
    /// Kubernetes pages write `資格情報仕様` where the Chinese writes `凭据规约`, and `資格情報 ⟷ 凭据规约`,
    /// whose lengths agree better, outscored the whole term (`待機状態のPod ⟷ 悬决 Pod`,
    /// `分割統治アルゴリズム ⟷ 分治算法` likewise). Not when the longer term goes, in half its beads or
    /// more, with a Chinese term that adds Chinese characters to this one, the translation of what the
    /// Japanese adds (`自動解放プール ⟷ 自动释放池`, where `自動解放 ⟷ 自动释放` is a pair of its own; the
    /// Latin word of `GMSA 凭据规约` is no such translation of `仕様`), nor
    /// for a longer Chinese term, which is most often the term with a verb before it (`简化开发工作`). The
    /// longer pair takes the shorter one's score (its place in the list); the shorter term stays free.
    private func longerPair(for entry: Scored, byJa: [Int: [Scored]], byZh: [Int: [Scored]], usedJa: Set<Int>) -> Scored? {
        guard entry.count >= 5 else { return nil }
        func nearly(_ count: Int, _ of: Int) -> Bool { Double(count) >= (Double(of) * 0.9).rounded(.up) }
        func hanCount(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + (Script.of($1) == .han ? 1 : 0) } }
        let longer = (byZh[entry.zh] ?? []).filter { candidate in
            candidate.ja != entry.ja && !usedJa.contains(candidate.ja) && nearly(candidate.count, entry.count)
                && candidate.key.ja.count > entry.key.ja.count && candidate.key.ja.containsBytes(of: entry.key.ja)
                && !(byJa[candidate.ja] ?? []).contains { other in
                    other.zh != entry.zh && 2 * other.count >= candidate.count && hanCount(other.key.zh) > hanCount(entry.key.zh)
                        && other.key.zh.containsBytes(of: entry.key.zh)
                }
        }
        guard var best = longer.max(by: { ($0.count, $0.score) < ($1.count, $1.score) }) else { return nil }
        best.score = max(best.score, entry.score)
        return best
    }

    /// The terms that, in every one of the two or more beads holding them, come with a longer term of
    /// the same bead that contains them.
    /// - Complexity: O(b·k²) for b beads of at most k terms.
    static func enclosedTerms(_ beads: [Set<Int>], counts: [Int], terms: Interned) -> Set<Int> {
        var nested: [Int: Int] = [:]
        // Whether one term holds another, asked once per two terms.
        var holds: [Int: Bool] = [:]
        for bead in beads {
            let sorted = bead.map { (number: $0, bytes: terms.text($0).utf8.count) }.sorted { $0.bytes < $1.bytes }
            for (i, short) in sorted.enumerated() {
                for long in sorted[(i + 1)...] where long.bytes > short.bytes {
                    let pair = Interned.pair(short.number, long.number)
                    let contains: Bool
                    if let known = holds[pair] {
                        contains = known
                    } else {
                        contains = terms.text(long.number).containsBytes(of: terms.text(short.number))
                        holds[pair] = contains
                    }
                    if contains { nested[pair, default: 0] += 1 }
                }
            }
        }
        var enclosed = Set<Int>()
        // Once is no evidence: a term seen in a single bead is as enclosed as the phrase around it.
        for (pair, count) in nested where count >= 2 {
            let short = Interned.parts(of: pair).0
            if count == counts[short] { enclosed.insert(short) }
        }
        return enclosed
    }

    /// How much a pair looks like a glossary entry rather than an ordinary word, as a factor on its
    /// association: a compound of two or more pieces counts more (glossaries are made of them), a
    /// Japanese verbal noun that is used as a verb more often than not (`指定する`, `選択した`) much less — it
    /// names an action the text performs, not a thing of the domain.
    static func termhood(pieces: Int, verbalShare: Double) -> Double {
        let compound = pieces >= 2 ? 1.5 : 1
        let verbal = verbalShare > 0.5 ? 0.4 : 1
        return compound * verbal
    }

    /// How well the lengths of a Japanese and a Chinese term agree, in (0, 1]: the square root of the
    /// shorter length over the longer, where a Han character counts 1 on both sides, a katakana
    /// character 0.33 (a loanword takes about three kana per Chinese character:
    /// `サブスクリプション` ⟷ `订阅`, `ウィンバックオファー` ⟷ `赢回优惠`), and a Latin word 1. A term with a word of
    /// context more than the other (`署名` ⟷ `生成签名`) gets less.
    static func lengthAgreement(_ ja: String, _ zh: String) -> Double {
        func length(_ s: String) -> Double {
            var total = 0.0
            var inLatin = false
            for scalar in s.unicodeScalars {
                let script = Script.of(scalar)
                if script == .latin || (inLatin && script == .digit) {
                    if !inLatin { total += 1 }
                    inLatin = true
                    continue
                }
                inLatin = false
                switch script {
                case .han: total += 1
                case .katakana, .hiragana: total += 0.33
                case .digit: total += 0.5
                default: break
                }
            }
            return total
        }
        let a = length(ja), b = length(zh)
        guard a > 0, b > 0 else { return 1 }
        return (min(a, b) / max(a, b)).squareRoot()
    }

    struct PairKey: Hashable, Sendable {
        var ja: String
        var zh: String
    }

    /// The distinct candidates of a discovery, each under a number of its own (in order of first
    /// sight), and a pair of numbers as one integer.
    struct Interned {
        private var numbers: [String: Int] = [:]
        private var texts: [String] = []

        var count: Int { texts.count }

        mutating func number(of text: String) -> Int {
            if let known = numbers[text] { return known }
            numbers[text] = texts.count
            texts.append(text)
            return texts.count - 1
        }

        func text(_ number: Int) -> String { texts[number] }

        static func pair(_ a: Int, _ b: Int) -> Int { a << 32 | b }
        static func parts(of pair: Int) -> (Int, Int) { (pair >> 32, pair & 0xFFFF_FFFF) }
    }

    /// Share of the Chinese term's Han characters found in the folded Japanese term, in [0, 1].
    static func hanOverlap(_ ja: String, _ zh: String, _ han: inout HanVariants) -> Double {
        let jaHan = Set(ja.unicodeScalars.filter { Script.of($0) == .han }.map { han.fold($0) })
        let zhHan = zh.unicodeScalars.filter { Script.of($0) == .han }
        guard !zhHan.isEmpty, !jaHan.isEmpty else { return 0 }
        return Double(zhHan.filter { jaHan.contains($0) }.count) / Double(zhHan.count)
    }

    /// Latin words (letters, digits, inner hyphens) of a text.
    static func latinTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if Script.of(scalar) == .latin || (!current.isEmpty && (scalar == "-" || Script.of(scalar) == .digit)) {
                current.unicodeScalars.append(scalar)
            } else {
                if current.count >= 3 { tokens.append(current) }
                current = ""
            }
        }
        if current.count >= 3 { tokens.append(current) }
        return tokens
    }

    /// Whether `text` in parentheses after `term` reads as its English name: words, not code
    /// (`ca.pem`, `create/update/patch/delete`, `kube-scheduler`, `server-id`) nor a list of examples
    /// (`Deployment、ReplicaSet、StatefulSet`), and for a katakana word, a word that sounds like it as
    /// the loanwords of a segment's Latin words must (`データベース (MySQL)` and
    /// `ウェブアプリケーション (WordPress)` are examples, `サービスアカウント (ServiceAccount)` a name).
    static func isGloss(_ text: String, of term: String, romaniser: Transliterator?) -> Bool {
        var hasUppercase = false
        var hasHyphen = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case ".", "/", "\\", "_", ":", "=", "@", "#", ",", ";", "、", "，", "`", "\"", "<", ">", "*", "$", "~":
                return false
            case "-": hasHyphen = true
            case "A"..."Z": hasUppercase = true
            default: if scalar.properties.numericType != nil { return false }
            }
        }
        if hasHyphen && !hasUppercase { return false }
        guard isKatakanaWord(term), let romaniser else { return true }
        let word = String(text.unicodeScalars.filter { $0 != " " })
        return LoanwordSound.similarity(romaniser.transliterate(term), word) >= loanwordSimilarity
    }

    /// How alike (`LoanwordSound.similarity`) a katakana term and an English word must sound for the
    /// word to be the term's English: a Latin token of its segments, or a gloss in parentheses.
    static let loanwordSimilarity = 0.75

    /// Whether `text` is written in katakana alone (with its long-vowel mark and middle dot).
    static func isKatakanaWord(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { Script.of($0) == .katakana || $0 == "ー" || $0 == "・" }
    }

    /// Japanese terms directly followed by an English gloss in parentheses: `用語（English term）`.
    static func parenthesisedGlosses(_ texts: [String]) -> [String: String] {
        var glosses: [String: String] = [:]
        let extractor = TermCandidateExtractor(language: "ja")
        let romaniser = try? Transliterator.shared(Transliterator.kanaToASCII)
        for text in texts {
            let scalars = Array(text.unicodeScalars)
            var i = 0
            while i < scalars.count {
                if scalars[i] == "(" || scalars[i] == "（" {
                    var j = i + 1
                    while j < scalars.count, scalars[j] != ")", scalars[j] != "）" { j += 1 }
                    let inside = String(scalars: scalars[(i + 1)..<min(j, scalars.count)])
                    let before = String(scalars: scalars[..<i])
                    if j < scalars.count, inside.unicodeScalars.contains(where: { Script.of($0) == .latin }),
                        !inside.unicodeScalars.contains(where: { Script.of($0).isCJK }),
                        let term = extractor.contentRuns(before).last, before.hasSuffix(term),
                        isGloss(inside, of: term, romaniser: romaniser)
                    {
                        glosses[term] = inside.trimmingCharacters(in: .whitespaces)
                    }
                    i = j
                }
                i += 1
            }
        }
        return glosses
    }
}
