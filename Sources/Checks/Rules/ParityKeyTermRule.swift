import AlignmentKit
import CorpusModel
import Foundation
import GlossaryKit
import TextKit

/// `parity-key-term` (information; on real documentation most misses are paraphrase or a term kept
/// in English on one side, so it is a list to review, not a warning): a glossary term on one side of a parallel pair and none of its
/// translations in the aligned text of the other side — the key-term check of translation QA.
///
/// The unit compared is the paragraph and its counterpart: the paragraphs of the other side that
/// the phrase beads of its phrases link to (not the whole chain of linked paragraphs, which grows
/// large where the two sides cut paragraphs differently). Every concept found in a paragraph in
/// that side's language whose glossary has a term in the other language must occur in the
/// counterpart too — under any of its terms, in that language or in English (translations keep
/// English names), with the exact or the loose key, or, in Japanese, as its Latin-letter name
/// written in katakana (`KatakanaRenderings`: `コントローラー` where the glossary's Japanese term is
/// `Controller`). A concept is also taken as named when the counterpart names a wider one, whose
/// English name holds its name at the start of a word (`名前` of the Japanese `名前空間` against the
/// Chinese `名字空间`: Name in Namespace), or writes a cognate word of a one- or two-character term
/// (`Cognates`: `アプリケーション名`, `名字` for Name). A missing one is reported at its first occurrence
/// in the paragraph.
///
/// A concept that the counterpart names but fewer times than the paragraph is reported too when a
/// confidently linked phrase bead (score ≥ `minimumBeadScore`) names it fewer times on the other
/// side: the sentence lost the term (`它` for `集群`) while a neighbouring one kept it. It is reported
/// at that sentence, with the counts of both sentences and both paragraphs.
///
/// A document whose translation leaves a concept out of `systematicMinimum` paragraphs or more, and
/// of at least `systematicShare` of those that name it, uses another word for it: one finding for the
/// document says so, with the count and the first lines, instead of one per paragraph.
/// Transcripts (session and subtitle) are left out: their translations condense speech cue by
/// cue, and drop terms the written text keeps.
///
/// Where the two translations of an English document are compared, the English is the pivot: a
/// concept one translation writes as an ordinary word of its language (`Term.isOrdinaryWord`: `应用`,
/// `副本`, `名前`) and the other does not name is reported only when the English counterpart of the
/// paragraph names it too (`CheckContext.pivotPairs`). Such a word used in another sense — the Chinese
/// verb `应用` (apply) against the noun Applications, `副本` (a copy) against Replica — is no key term
/// of that paragraph: the English says something else, and the other translation rightly follows
/// it. A compound term (`附加组件`, `クラスター管理者`) has no other sense: where the English does not
/// name it, the translation put a term where none belongs, and it is still reported. A sentence that
/// names a concept more often than its counterpart is not reported when the counterpart's paragraph
/// names it as often as the English one does: that translation follows the English, and this one
/// repeats the term (`集群` twice where the English says "cluster" once and then "it").
struct ParityKeyTermRule: CheckRule {
    let descriptor = RuleDescriptor.parityKeyTerm

    /// Phrase beads scoring lower are not trusted for the sentence-level test (low: the finding is
    /// information, and the paragraph must name the concept less often than its counterpart too).
    static let minimumBeadScore = 0.2

    /// A concept whose translation is missing from at least this many paragraphs of one document of a
    /// pair, and from at least `systematicShare` of its paragraphs that name it, is reported once
    /// (`systematicFinding`): the translation uses another word for it throughout. (Per document, as
    /// the rule's findings in a parallel group depend on that group alone: `GroupLocalRule`.)
    static let systematicMinimum = 5
    static let systematicShare = 0.5

    /// The paragraphs of one document that name a concept, and the findings of those whose
    /// counterpart in another document has no translation of it.
    struct Usage {
        var asked = 0
        var missing: [Diagnostic] = []
        /// Per missing finding, the word the counterpart writes for the concept instead, if one was
        /// found (`variant(of:in:of:)`).
        var variants: [String?] = []
    }

