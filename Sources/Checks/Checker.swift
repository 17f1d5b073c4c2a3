import Foundation
import GlossaryKit
import LocalizationFormats

/// Runs the selected rules over a set of documents: `termbridge check` without the I/O.
///
/// ```swift
/// let checker = Checker(glossary: glossary, rules: try RuleSelection(parsing: "all,-unknown-term"))
/// let findings = checker.check(documents)   // sorted, with final fingerprints
/// ```
public struct Checker: Sendable {
    public var glossary: Glossary
    public var rules: RuleSelection

    public init(glossary: Glossary, rules: RuleSelection = .all) {
        self.glossary = glossary
        self.rules = rules
    }

    /// Every rule `termbridge check` knows, in registry order.
    public static let allRules: [any CheckRule] = [
        DeprecatedTermRule(), InconsistentTermRule(), VariantSpellingRule(), InconsistentSpellingRule(), NearMissRule(),
        RepeatedWordRule(), UnknownTermRule(),
        UILabelCaseRule(), ParityMissingLabelRule(), ParityNumberMismatchRule(), ParityAPIMentionRule(),
        ParityAvailabilityRule(), ParityTermPairRule(), ParityKeyTermRule(),
        TermTranslationRule(), PlaceholderMismatchRule(), MissingTranslationRule(), NeedsReviewRule(),
        CJKPunctuationRule(), CJKPunctuationDocumentRule(), CJKSpacingRule(), InconsistentTranslationRule(), AvailabilityMismatchRule(), UnknownAPIRule(),
        UndefinedIdentifierRule(), ClaimContradictedRule(),
    ]

    /// The selected rules, in registry order.
    public var selectedRules: [any CheckRule] { Self.allRules.filter { rules.contains($0.descriptor.id) } }

    /// Whether `rules` read the aligned pairs of the parallel groups (a parity rule among them): what
    /// `CheckContext`'s `aligning` is given.
    public static func aligns(_ rules: [any CheckRule]) -> Bool { rules.contains { $0.descriptor.id.hasPrefix("parity-") } }

    /// Whether `rules` read the English pivot pairs (`parity-key-term` among them): what
    /// `CheckContext`'s `pivoting` is given.
    public static func pivots(_ rules: [any CheckRule]) -> Bool { rules.contains { $0.descriptor == .parityKeyTerm } }

    /// The findings of the selected rules in `documents`, in report order with stable fingerprints
    /// (see `Diagnostic.assigningFingerprints(_:)`).
    ///
    /// - Complexity: linear in the total text length plus one alignment per pair of parallel
    ///   documents; see `CheckContext`.
    public func check(_ documents: [CheckedDocument]) -> [Diagnostic] { check(documents, catalogs: []) }

    /// The findings of the selected rules in `documents` and in the app string files `catalogs`
    /// (whose values the terminology rules also read, as `LocalizationFile.checkedDocuments`).
    ///
    /// - Complexity: as `check(_:)`, plus linear in the catalogues' size.
    public func check(_ documents: [CheckedDocument], catalogs: [LocalizationFile]) -> [Diagnostic] {
        let selected = selectedRules
        var context = CheckContext(
            glossary: glossary, documents: documents + catalogs.flatMap(\.checkedDocuments), aligning: Self.aligns(selected),
            catalogs: catalogs, deferringAlignment: true, pivoting: Self.pivots(selected))
        return check(updating: &context, rules: selected)
    }

    /// The findings of `rules` in an already built context.
    ///
    /// The claim rules share one extraction of the documents' claims. With a `cache`, the
    /// document-local rules (`DocumentLocalRule`) run only over the documents the cache has no
    /// findings for, the document summaries of a `DocumentSummaryRule` are read only for the
    /// documents the cache has none for, and the group-local rules (`GroupLocalRule`) run only
    /// over the pairs of the groups the context did not keep (`CheckContext.keptGroups`): the same
    /// findings, in the same order, as running every rule over every document.
    public func check(_ context: CheckContext, rules: [any CheckRule], cache: (any DocumentResultCache)? = nil)
        -> [Diagnostic]
    {
        var context = context
        return check(updating: &context, rules: rules, cache: cache)
    }

