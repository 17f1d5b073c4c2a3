import GRDB

extension CorpusIndex {
    /// One document's segment ids and the full-text matches among them.
    private struct SegmentSpan {
        var first: Int64
        var last: Int64
        var path: String
        /// Whether the document is of the searched language.
        var wanted: Bool
        var hits: [Int64] = []
    }

    /// The hits of `fullTextQuery`, counted and ordered from the matches' ids alone, without reading
    /// each match's segment: a document's segments are written together, so their ids are
    /// consecutive, and a match belongs to the document whose range of ids holds it. Only the
    /// matches of the first documents in path order (every document of a path: their lines
    /// interleave) are read, and sorted as `order` says. `app` on the ×10 perf corpus (84,020
    /// matches): 0.15 s through the segments, 0.08 s this way (per process, start-up included).
    ///
    /// Nil when there are fewer than `minimumMatches` matches (reading every document's range,
    /// 14 ms on ×10, costs more than it saves: a rare word's hits are read through their segments
    /// in 30 ms, start-up included), when the ranges overlap (ids not laid out as the index writes
    /// them) or fewer rows are read than counted (full-text rows without their segment): the caller
    /// then goes through the segments.
    ///
    /// - Complexity: O(m + d log d) for m matches and d documents, and the first hits' rows.
    static func rangedHits(
        of fullTextQuery: String, language: (clause: String, arguments: StatementArguments), limit: Int,
        select: String, order: String, minimumMatches: Int = 2_000, query: String, in db: Database
    ) throws -> SearchResult? {
        let ids = try Int64.fetchAll(
            db, sql: "SELECT rowid FROM segmentWords WHERE segmentWords MATCH ? ORDER BY rowid",
            arguments: [fullTextQuery])
        guard ids.count >= max(minimumMatches, 1) else { return nil }
        // The language test of the other path, as a column (" AND (…)" without its " AND ").
        let wanted = language.clause.isEmpty ? "1" : String(language.clause.dropFirst(" AND ".count))
        let documents = try Row.fetchAll(
            db,
            sql: """
                SELECT d.path AS path, \(wanted) AS wanted,
                    (SELECT min(s.id) FROM segment s WHERE s.documentId = d.id) AS first,
                    (SELECT max(s.id) FROM segment s WHERE s.documentId = d.id) AS last
                FROM document d
                """, arguments: language.arguments)
        var spans = documents.compactMap { row -> SegmentSpan? in
            guard let first: Int64 = row["first"], let last: Int64 = row["last"] else { return nil }
            return SegmentSpan(first: first, last: last, path: row["path"], wanted: row["wanted"])
        }.sorted { $0.first < $1.first }
        for k in spans.indices.dropFirst() where spans[k].first <= spans[k - 1].last { return nil }
        var total = 0
        var k = 0
        for id in ids {
            while k < spans.count, spans[k].last < id { k += 1 }
            guard k < spans.count else { break }
            if spans[k].first <= id, spans[k].wanted {
                spans[k].hits.append(id)
                total += 1
            }
        }
        var result = SearchResult(hits: [], total: total)
        guard total > 0, limit > 0 else { return result }
        // Paths compared as SQLite's ORDER BY compares them: by their UTF-8 bytes.
        let found = spans.filter { !$0.hits.isEmpty }.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var candidates: [Int64] = []
        var index = 0
        while index < found.count, candidates.count < limit {
            let path = found[index].path
            while index < found.count, found[index].path.utf8.elementsEqual(path.utf8) {
                candidates += found[index].hits
                index += 1
            }
        }
        let list = "[" + candidates.map(String.init).joined(separator: ",") + "]"
        let rows = try Row.fetchAll(
            db,
            sql: select + """
                segment s JOIN document d ON d.id = s.documentId
                WHERE s.id IN (SELECT value FROM json_each(?))
                """ + order + " LIMIT ?",
            arguments: [list, limit])
        guard rows.count == min(limit, total) else { return nil }
        result.hits = rows.map { Self.hit($0, query: query) }
        return result
    }
}
