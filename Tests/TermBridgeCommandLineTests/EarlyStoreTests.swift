@testable import Checks
import CorpusIndex
import CorpusModel
import Foundation
import GlossaryKit
import Synchronization
import Testing

@testable import TermBridgeCommandLine

/// A build's computed alignments and group results go to the index a batch at a time, and the
/// index write that ends the build keeps them.
@Suite struct EarlyStoreTests {
    @Test func batchesAreStoredAsTheyFillAndTheWriteKeepsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termbridge-early-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        let store = EarlyStore(index: index, cache: .analyses, batchBytes: 10)
        store.add("a", Data("123456".utf8))
        #expect(try index.documentAnalysisKeys().isEmpty, "below a batch, held")
        #expect(store.value("a") == Data("123456".utf8))
        store.add("b", Data("7890".utf8))
        store.waitForWrites()
        #expect(try index.documentAnalysisKeys() == ["a", "b"], "a batch is stored as soon as it is full")
        store.add("c", Data("x".utf8))
        #expect(store.value("b") == Data("7890".utf8), "read back from the index")
        #expect(store.value("z") == nil)
        let (stored, held) = store.take()
        #expect(stored == ["a", "b"] && held == ["c": Data("x".utf8)])
        #expect(store.take().stored.isEmpty, "empty once taken")

        // The build's write names the stored keys as kept and gives the rest: all three stay.
        var snapshot = IndexSnapshot()
        snapshot.analyses = held
        snapshot.keptAnalyses = stored
        try index.write(snapshot)
        #expect(try index.documentAnalyses() == ["a": Data("123456".utf8), "b": Data("7890".utf8), "c": Data("x".utf8)])
        // A value stored under a key replaces the one there: a build computes a value only when the
        // stored one is missing or cannot be read (damaged).
        try index.storeEarly(["a": Data("mended".utf8)], in: .analyses)
        #expect(try index.documentAnalysis(key: "a") == Data("mended".utf8))
        var again = IndexSnapshot()
        again.analyses = ["b": Data("mended too".utf8)]
        again.keptAnalyses = ["a", "c"]
        try index.write(again)
        #expect(try index.documentAnalyses() == ["a": Data("mended".utf8), "b": Data("mended too".utf8), "c": Data("x".utf8)])
        try index.storeEarly(["p": Data("beads".utf8)], in: .alignments)
        #expect(try index.alignment(key: "p") == Data("beads".utf8))
    }

    /// The thread that fills a batch does not wait for its write (a commit waiting for the disk kept a
    /// core of the check idle for seconds); the batch's values are read meanwhile from the batch, and
    /// `take` waits for the write. A write that fails leaves its batch held for the snapshot.
    @Test func aFullBatchIsWrittenWithoutHoldingTheThreadThatFilledIt() throws {
        let release = DispatchSemaphore(value: 0)
        let storedKeys = Mutex<[String]>([])
        let store = EarlyStore(
            batchBytes: 4,
            store: { batch in
                // Held until the test has seen `add` return (at most 10 s: a store that waited for
                // its writes would return only then, with the batch already stored).
                _ = release.wait(timeout: .now() + 10)
                storedKeys.withLock { $0 += batch.keys.sorted() }
            },
            read: { key in storedKeys.withLock { $0.contains(key) } ? Data("from the index".utf8) : nil })
        let started = Date()
        store.add("a", Data("1234".utf8))
        #expect(Date().timeIntervalSince(started) < 5, "add returned before the write ended")
        #expect(storedKeys.withLock { $0 }.isEmpty)
        #expect(store.value("a") == Data("1234".utf8), "read from the batch being written")
        release.signal()
        let (stored, held) = store.take()
        #expect(stored == ["a"] && held.isEmpty)
        #expect(storedKeys.withLock { $0 } == ["a"])

        struct Refused: Error {}
        let failing = EarlyStore(batchBytes: 1, store: { _ in throw Refused() }, read: { _ in nil })
        failing.add("x", Data([1]))
        failing.add("y", Data([2]))
        let after = failing.take()
        #expect(after.stored.isEmpty && after.held == ["x": Data([1]), "y": Data([2])])
    }
}