    struct UsageKey: Hashable {
        var concept: Int
        /// The analyses of the document and of its counterpart.
        var here: Int
        var there: Int
    }

    func findings(in context: CheckContext) -> [Diagnostic] {
        let glossary = context.glossary
        var result: [Diagnostic] = []
        var usage: [UsageKey: Usage] = [:]
        var usageOrder: [UsageKey] = []
        var renderings = KatakanaRenderings(glossary: glossary)
        var pivots = EnglishPivots(context.pivotPairs)
        var cognates = Cognates(glossary: glossary)
        for pair in context.pairs {
            let source = context.analyses[pair.source.analysis]
            let target = context.analyses[pair.target.analysis]
            guard !source.isTranscript, !target.isTranscript else { continue }
            var counterparts: [[Int: Set<Int>]] = [[:], [:]]
            // Per paragraph, the concepts of the confidently linked beads that the other side's bead lacks,
            // and the first such bead's spans on each side (where a finding of a lost one is reported).
            var lostInBeads: [[Int: Set<Int>]] = [[:], [:]]
            var lostWhere: [[Int: [Int: LostPlace]]] = [[:], [:]]
            for bead in pair.beads where bead.isLinked {
                let sourceParagraphs = Set(bead.source.map { pair.source.units[$0].paragraph })
                let targetParagraphs = Set(bead.target.map { pair.target.units[$0].paragraph })
                for p in sourceParagraphs { counterparts[0][p, default: []].formUnion(targetParagraphs) }
                for p in targetParagraphs { counterparts[1][p, default: []].formUnion(sourceParagraphs) }
                guard bead.score >= Self.minimumBeadScore else { continue }
                let sourceSpans = bead.source.map { pair.source.unitSpans[$0] }
                let targetSpans = bead.target.map { pair.target.unitSpans[$0] }
                let inSource = Self.counts(in: sourceSpans, of: source)
                let inTarget = Self.counts(in: targetSpans, of: target)
                let fewerInTarget = Self.fewer(inSource, inTarget, spans: targetSpans, of: target, renderings: &renderings)
                let fewerInSource = Self.fewer(inTarget, inSource, spans: sourceSpans, of: source, renderings: &renderings)
                for unit in bead.source {
                    let paragraph = pair.source.units[unit].paragraph
                    lostInBeads[0][paragraph, default: []].formUnion(fewerInTarget)
                    for concept in fewerInTarget where lostWhere[0][paragraph]?[concept] == nil {
                        lostWhere[0][paragraph, default: [:]][concept] = LostPlace(here: sourceSpans, there: targetSpans)
                    }
                }
                for unit in bead.target {
                    let paragraph = pair.target.units[unit].paragraph
                    lostInBeads[1][paragraph, default: []].formUnion(fewerInSource)
                    for concept in fewerInSource where lostWhere[1][paragraph]?[concept] == nil {
                        lostWhere[1][paragraph, default: [:]][concept] = LostPlace(here: targetSpans, there: sourceSpans)
                    }
                }
            }
            for (side, (have, haveSide, other, otherSide)) in [
                (source, pair.source, target, pair.target), (target, pair.target, source, pair.source),
            ].enumerated() {
                for (paragraph, others) in counterparts[side].sorted(by: { $0.key < $1.key }) {
                    let otherSpans = others.sorted().map { otherSide.paragraphSpans[$0] }
                    let otherConcepts = Self.concepts(in: otherSpans, of: other)
                    let occurrences = have.occurrences(in: haveSide.paragraphSpans[paragraph])
                    let lost = lostInBeads[side][paragraph] ?? []
                    // Whether a concept is missing is asked of the paragraph, not of one occurrence: it is
                    // answered once, at the concept's first occurrence (where a finding is reported).
                    var decided: Set<Int> = []
                    for occurrence in occurrences where occurrence.pattern.language == have.language {
                        let concept = occurrence.conceptIndex
                        guard decided.insert(concept).inserted else { continue }
                        let key = UsageKey(concept: concept, here: haveSide.analysis, there: otherSide.analysis)
                        if usage[key] == nil { usageOrder.append(key) }
                        usage[key, default: Usage()].asked += 1
                        let entry = glossary.concepts[concept]
                        let named = otherConcepts.contains(concept)
                        if named, !lost.contains(concept) { continue }
                        // A wider concept the counterpart names holds this one (`名前` of `名前空間` against
                        // `名字空间`: Name in Namespace; `服务` of `服务账号` against `ServiceAccount`).
                        if !named, otherConcepts.contains(where: { Self.name(glossary.concepts[$0].englishName, holds: entry.englishName) }) {
                            continue
                        }
                        // A Japanese counterpart may write the concept's English name in katakana.
                        let rendered =
                            KatakanaRenderings.applies(to: other.language) ? renderings.count(of: concept, in: otherSpans, of: other) : 0
                        guard let expected = entry.preferredTerm(in: other.language) ?? entry.terms[other.language]?.first
                        else { continue }
                        if named || rendered > 0 {
                            // Named on both sides: a sentence lost it only if the counterpart names it less often.
                            guard lost.contains(concept) else { continue }
                            let here = occurrences.filter { $0.conceptIndex == concept }.count
                            let there = otherSpans.reduce(rendered) { count, span in
                                count + other.occurrences(in: span).filter { $0.conceptIndex == concept }.count
                            }
                            guard there < here else { continue }
                            if there > 0, let place = lostWhere[side][paragraph]?[concept] {
                                // The other translation names it as often as the English does: it follows
                                // the English, and this one repeats the term.
                                if let english = pivots.englishCount(concept, paragraph: paragraph, of: haveSide.analysis, in: context),
                                    english <= there
                                {
                                    continue
                                }
                                result.append(lostSentenceFinding(
                                    of: concept, named: entry.englishName, at: place, in: have, other: other, paragraphCounts: (here, there),
                                    expected: expected.text, fallback: occurrence, renderings: &renderings))
                                continue
                            }
                        }
                        // A cognate word: Japanese and Chinese share Han characters (`名` of `アプリケーション名`
                        // or `名字` where the glossary gives `名前` and `名称`).
                        if cognates.writes(concept, from: have.language, in: otherSpans, of: other) { continue }
                        // An ordinary word the English source does not name here is used in another sense.
                        if pivots.isOrdinaryWord(occurrence.text, language: have.language),
                            pivots.englishLacks(concept, paragraph: paragraph, of: haveSide.analysis, in: context)
                        {
                            usage[key, default: Usage()].asked -= 1
                            continue
                        }
                        let otherText = otherSpans.map { other.shownText($0) }.joined(separator: " ")
                        // The counterpart may write the term another way (`控制面` for `控制平面`): said so.
                        let variant = Self.variant(of: expected.text, in: otherSpans, of: other)
                        let place = "(\(other.id):\(otherSpans.first.map { other.locator.line(of: $0.lowerBound) } ?? 1))"
                        let missing =
                            variant.map { "is written '\($0)' in the aligned \(other.language) text \(place)" }
                            ?? "has no translation in the aligned \(other.language) text \(place)"
                        usage[key, default: Usage()].variants.append(variant)
                        usage[key, default: Usage()].missing.append(finding(
                            at: have.location(of: occurrence),
                            message: "'\(occurrence.text)' (\(entry.englishName)) \(missing); the glossary gives '\(expected.text)'",
                            text: occurrence.text, suggestion: expected.text,
                            notes: ["\(other.language) text: '\(excerpt(otherText))'"]))
                    }
                }
            }
        }
        for key in usageOrder {
            guard let found = usage[key], !found.missing.isEmpty else { continue }
            if found.missing.count >= Self.systematicMinimum,
                Double(found.missing.count) >= Self.systematicShare * Double(found.asked)
            {
                result.append(systematicFinding(found, of: glossary.concepts[key.concept], there: context.analyses[key.there]))
            } else {
                result += found.missing
            }
        }
        return result
    }

