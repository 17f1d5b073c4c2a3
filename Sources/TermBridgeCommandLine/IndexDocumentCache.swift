import Checks
import CorpusIndex
import Crypto
import Foundation
import GlossaryKit
import Synchronization

/// Each document's analysis of the last build, from its index, and this build's for the next one:
/// the document's claims, the findings of the document-local rules, its term occurrences
/// (`Concordance.Part`) and the rules' term matches; what each summary rule read of it, apart
/// (under the analysis's digest and the rule's id); and each parallel group's results (the
/// group-local rules' findings and the aligned phrases), under a digest of its members'.
///
/// An analysis is stored under a digest of everything it depends on: the tool and its executable,
/// the glossary files, the selected rules, and the document — its id, path, language, parallel
/// group, the SHA-256 of its bytes and its parse key. A document whose digest is unchanged takes
/// its analysis from the index; the others are analysed again. A stored analysis (or group result,
/// or summary) that cannot be read — its query fails, its record does not decode — is computed again,
/// written anew, and counted (`warning`).
final class IndexDocumentCache: DocumentResultCache {
    /// One document's analysis; a part left nil was not computed (the next build computes it).
    /// Kept in the binary form (JSON took a twentieth of a build with one document touched).
    typealias Record = KeptDocumentAnalysis

    private struct State {
        /// The digest of each document of this build, by id.
        var keys: [String: (path: String, key: String)] = [:]
        /// The digests of the last build's analyses (read from the index as they are needed).
        var stored: Set<String> = []
        /// The analyses of this build that are not the stored ones as they were (computed, or a
        /// stored one with parts added), by digest.
        var records: [String: Record] = [:]
        /// The stored analyses read so far, as stored, by digest: each part is decoded when it is
        /// asked for (a ×10 corpus's analyses decoded whole took 170 MB from the term matching on,
        /// twice their bytes), and each is let go once complete (`finish(_:)`).
        var blobs: [String: [UInt8]] = [:]
        /// The digests whose record is not the stored one.
        var changed: Set<String> = []
        /// The digests of the documents whose analysis is complete (`finish(_:)`): no longer held.
        var finished: Set<String> = []
        /// The keys of the stored group results and summaries this build read.
        var readApart: Set<String> = []
    }

    private let state: Mutex<State>
    /// Reads one of the last build's analyses by digest.
    private let load: @Sendable (String) throws -> Data?
    /// The index's path, for the errors of what cannot be read.
    private let indexPath: String
    /// The stored analyses, group results and summaries that could not be read, by digest.
    private let failures = IndexReadFailures()
    /// What this build computes, encoded, by digest, stored in the index as it comes: each parallel
    /// group's results (the check lets go of a group's phrases once stored) and each document's
    /// analysis once it is complete (`finish(_:)`).
    let computed: EarlyStore
    /// What every analysis depends on besides its document.
    private let settings: String

    /// - Parameters:
    ///   - storedKeys: the digests of the last build's analyses (`CorpusIndex.documentAnalysisKeys()`).
    ///   - load: reads the analysis stored under a digest (`CorpusIndex.documentAnalysis(key:)`);
    ///     called on several threads.
    ///   - indexPath: the index's path, which the errors of what cannot be read name.
    ///   - glossaryHash: the digest of the glossary files (`BuildRun.glossaryHash(_:)`).
    ///   - rules: the selected rules' ids.
    ///   - computed: where the analyses and group results this build computes go.
    init(
        storedKeys: Set<String>, load: @escaping @Sendable (String) throws -> Data?, indexPath: String, computed: EarlyStore,
        glossaryHash: String, rules: [String]
    ) {
        state = Mutex(State(stored: storedKeys))
        self.load = load
        self.indexPath = indexPath
        self.computed = computed
        settings = [
            TermBridge.version, CheckInputs.executableIdentity, glossaryHash, rules.sorted().joined(separator: ","),
        ]
        .joined(separator: "\u{1E}")
    }

