import CorpusModel
import DocumentParsing
import Foundation
import Synchronization
import Testing

@testable import Checks

/// Per-document results kept between runs: document-local rules and claims computed only for the
/// documents the cache has nothing for, with the same findings as a run without a cache.
@Suite struct DocumentResultCacheTests {
    /// An in-memory cache keyed by document id and text, counting what it was asked to store.
    final class MemoryCache: DocumentResultCache {
        struct Entry {
            var claims: [Claim]?
            var findings: [Diagnostic]?
        }
        let entries = Mutex<[String: Entry]>([:])
        let stored = Mutex<[String]>([])

        func key(_ document: CheckedDocument) -> String { document.id + "\u{1F}" + document.text }
        func claims(of document: CheckedDocument) -> [Claim]? { entries.withLock { $0[key(document)]?.claims } }
        func storeClaims(_ claims: [Claim], of document: CheckedDocument) {
            entries.withLock { $0[key(document), default: Entry()].claims = claims }
            stored.withLock { $0.append("claims:" + document.id) }
        }
        func localFindings(of document: CheckedDocument) -> [Diagnostic]? {
            entries.withLock { $0[key(document)]?.findings }
        }
        func storeLocalFindings(_ findings: [Diagnostic], of document: CheckedDocument) {
            entries.withLock { $0[key(document), default: Entry()].findings = findings }
            stored.withLock { $0.append("findings:" + document.id) }
        }
    }

    /// The rules marked document-local.
    static var localRules: [any CheckRule] { Checker.allRules.filter { $0 is any DocumentLocalRule } }

    @Test func documentLocalRulesFindInEachDocumentWhatTheyFindInItAlone() {
        let documents = CheckFixtures.bundledDocuments
        let glossary = CheckFixtures.bundledGlossary
        #expect(documents.count >= 5 && !Self.localRules.isEmpty)
        let context = CheckContext(glossary: glossary, documents: documents, aligning: false)
        for rule in Self.localRules {
            let together = rule.findings(in: context).withStableFingerprints()
            let alone = documents.flatMap { document in
                rule.findings(in: CheckContext(glossary: glossary, documents: [document], aligning: false))
            }.withStableFingerprints()
            #expect(together == alone, "'\(rule.descriptor.id)' is marked document-local")
            for finding in together {
                #expect(
                    documents.contains { $0.id == finding.location.document },
                    "'\(rule.descriptor.id)' locates in its document")
            }
        }
        #expect(
            Self.localRules.contains { rule in !rule.findings(in: context).isEmpty },
            "the bundled corpus exercises them")
    }

    @Test func aCacheGivesTheFindingsAndClaimsOfARunWithoutOne() throws {
        var documents = CheckFixtures.bundledDocuments
        let glossary = CheckFixtures.bundledGlossary
        let checker = Checker(glossary: glossary)
        func run(_ documents: [CheckedDocument], cache: MemoryCache?) -> ([Diagnostic], [Claim]) {
            var context = CheckContext(glossary: glossary, documents: documents, aligning: true)
            context.claims = ClaimVerifier(context: context).claims(cache: cache)
            return (checker.check(context, rules: checker.selectedRules, cache: cache), context.claims ?? [])
        }
        let cache = MemoryCache()
        let first = run(documents, cache: cache)
        let plain = run(documents, cache: nil)
        #expect(first.0 == plain.0 && first.1 == plain.1)
        #expect(cache.stored.withLock { $0.count } == 2 * documents.count)

        // One document changed: only its results are computed again, and they are a clean run's.
        cache.stored.withLock { $0.removeAll() }
        let edited = try #require(documents.firstIndex { $0.language == "ja" })
        let old = documents[edited]
        // A deprecated term (`deprecated-term`, document-local) and an availability claim.
        let text = old.text + "\nアプリ内購入は iOS 3 から使えます。\n"
        let parsed = DocumentParser.parse(
            text: text, source: old.path,
            options: DocumentParser.Options(
                id: old.id, language: LanguageTag(old.language), shape: DocumentShape(kind: old.document.kind),
                title: old.document.title))
        documents[edited] = CheckedDocument(
            id: old.id, path: old.path, language: old.language, parallelGroup: old.parallelGroup, text: text,
            document: parsed)
        let again = run(documents, cache: cache)
        let clean = run(documents, cache: nil)
        #expect(again.0 == clean.0 && again.1 == clean.1)
        #expect(cache.stored.withLock { $0.sorted() } == ["claims:\(old.id)", "findings:\(old.id)"])
        #expect(again.0.count > first.0.count, "the edit adds a finding")
    }
}