    /// The finding of a concept that a sentence (`place.here` of `have`) names more often than its
    /// aligned counterpart (`place.there` of `other`): at its first occurrence in the sentence (else at
    /// `fallback`), with both sentences' counts and the two paragraphs' (`paragraphCounts`).
    func lostSentenceFinding(
        of concept: Int, named name: String, at place: LostPlace, in have: DocumentAnalysis, other: DocumentAnalysis,
        paragraphCounts: (here: Int, there: Int), expected: String, fallback: TermOccurrence,
        renderings: inout KatakanaRenderings
    ) -> Diagnostic {
        let occurrence =
            place.here.lazy.flatMap { have.occurrences(in: $0) }.first {
                $0.conceptIndex == concept && $0.pattern.language == have.language
            } ?? fallback
        let inSentence = Self.counts(in: place.here, of: have)[concept, default: 0]
        let inTranslation =
            Self.counts(in: place.there, of: other)[concept, default: 0]
            + (KatakanaRenderings.applies(to: other.language) ? renderings.count(of: concept, in: place.there, of: other) : 0)
        let counterpart = place.there.map { other.shownText($0) }.joined(separator: " ")
        return finding(
            at: have.location(of: occurrence),
            message: "'\(occurrence.text)' (\(name)) is named \(Self.times(inSentence)) in this sentence and "
                + "\(Self.times(inTranslation)) in its aligned \(other.language) sentence "
                + "(\(other.id):\(place.there.first.map { other.locator.line(of: $0.lowerBound) } ?? 1); "
                + "\(Self.times(paragraphCounts.here)) and \(Self.times(paragraphCounts.there)) in the two paragraphs); "
                + "the glossary gives '\(expected)'",
            text: occurrence.text, suggestion: expected,
            notes: ["aligned \(other.language) sentence: '\(excerpt(counterpart))'"])
    }

