import Checks
import CorpusIndex
import CorpusModel
import Crypto
import AlignmentKit
import Foundation
import GlossaryKit
import ReferenceSite
import Reporting
import Synchronization
import TextKit

/// `termbridge build` without the command line: every stage that exists — parse (reusing the
/// parses of unchanged documents from the index), term occurrences, alignment and checks, claims,
/// the bilingual reference —
/// and the outputs under one folder: `index.sqlite`, `findings.json`, `findings.sarif`,
/// `claims.json` and the reference site `site/`.
///
/// One build at a time writes a folder (`BuildLock`); the index is replaced in one transaction
/// and every report is written atomically, so a build killed at any moment leaves the previous
/// outputs, and the next build finishes with the same results as a clean one.
public struct BuildRun {
    /// The files a build writes inside its folder.
    public enum Output {
        public static let findingsJSON = "findings.json"
        public static let findingsSARIF = "findings.sarif"
        public static let claimsJSON = "claims.json"
        /// The bilingual reference site (`termbridge reference`).
        public static let site = "site"
    }

    /// What a build did.
    public struct Outcome {
        /// The run's stages' outcome; nil when the inputs were those of the last build, whose
        /// outputs were kept.
        public var check: CheckRun.Outcome?
        public var index: CorpusIndex.WriteSummary
        /// The files written (or kept), in order.
        public var written: [String]
        public var seconds: Double
        /// The documents and app string files built.
        public var documents: Int
        /// How many documents were parsed, and how many taken from the index unchanged.
        public var parsed: Int
        public var unchanged: Int
        /// Whether some document could not be read (the exit status is then 1).
        public var failed: Bool
        /// The severity of each reported finding, for the exit status.
        public var severities: [Severity]
        /// The summary lines: the findings', then the claims'.
        public var summary: [String]
    }

    /// Keys of the index's build facts (`IndexSnapshot.meta`) that let the next build with the
    /// same inputs keep the outputs.
    enum Fact {
        /// A digest of every input (`inputsDigest(_:glossaryFiles:)`); set only once every output
        /// is written, so a build killed midway leaves none.
        static let inputs = "inputsDigest"
        /// A digest of the three reports as written.
        static let reports = "reportsDigest"
        /// The summary lines, newline-separated.
        static let summary = "summary"
        static let documents = "documentCount"
        /// The messages about the inputs the build reported (a JSON array), shown again when the
        /// next build keeps the outputs.
        static let notices = "notices"
        /// The glossary hash and the executable the stored romaji and pinyin were computed with.
        static let romanizedFor = "romanizedFor"
        /// The `--glossary` the build was given, as an absolute path; empty when it used the
        /// bundled glossary or none.
        static let glossaryOption = "glossaryOption"
        /// The answers of ICU's transliterators the build asked (`StoredTransliterations`).
        static let transliterations = "transliterations"
    }

    public var options: CheckRun.Options
    /// The output folder.
    public var folder: URL

    public init(options: CheckRun.Options, folder: URL) {
        var options = options
        options.verifyingClaims = true
        // The reference site is all that reads the phrases.
        options.keptPhrases = .shownInReference(languages: ReferenceBuilder.defaultLanguages)
        self.options = options
        self.folder = folder
    }

