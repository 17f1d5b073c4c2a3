import CorpusIndex
import Foundation
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
