import CorpusModel
import Foundation
import GRDB

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
    /// build facts are replaced. Killed midway, the index stays as the previous build left it.
    ///
    /// - Complexity: O(size of the changed documents + findings + claims + occurrences).
    @discardableResult
    public func write(_ snapshot: IndexSnapshot) throws(IndexError) -> WriteSummary {
        do {
            return try pool.write { db in
                var summary = WriteSummary()
                var existing: [String: (hash: String, key: String, path: String, language: String, group: String?)] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT id, contentHash, parseKey, path, language, parallelGroup FROM document") {
                    existing[row["id"]] = (row["contentHash"], row["parseKey"], row["path"], row["language"], row["parallelGroup"])
                }
                let wanted = Set(snapshot.documents.map(\.id))
                for id in existing.keys where !wanted.contains(id) {
                    try Self.deleteDocument(id, in: db)
                    summary.removed += 1
                }
                let encoder = JSONEncoder()
                for document in snapshot.documents {
                    if let old = existing[document.id], old.hash == document.contentHash, old.key == document.parseKey,
                        old.path == document.path, old.language == document.language, old.group == document.parallelGroup
                    {
                        summary.kept += 1
                        continue
                    }
                    if existing[document.id] != nil { try Self.deleteDocument(document.id, in: db) }
                    try Self.insert(document, encoder: encoder, in: db)
                    summary.written += 1
                }
                for table in ["termCount", "termLine", "finding", "claim", "meta", "alignment"] {
                    try db.execute(sql: "DELETE FROM \(table)")
                }
                let count = try db.cachedStatement(sql: "INSERT INTO termCount (pattern, documentId, count) VALUES (?, ?, ?)")
                for item in snapshot.termCounts { try count.execute(arguments: [item.pattern, item.document, item.count]) }
                let line = try db.cachedStatement(
                    sql: "INSERT INTO termLine (concept, ordinal, documentId, line, left, match, right) VALUES (?, ?, ?, ?, ?, ?, ?)")
                for (ordinal, item) in snapshot.termLines.enumerated() {
                    try line.execute(arguments: [item.concept, ordinal, item.document, item.line, item.left, item.match, item.right])
                }
                let finding = try db.cachedStatement(
                    sql: "INSERT INTO finding (ordinal, rule, severity, path, line, column, message, fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                for (ordinal, item) in snapshot.findings.enumerated() {
                    try finding.execute(arguments: [
                        ordinal, item.rule, item.severity, item.path, item.line, item.column, item.message, item.fingerprint,
                    ])
                }
                let claim = try db.cachedStatement(
                    sql: "INSERT INTO claim (ordinal, kind, status, path, line, column, text, claim) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                for (ordinal, item) in snapshot.claims.enumerated() {
                    try claim.execute(arguments: [ordinal, item.kind, item.status, item.path, item.line, item.column, item.text, item.claim])
                }
                let alignment = try db.cachedStatement(sql: "INSERT INTO alignment (key, beads) VALUES (?, ?)")
                for (key, beads) in snapshot.alignments.sorted(by: { $0.key < $1.key }) {
                    try alignment.execute(arguments: [key, beads])
                }
                for (key, value) in snapshot.meta {
                    try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?)", arguments: [key, value])
                }
                return summary
            }
        } catch let error as DatabaseError {
            throw .database(path: url.path, message: error.message ?? "\(error)")
        } catch {
            throw .database(path: url.path, message: "\(error)")
        }
    }

    private static func deleteDocument(_ id: String, in db: Database) throws {
        try db.execute(
            sql: "DELETE FROM segmentWords WHERE rowid IN (SELECT id FROM segment WHERE documentId = ?)", arguments: [id])
        try db.execute(sql: "DELETE FROM document WHERE id = ?", arguments: [id])
    }

    private static func insert(_ item: IndexSnapshot.IndexedDocument, encoder: JSONEncoder, in db: Database) throws {
        let document = item.document
        try db.execute(
            sql: """
                INSERT INTO document (id, path, language, kind, parallelGroup, contentHash, parseKey, parsed)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                item.id, item.path, item.language, document.kind.rawValue, item.parallelGroup, item.contentHash, item.parseKey,
                try encoder.encode(document),
            ])
        let segment = try db.cachedStatement(sql: "INSERT INTO segment (documentId, line, column, text) VALUES (?, ?, ?, ?)")
        let words = try db.cachedStatement(sql: "INSERT INTO segmentWords (rowid, words) VALUES (?, ?)")
        for piece in document.segments {
            try segment.execute(arguments: [item.id, piece.line, piece.column, piece.text])
            let spaced = SearchWords.words(of: piece.text, language: item.language).joined(separator: " ")
            try words.execute(arguments: [db.lastInsertedRowID, spaced])
        }
        let mention = try db.cachedStatement(sql: "INSERT INTO apiMention (documentId, line, column, symbol, kind) VALUES (?, ?, ?, ?, ?)")
        for m in document.apiMentions { try mention.execute(arguments: [item.id, m.line, m.column, m.symbol, m.kind.rawValue]) }
        let fact = try db.cachedStatement(sql: "INSERT INTO fact (documentId, line, column, kind, text) VALUES (?, ?, ?, ?, ?)")
        // Facts as their JSON records (the parser's own shape).
        for f in document.availability {
            try fact.execute(arguments: [item.id, f.line, f.column, "availability", String(decoding: try encoder.encode(f), as: UTF8.self)])
        }
        for f in document.numbers {
            try fact.execute(arguments: [item.id, f.line, f.column, "number", String(decoding: try encoder.encode(f), as: UTF8.self)])
        }
    }
}
