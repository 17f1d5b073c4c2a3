import ArgumentParser
import Foundation
import TextKit

/// Prints a diagnostic line to standard error (the data channel is standard output), with control
/// characters made visible (``TerminalText``).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((TerminalText.visible(message) + "\n").utf8))
}

/// Prints human-readable output (text formats) to standard output, with control characters from
/// documents and glossaries made visible (``TerminalText``).
func printText(_ text: String, terminator: String = "\n") {
    print(TerminalText.visible(text), terminator: terminator)
}

/// The message of an error for users: Foundation and POSIX file errors become a sentence naming
/// the file (``FileAccessError``), never a raw `NSCocoaErrorDomain` dump.
func userMessage(_ error: any Error) -> String {
    if error is FileAccessError { return "\(error)" }
    let ns = error as NSError
    if ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain {
        let path = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
        return FileAccessError(error, path: path ?? "a file").description
    }
    return "\(error)"
}

/// Runs a command body, turning a thrown error into `error: …` on standard error and exit code 1
/// (runtime failure). Exit codes of the tool: 0 success, 1 runtime failure, 2 error-severity
/// findings, 64 bad usage.
func runReportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let exit as ExitCode {
        throw exit
    } catch let error as CleanExit {
        throw error
    } catch {
        printError("error: \(userMessage(error))")
        throw ExitCode.failure
    }
}
