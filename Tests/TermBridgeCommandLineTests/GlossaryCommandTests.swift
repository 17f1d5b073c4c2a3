import ArgumentParser
import Foundation
import GlossaryKit
import Testing
@testable import TermBridgeCommandLine

@Suite struct GlossaryCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GlossaryKitTests/Fixtures")

    func run(_ arguments: [String]) throws {
        var command = try TermBridge.parseAsRoot(arguments)
        try command.run()
    }

    func exitCode(_ arguments: [String]) -> Int32 {
        do {
            try run(arguments)
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            return -1
        }
    }

    @Test func lintIsCleanOnTheFixtureAndExits2OnErrors() {
        #expect(exitCode(["glossary", "lint", Self.fixtures.appendingPathComponent("winback.tbx").path]) == 0)
        #expect(exitCode(["glossary", "lint", Self.fixtures.appendingPathComponent("bad-status.tbx").path]) == 2)
        #expect(exitCode(["glossary", "lint", Self.fixtures.appendingPathComponent("unclosed.tbx").path]) == 2)
        // Named with --glossary, as `glossary stats`, `list`, `export` and the other commands name one.
        #expect(exitCode(["glossary", "lint", "--glossary", Self.fixtures.appendingPathComponent("bad-status.tbx").path]) == 2)
        #expect(exitCode(["glossary", "lint", "--glossary", Self.fixtures.appendingPathComponent("winback.tbx").path]) == 0)
    }

    @Test func exportCSVThenImportGivesTheSameCSV() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossary-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("g.csv").path
        let tbx = folder.appendingPathComponent("g.tbx").path
        let again = folder.appendingPathComponent("again.csv").path
        let source = Self.fixtures.appendingPathComponent("winback.tbx").path
        try run(["glossary", "export", "--glossary", source, "--format", "csv", "--output", csv])
        try run(["glossary", "import", csv, "--output", tbx])
        try run(["glossary", "export", "--glossary", tbx, "--format", "csv", "--output", again])
        #expect(try String(contentsOfFile: csv, encoding: .utf8) == String(contentsOfFile: again, encoding: .utf8))
        #expect(try String(contentsOfFile: tbx, encoding: .utf8).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\""))
    }

    static let interop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/interop/schemas/tbx")

    @Test func lintAcceptsLTACsGoodFilesAndRejectsItsBadOnesWithALocatedError() throws {
        guard TermbridgeProcess.executable != nil, FileManager.default.fileExists(atPath: Self.interop.path) else {
            print("skipping: needs the termbridge executable and ../shared/interop")
            return
        }
        let folder = FileManager.default.temporaryDirectory
        for name in ["basic_good", "min_good", "core_structure_good"] {
            let file = Self.interop.appendingPathComponent("testfiles/\(name).tbx").path
            let outcome = try TermbridgeProcess.run(["glossary", "lint", file], in: folder)
            #expect(outcome.status == 0, "\(name): \(outcome.stdout.prefix(600))\(outcome.stderr)")
        }
        for name in ["basic_bad", "min_bad", "core_structure_bad"] {
            let file = Self.interop.appendingPathComponent("testfiles/\(name).tbx").path
            let outcome = try TermbridgeProcess.run(["glossary", "lint", file], in: folder)
            #expect(outcome.status == 2, "\(name)")
            let located = try Regex("\(name)\\.tbx:[0-9]+:[0-9]+: error: ")
            #expect(outcome.stdout.contains(located), "\(name): \(outcome.stdout.prefix(600))")
        }
    }

    /// A new folder to run the executable in, or nil (said) when the executable is not built.
    static func scratchFolder(_ prefix: String) throws -> URL? {
        guard TermbridgeProcess.executable != nil else {
            print("skipping: the termbridge executable is not built")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func importSaysItExpectsCSV() throws {
        guard let folder = try Self.scratchFolder("glossary-import") else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let tbx = Self.fixtures.appendingPathComponent("winback.tbx").path
        let imported = try TermbridgeProcess.run(["glossary", "import", tbx, "--output", "g.tbx"], in: folder)
        #expect(imported.status == 0 && imported.stderr.contains("'\(tbx)' is XML, not CSV: importing it as TBX"))
        #expect(try !TBXReader.read(contentsOf: folder.appendingPathComponent("g.tbx").path).glossary.concepts.isEmpty)
        let notes = folder.appendingPathComponent("notes.md")
        try "# Notes\n\nSay \"hello\", then \"bye\" here\n".write(to: notes, atomically: false, encoding: .utf8)
        let refused = try TermbridgeProcess.run(["glossary", "import", notes.path, "--output", "h.tbx"], in: folder)
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(
            // `# Notes` reads as a comment line (CSV glossaries may start with comments and policy lines), so the
            // header expected is line 3's.
            refused.stderr.contains("notes.md:3: expected a glossary CSV whose header starts with 'id'"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("'\"'"), "not a complaint about a quote: \(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("h.tbx").path))
    }

    /// A folder given as the glossary holds CSV glossaries too, in the shapes spreadsheets write.
    @Test func aFolderOfSpreadsheetGlossariesIsRead() throws {
        guard let folder = try Self.scratchFolder("glossary-folder") else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        try "English,Japanese,Part of speech\nwin-back offer,ウィンバックオファー,noun\n"
            .write(to: folder.appendingPathComponent("offers.csv"), atomically: false, encoding: .utf8)
        try "English\tChinese\nsubscription\t订阅\n".write(to: folder.appendingPathComponent("more.tsv"), atomically: false, encoding: .utf8)
        let offer = try TermbridgeProcess.run(["term", "ウィンバックオファー", "--glossary", folder.path], in: folder)
        #expect(offer.status == 0 && offer.stdout.contains("[win-back-offer]"), "\(offer.stdout)\(offer.stderr)")
        #expect(offer.stderr.contains("offers.csv:1:3: warning: column 'Part of speech'"), "\(offer.stderr)")
        let subscription = try TermbridgeProcess.run(["term", "订阅", "--glossary", folder.path], in: folder)
        #expect(subscription.status == 0 && subscription.stdout.contains("[subscription]"), "\(subscription.stdout)")
    }

    @Test func termWithoutAMatchExitsOne() {
        #expect(exitCode(["term", "zzqxw", "--glossary", Self.fixtures.appendingPathComponent("winback.tbx").path]) == 1)
        #expect(exitCode(["term", "赢回", "--glossary", Self.fixtures.appendingPathComponent("winback.tbx").path]) == 0)
    }
}