    /// Runs the build.
    ///
    /// When every input (documents, app strings, glossary, suppression files, options, the
    /// executable) is the last build's and its outputs are intact, the outputs are kept and no
    /// stage runs.
    ///
    /// - Parameters:
    ///   - waiting: called when another build holds the folder's lock, with its process id.
    ///   - notice: located messages about the inputs, as for `CheckRun.run`.
    ///   - stage: called as each stage starts.
    ///   - progress: receives the progress of reading documents.
    public func run(
        waiting: (Int32?) -> Void = { _ in }, notice: (String) -> Void, stage reportStage: (String) -> Void = { _ in },
        progress: (any ParseProgress)? = nil
    ) throws -> Outcome {
        // Each stage lets go of much of what the one before allocated: its free pages go back to the
        // system before the next starts (a ×10 build's resident size after the check, 880 → 650 MB).
        func stage(_ name: String) {
            HeapTrim.releaseFreePages()
            reportStage(name)
        }
        let start = Date()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw BuildError.notAFolder(folder.path)
        }
        let lock = try BuildLock(folder: folder, waiting: waiting)
        defer { withExtendedLifetime(lock) {} }
        let index = try CorpusIndex(folder: folder)
        stage("inputs")
        // The glossary the run uses: the bundled one applies only to the bundled corpus unless named.
        let usesGlossary = options.glossary != nil || GlossaryLoader.bundledApplies(to: options.paths)
        let glossaryFiles = usesGlossary ? try GlossaryLoader.files(options.glossary) : []
        let collected = try CheckInputs.collect(paths: options.paths, allowingOutsideLinks: options.allowOutsideLinks)
        let digest = try inputsDigest(collected, glossaryFiles: glossaryFiles)
        // What the last build stored: whether it can be kept, and what this one may reuse.
        let previous = try index.meta()
        if let kept = try keptOutcome(index: index, meta: previous, inputsDigest: digest, start: start, notice: notice) { return kept }
        // The last build's transliterations, when this executable gave them: a build that re-reads one
        // changed document then seldom opens Han-Latin (a tenth of such a build's instructions).
        let seededTransliterations = StoredTransliterations.seed(from: previous[Fact.transliterations])

        var notices: [String] = []
        // What the build computes goes to the index as it comes, on a writer thread of each store's;
        // a build that fails midway still waits for those writes before it lets go of the folder.
        let computedAlignments = EarlyStore(index: index, cache: .alignments)
        let computedAnalyses = EarlyStore(index: index, cache: .analyses)
        defer {
            computedAlignments.waitForWrites()
            computedAnalyses.waitForWrites()
        }
        let alignments = IndexAlignmentCache(index: index, computed: computedAlignments)
        let glossaryHash = try Self.glossaryHash(glossaryFiles)
        // The last build's analyses are read as they are needed, not all up front.
        let results = IndexDocumentCache(
            storedKeys: try index.documentAnalysisKeys(), load: { try index.documentAnalysis(key: $0) }, indexPath: index.url.path,
            computed: computedAnalyses, glossaryHash: glossaryHash, rules: options.rules.ids.sorted())
        let parses = IndexParsedDocuments(index: index)
        let check = try CheckRun(options: options).run(
            collected: collected, cache: parses, alignmentCache: alignments, results: results,
            notice: { message in
                notices.append(message)
                notice(message)
            }, stage: stage, progress: progress)
        for warning in [parses.warning, results.warning, alignments.warning].compactMap(\.self) {
            notices.append(warning)
            notice(warning)
        }

