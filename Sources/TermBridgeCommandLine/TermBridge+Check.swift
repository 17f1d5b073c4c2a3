import ArgumentParser
import Checks
import Foundation
import LocalizationFormats
import Reporting
import TextKit

extension TermBridge {
    /// `termbridge check`: terminology consistency and cross-language parity findings.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check documents for terminology problems: deprecated terms, variants, typos, missing labels.",
            discussion: """
                With no PATH, checks the bundled corpus with the bundled glossary. A PATH may be a file \
                or a folder (every document under it, described by its corpus.json when there is one; \
                files named NAME.LANG.txt form parallel groups by NAME; app string files — .xcstrings, .xliff, \
                .strings, .stringsdict, .po — are checked too). Findings go to standard output \
                (text: 'path:line:col: severity: [rule] message'), the summary to standard error.

                Rules: \(RuleDescriptor.all.map(\.id).joined(separator: ", ")). Suppress findings with a \
                .termbridge-ignore file at the corpus root, inline 'termbridge-ignore: RULE' markers, or a \
                --baseline file (see Documentation/Suppressing-findings.md).

                Exit status: 0 when no finding reaches --severity, 2 when one does, 1 when a document \
                could not be read (the others are still checked), 64 on bad usage.
                """)

        @Argument(help: "Files or folders to check; defaults to the bundled Corpus/.")
        var paths: [String] = []

        @Option(name: .long, help: "A TBX file or folder; defaults to every *.tbx in the bundled Glossary/.")
        var glossary: String?

        @Option(name: .long, help: "Output format: text, json or sarif.")
        var format: String = "text"

        @Option(name: .long, help: "Exit with 2 when a finding reaches this severity: error, warning or info.")
        var severity: String = "error"

        @Option(name: .long, help: "Rules to run, comma-separated: 'deprecated-term,near-miss', 'all,-unknown-term'.")
        var rules: String?

        @Option(name: .long, help: "Report only findings not in this baseline file; the file is written when it does not exist.")
        var baseline: String?

        @Option(name: .customLong("ignore-file"), help: "A suppression file; defaults to .termbridge-ignore at each checked corpus root.")
        var ignoreFile: String?

        @Option(name: .long, help: "Write the findings to this file (atomically) instead of standard output.")
        var output: String?

        @Flag(name: .customLong("allow-outside-links"), help: "Read manifest documents whose symbolic links lead outside the corpus folder.")
        var allowOutsideLinks = false

        @Flag(name: .long, help: "Apply the safe fixes (deprecated term, variant spelling, half-width katakana) to app string files.")
        var fix = false

        @Flag(name: .customLong("dry-run"), help: "With --fix, print the changes as a diff instead of writing them.")
        var dryRun = false

        func validate() throws {
            guard Reporters.identifiers.contains(format) else {
                throw ValidationError("unknown format '\(format)' (expected \(Reporters.identifiers.joined(separator: ", ")))")
            }
            do {
                _ = try Severity(parsing: severity)
                if let rules { _ = try RuleSelection(parsing: rules) }
            } catch {
                throw ValidationError(error.description)
            }
        }

        func run() throws {
            var failed = false
            try runReportingErrors {
                let threshold = try Severity(parsing: severity)
                var options = CheckRun.Options()
                options.paths = paths
                options.glossary = glossary
                options.rules = try rules.map { text throws(CheckError) in try RuleSelection(parsing: text) } ?? .all
                options.ignoreFile = ignoreFile
                options.baseline = baseline
                options.allowOutsideLinks = allowOutsideLinks
                // Nothing `check` reports reads the aligned phrases (the parity rules read them all the same).
                options.keptPhrases = .none
                let outcome = try CheckRun(options: options).run(notice: printError)
                failed = outcome.failed
                let kept = outcome.report.diagnostics
                let inputs = outcome
                let readFiles = outcome.readFiles

                let report = outcome.report
                let reporter: any Reporter =
                    format == SARIFReporter.identifier
                    ? SARIFReporter(
                        toolVersion: TermBridge.version,
                        sourceRoot: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                    : Reporters.named(format, toolVersion: TermBridge.version)!
                let rendered = reporter.report(report)
                if let output {
                    try FileOutput.writeAtomically(rendered, to: output, inputs: readFiles)
                } else if !rendered.isEmpty {
                    let shown = format == TextReporter.identifier ? TerminalText.visible(rendered) : rendered
                    FileHandle.standardOutput.write(Data(shown.utf8))
                }
                printError(outcome.summary)
                if fix {
                    let fixes = AppStringFixes.apply(kept, to: inputs.catalogs, dryRun: dryRun)
                    if !fixes.report.isEmpty { FileHandle.standardOutput.write(Data((fixes.report.joined(separator: "\n") + "\n").utf8)) }
                    for problem in fixes.problems { printError(problem) }
                    printError("\(dryRun ? "would fix" : "fixed") \(fixes.fixes) finding\(fixes.fixes == 1 ? "" : "s") in \(fixes.filesChanged) file\(fixes.filesChanged == 1 ? "" : "s")")
                }
                if failed { throw ExitCode.failure }
                let status = ExitPolicy.exitCode(for: kept, threshold: threshold)
                if status != ExitPolicy.clean { throw ExitCode(status) }
            }
        }
    }
}