    /// As `check(_:rules:cache:)`, and the context's pending pairs (a context built with
    /// `deferringAlignment`) aligned on the way: `context` then has their aligned phrases
    /// (`CheckContext.alignedPhrases`) and no pending pairs. Each slice of groups is aligned, read by
    /// the group-local rules and let go, so the pairs of a corpus are never all in memory.
    public func check(updating context: inout CheckContext, rules: [any CheckRule], cache: (any DocumentResultCache)? = nil)
        -> [Diagnostic]
    {
        var working = context
        // Extracted here, on every core, even for one claim rule: inside the rule it would run in the
        // map over the rules, on one core (see `findingsByRule`).
        let claimRules = rules.compactMap { $0 as? any ClaimFindings }
        if !claimRules.isEmpty, working.claims == nil {
            let kinds = claimRules.reduce(into: Set<ClaimKind>()) { $0.formUnion($1.kinds) }
            working.claims = ClaimVerifier(context: working).claims(kinds: kinds)
        }
        // What the check aligned: the caller's context and the cache's group results get its phrases.
        func keepAligned(_ phrases: [String: [AlignedPhrasePair]]) {
            working.settleAlignment(phrases)
            context.settleAlignment(phrases)
        }
        guard let cache else {
            let found = Self.findingsAndPhrases(in: working, rules: rules, cache: nil)
            keepAligned(found.alignedByGroup)
            return Self.finished(found.perRule, in: working)
        }
        let localFindings = self.localFindings(in: working, rules: rules, cache: cache)
        // Every rule's findings in the order a run without a cache lists them: a local rule's
        // document by document.
        let found = Self.findingsAndPhrases(
            in: working, rules: rules, cache: cache, storingGroups: rules.contains { $0 is any GroupLocalRule },
            skipping: { $0 is any DocumentLocalRule })
        keepAligned(found.alignedByGroup)
        var perRule = found.perRule
        for (index, rule) in rules.enumerated() {
            let id = rule.descriptor.id
            if rule is any DocumentLocalRule { perRule[index] = localFindings.flatMap { ($0 ?? []).filter { $0.rule == id } } }
            if rule is any GroupLocalRule {
                perRule[index] += working.keptGroups.values.flatMap { $0.findings.filter { $0.rule == id } }
            }
        }
        if rules.contains(where: { $0 is any GroupLocalRule }) {
            // The groups the slices did not store: those whose pairs were aligned beforehand, and
            // those with no pair.
            let remaining = Set(CheckContext.parallelGroups(of: working.analyses).map(\.group)).subtracting(found.storedGroups)
            Self.storeGroupResults(
                of: working, groups: remaining, findings: zip(rules, perRule).filter { $0.0 is any GroupLocalRule }.flatMap(\.1),
                chosen: nil, cache: cache)
        }
        return Self.finished(perRule, in: working)
    }

    /// Every rule's findings in rule order, as a check returns them: what `unknown-term` asks of the
    /// whole corpus said (`UnknownTermRule.namingLoanwordConcepts`: the rule runs a language at a
    /// time, and a cache keeps its findings while that language's documents are unchanged), then
    /// fingerprinted.
    private static func finished(_ perRule: [[Diagnostic]], in context: CheckContext) -> [Diagnostic] {
        UnknownTermRule.namingLoanwordConcepts(perRule.flatMap { $0 }, in: context).withStableFingerprints()
    }

    /// The findings of each of `rules` in `context` (empty for those `skipping` names), in `rules`
    /// order, the work spread over the cores.
    static func findingsByRule(
        in context: CheckContext, rules: [any CheckRule], cache: (any DocumentResultCache)?,
        skipping: (any CheckRule) -> Bool = { _ in false }
    ) -> [[Diagnostic]] {
        findingsAndPhrases(in: context, rules: rules, cache: cache, skipping: skipping).perRule
    }

