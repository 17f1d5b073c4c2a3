import CorpusModel
import DocumentParsing
import Foundation
import GRDB
import Testing

@testable import CorpusIndex

@Suite struct CorpusIndexTests {
    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)")
    }

    static func indexed(_ id: String, _ language: String, _ text: String, hash: String? = nil)
        -> IndexSnapshot.IndexedDocument
    {
        let document = DocumentParser.parse(
            text: text, source: "\(id).md", options: .init(id: id, language: LanguageTag(language), shape: .markdown))
        return IndexSnapshot.IndexedDocument(
            id: id, path: "docs/\(id).md", language: language, parallelGroup: nil,
            contentHash: hash ?? "\(text.hashValue)",
            parseKey: "k", document: document, text: text)
    }

    static let pages = [
        indexed("guide-ja", "ja", "# ガイド\n\nウィンバックオファーを設定すると、解約した登録者が戻ってきます。\n\nＳｔｏｒｅＫｉｔ の API です。\n"),
        indexed("guide-zh", "zh-Hans", "# 指南\n\n设置赢回优惠后，已取消订阅的用户会回来。\n"),
        indexed(
            "guide-en", "en", "# Guide\n\nSet up a win-back offer to bring subscribers back.\n\nStoreKit has the API.\n"
        ),
    ]

    @Test func findsJapaneseAndChineseWordsInsideSentences() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        var snapshot = IndexSnapshot()
        snapshot.documents = Self.pages
        try index.write(snapshot)
        let ja = try index.search("ウィンバックオファー")
        #expect(ja.hits.map(\.document) == ["docs/guide-ja.md"] && ja.hits.first?.line == 3)
        let zh = try index.search("赢回优惠")
        #expect(zh.hits.map(\.document) == ["docs/guide-zh.md"] && zh.hits.first?.line == 3)
        // Width and case fold both ways.
        #expect(try index.search("storekit").hits.map(\.document) == ["docs/guide-en.md", "docs/guide-ja.md"])
        #expect(try index.search("ＳＴＯＲＥＫＩＴ").total == 2)
        #expect(try index.search("storekit", language: "ja").hits.map(\.language) == ["ja"])
        #expect(try index.search("win-back offer").hits.map(\.document) == ["docs/guide-en.md"])
        // A phrase keeps its word order; without a segment holding it, those holding every word come.
        #expect(try index.search("win-back offer").wordsApart == false)
        let apart = try index.search("offer win-back")
        #expect(apart.hits.map(\.document) == ["docs/guide-en.md"] && apart.wordsApart)
        #expect(try index.search("offer xyzzy").total == 0)
        // A plural or possessive finds its noun, and the other way round.
        #expect(try index.search("Win-Back Offers").hits.map(\.document) == ["docs/guide-en.md"])
        #expect(try index.search("subscriber").hits.map(\.document) == ["docs/guide-en.md"])
        #expect(try index.search("APIs").total == 2)
        // A katakana word with or without its final long-vowel mark, as a word (no substring holds
        // the longer form).
        var withServer = snapshot
        withServer.documents.append(Self.indexed("server-ja", "ja", "# 手順\n\nサーバを再起動します。\n"))
        try index.write(withServer)
        #expect(try index.search("サーバー").hits.map(\.line) == [3])
        #expect(try index.search("サーバーを再起動").hits.map(\.document) == ["docs/server-ja.md"])
        // A katakana word inside a solid compound of words, not inside another word.
        var compounds = withServer
        compounds.documents.append(
            Self.indexed("affinity-ja", "ja", "# ノードアフィニティ\n\nノードアフィニティを使います。\n\nアフィニティとは何か。\n\nノードを選びます。\n\nサポートのポート。\n"))
        try index.write(compounds)
        #expect(try index.search("アフィニティ").hits.map(\.line) == [1, 3, 5])
        #expect(try index.search("アフィニティを使い").hits.map(\.line) == [3])
        #expect(try index.search("ノード").hits.map(\.line) == [1, 3, 7])
        #expect(try index.search("ノードを選び").hits.map(\.line) == [7])
        #expect(try index.search("ポート").hits.map(\.line) == [9])
        #expect(try index.search("アフィニティ 選び").total == 0)
        #expect(try index.search("使い アフィニティ").hits.map(\.line) == [3])
        // The write stores the full-text table's CJK words; a removed document's words leave unless
        // another row holds them.
        func cjkWords() throws -> (stored: Set<String>, table: Set<String>) {
            try index.read { db in (Set(try CorpusIndex.storedCJKWords(db) ?? []), Set(try CorpusIndex.vocabularyCJKWords(in: db))) }
        }
        #expect(try cjkWords().stored == cjkWords().table && cjkWords().stored.isSuperset(of: ["优惠", "ノードアフィニティ"]))
        try index.write(withServer)
        #expect(try index.search("アフィニティ").total == 0)
        #expect(try cjkWords().stored == cjkWords().table && !cjkWords().stored.contains("ノードアフィニティ"))
        #expect(
            try index.read { try CorpusIndex.katakanaWords(in: $0) } == cjkWords().stored.sorted().filter { SearchWords.isKatakana($0.utf16) })
        #expect(try cjkWords().stored.isSuperset(of: ["を", "サーバ"]))
        try index.write(compounds)
        #expect(try index.search("zh", language: "zh").total == 0)
        #expect(try index.search("用户", language: "zh").hits.map(\.language) == ["zh-Hans"])
        let limited = try index.search("the", limit: 0)
        #expect(limited.hits.isEmpty)
    }

    /// Ordered through each document's range of segment ids, a search gives what ordering every hit
    /// through its segment gives: on the Kubernetes pages (skipped without them), for common and rare
    /// words, each language filter and several limits, and again after a write that replaced the
    /// first pages (their segments then come last by id, not in path order).
    @Test func hitsOrderedByIdRangesAreThoseOrderedThroughTheSegments() throws {
        guard let docs = Self.kubernetesPages() else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        func page(_ name: String, adding extra: String = "") throws -> IndexSnapshot.IndexedDocument {
            try Self.kubernetesPage(name, in: docs, adding: extra)
        }
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        var snapshot = IndexSnapshot()
        snapshot.documents = try names.map { try page($0) }
        try index.write(snapshot)
        func compare() throws {
            let queries = ["pod", "node", "the", "container runtime", "eviction pod", "ノード", "コンテナ", "容器", "节点", "ユーザー", "xyzzy"]
            for query in queries {
                for language in [nil, "ja", "zh", "en"] {
                    for limit in [0, 1, 7, 20, 5000] {
                        let ranged = try index.search(query, language: language, limit: limit, rangesFrom: 0)
                        let through = try index.search(query, language: language, limit: limit, rangesFrom: nil)
                        #expect(ranged == through, "\(query) \(language ?? "any") \(limit)")
                    }
                }
            }
            // The ranges were used, not fallen back from.
            let used = try index.read { db in
                try CorpusIndex.rangedHits(
                    of: SearchWords.phraseQuery(["pod"]), language: ("", []), limit: 20,
                    select: "SELECT d.path, d.language, s.line, s.column, s.text, s.code, s.lines FROM ",
                    order: " ORDER BY d.path, s.line, s.column", query: "pod", in: db)
            }
            #expect(used?.hits.count == 20)
        }
        try compare()
        for k in 0..<6 { snapshot.documents[k] = try page(names[k], adding: "\nPods run on nodes.\n") }
        try index.write(snapshot)
        try compare()
    }

    /// On the Kubernetes pages' Japanese (skipped without them): a katakana word is found inside the
    /// solid compounds made of it, as often as those compounds hold it, and not inside the longer
    /// words that merely start with it.
    @Test func katakanaWordsAreFoundInsideTheCompoundsOfRealPages() throws {
        try Self.withKubernetesPages(["ja"]) { index in
            func texts(_ query: String) throws -> [String] { try index.search(query, limit: 10_000).hits.map(\.text) }
            // ICU cut `ノードアフィニティ` into `ノー`, `ドア`, …: 4 of the pages' 10 segments with `アフィニティ`
            // were found (those of `アンチアフィニティ`, whose `アンチ` the pages never write alone, still are not).
            let affinity = try texts("アフィニティ")
            #expect(affinity.count >= 6 && affinity.contains { $0.contains("ノードアフィニティ") })
            #expect(try texts("コンテナ").contains { $0.contains("コンテナランタイム") })
            #expect(try texts("ランタイム").filter { $0.contains("コンテナランタイム") }.count >= 40)
            // `クラスター` is written 300 times; `クラス` (class) is found in none of them.
            let classes = try texts("クラス")
            #expect(!classes.isEmpty && classes.allSatisfy { $0.replacingOccurrences(of: "クラスター", with: "").contains("クラス") })
            #expect(try texts("クラスター").count >= 300)
        }
    }

    /// The folder of the Kubernetes pages in ../shared, or nil (and a note) when it is not there.
    static func kubernetesPages() -> URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let docs = root.deletingLastPathComponent().appendingPathComponent("shared/real-corpus/docs")
        guard FileManager.default.fileExists(atPath: docs.path) else {
            print("skip: no shared/real-corpus/docs next to the package")
            return nil
        }
        return docs
    }

    /// The page `name` of the Kubernetes pages' folder `docs`, `extra` added to its text, as the index
    /// takes it (its language from its name).
    static func kubernetesPage(_ name: String, in docs: URL, adding extra: String = "") throws -> IndexSnapshot.IndexedDocument {
        let language = name.hasSuffix(".ja.md") ? "ja" : name.hasSuffix(".zh-Hans.md") ? "zh-Hans" : "en"
        let text = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8) + extra
        return indexed(String(name.dropLast(3)), language, text)
    }

    /// The Kubernetes pages of `languages` indexed in a folder of their own; nothing when ../shared
    /// is not there.
    static func withKubernetesPages(_ languages: [String], _ body: (CorpusIndex) throws -> Void) throws {
        guard let docs = kubernetesPages() else { return }
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        var snapshot = IndexSnapshot()
        for language in languages {
            let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".\(language).md") }.sorted()
            snapshot.documents += try names.map { try kubernetesPage($0, in: docs) }
        }
        try index.write(snapshot)
        try body(index)
    }

    /// The substring fallback reads only the segments whose words could hold the query, and finds
    /// what reading every text finds: on the Kubernetes pages' Japanese and Chinese (skipped without
    /// them), for pieces of their own sentences cut at any letter (most of them in no segment's words
    /// as a phrase), and for texts no page holds.
    @Test func theFilteredSubstringFallbackFindsWhatReadingEveryTextFinds() throws {
        try Self.withKubernetesPages(["ja", "zh-Hans"]) { index in
            let texts = try index.read { try String.fetchAll($0, sql: "SELECT text FROM segment ORDER BY id") }
            var queries = ["赢回优惠", "オファーコード", "ユーザー利用資格", "サーバ間通知", "クラスター管理者", "容器运行时接口", "ーザ", "の"]
            // Every 37th segment's text, cut at a place and of a length that move with it.
            for (number, text) in texts.enumerated() where number % 37 == 0 {
                let letters = Array(text.unicodeScalars)
                guard letters.count > 8 else { continue }
                let start = (number * 7) % (letters.count - 8)
                let piece = String(String.UnicodeScalarView(letters[start..<(start + 2 + number % 7)]))
                if piece.unicodeScalars.contains(where: SubstringFilter.isAnchor) { queries.append(piece) }
            }
            #expect(queries.count > 100)
            var filtered = 0
            for query in queries {
                let words = try index.read { try CorpusIndex.cjkWords(in: $0) }
                let folded = query.trimmingCharacters(in: .whitespaces).normalized(.nfkcCasefold)
                if case .segmentsMatching = SubstringFilter([folded], words: words) { filtered += 1 }
                for language in [nil, "ja"] {
                    let fast = try index.search(query, language: language, limit: 10_000, rangesFrom: 2_000, prefilters: true)
                    let slow = try index.search(query, language: language, limit: 10_000, rangesFrom: 2_000, prefilters: false)
                    #expect(fast == slow, "\(query) \(language ?? "any")")
                }
            }
            // The filter was used for most queries, not left for every segment.
            #expect(filtered > queries.count * 3 / 4)
            #expect(try index.search("赢回优惠").total == 0)
        }
    }

    @Test func aWriteKeepsUnchangedDocumentsAndRemovesMissingOnes() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        var snapshot = IndexSnapshot()
        snapshot.documents = Self.pages
        #expect(try index.write(snapshot) == .init(written: 3, kept: 0, removed: 0))
        snapshot.documents = [Self.pages[0], Self.indexed("guide-zh", "zh-Hans", "# 指南\n\n促销优惠。\n")]
        #expect(try index.write(snapshot) == .init(written: 1, kept: 1, removed: 1))
        #expect(try index.search("赢回优惠").total == 0)
        #expect(try index.search("促销优惠").total == 1)
        #expect(try index.search("win-back").total == 0)
        #expect(try index.documents().map(\.id) == ["guide-ja", "guide-zh"])
        // The stored parse comes back for the same bytes and parse key only.
        let entry = try #require(try index.documents().first)
        #expect(
            try index.cachedDocument(path: entry.path, contentHash: entry.contentHash, parseKey: "k")
                == Self.pages[0].document)
        #expect(try index.cachedDocument(path: entry.path, contentHash: entry.contentHash, parseKey: "other") == nil)
        #expect(try index.cachedDocument(path: entry.path, contentHash: "other", parseKey: "k") == nil)
    }

    /// Every segment of the index with its full-text words as the full-text index holds them, by
    /// document and place (not by row id); a full-text row without a segment as one of its own.
    static func segmentRows(_ index: CorpusIndex) throws -> [String] {
        try index.write { db in
            var words = try CorpusIndex.indexedWords(in: db)
            let rows = try Row.fetchAll(
                db, sql: "SELECT s.id, s.documentId, s.line, s.column, s.text, s.code FROM segment s ORDER BY s.documentId, s.line, s.column"
            ).map { row in
                "\(row[1] as String) \(row[2] as Int) \(row[3] as Int) \(row[4] as String)\(row[5] as Bool ? " (code)" : "") | \(words.removeValue(forKey: row[0]) ?? "")"
            }
            return rows + words.sorted { $0.key < $1.key }.map { "no segment \($0.key) | \($0.value)" }
        }
    }

    /// Runs `body` with an index of `pages` in a folder of its own and a second, empty folder for a
    /// fresh index to compare it with; both removed afterwards.
    static func withPagesIndexed(_ body: (CorpusIndex, _ fresh: URL) throws -> Void) throws {
        let (folder, fresh) = (Self.folder(), Self.folder())
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: fresh)
        }
        let index = try CorpusIndex(folder: folder)
        var snapshot = IndexSnapshot()
        snapshot.documents = Self.pages
        try index.write(snapshot)
        try body(index, fresh)
    }

    /// A write that keeps none of the stored documents (another TermBridge parses every one again)
    /// empties the tables whole instead of removing each document's rows: the index then holds what
    /// a fresh one given the same snapshot holds, and later writes keep and replace documents in it.
    @Test func aWriteThatKeepsNoDocumentReplacesThemAllAsAFreshIndexHoldsThem() throws {
        try Self.withPagesIndexed { index, fresh in
            var snapshot = IndexSnapshot()
            var reparsed = Self.pages[0]
            reparsed.parseKey = "k2"
            let added = Self.indexed("setup-ja", "ja", "# 設定\n\nプロモーションオファーを作成します。\n")
            snapshot.documents = [reparsed, Self.indexed("guide-zh", "zh-Hans", "# 指南\n\n促销优惠。\n"), added]
            #expect(try index.write(snapshot) == .init(written: 3, kept: 0, removed: 1))
            let other = try CorpusIndex(folder: fresh)
            try other.write(snapshot)
            #expect(try Self.segmentRows(index) == Self.segmentRows(other))
            #expect(try Self.segmentRows(index).count == 7)
            // Made anew, not emptied a row at a time: the full-text index holds no record of removed
            // words, as a fresh one does.
            let blocks = "SELECT count(*) || ' ' || sum(length(block)) FROM segmentWords_data"
            #expect(try index.read { try String.fetchOne($0, sql: blocks) } == other.read { try String.fetchOne($0, sql: blocks) })
            #expect(try index.documents().map(\.id) == ["guide-ja", "guide-zh", "setup-ja"])
            for (query, total) in [("赢回优惠", 0), ("win-back", 0), ("促销优惠", 1), ("プロモーションオファー", 1), ("ウィンバックオファー", 1)] {
                #expect(try index.search(query).total == total, "\(query)")
                #expect(try index.search(query) == other.search(query), "\(query)")
            }
            // The emptied tables take the next write's changes one document at a time.
            snapshot.documents = [reparsed, added]
            #expect(try index.write(snapshot) == .init(written: 0, kept: 2, removed: 1))
            #expect(try index.search("促销优惠").total == 0)
            #expect(try Self.segmentRows(index).count == 5)
        }
    }

    /// A document whose bytes changed but not its parse (a blank line added at the end) keeps its
    /// rows, its hash updated; one whose parse changed is written again.
    @Test func aDocumentParsedAsBeforeKeepsItsRows() throws {
        try Self.withPagesIndexed { index, fresh in
            var snapshot = IndexSnapshot()
            let touched = Self.indexed("guide-ja", "ja", "# ガイド\n\nウィンバックオファーを設定すると、解約した登録者が戻ってきます。\n\nＳｔｏｒｅＫｉｔ の API です。\n\n", hash: "touched")
            snapshot.documents = [touched, Self.pages[1], Self.pages[2]]
            let ids = try index.read { try Int64.fetchAll($0, sql: "SELECT id FROM segment ORDER BY id") }
            #expect(try index.write(snapshot) == .init(written: 0, kept: 3, removed: 0))
            #expect(try index.read { try Int64.fetchAll($0, sql: "SELECT id FROM segment ORDER BY id") } == ids)
            #expect(try index.read { try String.fetchOne($0, sql: "SELECT contentHash FROM document WHERE id = 'guide-ja'") } == "touched")
            // The next write with these bytes keeps the document as unchanged; its stored parse is read back.
            #expect(try index.write(snapshot) == .init(written: 0, kept: 3, removed: 0))
            #expect(try index.cachedDocument(path: "docs/guide-ja.md", contentHash: "touched", parseKey: "k", text: touched.text) != nil)
            let other = try CorpusIndex(folder: fresh)
            try other.write(snapshot)
            #expect(try Self.segmentRows(index) == Self.segmentRows(other))
            // A changed parse (another parse key, or other text) is written again.
            let edited = Self.indexed("guide-ja", "ja", "# ガイド\n\n別の文です。\n", hash: "edited")
            snapshot.documents[0] = edited
            #expect(try index.write(snapshot) == .init(written: 1, kept: 2, removed: 0))
            #expect(try index.search("別の文").total == 1)
        }
    }

    /// The same parse with a listing's lines at other columns (its fence indented otherwise in a
    /// list item): the code rows are written again where they now are.
    @Test func codeLinesMovedWithTheSameParseAreWrittenAgain() throws {
        let folder = Self.folder()
        let fresh = Self.folder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: fresh)
        }
        let before = Self.indexed("list", "en", "- An item.\n\n  ```\n  let code = 1\n  ```\n", hash: "a")
        let after = Self.indexed("list", "en", "- An item.\n\n   ```\n   let code = 1\n   ```\n", hash: "b")
        #expect(Data(before.document.binaryEncoded()) == Data(after.document.binaryEncoded()), "the same parse")
        let index = try CorpusIndex(folder: folder)
        var snapshot = IndexSnapshot()
        snapshot.documents = [before]
        try index.write(snapshot)
        snapshot.documents = [after]
        #expect(try index.write(snapshot) == .init(written: 1, kept: 0, removed: 0))
        let other = try CorpusIndex(folder: fresh)
        try other.write(snapshot)
        #expect(try Self.segmentRows(index) == Self.segmentRows(other))
        #expect(try Self.segmentRows(index).contains { $0.hasPrefix("list 4 4 let code = 1 (code)") })
    }

    /// The full-text table keeps no copy of the words: a replaced or removed document's rows are taken
    /// out by giving their words again, which leaves the index a fresh one's; words stored by another
    /// ICU (or another splitting) are not given again but every document written anew.
    @Test func fullTextRowsAreRemovedByTheirWordsAndRewrittenUnderAnotherSplit() throws {
        try Self.withPagesIndexed { index, fresh in
            var snapshot = IndexSnapshot()
            let edited = Self.indexed("guide-ja", "ja", "# ガイド\n\nプロモーションオファーを作成します。\n", hash: "edited")
            snapshot.documents = [edited, Self.pages[1]]
            #expect(try index.write(snapshot) == .init(written: 1, kept: 1, removed: 1))
            let other = try CorpusIndex(folder: fresh)
            try other.write(snapshot)
            #expect(try Self.segmentRows(index) == Self.segmentRows(other))
            #expect(try !Self.segmentRows(index).contains { $0.contains("no segment") })
            #expect(try index.search("ウィンバックオファー").total == 0)
            #expect(try index.search("プロモーションオファー").total == 1)
            #expect(try index.search("win-back").total == 0)
            // Stored by another ICU: every document written again, the fact updated.
            try index.write { db in try db.execute(sql: "UPDATE indexFact SET value = 'another ICU' WHERE key = ?", arguments: [CorpusIndex.Fact.searchWords]) }
            #expect(try index.write(snapshot) == .init(written: 2, kept: 0, removed: 0))
            #expect(
                try index.read {
                    try String.fetchOne($0, sql: "SELECT value FROM indexFact WHERE key = ?", arguments: [CorpusIndex.Fact.searchWords])
                } == SearchWords.identity)
            #expect(try Self.segmentRows(index) == Self.segmentRows(other))
            #expect(try index.write(snapshot) == .init(written: 0, kept: 2, removed: 0))
        }
    }

    /// A write that leaves an eighth of the file free (most of the index replaced or removed) rebuilds
    /// it to its rows' size; one that frees less leaves the free pages for the next writes to reuse.
    @Test func aWriteThatFreesMostOfTheIndexGivesTheSpaceBack() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        let pageSize = try index.read { try Int.fetchOne($0, sql: "PRAGMA page_size")! }
        func pages() throws -> (count: Int, free: Int) {
            try index.read { db in
                (try Int.fetchOne(db, sql: "PRAGMA page_count")!, try Int.fetchOne(db, sql: "PRAGMA freelist_count")!)
            }
        }
        let megabyte = 1 << 20
        var snapshot = IndexSnapshot()
        snapshot.documents = Self.pages
        snapshot.analyses = ["large": Data(repeating: 7, count: 6 * megabyte), "kept": Data(repeating: 8, count: 50 * megabyte)]
        try index.write(snapshot)
        let full = try pages()
        #expect(full.free == 0)
        // 6 MB of 56 freed: less than an eighth, kept for reuse.
        snapshot.analyses = [:]
        snapshot.keptAnalyses = ["kept"]
        try index.write(snapshot)
        let partly = try pages()
        #expect(partly.count == full.count)
        #expect(partly.free * pageSize >= 5 * megabyte)
        // The rest: rebuilt, no free page left, the rows as they were.
        let before = try Self.segmentRows(index)
        snapshot.keptAnalyses = []
        try index.write(snapshot)
        let compacted = try pages()
        #expect(compacted.free == 0)
        #expect(compacted.count * pageSize < 2 * megabyte)
        #expect(try Self.segmentRows(index) == before)
        #expect(try index.search("ウィンバックオファー").total == 1)
        // A small removal frees a few pages, under the least worth rebuilding for.
        #expect(try !index.compactIfWasteful())
    }

    /// Every row of a document as written, through SQLite's C interface: segments with their
    /// words, API mentions and facts (each fact's JSON with its keys in order, the same bytes in
    /// every build).
    @Test func aDocumentsRowsAreStoredAsItsRecords() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = Self.indexed(
            "offers-en", "en", "# Offers\n\nUse `Product.SubscriptionOffer` to present a win-back offer. Available in iOS 18 and later.\n")
        let document = page.document
        #expect(!document.segments.isEmpty && !document.apiMentions.isEmpty && !document.availability.isEmpty)
        var snapshot = IndexSnapshot()
        snapshot.documents = [page]
        try CorpusIndex(folder: folder).write(snapshot)
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("index.sqlite").path)
        try queue.write { db in
            let segments = try Row.fetchAll(db, sql: "SELECT id, line, column, text FROM segment WHERE documentId = 'offers-en' ORDER BY id")
            #expect(segments.map { $0["text"] as String } == document.segments.map(\.text))
            #expect(segments.map { $0["line"] as Int } == document.segments.map(\.line))
            #expect(segments.map { $0["column"] as Int } == document.segments.map(\.column))
            // Each segment's words are its full-text row: a search for them as a phrase finds it.
            for segment in segments {
                let words = SearchWords.words(of: segment["text"], language: "en")
                let found = try Int64.fetchAll(
                    db, sql: "SELECT rowid FROM segmentWords WHERE segmentWords MATCH ?", arguments: [SearchWords.phraseQuery(words)])
                #expect(words.isEmpty || found.contains(segment["id"]), "\(words)")
            }
            #expect(try CorpusIndex.indexedWords(in: db).count == segments.count)
            let mentions = try Row.fetchAll(db, sql: "SELECT line, column, symbol, kind FROM apiMention")
            #expect(mentions.map { $0["symbol"] as String } == document.apiMentions.map(\.symbol))
            #expect(mentions.map { $0["kind"] as String } == document.apiMentions.map(\.kind.rawValue))
            let facts = try String.fetchAll(db, sql: "SELECT text FROM fact WHERE kind = 'availability' ORDER BY rowid")
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            #expect(facts == (try document.availability.map { String(decoding: try encoder.encode($0), as: UTF8.self) }))
        }
    }

    /// Documents are prepared a batch ahead of the inserts: every batch arrives, in order, and a
    /// write of several batches stores every document's rows.
    @Test func documentsOfSeveralBatchesArePreparedInOrderAndAllStored() throws {
        let pages = (0..<(CorpusIndex.batchSize * 2 + 5)).map { number in
            Self.indexed("page-\(number)", "ja", "# 第\(number)章\n\nページ\(number)のウィンバックオファー。\n")
        }
        var pipeline = CorpusIndex.PreparationPipeline(pages, batchSize: CorpusIndex.batchSize)
        var batches: [[String]] = []
        while let batch = try pipeline.next() { batches.append(batch.map(\.item.id)) }
        pipeline.finish()
        #expect(batches.map(\.count) == [CorpusIndex.batchSize, CorpusIndex.batchSize, 5])
        #expect(batches.flatMap { $0 } == pages.map(\.id))

        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        var snapshot = IndexSnapshot()
        snapshot.documents = pages
        #expect(try index.write(snapshot) == .init(written: pages.count, kept: 0, removed: 0))
        #expect(try index.search("ウィンバックオファー", limit: 1000).total == pages.count)
        #expect(try index.search("ページ\(pages.count - 1)").hits.map(\.document) == ["docs/page-\(pages.count - 1).md"])
    }

    @Test func reopensAnExistingIndexAndRefusesAMissingOne() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CorpusIndex.existing(in: folder) == nil)
        var snapshot = IndexSnapshot()
        snapshot.documents = Self.pages
        snapshot.meta = ["version": "test"]
        try CorpusIndex(folder: folder).write(snapshot)
        let reopened = try #require(try CorpusIndex.existing(in: folder))
        #expect(try reopened.meta() == ["version": "test"])
        #expect(try reopened.search("赢回优惠").total == 1)
    }

    @Test func documentAnalysesAreKeptUnderTheKeysStillUsedAndDroppedOtherwise() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        var snapshot = IndexSnapshot()
        snapshot.documents = Self.pages
        snapshot.analyses = ["a": Data("first".utf8), "b": Data("second".utf8)]
        try index.write(snapshot)
        #expect(try index.documentAnalyses() == snapshot.analyses)
        snapshot.analyses = ["a": Data("first".utf8), "c": Data("third".utf8)]
        try index.write(snapshot)
        #expect(try index.documentAnalyses() == snapshot.analyses, "b is no longer used; c is new")
    }

    @Test func keptKeysKeepTheirStoredValuesWithoutTheBuildHoldingThem() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        var snapshot = IndexSnapshot()
        snapshot.documents = Self.pages
        snapshot.analyses = ["a": Data("first".utf8), "b": Data("second".utf8)]
        snapshot.alignments = ["p": Data("beads".utf8), "q": Data("more beads".utf8)]
        try index.write(snapshot)
        #expect(try index.documentAnalysisKeys() == ["a", "b"])
        #expect(try index.documentAnalysis(key: "b") == Data("second".utf8))
        #expect(try index.documentAnalysis(key: "z") == nil)
        // The next build computed "c" and used "a" and "p" as stored: only their keys are given.
        snapshot.analyses = ["c": Data("third".utf8)]
        snapshot.keptAnalyses = ["a", "gone"]
        snapshot.alignments = [:]
        snapshot.keptAlignments = ["p"]
        try index.write(snapshot)
        #expect(try index.documentAnalyses() == ["a": Data("first".utf8), "c": Data("third".utf8)], "a kept as stored, b dropped, no row for a key never stored")
        #expect(try index.alignment(key: "p") == Data("beads".utf8))
        #expect(try index.alignment(key: "q") == nil)
    }

    /// A code listing's lines are searched as segments are: each non-blank line a hit marked `code`,
    /// at its line and the column where the listing's text starts (after a list item's indentation,
    /// a block quote's `>`); prose is not code. An edited page's code lines leave with it.
    @Test func codeListingLinesAreSearchedWhereTheyAreWritten() throws {
        let text = """
            # Guide

            Apply the manifest with kubectl.

            1. Step:

               ```shell
               kubectl apply -f pod.yaml

               kubectl get pods
               ```

            > ```
            > kubectl apply -k dir
            > ```

            """
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = try CorpusIndex(folder: folder)
        var snapshot = IndexSnapshot()
        snapshot.documents = [Self.indexed("code-en", "en", text)]
        try index.write(snapshot)
        let found = try index.search("kubectl apply")
        #expect(found.hits.map { [$0.line, $0.column] } == [[8, 4], [14, 3]])
        #expect(found.hits.map(\.text) == ["kubectl apply -f pod.yaml", "kubectl apply -k dir"])
        #expect(found.hits.allSatisfy { $0.code })
        #expect(try index.search("get pods").hits.map(\.line) == [10], "a line after a blank line of the listing")
        #expect(try index.search("manifest").hits.map(\.code) == [false])
        snapshot.documents = [Self.indexed("code-en", "en", text.replacingOccurrences(of: "apply -f", with: "create -f"))]
        try index.write(snapshot)
        #expect(try index.search("kubectl apply").hits.map(\.line) == [14])
        #expect(try index.search("kubectl create").hits.map(\.line) == [8])
    }

    @Test func anIndexWithParsesStoredAsJSONIsUpgradedAndParsesThemAgain() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // An index as the previous schema (v3) left it: a document stored as JSON, a build's inputs digest.
        let page = Self.pages[0]
        do {
            let queue = try DatabaseQueue(path: folder.appendingPathComponent(CorpusIndex.fileName).path)
            try CorpusIndex.migrator.migrate(queue, upTo: "v3")
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO document (id, path, language, kind, parallelGroup, contentHash, parseKey, parsed)
                        VALUES (?, ?, ?, ?, NULL, ?, 'k', ?)
                        """,
                    arguments: [
                        page.id, page.path, page.language, page.document.kind.rawValue, page.contentHash,
                        try JSONEncoder().encode(page.document),
                    ])
                try db.execute(
                    sql: "INSERT INTO segment (documentId, line, column, text) VALUES (?, 3, 1, 'ウィンバックオファー')",
                    arguments: [page.id])
                try db.execute(
                    sql: "INSERT INTO segmentWords (rowid, words) VALUES (?, 'ウィンバック オファー')",
                    arguments: [db.lastInsertedRowID])
                try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('inputsDigest', 'x'), ('version', 'old')")
            }
        }
        let index = try CorpusIndex(folder: folder)
        #expect(try index.documents().isEmpty, "the JSON rows go")
        #expect(try index.cachedDocument(path: page.path, contentHash: page.contentHash, parseKey: "k") == nil)
        #expect(try index.search("ウィンバックオファー").total == 0)
        #expect(try index.meta() == ["version": "old"], "a build with the same inputs does not keep the old outputs")
        var snapshot = IndexSnapshot()
        snapshot.documents = [page]
        #expect(try index.write(snapshot) == .init(written: 1, kept: 0, removed: 0))
        #expect(
            try index.cachedDocument(path: page.path, contentHash: page.contentHash, parseKey: "k") == page.document)
    }
}
