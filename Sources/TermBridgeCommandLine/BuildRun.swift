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
        public var check: CheckRun.Outcome
        public var index: CorpusIndex.WriteSummary
        /// The files written, in order.
        public var written: [String]
        public var seconds: Double
    }

    public var options: CheckRun.Options
    /// The output folder.
    public var folder: URL

    public init(options: CheckRun.Options, folder: URL) {
        var options = options
        options.verifyingClaims = true
        self.options = options
        self.folder = folder
    }

    /// Runs the build.
    ///
    /// - Parameters:
    ///   - waiting: called when another build holds the folder's lock, with its process id.
    ///   - notice: located messages about the inputs, as for `CheckRun.run`.
    ///   - stage: called as each stage starts.
    ///   - progress: receives the progress of reading documents.
    public func run(
        waiting: (Int32?) -> Void = { _ in }, notice: (String) -> Void, stage: (String) -> Void = { _ in },
        progress: (any ParseProgress)? = nil
    ) throws -> Outcome {
        let start = Date()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw BuildError.notAFolder(folder.path)
        }
        let lock = try BuildLock(folder: folder, waiting: waiting)
        defer { withExtendedLifetime(lock) {} }
        let index = try CorpusIndex(folder: folder)
        let alignments = IndexAlignmentCache(index: index)
        let check = try CheckRun(options: options).run(
            cache: index, alignmentCache: alignments, notice: notice, stage: stage, progress: progress)

        stage("terms")
        let usesGlossary = options.glossary != nil || GlossaryLoader.bundledApplies(to: options.paths)
        let glossaryFiles = usesGlossary ? try GlossaryLoader.files(options.glossary) : []
        var snapshot = IndexSnapshot()
        snapshot.documents = check.documents.map { document in
            let source = check.sources[document.id]
            return IndexSnapshot.IndexedDocument(
                id: document.id, path: document.path, language: document.language, parallelGroup: document.parallelGroup,
                contentHash: source?.contentHash ?? "", parseKey: source?.parseKey ?? "", document: document.document)
        }
        let matcher = TermMatcher(glossary: check.glossary)
        let concordance = Concordance(matcher: matcher, documents: check.documents.map { ($0.id, $0.text) })
        snapshot.termCounts = concordance.counts.sorted { $0.key < $1.key }.flatMap { pattern, perDocument in
            perDocument.sorted { $0.key < $1.key }.map { IndexSnapshot.TermCount(pattern: pattern, document: $0.key, count: $0.value) }
        }
        snapshot.termLines = concordance.lines.sorted { $0.key < $1.key }.flatMap { concept, lines in
            lines.map {
                IndexSnapshot.TermLine(concept: concept, document: $0.document, line: $0.line, left: $0.left, match: $0.match, right: $0.right)
            }
        }
        snapshot.findings = check.report.diagnostics.map {
            IndexSnapshot.Finding(
                rule: $0.rule, severity: $0.severity.rawValue, path: $0.location.path, line: $0.location.line,
                column: $0.location.column, message: $0.message, fingerprint: $0.fingerprint)
        }
        snapshot.claims = (check.claims ?? []).map {
            IndexSnapshot.Claim(
                kind: $0.kind.rawValue, status: $0.status.rawValue, path: $0.location.path, line: $0.location.line,
                column: $0.location.column, text: $0.text, claim: $0.claim)
        }
        snapshot.alignments = alignments.alignments
        snapshot.meta = [
            "version": TermBridge.version,
            "builtAt": ISO8601DateFormatter().string(from: start),
            "workingDirectory": FileManager.default.currentDirectoryPath,
            "glossaryHash": try Self.glossaryHash(glossaryFiles),
            "paths": options.paths.joined(separator: "\n"),
            // The romaji and pinyin of the glossary's terms, so that `term` need not run ICU's
            // transliterators.
            "romanizedTerms": try JSONOutput.encode(TermQuery.romanizedTerms(of: check.glossary)),
        ]

        stage("write")
        let summary = try index.write(snapshot)
        var written = [index.url.path]
        let reports: [(String, String)] = [
            (Output.findingsJSON, JSONReporter().report(check.report)),
            (
                Output.findingsSARIF,
                SARIFReporter(
                    toolVersion: TermBridge.version, sourceRoot: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                ).report(check.report)
            ),
            (Output.claimsJSON, ClaimsReporter.json(check.claims ?? [])),
        ]
        for (name, text) in reports {
            let path = folder.appendingPathComponent(name).path
            try FileOutput.writeAtomically(text, to: path, inputs: check.readFiles)
            written.append(path)
        }
        stage("reference")
        let model = ReferenceBuilder(
            glossary: check.glossary, documents: check.documents, alignedPhrases: check.alignedPhrases,
            findings: check.report.diagnostics, claims: check.claims ?? [], generator: TermBridge.version
        ).build()
        let site = folder.appendingPathComponent(Output.site)
        try SiteWriter.replace(folder: site.path, with: HTMLRenderer(model: model).render(), inputs: check.readFiles)
        written.append(site.appendingPathComponent("index.html").path)
        return Outcome(check: check, index: summary, written: written, seconds: Date().timeIntervalSince(start))
    }

    /// The SHA-256 of the glossary files' bytes, in order: the index's term occurrences hold
    /// only for the glossary they were matched with.
    static func glossaryHash(_ files: [String]) throws -> String {
        var hasher = SHA256()
        for file in files {
            hasher.update(data: Data(file.utf8))
            hasher.update(data: try FileInput.read(file))
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}

extension CorpusIndex: ParsedDocumentCache {
    func document(path: String, contentHash: String, parseKey: String) -> Document? {
        try? cachedDocument(path: path, contentHash: contentHash, parseKey: parseKey)
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
    private let used = Mutex<[String: Data]>([:])

    init(index: CorpusIndex) {
        self.index = index
    }

    /// Every alignment used so far, by digest.
    var alignments: [String: Data] { used.withLock { $0 } }

    /// A digest of the key with what else decides an alignment: the aligner's version.
    private func digest(_ key: String) -> String {
        var hasher = SHA256()
        hasher.update(data: Data((TermBridge.version + "\u{1F}" + CheckInputs.executableIdentity + "\u{1F}").utf8))
        hasher.update(data: Data(key.utf8))
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }

    func beads(for key: String) -> [Bead]? {
        let digest = digest(key)
        guard let data = try? index.alignment(key: digest), let beads = try? JSONDecoder().decode([Bead].self, from: data) else {
            return nil
        }
        used.withLock { $0[digest] = data }
        return beads
    }

    func store(_ beads: [Bead], for key: String) {
        guard let data = try? JSONEncoder().encode(beads) else { return }
        let digest = digest(key)
        used.withLock { $0[digest] = data }
    }
}
