import CorpusModel
import Foundation
import GRDB

extension CorpusIndex {
    /// A document as the index lists it.
    public struct DocumentEntry: Sendable, Equatable {
        public var id: String
        public var path: String
        public var language: String
        public var parallelGroup: String?
        public var contentHash: String
        public var parseKey: String
    }

    /// Every indexed document, by path.
    public func documents() throws(IndexError) -> [DocumentEntry] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT id, path, language, parallelGroup, contentHash, parseKey FROM document ORDER BY path").map {
                DocumentEntry(
                    id: $0["id"], path: $0["path"], language: $0["language"], parallelGroup: $0["parallelGroup"],
                    contentHash: $0["contentHash"], parseKey: $0["parseKey"])
            }
        }
    }

    /// Every indexed document's id, path and language, by path: what a query needs of the document
    /// table, read by column position (a corpus of thousands of documents is listed by every `term`
    /// and `search`, and decoding rows by column name cost more than the query).
    public func documentPlaces() throws(IndexError) -> [(id: String, path: String, language: String)] {
        try read { db in
            var places: [(id: String, path: String, language: String)] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT id, path, language FROM document ORDER BY path")
            while let row = try rows.next() {
                places.append((row[0], row[1], row[2]))
            }
            return places
        }
    }

    /// The parsed document stored for `path` when it was parsed from bytes with `contentHash` by a
    /// parser identified by `parseKey`; nil otherwise (then the caller parses it again). With `text`
    /// (the file's text, decoded from those bytes), the paragraphs that were slices of the text
    /// come back as slices of `text`. Throws when the index cannot be read or the stored record does
    /// not decode (a damaged file).
    public func cachedDocument(path: String, contentHash: String, parseKey: String, text: String? = nil) throws(IndexError) -> Document? {
        let blob: Data? = try read { db in
            try Data.fetchOne(
                db, sql: "SELECT parsed FROM document WHERE path = ? AND contentHash = ? AND parseKey = ?",
                arguments: [path, contentHash, parseKey])
        }
        guard let blob else { return nil }
        // An entry that no longer decodes (it cannot, short of a damaged file) is an error the caller
        // reports; it parses the document again. (Copied out of the blob as one block, not byte by byte.)
        do {
            return try Document(binary: blob.withUnsafeBytes { [UInt8]($0) }, text: text)
        } catch {
            throw .database(path: url.path, message: "the stored parse of '\(path)' cannot be read (\(error))")
        }
    }

    /// Every stored document analysis, by key (see `IndexSnapshot.analyses`).
    public func documentAnalyses() throws(IndexError) -> [String: Data] {
        try read { db in
            var result: [String: Data] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT key, analysis FROM documentAnalysis") {
                result[row["key"]] = row["analysis"]
            }
            return result
        }
    }

    /// The keys of the stored document analyses (see `IndexSnapshot.analyses`): what a build may
    /// read with `documentAnalysis(key:)`, without reading every analysis up front.
    public func documentAnalysisKeys() throws(IndexError) -> Set<String> { try keys(in: .analyses) }

    /// The keys `cache` holds values under.
    public func keys(in cache: KeyedCache) throws(IndexError) -> Set<String> {
        try read { db in Set(try String.fetchAll(db, sql: "SELECT key FROM \(cache.table.name)")) }
    }

    /// The value `cache` holds under `key`, or nil.
    public func value(key: String, in cache: KeyedCache) throws(IndexError) -> Data? {
        let (table, column) = cache.table
        return try read { db in try Data.fetchOne(db, sql: "SELECT \(column) FROM \(table) WHERE key = ?", arguments: [key]) }
    }

    /// The document analysis stored under `key`, or nil.
    public func documentAnalysis(key: String) throws(IndexError) -> Data? { try value(key: key, in: .analyses) }

    /// The encoded alignment stored under `key` (see `IndexSnapshot.alignments`).
    public func alignment(key: String) throws(IndexError) -> Data? { try value(key: key, in: .alignments) }

    /// The glossary stored under `key` (see `IndexSnapshot.glossaries`), or nil.
    public func glossary(key: String) throws(IndexError) -> Data? { try value(key: key, in: .glossaries) }

    /// The build facts (`IndexSnapshot.meta`).
    public func meta() throws(IndexError) -> [String: String] {
        try read { db in
            Dictionary(
                try Row.fetchAll(db, sql: "SELECT key, value FROM meta").map { ($0["key"] as String, $0["value"] as String) },
                uniquingKeysWith: { a, _ in a })
        }
    }

    /// The stored term occurrences: counts per matcher pattern and document id, and the
    /// keyword-in-context lines in their original order.
    ///
    /// - Parameters:
    ///   - patterns: only these matcher patterns' counts (all when nil).
    ///   - concepts: only these concepts' lines (all when nil).
    public func termOccurrences(
        patterns: [Int]? = nil, concepts: [Int]? = nil
    ) throws(IndexError) -> (counts: [IndexSnapshot.TermCount], lines: [IndexSnapshot.TermLine]) {
        func list(_ values: [Int]) -> String { values.map(String.init).joined(separator: ",") }
        return try read { db in
            let counts = try Row.fetchAll(
                db,
                sql: "SELECT pattern, documentId, count FROM termCount"
                    + (patterns.map { " WHERE pattern IN (\(list($0)))" } ?? "")
            ).map {
                IndexSnapshot.TermCount(pattern: $0["pattern"], document: $0["documentId"], count: $0["count"])
            }
            let lines = try Row.fetchAll(
                db,
                sql: "SELECT concept, documentId, line, left, match, right FROM termLine"
                    + (concepts.map { " WHERE concept IN (\(list($0)))" } ?? "") + " ORDER BY ordinal"
            ).map {
                IndexSnapshot.TermLine(
                    concept: $0["concept"], document: $0["documentId"], line: $0["line"], left: $0["left"], match: $0["match"],
                    right: $0["right"])
            }
            return (counts, lines)
        }
    }

    /// The stored findings, in report order.
    public func findings() throws(IndexError) -> [IndexSnapshot.Finding] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT rule, severity, path, line, column, message, fingerprint FROM finding ORDER BY ordinal").map {
                IndexSnapshot.Finding(
                    rule: $0["rule"], severity: $0["severity"], path: $0["path"], line: $0["line"], column: $0["column"],
                    message: $0["message"], fingerprint: $0["fingerprint"])
            }
        }
    }
}
