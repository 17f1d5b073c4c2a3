import CorpusModel
import GlossaryKit
import OfferModel
import Synchronization
import TextKit

/// Extracts the claims of checked documents and verifies each against the offer model
/// (`OfferModel`): availability against the API catalogue, API names and code listings against
/// the catalogue and the glossary's symbols, stated rules and worked examples by running the
/// eligibility model, enumerations against the model's cases, and sample logic against the
/// model's counterpart.
///
/// ```swift
/// let context = CheckContext(glossary: glossary, documents: documents, aligning: false)
/// let claims = ClaimVerifier(context: context).claims()
/// ```
///
/// Claims are read from the parsed records (availability and numeric facts, API mentions, code
/// listings) and from glossary terms; nothing is specific to one document. A claim the extractor
/// cannot read with confidence is `unverifiable`, never `contradicted`.
public struct ClaimVerifier: Sendable {
    public let context: CheckContext
    let index: CatalogueIndex

    public init(context: CheckContext) {
        self.context = context
        index = CatalogueIndex(glossary: context.glossary)
    }

    /// The claims of every document of the context, in document order, with the claims of the
    /// translations of one parallel group sharing a `group` key.
    ///
    /// - Parameter kinds: the kinds to extract (all by default).
    /// - Complexity: linear in the documents' length, times the catalogue size for the API
    ///   mentions and availability facts (a few hundred symbols); a worked example is simulated
    ///   once per stated example.
    public func claims(kinds: Set<ClaimKind> = Set(ClaimKind.allCases)) -> [Claim] {
        claims(kinds: kinds, cache: nil)
    }

    /// Every claim of the documents, as `claims()`, taking each document's from `cache` when it has
    /// them and storing the others' there: a document's claims depend on it and the glossary alone.
    public func claims(cache: (any DocumentResultCache)?) -> [Claim] {
        claims(kinds: Set(ClaimKind.allCases), cache: cache)
    }

    /// Every claim of the documents, as `claims(cache:)`, one list per document in document order:
    /// each list is the one `cache` keeps until it encodes the document's analysis, where one list of
    /// every claim would be a second copy (a large corpus's claims are a hundred thousand).
    public func claimsByDocument(cache: (any DocumentResultCache)?) -> [[Claim]] {
        claimsByDocument(kinds: Set(ClaimKind.allCases), cache: cache)
    }

    private func claims(kinds: Set<ClaimKind>, cache: (any DocumentResultCache)?) -> [Claim] {
        claimsByDocument(kinds: kinds, cache: cache).flatMap { $0 }
    }

    private func claimsByDocument(kinds: Set<ClaimKind>, cache: (any DocumentResultCache)?) -> [[Claim]] {
        let texts = SharedTexts()
        return context.analyses.concurrentMap { analysis -> [Claim] in
            if let kept = cache?.claims(of: analysis.document) { return texts.share(kept) }
            let claims = texts.share(documentClaims(analysis, kinds: kinds))
            cache?.storeClaims(claims, of: analysis.document)
            return claims
        }
    }

    /// Holds each text the claims of a run repeat once, whichever document's claims they are
    /// (the cache keeps a document's claims too, until they are encoded): a corpus's claims say the
    /// same few thousand model sentences and claims a hundred thousand times, and each document's
    /// path and id once per claim (on the perf corpus ×10, 135,620 claims repeat 2,612 model
    /// sentences). Texts are one when their bytes are, never merely canonically equivalent; short
    /// ones are held in the value itself.
    final class SharedTexts: Sendable {
        private let texts = Mutex<Set<UTF8Key>>([])

        func share(_ claims: [Claim]) -> [Claim] {
            var claims = claims
            texts.withLock { texts in
                func shared(_ text: inout String) {
                    guard text.utf8.count > 15 else { return }
                    text = texts.insert(UTF8Key(text)).memberAfterInsert.text
                }
                for index in claims.indices {
                    shared(&claims[index].model)
                    shared(&claims[index].claim)
                    shared(&claims[index].text)
                    shared(&claims[index].location.document)
                    shared(&claims[index].location.path)
                    // The same claim in each translation of a group has the same key.
                    shared(&claims[index].group)
                    if claims[index].suggestion != nil { shared(&claims[index].suggestion!) }
                }
            }
            return claims
        }
    }

    /// The claims of one document, grouped (see `grouped(_:parallelGroup:)`).
    private func documentClaims(_ analysis: DocumentAnalysis, kinds: Set<ClaimKind>) -> [Claim] {
        let source = ClaimSource(analysis, analysingListings: kinds.contains(.api) || kinds.contains(.identifier))
        var claims: [Claim] = []
        if kinds.contains(.availability) { claims += availabilityClaims(source) }
        if kinds.contains(.api) { claims += apiClaims(source) }
        if kinds.contains(.identifier) { claims += identifierClaims(source) }
        if kinds.contains(.rule) || kinds.contains(.example) {
            claims += workedExampleClaims(source).filter { kinds.contains($0.kind) }
        }
        if kinds.contains(.enumeration) { claims += enumerationClaims(source) }
        if kinds.contains(.sample) { claims += sampleClaims(source) }
        return Self.grouped(claims, parallelGroup: analysis.document.parallelGroup)
    }

    /// Sorts a document's claims and gives each its group key: the parallel group, the kind, the
    /// claim in the model's terms and its occurrence number in the document.
    static func grouped(_ claims: [Claim], parallelGroup: String?) -> [Claim] {
        var counts: [String: Int] = [:]
        return claims.sorted { ($0.location, $0.kind, $0.claim) < ($1.location, $1.kind, $1.claim) }.map { claim in
            var claim = claim
            let key = "\(claim.kind.rawValue)|\(claim.claim)"
            let n = counts[key, default: 0]
            counts[key] = n + 1
            claim.group = parallelGroup.map { "\($0)|\(key)|\(n)" } ?? ""
            return claim
        }
    }

    /// A claim of `source` at a line and column covering `text`.
    func claim(
        _ kind: ClaimKind, _ status: ClaimStatus, in source: ClaimSource, line: Int, column: Int, text: String,
        claim: String, model: String, suggestion: String? = nil
    ) -> Claim {
        Claim(
            kind: kind, status: status, location: source.location(line: line, column: column, covering: text),
            language: source.language, text: text, claim: claim, model: model, suggestion: suggestion)
    }
}
