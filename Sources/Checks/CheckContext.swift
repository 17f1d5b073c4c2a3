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
    /// group's pairs next to each other.
    private(set) var pairs: [ParallelPair]
    /// The app string files of the run (String Catalogs, XLIFF, `.strings`, `.stringsdict`), read by
    /// the app-string rules; their values also come as documents (`LocalizationFile.checkedDocuments`).
    public let catalogs: [LocalizationFile]
    /// Every claim of the documents, when computed once for several claim rules (or by the caller).
    public var claims: [Claim]?
    /// The parallel groups whose results an earlier run kept (`DocumentResultCache.groupResults(of:)`),
    /// by group id: their pairs are not aligned again, and the group-local rules' findings in them
    /// are these.
    let keptGroups: [String: GroupResults]
    /// The aligned phrases of the pairs aligned in this run, by parallel group, computed once (the
    /// checks' outcome and the kept group results share them).
    let alignedByGroup: [String: [AlignedPhrasePair]]

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
    public init(
        glossary: Glossary, documents: [CheckedDocument], aligning: Bool = true, catalogs: [LocalizationFile] = [],
        alignmentCache: (any AlignmentCache)? = nil, results: (any DocumentResultCache)? = nil,
        stage: (String) -> Void = { _ in }
    ) {
        self.glossary = glossary
        self.catalogs = catalogs
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
            return DocumentAnalysis(document: document, exact: pair.exact, loose: pair.loose)
        }
        self.analyses = analyses
        var kept: [String: GroupResults] = [:]
        if aligning, let results {
            let groups = Self.parallelGroups(of: analyses)
            let found = groups.concurrentMap { results.groupResults(of: $0.members.map { analyses[$0].document }) }
            for ((group, _), found) in zip(groups, found) { kept[group] = found }
        }
        keptGroups = kept
        if aligning { stage("align") }
        let pairs =
            aligning
            ? ParallelPair.all(in: analyses, glossary: glossary, cache: alignmentCache, skipping: Set(kept.keys)) : []
        self.pairs = pairs
        var byGroup: [String: [AlignedPhrasePair]] = [:]
        for pair in pairs {
            guard let group = analyses[pair.source.analysis].document.parallelGroup else { continue }
            byGroup[group, default: []] += Self.alignedPhrases(of: pair, in: analyses)
        }
        alignedByGroup = byGroup
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
    }

    /// The checked documents, in input order.
    public var documents: [CheckedDocument] { analyses.map(\.document) }

    /// This context cut into at most `count` contexts of the same documents, each with a run of
    /// whole parallel groups' pairs (none when there are no pairs), in pair order: what a
    /// group-local rule reads of one piece of the work.
    func pairSlices(count: Int) -> [CheckContext] {
        guard !pairs.isEmpty else { return [] }
        // Where each group's pairs start.
        var starts: [Int] = []
        var last: String??
        for (index, pair) in pairs.enumerated() {
            let group = analyses[pair.source.analysis].document.parallelGroup
            if last != .some(group) { starts.append(index) }
            last = group
        }
        let count = max(count, 1)
        let perSlice = (starts.count + count - 1) / count
        return stride(from: 0, to: starts.count, by: perSlice).map { first in
            let end = first + perSlice < starts.count ? starts[first + perSlice] : pairs.count
            var slice = self
            slice.pairs = Array(pairs[starts[first]..<end])
            return slice
        }
    }

    /// This context for some of its documents only (`indices` into `documents`), without aligned
    /// pairs or app string files: what a `DocumentLocalRule` reads.
    func restricted(to indices: [Int]) -> CheckContext {
        let kept = indices.map { analyses[$0] }
        let ids = Set(kept.map(\.id))
        return CheckContext(
            glossary: glossary, analyses: kept, claims: claims?.filter { ids.contains($0.location.document) })
    }
}