    /// One finding for a concept whose translation a document leaves out of most paragraphs that name
    /// it: at the first such paragraph, with how many there are and the lines of the first five.
    func systematicFinding(_ found: Usage, of concept: Concept, there other: DocumentAnalysis) -> Diagnostic {
        let first = found.missing[0]
        let lines = found.missing.prefix(5).map { String($0.location.line) }.joined(separator: ", ")
        // The word written instead, when one is written in at least half of those paragraphs.
        let written = Dictionary(grouping: found.variants.compactMap { $0 }, by: { $0 }).max {
            ($0.value.count, $1.key) < ($1.value.count, $0.key)
        }
        let word = written.flatMap { 2 * $0.value.count >= found.missing.count ? " ('\($0.key)')" : nil } ?? ""
        return finding(
            at: first.location,
            message: "'\(first.text)' (\(concept.englishName)) has no translation in the aligned \(other.language) text of "
                + "\(found.missing.count) of the \(found.asked) paragraphs that name it: \(other.id) uses another word\(word) "
                + (found.missing.count == found.asked ? "throughout" : "in most") + "; the glossary gives '\(first.suggestion ?? "")'",
            text: first.text, suggestion: first.suggestion,
            notes: ["at lines " + lines + (found.missing.count > 5 ? ", …" : "")])
    }

    /// The English pivot pairs of a context (`CheckContext.pivotPairs`), by translation, and what the
    /// English counterpart of a translation's paragraph names.
    struct EnglishPivots {
        private let pairs: [Int: ParallelPair]
        /// Per translation, its paragraphs' English counterparts (made on first use).
        private var counterparts: [Int: [Int: Set<Int>]] = [:]
        /// Whether each text asked is an ordinary word of its language, by language and text.
        private var ordinary: [String: Bool] = [:]

        init(_ pivots: [ParallelPair]) {
            pairs = Dictionary(pivots.map { ($0.target.analysis, $0) }, uniquingKeysWith: { first, _ in first })
        }

