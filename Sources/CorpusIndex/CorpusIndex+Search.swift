import Foundation
import GRDB
import TextKit

extension CorpusIndex {
    /// One segment that holds the searched text.
    public struct SearchHit: Sendable, Equatable, Codable {
        /// The document's path, as `check` shows it.
        public var document: String
        public var language: String
        /// Where the segment starts; for one written over several lines (a wrapped Markdown
        /// sentence), where it goes on on the line that holds the match.
        public var line: Int
        public var column: Int
        /// The whole segment.
        public var text: String
        /// Whether the hit is a line of a code listing rather than a segment of prose.
        public var code: Bool

        public init(document: String, language: String, line: Int, column: Int, text: String, code: Bool = false) {
            (self.document, self.language, self.line, self.column, self.text, self.code) = (document, language, line, column, text, code)
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            document = try container.decode(String.self, forKey: .document)
            language = try container.decode(String.self, forKey: .language)
            line = try container.decode(Int.self, forKey: .line)
            column = try container.decode(Int.self, forKey: .column)
            text = try container.decode(String.self, forKey: .text)
            code = try container.decodeIfPresent(Bool.self, forKey: .code) ?? false
        }
    }

    /// The hits of one search: the first `limit`, and how many there are in all.
    public struct SearchResult: Sendable, Equatable, Codable {
        public var hits: [SearchHit]
        public var total: Int
        /// Whether the hits hold the query's words apart, no segment holding them as a phrase.
        public var wordsApart: Bool

        public init(hits: [SearchHit], total: Int, wordsApart: Bool = false) {
            (self.hits, self.total, self.wordsApart) = (hits, total, wordsApart)
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            hits = try container.decode([SearchHit].self, forKey: .hits)
            total = try container.decode(Int.self, forKey: .total)
            wordsApart = try container.decodeIfPresent(Bool.self, forKey: .wordsApart) ?? false
        }
    }

    /// The segments holding `query`, in document and line order.
    ///
    /// The query is folded and split into words as segments were when they were indexed
    /// (`SearchWords`), and looked up as an FTS5 phrase: its words, adjacent and in order, a katakana
    /// word also as a part of the index's solid compounds (`KatakanaCompounds`). ICU may
    /// split a Japanese or Chinese phrase differently inside a sentence than alone, so when a query
    /// holding Han or kana finds nothing that way, the segment texts are searched for it as a
    /// substring (as typed, and folded without its katakana words' final `ー`) instead: those of the
    /// segments whose words could hold it (`SubstringFilter`). A query of
    /// several words that still finds nothing finds the segments holding every one of its words, in
    /// any order (`SearchResult.wordsApart`).
    ///
    /// - Parameters:
    ///   - query: a word or phrase, in any script.
    ///   - language: only documents of this language (a prefix match: `zh` finds `zh-Hans`).
    ///   - limit: the most hits returned; `total` counts them all.
    /// - Complexity: the phrase lookup is O(hits · log n); the fallback O(CJK words of the index +
    /// text of the segments it reads), O(total text) when its filter tells nothing.
    public func search(_ query: String, language: String? = nil, limit: Int = 20) throws(IndexError) -> SearchResult {
        try search(query, language: language, limit: limit, rangesFrom: 2_000)
    }

