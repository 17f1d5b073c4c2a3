import ArgumentParser
import Foundation
import Testing

@testable import TermBridgeCommandLine
@testable import TextKit

#if canImport(Glibc)
    import Glibc
#endif

/// Writes that used to replace devices, FIFOs, symbolic links and inputs with regular files.
@Suite(.serialized) struct FileOutputTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let glossary = root.appendingPathComponent("Glossary/storekit-offers.tbx").path
    static let community = root.appendingPathComponent("Corpus/ja/001_81c21158e75524e1.txt")

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func mode(_ path: String, following: Bool = true) -> mode_t {
        var info = stat()
        _ = following ? stat(path, &info) : lstat(path, &info)
        return info.st_mode
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

    /// Hidden files left in `folder` by a write (temporary files start with a dot).
    func leftovers(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    }

    @Test func aCharacterDeviceStaysADevice() throws {
        let device = try #require(
            ["/dev/null", "/dev/zero"].first { mode($0, following: false) & S_IFMT == S_IFCHR },
            "no writable character device on this machine")
        try FileOutput.writeAtomically("report\n", to: device)
        #expect(mode(device, following: false) & S_IFMT == S_IFCHR, "'\(device)' is still a character device")
    }

    @Test func aFIFOIsWrittenThroughToItsReader() async throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let reader = Task.detached { () -> Data in
            let handle = try #require(FileHandle(forReadingAtPath: fifo))
            return handle.readDataToEndOfFile()
        }
        try FileOutput.writeAtomically("through the pipe\n", to: fifo)
        let received = try await reader.value
        #expect(String(decoding: received, as: UTF8.self) == "through the pipe\n")
        #expect(mode(fifo, following: false) & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        #expect(try leftovers(dir).isEmpty)
    }

    @Test func aSymbolicLinkIsFollowedAndTheTargetKeepsItsPermissions() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("real.json").path
        let link = dir.appendingPathComponent("link.json").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        try #require(chmod(target, 0o640) == 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        try FileOutput.writeAtomically("new\n", to: link)
        #expect(mode(link, following: false) & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n", "the target holds the new data")
        #expect(mode(target) & 0o777 == 0o640, "the target keeps mode 0640")
        #expect(try leftovers(dir).isEmpty)
    }

    @Test func aDanglingSymbolicLinkIsRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("dangling.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere/x.json")
        #expect {
            try FileOutput.writeAtomically("x", to: link)
        } throws: { error in
            "\(error)".contains("'\(link)'") && "\(error)".contains("symbolic link")
        }
    }

    @Test func aReadOnlyFileKeepsItsModeOrIsRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("frozen.txt").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        try #require(chmod(path, 0o444) == 0)
        if geteuid() == 0 {
            // Root may write any file, as a shell's `>` would; the mode stays read-only.
            try FileOutput.writeAtomically("new\n", to: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        } else {
            #expect(throws: FileAccessError(path: path, reason: "permission denied", writing: true)) {
                try FileOutput.writeAtomically("new\n", to: path)
            }
        }
        #expect(mode(path) & 0o777 == 0o444, "the file is still read-only")
        #expect(try leftovers(dir).isEmpty)
    }

    @Test func aNewFileGetsTheDefaultModeAndNoTemporaryIsLeft() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("new.txt").path
        try FileOutput.writeAtomically("hello\n", to: path)
        #expect(mode(path) & 0o777 == 0o666 & ~TemporaryFiles.umask)
        #expect(try leftovers(dir).isEmpty)
        // (Only this test's folder is asked: other tests write through `FileOutput` at the same time.)
        #expect(!TemporaryFiles.covered.contains { $0.hasPrefix(dir.path + "/") }, "the signal handler no longer covers a renamed file")
    }

    /// The temporary file is covered by the signal handler before it exists, so a signal arriving as
    /// it is made cannot leave it behind; each is new (made with O_EXCL), for the owner only.
    @Test func aTemporaryFileIsCoveredFromBeforeItExists() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let prefix = dir.appendingPathComponent(".x.termbridge-").path
        var paths: Set<String> = []
        for _ in 0..<3 {
            let made = try TemporaryFiles.create(prefix: prefix).get()
            #expect(made.path.hasPrefix(prefix) && made.path.count == prefix.count + 6)
            #expect(TemporaryFiles.covered.contains(made.path))
            #expect(mode(made.path) & 0o777 == 0o600)
            close(made.descriptor)
            paths.insert(made.path)
            TemporaryFiles.unregister(made.path)
            #expect(!TemporaryFiles.covered.contains(made.path))
        }
        #expect(paths.count == 3 && paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        let missing = TemporaryFiles.create(prefix: dir.appendingPathComponent("no-such-folder/.x.termbridge-").path)
        #expect(throws: TemporaryFiles.FileSystemErrno.self) { try missing.get() }
        if case .failure(let failure) = missing { #expect(failure.value == ENOENT) }
        #expect(!TemporaryFiles.covered.contains { $0.contains("no-such-folder") }, "a file not made is not covered")
    }

    @Test func producedBytesAreWrittenAsTheyComeWithTheSameGuards() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("claims.json").path
        let parts = [Array("{\"claims\" : [".utf8), Array("\"赢回优惠\"".utf8), [], Array("]}\n".utf8)]
        try FileOutput.writeAtomically(to: path) { write in parts.forEach(write) }
        #expect(FileManager.default.contents(atPath: path) == Data(parts.joined()))
        try FileOutput.writeAtomically(to: path) { _ in }
        #expect(FileManager.default.contents(atPath: path) == Data(), "nothing produced, nothing written")
        #expect(try leftovers(dir).isEmpty)
        try FileOutput.writeAtomically(to: "/dev/null") { write in parts.forEach(write) }
        #expect(mode("/dev/null", following: false) & S_IFMT == S_IFCHR)
        #expect(throws: FileAccessError.self) { try FileOutput.writeAtomically(to: dir.path) { write in parts.forEach(write) } }
        // An input of the run is refused before anything is produced.
        var produced = false
        #expect(throws: FileAccessError.self) {
            try FileOutput.writeAtomically(to: path, inputs: [path]) { _ in produced = true }
        }
        #expect(!produced)
    }

    @Test func aFolderIsRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: FileAccessError(path: dir.path, reason: "it is a folder; expected a file", writing: true)) {
            try FileOutput.writeAtomically("x", to: dir.path)
        }
    }

    @Test func checkRefusesToWriteItsReportOverTheDocumentItChecks() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let document = dir.appendingPathComponent("doc.ja.txt")
        try FileManager.default.copyItem(at: Self.community, to: document)
        let before = try Data(contentsOf: document)
        #expect(exitCode(["check", document.path, "--glossary", Self.glossary, "--output", document.path]) == 1)
        #expect(try Data(contentsOf: document) == before, "the checked document is untouched")
        // Through a symbolic link too.
        let link = dir.appendingPathComponent("report.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: document.path)
        #expect(exitCode(["check", document.path, "--glossary", Self.glossary, "--output", link]) == 1)
        #expect(try Data(contentsOf: document) == before)
    }

    @Test func glossaryExportRefusesToReplaceTheGlossaryItReads() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("g.tbx").path
        try FileManager.default.copyItem(atPath: Self.glossary, toPath: copy)
        let before = try Data(contentsOf: URL(fileURLWithPath: copy))
        #expect(exitCode(["glossary", "export", "--glossary", copy, "--format", "csv", "--output", copy]) == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
    }

    @Test func aSignalDuringAWriteRemovesTheTemporaryFile() throws {
        guard TermbridgeProcess.executable != nil else {
            print("skipping: the termbridge executable is not built")
            return
        }
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("findings.json")
        try Data("previous\n".utf8).write(to: output)
        for signal in [SIGINT, SIGTERM] {
            let (process, _, _) = try TermbridgeProcess.start(
                [
                    "check", Self.community.path, "--glossary", Self.glossary, "--format", "json", "--output",
                    output.path,
                ],
                in: dir, environment: ["TERMBRIDGE_HOLD_TEMPORARY_FILE": "30"])
            // Wait (bounded) until the temporary file exists, then stop the process.
            var waited = 0
            while try leftovers(dir).isEmpty && waited < 600 && process.isRunning {
                usleep(50_000)
                waited += 1
            }
            #expect(try !leftovers(dir).isEmpty, "the write reached its temporary file")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
            let left = try leftovers(dir)
            #expect(left.isEmpty, "signal \(signal) left \(left)")
            #expect(try String(contentsOf: output, encoding: .utf8) == "previous\n", "the old file is intact")
        }
    }
}
