import Foundation

/// Results of one document kept from an earlier run (the index of `termbridge build`), so that a
/// run recomputes only what depends on the documents that changed.
///
/// The cache decides what a document's results depend on: a conforming type answers only for a
/// document whose bytes, parse, identity (id, path, language, parallel group), glossary and rule
/// selection are those the results were computed with, and nil otherwise. Methods are called from
/// several threads.
public protocol DocumentResultCache: Sendable {
    /// The claims of `document` (every kind, grouped as `ClaimVerifier.claims()` returns them).
    func claims(of document: CheckedDocument) -> [Claim]?
    func storeClaims(_ claims: [Claim], of document: CheckedDocument)

    /// The findings of the document-local rules (`DocumentLocalRule`) in `document`, before
    /// fingerprints are assigned.
    func localFindings(of document: CheckedDocument) -> [Diagnostic]?
    func storeLocalFindings(_ findings: [Diagnostic], of document: CheckedDocument)

    /// What the rule `rule` (a `DocumentSummaryRule`) read of `document`, encoded.
    func summary(_ rule: String, of document: CheckedDocument) -> Data?
    func storeSummary(_ summary: Data, _ rule: String, of document: CheckedDocument)
    /// Told that the summary `summary(_:of:)` gave does not decode (`error`): the rule computes it
    /// again and stores it anew; the cache may say so.
    func summaryUnreadable(_ rule: String, of document: CheckedDocument, error: any Error)

    /// The results of one parallel group whose members are `members` (in input order): the
    /// findings of the group-local rules and the aligned phrases. Nil unless every member is as
    /// it was when they were stored.
    func groupResults(of members: [CheckedDocument]) -> GroupResults?
    func storeGroupResults(_ results: GroupResults, of members: [CheckedDocument])

    /// The results of one parallel group with only the aligned phrases a run chose, the choice
    /// named `choice` (`CheckContext`'s `keptPhrasesKey`): what a run that keeps a few of a large
    /// group's phrases reads instead of every phrase. Nil unless every member is as it was when
    /// they were stored under that name.
    func groupResults(of members: [CheckedDocument], chosenBy choice: String) -> GroupResults?
    func storeGroupResults(_ results: GroupResults, of members: [CheckedDocument], chosenBy choice: String)
    /// Whether the cache keeps chosen results (`storeGroupResults(_:of:chosenBy:)`). A run with a
    /// named choice then stores only those, not the group's whole results (every aligned phrase's
    /// text, which no run with that name reads): a run with another choice, or none, aligns the
    /// group again. A cache that keeps none is given the whole results.
    var keepsChosenResults: Bool { get }

    /// The findings of the rule `rule` (a `DocumentSummaryRule`) in the documents of one language,
    /// `members` (in check order), before fingerprints. Nil unless every member is as it was when
    /// they were stored.
    func summaryFindings(_ rule: String, of members: [CheckedDocument]) -> [Diagnostic]?
    func storeSummaryFindings(_ findings: [Diagnostic], _ rule: String, of members: [CheckedDocument])

    /// The glossary terms the rules found in `document` (`KeptTermMatches`).
    func termMatches(of document: CheckedDocument) -> KeptTermMatches?
    func storeTermMatches(_ matches: KeptTermMatches, of document: CheckedDocument)
}

extension DocumentResultCache {
    /// Nothing said: the summary is computed again and stored anew.
    public func summaryUnreadable(_ rule: String, of document: CheckedDocument, error: any Error) {}

    /// None kept apart: the chosen phrases are picked from the group's whole results.
    public func groupResults(of members: [CheckedDocument], chosenBy choice: String) -> GroupResults? { nil }
    public func storeGroupResults(_ results: GroupResults, of members: [CheckedDocument], chosenBy choice: String) {}
    public var keepsChosenResults: Bool { false }

    /// None kept: the terms are matched again.
    public func termMatches(of document: CheckedDocument) -> KeptTermMatches? { nil }
    public func storeTermMatches(_ matches: KeptTermMatches, of document: CheckedDocument) {}

    /// None kept: the summaries of the language's documents are tallied again.
    public func summaryFindings(_ rule: String, of members: [CheckedDocument]) -> [Diagnostic]? { nil }
    public func storeSummaryFindings(_ findings: [Diagnostic], _ rule: String, of members: [CheckedDocument]) {}
}