    /// `search(_:language:limit:)`; with `rangesFrom` matches or more the hits are counted and ordered
    /// through the documents' ranges of segment ids (`rangedHits`), with fewer (or nil) through every
    /// hit's segment row, as the ranges must give them. Without `prefilters`, the substring fallback
    /// reads every text, as the filtered one must find them.
    func search(_ query: String, language: String?, limit: Int, rangesFrom: Int?, prefilters: Bool = true) throws(IndexError)
        -> SearchResult
    {
        let typed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else { return SearchResult(hits: [], total: 0) }
        let folded = typed.normalized(.nfkcCasefold)
        let words = SearchWords.words(of: typed, language: nil)
        var languageClause = ""
        var languageArguments: StatementArguments = []
        if let language {
            languageClause = " AND (d.language = ? OR d.language LIKE ?)"
            languageArguments = [language, language + "-%"]
        }
        let select = "SELECT d.path, d.language, s.line, s.column, s.text, s.code, s.lines FROM "
        let fullTextSegments = "segmentWords w JOIN segment s ON s.id = w.rowid JOIN document d ON d.id = s.documentId"
        let order = " ORDER BY d.path, s.line, s.column"
        let limit = max(limit, 0)
        return try read { db in
            // The hits counted, and only the first `limit` read with their text: a common word is in
            // tens of thousands of segments (`app` in 84,020 of the ×10 perf corpus's), and reading
            // every one to print twenty took 0.42 s. Counted and ordered through each document's range
            // of segment ids (`rangedHits`); else every full-text row is a segment's, so without a
            // language the count needs no segment (5 ms against 84 for `app`).
            func matching(_ fullTextQuery: String) throws -> SearchResult {
                if let rangesFrom,
                    let ranged = try Self.rangedHits(
                        of: fullTextQuery, language: (languageClause, languageArguments), limit: limit, select: select,
                        order: order, minimumMatches: rangesFrom, query: typed, in: db)
                {
                    return ranged
                }
                let match = fullTextSegments + " WHERE segmentWords MATCH ?" + languageClause
                let arguments: StatementArguments = [fullTextQuery] + languageArguments
                let counted = language == nil ? "segmentWords WHERE segmentWords MATCH ?" : match
                let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM " + counted, arguments: arguments) ?? 0
                var result = SearchResult(hits: [], total: total)
                guard total > 0, limit > 0 else { return result }
                let rows = try Row.fetchAll(db, sql: select + match + order + " LIMIT ?", arguments: arguments + [limit])
                result.hits = rows.map { Self.hit($0, query: typed) }
                // Fewer rows than counted: full-text rows left without their segment (an index emptied
                // by hand): counted through the segments instead.
                if rows.count < min(limit, total) {
                    result.total = try Int.fetchOne(db, sql: "SELECT count(*) FROM " + match, arguments: arguments) ?? 0
                }
                return result
            }
            // The index's CJK words, read once when needed.
            var indexWords: [String]?
            func cjkWords() throws -> [String] {
                if indexWords == nil { indexWords = try Self.cjkWords(in: db) }
                return indexWords ?? []
            }
            // A katakana word is also looked for as a part of the index's solid compounds.
            let compounds = try words.contains { SearchWords.isKatakana($0.utf16) } ? KatakanaCompounds(Self.katakanaWords(in: db)) : nil
            func forms(_ word: String, at place: KatakanaCompounds.Place) -> [String] {
                [word] + (compounds?.compounds(holding: word, at: place) ?? [])
            }
            var result = SearchResult(hits: [], total: 0)
            if !words.isEmpty {
                let places: [KatakanaCompounds.Place] = words.indices.map { index in
                    words.count == 1 ? .anywhere : index == 0 ? .ending : index == words.count - 1 ? .starting : .whole
                }
                result = try matching(SearchWords.phrasesQuery(zip(words, places).map(forms)))
            }
            if result.total == 0, typed.unicodeScalars.contains(where: Self.isCJK) {
                // The query without its katakana words' final marks is in the texts that write them
                // either way (`ユーザ` is in `ユーザー`). Only the segments whose words could hold
                // either are read (`SubstringFilter`); without such words, every text.
                let unmarked = SearchWords.withoutFinalLongVowelMarks(folded)
                let filter = prefilters ? SubstringFilter([folded, unmarked], words: try cjkWords()) : .everySegment
                let texts: String
                var arguments: StatementArguments = []
                switch filter {
                case .noSegment: texts = ""
                case .everySegment: texts = "segment s JOIN document d ON d.id = s.documentId WHERE "
                case .segmentsMatching(let fullTextQuery):
                    texts = fullTextSegments + " WHERE segmentWords MATCH ? AND "
                    arguments = [fullTextQuery]
                }
                if !texts.isEmpty {
                    let sql = select + texts + " (instr(s.text, ?) > 0 OR instr(s.text, ?) > 0)" + languageClause + order
                    let rows = try Row.fetchAll(db, sql: sql, arguments: arguments + [typed, unmarked] + languageArguments)
                    result = SearchResult(hits: rows.prefix(limit).map { Self.hit($0, query: typed) }, total: rows.count)
                }
            }
            let distinct = Set(words)
            if result.total == 0, distinct.count > 1 {
                // No segment holds the phrase: those that hold every word of it, in any order.
                let everyWord = distinct.sorted().map { "(" + forms($0, at: .anywhere).map { SearchWords.phraseQuery([$0]) }.joined(separator: " OR ") + ")" }
                result = try matching(everyWord.joined(separator: " AND "))
                result.wordsApart = result.total > 0
            }
            return result
        }
    }

