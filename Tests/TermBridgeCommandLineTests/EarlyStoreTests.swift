import Checks
import CorpusIndex
import CorpusModel
import Foundation
import GlossaryKit
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
        // A value already under a key stays (a key decides its value).
        try index.storeEarly(["a": Data("other".utf8)], in: .analyses)
        #expect(try index.documentAnalysis(key: "a") == Data("123456".utf8))
        try index.storeEarly(["p": Data("beads".utf8)], in: .alignments)
        #expect(try index.alignment(key: "p") == Data("beads".utf8))
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
                storedKeys: try index.documentAnalysisKeys(), load: { try? index.documentAnalysis(key: $0) },
                computed: EarlyStore(index: index, cache: .analyses, batchBytes: 1), glossaryHash: "g", rules: ["deprecated-term"])
            cache.identify([document], sources: ["a": (contentHash: "h", parseKey: "p")])
            return cache
        }

        let first = try cache()
        let part = first.occurrences(of: document, matcher: matcher)
        #expect(!part.counts.isEmpty)
        first.storeClaims([], of: document)
        first.finish(document)
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
}
