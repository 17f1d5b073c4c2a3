import CorpusModel

/// `parity-availability`: aligned paragraphs of a parallel group state different availability
/// for the same platform (`iOS 17.2以降` against `iOS 17.4 或更高版本`).
///
/// For each linked group of paragraphs and each platform both sides mention, a disagreement is
/// when each side has a version (or version range) the other lacks. Written pages are compared
/// sentence by sentence too, as `parity-number-mismatch` compares them: a linked phrase bead whose
/// sides each state a version the other lacks, though their paragraphs agree (two sentences that swap
/// `iOS 17.2` and `iOS 17.4`). The target document's differing facts are reported, once each.
struct ParityAvailabilityRule: CheckRule {
    let descriptor = RuleDescriptor.parityAvailability

    func findings(in context: CheckContext) -> [Diagnostic] {
        let paragraphs = FactDisagreement<AvailabilityFact>.all(
            in: context, facts: { $0.document.document.availability }, position: { ($0.line, $0.column) },
            key: \.platform, values: { [$0.versions] })
        let sentences = FactDisagreement<AvailabilityFact>.inBeads(
            in: context, minimumScore: ParityNumberMismatchRule.minimumSentenceBeadScore, facts: { $0.document.document.availability },
            position: { ($0.line, $0.column) }, key: \.platform, values: { [$0.versions] })
        return FactDisagreement.differingOnce(paragraphs: paragraphs, sentences: sentences, position: { ($0.line, $0.column) }).map {
            disagreement, fact, aligned in
            let target = disagreement.target
            let sourceText = disagreement.stated.map { "\($0.platform) \($0.versionText)" }.joined(separator: ", ")
            let sourceLine = disagreement.stated.first?.line ?? 0
            let span = target.span(line: fact.line, column: fact.column, through: fact.upperVersion ?? fact.version)
            let text = span.isEmpty ? "\(fact.platform) \(fact.versionText)" : target.locator.text(span)
            return finding(
                at: span.isEmpty
                    ? target.location(line: fact.line, column: fact.column, covering: fact.platform)
                    : target.location(of: span),
                message: "availability '\(text)' differs from the aligned \(disagreement.source.language) \(aligned) "
                    + "(\(disagreement.source.id):\(sourceLine)), which has \(sourceText)",
                text: text)
        }
    }
}

extension AvailabilityFact {
    /// The version and upper version compared across languages.
    var versions: [String] { [version, upperVersion ?? ""] }

    var versionText: String { upperVersion.map { "\(version)–\($0)" } ?? version }
}
