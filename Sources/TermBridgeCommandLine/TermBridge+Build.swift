import ArgumentParser
import Checks
import Foundation
import Reporting

extension TermBridge {
    /// `termbridge build`: every stage, with a persistent index.
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build",
            abstract: "Parse, check and verify a corpus; write the index and the reports under --out.",
            discussion: """
                Runs every stage on the corpus — parse, term occurrences, alignment and checks, claims, the \
                reference — and writes, under --out (default .termbridge in the current folder): index.sqlite \
                (what 'termbridge search' and 'termbridge term' read), findings.json and findings.sarif (as \
                'check' writes them), claims.json (as 'verify --format json') and site/ (as 'reference'). With no PATH, builds the \
                bundled corpus with the bundled glossary; PATH arguments are read as 'check' reads them.

                Incremental: a document whose bytes are unchanged since the last build is not parsed \
                again, and its claims, term occurrences and the findings of the rules that read it alone \
                are kept (with the same glossary and rules); the rules that compare documents run on the \
                whole corpus. One build at a time writes \
                a folder (a second one waits and says so); a build killed midway leaves the previous \
                index and reports.

                Exit status: as 'check': 0 when no finding reaches --severity, 2 when one does, 1 when a \
                document could not be read (the others are still built), 64 on bad usage.
                """)

        @Argument(help: "Files or folders to build; defaults to the bundled Corpus/.")
        var paths: [String] = []

        @Option(name: .long, help: "A TBX file or folder; defaults to every *.tbx in the bundled Glossary/.")
        var glossary: String?

        @Option(name: .long, help: "The folder to write into.")
        var out: String = ".termbridge"

        @Option(name: .long, help: "Exit with 2 when a finding reaches this severity: error, warning or info.")
        var severity: String = "error"

        @Option(name: .long, help: "Rules to run, comma-separated: 'deprecated-term,near-miss', 'all,-unknown-term'.")
        var rules: String?

        @Flag(name: .long, help: "No progress line and no summary; errors only.")
        var quiet = false

        @Flag(name: .long, help: "Print the seconds each stage took, and the memory in use as it ended, on standard error (even with --quiet).")
        var timings = false

        @Flag(name: .customLong("allow-outside-links"), help: "Read manifest documents whose symbolic links lead outside the corpus folder.")
        var allowOutsideLinks = false

        func validate() throws {
            do {
                _ = try Severity(parsing: severity)
                if let rules { _ = try RuleSelection(parsing: rules) }
            } catch {
                throw ValidationError(error.description)
            }
        }

        func run() throws {
            var failed = false
            var status = ExitPolicy.clean
            try runReportingErrors {
                let threshold = try Severity(parsing: severity)
                var options = CheckRun.Options()
                options.paths = paths
                options.glossary = glossary
                options.rules = try rules.map { text throws(CheckError) in try RuleSelection(parsing: text) } ?? .all
                options.allowOutsideLinks = allowOutsideLinks
                let progress = BuildProgress(enabled: !quiet && BuildProgress.standardErrorIsTerminal)
                defer { progress.clear() }
                let timer = StageTimer()
                let outcome = try BuildRun(options: options, folder: URL(fileURLWithPath: out)).run(
                    waiting: { pid in
                        printError("waiting for the build \(pid.map { "(process \($0)) " } ?? "")writing '\(out)' to finish…")
                    },
                    notice: { message in
                        // Located problems always show; warnings about inputs not with --quiet.
                        if !quiet || message.contains(": error: ") { progress.notice(message) }
                    },
                    stage: { name in
                        timer.start(name)
                        progress.stage(name)
                    }, progress: progress)
                progress.clear()
                if timings {
                    printError("stages:")
                    for line in StageTimer.lines(timer.finish()) { printError(line) }
                }
                failed = outcome.failed
                status = outcome.severities.contains { $0 >= threshold } ? ExitPolicy.findingsReachThreshold : ExitPolicy.clean
                guard !quiet else { return }
                let documents = outcome.documents
                printError(
                    "built \(documents) document\(documents == 1 ? "" : "s") in \(String(format: "%.1f", outcome.seconds)) s "
                        + "(\(outcome.parsed) parsed, \(outcome.unchanged) unchanged, \(outcome.index.removed) removed)"
                        + (outcome.check == nil ? "; nothing changed since the last build" : ""))
                for line in outcome.summary { printError(line) }
                let verb = outcome.check == nil ? "kept" : "wrote"
                for path in outcome.written { printError("\(verb) \(CheckInputs.displayPath(URL(fileURLWithPath: path)))") }
            }
            if failed { throw ExitCode.failure }
            if status != ExitPolicy.clean { throw ExitCode(status) }
        }
    }
}