/// A build's document analyses: stored once complete, read back by key, and kept by key by the next build.
@Suite struct IndexDocumentCacheTests {
    @Test func aFinishedAnalysisIsStoredAndTheNextBuildKeepsItByKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termbridge-analyses-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        let glossary = try GlossaryLoader.load(CheckCommandTests.glossary, quiet: true)
        let matcher = TermMatcher(glossary: glossary)
        let text = "ウィンバックオファーを提示します。サブスクリプションの再開です。\n"
        let document = CheckedDocument(
            id: "a", path: "docs/a.ja.txt", language: "ja", text: text,
            document: Document(id: "a", language: .japanese, kind: .article))
        func cache() throws -> IndexDocumentCache {
            let cache = IndexDocumentCache(
                storedKeys: try index.documentAnalysisKeys(), load: { try index.documentAnalysis(key: $0) }, indexPath: index.url.path,
                computed: EarlyStore(index: index, cache: .analyses, batchBytes: 1), glossaryHash: "g", rules: ["deprecated-term"])
            cache.identify([document], sources: ["a": (contentHash: "h", parseKey: "p")])
            return cache
        }

        let first = try cache()
        let part = first.occurrences(of: document, matcher: matcher)
        #expect(!part.counts.isEmpty)
        first.storeClaims([], of: document)
        first.finish(document)
        first.computed.waitForWrites()
        let keys = try index.documentAnalysisKeys()
        #expect(keys.count == 1, "stored once complete")
        #expect(first.occurrences(of: document, matcher: TermMatcher(glossary: Glossary(concepts: []))) == part, "read back, not scanned again")
        let taken = first.takeAnalyses(of: [document])
        #expect(taken.computed.isEmpty && taken.kept == keys)