        /// Whether `text` is an ordinary word of `language` (`Term.isOrdinaryWord`), when a pivot pair
        /// could be asked about it (false otherwise, without asking ICU).
        mutating func isOrdinaryWord(_ text: String, language: String) -> Bool {
            guard !pairs.isEmpty else { return false }
            let key = language + "\u{1F}" + text
            if let known = ordinary[key] { return known }
            let answer = Term(text).isOrdinaryWord(language: language)
            ordinary[key] = answer
            return answer
        }

        /// How many times the English counterpart of `paragraph` of the translation `analysis` names
        /// `concept` (its glossary matches; at least once when it writes one of the concept's English
        /// terms in another case, spacing or number); nil without a pivot pair or a counterpart.
        mutating func englishCount(_ concept: Int, paragraph: Int, of analysis: Int, in context: CheckContext) -> Int? {
            guard let (pair, spans) = counterpart(of: paragraph, of: analysis) else { return nil }
            let source = context.analyses[pair.source.analysis]
            let counted = ParityKeyTermRule.counts(in: spans, of: source)[concept, default: 0]
            if counted > 0 { return counted }
            return englishWrites(concept, in: spans, of: source, glossary: context.glossary) ? 1 : 0
        }

        /// The pivot pair of the translation `analysis` and the spans of the English paragraphs linked
        /// to its `paragraph`; nil when there is no pivot pair or no linked English paragraph.
        private mutating func counterpart(of paragraph: Int, of analysis: Int) -> (ParallelPair, [Range<Int>])? {
            guard let pair = pairs[analysis] else { return nil }
            if counterparts[analysis] == nil {
                var map: [Int: Set<Int>] = [:]
                for bead in pair.beads where bead.isLinked {
                    let english = Set(bead.source.map { pair.source.units[$0].paragraph })
                    for unit in bead.target { map[pair.target.units[unit].paragraph, default: []].formUnion(english) }
                }
                counterparts[analysis] = map
            }
            guard let english = counterparts[analysis]?[paragraph], !english.isEmpty else { return nil }
            return (pair, english.sorted().map { pair.source.paragraphSpans[$0] })
        }

        /// Whether `spans` of the English document write one of `concept`'s English terms in any case,
        /// spacing or number.
        private func englishWrites(_ concept: Int, in spans: [Range<Int>], of english: DocumentAnalysis, glossary: Glossary) -> Bool {
            let text = FoldedLatin(spans.map { english.locator.text($0) }.joined(separator: " "))
            return (glossary.concepts[concept].terms["en"] ?? []).contains { term in Self.forms(of: term.text).contains { text.names($0) } }
        }

        /// Whether the English counterpart of `paragraph` of the translation `analysis` is known and
        /// does not name `concept`: not among its glossary matches (any language, exact or loose),
        /// not held by a wider concept it names, and none of the concept's English terms written in it
        /// in another case, spacing or number (`application` for Applications, `PersistentVolumeClaim`
        /// or `persistent volume claims` for Persistent Volume Claim). False without a pivot pair, or
        /// when the paragraph has no English counterpart.
        mutating func englishLacks(_ concept: Int, paragraph: Int, of analysis: Int, in context: CheckContext) -> Bool {
            guard let (pair, spans) = counterpart(of: paragraph, of: analysis) else { return false }
            let source = context.analyses[pair.source.analysis]
            let named = ParityKeyTermRule.concepts(in: spans, of: source)
            if named.contains(concept) { return false }
            let glossary = context.glossary
            let entry = glossary.concepts[concept]
            if named.contains(where: { ParityKeyTermRule.name(glossary.concepts[$0].englishName, holds: entry.englishName) }) {
                return false
            }
            return !englishWrites(concept, in: spans, of: source, glossary: glossary)
        }

