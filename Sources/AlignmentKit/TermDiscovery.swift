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

    public init(knownPairs: [(ja: String, zh: String)] = []) {
        self.knownPairs = knownPairs
    }

    /// Discovers term pairs; `japanese` and `chinese` are the two sides' unit texts per linked bead.
    public func discover(segments: [(japanese: String, chinese: String)], top: Int) -> [TermCandidate] {
        let ja = TermCandidateExtractor(language: "ja")
        let zh = TermCandidateExtractor(language: "zh-Hans")
        let knownJa = Set(knownPairs.map(\.ja)), knownZh = Set(knownPairs.map(\.zh))
        var jaCount: [String: Int] = [:], zhCount: [String: Int] = [:]
        var pairCount: [PairKey: Int] = [:]
        var examples: [PairKey: [Int]] = [:]
        var jaLatin: [Int: [String]] = [:]
        for (index, segment) in segments.enumerated() {
            let js = ja.candidates(in: segment.japanese).filter { !knownJa.contains($0) }
            let zs = zh.candidates(in: segment.chinese).filter { !knownZh.contains($0) }
            for j in js { jaCount[j, default: 0] += 1 }
            for z in zs { zhCount[z, default: 0] += 1 }
            for j in js {
                for z in zs {
                    let key = PairKey(ja: j, zh: z)
                    pairCount[key, default: 0] += 1
                    if examples[key, default: []].count < 3 { examples[key, default: []].append(index) }
                }
            }
            jaLatin[index] = Self.latinTokens(segment.japanese + " " + segment.chinese)
        }
        let glosses = Self.parenthesisedGlosses(segments.map(\.japanese))
        var han = HanVariants()
        let romaniser = try? Transliterator.shared(Transliterator.kanaToASCII)
        var scored: [(key: PairKey, score: Double, count: Int, en: String?)] = []
        for (key, count) in pairCount where count >= minimumCount {
            let dice = 2 * Double(count) / Double(jaCount[key.ja, default: count] + zhCount[key.zh, default: count])
            var score = dice * min(1, log2(1 + Double(count)) / log2(9))
            score += 0.3 * Self.hanOverlap(key.ja, key.zh, &han)
            var en = glosses[key.ja]
            if en != nil { score += 0.2 }
            if en == nil, let romaniser, key.ja.unicodeScalars.contains(where: { Script.of($0) == .katakana }) {
                let romanised = romaniser.transliterate(key.ja)
                let tokens = (examples[key] ?? []).flatMap { jaLatin[$0] ?? [] }
                if let best = tokens.max(by: {
                    Self.soundSimilarity(romanised, $0) < Self.soundSimilarity(romanised, $1)
                }),
                    Self.soundSimilarity(romanised, best) >= 0.75
                {
                    en = best
                    score += 0.2
                }
            }
            scored.append((key, score, count, en))
        }
        scored.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.count != b.count { return a.count > b.count }
            // Equal evidence: the longer (more complete) term pair first.
            let la = a.key.ja.count + a.key.zh.count, lb = b.key.ja.count + b.key.zh.count
            if la != lb { return la > lb }
            return (a.key.ja, a.key.zh) < (b.key.ja, b.key.zh)
        }
        var usedJa = Set<String>(), usedZh = Set<String>()
        var accepted: [TermCandidate] = []
        for entry in scored where accepted.count < top {
            let key = entry.key
            if usedJa.contains(key.ja) || usedZh.contains(key.zh) { continue }
            if accepted.contains(where: { $0.ja.contains(key.ja) && $0.zhHans.contains(key.zh) }) { continue }
            usedJa.insert(key.ja); usedZh.insert(key.zh)
            let shown = (examples[key] ?? []).map { "\(segments[$0].japanese) ⟷ \(segments[$0].chinese)" }
            accepted.append(
                TermCandidate(
                    ja: key.ja, zhHans: key.zh, en: entry.en, score: (entry.score * 1000).rounded() / 1000,
                    count: entry.count, examples: shown))
        }
        return accepted
    }

    struct PairKey: Hashable, Sendable {
        var ja: String
        var zh: String
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

    /// Similarity of a romanised katakana word and a Latin word, compared as consonant skeletons
    /// (vowels dropped, l→r, v→b, c/q→k, hyphens dropped), in [0, 1].
    static func soundSimilarity(_ romanised: String, _ latin: String) -> Double {
        func skeleton(_ s: String) -> [Character] {
            var out: [Character] = []
            for c in s.lowercased() {
                switch c {
                case "a", "e", "i", "o", "u", "y", "-", " ", "'", "h", "w": continue
                case "l": out.append("r")
                case "v": out.append("b")
                case "c", "q": out.append("k")
                case "x": out += ["k", "s"]
                case "z", "j": out.append("s")
                case "f": out.append("f")
                default: if c.isLetter { out.append(c) }
                }
            }
            // Doubled consonants (sokuon) count once.
            return out.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
        }
        let a = skeleton(romanised), b = skeleton(latin)
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return 1 - Double(row[b.count]) / Double(max(a.count, b.count))
    }

    /// Japanese terms directly followed by an English gloss in parentheses: `用語（English term）`.
    static func parenthesisedGlosses(_ texts: [String]) -> [String: String] {
        var glosses: [String: String] = [:]
        let extractor = TermCandidateExtractor(language: "ja")
        for text in texts {
            let scalars = Array(text.unicodeScalars)
            var i = 0
            while i < scalars.count {
                if scalars[i] == "(" || scalars[i] == "（" {
                    var j = i + 1
                    while j < scalars.count, scalars[j] != ")", scalars[j] != "）" { j += 1 }
                    let inside = String(String.UnicodeScalarView(scalars[(i + 1)..<min(j, scalars.count)]))
                    let before = String(String.UnicodeScalarView(scalars[..<i]))
                    if j < scalars.count, inside.unicodeScalars.contains(where: { Script.of($0) == .latin }),
                        !inside.unicodeScalars.contains(where: { Script.of($0).isCJK }),
                        let term = extractor.contentRuns(before).last, before.hasSuffix(term)
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
