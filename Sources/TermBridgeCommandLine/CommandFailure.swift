import ArgumentParser
import Foundation

/// Prints a diagnostic line to standard error (the data channel is standard output).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
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
        printError("error: \(error)")
        throw ExitCode.failure
    }
}
