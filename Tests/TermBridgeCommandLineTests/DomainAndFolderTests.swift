import Foundation
import GlossaryKit
import Testing

@testable import TermBridgeCommandLine

/// The bundled StoreKit glossary applies to the bundled corpus only (other documentation is
/// checked against the glossary `--glossary` names, or none, and stderr says which); `corpus` and
/// `parse` take a plain folder as an argument; `glossary import` takes policies.
@Suite struct DomainAndFolderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("termbridge-domain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // A Rust book page that happens to use words of the bundled glossary.
        try Data("# Vectors\n\nA subscription offer is not a Rust term; `Vec::with_capacity` reserves space.\n".utf8)
            .write(to: url.appendingPathComponent("vectors.en.md"))
        try Data("# ベクタ\n\nウインバックオファーは Rust の用語ではありません。`Vec::with_capacity` は領域を確保します。\n".utf8)
            .write(to: url.appendingPathComponent("vectors.ja.md"))
        return url
    }

    @Test func bundledGlossaryAppliesToTheBundledCorpusOnly() throws {
        #expect(GlossaryLoader.bundledApplies(to: []))
        #expect(GlossaryLoader.bundledApplies(to: [Self.root.appendingPathComponent("Corpus/ja").path]))
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!GlossaryLoader.bundledApplies(to: [folder.path]))
        #expect(!GlossaryLoader.bundledApplies(to: [Self.root.appendingPathComponent("Corpus").path, folder.path]))
        // An app's string files are Apple-platform paywalls: the bundled StoreKit terminology is theirs.
        let fixtures = Self.root.appendingPathComponent("Tests/LocalizationFormatsTests/Fixtures/PaywallApp")
        #expect(GlossaryLoader.bundledApplies(to: [fixtures.appendingPathComponent("Localizable.xcstrings").path]))
        #expect(GlossaryLoader.bundledApplies(to: [fixtures.appendingPathComponent("ja.lproj").path]))
        #expect(!GlossaryLoader.bundledApplies(to: [fixtures.appendingPathComponent("Localizable.xcstrings").path, folder.path]))
        let chosen = try GlossaryLoader.forRun(nil, paths: [folder.path])
        #expect(chosen.glossary.concepts.isEmpty && chosen.files.isEmpty)
        #expect(chosen.note?.contains("no glossary") == true)
        let named = try GlossaryLoader.forRun(
            Self.root.appendingPathComponent("Glossary").path, paths: [folder.path])
        #expect(!named.glossary.concepts.isEmpty && named.note?.contains("concepts") == true)
    }

    @Test func checkOfAnotherDomainUsesNoBundledTermsUnlessAsked() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try TermbridgeProcess.run(["check", folder.path, "--format", "json", "--severity", "info"], in: folder)
        #expect(plain.stderr.contains("note: no glossary"), "\(plain.stderr)")
        #expect(!plain.stdout.contains("variant-spelling") && !plain.stdout.contains("ウィンバック"), "\(plain.stdout)")
        let asked = try TermbridgeProcess.run(
            ["check", folder.path, "--glossary", Self.root.appendingPathComponent("Glossary").path, "--format", "json"],
            in: folder)
        #expect(asked.stderr.contains("glossary: '"), "\(asked.stderr)")
        #expect(asked.stdout.contains("\"rule\" : \"variant-spelling\""), "the bundled glossary when named: \(asked.stdout)")
    }

    @Test func corpusAndParseTakeAPlainFolderArgument() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = try TermbridgeProcess.run(["corpus", folder.path], in: folder)
        #expect(corpus.status == 0 && corpus.stdout.contains("vectors.ja") && corpus.stdout.contains("vectors.en"))
        for arguments in [["parse", folder.path], ["parse", "--corpus", folder.path]] {
            let parsed = try TermbridgeProcess.run(arguments + ["--format", "json"], in: folder)
            #expect(parsed.status == 0, "\(arguments): \(parsed.stderr)")
            #expect(parsed.stdout.contains("Vec::with_capacity") && !parsed.stdout.contains("000_593fcd7000116d1f"),
                    "\(arguments): the folder's documents, not the bundled corpus")
        }
    }

    @Test func importTakesPolicyOptionsAndRefusesUnknownOnes() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("id,en,ja\ncompiler,*compiler,*コンパイラー\n".utf8).write(to: folder.appendingPathComponent("g.csv"))
        let imported = try TermbridgeProcess.run(
            ["glossary", "import", "g.csv", "--output", "g.tbx", "--policy", "long-vowel:ja=drop"], in: folder)
        #expect(imported.status == 0 && imported.stderr.contains("policy: long-vowel:ja=drop"), "\(imported.stderr)")
        let stats = try TermbridgeProcess.run(["glossary", "stats", "--glossary", "g.tbx"], in: folder)
        #expect(stats.stdout.contains("policies: long-vowel:ja=drop"), "\(stats.stdout)")
        let lint = try TermbridgeProcess.run(["glossary", "lint", "g.tbx"], in: folder)
        #expect(lint.stderr.contains("policies: long-vowel:ja=drop") && lint.stdout.contains("check expects 'コンパイラ'"),
                "\(lint.stdout)\(lint.stderr)")
        let bad = try TermbridgeProcess.run(
            ["glossary", "import", "g.csv", "--output", "h.tbx", "--policy", "long-vowel=short"], in: folder)
        #expect(bad.status == 64 && bad.stderr.contains("unknown value 'short' for policy 'long-vowel'"), "\(bad.stderr)")
    }
}