        /// A term and, when it holds a parenthesis, what is before it and what is in it: the English
        /// of `RBAC (Role-Based Access Control)` is written `role-based access control (RBAC)` or `RBAC`.
        static func forms(of term: String) -> [String] {
            guard let open = term.firstIndex(where: { $0 == "(" || $0 == "（" }) else { return [term] }
            let before = term[..<open].trimmingCharacters(in: .whitespaces)
            let inside = term[term.index(after: open)...].prefix { $0 != ")" && $0 != "）" }.trimmingCharacters(in: .whitespaces)
            return [term] + [before, inside].filter { !$0.isEmpty }
        }
    }

    /// The word of `spans` of the counterpart `other` that writes `expected` (a term of three or more
    /// Han or katakana letters) another way: a piece of a run of Han letters, or a whole katakana run,
    /// outside the counterpart's glossary matches, starting or ending as the term does, that holds at
    /// least two thirds of the term's letters in order (`控制面` for `控制平面`, `云供应商` for `云提供商`, `用户命名空间` for
    /// `用户名字空间`). Among several, the one with most of the term's letters, then fewest others,
    /// then the first. Nil when there is none.
    static func variant(of expected: String, in spans: [Range<Int>], of other: DocumentAnalysis) -> String? {
        let isLetter = { (scalar: Unicode.Scalar) in
            let script = Script.of(scalar)
            return script == .han || script == .katakana || scalar == "ー"
        }
        let term = Array(expected.unicodeScalars)
        guard term.count >= 3, term.allSatisfy(isLetter) else { return nil }
        let needed = (2 * term.count + 2) / 3
        var best: (common: Int, extra: Int, word: String)?
        for scalars in unmatchedScalars(in: spans, of: other) {
            // The runs of Han letters and of katakana, cut where a glossary match lies.
            var runs: [[Unicode.Scalar]] = [[]]
            for scalar in scalars {
                if let scalar, isLetter(scalar) {
                    if let last = runs[runs.count - 1].last, (Script.of(last) == .han) != (Script.of(scalar) == .han) { runs.append([]) }
                    runs[runs.count - 1].append(scalar)
                } else if !runs[runs.count - 1].isEmpty {
                    runs.append([])
                }
            }
            for run in runs where run.count >= needed {
                // A katakana word is its whole run (`コンテ` of `コンテキスト` is no word); Han text has no
                // spaces between words, so any piece of a run may be one.
                let whole = Script.of(run[0]) != .han
                for width in max(needed, term.count - 1)...(term.count + 1) where whole ? width == run.count : width <= run.count {
                    for start in 0...(run.count - width) {
                        let window = run[start..<(start + width)]
                        guard window.first == term.first || window.last == term.last else { continue }
                        let common = Self.commonSubsequence(window, term)
                        guard common >= needed else { continue }
                        let candidate = (common: common, extra: width - common, word: String(String.UnicodeScalarView(window)))
                        if let known = best, (known.common, -known.extra) >= (candidate.common, -candidate.extra) { continue }
                        best = candidate
                    }
                }
            }
        }
        return best?.word
    }

    /// Per span of `other`, its text's scalars, nil for those inside a glossary match (what a
    /// counterpart writes besides the terms it names).
    static func unmatchedScalars(in spans: [Range<Int>], of other: DocumentAnalysis) -> [[Unicode.Scalar?]] {
        spans.map { span in
            let matched = other.occurrences(in: span).map(\.utf16Range)
            var offset = span.lowerBound
            return other.locator.text(span).unicodeScalars.map { scalar in
                defer { offset += scalar.utf16.count }
                return matched.contains { $0.contains(offset) } ? nil : scalar
            }
        }
    }