    /// The CJK words of the full-text table: as the last write stored them, else through the
    /// vocabulary table.
    static func cjkWords(in db: Database) throws -> [String] {
        try storedCJKWords(db) ?? vocabularyCJKWords(in: db)
    }

    /// The katakana words of the full-text table (`KatakanaCompounds`), a fifth of its CJK words:
    /// kept apart by the write, so that a katakana query reads those alone.
    static func katakanaWords(in db: Database) throws -> [String] {
        try storedCJKWords(db, fact: Fact.katakanaWords) ?? cjkWords(in: db).filter { SearchWords.isKatakana($0.utf16) }
    }

    /// The CJK words (or those of another list, `fact`) a write stored, or nil when none did (an
    /// index written before it did).
    static func storedCJKWords(_ db: Database, fact: String = Fact.cjkWords) throws -> [String]? {
        try String.fetchOne(db, sql: "SELECT value FROM indexFact WHERE key = ?", arguments: [fact]).map { stored in
            stored.utf8.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The words of the full-text table that start at U+3000 or above (`SearchWords.isCJKWord`),
    /// through its vocabulary table: 0.29 s on the ×10 perf corpus's index, 0.04 s on the perf
    /// corpus's, so a write keeps the list instead (`storeCJKWords`).
    static func vocabularyCJKWords(in db: Database) throws -> [String] {
        try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.segmentVocabulary USING fts5vocab(main, segmentWords, row)")
        return try String.fetchAll(db, sql: "SELECT term FROM temp.segmentVocabulary WHERE term >= ?", arguments: ["\u{3000}"])
    }

    /// Stores `words` as the CJK words of the full-text table (`Fact.cjkWords`), and its katakana
    /// words apart (`Fact.katakanaWords`), in a write.
    static func storeCJKWords(_ words: Set<String>, _ db: Database) throws {
        let sorted = words.sorted()
        for (fact, list) in [(Fact.cjkWords, sorted), (Fact.katakanaWords, sorted.filter { SearchWords.isKatakana($0.utf16) })] {
            try db.execute(
                sql: "INSERT OR REPLACE INTO indexFact (key, value) VALUES (?, ?)", arguments: [fact, list.joined(separator: "\n")])
        }
    }

    /// Han, kana and the CJK punctuation and width forms: where ICU's dictionary decides words.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: true
        default: false
        }
    }

    /// The hit of a segment row: on the line and at the column where the segment's part that holds
    /// `query` starts, for a segment written over several lines (`SegmentLines`); else where it starts.
    static func hit(_ row: Row, query: String) -> SearchHit {
        var hit = SearchHit(
            document: row["path"], language: row["language"], line: row["line"], column: row["column"], text: row["text"], code: row["code"])
        if let lines = SegmentLines(stored: row["lines"]), let range = SearchWords.place(of: query, in: hit.text, language: hit.language) {
            let offset = hit.text.unicodeScalars.distance(from: hit.text.unicodeScalars.startIndex, to: range.lowerBound)
            if let place = lines.place(of: offset) { (hit.line, hit.column) = place }
        }
        return hit
    }
}
