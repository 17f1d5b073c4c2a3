import CorpusIndex
import Foundation
import GlossaryKit
import Testing

@testable import TermBridgeCommandLine

/// `--glossary` reads CSV as well as TBX (by content), and `term --corpus` reads a folder without
/// a manifest, counting each term in the documents of its own language.
@Suite struct PlainFolderAndCSVTests {
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("termbridge-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let csv =
        "id,subjectField,en,ja,zh-Hans\r\npod,workloads,*Pod,*Pod,*Pod\r\ncontroller,,*controller,*コントローラー,*控制器\r\n"

    @Test(arguments: ["glossary.csv", "glossary.tbx", "glossary.txt"])
    func glossaryOptionReadsCSVByContent(name: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(("\u{FEFF}" + Self.csv).utf8).write(to: file)
        let glossary = try GlossaryLoader.load(file.path, quiet: true)
        #expect(glossary.concepts.map(\.id).sorted() == ["controller", "pod"])
    }

    @Test func malformedCSVGlossaryIsALocatedError() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.csv")
        try Data("id,subjectField,en\r\npod,\"unclosed,*Pod\r\n".utf8).write(to: file)
        #expect(throws: GlossaryError.self) { try GlossaryLoader.load(file.path, quiet: true) }
    }

    @Test func termReadsAPlainFolderAndCountsPerLanguage() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# Pods\n\nA Pod runs [containers](https://example.com/pod).\n".utf8)
            .write(to: folder.appendingPathComponent("page.en.md"))
        try Data("# Pod\n\nPodはコンテナを実行します。\n".utf8).write(to: folder.appendingPathComponent("page.ja.md"))
        let glossaryFile = folder.appendingPathComponent("g.csv")
        try Data(Self.csv.utf8).write(to: glossaryFile)
        let glossary = try GlossaryLoader.load(glossaryFile.path, quiet: true)
        let documents = try #require(TermBridge.TermCommand.corpusDocuments(paths: [folder.path]))
        #expect(documents.map(\.language).sorted() == ["en", "ja"])
        let languages = Dictionary(uniqueKeysWithValues: documents.map { ($0.id, $0.language) })
        let concordance = TermBridge.TermCommand.concordance(glossary: glossary, documents: documents)
        let hits = TermQuery(glossary: glossary).search("Pod", limit: 1)
        let card = try #require(
            TermBridge.TermCommand.cards(hits, glossary: glossary, concordance: concordance, languages: languages).first
        )
        // en: the heading and the sentence (the URL's 'pod' is markup); ja: the heading and the sentence.
        #expect(card.occurrencesByLanguage == ["en": 2, "ja": 2])
        #expect(card.occurrences == 4)
        #expect(card.text.contains("occurrences in the corpus: 4 (en 2, ja 2)"))
    }

    /// A Markdown paragraph wrapped over several lines is matched as one line (a term may run
    /// across the break), and each occurrence is reported on the file's line: through the corpus as
    /// `term --corpus` reads it and through the index `build` writes.
    @Test func occurrencesInWrappedParagraphsAreOnTheFilesLines() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = folder.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        try Data(
            "---\ntitle: Pods\n---\n\nA paragraph wrapped\nover three lines\nbefore the word.\n\nThe Pod\ncontroller {#ctl} runs [here](https://example.com/a).\n\nSet the `nodeName` field.\n"
                .utf8
        ).write(to: corpus.appendingPathComponent("page.en.md"))
        let glossaryFile = folder.appendingPathComponent("g.csv")
        try Data(Self.csv.utf8).write(to: glossaryFile)
        let glossary = try GlossaryLoader.load(glossaryFile.path, quiet: true)
        let documents = try #require(TermBridge.TermCommand.corpusDocuments(paths: [corpus.path]))
        let (_, read) = TermBridge.TermCommand.concordance(glossary: glossary, documents: documents)
        let controller = try #require(glossary.concepts.firstIndex { $0.id == "controller" })
        let pod = try #require(glossary.concepts.firstIndex { $0.id == "pod" })
        #expect(read.lines[pod]?.map(\.line) == [9])
        #expect(read.lines[controller]?.map(\.line) == [10])
        #expect(read.lines[controller]?.first?.left == "The Pod ")
        #expect(read.lines[controller]?.first?.right == " runs here.")
        // The index `build` writes gives the same lines.
        let out = folder.appendingPathComponent("out")
        var options = CheckRun.Options()
        options.paths = [corpus.path]
        options.glossary = glossaryFile.path
        _ = try BuildRun(options: options, folder: out).run(notice: { _ in })
        let index = try CorpusIndex(folder: out)
        let stored = try index.termOccurrences(concepts: [controller, pod]).lines
        #expect(stored.map(\.line).sorted() == [9, 10])
        // A search hit in a wrapped sentence is on the line that holds the match, at the column where
        // the sentence goes on there; one on the sentence's first line stays where the sentence starts.
        let hits = try index.search("controller").hits
        #expect(hits.map { [$0.line, $0.column] } == [[10, 1]])
        #expect(try index.search("three").hits.map { [$0.line, $0.column] } == [[6, 1]])
        #expect(try index.search("paragraph").hits.map { [$0.line, $0.column] } == [[5, 1]])
        #expect(TermBridge.Search.context(of: "controller", in: hits[0].text) == "The Pod [controller] runs here.")
        // A name in a code span is found in the sentence that writes it.
        let named = try index.search("nodeName").hits
        #expect(named.map { [$0.line, $0.column] } == [[12, 1]])
        #expect(named.first?.text == "Set the nodeName field.")
    }

    @Test func corpusLoaderReadsAPlainFolderAsAManifest() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("ja"), withIntermediateDirectories: true)
        try Data("---\ntitle: Pods\n---\n\nA Pod runs containers.\n".utf8).write(
            to: folder.appendingPathComponent("pods.en.md"))
        try Data("---\ntitle: Pod\n---\n\nPodはコンテナを実行します。\n".utf8).write(
            to: folder.appendingPathComponent("ja/pods.ja.md"))
        try Data("Plain notes without a language tag in the name.\n".utf8).write(
            to: folder.appendingPathComponent("notes.txt"))
        let loaded = try CorpusLocator.load(folder.path)
        let entries = Dictionary(uniqueKeysWithValues: loaded.manifest.documents.map { ($0.id, $0) })
        #expect(entries.keys.sorted() == ["notes", "pods.en", "pods.ja"])
        #expect(entries["pods.en"]?.language == .english && entries["pods.ja"]?.language == .japanese)
        #expect(entries["pods.en"]?.parallel == "pods" && entries["pods.ja"]?.parallel == "pods")
        // A language folder is no part of the group (a topic folder is: see `LanguageFolderTests`).
        #expect(entries["pods.ja"]?.path == "ja/pods.ja.md" && entries["pods.ja"]?.title == "Pod")
        #expect(entries["pods.en"]?.kind == .markdown && entries["notes"]?.parallel == nil)
        #expect(loaded.manifest.problems().isEmpty)
    }
}
