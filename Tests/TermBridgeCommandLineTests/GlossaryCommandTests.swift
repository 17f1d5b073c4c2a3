import ArgumentParser
import Foundation
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

    @Test func termWithoutAMatchExitsOne() {
        #expect(exitCode(["term", "zzqxw", "--glossary", Self.fixtures.appendingPathComponent("winback.tbx").path]) == 1)
        #expect(exitCode(["term", "赢回", "--glossary", Self.fixtures.appendingPathComponent("winback.tbx").path]) == 0)
    }
}