    /// The findings of each of `rules` in `context` (empty for those `skipping` names), in `rules`
    /// order, the work spread over the cores; and the aligned phrases, by group, of the pairs the
    /// work aligned (the context's pending pairs, `CheckContext.deferringAlignment`).
    ///
    /// The rules run side by side, but a rule does not spread its own work: libdispatch runs a
    /// `concurrentPerform` nested in another one on the calling thread once the outer one fills the
    /// cores, and `unknown-term`, which reads every document, took a whole core for most of the
    /// check stage that way. So a summary rule (`DocumentSummaryRule`) is a piece of work per language
    /// that reads and tallies that language's summaries beside the other rules (on every core when
    /// nothing else runs), and the group-local rules (`GroupLocalRule`) run over slices of the parallel
    /// groups, each slice a piece of work of its own that first aligns the slice's pending pairs;
    /// a rule's findings are the slices' in pair order. With `storingGroups`, a slice that aligned
    /// pending pairs gives the cache its groups' results (every phrase) before it lets them go; the
    /// phrases returned are those the context keeps (`CheckContext.keepsPhrase`).
    static func findingsAndPhrases(
        in context: CheckContext, rules: [any CheckRule], cache: (any DocumentResultCache)?,
        storingGroups: Bool = false, skipping: (any CheckRule) -> Bool = { _ in false }
    ) -> (perRule: [[Diagnostic]], alignedByGroup: [String: [AlignedPhrasePair]], storedGroups: Set<String>) {
        var perRule = [[Diagnostic]](repeating: [], count: rules.count)
        enum Work {
            case rule(Int)
            /// A summary rule in the documents of one language, whose summaries it reads as it tallies them.
            case summarized(Int, any DocumentSummaryRule, partition: [Int])
            case slice(CheckContext)
        }
        var work: [Work] = []
        var groupRules: [Int] = []
        let languages = context.languagePartitions()
        for (index, rule) in rules.enumerated() where !skipping(rule) {
            if let rule = rule as? any DocumentSummaryRule {
                work += languages.map { .summarized(index, rule, partition: $0) }
            } else if rule is any GroupLocalRule {
                groupRules.append(index)
            } else {
                work.append(.rule(index))
            }
        }
        // (Pending pairs are aligned for their phrases even when no group-local rule reads them.)
        if !groupRules.isEmpty || !context.pendingPairs.isEmpty {
            // Slices small enough that the last ones to be aligned leave no core idle for long. The
            // pieces are taken in order: the first slice goes first, so that a build that realigns one
            // edited document's pairs aligns them beside the rules, not after them; the rules come
            // next, so that a long one (`unknown-term`'s tally of a large corpus) starts early, not
            // alone at the end. (The findings are merged in rule order and the slices' in pair
            // order, whatever the order of the work.)
            let slices = context.pairSlices(
                count: Self.slicesPerCore * ProcessInfo.processInfo.activeProcessorCount, maximumGroups: Self.groupsPerSlice
            ).map(Work.slice)
            work = slices.prefix(1) + work + slices.dropFirst()
        }
        let found = work.concurrentMap {
            item -> (findings: [[Diagnostic]], phrases: [String: [AlignedPhrasePair]], stored: Set<String>) in
            switch item {
            case .rule(let index):
                return ([rules[index].findings(in: context)], [:], [])
            case .summarized(_, let rule, let partition):
                return ([rule.findings(in: context, partition: partition, cache: cache)], [:], [])
            case .slice(let slice):
                guard !slice.pendingPairs.isEmpty else { return (groupRules.map { rules[$0].findings(in: slice) }, [:], []) }
                let aligned = slice.aligningPendingPairs()
                let findings = groupRules.map { rules[$0].findings(in: aligned) }
                var phrases = aligned.alignedByGroup
                if let keep = context.keepsPhrase { phrases = phrases.mapValues { $0.filter(keep) } }
                var stored: Set<String> = []
                if storingGroups, let cache {
                    let groups = Set(aligned.pairs.compactMap { aligned.analyses[$0.source.analysis].document.parallelGroup })
                    storeGroupResults(of: aligned, groups: groups, findings: findings.flatMap { $0 }, chosen: phrases, cache: cache)
                    stored = groups
                }
                return (findings, phrases, stored)
            }
        }
        var phrases: [String: [AlignedPhrasePair]] = [:]
        var stored: Set<String> = []
        for (item, result) in zip(work, found) {
            switch item {
            case .rule(let index), .summarized(let index, _, _):
                perRule[index] += result.findings[0]
            case .slice:
                for (rule, findings) in zip(groupRules, result.findings) { perRule[rule] += findings }
                phrases.merge(result.phrases) { $0 + $1 }
                stored.formUnion(result.stored)
            }
        }
        return (perRule, phrases, stored)
    }

