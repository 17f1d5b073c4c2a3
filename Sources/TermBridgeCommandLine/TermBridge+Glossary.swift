import ArgumentParser
import CorpusModel
import Foundation
import GlossaryKit
import TextKit

extension TermBridge {
    /// `termbridge glossary`: lint, stats, list, import and export of TBX glossaries.
    struct GlossaryCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "glossary",
            abstract: "Check, count, list, import and export the TBX glossary.",
            subcommands: [Lint.self, Stats.self, List.self, Import.self, Export.self])
    }
}

extension TermBridge.GlossaryCommand {
    /// The export formats.
    enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
        case tbx, tbx2008, csv, prh
    }

    /// `glossary lint`: reports problems; exit 2 when any is an error.
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Report terms used by two concepts, missing or doubled preferred terms, padded terms, stale citations.")

        @Argument(help: "TBX files or folders; defaults to the bundled Glossary/.")
        var paths: [String] = []

        @Option(name: .long, help: "A TBX or CSV file or folder to lint, as the other commands name a glossary (may be repeated; the same as a path).")
        var glossary: [String] = []

        @Option(name: .long, help: "The corpus the citations refer to; defaults to the bundled Corpus/.")
        var corpus: String?

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        @Flag(
            name: .long,
            help: ArgumentHelp(
                "Report TermBridge's house conventions at their severity (the default for the bundled glossary); "
                    + "otherwise they are 'info' and only TBX problems are errors."))
        var strict = false

        func run() throws {
            try runReportingErrors {
                let paths = self.paths + glossary
                let files = try (paths.isEmpty ? [nil] : paths.map { Optional($0) }).flatMap { try GlossaryLoader.files($0) }
                let strict = strict || paths.isEmpty
                let lines = Self.corpusLines(corpus)
                var findings: [GlossaryDiagnostic] = []
                var policies: [String: [String]] = [:]
                for file in files {
                    let result: TBXReader.Result
                    do {
                        result = try GlossaryLoader.read(file)
                    } catch let error as GlossaryError {
                        // A file that cannot be read is an error finding, not a crash of the run.
                        if case .malformed(let f, let line, let column, let message) = error {
                            findings.append(GlossaryDiagnostic(.error, file: f, line: line, column: column, message: message))
                        } else {
                            findings.append(GlossaryDiagnostic(.error, file: file, message: error.description))
                        }
                        continue
                    }
                    findings += result.diagnostics
                    // A TBX file is also checked against the core structure and its declared dialect.
                    let bytes = try FileInput.read(file)
                    if !GlossaryLoader.isCSV(bytes) {
                        findings += try TBXStructureLinter.lint(bytes, file: file)
                    }
                    policies[file] = result.glossary.policies.settings.map(\.description)
                    findings += GlossaryLinter.lint(result.glossary, file: file, corpusLine: lines.map { table in
                        { document, line in
                            guard let all = table[document], line >= 1, line <= all.count else { return nil }
                            return all[line - 1]
                        }
                    })
                }
                findings = findings.map { $0.relaxed(strict: strict) }
                switch format {
                case .json:
                    struct Report: Encodable { let findings: [GlossaryDiagnostic]; let errors: Int; let policies: [String: [String]] }
                    print(
                        try JSONOutput.encode(
                            Report(findings: findings, errors: findings.filter { $0.severity == .error }.count, policies: policies)))
                case .text:
                    for file in files {
                        let settings = policies[file] ?? []
                        printError("\(file): policies: " + (settings.isEmpty ? "none" : settings.joined(separator: ", ")))
                    }
                    for finding in findings { printText(finding.description) }
                    let errors = findings.filter { $0.severity == .error }.count
                    let warnings = findings.filter { $0.severity == .warning }.count
                    let infos = findings.count - errors - warnings
                    printError("\(files.count) file(s): \(errors) error(s), \(warnings) warning(s), \(infos) info")
                }
                if findings.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
            }
        }

        /// The lines of every corpus document by id, or nil (with a warning) without a corpus.
        static func corpusLines(_ path: String?) -> [String: [String]]? {
            guard let loaded = try? CorpusLocator.load(path) else {
                printError("warning: no corpus found; context citations are not checked")
                return nil
            }
            var table: [String: [String]] = [:]
            for (id, text) in loaded.documentTexts() {
                table[id] = LineBreaks.lines(of: text).map(String.init)
            }
            return table
        }
    }

    /// `glossary stats`: counts of concepts, terms per language and status, subject fields.
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "stats", abstract: "Count concepts, terms per language and status, and subject fields.")

        @Option(name: .long, help: "A TBX file or folder; defaults to the bundled Glossary/.")
        var glossary: String?

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        func run() throws {
            try runReportingErrors {
                let stats = GlossaryStats(try GlossaryLoader.load(glossary))
                switch format {
                case .json: print(try JSONOutput.encode(stats))
                case .text:
                    printText("concepts: \(stats.concepts) (\(stats.conceptsWithContexts) with context citations)")
                    printText("policies: " + (stats.policies.isEmpty ? "none (terms are checked as the glossary writes them)" : stats.policies.joined(separator: ", ")))
                    let languages = Concept.languageOrder.filter { stats.terms[$0] != nil } + stats.terms.keys.filter { !Concept.languageOrder.contains($0) }.sorted()
                    for language in languages {
                        let perStatus = stats.terms[language] ?? [:]
                        let total = perStatus.values.reduce(0, +)
                        let detail = AdministrativeStatus.allCases.compactMap { s in perStatus[s.rawValue].map { "\($0) \(s.rawValue)" } }.joined(separator: ", ")
                        printText("terms \(language): \(total) (\(detail))")
                    }
                    printText("subject fields:")
                    for (field, n) in stats.subjectFields.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
                        printText("  \(field): \(n)")
                    }
                }
            }
        }
    }

    /// `glossary list`: every term of a language in that language's collation order.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the terms of a language sorted with ICU collation (Japanese order for ja, pinyin for zh-Hans).")

        @Option(name: .long, help: "A TBX file or folder; defaults to the bundled Glossary/.")
        var glossary: String?

        @Option(name: .long, help: "The language to list (en, ja, zh-Hans).")
        var lang: String = "en"

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        struct Row: Encodable { let term: String; let status: String; let concept: String }

        func run() throws {
            try runReportingErrors {
                let glossary = try GlossaryLoader.load(self.glossary)
                let rows = glossary.concepts.flatMap { concept in
                    (concept.terms[lang] ?? []).map { Row(term: $0.text, status: $0.status.rawValue, concept: concept.id) }
                }
                let collator = try Collator.shared(locale: Self.collationLocale(lang))
                let sorted = collator.sorted(rows) { $0.term }
                switch format {
                case .json:
                    struct Listing: Encodable { let language: String; let terms: [Row] }
                    print(try JSONOutput.encode(Listing(language: lang, terms: sorted)))
                case .text:
                    for row in sorted { printText("\(row.term)\t\(row.status)\t\(row.concept)") }
                }
            }
        }

        /// The ICU collation locale for a language tag: `ja`, `zh` (pinyin) for Chinese, else `en`.
        static func collationLocale(_ language: String) -> String {
            if language.hasPrefix("ja") { return "ja" }
            if language.hasPrefix("zh") { return "zh" }
            return "en"
        }
    }

    /// `glossary import`: CSV into TBX (atomic).
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import a CSV (one row per concept, one column per language, '|' between variants, marks * ! ~) into TBX.",
            discussion: """
                The CSV starts with this header row (further language columns may follow):

                  id,subjectField,en,ja,zh-Hans

                then one row per concept, for example:

                  win-back-offer,offer types,*win-back offer,*ウィンバックオファー|!再獲得提供オファー,*赢回优惠

                A cell lists the concept's terms in that language separated by '|', each marked \
                '*' preferred, '!' deprecated, '~' superseded, or unmarked for admitted. Fields \
                holding ',', '"' or line breaks are quoted as in RFC 4180. Every --glossary option \
                also reads such a CSV file directly (recognised by its content).

                Policies (how the glossary wants its terms checked) come from --policy options \
                or from lines before the header such as:

                  # termbridge-policy: long-vowel:ja=drop

                Settings are KEY=VALUE (every language) or KEY:LANG=VALUE: long-vowel keep|drop \
                (the final 'ー' of katakana loanwords; drop is the JIS Z 8301 style), homonyms \
                allow|error (one term for two concepts), ordinary-variants count|ignore (whether \
                admitted variants that are ordinary words count for inconsistent-term). They are \
                written into the TBX header and shown by 'glossary stats' and 'glossary lint'.
                """)

        @Argument(help: "The CSV file (UTF-8); a TBX file is imported by content.")
        var csv: String

        @Option(name: .long, help: "The TBX file to write; an existing file is merged into (details of unchanged terms kept).")
        var output: String

        @Option(
            name: .long,
            help: ArgumentHelp(
                "A policy setting, KEY=VALUE or KEY:LANG=VALUE (repeatable; over the file's own): "
                    + "long-vowel=keep|drop, homonyms=allow|error, ordinary-variants=count|ignore.",
                valueName: "setting"))
        var policy: [String] = []

        func validate() throws {
            for written in policy {
                if case .failure(let problem) = GlossaryPolicies.parse(written) {
                    throw ValidationError(problem.description)
                }
            }
        }

        func run() throws {
            try runReportingErrors {
                let data = try FileInput.read(csv)
                if let what = GlossaryImportSource.foreignFormat(data) {
                    throw GlossaryError.malformed(file: csv, line: 1, column: 1, message: GlossaryImportSource.foreignFormatMessage(what))
                }
                let base = FileInput.exists(output) ? try GlossaryLoader.read(output).glossary : Glossary(title: "Glossary")
                var glossary: Glossary
                if GlossaryImportSource.looksLikeXML(data) {
                    // A TBX given where CSV is expected is imported by content, said on stderr.
                    printError("'\(csv)' is XML, not CSV: importing it as TBX")
                    let read = try TBXReader.read(data, file: csv)
                    for diagnostic in read.diagnostics { printError(diagnostic.description) }
                    glossary = GlossaryImportSource.merge(read.glossary, into: base)
                    for setting in read.glossary.policies.settings { glossary.policies.set(setting) }
                } else {
                    let read = try GlossaryCSV.read(data, file: csv, base: base)
                    for diagnostic in read.diagnostics { printError(diagnostic.description) }
                    glossary = read.glossary
                }
                for written in policy {
                    if case .success(let setting) = GlossaryPolicies.parse(written) { glossary.policies.set(setting) }
                }
                for setting in glossary.policies.settings { printError("policy: \(setting)") }
                // The output is merged into on purpose; the CSV it is made from must not be replaced.
                try FileOutput.writeAtomically(TBXWriter.string(glossary), to: output, inputs: [csv])
                printError("wrote \(glossary.concepts.count) concepts to '\(output)'")
            }
        }
    }

    /// `glossary export`: TBX, CSV or prh YAML, to stdout or a file.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "export", abstract: "Export the glossary as TBX, CSV or prh YAML (Japanese).")

        @Option(name: .long, help: "A TBX file or folder; defaults to the bundled Glossary/.")
        var glossary: String?

        @Option(name: .long, help: "tbx (v3, TBX-Basic), tbx2008 (martif, for translate-toolkit/Weblate/Pootle), csv or prh.")
        var format: ExportFormat = .tbx

        @Option(name: .long, help: "Write here (atomically) instead of standard output.")
        var output: String?

        func run() throws {
            try runReportingErrors {
                let files = try GlossaryLoader.files(self.glossary)
                let glossary = try GlossaryLoader.load(self.glossary)
                let text: String
                switch format {
                case .tbx: text = TBXWriter.string(glossary)
                case .tbx2008: text = TBXWriter.string(glossary, format: .tbx2008)
                case .csv: text = GlossaryCSV.export(glossary)
                case .prh: text = PrhExport.yaml(glossary)
                }
                if let output {
                    try FileOutput.writeAtomically(text, to: output, inputs: files)
                } else {
                    print(text, terminator: "")
                }
            }
        }
    }
}
