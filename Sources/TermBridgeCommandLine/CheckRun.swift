import Checks
import Crypto
import CorpusModel
import Foundation
import GlossaryKit
import LocalizationFormats
import ReferenceSite
import Reporting
import TextKit

/// One run of the checker over a set of inputs, without the command line: read and parse the
/// inputs, run the selected rules, apply suppressions and the baseline, and build the report.
/// `termbridge check` and `termbridge build` are thin shells around it; `verify` uses its input
/// stage.
///
/// ```swift
/// var options = CheckRun.Options()
/// options.paths = ["Corpus"]
/// let outcome = try CheckRun(options: options).run()
/// print(outcome.report.errorCount)
/// ```
public struct CheckRun {
    /// What to check and how.
    public struct Options: Sendable {
        /// Files and folders; empty means the bundled corpus.
        public var paths: [String] = []
        /// A TBX or CSV file or folder; nil means the bundled glossary for the bundled corpus and
        /// no glossary for other paths.
        public var glossary: String?
        public var rules: RuleSelection = .all
        /// A suppression file; nil means `.termbridge-ignore` at each corpus root.
        public var ignoreFile: String?
        /// A baseline file: only findings not in it are kept; written when it does not exist.
        public var baseline: String?
        public var allowOutsideLinks = false
        /// Also extract and verify every claim (as `termbridge verify` does).
        public var verifyingClaims = false
        /// Which aligned phrases the outcome keeps (`Outcome.alignedPhrases`): a large corpus's
        /// phrases take about as much memory as its parsed documents, and a caller may need few.
        public var keptPhrases: PhraseSelection = .all

        public init() {}
    }

    /// Which aligned phrases a run keeps.
    public enum PhraseSelection: Sendable {
        case all
        /// None: the parity rules still read every phrase.
        case none
        /// Those a bilingual reference in `languages` shows (`ReferenceBuilder.phrasesShown`): it is
        /// then the same as from every phrase.
        case shownInReference(languages: [String])
    }

    /// What a run found and read.
    public struct Outcome {
        /// The checked documents, in input order.
        public var documents: [CheckedDocument]
        /// The checked app string files.
        public var catalogs: [LocalizationFile]
        public var glossary: Glossary
        /// What the glossary's files gave to say (also passed to `notice`).
        public var glossaryMessages: [String]
        /// Whether some document could not be read (the exit status is then 1).
        public var failed: Bool
        /// The findings after suppressions and the baseline, and what was hidden.
        public var filtered: FindingFilter.Outcome
        /// The report of the kept findings.
        public var report: FindingsReport
        /// The aligned phrases of the parallel pairs that `Options.keptPhrases` keeps (empty when no
        /// parity rule ran).
        public var alignedPhrases: [AlignedPhrasePair]
        /// The findings before suppressions (what the rules found).
        public var allFindings: [Diagnostic]
        /// The claims, when `verifyingClaims` was set, one list per document in document order
        /// (the lists the run's result cache keeps, not a copy).
        public var claimsByDocument: [[Claim]]?
        /// The claims, when `verifyingClaims` was set, in document order (made when asked).
        public var claims: [Claim]? { claimsByDocument.map { Array($0.joined()) } }
        /// Every file the run read (outputs must not replace one of them).
        public var readFiles: [String]
        /// Set when the run wrote a new baseline (then `report` is empty).
        public var wroteBaseline: String?
        /// What identifies each document's parse, by document id (see `CheckInputs.sources`).
        var sources: [String: (contentHash: String, parseKey: String)]
        /// How many documents came from the parse cache.
        public var reusedParses: Int

