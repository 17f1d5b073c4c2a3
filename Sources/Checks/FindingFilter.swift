/// Everything that removes findings from a run before reporting, applied in one place and
/// counted, so the summary can say what was hidden.
///
/// The order is: rule selection (`--rules`), then inline markers of each document, then the
/// `.termbridge-ignore` file, then the baseline (`--baseline`). Fingerprints must be final
/// (`Diagnostic.assigningFingerprints(_:)`) *before* filtering, so that suppressing one finding
/// does not renumber its identical neighbours.
public struct FindingFilter: Sendable {
    public var rules: RuleSelection
    public var suppressionFile: SuppressionFile
    /// Inline markers by document id.
    public var inlineSuppressions: [String: InlineSuppressions]
    public var baseline: Baseline?

    public init(
        rules: RuleSelection = .all,
        suppressionFile: SuppressionFile = SuppressionFile(),
        inlineSuppressions: [InlineSuppressions] = [],
        baseline: Baseline? = nil
    ) {
        self.rules = rules
        self.suppressionFile = suppressionFile
        self.inlineSuppressions = Dictionary(
            inlineSuppressions.map { ($0.document, $0) }, uniquingKeysWith: { first, _ in first })
        self.baseline = baseline
    }

    /// What `apply(_:)` kept, and how many findings each stage removed.
    public struct Outcome: Hashable, Sendable {
        public var kept: [Diagnostic]
        public var deselected: Int
        public var suppressedInline: Int
        public var suppressedByFile: Int
        public var inBaseline: Int

        /// All removed findings.
        public var hidden: Int { deselected + suppressedInline + suppressedByFile + inBaseline }
    }

    /// Filters `diagnostics`, keeping their order.
    ///
    /// - Complexity: O(*n* × *m*) for *n* findings and *m* suppression-file entries.
    public func apply(_ diagnostics: [Diagnostic]) -> Outcome {
        var outcome = Outcome(kept: [], deselected: 0, suppressedInline: 0, suppressedByFile: 0, inBaseline: 0)
        let known = baseline?.fingerprints ?? []
        for diagnostic in diagnostics {
            if !rules.contains(diagnostic.rule) {
                outcome.deselected += 1
            } else if inlineSuppressions[diagnostic.location.document]?.suppresses(diagnostic) == true {
                outcome.suppressedInline += 1
            } else if suppressionFile.suppresses(diagnostic) {
                outcome.suppressedByFile += 1
            } else if known.contains(diagnostic.fingerprint) {
                outcome.inBaseline += 1
            } else {
                outcome.kept.append(diagnostic)
            }
        }
        return outcome
    }
}