    /// The length of the longest common subsequence of two short letter sequences.
    static func commonSubsequence(_ a: ArraySlice<Unicode.Scalar>, _ b: [Unicode.Scalar]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var current = [Int](repeating: 0, count: b.count + 1)
            for (j, y) in b.enumerated() { current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j]) }
            previous = current
        }
        return previous[b.count]
    }

    /// The Han characters a concept's one- or two-character terms share between Japanese and Chinese
    /// (`名` of `名前` and `名称`, folded by `HanVariants`: `価` and `价`), and whether a counterpart writes
    /// one of them outside the glossary terms it names: Japanese binds the first character of such a
    /// word into compounds (`アプリケーション名`, `ファイル名`), and either language may use another word
    /// with it (`名字`, a Japanese `名称`), which are taken to name the concept.
    struct Cognates {
        private let glossary: Glossary
        private var folding = HanVariants()
        /// By concept and the two languages, the folded Han characters their terms share.
        private var shared: [String: Set<Unicode.Scalar>] = [:]

        init(glossary: Glossary) { self.glossary = glossary }

        /// Whether `spans` of `other` hold, outside its glossary matches, a Han character that the
        /// concept's terms in `language` and in `other`'s language share.
        mutating func writes(_ concept: Int, from language: String, in spans: [Range<Int>], of other: DocumentAnalysis) -> Bool {
            let characters = sharedCharacters(concept, language, other.language)
            guard !characters.isEmpty else { return false }
            return ParityKeyTermRule.unmatchedScalars(in: spans, of: other).joined().contains { scalar in
                guard let scalar, Script.of(scalar) == .han else { return false }
                return characters.contains(folding.fold(scalar))
            }
        }

        private mutating func sharedCharacters(_ concept: Int, _ a: String, _ b: String) -> Set<Unicode.Scalar> {
            let key = "\(concept)\u{1F}\(a)\u{1F}\(b)"
            if let known = shared[key] { return known }
            // Only words of one or two Han characters (`名前`, `名称`; a parenthesised English name
            // aside): a compound's character (`者` of `クラスター管理者`, `空间` of `用户名字空间`) is in
            // other words too, and another compound for the concept is a choice of terminology a
            // reviewer should see.
            func characters(_ language: String) -> Set<Unicode.Scalar> {
                var found: Set<Unicode.Scalar> = []
                for term in glossary.concepts[concept].terms[language] ?? [] {
                    let word = term.text.prefix { $0 != "(" && $0 != "（" }.trimmingCharacters(in: .whitespaces)
                    let scalars = Array(word.unicodeScalars)
                    guard (1...2).contains(scalars.count), scalars.allSatisfy({ Script.of($0) == .han }) else { continue }
                    for scalar in scalars { found.insert(folding.fold(scalar)) }
                }
                return found
            }
            let isCJK = { (language: String) in language == "ja" || language.hasPrefix("zh") }
            let result = isCJK(a) && isCJK(b) && a != b ? characters(a).intersection(characters(b)) : []
            shared[key] = result
            return result
        }
    }

    /// A Latin text's letters and digits, lowercased, with where each came from: a term is found in it
    /// whatever its spacing, hyphens and case (`API server`, `api-server`, `APIServer`), as a whole word
    /// of the text, in the singular or the plural.
    struct FoldedLatin {
        private let folded: [Unicode.Scalar]
        /// Per folded scalar, its index in `scalars`.
        private let origin: [Int]
        private let scalars: [Unicode.Scalar]

        init(_ text: String) {
            scalars = Array(text.unicodeScalars)
            var folded: [Unicode.Scalar] = []
            var origin: [Int] = []
            for (index, scalar) in scalars.enumerated() where Self.isWordScalar(scalar) {
                for lowered in scalar.properties.lowercaseMapping.unicodeScalars {
                    folded.append(lowered)
                    origin.append(index)
                }
            }
            self.folded = folded
            self.origin = origin
        }

        static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }

        /// Whether `term` (folded as the text is) occurs as a whole word, with an `s` or `es` after it,
        /// or, ending in `s`, without it.
        func names(_ term: String) -> Bool {
            let needle = Array(term.unicodeScalars.filter(Self.isWordScalar).flatMap { $0.properties.lowercaseMapping.unicodeScalars })
            guard needle.count >= 2 else { return false }
            var forms = [needle]
            if needle.last == "s" { forms.append(Array(needle.dropLast())) }
            for form in forms where form.count <= folded.count {
                for start in 0...(folded.count - form.count) where folded[start] == form[0] {
                    guard folded[start..<(start + form.count)].elementsEqual(form) else { continue }
                    let first = origin[start]
                    guard first == 0 || !Self.isWordScalar(scalars[first - 1]) else { continue }
                    var end = origin[start + form.count - 1] + 1
                    // A plural ending.
                    if end < scalars.count, scalars[end] == "s" || scalars[end] == "S" {
                        end += 1
                    } else if end + 1 < scalars.count, scalars[end] == "e" || scalars[end] == "E",
                        scalars[end + 1] == "s" || scalars[end + 1] == "S"
                    {
                        end += 2
                    }
                    if end == scalars.count || !Self.isWordScalar(scalars[end]) { return true }
                }
            }
            return false
        }
    }

    /// Where a concept was lost: the spans of the first confidently linked bead whose other side names
    /// it less often, on this side (`here`) and the other (`there`).
    struct LostPlace {
        var here: [Range<Int>]
        var there: [Range<Int>]
    }

    /// `not`, `once`, `twice`, `3 times`.
    static func times(_ count: Int) -> String {
        switch count {
        case 0: "not"
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }

    /// How many exact occurrences (any language) each concept has in `spans` of a document.
    static func counts(in spans: [Range<Int>], of analysis: DocumentAnalysis) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for span in spans {
            for occurrence in analysis.occurrences(in: span) { counts[occurrence.conceptIndex, default: 0] += 1 }
        }
        return counts
    }

    /// The concepts `here` names more often than `there`, a Japanese side's katakana renderings of
    /// their names (`KatakanaRenderings`) in `spans` counted with `there`'s occurrences.
    static func fewer(
        _ here: [Int: Int], _ there: [Int: Int], spans: [Range<Int>], of analysis: DocumentAnalysis,
        renderings: inout KatakanaRenderings
    ) -> Set<Int> {
        var fewer = Set(here.filter { $0.value > there[$0.key, default: 0] }.keys)
        if KatakanaRenderings.applies(to: analysis.language) {
            fewer = fewer.filter { here[$0, default: 0] > there[$0, default: 0] + renderings.count(of: $0, in: spans, of: analysis) }
        }
        return fewer
    }

    /// Whether the English name `wider` holds the name `part` (three letters or more) at the start of
    /// one of its words, in any case: `Namespace` holds `Name`, `Cloud Controller Manager`
    /// `Controller`, `ServiceAccount` `Service`; `Hostname` does not hold `Name`.
    static func name(_ wider: String, holds part: String) -> Bool {
        let whole = Array(wider.unicodeScalars)
        let piece = Array(part.lowercased().unicodeScalars)
        guard piece.count >= 3, whole.count > piece.count else { return false }
        let lowered = Array(wider.lowercased().unicodeScalars)
        guard lowered.count == whole.count else { return false }
        for start in 0...(whole.count - piece.count) where lowered[start..<(start + piece.count)].elementsEqual(piece) {
            let atWordStart =
                start == 0 || !whole[start - 1].properties.isAlphabetic
                || (whole[start].properties.isUppercase && whole[start - 1].properties.isLowercase)
            if atWordStart { return true }
        }
        return false
    }

    /// The concepts found (exact or loose key, any language) in `spans` of a document.
    /// - Complexity: O(log *n* + *k*) a span for *n* occurrences in the document, *k* in the span.
    static func concepts(in spans: [Range<Int>], of analysis: DocumentAnalysis) -> Set<Int> {
        var concepts: Set<Int> = []
        for span in spans {
            for occurrences in [analysis.exact, analysis.loose] {
                var low = 0
                var high = occurrences.count
                while low < high {
                    let mid = (low + high) / 2
                    if occurrences[mid].utf16Range.lowerBound < span.lowerBound { low = mid + 1 } else { high = mid }
                }
                while low < occurrences.count, occurrences[low].utf16Range.lowerBound < span.upperBound {
                    concepts.insert(occurrences[low].conceptIndex)
                    low += 1
                }
            }
        }
        return concepts
    }
}