    /// Records what identifies each document's parse (`CheckInputs.sources`), for its digest.
    func identify(_ documents: [CheckedDocument], sources: [String: (contentHash: String, parseKey: String)]) {
        var keys: [String: (path: String, key: String)] = [:]
        for document in documents {
            guard let source = sources[document.id] else { continue }
            let fields = [
                settings, document.id, document.path, document.language, document.parallelGroup ?? "\u{0}",
                source.contentHash,
                source.parseKey,
            ]
            keys[document.id] = (
                document.path, CheckInputs.hex(SHA256.hash(data: Data(fields.joined(separator: "\u{1F}").utf8)))
            )
        }
        state.withLock { $0.keys = keys }
    }

    /// The digest of `document`, when it is one of the identified documents (not an app string file's).
    private func digest(of document: CheckedDocument, in state: State) -> String? {
        guard let entry = state.keys[document.id], entry.path == document.path else { return nil }
        return entry.key
    }

    /// The value stored under `key`, or nil when there is none or it cannot be read (recorded).
    private func stored(_ key: String) -> Data? {
        do {
            return try load(key)
        } catch {
            failures.record(key, error)
            return nil
        }
    }

    /// `body`'s decoding of what is stored under `key` (`what` names it), or nil when it does not
    /// decode (recorded).
    private func decoded<T>(_ key: String, _ what: @autoclosure () -> String, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            failures.record(key, IndexError.database(path: indexPath, message: "\(what()) cannot be read (\(error))"))
            return nil
        }
    }

    /// The warning about the stored analyses that could not be read, if any.
    var warning: String? {
        failures.warning(
            one: "stored analysis", many: "stored analyses", "computed again instead of read from the index (written anew)")
    }

    /// The `parts` of `document`'s analysis: this build's record, or those parts decoded from the
    /// stored analysis (read from the index on first use and kept as its bytes until `finish(_:)`);
    /// nil when there is none.
    private func record(of document: CheckedDocument, parts: Record.Parts) -> Record? {
        let (key, known, blob, isStored, finished, changed) = state.withLock {
            state -> (String?, Record?, [UInt8]?, Bool, Bool, Bool) in
            guard let key = digest(of: document, in: state) else { return (nil, nil, nil, false, false, false) }
            return (
                key, state.records[key], state.blobs[key], state.stored.contains(key), state.finished.contains(key),
                state.changed.contains(key)
            )
        }
        guard let key else { return nil }
        if let known { return known }
        // Read and decoded outside the lock: documents are analysed on several threads. A finished
        // record this build computed is with the others it stored.
        var bytes = blob
        if bytes == nil {
            let data = finished && changed ? computed.value(key) : isStored ? stored(key) : nil
            bytes = data.map { [UInt8]($0) }
            if let bytes, !finished, !changed {
                state.withLock { state in
                    if state.blobs[key] == nil && !state.finished.contains(key) { state.blobs[key] = bytes }
                }
            }
        }
        guard let bytes else { return nil }
        return decoded(key, "the stored analysis of '\(document.path)'") { try Record(binary: bytes, parts: parts) }
    }

    private func update(_ document: CheckedDocument, _ change: (inout Record) -> Void) {
        // A stored analysis given a part keeps its other parts: decoded whole first (outside the lock).
        let (key, isStored, blob) = state.withLock { state -> (String?, Bool, [UInt8]?) in
            guard let key = digest(of: document, in: state) else { return (nil, false, nil) }
            let isStored = state.records[key] == nil && !state.changed.contains(key) && state.stored.contains(key)
            return (key, isStored, isStored ? state.blobs[key] : nil)
        }
        guard let key else { return }
        let kept = isStored
            ? (blob ?? stored(key).map { [UInt8]($0) }).flatMap { bytes in
                decoded(key, "the stored analysis of '\(document.path)'") { try Record(binary: bytes, parts: .all) }
            } : nil
        state.withLock { state in
            var record = state.records[key] ?? kept ?? Record()
            change(&record)
            state.records[key] = record
            state.blobs[key] = nil
            state.changed.insert(key)
        }
    }

    func claims(of document: CheckedDocument) -> [Claim]? { record(of: document, parts: .claims)?.claims }

    /// The key of `rule`'s summary of the document whose analysis is under `key`. A summary is
    /// stored as it is made, apart from the rest of the analysis, which is complete only after the
    /// check (held with it, a ×10 corpus's summaries took 42 MB to the end of the check).
    private static func summaryKey(_ key: String, rule: String) -> String { key + "." + rule }

    func summary(_ rule: String, of document: CheckedDocument) -> Data? {
        keptApart(
            under: { state in self.digest(of: document, in: state).map { Self.summaryKey($0, rule: rule) } },
            what: "the stored summary of '\(document.path)'", decode: { $0 })
    }

    func summaryUnreadable(_ rule: String, of document: CheckedDocument, error: any Error) {
        guard let key = state.withLock({ state in digest(of: document, in: state) }) else { return }
        failures.record(
            Self.summaryKey(key, rule: rule),
            IndexError.database(path: indexPath, message: "the stored \(rule) summary of '\(document.path)' cannot be read (\(error))"))
    }

    func storeSummary(_ summary: Data, _ rule: String, of document: CheckedDocument) {
        storeApart(summary, under: { state in self.digest(of: document, in: state).map { Self.summaryKey($0, rule: rule) } })
    }

    /// What is kept apart from the documents' analyses under the key `key` gives (nil: none), decoded:
    /// this build's when it computed it, else the last build's (then kept for the next build unless
    /// this one replaces it).
    private func keptApart<T>(under key: (State) -> String?, what: @autoclosure () -> String, decode: (Data) throws -> T) -> T? {
        let (key, computed, isStored) = state.withLock { state -> (String?, Bool, Bool) in
            guard let key = key(state) else { return (nil, false, false) }
            return (key, state.changed.contains(key), state.stored.contains(key))
        }
        guard let key else { return nil }
        if computed { return self.computed.value(key).flatMap { data in decoded(key, what()) { try decode(data) } } }
        guard isStored, let data = stored(key), let value = decoded(key, what(), { try decode(data) }) else { return nil }
        state.withLock { _ = $0.readApart.insert(key) }
        return value
    }

    /// Stores `data` apart from the analyses under the key `key` gives, as it is made.
    private func storeApart(_ data: @autoclosure () -> Data, under key: (State) -> String?) {
        guard let key = state.withLock({ state in key(state).map { state.changed.insert($0).memberAfterInsert } }) else { return }
        computed.add(key, data())
    }

    /// The digest of a parallel group (`kind` "group"), or of what is kept for a set of documents
    /// under another kind: of `kind` and the members' digests, in order; nil when one has none.
    private func digest(ofGroup members: [CheckedDocument], kind: String = "group", in state: State) -> String? {
        var keys: [String] = [kind]
        for member in members {
            guard let key = digest(of: member, in: state) else { return nil }
            keys.append(key)
        }
        return CheckInputs.hex(SHA256.hash(data: Data(keys.joined(separator: "\u{1F}").utf8)))
    }

    func groupResults(of members: [CheckedDocument]) -> GroupResults? {
        keptApart(
            under: { state in self.digest(ofGroup: members, in: state) }, what: Self.groupName(members),
            decode: { try GroupResults(binary: $0) })
    }

    func storeGroupResults(_ results: GroupResults, of members: [CheckedDocument]) {
        storeApart(results.binaryEncoded(), under: { state in self.digest(ofGroup: members, in: state) })
    }

    /// What names a parallel group's stored results in an error: its first member's path.
    private static func groupName(_ members: [CheckedDocument]) -> String {
        "the stored results of the parallel group of '\(members.first?.path ?? "")'"
    }

    /// The kind of a group's results with the phrases of one choice only.
    private static func chosenKind(_ choice: String) -> String { "group-chosen." + choice }

    /// The kept results with the chosen phrases; the group's whole results, which the check then does
    /// not read, are kept for the next build too (which reads them when the choice changed).
    func groupResults(of members: [CheckedDocument], chosenBy choice: String) -> GroupResults? {
        guard
            let kept = keptApart(
                under: { state in self.digest(ofGroup: members, kind: Self.chosenKind(choice), in: state) },
                what: Self.groupName(members), decode: { try GroupResults(binary: $0) })
        else { return nil }
        state.withLock { state in
            if let whole = digest(ofGroup: members, in: state), state.stored.contains(whole) { state.readApart.insert(whole) }
        }
        return kept
    }

    var keepsChosenResults: Bool { true }

    func storeGroupResults(_ results: GroupResults, of members: [CheckedDocument], chosenBy choice: String) {
        storeApart(results.binaryEncoded(), under: { state in self.digest(ofGroup: members, kind: Self.chosenKind(choice), in: state) })
    }

    /// The kind of what is kept of a summary rule's findings in one language's documents.
    private static func summaryFindingsKind(_ rule: String) -> String { "summary-findings." + rule }

    /// The kept findings; the members' summaries, which the check then does not read, are kept for the
    /// next build too (which reads them when one of the members changed).
    func summaryFindings(_ rule: String, of members: [CheckedDocument]) -> [Diagnostic]? {
        guard
            let kept = keptApart(
                under: { state in self.digest(ofGroup: members, kind: Self.summaryFindingsKind(rule), in: state) },
                what: "the stored \(rule) findings", decode: { try SummaryFindings(binary: $0).findings })
        else { return nil }
        state.withLock { state in
            for member in members {
                guard let key = digest(of: member, in: state).map({ Self.summaryKey($0, rule: rule) }), state.stored.contains(key)
                else { continue }
                state.readApart.insert(key)
            }
        }
        return kept
    }

    func storeSummaryFindings(_ findings: [Diagnostic], _ rule: String, of members: [CheckedDocument]) {
        storeApart(
            SummaryFindings(findings: findings).binaryEncoded(),
            under: { state in self.digest(ofGroup: members, kind: Self.summaryFindingsKind(rule), in: state) })
    }

    func storeClaims(_ claims: [Claim], of document: CheckedDocument) { update(document) { $0.claims = claims } }

    func termMatches(of document: CheckedDocument) -> KeptTermMatches? { record(of: document, parts: .matches)?.matches }

    func storeTermMatches(_ matches: KeptTermMatches, of document: CheckedDocument) {
        update(document) { $0.matches = matches }
    }

    func localFindings(of document: CheckedDocument) -> [Diagnostic]? { record(of: document, parts: .findings)?.findings }

    func storeLocalFindings(_ findings: [Diagnostic], of document: CheckedDocument) {
        update(document) { $0.findings = findings }
    }

    /// The term occurrences of `document`: the stored ones, or scanned with `matcher` and kept.
    func occurrences(of document: CheckedDocument, matcher: TermMatcher) -> Concordance.Part {
        if let kept = record(of: document, parts: .occurrences)?.occurrences { return kept }
        let part = Concordance.Part(
            matcher: matcher, id: document.id, text: document.matchedText, written: document.writtenLines, markup: document.markupRanges)
        update(document) { $0.occurrences = part }
        return part
    }

    /// Done with `document`'s analysis (every part is computed): a computed one is encoded and stored
    /// with the others as they come, a stored one let go; the index keeps it either way.
    func finish(_ document: CheckedDocument) {
        let done = state.withLock { state -> (key: String, record: Record)? in
            guard let key = digest(of: document, in: state), state.finished.insert(key).inserted else { return nil }
            state.blobs[key] = nil
            guard let record = state.records.removeValue(forKey: key), state.changed.contains(key) else { return nil }
            return (key, record)
        }
        guard let done else { return }
        computed.add(done.key, done.record.binaryEncoded())
    }

    /// The analyses of `documents` for the index: those computed by this build, encoded, by digest,
    /// and the digests of the stored ones still used as they were (the index keeps them). The cache
    /// is empty afterwards (its analyses are no longer needed once encoded, and a large corpus's take
    /// hundreds of megabytes).
    func takeAnalyses(of documents: [CheckedDocument]) -> (computed: [String: Data], kept: Set<String>) {
        state.withLock { state in
            defer { state = State() }
            var computed: [String: Data] = [:]
            var kept: Set<String> = []
            // Each analysis let go once encoded: the encoded and the decoded forms of a corpus's
            // analyses are never both whole in memory.
            for document in documents {
                guard let key = digest(of: document, in: state) else { continue }
                if !state.changed.contains(key), state.stored.contains(key) {
                    kept.insert(key)
                    state.records[key] = nil
                } else if let record = state.records.removeValue(forKey: key) {
                    computed[key] = record.binaryEncoded()
                }
            }
            for key in state.readApart where !state.changed.contains(key) { kept.insert(key) }
            let (stored, held) = self.computed.take()
            kept.formUnion(stored)
            computed.merge(held) { document, _ in document }
            return (computed, kept)
        }
    }
}
