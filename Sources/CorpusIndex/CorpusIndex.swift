import CorpusModel
import Foundation
import GRDB

/// The persistent index that `termbridge build` writes and `search` and `term` read: one SQLite
/// database (`index.sqlite`, WAL mode) holding the parsed documents, their segments with a
/// full-text index, API mentions, facts, term occurrences, findings and claims.
///
/// A build replaces everything in one transaction (`CorpusIndex+Write.swift`), so a build killed at
/// any moment leaves the previous complete index; parsed documents are kept by content hash, so the
/// next build parses only what changed (`cachedDocuments`).
public final class CorpusIndex: Sendable {
    /// The database file's name inside the output folder.
    public static let fileName = "index.sqlite"

    let pool: DatabasePool
    /// The database file.
    public let url: URL

    /// Opens (creating when absent) the index in `folder`, bringing its schema up to date.
    public init(folder: URL) throws(IndexError) {
        url = folder.appendingPathComponent(Self.fileName)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var configuration = Configuration()
            // Readers never block on a writer (WAL); two writers wait for each other up to a minute.
            configuration.busyMode = .timeout(60)
            pool = try DatabasePool(path: url.path, configuration: configuration)
            try Self.migrator.migrate(pool)
        } catch {
            throw Self.indexError(error, path: url.path)
        }
    }

    /// Opens an existing index read-only, or returns nil when `folder` has none.
    public static func existing(in folder: URL) throws(IndexError) -> CorpusIndex? {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(fileName).path) else { return nil }
        return try CorpusIndex(folder: folder)
    }

    /// Runs `body` in a read transaction, mapping database errors to `IndexError`.
    func read<T>(_ body: (Database) throws -> T) throws(IndexError) -> T {
        do {
            return try pool.read(body)
        } catch {
            throw Self.indexError(error, path: url.path)
        }
    }

    /// Runs `body` in a write transaction, mapping database errors to `IndexError`.
    func write<T>(_ body: (Database) throws -> T) throws(IndexError) -> T {
        do {
            return try pool.write(body)
        } catch {
            throw Self.indexError(error, path: url.path)
        }
    }

    /// `error` as an `IndexError` naming the index at `path` (SQLite's own message when it has one).
    static func indexError(_ error: any Error, path: String) -> IndexError {
        .database(path: path, message: (error as? DatabaseError)?.message ?? "\(error)")
    }

    /// The full-text table of the segments' words (its rows' ids are the segments'). Made by the
    /// migrations, and again by a write that empties it whole (`CorpusIndex.write`).
    ///
    /// Contentless, without column sizes: a search needs only the ids of the segments that hold a
    /// phrase (their text is the segment table's), and the words stored a second time for FTS5 were
    /// 13 MB of the perf corpus's 82 MB index, its column sizes 2 MB more; inserting the perf
    /// corpus's words took 1.38 s with them and 0.46 s without (the `sqlite3` shell). A segment's
    /// row is removed by giving FTS5 its words again (`deleteDocument`), which the segment's text
    /// and SearchWords give, as long as the ICU that split them is the one that split them before:
    /// the index records it (`Fact.searchWords`), and a write under another rewrites every row.
    static let segmentWordsTable =
        "CREATE VIRTUAL TABLE segmentWords USING fts5(words, content='', columnsize=0, tokenize='unicode61 remove_diacritics 0')"

    /// Facts about the index itself (`indexFact`), kept from one write to the next.
    enum Fact {
        /// What split the stored segments' words: `SearchWords.identity` when they were written.
        static let searchWords = "searchWords"
        /// The full-text table's words in CJK scripts, one per line, as of the last write
        /// (`CorpusIndex.cjkWords(in:)`).
        static let cjkWords = "cjkWords"
        /// The katakana words among them (`CorpusIndex.katakanaWords(in:)`).
        static let katakanaWords = "katakanaWords"
    }

    /// The schema, one migration per version. A database written by a newer TermBridge (an unknown
    /// migration) is refused by GRDB with a clear error rather than misread.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "meta") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
            try db.create(table: "document") { t in
                t.primaryKey("id", .text)
                t.column("path", .text).notNull()
                t.column("language", .text).notNull()
                t.column("kind", .text).notNull()
                t.column("parallelGroup", .text)
                t.column("contentHash", .text).notNull()
                t.column("parseKey", .text).notNull()
                t.column("parsed", .blob).notNull()
            }
            try db.create(table: "segment") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("documentId", .text).notNull().references("document", onDelete: .cascade).indexed()
                t.column("line", .integer).notNull()
                t.column("column", .integer).notNull()
                t.column("text", .text).notNull()
            }
            // ICU words of each segment, space-separated, so that FTS5's own tokenizer finds Japanese
            // and Chinese words (Documentation/Index.md says why this and not a custom tokenizer).
            // (As first made, with a copy of the words: v7 makes it contentless.)
            try db.execute(sql: "CREATE VIRTUAL TABLE segmentWords USING fts5(words, tokenize='unicode61 remove_diacritics 0')")
            try db.create(table: "apiMention") { t in
                t.column("documentId", .text).notNull().references("document", onDelete: .cascade).indexed()
                t.column("line", .integer).notNull()
                t.column("column", .integer).notNull()
                t.column("symbol", .text).notNull()
                t.column("kind", .text).notNull()
            }
            try db.create(table: "fact") { t in
                t.column("documentId", .text).notNull().references("document", onDelete: .cascade).indexed()
                t.column("line", .integer).notNull()
                t.column("column", .integer).notNull()
                t.column("kind", .text).notNull()
                t.column("text", .text).notNull()
            }
            try db.create(table: "termCount") { t in
                t.column("pattern", .integer).notNull()
                t.column("documentId", .text).notNull()
                t.column("count", .integer).notNull()
            }
            try db.create(table: "termLine") { t in
                t.column("concept", .integer).notNull().indexed()
                t.column("ordinal", .integer).notNull()
                t.column("documentId", .text).notNull()
                t.column("line", .integer).notNull()
                t.column("left", .text).notNull()
                t.column("match", .text).notNull()
                t.column("right", .text).notNull()
            }
            try db.create(table: "finding") { t in
                t.column("ordinal", .integer).notNull()
                t.column("rule", .text).notNull().indexed()
                t.column("severity", .text).notNull()
                t.column("path", .text).notNull()
                t.column("line", .integer).notNull()
                t.column("column", .integer).notNull()
                t.column("message", .text).notNull()
                t.column("fingerprint", .text).notNull()
            }
            try db.create(table: "claim") { t in
                t.column("ordinal", .integer).notNull()
                t.column("kind", .text).notNull()
                t.column("status", .text).notNull()
                t.column("path", .text).notNull()
                t.column("line", .integer).notNull()
                t.column("column", .integer).notNull()
                t.column("text", .text).notNull()
                t.column("claim", .text).notNull()
            }
        }
        migrator.registerMigration("v2") { db in
            // Alignments of parallel pairs by a digest of what decides them (both sides' units and
            // the anchors), so that a build re-aligns only the pairs that changed.
            try db.create(table: "alignment") { t in
                t.primaryKey("key", .text)
                t.column("beads", .blob).notNull()
            }
        }
        migrator.registerMigration("v3") { db in
            // `term` reads the occurrences of a few concepts' patterns at a time.
            try db.create(index: "termCount_pattern", on: "termCount", columns: ["pattern"])
        }
        migrator.registerMigration("v4") { db in
            // Parsed documents are kept in `Document`'s binary form (decoding JSON took longer than
            // parsing again): the JSON rows go, and the next build parses their documents again.
            // Migrations run without foreign keys (GRDB checks them at the end), so no cascade:
            // every table that refers to a document is emptied too.
            for table in ["segmentWords", "segment", "apiMention", "fact", "document"] {
                try db.execute(sql: "DELETE FROM \(table)")
            }
            try db.execute(sql: "DELETE FROM meta WHERE key = 'inputsDigest'")
            // Each document's analysis (its claims, the findings of the rules that read it alone, its
            // term occurrences) by a digest of what decides it, so that a build recomputes only the
            // analyses of the documents that changed.
            try db.create(table: "documentAnalysis") { t in
                t.primaryKey("key", .text)
                t.column("analysis", .blob).notNull()
            }
        }
        migrator.registerMigration("v5") { db in
            // The glossary the build read, in its binary form, by the hash of its files: `term`
            // reads it instead of parsing the TBX again (a third of a lookup).
            try db.create(table: "glossary") { t in
                t.primaryKey("key", .text)
                t.column("glossary", .blob).notNull()
            }
        }
        migrator.registerMigration("v6") { db in
            // `term` and `search` list every document's id, path and language: from this index
            // alone, not from the document rows (each with its parsed record).
            try db.create(index: "document_places", on: "document", columns: ["path", "id", "language"])
        }
        migrator.registerMigration("v7") { db in
            // The full-text table becomes contentless (`segmentWordsTable`). Its rows cannot be
            // carried over (a contentless row is removed with its words, which the old rows did not
            // record the ICU of), so the documents go with them, as in v4, and the next build parses
            // and indexes them again (it would anyway: this is another TermBridge).
            try deleteEveryDocument(in: db)
            try db.execute(sql: "DELETE FROM meta WHERE key = 'inputsDigest'")
            try db.create(table: "indexFact") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v8") { db in
            // Code listings are searched too: a line of code is a row of `segment` marked `code`. The
            // stored documents have no such rows, so they go with their full-text rows, as in v7, and
            // the next build indexes them again.
            try deleteEveryDocument(in: db)
            try db.execute(sql: "DELETE FROM meta WHERE key = 'inputsDigest'")
            try db.execute(sql: "DELETE FROM indexFact")
            try db.alter(table: "segment") { t in
                t.add(column: "code", .boolean).notNull().defaults(to: false)
            }
        }
        migrator.registerMigration("v9") { db in
            // Where a segment written over several lines goes on on each (`SegmentLines`): a search hit
            // is shown on the line that holds the match. A stored segment without it is shown on its
            // first line, until the next build writes its document again (a new TermBridge parses
            // every document again).
            try db.alter(table: "segment") { t in
                t.add(column: "lines", .text)
            }
        }
        return migrator
    }
}

extension CorpusIndex {
    /// The words the full-text index holds for each segment id, space-separated and in order, as
    /// FTS5's tokenizer took them: read back from its index through `fts5vocab` (the table keeps no
    /// copy of them). It makes a temporary table: call it in a write access (the database file itself
    /// may be opened read-only). For tests.
    ///
    /// - Complexity: O(words in the index).
    static func indexedWords(in db: Database) throws -> [Int64: String] {
        try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.segmentWordsInstances USING fts5vocab(main, 'segmentWords', 'instance')")
        var words: [Int64: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT doc, term FROM temp.segmentWordsInstances ORDER BY doc, offset") {
            words[row["doc"], default: []].append(row["term"])
        }
        return words.mapValues { $0.joined(separator: " ") }
    }
}
