import Foundation
import Testing

@testable import TermBridgeCommandLine

/// Manifests that used to read files outside the corpus or were accepted without a word.
@Suite struct ManifestConfinementTests {
    func corpus(_ entries: String, files: [String: String] = ["a.txt": "ウィンバックオファー\n"]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("inner"), withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent("inner/\(name)")) }
        try Data("{\"documents\": [\n\(entries)\n]}\n".utf8).write(to: url.appendingPathComponent("inner/corpus.json"))
        return url.appendingPathComponent("inner")
    }

    func entry(_ id: String, _ path: String, language: String = "ja", kind: String = "article") -> String {
        #"{"id": "\#(id)", "path": "\#(path)", "language": "\#(language)", "kind": "\#(kind)", "title": "t", "source": "s"}"#
    }

    @Test(arguments: ["../secret.txt", "../../../../../../etc/hostname", "/etc/hostname", "sub/../../secret.txt"])
    func pathsOutsideTheCorpusAreRefusedWithTheirLine(path: String) throws {
        let root = try corpus(entry("a", "a.txt") + ",\n" + entry("x", path))
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try Data("secret\n".utf8).write(to: root.deletingLastPathComponent().appendingPathComponent("secret.txt"))
        let loaded = try CorpusLocator.load(root.path)
        #expect(loaded.manifest.documents.map(\.id) == ["a"], "only the confined entry is kept")
        let issue = try #require(loaded.issues.first)
        #expect(issue.severity == .error && issue.line == 3 && issue.message.contains("'\(path)'"))
    }

    @Test func aSymbolicLinkOutOfTheCorpusIsRefusedUnlessAllowed() throws {
        let root = try corpus(entry("a", "a.txt") + ",\n" + entry("x", "escape.txt"))
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let outside = root.deletingLastPathComponent().appendingPathComponent("secret.txt")
        try Data("secret\n".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("escape.txt").path, withDestinationPath: outside.path)
        let refused = try CorpusLocator.load(root.path)
        #expect(refused.manifest.documents.map(\.id) == ["a"])
        #expect(refused.issues.contains { $0.severity == .error && $0.message.contains("symbolic link") })
        let allowed = try CorpusLocator.load(root.path, allowingOutsideLinks: true)
        #expect(allowed.manifest.documents.map(\.id) == ["a", "x"])
        // A link that stays inside is fine without the option.
        try FileManager.default.removeItem(at: root.appendingPathComponent("escape.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("escape.txt").path, withDestinationPath: "a.txt")
        #expect(try CorpusLocator.load(root.path).manifest.documents.count == 2)
    }

    @Test func parseOfTheCorpusNeverPrintsAFileOutsideIt() throws {
        guard TermbridgeProcess.executable != nil else {
            print("skipping: the termbridge executable is not built")
            return
        }
        let root = try corpus(entry("x", "../../../../../../../../etc/passwd"))
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let outcome = try TermbridgeProcess.run(
            ["parse", "--corpus", "--corpus-path", root.path, "--format", "json"], in: root)
        #expect(outcome.status == 1)
        #expect(!outcome.stdout.contains("root:"), "nothing of /etc/passwd is printed")
        #expect(outcome.stderr.contains("corpus.json:2:"), "the refusal points into the manifest: \(outcome.stderr)")
    }

    @Test func duplicatesUnknownKindsLanguagesAndKeysAreReported() throws {
        let root = try corpus(
            [
                entry("a", "a.txt"), entry("b", "./a.txt"), entry("a", "b.txt"), entry("c", "c.txt", kind: "blog"),
                #"{"id": "d", "path": "d.txt", "language": "jp", "kind": "article", "title": "t", "source": "s", "lang": "ja"}"#,
                #"{"id": "e", "path": 7, "language": "ja", "kind": "article", "title": "t", "source": "s"}"#,
            ].joined(separator: ",\n"))
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let loaded = try CorpusLocator.load(root.path)
        #expect(loaded.manifest.documents.map(\.id) == ["a", "d"])
        let byLine = Dictionary(grouping: loaded.issues, by: \.line)
        #expect(byLine[3]?.first?.message.contains("already the path of document 1") == true)
        #expect(byLine[4]?.first?.message.contains("document id 'a' is already used") == true)
        #expect(byLine[5]?.first?.message.contains("unknown kind 'blog'") == true)
        #expect(
            byLine[6]?.map(\.severity) == [.warning, .warning], "unknown key 'lang' and language 'jp' are warnings")
        #expect(byLine[7]?.first?.message.contains("'path' of document 6 must be a string") == true)
    }

    @Test(arguments: [
        ("{\"documents\": [\n  {\"id\": \"a\",, }\n]}", 2),
        ("{\"documents\": [\n\n  {\"id\": \"a\"", 3),
        ("{\"documents\": [\n  {\"id\": 'a'}]}", 2),
    ])
    func invalidJSONIsLocatedByLineAndColumn(text: String, line: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("badjson-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(text.utf8).write(to: url.appendingPathComponent("corpus.json"))
        #expect {
            try CorpusLocator.load(url.path)
        } throws: { error in
            guard case .invalidJSON(_, let l, let column, _)? = error as? CorpusError else { return false }
            return l == line && column >= 1
        }
    }
}
