import Foundation
import Testing
@testable import TermBridgeCommandLine

@Suite struct ParseCommandTests {
    @Test func parseCommandTakesFilesShapeAndCorpus() throws {
        let command = try #require(try TermBridge.parseAsRoot(["parse", "a.txt", "b.txt", "--format", "json", "--shape", "article"]) as? TermBridge.Parse)
        #expect(command.files == ["a.txt", "b.txt"])
        #expect(command.shape == "article")
        #expect(try TermBridge.parseAsRoot(["parse", "--corpus"]) is TermBridge.Parse)
    }

    @Test func unknownShapeOrNoInputIsAUsageError() {
        #expect(throws: (any Error).self) { try TermBridge.parseAsRoot(["parse", "a.txt", "--shape", "poem"]) }
        #expect(throws: (any Error).self) { try TermBridge.parseAsRoot(["parse"]) }
    }

    @Test func seedFileFindsItsManifestEntry() throws {
        let corpus = try CorpusLocator.load(nil)
        let entry = try #require(corpus.manifest.documents.first { $0.id.hasPrefix("001_") })
        let command = try #require(try TermBridge.parseAsRoot(["parse", corpus.url(of: entry).path]) as? TermBridge.Parse)
        let relative = corpus.root.path + "/./" + entry.path
        #expect(command.manifestEntry(for: relative, in: corpus)?.id == entry.id)
        #expect(command.manifestEntry(for: "/tmp/elsewhere.txt", in: corpus) == nil)
    }
}