        stage("terms")
        var snapshot = IndexSnapshot()
        let unreadable = parses.unreadable
        snapshot.documents = check.documents.map { document in
            let source = check.sources[document.id]
            var indexed = IndexSnapshot.IndexedDocument(
                id: document.id, path: document.path, language: document.language, parallelGroup: document.parallelGroup,
                contentHash: source?.contentHash ?? "", parseKey: source?.parseKey ?? "", document: document.document,
                text: document.text)
            indexed.storedRecordUnreadable = unreadable.contains(document.path)
            return indexed
        }
        let matcher = TermMatcher(glossary: check.glossary)
        // A document's occurrences are the last part of its analysis: each analysis is then complete,
        // stored with the others as they come and let go.
        let concordance = Concordance(
            parts: check.documents.concurrentMap { document in
                defer { results.finish(document) }
                return results.occurrences(of: document, matcher: matcher)
            })
        snapshot.termCounts = concordance.counts.sorted { $0.key < $1.key }.flatMap { pattern, perDocument in
            perDocument.sorted { $0.key < $1.key }.map { IndexSnapshot.TermCount(pattern: pattern, document: $0.key, count: $0.value) }
        }
        snapshot.termLines = concordance.lines.sorted { $0.key < $1.key }.flatMap { concept, lines in
            lines.map {
                IndexSnapshot.TermLine(concept: concept, document: $0.document, line: $0.line, left: $0.left, match: $0.match, right: $0.right)
            }
        }
        // The findings' and claims' rows are made as the index writes them: the check's outcome holds
        // the values until the reference site is built anyway.
        let diagnostics = check.report.diagnostics
        snapshot.findings = .init(count: diagnostics.count) { index in
            let finding = diagnostics[index]
            return IndexSnapshot.Finding(
                rule: finding.rule, severity: finding.severity.rawValue, path: finding.location.path, line: finding.location.line,
                column: finding.location.column, message: finding.message, fingerprint: finding.fingerprint)
        }
        // One list per document: where each document's claims start, searched as a text's line starts
        // are (the "line" of row i is its document, the "column" its place in the document's list).
        let claims = check.claimsByDocument ?? []
        var claimStarts = [0]
        for list in claims { claimStarts.append(claimStarts[claimStarts.count - 1] + list.count) }
        let starts = LineIndex(lineStarts: claimStarts)
        snapshot.claims = .init(count: claimStarts[claimStarts.count - 1]) { index in
            let place = starts.location(of: index)
            let claim = claims[place.line - 1][place.column - 1]
            return IndexSnapshot.Claim(
                kind: claim.kind.rawValue, status: claim.status.rawValue, path: claim.location.path, line: claim.location.line,
                column: claim.location.column, text: claim.text, claim: claim.claim)
        }
        (snapshot.alignments, snapshot.keptAlignments) = alignments.take()
        // The reference site is built on its own thread while this one writes the reports and the
        // index: the site reads only the check's outcome and the term counts, and on a build that
        // touched a document it is the longest of the three.
        let siteInputs = Handover(
            SiteInputs(check: check, termCounts: Self.byPath(concordance.counts, documents: check.documents), folder: folder))
        let site = BackgroundTask { try Self.writeSite(siteInputs.take()) }
        // A failure below still waits for the site: nothing is left writing into the folder once
        // `run` has returned or thrown.
        var siteAwaited = false
        defer { if !siteAwaited { _ = try? site.value() } }
        // The reports are written now, before the analyses are encoded for the index: a large
        // corpus's claims alone make a JSON text of tens of megabytes, let go once written. (The
        // index records their digest: a build that stops before the end leaves reports the next
        // one does not take for its own.)
        stage("reports")
        var paths = [index.url.path]
        var reportsDigest = ReportsDigest()
        // Each report handed to its file a chunk at a time as it is encoded, never whole in memory (on
        // a large corpus the SARIF log and the claims are tens of megabytes each).
        let sourceRoot = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for (name, report) in [
            (Output.findingsJSON, { sink in JSONReporter().report(check.report, sink: sink) }),
            (Output.findingsSARIF, { sink in SARIFReporter(toolVersion: TermBridge.version, sourceRoot: sourceRoot).report(check.report, sink: sink) }),
            (Output.claimsJSON, { sink in ClaimsReporter.json(claims.joined(), sink: sink) }),
        ] as [(String, (@escaping ([UInt8]) -> Void) -> Void)] {
            let path = folder.appendingPathComponent(name).path
            try FileOutput.writeAtomically(to: path, inputs: check.readFiles) { write in
                withoutActuallyEscaping(write) { write in
                    report { chunk in
                        write(chunk)
                        reportsDigest.update(chunk)
                    }
                }
            }
            reportsDigest.endText()
            paths.append(path)
        }
        stage("terms")
        (snapshot.analyses, snapshot.keptAnalyses) = results.takeAnalyses(of: check.documents)
        // The glossary as read, so that `term` need not parse its files again.
        if !glossaryFiles.isEmpty {
            snapshot.glossaries = [glossaryHash: StoredGlossary.encode(check.glossary, messages: check.glossaryMessages)]
        }
        let documentCount = check.documents.count + check.catalogs.count
        var summary = [check.summary]
        if let claims = check.claimsByDocument { summary.append(ClaimsReporter.summary(claims.joined(), documents: check.documents.count)) }
        // The romaji and pinyin depend on the glossary and the tool (its ICU) only: a build with both
        // unchanged takes the last build's instead of running the transliterators again.
        let romanizedFor = glossaryHash + "\u{1F}" + CheckInputs.executableIdentity
        let romanizedTerms: String
        if previous[Fact.romanizedFor] == romanizedFor, let kept = previous["romanizedTerms"] {
            romanizedTerms = kept
        } else {
            romanizedTerms = try JSONOutput.encode(TermQuery.romanizedTerms(of: check.glossary))
        }
        snapshot.meta = [
            "version": TermBridge.version,
            "builtAt": ISO8601DateFormatter().string(from: start),
            "workingDirectory": FileManager.default.currentDirectoryPath,
            "glossaryHash": glossaryHash,
            "paths": options.paths.joined(separator: "\n"),
            // The glossary as named (absolute; empty for the bundled one or none): `term` on this
            // index uses it when it is given no --glossary.
            Fact.glossaryOption: glossaryFiles.isEmpty ? "" : options.glossary.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? "",
            // The romaji and pinyin of the glossary's terms, so that `term` need not run ICU's
            // transliterators.
            "romanizedTerms": romanizedTerms,
            Fact.romanizedFor: romanizedFor,
            Fact.reports: reportsDigest.value,
            Fact.summary: summary.joined(separator: "\n"),
            Fact.documents: String(documentCount),
            Fact.notices: try JSONOutput.encode(notices),
        ]

