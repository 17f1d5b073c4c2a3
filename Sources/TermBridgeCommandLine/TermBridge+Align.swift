import AlignmentKit
import ArgumentParser
import Foundation

extension TermBridge {
    /// `termbridge align A B`: lines up two language versions of a document.
    struct Align: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "align",
            abstract: "Align two language versions of a document (paragraphs, then phrases), or every pair in a folder.",
            discussion: """
                Prints aligned pairs as two text columns, JSON, or a TMX 1.4b translation memory. \
                Units without a counterpart are listed with an empty side (JSON, text) and left out \
                of TMX; a summary on stderr says how much could not be aligned.

                With one folder, every pair of files named NAME.SOURCE.md and NAME.TARGET.md (or \
                .txt) under it is aligned, in the languages of --languages (default ja,zh-Hans): \
                the text output has a heading per pair, the JSON output a "documents" array, and \
                the TMX output one translation memory with each unit's document in a property.
                """
        )

        @Argument(help: "The source document (e.g. the Japanese version), or a folder of NAME.LANG.md files.")
        var source: String
        @Argument(help: "The target document (e.g. the Chinese version); none with a folder.") var target: String?
        @Option(help: "With a folder: the source and target languages, as SOURCE,TARGET.")
        var languages: String = "ja,zh-Hans"
        @Option(help: "Output format: text, json or tmx.") var format: AlignmentFormat = .text
        @Option(help: "Alignment level: paragraph or sentence.") var level: AlignmentLevel = .sentence
        @Option(help: "A TBX glossary file or folder whose ja × zh-Hans terms anchor the alignment (default: the bundled Glossary/ for documents of the bundled corpus, none for others).")
        var glossary: String?
        @Flag(help: "Do not read a TBX glossary.") var noGlossary = false
        @Option(help: "More anchor term pairs: a UTF-8 file of 'ja<TAB>zh-Hans' lines.") var glossaryPairs: String?
        @Option(help: "Keep only pairs scoring at least this (0–1: the estimated probability that a sentence pair is right); the rest is reported unaligned.")
        var minScore: Double?
        @Flag(help: "Exit with status 2 when the documents do not read as translations of each other.")
        var strict = false

        /// The languages of `--languages`.
        var languagePair: (source: String, target: String)? {
            let parts = languages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, parts[0] != parts[1] else { return nil }
            return (parts[0], parts[1])
        }

        func validate() throws {
            if noGlossary, glossary != nil { throw ValidationError("--glossary and --no-glossary cannot be used together") }
            guard let pair = languagePair else {
                throw ValidationError("--languages takes two different languages as SOURCE,TARGET (e.g. ja,zh-Hans), got '\(languages)'")
            }
            for language in [pair.source, pair.target] where !CheckInputs.fileLanguages.contains(language) {
                let known = CheckInputs.fileLanguages.sorted().joined(separator: ", ")
                throw ValidationError("--languages: unknown language '\(language)' (file names use \(known))")
            }
            // A folder with a target is read as a document and named in the error (exit 1).
            if target == nil, !CorpusLocator.isFolder(URL(fileURLWithPath: source)) {
                throw ValidationError("missing the target document: align takes two documents, or one folder")
            }
            if let minScore, !(0...1).contains(minScore) {
                throw ValidationError("--min-score must lie between 0 and 1, got '\(minScore)'")
            }
        }

        func run() throws {
            guard let target else { return try runFolder() }
            try runReportingErrors {
                let known = try GlossaryTermPairs.load(
                    glossary: glossary, disabled: noGlossary, tsv: glossaryPairs, documents: [source, target])
                var (result, s, t, messages) = try AlignmentRun.align(
                    source: source, target: target, level: level, knownPairs: known)
                // Pairs are reported, and filtered, by their confidence (the programme's own score stays inside).
                result = result.scoredByConfidence()
                if let minScore { result = result.keeping(minimumScore: minScore) }
                switch format {
                case .json:
                    print(
                        try JSONOutput.encode(
                            AlignedPairsReport(
                                result: result, source: s.units, target: t.units, sourceLanguage: s.language,
                                targetLanguage: t.language, level: level, messages: messages)))
                case .tmx:
                    print(
                        TMXWriter.tmx(
                            result: result, source: s.units, target: t.units, sourceLanguage: s.language,
                            targetLanguage: t.language, segmentType: level, toolVersion: TermBridge.version),
                        terminator: "")
                case .text:
                    printText(AlignmentRun.columns(result: result, source: s.units, target: t.units))
                }
                for message in messages { printError("warning: \(message)") }
                printError(result.summary)
                if strict, result.correspondence.map({ !$0.corresponds }) == true { throw ExitCode(2) }
            }
        }
    }
}

extension AlignmentLevel: ExpressibleByArgument {}
