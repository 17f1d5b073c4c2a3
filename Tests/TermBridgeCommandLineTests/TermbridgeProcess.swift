import Foundation

/// Runs the built `termbridge` executable as a child process, for tests that need its real output
/// channels, exit status or signals.
struct TermbridgeProcess {
    /// The executable next to the test bundle (`swift build` and `swift test` build it there), or
    /// nil when it is not built.
    static let executable: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        for _ in 0..<4 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent("termbridge")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let built = root.appendingPathComponent(".build/debug/termbridge")
        return FileManager.default.isExecutableFile(atPath: built.path) ? built : nil
    }()

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// How the process ended: exit or uncaught signal.
        var reason: Process.TerminationReason
    }

    /// Starts `termbridge ARGUMENTS` in `folder`; the caller waits or signals.
    static func start(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) throws -> (Process, Pipe, Pipe) {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, out, err)
    }

    /// Runs `termbridge ARGUMENTS` to the end. A run still going after `limit` seconds is killed
    /// (a hang must fail the test, not stop the suite).
    static func run(_ arguments: [String], in folder: URL, limit: TimeInterval = 60) throws -> Outcome {
        let (process, out, err) = try start(arguments, in: folder)
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: killer)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        return Outcome(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), reason: process.terminationReason)
    }
}
