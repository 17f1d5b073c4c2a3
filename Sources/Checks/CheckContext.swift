import AlignmentKit
import GlossaryKit
import LocalizationFormats
import TextKit

/// Everything the rules of one run look at, computed once: the glossary, each document with the
/// terms found in it, and the aligned pairs of every parallel group.
public struct CheckContext: Sendable {
    public let glossary: Glossary
    /// One analysis per checked document, in input order.
    let analyses: [DocumentAnalysis]
    /// The aligned document pairs of the parallel groups (empty unless a parity rule runs), a
    /// group's pairs next to each other. Empty in a context built with `deferringAlignment` until a
    /// slice of it is aligned (`aligningPendingPairs()`).
    private(set) var pairs: [ParallelPair]
    /// Two documents to align: indices into `analyses`.
    struct PairJob: Sendable, Equatable {
        var source: Int
        var target: Int
        /// An English pivot pair (`pivotPairs`).
        var pivot = false
    }
    /// The English pivot pairs of the groups whose translations are compared with each other (with
    /// `pivoting`; `ParallelPair.jobs(in:skipping:pivoting:)`): English as the source, a translation as
    /// the target. Not among `pairs`: the parity rules compare translations; `parity-key-term` asks
    /// these whether the English names a concept.
    private(set) var pivotPairs: [ParallelPair] = []
    /// Whether the English pivot pairs are aligned (`parity-key-term` runs).
    private let pivoting: Bool
    /// The pairs still to align, in the order `pairs` would list them (a context built with
    /// `deferringAlignment`): the check aligns them a slice of groups at a time and lets each slice's
    /// pairs go once the group-local rules have read them, so that a corpus's pairs (about as large
    /// as its parsed documents) are never all in memory.
    private(set) var pendingPairs: [PairJob] = []
    /// The alignments of an earlier run, for the pending pairs.
    private let alignmentCache: (any AlignmentCache)?
    /// The app string files of the run (String Catalogs, XLIFF, `.strings`, `.stringsdict`, PO), read by
    /// the app-string rules; their values also come as documents (`LocalizationFile.checkedDocuments`).
    public let catalogs: [LocalizationFile]
    /// The claims the claim rules report from, when computed once for several of them (or by the
    /// caller): every claim of the documents, or only the contradicted ones, all the rules report.
    public var claims: [Claim]?
    /// The parallel groups whose results an earlier run kept (`DocumentResultCache.groupResults(of:)`),
    /// by group id: their pairs are not aligned again, and the group-local rules' findings in them
    /// are these.
    let keptGroups: [String: GroupResults]
    /// The aligned phrases of the pairs aligned in this run, by parallel group, computed once (the
    /// checks' outcome and the kept group results share them). With `deferringAlignment`, filled in
    /// by the check (`Checker.check(updating:rules:cache:)`).
    var alignedByGroup: [String: [AlignedPhrasePair]]
    /// Which aligned phrases the caller keeps (`alignedPhrases`); nil keeps every one. The rules read
    /// every phrase of the groups they check, and a result cache is given every phrase; a deferred
    /// check holds only the kept ones once a slice is done, and a kept group only its kept ones.
    public let keepsPhrase: (@Sendable (AlignedPhrasePair) -> Bool)?
    /// A name for the choice `keepsPhrase` makes (the same name always the same choice): a result
    /// cache keeps each group's chosen phrases apart under it (`groupResults(of:chosenBy:)`).
    let keptPhrasesKey: String?