    /// How many slices of the parallel groups per core the check cuts (`CheckContext.pairSlices`).
    static let slicesPerCore = 16

    /// How many parallel groups a slice holds at most: a slice's pairs are all aligned and held until
    /// its group-local rules have read them, so slices of a fixed share of the corpus held more as the
    /// corpus grew (35 groups' pairs each on ×10, two in flight).
    static let groupsPerSlice = 8

    /// Each document's findings of the document-local rules among `rules`, rule by rule in `rules`
    /// order: kept by `cache`, or found in the documents it has none for (and stored).
    private func localFindings(in context: CheckContext, rules: [any CheckRule], cache: any DocumentResultCache)
        -> [[Diagnostic]?]
    {
        let local = rules.filter { $0 is any DocumentLocalRule }
        guard !local.isEmpty else { return [] }
        let documents = context.documents
        var localFindings = documents.map { cache.localFindings(of: $0) }
        let missing = localFindings.indices.filter { localFindings[$0] == nil }
        if !missing.isEmpty {
            let subset = context.restricted(to: missing)
            let fresh = local.concurrentMap { $0.findings(in: subset) }.flatMap { $0 }
            let byDocument = Dictionary(grouping: fresh, by: \.location.document)
            for index in missing {
                let found = byDocument[documents[index].id] ?? []
                localFindings[index] = found
                cache.storeLocalFindings(found, of: documents[index])
            }
        }
        return localFindings
    }

    /// Gives `cache` the results of `groups` (those not kept from it): the group-local `findings`
    /// located in each and its aligned phrases in `context`; and, apart, with the phrases the
    /// context keeps when it names its choice (`CheckContext.keptPhrasesKey`): `chosen`, by group,
    /// when the caller has them.
    private static func storeGroupResults(
        of context: CheckContext, groups: Set<String>, findings: [Diagnostic], chosen: [String: [AlignedPhrasePair]]?,
        cache: any DocumentResultCache
    ) {
        var groupOf: [String: String] = [:]
        for analysis in context.analyses { if let group = analysis.document.parallelGroup { groupOf[analysis.id] = group } }
        let byGroup = Dictionary(grouping: findings) { groupOf[$0.location.document] ?? "" }
        for (group, members) in CheckContext.parallelGroups(of: context.analyses) where context.keptGroups[group] == nil && groups.contains(group) {
            let memberSet = Set(members)
            let alignments = (context.pairs + context.pivotPairs).filter { memberSet.contains($0.source.analysis) }.compactMap(
                \.alignmentName)
            let results = GroupResults(
                findings: byGroup[group] ?? [], alignedPhrases: context.alignedPhrases(ofGroup: group), alignments: alignments)
            let documents = members.map { context.analyses[$0].document }
            // A named choice of phrases is all a later run with that name reads: the whole results,
            // every aligned phrase's text, are not stored beside it in a cache that keeps the choice
            // (on the perf corpus they were 7 of the index's 66 MB, read by no build). A run with
            // another choice aligns the group again.
            if let choice = context.keptPhrasesKey, let keep = context.keepsPhrase {
                let phrases = chosen.map { $0[group] ?? [] } ?? results.alignedPhrases.filter(keep)
                cache.storeGroupResults(
                    GroupResults(findings: results.findings, alignedPhrases: phrases, alignments: alignments), of: documents,
                    chosenBy: choice)
                if !cache.keepsChosenResults { cache.storeGroupResults(results, of: documents) }
            } else {
                cache.storeGroupResults(results, of: documents)
            }
        }
    }
}
