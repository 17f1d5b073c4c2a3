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
