import Foundation
import Testing
@testable import TermBridgeCommandLine

@Suite struct CorpusCommandTests {
    @Test func bundledCorpusListsTheFiveSeedsWithLanguages() throws {
        let corpus = try CorpusLocator.load(nil)
        let languages = corpus.manifest.documents.map(\.language.rawValue).sorted()
        #expect(languages == ["ja", "ja", "ja", "ja", "zh-Hans"])
        for entry in corpus.manifest.documents {
            #expect(FileManager.default.fileExists(atPath: corpus.url(of: entry).path), "\(entry.path) exists")
            #expect(corpus.url(of: entry).lastPathComponent.hasPrefix(entry.id))
        }
        #expect(corpus.manifest.group("wwdc24-implement-app-store-offers").map(\.language.rawValue) == ["ja", "zh-Hans"])
    }

    @Test func missingManifestIsALocatedError() {
        #expect {
            try CorpusLocator.load("/nonexistent/folder")
        } throws: { error in
            String(describing: error).contains("'/nonexistent/folder/corpus.json'")
        }
    }

    @Test func corpusCommandParses() throws {
        let command = try TermBridge.parseAsRoot(["corpus", "--format", "json"])
        #expect(command is TermBridge.Corpus)
        #expect(throws: (any Error).self) { try TermBridge.parseAsRoot(["corpus", "--format", "xml"]) }
    }
}