    /// Analyses `documents` against `glossary`; aligns parallel documents when `aligning` is set.
    ///
    /// - Complexity: O(total text length) for term matching, plus the alignment of each pair of
    ///   parallel documents (banded, linear in their length); documents and pairs are spread over
    ///   the available cores.
    /// - Parameter alignmentCache: alignments of an earlier run (the index of `termbridge build`),
    ///   reused for pairs whose units and anchors are unchanged.
    /// - Parameter results: results of an earlier run; a parallel group whose results it keeps is
    ///   not aligned (`keptGroups`).
    /// - Parameter stage: called as term matching (`match`) and alignment (`align`) start, for progress.
    /// - Parameter deferringAlignment: leave the pairs to the check, which aligns them a slice of
    ///   groups at a time on every core and keeps only their aligned phrases (`pendingPairs`); the
    ///   `align` stage is then part of the check.
    /// - Parameter keepingPhrases: which aligned phrases to keep for `alignedPhrases` (all when nil).
    /// - Parameter keptPhrasesKey: a name for that choice, the same name only ever for the same
    ///   choice: `results` then keeps each group's chosen phrases apart, and a later run with the
    ///   same name reads only those of a kept group (a subtitle corpus's reference shows a tenth of
    ///   its phrases). A cache that keeps such choices (`DocumentResultCache.keepsChosenResults`)
    ///   is given only the chosen phrases: a run with another name, or none, aligns a group again.
    ///   Nil: a kept group's phrases are read whole and chosen again.
    public init(
        glossary: Glossary, documents: [CheckedDocument], aligning: Bool = true, catalogs: [LocalizationFile] = [],
        alignmentCache: (any AlignmentCache)? = nil, results: (any DocumentResultCache)? = nil,
        deferringAlignment: Bool = false, keepingPhrases: (@Sendable (AlignedPhrasePair) -> Bool)? = nil,
        keptPhrasesKey: String? = nil, pivoting: Bool = false, stage: (String) -> Void = { _ in }
    ) {
        self.glossary = glossary
        self.pivoting = pivoting
        self.catalogs = catalogs
        self.alignmentCache = alignmentCache
        self.keepsPhrase = keepingPhrases
        let choice = keepingPhrases == nil ? nil : keptPhrasesKey
        self.keptPhrasesKey = choice
        var matchers: [String: (exact: TermMatcher, loose: TermMatcher)] = [:]
        for language in Set(documents.map(\.language)) {
            let languages: Set<String> = [language, "en"]
            matchers[language] = (
                TermMatcher(glossary: glossary, languages: languages, strength: .exact),
                TermMatcher(glossary: glossary, languages: languages, strength: .loose)
            )
        }
        stage("match")
        let analyses = documents.concurrentMap { document in
            let pair = matchers[document.language]!
            let kept = results?.termMatches(of: document)
            let analysis = DocumentAnalysis(document: document, exact: pair.exact, loose: pair.loose, kept: kept)
            if let results, kept != analysis.matches { results.storeTermMatches(analysis.matches, of: document) }
            return analysis
        }
        self.analyses = analyses
        var kept: [String: GroupResults] = [:]
        if aligning, let results {
            let groups = Self.parallelGroups(of: analyses)
            let found = groups.concurrentMap { group -> GroupResults? in
                let members = group.members.map { analyses[$0].document }
                if let choice, let chosen = results.groupResults(of: members, chosenBy: choice) { return chosen }
                guard var found = results.groupResults(of: members) else { return nil }
                if let keepingPhrases {
                    found.alignedPhrases = found.alignedPhrases.filter(keepingPhrases)
                    if let choice { results.storeGroupResults(found, of: members, chosenBy: choice) }
                }
                return found
            }
            for ((group, _), found) in zip(groups, found) { kept[group] = found }
            // Their pairs are not aligned: the cache is told their alignments are still wanted.
            alignmentCache?.keep(found.compactMap { $0 }.flatMap(\.alignments))
        }
        keptGroups = kept
        if aligning && deferringAlignment {
            pendingPairs = ParallelPair.jobs(in: analyses, skipping: Set(kept.keys), pivoting: pivoting)
            pairs = []
            alignedByGroup = [:]
            return
        }
        if aligning { stage("align") }
        let (pairs, pivots) =
            aligning
            ? ParallelPair.all(in: analyses, glossary: glossary, cache: alignmentCache, skipping: Set(kept.keys), pivoting: pivoting)
            : ([], [])
        self.pairs = pairs
        pivotPairs = pivots
        alignedByGroup = Self.alignedPhrasesByGroup(of: pairs, in: analyses)
    }

