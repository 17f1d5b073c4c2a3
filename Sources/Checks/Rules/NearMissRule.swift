import GlossaryKit
import TextKit

/// `near-miss`: a katakana string close to a glossary term but not a known variant — a typo such
/// as a duplicated syllable (`ウィンバックバックオファー`).
///
/// Candidates are katakana runs whose loose key is no glossary term. A run is reported when
/// - removing one immediate repetition of 1–4 characters makes a glossary term appear that the run
///   did not contain (`ウィンバック|バック|オファー` → `ウィンバックオファー`), or
/// - its loose key is one edit (Damerau–Levenshtein) away from a katakana term of five or more
///   characters, the difference lying in at most two neighbouring characters inside the word
///   (first and last characters agree: `スローモーション` is a word, not a typo of `プロモーション`), and
///   neither contains the other (that is a compound, not a typo: `サブスクリプションベース`).
///
/// A run written once that is one edit from a katakana word the language's documents write often
/// is reported too, glossary term or not (`オプジェクト` for `オブジェクト`): see `corpusWordFindings`.
///
/// Han homophone typos of multi-character terms (`集裙` for `集群`) are found too: see
/// `homophoneFindings(in:)`.
///
/// To keep false alarms rare, the distance test skips runs that occur `frequentRun` times or more
/// in the documents of one language: a string written that often is a word of its own.
struct NearMissRule: DocumentSummaryRule {
    let descriptor = RuleDescriptor.nearMiss

    /// Runs this frequent (per language) are words, not typos, for the distance test.
    static let frequentRun = 3

    struct KatakanaTerm {
        var key: [UInt16]
        var text: String
        var conceptIndex: Int
    }

    /// What every document's summary is read with: the loose keys of the glossary's terms and its
    /// Han terms indexed for the homophones (nil when it has none).
    struct Preparation {
        var known: Set<[UInt16]>
        var homophones: HomophoneIndex?
    }

    /// What the rule reads of one document, which depends on it and the glossary alone: its katakana
    /// runs of four or more characters outside code lines whose loose key is no glossary term, and
    /// its Han homophone candidates (`HomophoneIndex`).
    struct DocumentSummary: Sendable {
        struct Run: Sendable {
            var text: String
            var key: [UInt16]
            /// The run's UTF-16 span in the document's text.
            var start: Int
            var end: Int
        }
        var runs: [Run] = []
        var homophones: [HomophoneCandidate] = []
    }

    /// The summaries read so far, in document order: each run and candidate with its document, and
    /// how often each key and candidate text occurs per language.
    struct Tally {
        var runs: [(analysis: Int, run: DocumentSummary.Run)] = []
        var frequency: [String: [[UInt16]: Int]] = [:]
        var homophones: [(analysis: Int, candidate: HomophoneCandidate)] = []
        var homophoneFrequency: [String: [String: Int]] = [:]
    }

    func preparation(for context: CheckContext) -> Preparation {
        Preparation(known: context.glossary.looseTermKeys, homophones: HomophoneIndex(glossary: context.glossary))
    }

    func summary(of analysis: DocumentAnalysis, with preparation: Preparation) -> DocumentSummary {
        var summary = DocumentSummary()
        // (A run that is a glossary term is no typo: only the others' counts are ever asked for.)
        analysis.forEachKatakanaRun(knowing: preparation.known) { run, key in
            summary.runs.append(.init(text: run.text, key: key, start: run.utf16Range.lowerBound, end: run.utf16Range.upperBound))
        }
        summary.homophones = preparation.homophones?.candidates(in: analysis) ?? []
        return summary
    }

    func emptyTally(for context: CheckContext) -> Tally { Tally() }

    func tally(_ summary: DocumentSummary, of index: Int, into tally: inout Tally, in context: CheckContext) {
        let language = context.analyses[index].language
        for run in summary.runs {
            tally.runs.append((index, run))
            tally.frequency[language, default: [:]][run.key, default: 0] += 1
        }
        for candidate in summary.homophones {
            tally.homophones.append((index, candidate))
            tally.homophoneFrequency[language, default: [:]][candidate.text, default: 0] += 1
        }
    }