/// The glossary terms found in one document for the rules (`DocumentAnalysis`): each match of the
/// exact and of the loose matcher of its language, outside code lines, as the matcher's pattern
/// index and the UTF-16 span. Scanning every document again was most of what a build with one
/// document touched spent before the check.
public struct KeptTermMatches: Sendable, Equatable {
    public struct Match: Sendable, Equatable {
        public var pattern: Int32
        public var start: Int32
        public var end: Int32

        public init(pattern: Int32, start: Int32, end: Int32) {
            (self.pattern, self.start, self.end) = (pattern, start, end)
        }
    }

    public var exact: [Match]
    public var loose: [Match]

    public init(exact: [Match], loose: [Match]) {
        (self.exact, self.loose) = (exact, loose)
    }
}

/// What a parallel group yields on its own: the findings of the group-local rules (`GroupLocalRule`,
/// before fingerprints) and the aligned phrases of its pairs, in pair order.
public struct GroupResults: Sendable, Equatable {
    public var findings: [Diagnostic]
    public var alignedPhrases: [AlignedPhrasePair]
    /// The alignment cache's names of the group's pairs' alignments (`AlignmentCache.name(of:)`):
    /// a run that keeps these results tells the cache to keep them too (`AlignmentCache.keep(_:)`).
    public var alignments: [String]

    public init(findings: [Diagnostic], alignedPhrases: [AlignedPhrasePair], alignments: [String] = []) {
        self.findings = findings
        self.alignedPhrases = alignedPhrases
        self.alignments = alignments
    }
}

/// A rule whose findings in a document depend on that document and the glossary alone: run over
/// any set of documents, it finds in each what it finds when run over that document by itself, and
/// every finding is located in the document it was found in. Its findings can therefore be kept per
/// document (`DocumentResultCache`) and recomputed only for the documents that changed.
///
/// Rules that compare documents (`inconsistent-term`, `unknown-term`, `near-miss`, `ui-label-case`)
/// or translations (the parity rules), and the app-string rules, are not document-local.
protocol DocumentLocalRule: CheckRule {}

extension DeprecatedTermRule: DocumentLocalRule {}
extension VariantSpellingRule: DocumentLocalRule {}
extension AvailabilityMismatchRule: DocumentLocalRule {}
extension UnknownAPIRule: DocumentLocalRule {}
extension UndefinedIdentifierRule: DocumentLocalRule {}
extension ClaimContradictedRule: DocumentLocalRule {}
extension CJKPunctuationDocumentRule: DocumentLocalRule {}
extension RepeatedWordRule: DocumentLocalRule {}
extension CJKSpacingRule: DocumentLocalRule {}

/// A rule that compares the documents of one parallel group only: its findings in a group depend on
/// that group's documents and the glossary alone, and are located in them. Its findings can be kept
/// per group and recomputed only for the groups with a changed member; the pairs of the other
/// groups need not even be aligned. The parity rules are group-local.
protocol GroupLocalRule: CheckRule {}

extension ParityMissingLabelRule: GroupLocalRule {}
extension ParityNumberMismatchRule: GroupLocalRule {}
extension ParityAPIMentionRule: GroupLocalRule {}
extension ParityAvailabilityRule: GroupLocalRule {}
extension ParityTermPairRule: GroupLocalRule {}
extension ParityKeyTermRule: GroupLocalRule {}

/// What a `DocumentSummaryRule` reads of a document, in a form a cache keeps.
protocol KeptSummary: Sendable {
    func binaryEncoded() -> Data
    init(binary: Data) throws
}

extension UnknownTermRule.DocumentSummary: KeptSummary {}
extension NearMissRule.DocumentSummary: KeptSummary {}
extension InconsistentSpellingRule.DocumentSummary: KeptSummary {}

/// A rule that compares documents through what it reads of each one (its summary), which depends on
/// that document and the glossary alone: the summaries can be kept per document
/// (`DocumentResultCache`) and only the comparison runs again when some document changed.
///
/// The summaries are tallied in document order as they are read, a batch at a time, so that a
/// large corpus's summaries are never all in memory at once.
///
/// The rule compares the documents of one language only: its findings in a language's documents
/// depend on those documents and the glossary alone, and are located in them. Its findings are
/// therefore found one language at a time (`findings(in:partition:cache:)`), each language a piece
/// of the check's work, and kept per language: after an edit of one document only that document's
/// language is tallied again.
protocol DocumentSummaryRule: CheckRule {
    associatedtype Summary: KeptSummary
    /// What every summary is read with (made once per language of a check, when some summary is not
    /// kept: the glossary's indexes).
    associatedtype Preparation
    /// What the comparison keeps of the summaries read so far.
    associatedtype Tally
    /// What the summaries of `context`'s documents are read with.
    func preparation(for context: CheckContext) -> Preparation
    /// What the rule reads of `analysis`.
    func summary(of analysis: DocumentAnalysis, with preparation: Preparation) -> Summary
    /// The tally of no summary yet.
    func emptyTally(for context: CheckContext) -> Tally
    /// Adds the summary of `context.analyses[index]`; called for every document, in order.
    func tally(_ summary: Summary, of index: Int, into tally: inout Tally, in context: CheckContext)
    /// The findings, from the context and the tally of every document's summary.
    func findings(in context: CheckContext, tally: Tally) -> [Diagnostic]
}