    /// The parallel groups of `analyses` in order of their first member, each with its members'
    /// indices in input order.
    static func parallelGroups(of analyses: [DocumentAnalysis]) -> [(group: String, members: [Int])] {
        var members: [String: [Int]] = [:]
        var order: [String] = []
        for (index, analysis) in analyses.enumerated() {
            guard let group = analysis.document.parallelGroup else { continue }
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(index)
        }
        return order.map { ($0, members[$0]!) }
    }

    private init(glossary: Glossary, analyses: [DocumentAnalysis], claims: [Claim]?) {
        self.glossary = glossary
        self.analyses = analyses
        self.pairs = []
        self.catalogs = []
        self.claims = claims
        self.keptGroups = [:]
        self.alignedByGroup = [:]
        self.alignmentCache = nil
        self.pivoting = false
        self.keepsPhrase = nil
        self.keptPhrasesKey = nil
    }

    /// The checked documents, in input order.
    public var documents: [CheckedDocument] { analyses.map(\.document) }

    /// This context cut into `count` contexts of the same documents or fewer (more when a slice would
    /// hold more than `maximumGroups` groups), each with a run of whole parallel groups' pairs (none
    /// when there are no pairs), in pair order: what a group-local rule reads of one piece of the
    /// work. With pending pairs (`deferringAlignment`), each slice has a run of whole groups' pending
    /// pairs instead.
    func pairSlices(count: Int, maximumGroups: Int = .max) -> [CheckContext] {
        let pending = !pendingPairs.isEmpty
        let sources = pending ? pendingPairs.map(\.source) : pairs.map(\.source.analysis)
        guard !sources.isEmpty else { return [] }
        // Where each group's pairs start.
        var starts: [Int] = []
        var last: String??
        for (index, source) in sources.enumerated() {
            let group = analyses[source].document.parallelGroup
            if last != .some(group) { starts.append(index) }
            last = group
        }
        let count = max(count, 1)
        let perSlice = min((starts.count + count - 1) / count, max(maximumGroups, 1))
        return stride(from: 0, to: starts.count, by: perSlice).map { first in
            let range = starts[first]..<(first + perSlice < starts.count ? starts[first + perSlice] : sources.count)
            var slice = self
            if pending {
                slice.pendingPairs = Array(pendingPairs[range])
            } else {
                slice.pairs = Array(pairs[range])
            }
            return slice
        }
    }

    /// This context with its pending pairs aligned (on the calling thread: a slice is one piece of
    /// the check's work) and their aligned phrases in `alignedByGroup` (which then holds only theirs).
    func aligningPendingPairs() -> CheckContext {
        guard !pendingPairs.isEmpty else { return self }
        var aligned = self
        let all = pendingPairs.map { job in
            ParallelPair(job, analyses: analyses, glossary: glossary, cache: alignmentCache)
        }
        (aligned.pairs, aligned.pivotPairs) = ParallelPair.separatingPivots(all, of: pendingPairs)
        aligned.pendingPairs = []
        aligned.alignedByGroup = Self.alignedPhrasesByGroup(of: aligned.pairs, in: analyses)
        return aligned
    }

    /// Records that the pending pairs were aligned, with `phrases` their aligned phrases by group
    /// (`Checker.check(updating:rules:cache:)`).
    mutating func settleAlignment(_ phrases: [String: [AlignedPhrasePair]]) {
        guard !pendingPairs.isEmpty else { return }
        alignedByGroup.merge(phrases) { $0 + $1 }
        pendingPairs = []
    }

    /// This context for some of its documents only (`indices` into `documents`), without aligned
    /// pairs or app string files: what a `DocumentLocalRule` reads. With `keepingClaims` false, without
    /// claims too (a summary rule reads none, and a large corpus's claims copied for each of its
    /// languages were tens of megabytes).
    func restricted(to indices: [Int], keepingClaims: Bool = true) -> CheckContext {
        let kept = indices.map { analyses[$0] }
        guard keepingClaims, let claims else { return CheckContext(glossary: glossary, analyses: kept, claims: nil) }
        let ids = Set(kept.map(\.id))
        return CheckContext(glossary: glossary, analyses: kept, claims: claims.filter { ids.contains($0.location.document) })
    }
}
