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
        DeprecatedTermRule(), InconsistentTermRule(), VariantSpellingRule(), NearMissRule(), UnknownTermRule(),
        UILabelCaseRule(), ParityMissingLabelRule(), ParityNumberMismatchRule(), ParityAPIMentionRule(),
        ParityAvailabilityRule(), ParityTermPairRule(), ParityKeyTermRule(),
        TermTranslationRule(), PlaceholderMismatchRule(), MissingTranslationRule(), NeedsReviewRule(),
        CJKPunctuationRule(), InconsistentTranslationRule(), AvailabilityMismatchRule(), UnknownAPIRule(),
        UndefinedIdentifierRule(), ClaimContradictedRule(),
    ]

    /// The selected rules, in registry order.
    public var selectedRules: [any CheckRule] { Self.allRules.filter { rules.contains($0.descriptor.id) } }

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
        let needsAlignment = selected.contains { $0.descriptor.id.hasPrefix("parity-") }
        let context = CheckContext(
            glossary: glossary, documents: documents + catalogs.flatMap(\.checkedDocuments), aligning: needsAlignment,
            catalogs: catalogs)
        return check(context, rules: selected)
    }

    /// The findings of `rules` in an already built context.
    ///
    /// Several claim rules share one extraction of the documents' claims. With a `cache`, the
    /// document-local rules (`DocumentLocalRule`) run only over the documents the cache has no
    /// findings for, and the other documents' findings come from the cache: the same findings, in
    /// the same order, as running every rule over every document.
    public func check(_ context: CheckContext, rules: [any CheckRule], cache: (any DocumentResultCache)? = nil)
        -> [Diagnostic]
    {
        var context = context
        let claimRules = rules.compactMap { $0 as? any ClaimFindings }
        if claimRules.count > 1, context.claims == nil {
            let kinds = claimRules.reduce(into: Set<ClaimKind>()) { $0.formUnion($1.kinds) }
            context.claims = ClaimVerifier(context: context).claims(kinds: kinds)
        }
        guard let cache, rules.contains(where: { $0 is any DocumentLocalRule }) else {
            return rules.concurrentMap { $0.findings(in: context) }.flatMap { $0 }.withStableFingerprints()
        }
        let local = rules.filter { $0 is any DocumentLocalRule }
        let documents = context.documents
        // Each document's findings of the local rules, rule by rule in `rules` order.
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
        // Every rule's findings in the order a run without a cache lists them: a local rule's
        // document by document.
        let perRule = rules.concurrentMap { rule -> [Diagnostic] in
            guard rule is any DocumentLocalRule else { return rule.findings(in: context) }
            let id = rule.descriptor.id
            return localFindings.flatMap { ($0 ?? []).filter { $0.rule == id } }
        }
        return perRule.flatMap { $0 }.withStableFingerprints()
    }
}