extension DocumentSummaryRule {
    func findings(in context: CheckContext) -> [Diagnostic] {
        findings(in: context, cache: nil)
    }

    /// How many documents' summaries are read at once. `unknown-term`'s summary of a subtitle
    /// transcript is about 300 KB: 64 at once were 19 MB of a ×3 build's peak heap (heaptrack); 16
    /// hold a quarter of that, at the same speed (the ×3 build's peak RSS 210 → 206 MB, 47 s both).
    static var summaryBatch: Int { 16 }

    /// The findings in every language's documents (`findings(in:partition:cache:)`), language by
    /// language.
    func findings(in context: CheckContext, cache: (any DocumentResultCache)?) -> [Diagnostic] {
        context.languagePartitions().flatMap { findings(in: context, partition: $0, cache: cache) }
    }

    /// The findings in the documents at `partition`, one of `CheckContext.languagePartitions()`: those `cache`
    /// keeps for that language's documents as they are, or found by tallying their summaries (and
    /// given to it).
    func findings(in context: CheckContext, partition: [Int], cache: (any DocumentResultCache)?) -> [Diagnostic] {
        let part = partition.count == context.analyses.count ? context : context.restricted(to: partition, keepingClaims: false)
        guard let cache else { return talliedFindings(in: part, cache: nil) }
        let members = part.analyses.map(\.document)
        if let kept = cache.summaryFindings(descriptor.id, of: members) { return kept }
        let found = talliedFindings(in: part, cache: cache)
        cache.storeSummaryFindings(found, descriptor.id, of: members)
        return found
    }

    /// The findings from the summaries of every document of `context`: those `cache` keeps, the
    /// others computed (and given to it), a batch at a time on every core (on the calling thread
    /// when the caller is itself one of a parallel piece of work that fills the cores), tallied in
    /// document order.
    private func talliedFindings(in context: CheckContext, cache: (any DocumentResultCache)?) -> [Diagnostic] {
        let id = descriptor.id
        var tally = emptyTally(for: context)
        // Made only when some summary is not kept.
        var prepared: Preparation?
        func preparation() -> Preparation {
            if let prepared { return prepared }
            let made = self.preparation(for: context)
            prepared = made
            return made
        }
        for start in stride(from: 0, to: context.analyses.count, by: Self.summaryBatch) {
            let batch = Array(start..<min(start + Self.summaryBatch, context.analyses.count))
            let kept = batch.map { index -> Summary? in
                let document = context.analyses[index].document
                guard let cache, let data = cache.summary(id, of: document) else { return nil }
                do {
                    return try Summary(binary: data)
                } catch {
                    cache.summaryUnreadable(id, of: document, error: error)
                    return nil
                }
            }
            let with = kept.contains { $0 == nil } ? preparation() : nil
            let summaries = Array(batch.indices).concurrentMap { position -> Summary in
                if let summary = kept[position] { return summary }
                let analysis = context.analyses[batch[position]]
                let fresh = summary(of: analysis, with: with!)
                cache?.storeSummary(fresh.binaryEncoded(), id, of: analysis.document)
                return fresh
            }
            for (index, summary) in zip(batch, summaries) { self.tally(summary, of: index, into: &tally, in: context) }
        }
        return findings(in: context, tally: tally)
    }
}

extension CheckContext {
    /// The indices of the documents grouped by language (the exact tag), each group in document
    /// order, the groups in order of their first document: the pieces a `DocumentSummaryRule` is
    /// run over.
    func languagePartitions() -> [[Int]] {
        var order: [String] = []
        var byLanguage: [String: [Int]] = [:]
        for (index, analysis) in analyses.enumerated() {
            if byLanguage[analysis.language] == nil { order.append(analysis.language) }
            byLanguage[analysis.language, default: []].append(index)
        }
        return order.map { byLanguage[$0]! }
    }
}