    func findings(in context: CheckContext, tally: Tally) -> [Diagnostic] {
        let glossary = context.glossary
        var terms: [KatakanaTerm] = []
        for (conceptIndex, language, term) in glossary.allTerms {
            let key = MatchKey(term.text, strength: .loose).units
            guard language == "ja", term.status == .preferred || term.status == .admitted,
                term.text.utf16.allSatisfy(KatakanaRun.isKatakana), key.count >= 4
            else { continue }
            terms.append(KatakanaTerm(key: key, text: term.text, conceptIndex: conceptIndex))
        }
        let termIndex = TermIndex(terms)
        var verdicts: [String: (suggestion: String, term: KatakanaTerm, why: String)?] = [:]
        var result: [Diagnostic] = []
        var reported: Set<Int> = []
        for (position, (analysisIndex, run)) in tally.runs.enumerated() {
            // The analysis is read in place: a copy of it for every run was a fifth of the rule.
            let verdict: (suggestion: String, term: KatakanaTerm, why: String)?
            if let cached = verdicts[run.text] {
                verdict = cached
            } else {
                let frequent = (tally.frequency[context.analyses[analysisIndex].language]?[run.key] ?? 0) >= Self.frequentRun
                verdict = Self.duplication(in: run.text, key: run.key, terms: termIndex)
                    ?? (frequent ? nil : Self.closeTerm(to: run.key, terms: terms))
                verdicts[run.text] = verdict
            }
            guard let verdict else { continue }
            reported.insert(position)
            let concept = glossary.concepts[verdict.term.conceptIndex]
            result.append(finding(
                at: context.analyses[analysisIndex].location(of: run.start..<run.end),
                message: "'\(run.text)' looks like a typo of '\(verdict.term.text)' (\(concept.englishName)): \(verdict.why)",
                text: run.text, suggestion: verdict.suggestion))
        }
        return result + corpusWordFindings(in: context, tally: tally, reported: reported)
            + homophoneFindings(in: context, tally: tally)
    }

    /// The katakana terms by the first unit of their loose key, so that finding the terms in a key
    /// tries only the terms that can start at each position.
    struct TermIndex {
        var terms: [KatakanaTerm]
        var byFirstUnit: [UInt16: [Int]] = [:]
        var longestKey = 0
        /// The first term of each whole key.
        var byKey: [[UInt16]: Int] = [:]

        init(_ terms: [KatakanaTerm]) {
            self.terms = terms
            for (index, term) in terms.enumerated() {
                guard let first = term.key.first else { continue }
                if byKey[term.key] == nil { byKey[term.key] = index }
                byFirstUnit[first, default: []].append(index)
                longestKey = max(longestKey, term.key.count)
            }
        }

        /// The indices of the terms that occur in `key`, excluding those in `excluded`.
        /// - Complexity: O(*n* × *t* × *m*) for a key of *n* units, *t* terms sharing a first unit
        ///   and terms of *m* units: linear in the key for a given glossary.
        func occurring(in key: [UInt16], excluding excluded: Set<Int> = []) -> Set<Int> {
            var found: Set<Int> = []
            for position in key.indices {
                for index in byFirstUnit[key[position]] ?? [] where !excluded.contains(index) {
                    let termKey = terms[index].key
                    if position + termKey.count <= key.count,
                        key[position..<(position + termKey.count)].elementsEqual(termKey)
                    {
                        found.insert(index)
                    }
                }
            }
            return found
        }
    }

