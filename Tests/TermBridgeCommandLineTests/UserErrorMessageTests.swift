import ArgumentParser
import Foundation
import Testing

@testable import TermBridgeCommandLine
import TextKit

#if canImport(Glibc)
    import Glibc
#endif

/// Bad paths, empty runs and hostile text: every command answers with a sentence naming the file,
/// never a raw Foundation error, and never lets a document's escape sequences reach the terminal.
@Suite(.serialized) struct UserErrorMessageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let glossary = root.appendingPathComponent("Glossary/storekit-offers.tbx").path
    static let ja = root.appendingPathComponent("Corpus/ja/000_593fcd7000116d1f.txt").path
    static let zh = root.appendingPathComponent("Corpus/zh-Hans/004_51de928598eb9817.txt").path
    static let community = root.appendingPathComponent("Corpus/ja/001_81c21158e75524e1.txt")

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func exitCode(_ arguments: [String]) -> Int32 {
        do {
            var command = try TermBridge.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            return TermBridge.exitCode(for: error).rawValue
        }
    }

    /// Each command with BAD where a file it reads goes.
    static let commands: [[String]] = [
        ["check", "BAD", "--glossary", glossary],
        ["check", ja, "--glossary", "BAD"],
        ["parse", "BAD"],
        ["align", "BAD", zh, "--no-glossary"],
        ["align", ja, zh, "--no-glossary", "--glossary-pairs", "BAD"],
        ["terms", "discover", "BAD", zh, "--no-glossary"],
        ["term", "offer", "--glossary", "BAD"],
        ["corpus", "--corpus", "BAD"],
        ["glossary", "import", "BAD", "--output", "OUT/g.tbx"],
        ["glossary", "export", "--glossary", "BAD"],
        ["glossary", "stats", "--glossary", "BAD"],
        ["glossary", "lint", "BAD"],
        ["model", "eligibility", "--scenario", "BAD"],
        ["model", "show", "BAD"],
        ["model", "sign", "--key", "BAD"] + ModelSignatureCommandTests.v1Fields,
        ["model", "verify", "--public-key", "BAD", "--signature", "eA=="] + ModelSignatureCommandTests.v1Fields,
    ]

    @Test func everyCommandNamesABadPathInASentence() throws {
        guard TermbridgeProcess.executable != nil else {
            print("skipping: the termbridge executable is not built")
            return
        }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe.txt").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let missing = dir.appendingPathComponent("missing.txt").path
        let emptyFolder = dir.appendingPathComponent("folder").path
        try FileManager.default.createDirectory(atPath: emptyFolder, withIntermediateDirectories: true)
        for bad in [missing, fifo, emptyFolder] {
            for command in Self.commands {
                // A folder is a valid argument where a folder of files is accepted.
                if bad == emptyFolder && ["check", "corpus"].contains(command[0]) && command[1] == "BAD" { continue }
                let arguments = command.map {
                    $0 == "BAD" ? bad : $0 == "OUT/g.tbx" ? dir.appendingPathComponent("g.tbx").path : $0
                }
                let outcome = try TermbridgeProcess.run(arguments, in: dir)
                // `glossary lint` stops on a path that is missing or holds no TBX (exit 1) and reports a
                // file it finds but cannot read as an error finding (stdout, exit 2), as it does for
                // one bad file among several.
                let lint = command.starts(with: ["glossary", "lint"])
                let message = lint ? outcome.stdout + outcome.stderr : outcome.stderr
                let shown = "termbridge \(command.joined(separator: " ")) with \(bad):\n\(message)"
                #expect(outcome.reason == .exit && (outcome.status == 1 || (lint && outcome.status == 2)), "\(shown)")
                #expect(!message.contains("NSCocoaErrorDomain") && !message.contains("Error Domain="), "\(shown)")
                let name = URL(fileURLWithPath: bad).lastPathComponent
                #expect(message.contains(name), "the message names the file: \(shown)")
                if bad == fifo {
                    #expect(!message.contains("permission denied"), "\(shown)")
                    #expect(message.contains("FIFO"), "\(shown)")
                }
            }
        }
    }

    @Test func outputsThatCannotBeWrittenAreNamedInASentence() throws {
        guard TermbridgeProcess.executable != nil else {
            print("skipping: the termbridge executable is not built")
            return
        }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let aFolder = dir.appendingPathComponent("a-folder")
        try FileManager.default.createDirectory(at: aFolder, withIntermediateDirectories: true)
        let missingParent = dir.appendingPathComponent("no-such-folder/report.txt").path
        for output in [missingParent, aFolder.path] {
            for command in [
                ["check", Self.ja, "--glossary", Self.glossary], ["glossary", "export", "--glossary", Self.glossary],
                ["verify", Self.ja, "--glossary", Self.glossary],
            ] {
                let outcome = try TermbridgeProcess.run(command + ["--output", output], in: dir)
                let shown = "termbridge \(command[0]) --output \(output):\n\(outcome.stderr)"
                #expect(outcome.reason == .exit && outcome.status == 1, "\(shown)")
                #expect(!outcome.stderr.contains("Error Domain="), "\(shown)")
                #expect(outcome.stderr.contains(URL(fileURLWithPath: output).lastPathComponent), "\(shown)")
            }
        }
    }

    /// Glossaries are often kept as spreadsheets: an Excel workbook (a ZIP archive) or a PDF passed as a
    /// glossary is named for what it is, where the XML parser said `malformed xml: empty document`.
    @Test func aSpreadsheetOrArchivePassedAsAGlossaryIsNamedForWhatItIs() throws {
        guard TermbridgeProcess.executable != nil else {
            print("skipping: the termbridge executable is not built")
            return
        }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let workbook = dir.appendingPathComponent("terms.xlsx")
        try Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00] + Array("[Content_Types].xml".utf8)).write(to: workbook)
        let pdf = dir.appendingPathComponent("terms.tbx")
        try Data("%PDF-1.7\n%\u{E2}\u{E3}\n1 0 obj".utf8).write(to: pdf)
        for (file, what) in [(workbook.path, "a ZIP archive"), (pdf.path, "a PDF document")] {
            for command in [
                ["check", Self.ja, "--glossary", file], ["glossary", "lint", file],
                ["glossary", "import", file, "--output", dir.appendingPathComponent("out.tbx").path],
            ] {
                let outcome = try TermbridgeProcess.run(command, in: dir)
                // `glossary lint` reports on standard output, the others on standard error.
                let said = outcome.stdout + outcome.stderr
                let shown = "termbridge \(command.prefix(2).joined(separator: " ")) \(file):\n\(said)"
                #expect(outcome.status != 0, "\(shown)")
                #expect(said.contains("\(file):1:1"), "\(shown)")
                #expect(said.contains("this is \(what)") && said.contains("not a glossary"), "\(shown)")
                #expect(!said.contains("malformed xml"), "\(shown)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.tbx").path))
    }

    @Test func foundationErrorsBecomeSentences() {
        let error = CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "/x/y.txt"])
        #expect(userMessage(error) == "cannot read '/x/y.txt': the file does not exist")
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
        #expect(
            FileAccessError(posix, path: "a.tbx", writing: true).description
                == "cannot write 'a.tbx': permission denied")
    }

    @Test func aRunThatChecksNoDocumentFails() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            exitCode(["check", dir.path, "--glossary", Self.glossary, "--output", dir.appendingPathComponent("r").path])
                == 1)
    }

    @Test func oneNULByteNoLongerHidesTheFindings() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var bytes = [UInt8](try Data(contentsOf: Self.community))
        bytes.insert(0, at: bytes.count / 2)
        let document = dir.appendingPathComponent("nul.ja.txt")
        try Data(bytes).write(to: document)
        let report = dir.appendingPathComponent("report.txt").path
        #expect(exitCode(["check", document.path, "--glossary", Self.glossary, "--output", report]) == 2)
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("deprecated-term"))
    }

    @Test func escapeSequencesFromDocumentsAreShownNotObeyed() throws {
        #expect(TerminalText.visible("a\u{1B}[2Jb\u{9B}c\u{202E}d\te\n") == "a\\u{1B}[2Jb\\u{9B}c\\u{202E}d\te\n")
        guard TermbridgeProcess.executable != nil else {
            print("skipping: the termbridge executable is not built")
            return
        }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let document = dir.appendingPathComponent("esc.ja.txt")
        let text = "# \u{1B}]0;owned\u{07}タイトル\u{1B}[31m\n\nウィンバックオファー\u{1B}[2J を提供します。ウィンバック・オファー\n"
        try Data(text.utf8).write(to: document)
        for arguments in [
            ["parse", document.path], ["check", document.path, "--glossary", Self.glossary, "--rules", "all"],
        ] {
            let outcome = try TermbridgeProcess.run(arguments, in: dir)
            #expect(
                !outcome.stdout.utf8.contains(0x1B) && !outcome.stderr.utf8.contains(0x1B),
                "\(arguments[0]): \(outcome.stdout)")
            #expect(!outcome.stdout.utf8.contains(0x07) && !outcome.stderr.utf8.contains(0x07))
        }
    }
}
