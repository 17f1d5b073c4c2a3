import ArgumentParser
import Checks
import Foundation
import Reporting
import TextKit

extension TermBridge {
    /// `termbridge verify`: every claim of the documents, checked against the offer model.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Cross-check the documents' claims against the offer model.",
            discussion: """
                Extracts the claims of the documents (availability, API names, code-listing identifiers, \
                eligibility rules, worked examples, enumerations, sample code) and prints each as confirmed, \
                contradicted (with the model's value and a suggestion) or unverifiable (with the reason), \
                grouping the translations of one claim. With no PATH, verifies the bundled corpus; PATH \
                arguments are read as 'termbridge check' reads them.

                Exit status: 0 when no claim is contradicted, 2 when one is, 1 when a document could not \
                be read (the others are still verified), 64 on bad usage.
                """)

        @Argument(help: "Files or folders to verify; defaults to the bundled Corpus/.")
        var paths: [String] = []

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        @Option(name: .long, help: "Only claims of these kinds, comma-separated: \(ClaimKind.allCases.map(\.rawValue).joined(separator: ", ")).")
        var kind: String?

        @Option(name: .long, help: "A TBX file or folder; defaults to every *.tbx in the bundled Glossary/.")
        var glossary: String?

        @Option(name: .long, help: "Write the claims to this file (atomically) instead of standard output.")
        var output: String?

        func validate() throws {
            _ = try kinds()
        }

        /// The kinds `--kind` selects (all by default).
        func kinds() throws -> Set<ClaimKind> {
            guard let kind else { return Set(ClaimKind.allCases) }
            var selected: Set<ClaimKind> = []
            for name in kind.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                guard let value = ClaimKind(rawValue: name) else {
                    throw ValidationError(
                        "unknown claim kind '\(name)' (expected \(ClaimKind.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                selected.insert(value)
            }
            guard !selected.isEmpty else { throw ValidationError("--kind names no claim kind") }
            return selected
        }

        func run() throws {
            var failed = false
            var contradicted = false
            try runReportingErrors {
                let glossary = try GlossaryLoader.load(self.glossary)
                let inputs = try CheckInputs.load(paths: paths)
                for failure in inputs.failures { printError(failure) }
                failed = !inputs.failures.isEmpty
                let context = CheckContext(glossary: glossary, documents: inputs.documents, aligning: false)
                let claims = ClaimVerifier(context: context).claims(kinds: try kinds())
                let rendered = format == .json ? ClaimsReporter.json(claims) : ClaimsReporter.text(claims)
                if let output {
                    try FileOutput.writeAtomically(rendered, to: output)
                } else if !rendered.isEmpty {
                    FileHandle.standardOutput.write(Data(rendered.utf8))
                }
                printError(ClaimsReporter.summary(claims, documents: inputs.documents.count))
                contradicted = claims.contains { $0.status == .contradicted }
            }
            if failed { throw ExitCode.failure }
            if contradicted { throw ExitCode(2) }
        }
    }
}