    /// A repetition of 1–4 characters whose removal makes a glossary term appear.
    ///
    /// A term that appears only once the repetition is removed spans the place of the removal, so
    /// only a window of the longest term's length on each side of it is folded and searched; a
    /// window already searched (a run repeating one character thousands of times) is not searched
    /// again.
    /// - Complexity: O(*n*) in the length of `text` for a given glossary (at most four windows of
    ///   bounded size per character).
    static func duplication(
        in text: String, key: [UInt16], terms index: TermIndex
    ) -> (suggestion: String, term: KatakanaTerm, why: String)? {
        let characters = Array(text)
        guard characters.count >= 4, !index.terms.isEmpty else { return nil }
        let contained = index.occurring(in: key)
        // Folding never lengthens katakana, so a term of `longestKey` units spans at most as many
        // characters; a little more covers a fold that looks at its neighbour (a long-vowel mark).
        let reach = index.longestKey + 2
        var searched: Set<String> = []
        for length in 1...4 where characters.count >= 2 * length {
            for start in 0...(characters.count - 2 * length) {
                let first = characters[start..<(start + length)]
                guard first.contains(where: { $0 != "ー" }),
                    first.elementsEqual(characters[(start + length)..<(start + 2 * length)])
                else { continue }
                let before = characters[max(0, start - reach)..<(start + length)]
                let after = characters[(start + 2 * length)..<min(characters.count, start + 2 * length + reach)]
                let window = String(before) + String(after)
                guard searched.insert(window).inserted else { continue }
                var collapsed: [Character] {
                    var collapsed = characters
                    collapsed.removeSubrange((start + length)..<(start + 2 * length))
                    return collapsed
                }
                let found = index.occurring(in: MatchKey(window, strength: .loose).units, excluding: contained)
                if let termIndex = found.min() {
                    return (String(collapsed), index.terms[termIndex], "'\(String(first))' is written twice")
                }
                // A term whose last piece is written again (`コンテナ|テナ|リソース`): the term ends
                // with the first copy, and the run goes on with the second.
                if length >= 2 {
                    let head = MatchKey(String(before), strength: .loose).units
                    let pieceKey = MatchKey(String(first), strength: .loose).units
                    for candidate in index.terms.indices where index.terms[candidate].key.count > pieceKey.count {
                        let termKey = index.terms[candidate].key
                        if head.count >= termKey.count, head.suffix(termKey.count).elementsEqual(termKey),
                            termKey.suffix(pieceKey.count).elementsEqual(pieceKey)
                        {
                            return (String(collapsed), index.terms[candidate], "'\(String(first))' is written twice")
                        }
                    }
                }
                // A run that is a term with a piece written twice (`ライフタイム|タイム`) contains the
                // term, which hid it from the test above; the whole run, collapsed, is the term.
                if characters.count <= 2 * reach,
                    let termIndex = index.byKey[MatchKey(String(collapsed), strength: .loose).units]
                {
                    return (String(collapsed), index.terms[termIndex], "'\(String(first))' is written twice")
                }
            }
        }
        return nil
    }

    /// The closest katakana term within the distance limit, if any.
    static func closeTerm(to key: [UInt16], terms: [KatakanaTerm]) -> (suggestion: String, term: KatakanaTerm, why: String)? {
        var best: (distance: Int, term: KatakanaTerm)?
        for term in terms where term.key.count >= 5 {
            let limit = 1
            guard abs(term.key.count - key.count) <= limit, !contains(key, term.key), !contains(term.key, key) else { continue }
            // A typo changes a character or two; a different word after a shared stem is a compound
            // (`サブスクリプションベース` is not `サブスクリプションサービス`).
            guard Self.differingPartLength(key, term.key) <= 2, key.first == term.key.first, key.last == term.key.last
            else { continue }
            let distance = EditDistance.damerauLevenshtein(key, term.key, limit: limit)
            if distance <= limit, best.map({ distance < $0.distance }) ?? true { best = (distance, term) }
        }
        guard let best else { return nil }
        return (best.term.text, best.term, "edit distance \(best.distance)")
    }

    /// The length of the longer of the two parts left when the common prefix and suffix are removed.
    static func differingPartLength(_ a: [UInt16], _ b: [UInt16]) -> Int {
        let (prefix, suffix) = commonEnds(a, b)
        return max(a.count, b.count) - prefix - suffix
    }

    /// The lengths of the common prefix of `a` and `b` and of their common suffix after it (the two
    /// never overlap).
    static func commonEnds(_ a: [UInt16], _ b: [UInt16]) -> (prefix: Int, suffix: Int) {
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
    }

    static func contains(_ haystack: [UInt16], _ needle: [UInt16]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        if needle.isEmpty { return true }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