        stage("write")
        // The writer's copy is the only one: it lets go of what it has written (see `CorpusIndex.write`).
        let handover = Handover(snapshot)
        snapshot = IndexSnapshot()
        let written = try index.write(handover.take())
        stage("reference")
        siteAwaited = true
        let sitePath = try site.value()
        paths.append(sitePath)
        // Stored last, once the reference has asked for its readings too (its own transaction: a
        // build stopped before it leaves the last build's, which are as good).
        // (The last build's text again when nothing was learned since: the index write replaced the meta table.)
        if let stored = StoredTransliterations.current(seeded: seededTransliterations)
            ?? (seededTransliterations.isEmpty ? nil : previous[Fact.transliterations])
        {
            try index.setMeta(Fact.transliterations, stored)
        }
        // Every output is in place: the next build with these inputs may keep them (and repeats
        // what this one said about them). Not after a build that could not read a document.
        if !check.failed { try index.setMeta(Fact.inputs, digest) }
        return Outcome(
            check: check, index: written, written: paths, seconds: Date().timeIntervalSince(start), documents: documentCount,
            parsed: check.documents.count - check.reusedParses, unchanged: check.reusedParses, failed: check.failed,
            severities: check.report.diagnostics.map(\.severity), summary: summary)
    }

    /// The outcome of the last build when `inputsDigest` is its inputs' digest and its reports
    /// and site are as it wrote them, after passing its messages about the inputs to `notice`
    /// again; nil otherwise.
    private func keptOutcome(
        index: CorpusIndex, meta: [String: String], inputsDigest: String, start: Date, notice: (String) -> Void
    ) throws -> Outcome? {
        guard meta[Fact.inputs] == inputsDigest, let reportsDigest = meta[Fact.reports], let summary = meta[Fact.summary],
            let documents = meta[Fact.documents].flatMap({ Int($0) }),
            let notices = meta[Fact.notices].flatMap({ try? JSONDecoder().decode([String].self, from: Data($0.utf8)) })
        else { return nil }
        let names = [Output.findingsJSON, Output.findingsSARIF, Output.claimsJSON]
        let paths = names.map { folder.appendingPathComponent($0).path }
        let texts = paths.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        let site = folder.appendingPathComponent(Output.site).appendingPathComponent("index.html").path
        guard texts.count == names.count, Self.reportsDigest(texts) == reportsDigest, FileManager.default.fileExists(atPath: site) else {
            return nil
        }
        let severities = try index.findings().compactMap { Severity(rawValue: $0.severity) }
        for message in notices { notice(message) }
        return Outcome(
            check: nil, index: CorpusIndex.WriteSummary(kept: documents), written: [index.url.path] + paths + [site],
            seconds: Date().timeIntervalSince(start), documents: documents, parsed: 0, unchanged: documents, failed: false,
            severities: severities, summary: summary.components(separatedBy: "\n"))
    }

    /// A digest of everything a build's outputs depend on: the tool and its executable, the
    /// working folder (paths in the reports are relative to it), the options, the glossary files'
    /// bytes and the collected inputs' bytes.
    private func inputsDigest(_ collected: CheckInputs.Collected, glossaryFiles: [String]) throws -> String {
        let settings = [
            TermBridge.version, CheckInputs.executableIdentity, FileManager.default.currentDirectoryPath,
            options.paths.joined(separator: "\u{1F}"), options.rules.ids.sorted().joined(separator: ","), options.ignoreFile ?? "", options.baseline ?? "",
            "\(options.allowOutsideLinks)", try Self.glossaryHash(glossaryFiles), collected.fingerprint(),
        ]
        var hasher = SHA256()
        hasher.update(data: Data(settings.joined(separator: "\u{1E}").utf8))
        if let ignoreFile = options.ignoreFile, let data = FileManager.default.contents(atPath: ignoreFile) { hasher.update(data: data) }
        if let baseline = options.baseline, let data = FileManager.default.contents(atPath: baseline) { hasher.update(data: data) }
        return CheckInputs.hex(hasher.finalize())
    }

    /// What the reference site is made from.
    struct SiteInputs {
        var check: CheckRun.Outcome
        var termCounts: [Int: [String: Int]]
        var folder: URL
    }

    /// Builds the reference site of a build into `site/` under its folder; the path of its index page.
    static func writeSite(_ inputs: SiteInputs) throws -> String {
        let check = inputs.check
        let (model, citedLines) = ReferenceBuilder(
            glossary: check.glossary, documents: check.documents, alignedPhrases: check.alignedPhrases,
            // The reference shows the contradicted claims only.
            findings: check.report.diagnostics,
            claims: (check.claimsByDocument ?? []).joined().filter { $0.status == .contradicted }, generator: TermBridge.version,
            termCounts: inputs.termCounts
        ).buildCitingLines()
        let site = inputs.folder.appendingPathComponent(Output.site)
        // A batch of pages at a time, each document page given its cited lines as it is rendered: the
        // whole site of a large corpus is hundreds of megabytes.
        let renderer = HTMLRenderer(model: model, citedLines: citedLines)
        // A page whose digest is the one it was last written with is kept, not rendered again.
        try SiteWriter.replace(folder: site.path, inputs: check.readFiles) { unchanged, write in
            try renderer.render(salt: TermBridge.version + "\u{1F}" + CheckInputs.executableIdentity, unchanged: unchanged, write)
        }
        return site.appendingPathComponent("index.html").path
    }

    /// Occurrence counts keyed by document path instead of id.
    static func byPath(_ counts: [Int: [String: Int]], documents: [CheckedDocument]) -> [Int: [String: Int]] {
        let paths = Dictionary(documents.map { ($0.id, $0.path) }, uniquingKeysWith: { a, _ in a })
        return counts.mapValues { perDocument in
            Dictionary(perDocument.map { (paths[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: +)
        }
    }

    /// A digest of the reports' texts, in order.
    static func reportsDigest(_ texts: [String]) -> String {
        var digest = ReportsDigest()
        for text in texts { digest.add(text) }
        return digest.value
    }

    /// `reportsDigest` a text at a time (each text's bytes, then U+001E), without copying a text.
    struct ReportsDigest {
        private var hasher = SHA256()

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
            endText()
        }

        /// The next bytes of a text written a chunk at a time; `endText()` after the last.
        mutating func update(_ part: [UInt8]) {
            part.withUnsafeBytes { hasher.update(bufferPointer: $0) }
        }

        mutating func endText() {
            hasher.update(data: Data("\u{1E}".utf8))
        }

        var value: String { CheckInputs.hex(hasher.finalize()) }
    }

    /// The SHA-256 of the glossary files' names and bytes, in order: the index's term occurrences
    /// hold only for the glossary they were matched with. The names without their folders: the
    /// same file named as `glossary.csv` by the build and by its absolute path later is the same
    /// glossary.
    static func glossaryHash(_ files: [String]) throws -> String {
        var hasher = SHA256()
        for file in files {
            hasher.update(data: Data(URL(fileURLWithPath: file).lastPathComponent.utf8))
            hasher.update(data: try FileInput.read(file))
        }
        return CheckInputs.hex(hasher.finalize())
    }
}

/// The index's stored parses as the parse stage's cache. A stored parse that cannot be read (the
/// index cannot be queried, or the record does not decode) is parsed again, and counted: the build
/// says so once, with the first error, rather than silently taking a from-scratch build's time.
final class IndexParsedDocuments: ParsedDocumentCache {
    let index: CorpusIndex
    private let failures = IndexReadFailures()

    init(index: CorpusIndex) {
        self.index = index
    }

    func document(path: String, contentHash: String, parseKey: String, text: String) -> Document? {
        do {
            return try index.cachedDocument(path: path, contentHash: contentHash, parseKey: parseKey, text: text)
        } catch {
            failures.record(path, error)
            return nil
        }
    }

    /// The paths of the documents whose stored parse could not be read.
    var unreadable: Set<String> { failures.keys }

    /// The warning about the stored parses that could not be read, if any.
    var warning: String? {
        failures.warning(
            one: "document", many: "documents", "parsed again instead of read from the index (its record is written anew)")
    }
}

/// Why a build could not run.
public enum BuildError: Error, CustomStringConvertible {
    case notAFolder(String)

    public var description: String {
        switch self {
        case .notAFolder(let path): "'\(path)' is not a folder; --out names the folder a build writes into"
        }
    }
}

/// The alignments of the last build, from its index; records every alignment this build uses,
/// for the next one.
final class IndexAlignmentCache: AlignmentCache {
    private let index: CorpusIndex
    /// The alignments computed by this build, stored as they come.
    private let computed: EarlyStore
    /// The digests of the alignments read from the index, and of those of the groups whose results
    /// were kept (`keep(_:)`).
    private let read = Mutex<Set<String>>([])
    /// The stored alignments that could not be read (computed again and stored anew).
    let failures = IndexReadFailures()

    init(index: CorpusIndex, computed: EarlyStore) {
        self.index = index
        self.computed = computed
    }

    /// The alignments computed by this build and not stored yet, by digest, and the digests of
    /// those the index holds that this build used (the index keeps them; their beads are not held).
    /// Empty afterwards.
    func take() -> (held: [String: Data], kept: Set<String>) {
        let (stored, held) = computed.take()
        return (held, read.withLock { $0 }.union(stored).subtracting(held.keys))
    }

    /// A digest of the key with what else decides an alignment: the aligner's version.
    func name(of key: String) -> String {
        var hasher = SHA256()
        hasher.update(data: Data((TermBridge.version + "\u{1F}" + CheckInputs.executableIdentity + "\u{1F}").utf8))
        hasher.update(data: Data(key.utf8))
        return CheckInputs.hex(hasher.finalize())
    }

    func keep(_ names: [String]) {
        guard !names.isEmpty else { return }
        read.withLock { $0.formUnion(names) }
    }

    func beads(named digest: String) -> [Bead]? {
        let beads: [Bead]
        do {
            guard let data = try index.alignment(key: digest) else { return nil }
            do {
                beads = try Bead.beads(binary: data)
            } catch {
                throw IndexError.database(path: index.url.path, message: "a stored alignment cannot be read (\(error))")
            }
        } catch {
            failures.record(digest, error)
            return nil
        }
        read.withLock { _ = $0.insert(digest) }
        return beads
    }

    /// The warning about the stored alignments that could not be read, if any.
    var warning: String? {
        failures.warning(one: "alignment", many: "alignments", "computed again instead of read from the index (written anew)")
    }

    func store(_ beads: [Bead], named digest: String) {
        computed.add(digest, Bead.binaryEncoded(beads))
    }
}

/// The answers of the transliterators a build remembers (`TransliterationMemo`), stored in the index
/// between builds with the executable that gave them: another executable (another ICU) may answer
/// otherwise, so its answers are not taken.
struct StoredTransliterations: Equatable {
    /// The transliterators remembered: the readings of near-miss's homophones and of the reference's
    /// index headings and search keys, the alignment's folding of Han variants, and the language
    /// guess's two Chinese scripts.
    static let ids = [
        Transliterator.hanToPinyin, Transliterator.kanaToASCII, Transliterator.traditionalToSimplified, LanguageGuess.toSimplifiedID,
        LanguageGuess.toTraditionalID,
    ]

    var executable: String
    /// Per transliterator id, each text asked and its answer.
    var answers: [String: [String: String]]

    static let header = "termbridge transliterations 1"

    /// The stored text: a header line, the executable's identity, then for each transliterator a line
    /// of U+001E and its id, and a line per text asked: the text, U+001F, the answer. A text or answer
    /// holding a line break or either separator is left out (the transliterator is asked again if it
    /// is needed). Read by hand in a millisecond: as JSON through `JSONDecoder` the perf corpus's
    /// 74 KB took 11 ms of every touched build, 3% of it.
    var encoded: String {
        func storable(_ text: String) -> Bool { !text.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x1E || $0 == 0x1F } }
        var out = Self.header + "\n" + executable + "\n"
        for id in answers.keys.sorted() {
            out += "\u{1E}" + id + "\n"
            for (text, answer) in answers[id]!.sorted(by: { $0.key < $1.key }) where storable(text) && storable(answer) {
                out += text + "\u{1F}" + answer + "\n"
            }
        }
        return out
    }

    /// Seeds the process's memos with `stored` (a `current()` value) when this executable wrote it;
    /// anything else (none, another executable's, unreadable) seeds nothing. Returns how many answers
    /// each transliterator was seeded with.
    @discardableResult
    static func seed(from stored: String?) -> [String: Int] {
        guard let stored, let decoded = Self(decoding: stored), decoded.executable == CheckInputs.executableIdentity else { return [:] }
        var seeded: [String: Int] = [:]
        for id in ids {
            guard let answers = decoded.answers[id] else { continue }
            TransliterationMemo.shared(id).seed(answers)
            seeded[id] = answers.count
        }
        return seeded
    }

    /// The process's memos of `ids`, encoded; nil when they hold nothing, or nothing but what they
    /// were `seeded` with (the stored text is then as good).
    static func current(seeded: [String: Int] = [:]) -> String? {
        let answers = Dictionary(uniqueKeysWithValues: ids.map { ($0, TransliterationMemo.shared($0).answers) }).filter { !$0.value.isEmpty }
        guard !answers.isEmpty else { return nil }
        if !seeded.isEmpty, answers.allSatisfy({ seeded[$0.key] == $0.value.count }) { return nil }
        return Self(executable: CheckInputs.executableIdentity, answers: answers).encoded
    }
}

extension StoredTransliterations {
    /// Reads `encoded`; nil for any other text.
    init?(decoding stored: String) {
        let lines = stored.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 2, String(Substring(lines[0])) == Self.header else { return nil }
        executable = String(Substring(lines[1]))
        answers = [:]
        var id: String?
        for line in lines.dropFirst(2) where !line.isEmpty {
            if line.first == 0x1E {
                id = String(Substring(line.dropFirst()))
                continue
            }
            guard let id, let separator = line.firstIndex(of: 0x1F) else { return nil }
            answers[id, default: [:]][String(Substring(line[..<separator]))] = String(Substring(line[line.index(after: separator)...]))
        }
    }
}
