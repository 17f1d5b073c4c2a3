import CorpusModel
import Foundation
import GRDB
import TextKit

extension CorpusIndex {
    /// What a write changed.
    public struct WriteSummary: Sendable, Equatable {
        /// Documents added or replaced (new content, or parsed with other options).
        public var written = 0
        /// Documents whose rows were kept (same content hash and parse key).
        public var kept = 0
        /// Documents no longer in the corpus, removed.
        public var removed = 0

        public init(written: Int = 0, kept: Int = 0, removed: Int = 0) {
            (self.written, self.kept, self.removed) = (written, kept, removed)
        }
    }

    /// Makes the index hold exactly `snapshot`, in one transaction: a document whose content hash
    /// and parse key are unchanged keeps its rows (segments, words, mentions, facts); others are
    /// replaced; documents not in the snapshot leave; findings, claims, term occurrences and the
    /// build facts are replaced; alignments and document analyses under a key still used are kept.
    /// A write that keeps no stored document (every parse key changed: another TermBridge) empties
    /// the document tables whole rather than one document at a time. Killed midway, the index stays
    /// as the previous build left it.
    ///
    /// The rows of the changed documents (their binary records and the ICU words of their segments)
    /// are prepared on every core, a batch at a time, and inserted in document order; each batch is
    /// prepared while the one before it is inserted, so that the one writer seldom waits.
    ///
    /// The keyed caches (alignments, document analyses, glossaries) are written first and let go
    /// as soon as written: a large corpus's analyses are hundreds of megabytes, which the caller
    /// may need meanwhile (`termbridge build` builds the reference site while the index is written).
    ///
    /// - Complexity: O(size of the changed documents + findings + claims + occurrences).
    @discardableResult
    public func write(_ snapshot: consuming IndexSnapshot) throws(IndexError) -> WriteSummary {
        var keyed: [(cache: KeyedCache, values: [String: Data], kept: Set<String>)] = [
            // An alignment's key is a digest of what decides it: a kept key keeps its beads.
            (.alignments, snapshot.alignments, snapshot.keptAlignments),
            // Likewise an analysis: its key is a digest of its document and the glossary and rules.
            (.analyses, snapshot.analyses, snapshot.keptAnalyses),
            (.glossaries, snapshot.glossaries, []),
        ]
        snapshot.alignments = [:]
        snapshot.analyses = [:]
        snapshot.glossaries = [:]
        snapshot.keptAlignments = []
        snapshot.keptAnalyses = []
        let snapshot = copy snapshot
        let summary = try write { db in
            var summary = WriteSummary()
            var existing = try Self.storedDocuments(db)
            // Stored words split by another ICU cannot be removed one segment at a time (the words
            // given again would not be theirs): every document is written anew.
            let storedSplit = try String.fetchOne(db, sql: "SELECT value FROM indexFact WHERE key = ?", arguments: [Fact.searchWords])
            let sameSplit = existing.isEmpty || storedSplit == SearchWords.identity
            var changed = snapshot.documents.filter { !sameSplit || $0.storedRecordUnreadable || !Self.isKept($0, existing[$0.id]) }
            // A document whose bytes changed but not its parse (a blank line added, a file saved
            // again) keeps its rows: they are made from the parse alone (and the words of the ICU
            // that split them). Only its hash is updated.
            if sameSplit, !changed.isEmpty, !existing.isEmpty {
                let sameParse = try Self.sameParse(changed.filter { !$0.storedRecordUnreadable && Self.isKept($0, existing[$0.id], anyBytes: true) }, in: db)
                for document in changed where sameParse.contains(document.id) {
                    try db.execute(
                        sql: "UPDATE document SET contentHash = ? WHERE id = ?", arguments: [document.contentHash, document.id])
                }
                changed.removeAll { sameParse.contains($0.id) }
            }
            summary.kept = snapshot.documents.count - changed.count
            // A batch at a time, so that only two batches' prepared rows are in memory at once: the
            // first is prepared while the caches are written, each next one while this one is inserted.
            // A write that keeps no stored document reads its CJK words off the full-text table at
            // the end (0.29 s on the ×10 perf corpus) rather than gather them from every document's
            // rows and join five million of them on this thread; one that keeps some gathers those of
            // what it writes.
            var preparing = PreparationPipeline(changed, batchSize: Self.batchSize, gathersCJKWords: summary.kept > 0)
            defer { preparing.finish() }
            for index in keyed.indices {
                try Self.sync(keyed: keyed[index].values, kept: keyed[index].kept, in: keyed[index].cache, db)
                keyed[index].values = [:]
                keyed[index].kept = []
            }
            let wanted = Set(snapshot.documents.map(\.id))
            if summary.kept == 0, !existing.isEmpty {
                // Every stored document goes (another TermBridge parses every document again, or
                // another ICU split the stored words): the tables are emptied whole. One at a time,
                // every segment's words would be split again to take its full-text row out (and,
                // when the table kept its words, each row was read back: the perf corpus's write
                // took 6.8–7.2 s instead of 3.1–4.0).
                summary.removed = existing.keys.filter { !wanted.contains($0) }.count
                try Self.deleteEveryDocument(in: db)
                existing = [:]
            }
            // The CJK words of the rows (`CorpusIndex.cjkWords(in:)`): when some stored document stays,
            // the stored list's, with those of the documents written now, less the words of removed
            // rows that no row holds any more; else the full-text table's, read at the end.
            var cjkWords = Set<String>()
            var removedWords = Set<String>()
            var cjkWordsChanged = summary.kept == 0
            if !cjkWordsChanged {
                if let stored = try Self.storedCJKWords(db) {
                    cjkWords = Set(stored)
                } else {
                    cjkWords = Set(try Self.vocabularyCJKWords(in: db))
                    cjkWordsChanged = true
                }
            }
            for id in existing.keys where !wanted.contains(id) {
                removedWords.formUnion(try Self.deleteDocument(id, in: db))
                summary.removed += 1
            }
            let inserters = try DocumentInserters(db)
            while let batch = try preparing.next() {
                for prepared in batch {
                    if existing[prepared.item.id] != nil {
                        removedWords.formUnion(try Self.deleteDocument(prepared.item.id, in: db, rewrittenAs: prepared))
                    }
                    try Self.insert(prepared, with: inserters, in: db)
                    summary.written += 1
                    for word in prepared.cjkWords where cjkWords.insert(String(word)).inserted { cjkWordsChanged = true }
                    // A removed row's word that this document's rows hold is held still: not asked of
                    // the full-text table below (an edited document's old words are nearly all its new).
                    if !removedWords.isEmpty { removedWords.subtract(prepared.cjkWords.lazy.map(String.init)) }
                }
            }
            if summary.kept == 0 {
                cjkWords = Set(try Self.vocabularyCJKWords(in: db))
            } else {
                let holds = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM segmentWords WHERE segmentWords MATCH ?)")
                for word in removedWords where try !(Bool.fetchOne(holds, arguments: [SearchWords.phraseQuery([word])]) ?? false) {
                    cjkWords.remove(word)
                    cjkWordsChanged = true
                }
            }
            if cjkWordsChanged { try Self.storeCJKWords(cjkWords, db) }
            try db.execute(
                sql: "INSERT OR REPLACE INTO indexFact (key, value) VALUES (?, ?)", arguments: [Fact.searchWords, SearchWords.identity])
            for table in ["termCount", "termLine", "finding", "claim", "meta"] {
                try db.execute(sql: "DELETE FROM \(table)")
            }
            let count = try RowInserter("INSERT INTO termCount (pattern, documentId, count) VALUES (?, ?, ?)", in: db)
            for item in snapshot.termCounts {
                try count.insert { row in
                    row.integer(item.pattern)
                    row.text(item.document)
                    row.integer(item.count)
                }
            }
            let line = try RowInserter(
                "INSERT INTO termLine (concept, ordinal, documentId, line, left, match, right) VALUES (?, ?, ?, ?, ?, ?, ?)", in: db)
            for (ordinal, item) in snapshot.termLines.enumerated() {
                try line.insert { row in
                    row.integer(item.concept)
                    row.integer(ordinal)
                    row.text(item.document)
                    row.integer(item.line)
                    row.text(item.left)
                    row.text(item.match)
                    row.text(item.right)
                }
            }
            let finding = try RowInserter(
                "INSERT INTO finding (ordinal, rule, severity, path, line, column, message, fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                in: db)
            for ordinal in 0..<snapshot.findings.count {
                let item = snapshot.findings[ordinal]
                try finding.insert { row in
                    row.integer(ordinal)
                    row.text(item.rule)
                    row.text(item.severity)
                    row.text(item.path)
                    row.integer(item.line)
                    row.integer(item.column)
                    row.text(item.message)
                    row.text(item.fingerprint)
                }
            }
            let claim = try RowInserter(
                "INSERT INTO claim (ordinal, kind, status, path, line, column, text, claim) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", in: db)
            for ordinal in 0..<snapshot.claims.count {
                let item = snapshot.claims[ordinal]
                try claim.insert { row in
                    row.integer(ordinal)
                    row.text(item.kind)
                    row.text(item.status)
                    row.text(item.path)
                    row.integer(item.line)
                    row.integer(item.column)
                    row.text(item.text)
                    row.text(item.claim)
                }
            }
            for (key, value) in snapshot.meta {
                try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?)", arguments: [key, value])
            }
            return summary
        }
        try compactIfWasteful()
        return summary
    }

    /// Rebuilds the database file when an eighth or more of it is free pages, and at least
    /// `wastefulFreeBytes`: SQLite reuses a freed page but never gives it back, so a write that
    /// replaced most of the index (the first build of another TermBridge: its new analyses are
    /// written before the old ones go) or removed many documents left the file that much larger
    /// for good (the perf corpus's index 94 MB against 82 MB fresh, 14% of it free pages). A build
    /// that changed a few documents frees a few pages (1% of the perf corpus's index after a dozen
    /// such builds) and never pays for the rebuild. A build killed meanwhile leaves the index as the
    /// write left it. Returns whether it rebuilt the file.
    @discardableResult
    func compactIfWasteful() throws(IndexError) -> Bool {
        let (pages, free, pageSize) = try read { db in
            (
                try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0, try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0,
                try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
            )
        }
        guard free * 8 >= pages, free * pageSize >= Self.wastefulFreeBytes else { return false }
        do {
            try pool.vacuum()
        } catch {
            throw Self.indexError(error, path: url.path)
        }
        return true
    }

    /// The least free space (bytes) worth rebuilding the index file for (`compactIfWasteful()`).
    static let wastefulFreeBytes = 4 << 20

    /// Makes a cache table keyed by digest hold exactly `values` and the stored rows of `kept`: rows
    /// whose key is in neither are deleted, `values` written, kept keys left alone (their value is
    /// decided by the key). A build computes an alignment or analysis only when the stored one is
    /// missing or cannot be read, so those values replace what is under their key; a build hands
    /// over its glossary whether or not it is stored, and a stored one is left as it is.
    private static func sync(keyed values: [String: Data], kept: Set<String>, in cache: KeyedCache, _ db: Database) throws {
        let (table, valueColumn) = cache.table
        let stored = Set(try String.fetchAll(db, sql: "SELECT key FROM \(table)"))
        let drop = try db.cachedStatement(sql: "DELETE FROM \(table) WHERE key = ?")
        for key in stored.sorted() where values[key] == nil && !kept.contains(key) {
            try drop.execute(arguments: [key])
        }
        let insert = try db.cachedStatement(sql: "INSERT OR REPLACE INTO \(table) (key, \(valueColumn)) VALUES (?, ?)")
        for (key, value) in values.sorted(by: { $0.key < $1.key }) where cache != .glossaries || !stored.contains(key) {
            try insert.execute(arguments: [key, value])
        }
    }

    /// Removes every document's rows: the full-text table made anew, the others emptied (children
    /// first, which SQLite empties whole rather than row by row). Also the migrations that drop the
    /// stored documents (v7, v8) empty the tables this way.
    static func deleteEveryDocument(in db: Database) throws {
        try db.execute(sql: "DROP TABLE segmentWords")
        try db.execute(sql: segmentWordsTable)
        for table in ["segment", "apiMention", "fact", "document"] {
            try db.execute(sql: "DELETE FROM \(table)")
        }
    }

    /// Removes a document's rows. Its segments' full-text rows are removed by giving FTS5 their
    /// words again (the table is contentless): the words of the segment's text, as they were written.
    /// A document removed to be written again (`rewrittenAs`) gives the words of its new rows for
    /// the texts they share with the old ones (the same text in the same language is split into the
    /// same words): an edited document's unchanged segments are not split again (a perf-corpus
    /// transcript's removal took 35–52 ms), nor are their CJK words gathered (the new rows hold them).
    /// Returns the CJK words of the other rows (`SearchWords.isCJKWord`).
    @discardableResult
    private static func deleteDocument(_ id: String, in db: Database, rewrittenAs new: PreparedDocument? = nil) throws -> Set<String> {
        let removal = try db.cachedStatement(sql: "INSERT INTO segmentWords (segmentWords, rowid, words) VALUES ('delete', ?, ?)")
        let segments = try Row.fetchAll(
            db, sql: "SELECT s.id, s.text, d.language FROM segment s JOIN document d ON d.id = s.documentId WHERE s.documentId = ?",
            arguments: [id])
        var known: [String: String] = [:]
        if let new {
            known.reserveCapacity(new.words.count + new.codeWords.count)
            for (segment, words) in zip(new.item.document.segments, new.words) { known[segment.text] = words }
            for (line, words) in zip(new.codeLines, new.codeWords) { known[line.text] = words }
        }
        var cjkWords = Set<String>()
        for segment in segments {
            let id: Int64 = segment["id"]
            let text: String = segment["text"]
            let language: String = segment["language"]
            if language == new?.item.language, let row = known[text] {
                // Its words are the new rows' too: none of them is removed from the table.
                try removal.execute(arguments: [id, row])
                continue
            }
            let row = SearchWords.row(of: text, language: language)
            try removal.execute(arguments: [id, row])
            for word in SearchWords.cjkWords(ofRow: row) { cjkWords.insert(String(word)) }
        }
        try db.execute(sql: "DELETE FROM document WHERE id = ?", arguments: [id])
        return cjkWords
    }

    /// How many changed documents are prepared at a time.
    static let batchSize = 32

    /// The prepared rows of documents, a batch at a time, in order: a batch is prepared on another
    /// thread (itself on every core) while the caller inserts the one before it.
    struct PreparationPipeline {
        private let batches: [[IndexSnapshot.IndexedDocument]]
        private let gathersCJKWords: Bool
        private var position = 0
        private var pending: BackgroundTask<[PreparedDocument]>?

        /// Starts preparing the first batch of `documents`, gathering their CJK words when
        /// `gathersCJKWords` (`PreparedDocument.cjkWords`).
        init(_ documents: [IndexSnapshot.IndexedDocument], batchSize: Int, gathersCJKWords: Bool = true) {
            batches = stride(from: 0, to: documents.count, by: batchSize).map {
                Array(documents[$0..<min($0 + batchSize, documents.count)])
            }
            self.gathersCJKWords = gathersCJKWords
            pending = Self.start(batches.first, gathersCJKWords)
        }

        private static func start(_ batch: [IndexSnapshot.IndexedDocument]?, _ gathersCJKWords: Bool) -> BackgroundTask<[PreparedDocument]>? {
            batch.map { batch in BackgroundTask { try PreparedDocument.all(batch, gatheringCJKWords: gathersCJKWords) } }
        }

        /// The next batch's rows (waiting for them), having started on the one after; nil after the last.
        mutating func next() throws -> [PreparedDocument]? {
            guard let current = pending else { return nil }
            position += 1
            pending = Self.start(position < batches.count ? batches[position] : nil, gathersCJKWords)
            return try current.value()
        }

        /// Waits for the batch in preparation, if any: nothing is left running once the write has
        /// ended, also when it failed.
        mutating func finish() {
            _ = try? pending?.value()
            pending = nil
        }
    }

    /// What identifies a stored document's rows, by id.
    private typealias Stored = (hash: String, key: String, path: String, language: String, group: String?)

    private static func storedDocuments(_ db: Database) throws -> [String: Stored] {
        var stored: [String: Stored] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, contentHash, parseKey, path, language, parallelGroup FROM document") {
            stored[row["id"]] = (row["contentHash"], row["parseKey"], row["path"], row["language"], row["parallelGroup"])
        }
        return stored
    }

    /// Whether a document's stored rows stand for it: same bytes, parse, path, language and group.
    private static func isKept(_ document: IndexSnapshot.IndexedDocument, _ old: Stored?, anyBytes: Bool = false) -> Bool {
        guard let old else { return false }
        return (anyBytes || old.hash == document.contentHash) && old.key == document.parseKey && old.path == document.path
            && old.language == document.language && old.group == document.parallelGroup
    }

    /// The ids of `documents` whose stored parse is the one they have now, byte for byte, and whose
    /// code lines stand where they stood: their rows (segments, mentions and facts, made from the
    /// parse; code lines, placed on the text's lines) are as they would be written.
    private static func sameParse(_ documents: [IndexSnapshot.IndexedDocument], in db: Database) throws -> Set<String> {
        guard !documents.isEmpty else { return [] }
        let encoded = documents.concurrentMap { Data($0.document.binaryEncoded()) }
        let stored = try db.cachedStatement(sql: "SELECT parsed FROM document WHERE id = ?")
        let storedCode = try db.cachedStatement(
            sql: "SELECT line, column, text FROM segment WHERE documentId = ? AND code = 1 ORDER BY id")
        var same: Set<String> = []
        for (document, parse) in zip(documents, encoded) where try Data.fetchOne(stored, arguments: [document.id]) == parse {
            // A listing's lines may sit at other columns with the same parse (a fence indented
            // otherwise inside a list item): those are compared too.
            let code = try Row.fetchAll(storedCode, arguments: [document.id]).map {
                PreparedDocument.CodeLine(line: $0["line"], column: $0["column"], text: $0["text"])
            }
            if code == PreparedDocument.codeLines(of: document.document, text: document.text) { same.insert(document.id) }
        }
        return same
    }

    /// The statements that insert a document's rows, made once per write.
    private struct DocumentInserters {
        let segment: RowInserter
        let words: RowInserter
        let mention: RowInserter
        let fact: RowInserter

        init(_ db: Database) throws {
            segment = try RowInserter(
                "INSERT INTO segment (documentId, line, column, text, code, lines) VALUES (?, ?, ?, ?, ?, ?)", in: db)
            words = try RowInserter("INSERT INTO segmentWords (rowid, words) VALUES (?, ?)", in: db)
            mention = try RowInserter("INSERT INTO apiMention (documentId, line, column, symbol, kind) VALUES (?, ?, ?, ?, ?)", in: db)
            fact = try RowInserter("INSERT INTO fact (documentId, line, column, kind, text) VALUES (?, ?, ?, ?, ?)", in: db)
        }
    }

    private static func insert(_ prepared: PreparedDocument, with inserters: DocumentInserters, in db: Database) throws {
        let item = prepared.item
        try db.execute(
            sql: """
                INSERT INTO document (id, path, language, kind, parallelGroup, contentHash, parseKey, parsed)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                item.id, item.path, item.language, item.document.kind.rawValue, item.parallelGroup, item.contentHash, item.parseKey,
                prepared.parsed,
            ])
        // The prose segments, then the code lines: a document's rows keep consecutive ids (a search
        // counts a document's hits by its range of ids), a search orders them by line.
        func insertSegment(line: Int, column: Int, text: Substring, code: Bool, words: String, lines: String? = nil) throws {
            try inserters.segment.insert { row in
                row.text(item.id)
                row.integer(line)
                row.integer(column)
                row.text(text)
                row.integer(code ? 1 : 0)
                row.optionalText(lines)
            }
            let id = inserters.segment.lastInsertedRowID
            try inserters.words.insert { row in
                row.integer(id)
                row.text(words)
            }
        }
        for ((piece, spaced), lines) in zip(zip(item.document.segments, prepared.words), prepared.segmentLines) {
            try insertSegment(line: piece.line, column: piece.column, text: piece.slice, code: false, words: spaced, lines: lines)
        }
        for (piece, spaced) in zip(prepared.codeLines, prepared.codeWords) {
            try insertSegment(line: piece.line, column: piece.column, text: Substring(piece.text), code: true, words: spaced)
        }
        for m in item.document.apiMentions {
            try inserters.mention.insert { row in
                row.text(item.id)
                row.integer(m.line)
                row.integer(m.column)
                row.text(m.symbol)
                row.text(m.kind.rawValue)
            }
        }
        for f in prepared.facts {
            try inserters.fact.insert { row in
                row.text(item.id)
                row.integer(f.line)
                row.integer(f.column)
                row.text(f.kind)
                row.text(f.text)
            }
        }
    }

    /// The index's caches keyed by digest (a key decides its value), which a build may also fill
    /// before its snapshot (`storeEarly(_:in:)`).
    public enum KeyedCache: Sendable {
        case alignments, analyses, glossaries

        /// The table and its value column: literals of this type's own, never user input.
        var table: (name: String, column: String) {
            switch self {
            case .alignments: ("alignment", "beads")
            case .analyses: ("documentAnalysis", "analysis")
            case .glossaries: ("glossary", "glossary")
            }
        }
    }

    /// Stores `values` in `cache` now, in their own transaction, replacing any value under a key:
    /// a key decides its value, so a build computes one only when the stored value is missing or
    /// cannot be read (a damaged record is then mended). A build stores what it has computed as it goes rather than hold
    /// it to the end; its snapshot then names these keys as kept (`IndexSnapshot.keptAnalyses`,
    /// `keptAlignments`). A build killed afterwards leaves them, valid for whichever build asks for
    /// their keys; the next write drops those no build used.
    public func storeEarly(_ values: [String: Data], in cache: KeyedCache) throws(IndexError) {
        guard !values.isEmpty else { return }
        let (table, column) = cache.table
        try write { db in
            let insert = try db.cachedStatement(sql: "INSERT OR REPLACE INTO \(table) (key, \(column)) VALUES (?, ?)")
            for (key, value) in values.sorted(by: { $0.key < $1.key }) { try insert.execute(arguments: [key, value]) }
        }
    }

    /// Sets one build fact (`IndexSnapshot.meta`), in its own transaction.
    public func setMeta(_ key: String, _ value: String) throws(IndexError) {
        try write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", arguments: [key, value])
        }
    }
}
