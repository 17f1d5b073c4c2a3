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
    /// The aligned document pairs of the parallel groups (empty unless a parity rule runs).
    let pairs: [ParallelPair]
    /// The app string files of the run (String Catalogs, XLIFF, `.strings`, `.stringsdict`), read by
    /// the app-string rules; their values also come as documents (`LocalizationFile.checkedDocuments`).
    public let catalogs: [LocalizationFile]
    /// Every claim of the documents, when computed once for several claim rules (or by the caller).
    public var claims: [Claim]?

    /// Analyses `documents` against `glossary`; aligns parallel documents when `aligning` is set.
    ///
    /// - Complexity: O(total text length) for term matching, plus the alignment of each pair of
    ///   parallel documents (banded, linear in their length); documents and pairs are spread over
    ///   the available cores.
    /// - Parameter alignmentCache: alignments of an earlier run (the index of `termbridge build`),
    ///   reused for pairs whose units and anchors are unchanged.
    /// - Parameter stage: called as term matching (`match`) and alignment (`align`) start, for progress.
    public init(
        glossary: Glossary, documents: [CheckedDocument], aligning: Bool = true, catalogs: [LocalizationFile] = [],
        alignmentCache: (any AlignmentCache)? = nil, stage: (String) -> Void = { _ in }
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
        if aligning { stage("align") }
        pairs = aligning ? ParallelPair.all(in: analyses, glossary: glossary, cache: alignmentCache) : []
    }

    /// The checked documents, in input order.
    public var documents: [CheckedDocument] { analyses.map(\.document) }
}
