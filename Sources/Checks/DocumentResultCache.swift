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

    /// The results of one parallel group whose members are `members` (in input order): the
    /// findings of the group-local rules and the aligned phrases. Nil unless every member is as
    /// it was when they were stored.
    func groupResults(of members: [CheckedDocument]) -> GroupResults?
    func storeGroupResults(_ results: GroupResults, of members: [CheckedDocument])

    /// The glossary terms the rules found in `document` (`KeptTermMatches`).
    func termMatches(of document: CheckedDocument) -> KeptTermMatches?
    func storeTermMatches(_ matches: KeptTermMatches, of document: CheckedDocument)
}

extension DocumentResultCache {
    /// None kept: the terms are matched again.
    public func termMatches(of document: CheckedDocument) -> KeptTermMatches? { nil }
    public func storeTermMatches(_ matches: KeptTermMatches, of document: CheckedDocument) {}
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

    public init(findings: [Diagnostic], alignedPhrases: [AlignedPhrasePair]) {
        self.findings = findings
        self.alignedPhrases = alignedPhrases
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

extension UnknownTermRule.ChineseOccurrences: KeptSummary {}

/// A rule that compares documents through what it reads of each one (its summary), which depends on
/// that document and the glossary alone: the summaries can be kept per document
/// (`DocumentResultCache`) and only the comparison runs again when some document changed.
protocol DocumentSummaryRule: CheckRule {
    associatedtype Summary: KeptSummary
    /// What the rule reads of `analysis`.
    func summary(of analysis: DocumentAnalysis) -> Summary
    /// The findings, from the context and every document's summary (`summaries[i]` is
    /// `context.analyses[i]`'s).
    func findings(in context: CheckContext, summaries: [Summary]) -> [Diagnostic]
}

extension DocumentSummaryRule {
    func findings(in context: CheckContext) -> [Diagnostic] {
        summarized(in: context, cache: nil)()
    }

    /// Reads every document's summary (on every core; those `cache` keeps from it, the others
    /// computed and given to it) and returns the rest of the work: the findings from the summaries,
    /// which the caller may run beside other work.
    func summarized(in context: CheckContext, cache: (any DocumentResultCache)?) -> @Sendable () -> [Diagnostic] {
        let id = descriptor.id
        let summaries = context.analyses.concurrentMap { analysis -> Summary in
            guard let cache else { return summary(of: analysis) }
            if let data = cache.summary(id, of: analysis.document), let kept = try? Summary(binary: data) { return kept }
            let fresh = summary(of: analysis)
            cache.storeSummary(fresh.binaryEncoded(), id, of: analysis.document)
            return fresh
        }
        return { findings(in: context, summaries: summaries) }
    }
}