        /// The summary line `check` prints.
        public var summary: String {
            var line = TextReporter.summary(report)
            if filtered.hidden > 0 {
                line += " (\(filtered.suppressedInline + filtered.suppressedByFile) suppressed, \(filtered.inBaseline) in baseline)"
            }
            return line
        }
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    /// Runs the stages. Throws when nothing could be checked or a setting is wrong (a missing
    /// glossary, a malformed suppression or baseline file); a document that cannot be read is
    /// reported through `notice` and the others are still checked.
    ///
    /// - Parameters:
    ///   - notice: receives located messages about the inputs for standard error, as they come:
    ///     unreadable files (as errors), warnings about inputs that were still checked,
    ///     suppression-marker problems, a written baseline.
    ///   - stage: called as each stage starts (`glossary`, `parse`, `match`, `align`, `claims`, `check`,
    ///     `filter`), for progress.
    ///   - progress: receives the progress of reading documents.
    public func run(
        notice: (String) -> Void, stage: (String) -> Void = { _ in }, progress: (any ParseProgress)? = nil
    ) throws -> Outcome {
        try run(collected: nil, cache: nil, alignmentCache: nil, notice: notice, stage: stage, progress: progress)
    }

    /// Runs the stages on `collected` (the files `options.paths` name, collected when nil).
    func run(
        collected: CheckInputs.Collected?, cache: (any ParsedDocumentCache)?, alignmentCache: (any AlignmentCache)?,
        results: IndexDocumentCache? = nil, notice: (String) -> Void, stage: (String) -> Void = { _ in },
        progress: (any ParseProgress)? = nil
    ) throws -> Outcome {
        stage("glossary")
        let (glossary, glossaryFiles, glossaryNote, glossaryMessages) = try GlossaryLoader.forRun(options.glossary, paths: options.paths)
        for message in glossaryMessages { notice(message) }
        if let glossaryNote { notice(glossaryNote) }
        // The readings of Han characters (near-miss's homophones, the reference's pinyin index) come
        // from ICU's Han-Latin, which takes about 90 ms to open: it opens on another core while the
        // documents are read, unless an earlier build's answers were taken (`TransliterationMemo`).
        if glossary.concepts.contains(where: { $0.languages.contains { $0 == "ja" || $0.hasPrefix("zh") } }) {
            TransliterationMemo.shared(Transliterator.hanToPinyin).prepare()
        }
        stage("parse")
        let inputs = CheckInputs.load(
            try collected ?? CheckInputs.collect(paths: options.paths, allowingOutsideLinks: options.allowOutsideLinks),
            cache: cache, progress: progress)
        results?.identify(inputs.documents, sources: inputs.sources)
        for message in inputs.failures + inputs.warnings { notice(message) }
        for warning in inputs.catalogs.flatMap(\.warnings) {
            notice(warning.description.replacingOccurrences(of: ": error: ", with: ": warning: "))
        }
        if inputs.documents.isEmpty && inputs.catalogs.isEmpty {
            throw CheckRunError.nothingToCheck(
                options.paths.isEmpty ? "the corpus lists none" : "no readable document or app string file in the given paths")
        }
        var readFiles = inputs.documents.map(\.path) + inputs.catalogs.map(\.path) + glossaryFiles
        if let ignoreFile = options.ignoreFile { readFiles.append(ignoreFile) }

        let checker = Checker(glossary: glossary, rules: options.rules)
        let selected = checker.selectedRules
        // The choice of phrases is named for the result cache, which keeps each group's chosen
        // phrases apart: a build reads those of an unchanged group, not every phrase.
        let (keptPhrasesKey, keepingPhrases): (String?, (@Sendable (AlignedPhrasePair) -> Bool)?) =
            switch options.keptPhrases {
            case .all: (nil, nil)
            case .none: ("none", { _ in false })
            case .shownInReference(let languages):
                {
                    let shown = ReferenceBuilder.phrasesShown(glossary: glossary, documents: inputs.documents, languages: languages)
                    return ("shown." + CheckInputs.hex(SHA256.hash(data: Data(shown.identity.utf8))), shown.keeps)
                }()
            }
        var context = CheckContext(
            glossary: glossary, documents: inputs.documents + inputs.catalogs.flatMap(\.checkedDocuments),
            aligning: Checker.aligns(selected), catalogs: inputs.catalogs,
            alignmentCache: alignmentCache, results: results, deferringAlignment: true, keepingPhrases: keepingPhrases,
            keptPhrasesKey: keptPhrasesKey, pivoting: Checker.pivots(selected), stage: stage)
        var claims: [[Claim]]?
        if options.verifyingClaims {
            stage("claims")
            // Claims as `verify` finds them: in the documents, not in app strings.
            claims =
                inputs.catalogs.isEmpty
                ? ClaimVerifier(context: context).claimsByDocument(cache: results)
                : ClaimVerifier(context: CheckContext(glossary: glossary, documents: inputs.documents, aligning: false))
                    .claimsByDocument(cache: nil)
            // The claim rules report the contradicted ones alone.
            if inputs.catalogs.isEmpty, let claims { context.claims = claims.joined().filter { $0.status == .contradicted } }
        }
        stage("check")
        // The parallel pairs are aligned in the check, a slice of groups at a time (`deferringAlignment`).
        let findings = checker.check(updating: &context, rules: selected, cache: results)
        stage("filter")

        var inline: [InlineSuppressions] = []
        for document in inputs.documents {
            let markers = InlineSuppressions(scanning: document.text, document: document.id, path: document.path)
            for problem in markers.problems { notice("\(problem) (warning)") }
            inline.append(markers)
        }
        var suppressions = SuppressionFile()
        if let ignoreFile = options.ignoreFile {
            guard FileManager.default.fileExists(atPath: ignoreFile) else {
                throw CheckError.malformedSuppression(file: ignoreFile, line: 1, message: "no such file")
            }
            suppressions = try SuppressionFile(parsing: FileInput.readUTF8(ignoreFile), path: ignoreFile)
        } else {
            for root in inputs.roots {
                let path = CheckInputs.displayPath(root.appendingPathComponent(SuppressionFile.defaultName))
                guard FileInput.exists(path) else { continue }
                suppressions.entries += try SuppressionFile(parsing: FileInput.readUTF8(path), path: path).entries
            }
        }
        var known: Baseline?
        if let baseline = options.baseline, FileInput.exists(baseline) {
            known = try Baseline(decoding: FileInput.readUTF8(baseline), path: baseline)
            readFiles.append(baseline)
        }
        var filtered = FindingFilter(
            rules: options.rules, suppressionFile: suppressions, inlineSuppressions: inline, baseline: known
        ).apply(findings)
        var wroteBaseline: String?
        if let baseline = options.baseline, known == nil {
            try FileOutput.writeAtomically(Baseline(diagnostics: filtered.kept).encoded(), to: baseline, inputs: readFiles)
            notice(
                "wrote baseline '\(baseline)' with \(filtered.kept.count) finding\(filtered.kept.count == 1 ? "" : "s"); later runs report only new ones")
            wroteBaseline = baseline
            filtered.kept = []
        }
        return Outcome(
            documents: inputs.documents, catalogs: inputs.catalogs, glossary: glossary, glossaryMessages: glossaryMessages,
            failed: !inputs.failures.isEmpty, filtered: filtered,
            report: FindingsReport(diagnostics: filtered.kept, documentCount: inputs.documents.count + inputs.catalogs.count),
            alignedPhrases: context.alignedPhrases, allFindings: findings,
            claimsByDocument: claims, readFiles: readFiles, wroteBaseline: wroteBaseline, sources: inputs.sources,
            reusedParses: inputs.reused)
    }
}

/// Why a check run could not start.
public enum CheckRunError: Error, CustomStringConvertible {
    case nothingToCheck(String)

    public var description: String {
        switch self {
        case .nothingToCheck(let reason): "no document was checked (\(reason))"
        }
    }
}