        // The next build reads it by key and keeps it without holding it.
        let second = try cache()
        #expect(second.claims(of: document) == [])
        #expect(second.occurrences(of: document, matcher: TermMatcher(glossary: Glossary(concepts: []))) == part)
        second.finish(document)
        let again = second.takeAnalyses(of: [document])
        #expect(again.computed.isEmpty && again.kept == keys)
    }

    /// A build's cache of the documents `a` and `b` (`documents`) on `index`, for one rule, with `b`'s
    /// bytes hashing to `hashOfB`.
    static func cache(of documents: [CheckedDocument], in index: CorpusIndex, rule: String, hashOfB: String) throws
        -> IndexDocumentCache
    {
        let cache = IndexDocumentCache(
            storedKeys: try index.documentAnalysisKeys(), load: { try index.documentAnalysis(key: $0) }, indexPath: index.url.path,
            computed: EarlyStore(index: index, cache: .analyses, batchBytes: 1), glossaryHash: "g", rules: [rule])
        cache.identify(documents, sources: ["a": (contentHash: "ha", parseKey: "p"), "b": (contentHash: hashOfB, parseKey: "p")])
        return cache
    }

    /// A summary rule's findings in one language's documents are stored as they are made and read
    /// back by the next build while every member is as it was; a changed member, or other members,
    /// find none.
    @Test func summaryFindingsOfALanguageAreKeptWhileItsDocumentsAreUnchanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termbridge-summary-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        let documents = ["a", "b"].map { id in
            CheckedDocument(
                id: id, path: "docs/\(id).ja.txt", language: "ja", text: "サブスクリプション\n",
                document: Document(id: id, language: .japanese, kind: .article))
        }
        func cache(hashOfB: String = "hb") throws -> IndexDocumentCache {
            try Self.cache(of: documents, in: index, rule: "unknown-term", hashOfB: hashOfB)
        }
        let finding = Diagnostic(
            rule: "unknown-term", severity: .info,
            location: FindingLocation(document: "a", path: "docs/a.ja.txt", line: 1, column: 1, endColumn: 10),
            message: "'サブスクリプション' occurs 3 times", text: "サブスクリプション", notes: ["in a, b"])

        let first = try cache()
        #expect(first.summaryFindings("unknown-term", of: documents) == nil)
        for document in documents { first.storeSummary(Data([7]), "unknown-term", of: document) }
        first.storeSummaryFindings([finding], "unknown-term", of: documents)
        #expect(first.summaryFindings("unknown-term", of: documents) == [finding], "this build's")
        first.computed.waitForWrites()
        #expect(try index.documentAnalysisKeys().count == 3, "stored as made, beside the two summaries")

        let second = try cache()
        #expect(second.summaryFindings("unknown-term", of: documents) == [finding], "the last build's")
        #expect(second.summaryFindings("near-miss", of: documents) == nil, "another rule's")
        #expect(second.summaryFindings("unknown-term", of: [documents[0]]) == nil, "other members")
        #expect(second.summaryFindings("unknown-term", of: documents.reversed()) == nil, "in another order")
        // The findings and the members' summaries, which the check did not read, are kept for the next build.
        #expect(second.takeAnalyses(of: documents).kept == (try index.documentAnalysisKeys()), "kept for the next build")

        let changed = try cache(hashOfB: "hb2")
        #expect(changed.summaryFindings("unknown-term", of: documents) == nil, "a member changed")
        #expect(try SummaryFindings(binary: SummaryFindings(findings: [finding, finding]).binaryEncoded()).findings == [finding, finding])
        #expect(throws: (any Error).self) { try SummaryFindings(binary: Data([1, 2])) }
    }

    /// A group's results with one choice of phrases are kept apart under the choice's name; reading
    /// them keeps the group's whole results for a build that makes another choice.
    @Test func aGroupsChosenPhrasesAreKeptApartAndKeepTheWholeResults() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termbridge-chosen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        let members = [("a", "ja"), ("b", "zh-Hans")].map { id, language in
            CheckedDocument(
                id: id, path: "docs/\(id).\(language).txt", language: language, parallelGroup: "g", text: "StoreKit\n",
                document: Document(id: id, language: language == "ja" ? .japanese : .simplifiedChinese, kind: .article))
        }
        func cache(hashOfB: String = "hb") throws -> IndexDocumentCache {
            try Self.cache(of: members, in: index, rule: "parity-term-pair", hashOfB: hashOfB)
        }
        func side(_ document: CheckedDocument, _ text: String) -> AlignedPhrasePair.Side {
            AlignedPhrasePair.Side(document: document.id, path: document.path, language: document.language, text: text, line: 1)
        }
        let named = AlignedPhrasePair(source: side(members[0], "StoreKit を使う"), target: side(members[1], "使用 StoreKit"), score: 0.9)
        let plain = AlignedPhrasePair(source: side(members[0], "はい"), target: side(members[1], "是"), score: 0.5)
        let whole = GroupResults(findings: [], alignedPhrases: [named, plain])
        let chosen = GroupResults(findings: [], alignedPhrases: [named])

        let first = try cache()
        first.storeGroupResults(whole, of: members)
        first.storeGroupResults(chosen, of: members, chosenBy: "shown.1")
        #expect(first.groupResults(of: members, chosenBy: "shown.1") == chosen, "this build's")
        first.computed.waitForWrites()
        #expect(try index.documentAnalysisKeys().count == 2)

        let second = try cache()
        #expect(second.groupResults(of: members, chosenBy: "shown.1") == chosen, "the last build's")
        #expect(second.groupResults(of: members, chosenBy: "shown.2") == nil, "another choice's")
        // The whole results, which this build did not read, are kept for the next one.
        #expect(second.takeAnalyses(of: members).kept == (try index.documentAnalysisKeys()))
        let third = try cache()
        #expect(third.groupResults(of: members) == whole)

        let changed = try cache(hashOfB: "hb2")
        #expect(changed.groupResults(of: members, chosenBy: "shown.1") == nil, "a member changed")
    }
}
