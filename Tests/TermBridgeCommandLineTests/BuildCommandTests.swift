import Crypto
import Foundation
import GRDB
import Testing
import TextKit

@testable import CorpusIndex
@testable import TermBridgeCommandLine

/// `termbridge build`, `search` and the index-backed `term`, run as a user runs them.
@Suite(.serialized) struct BuildCommandTests {
    static let root = CheckCommandTests.root

    /// A fresh folder holding a copy of the bundled corpus.
    static func workspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Corpus"), to: folder.appendingPathComponent("Corpus"))
        return folder
    }

    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Adds `text` at the end of the file at `url`, as an editor saving a longer version would.
    static func append(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        try handle.close()
    }

    /// Every file of the site under `out`, by path, but the list of its pages' digests (whose
    /// modification times differ from one build to another).
    static func site(in out: URL) throws -> [String: Data] {
        let root = out.appendingPathComponent("site")
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue, path != SiteWriter.pagesFile
            else { continue }
            files[path] = try Data(contentsOf: root.appendingPathComponent(path))
        }
        return files
    }

    /// Whether the sites under `out` and `clean` are the same, page for page.
    static func expectSameSite(_ out: URL, _ clean: URL, _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (a, b) = (try site(in: out), try site(in: clean))
        #expect(a.count > 10 && a.count == b.count, "\(what): \(a.count) and \(b.count) files", sourceLocation: sourceLocation)
        let differing = a.keys.filter { a[$0] != b[$0] }.sorted()
        #expect(differing.isEmpty, "\(what): \(differing.prefix(5))", sourceLocation: sourceLocation)
    }

    /// Every row of the index in `out`, table by table, as sorted lines: what a later build may reuse
    /// (the keyed caches, the documents' rows) as well as what `search` and `term` read. Left out:
    /// what differs between two builds of the same files — the build's time, the row ids of the
    /// segments (the full-text rows are listed by their segment's document and place instead) and the
    /// transliterations remembered (every build adds to them). Values as text; blobs by digest.
    static func indexContents(_ out: URL) throws -> [String: [String]] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: out.appendingPathComponent(CorpusIndex.fileName).path, configuration: configuration)
        func text(_ value: DatabaseValue) -> String {
            switch value.storage {
            case .blob(let data): "blob:" + CheckInputs.hex(SHA256.hash(data: data))
            case .string(let string): "'" + string + "'"
            default: value.description
            }
        }
        return try queue.write { db in
            var tables = try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                    AND name NOT LIKE 'segmentWords%' AND name NOT LIKE 'grdb_%'
                    """)
            tables.removeAll { $0 == "segment" }
            var contents: [String: [String]] = [:]
            for table in tables {
                contents[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table)").compactMap { row in
                    if table == "meta", ["builtAt", BuildRun.Fact.transliterations].contains(row["key"] as String) { return nil }
                    return row.columnNames.map { $0 + "=" + text(row[$0] as DatabaseValue) }.joined(separator: " ")
                }.sorted()
            }
            var words = try CorpusIndex.indexedWords(in: db)
            contents["segment"] = try Row.fetchAll(db, sql: "SELECT s.id, s.documentId, s.line, s.column, s.text, s.code FROM segment s").map { row in
                let id: Int64 = row["id"]
                return ["documentId", "line", "column", "text", "code"].map { text(row[$0] as DatabaseValue) }.joined(separator: " ")
                    + " | " + (words.removeValue(forKey: id) ?? "")
            }.sorted()
            contents["full-text rows without a segment"] = words.values.sorted()
            return contents
        }
    }

    /// Whether the index in `out` holds what the one in `clean` holds (`indexContents`), naming the
    /// tables that differ and a line of each.
    static func expectSameIndex(_ out: URL, _ clean: URL, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (a, b) = (try indexContents(out), try indexContents(clean))
        #expect(a.keys.sorted() == b.keys.sorted(), "\(what)", sourceLocation: sourceLocation)
        #expect(a["segment"]?.isEmpty == false && a["document"]?.isEmpty == false, "\(what)", sourceLocation: sourceLocation)
        for table in a.keys.sorted() where a[table] != b[table] {
            let extra = Set(a[table] ?? []).subtracting(b[table] ?? []).sorted().prefix(2)
            let missing = Set(b[table] ?? []).subtracting(a[table] ?? []).sorted().prefix(2)
            Issue.record(
                "\(what): table \(table): \(a[table]?.count ?? 0) rows against \(b[table]?.count ?? 0); only here: \(extra.map { $0.prefix(200) }); only in the clean build: \(missing.map { $0.prefix(200) })",
                sourceLocation: sourceLocation)
        }
    }

    @Test func buildWritesTheReportsCheckAndVerifyWrite() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = try TermbridgeProcess.run(["build", "Corpus"], in: folder, limit: 300)
        #expect(build.status == 2, "seed corpus has error findings: \(build.stderr)")
        #expect(build.stderr.contains("built 5 documents"))
        #expect(build.stderr.contains("wrote .termbridge/findings.sarif"))
        let out = folder.appendingPathComponent(".termbridge")
        let check = try TermbridgeProcess.run(["check", "Corpus", "--format", "json"], in: folder, limit: 300)
        #expect(try Self.read(out.appendingPathComponent("findings.json")) == check.stdout)
        let sarif = try TermbridgeProcess.run(["check", "Corpus", "--format", "sarif"], in: folder, limit: 300)
        #expect(try Self.read(out.appendingPathComponent("findings.sarif")) == sarif.stdout)
        let verify = try TermbridgeProcess.run(["verify", "Corpus", "--format", "json"], in: folder, limit: 300)
        #expect(try Self.read(out.appendingPathComponent("claims.json")) == verify.stdout)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.sqlite").path))
        let site = try Self.read(out.appendingPathComponent("site/symbols/RenewalInfo.eligibleWinBackOfferIDs.html"))
        #expect(site.contains("<blockquote lang=\"ja\">") && site.contains("<blockquote lang=\"zh-Hans\">"))
    }

    @Test func searchFindsWordsWithTheirLinesAndFiltersByLanguage() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let none = try TermbridgeProcess.run(["search", "赢回优惠"], in: folder)
        #expect(none.status == 1)
        #expect(none.stderr.contains("termbridge build"))
        _ = try TermbridgeProcess.run(["build", "Corpus", "--quiet"], in: folder, limit: 300)

        let search = try TermbridgeProcess.run(["search", "赢回优惠", "--format", "json", "--limit", "500"], in: folder)
        #expect(search.status == 0)
        let result = try JSONDecoder().decode(CorpusIndex.SearchResult.self, from: Data(search.stdout.utf8))
        #expect(result.total == result.hits.count && result.total > 5)
        for hit in result.hits {
            #expect(hit.text.contains("赢回优惠"))
            #expect(hit.language == "zh-Hans")
            // The cited line holds the hit.
            let lines = try Self.read(folder.appendingPathComponent(hit.document)).components(separatedBy: "\n")
            #expect(lines[hit.line - 1].contains("赢回优惠"), "\(hit.document):\(hit.line)")
        }
        // A Japanese word inside a sentence, found as a word; full-width letters fold.
        let japanese = try TermbridgeProcess.run(["search", "ウィンバック", "--lang", "ja", "--format", "json"], in: folder)
        let ja = try JSONDecoder().decode(CorpusIndex.SearchResult.self, from: Data(japanese.stdout.utf8))
        #expect(ja.total > 0 && ja.hits.allSatisfy { $0.language == "ja" && $0.text.contains("ウィンバック") })
        // A katakana word inside the solid compounds made of it, bracketed where it stands there.
        let part = try TermbridgeProcess.run(["search", "オファー", "--lang", "ja", "--limit", "500"], in: folder)
        #expect(part.stdout.contains("ウィンバック[オファー]"), "\(part.stdout)")
        let wide = try TermbridgeProcess.run(["search", "ＳｔｏｒｅＫｉｔ", "--format", "json", "--limit", "1"], in: folder)
        let latin = try TermbridgeProcess.run(["search", "storekit", "--format", "json", "--limit", "1"], in: folder)
        #expect(wide.stdout == latin.stdout && wide.status == 0)
        let limited = try JSONDecoder().decode(CorpusIndex.SearchResult.self, from: Data(latin.stdout.utf8))
        #expect(limited.hits.count == 1 && limited.total > 1)
        // Text output: document:line and the match in brackets.
        let text = try TermbridgeProcess.run(["search", "赢回优惠", "--limit", "2"], in: folder)
        #expect(text.stdout.split(separator: "\n").count == 2)
        #expect(text.stdout.contains("[赢回优惠]") && text.stdout.contains("Corpus/zh-Hans/"))
        // A singular finds the plural, whose words are bracketed as they are written.
        let plural = try TermbridgeProcess.run(["search", "Win-Back Offer", "--lang", "zh-Hans"], in: folder)
        #expect(plural.stdout.contains("[Win-back Offers]"), "\(plural.stdout)")
        // Words apart: said on stderr, the first word found bracketed.
        let apart = try TermbridgeProcess.run(["search", "offers display", "--lang", "zh-Hans", "--limit", "1"], in: folder)
        #expect(apart.status == 0 && apart.stderr.contains("holding every word, none the phrase"), "\(apart.stderr)")
        #expect(apart.stdout.contains("[Display] Win-back Offers"), "\(apart.stdout)")
        let nothing = try TermbridgeProcess.run(["search", "xyzzy-not-there"], in: folder)
        #expect(nothing.status == 1 && nothing.stderr.contains("0 hits"))
        #expect(!nothing.stderr.contains("note:"), "\(nothing.stderr)")
        // Segments removed by hand, their full-text rows left.
        let queue = try DatabaseQueue(path: folder.appendingPathComponent(".termbridge/index.sqlite").path)
        try queue.write { db in
            for table in ["segment", "apiMention", "fact", "document"] { try db.execute(sql: "DELETE FROM \(table)") }
        }
        // Full-text rows left without their segments are not hits (nor counted).
        let orphaned = try TermbridgeProcess.run(["search", "赢回优惠", "--format", "json"], in: folder)
        let counted = try JSONDecoder().decode(CorpusIndex.SearchResult.self, from: Data(orphaned.stdout.utf8))
        #expect(orphaned.status == 1 && counted.total == 0 && counted.hits.isEmpty, "\(orphaned.stdout)")
        // An index emptied by an upgrade (as migration v7 empties it) says so rather than finding nothing.
        try queue.write { db in try db.execute(sql: "INSERT INTO segmentWords (segmentWords) VALUES ('delete-all')") }
        let emptied = try TermbridgeProcess.run(["search", "赢回优惠"], in: folder)
        #expect(emptied.status == 1 && emptied.stderr.contains("holds no document"), "\(emptied.stderr)")
        #expect(emptied.stderr.contains("run 'termbridge build'"), "\(emptied.stderr)")
    }

    /// `build` indexes a Markdown page's code listings as `check` reads the page (its code blanked):
    /// `search` finds a command in a fenced block inside a list item at the line and column of the
    /// file, marked as code.
    @Test func searchFindsLinesOfCodeAtTheirPlaceInTheFile() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("build-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = "# ノード\n\n1. マニフェストを適用します:\n\n   ```shell\n   kubectl apply -f ノード.yaml\n   ```\n"
        try page.write(to: folder.appendingPathComponent("docs/setup.ja.md"), atomically: false, encoding: .utf8)
        _ = try TermbridgeProcess.run(["build", "docs", "--quiet"], in: folder, limit: 300)
        let search = try TermbridgeProcess.run(["search", "kubectl apply", "--format", "json"], in: folder)
        #expect(search.status == 0, "\(search.stderr)")
        let result = try JSONDecoder().decode(CorpusIndex.SearchResult.self, from: Data(search.stdout.utf8))
        #expect(result.hits.map { "\($0.document):\($0.line):\($0.column)" } == ["docs/setup.ja.md:6:4"], "\(search.stdout)")
        #expect(result.hits.first?.text == "kubectl apply -f ノード.yaml" && result.hits.first?.code == true)
        #expect(search.stdout.contains("\"code\" : true"))
        let prose = try TermbridgeProcess.run(["search", "マニフェスト", "--format", "json"], in: folder)
        #expect(prose.stdout.contains("\"code\" : false"), "\(prose.stdout)")
    }

    /// The builds of a damaged index: the bundled corpus built, its index damaged by `damage`, a
    /// document outside the parallel group edited (so that the build runs and reads the others'
    /// stored records) and built again (`damaged`); `between` run on the folder; the document edited
    /// once more and built (`repaired`).
    static func buildsOfADamagedIndex(
        _ damage: (Database) throws -> Void, between: (URL) throws -> Void = { _ in }
    ) throws -> (damaged: TermbridgeProcess.Outcome, repaired: TermbridgeProcess.Outcome) {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TermbridgeProcess.run(["build", "Corpus", "--quiet"], in: folder, limit: 300)
        do {
            let queue = try DatabaseQueue(path: folder.appendingPathComponent(".termbridge/index.sqlite").path)
            try queue.write(damage)
        }
        let edited = folder.appendingPathComponent("Corpus/ja/003_3c452fd3b8c3b589.txt")
        try append("\n", to: edited)
        let damaged = try TermbridgeProcess.run(["build", "Corpus"], in: folder, limit: 300)
        try between(folder)
        try append("\n", to: edited)
        let repaired = try TermbridgeProcess.run(["build", "Corpus"], in: folder, limit: 300)
        return (damaged, repaired)
    }

    /// A stored parse that does not decode (a damaged index) is parsed again, said once with the
    /// document and the index, and written anew: the next build reads it from the index again.
    @Test func aStoredParseThatCannotBeReadIsParsedAgainSaidAndRepaired() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let (damaged, repaired) = try Self.buildsOfADamagedIndex { db in
            try db.execute(sql: "UPDATE document SET parsed = x'00' WHERE path = 'Corpus/ja/001_81c21158e75524e1.txt'")
            #expect(db.changesCount == 1)
        }
        #expect(damaged.stderr.contains("the stored parse of 'Corpus/ja/001_81c21158e75524e1.txt' cannot be read"), "\(damaged.stderr)")
        #expect(damaged.stderr.contains("1 document parsed again"), "\(damaged.stderr)")
        #expect(damaged.stderr.contains("(2 parsed, 3 unchanged, 0 removed)"), "\(damaged.stderr)")
        #expect(!repaired.stderr.contains("cannot be read"), "\(repaired.stderr)")
        #expect(repaired.stderr.contains("(1 parsed, 4 unchanged, 0 removed)"), "\(repaired.stderr)")
    }

    /// The analyses, group results, rules' summaries and alignments a build stores are read back
    /// by the next one: one that cannot be read is computed again, said once per kind, and stored anew.
    /// (The edited document is outside the parallel group: the others' analyses, the group's results,
    /// and so its alignment, and the Japanese documents' summaries are read.)
    @Test func storedAnalysesAndAlignmentsThatCannotBeReadAreComputedAgainSaidAndRepaired() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let (damaged, repaired) = try Self.buildsOfADamagedIndex(
            { db in
                try db.execute(sql: "UPDATE documentAnalysis SET analysis = substr(analysis, 1, 40)")
                #expect(db.changesCount > 5)
                try db.execute(sql: "UPDATE alignment SET beads = substr(beads, 1, 40)")
                #expect(db.changesCount == 1)
            },
            between: { folder in
                // What the build wrote is what a build from scratch writes.
                _ = try TermbridgeProcess.run(["build", "Corpus", "--out", "fresh", "--quiet"], in: folder, limit: 300)
                for name in ["findings.json", "claims.json"] {
                    let written = try Self.read(folder.appendingPathComponent(".termbridge/\(name)"))
                    #expect(written == (try Self.read(folder.appendingPathComponent("fresh/\(name)"))), "\(name)")
                }
            })
        #expect(damaged.stderr.contains("cannot be read (the record ends inside a field)"), "\(damaged.stderr)")
        #expect(damaged.stderr.contains("stored analyses computed again instead of read from the index"), "\(damaged.stderr)")
        #expect(damaged.stderr.contains("1 alignment computed again instead of read from the index"), "\(damaged.stderr)")
        #expect(damaged.stderr.contains("(1 parsed, 4 unchanged, 0 removed)"), "\(damaged.stderr)")
        // Stored anew: the next build reads them.
        #expect(!repaired.stderr.contains("cannot be read"), "\(repaired.stderr)")
        #expect(repaired.stderr.contains("(1 parsed, 4 unchanged, 0 removed)"), "\(repaired.stderr)")
    }

    @Test func termReadsTheIndexAndAgreesWithTheCorpusScan() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TermbridgeProcess.run(["build", "Corpus", "--quiet"], in: folder, limit: 300)
        for query in ["win-back offer", "ウィンバック", "赢回优惠", "uinbakku", "promotional offer"] {
            let indexed = try TermbridgeProcess.run(["term", query, "--format", "json"], in: folder)
            let scanned = try TermbridgeProcess.run(["term", query, "--format", "json", "--corpus", "Corpus"], in: folder)
            #expect(indexed.status == 0 && indexed.stdout == scanned.stdout, "\(query)")
            #expect(indexed.stdout.contains("\"occurrences"), "\(query)")
            #expect(indexed.stderr.isEmpty, "\(indexed.stderr)")
        }
        // A corpus file changed after the build: the answer says the index is older.
        let file = folder.appendingPathComponent("Corpus/ja/000_593fcd7000116d1f.txt")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(120)], ofItemAtPath: file.path)
        let stale = try TermbridgeProcess.run(["term", "win-back offer"], in: folder)
        #expect(stale.stderr.contains("older than 1 corpus file"))
        // Another glossary: the stored occurrences do not apply, the corpus is read instead.
        let csv = folder.appendingPathComponent("g.csv")
        try "id,en,ja,zh-Hans\nwin-back,win-back offer,ウィンバックオファー,赢回优惠\n".write(to: csv, atomically: false, encoding: .utf8)
        let other = try TermbridgeProcess.run(["term", "win-back offer", "--glossary", csv.path], in: folder)
        #expect(other.status == 0 && other.stderr.contains("another glossary"))
    }

    /// `term` on an index takes the glossary the build stored instead of parsing its files again,
    /// and says what the files say (their warnings) as parsing them does.
    @Test func termTakesTheGlossaryTheBuildStoredAndRepeatsItsWarnings() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tbx = folder.appendingPathComponent("g.tbx")
        try """
            <?xml version="1.0"?>
            <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2"><text><body>
            <conceptEntry id="w"><langSec xml:lang="en"><termSec><term>win-back offer</term></termSec></langSec>
            <langSec xml:lang="zh-CN"><termSec><term>赢回优惠</term></termSec></langSec></conceptEntry>
            </body></text></tbx>
            """.write(to: tbx, atomically: false, encoding: .utf8)
        let build = try TermbridgeProcess.run(["build", "Corpus", "--glossary", tbx.path], in: folder, limit: 300)
        #expect(build.stderr.contains("language tag 'zh-CN' read as 'zh-Hans'"), "\(build.stderr)")
        let index = try CorpusIndex(folder: folder.appendingPathComponent(".termbridge"))
        let hash = try BuildRun.glossaryHash([tbx.path])
        let stored = try #require(GlossaryLoader.stored(in: index, hash: hash))
        #expect(stored == (try GlossaryLoader.loadReporting(tbx.path).glossary))
        #expect(GlossaryLoader.stored(in: index, hash: "another") == nil)
        let indexed = try TermbridgeProcess.run(["term", "win-back offer", "--glossary", tbx.path, "--format", "json"], in: folder)
        let scanned = try TermbridgeProcess.run(
            ["term", "win-back offer", "--glossary", tbx.path, "--format", "json", "--corpus", "Corpus"], in: folder)
        #expect(indexed.status == 0 && indexed.stdout == scanned.stdout)
        #expect(indexed.stdout.contains("赢回优惠"))
        #expect(indexed.stderr == scanned.stderr && indexed.stderr.contains("read as 'zh-Hans'"), "\(indexed.stderr)")
        // Without --glossary: the glossary the index was built with (no Glossary folder is near).
        let unnamed = try TermbridgeProcess.run(["term", "win-back offer", "--format", "json"], in: folder)
        #expect(unnamed.status == 0 && unnamed.stdout == indexed.stdout, "\(unnamed.stderr)")
        #expect(unnamed.stderr == indexed.stderr)
        // The glossary edited since the build: its files are read, and the corpus instead of the index.
        try String(contentsOf: tbx, encoding: .utf8).replacingOccurrences(of: "赢回优惠", with: "赢回")
            .write(to: tbx, atomically: false, encoding: .utf8)
        let edited = try TermbridgeProcess.run(["term", "win-back offer", "--format", "json"], in: folder)
        #expect(edited.status == 0 && edited.stderr.contains("another glossary"), "\(edited.stderr)")
        #expect(edited.stdout.contains("\"赢回\"") && !edited.stdout.contains("赢回优惠\""))
    }

    /// A build of a folder of pages with a glossary named relative to the folder it ran in: `term`
    /// uses the index whether the glossary is named again, named by its absolute path or not named;
    /// with another glossary it reads the pages the index was built from, not the bundled corpus.
    @Test func termOnAnIndexBuiltWithARelativeGlossaryPath() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try PageFolder.make("relglossary", [
            "docs/guide.en.md": "# Guide\n\nA Pod runs containers. Each Pod has an IP address.\n",
            "docs/guide.ja.md": "# ガイド\n\nPodはコンテナを実行します。\n",
            "glossary.csv": "id,en,ja,zh-Hans\npod,Pod,Pod,Pod\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let docs = folder.appendingPathComponent("docs")
        let csv = folder.appendingPathComponent("glossary.csv")
        let build = try TermbridgeProcess.run(["build", "docs", "--glossary", "glossary.csv", "--quiet"], in: folder, limit: 300)
        #expect(build.status == 0, "\(build.stderr)")
        let named = try TermbridgeProcess.run(["term", "Pod", "--glossary", "glossary.csv", "--format", "json"], in: folder)
        let absolute = try TermbridgeProcess.run(["term", "Pod", "--glossary", csv.path, "--format", "json"], in: folder)
        let unnamed = try TermbridgeProcess.run(["term", "Pod", "--format", "json"], in: folder)
        let scanned = try TermbridgeProcess.run(["term", "Pod", "--glossary", csv.path, "--format", "json", "--corpus", "docs"], in: folder)
        for answer in [named, absolute, unnamed] {
            #expect(answer.status == 0 && answer.stderr.isEmpty, "\(answer.stderr)")
            #expect(answer.stdout == scanned.stdout)
        }
        #expect(named.stdout.contains("\"guide.en\"") && named.stdout.contains("\"guide.ja\""), "\(named.stdout)")
        // Another glossary: the build's own pages are read (from another folder too), not the bundled corpus.
        try "id,en,ja,zh-Hans\npod,Pod,Pod,Pod\ncontainer,container,コンテナ,容器\n".write(to: csv, atomically: false, encoding: .utf8)
        let edited = try TermbridgeProcess.run(
            ["term", "Pod", "--index", folder.appendingPathComponent(".termbridge").path, "--glossary", csv.path, "--format", "json"],
            in: FileManager.default.temporaryDirectory)
        #expect(edited.status == 0 && edited.stderr.contains("another glossary") && edited.stderr.contains(docs.path), "\(edited.stderr)")
        let rescanned = try TermbridgeProcess.run(["term", "Pod", "--glossary", csv.path, "--format", "json", "--corpus", "docs"], in: folder)
        #expect(edited.stdout == rescanned.stdout && edited.stdout.contains("\"guide.en\""))
    }

    @Test func incrementalBuildParsesOnlyWhatChangedAndDropsRemovedFiles() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try PageFolder.make("incr", [
            "docs/guide.ja.md": "# ガイド\n\nウィンバックオファーを設定します。\n",
            "docs/guide.zh-Hans.md": "# 指南\n\n设置赢回优惠。\n",
            "docs/extra.ja.md": "# 付録\n\nプロモーションオファーの例です。\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let docs = folder.appendingPathComponent("docs")
        let first = try TermbridgeProcess.run(["build", "docs"], in: folder, limit: 120)
        #expect(first.stderr.contains("built 3 documents") && first.stderr.contains("(3 parsed, 0 unchanged, 0 removed)"), "\(first.stderr)")
        let again = try TermbridgeProcess.run(["build", "docs"], in: folder, limit: 120)
        #expect(again.stderr.contains("(0 parsed, 3 unchanged, 0 removed)"), "\(again.stderr)")
        try "# ガイド\n\nウィンバックオファーを今すぐ設定します。\n".write(
            to: docs.appendingPathComponent("guide.ja.md"), atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: docs.appendingPathComponent("extra.ja.md"))
        let changed = try TermbridgeProcess.run(["build", "docs"], in: folder, limit: 120)
        #expect(changed.stderr.contains("built 2 documents") && changed.stderr.contains("(1 parsed, 1 unchanged, 1 removed)"), "\(changed.stderr)")
        let gone = try TermbridgeProcess.run(["search", "プロモーションオファー"], in: folder)
        #expect(gone.status == 1)
        let edited = try TermbridgeProcess.run(["search", "今すぐ", "--format", "json"], in: folder)
        #expect(edited.stdout.contains("docs/guide.ja.md"))
        // A different glossary re-checks without re-parsing.
        let csv = folder.appendingPathComponent("g.csv")
        try "id,en,ja,zh-Hans\nwin-back,win-back offer,ウィンバックオファー,赢回优惠\n".write(to: csv, atomically: false, encoding: .utf8)
        let reglossed = try TermbridgeProcess.run(["build", "docs", "--glossary", csv.path], in: folder, limit: 120)
        #expect(reglossed.stderr.contains("(0 parsed, 2 unchanged, 0 removed)"), "\(reglossed.stderr)")
    }

    /// A build that keeps a parallel group's results does not align its pairs, and the alignments
    /// it did not read used to be dropped from the index: after one touched document, every other
    /// pair was aligned again the next time any of its documents changed, even by a blank line.
    @Test func aKeptGroupKeepsItsAlignmentsForTheNextBuild() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try PageFolder.make("keep-align", [
            "docs/guide.ja.md": "# ガイド\n\nウィンバックオファーを設定します。 価格は 3 か月無料です。\n\n購読者に表示されます。\n",
            "docs/guide.zh-Hans.md": "# 指南\n\n设置赢回优惠。 价格为 3 个月免费。\n\n向订阅者显示。\n",
            "docs/setup.ja.md": "# 設定\n\nApp Store Connect でオファーを作成します。\n\n2 つのコードを使います。\n",
            "docs/setup.zh-Hans.md": "# 设置\n\n在 App Store Connect 中创建优惠。\n\n使用 2 个代码。\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let docs = folder.appendingPathComponent("docs")
        let out = folder.appendingPathComponent(".termbridge")
        func alignments() throws -> Set<String> { try CorpusIndex(folder: out).keys(in: .alignments) }
        func touch(_ name: String) throws { try Self.append("\n", to: docs.appendingPathComponent(name)) }
        _ = try TermbridgeProcess.run(["build", "docs", "--quiet"], in: folder, limit: 120)
        let first = try alignments()
        #expect(first.count == 2, "one alignment per pair: \(first)")
        // A blank line leaves the guide's phrases as they were: its pair's alignment is read back,
        // and the other group's results are kept whole, its alignment with them.
        try touch("guide.ja.md")
        let touched = try TermbridgeProcess.run(["build", "docs"], in: folder, limit: 120)
        #expect(touched.stderr.contains("(1 parsed, 3 unchanged, 0 removed)"), "\(touched.stderr)")
        #expect(try alignments() == first)
        try touch("setup.zh-Hans.md")
        _ = try TermbridgeProcess.run(["build", "docs", "--quiet"], in: folder, limit: 120)
        #expect(try alignments() == first)
        // An edit that changes the phrases replaces its pair's alignment; the other stays.
        try "# ガイド\n\nウィンバックオファーを今すぐ設定します。 価格は 3 か月無料です。\n\n購読者に表示されます。\n".write(
            to: docs.appendingPathComponent("guide.ja.md"), atomically: false, encoding: .utf8)
        _ = try TermbridgeProcess.run(["build", "docs", "--quiet"], in: folder, limit: 120)
        let edited = try alignments()
        #expect(edited.count == 2 && edited.intersection(first).count == 1, "\(first) \(edited)")
        let clean = folder.appendingPathComponent("clean")
        _ = try TermbridgeProcess.run(["build", "docs", "--quiet", "--out", clean.path], in: folder, limit: 120)
        #expect(try CorpusIndex(folder: clean).keys(in: .alignments) == edited)
        // And every other row (the analyses of each document and group, the summaries) is as a clean build's.
        try Self.expectSameIndex(out, clean, "after four builds")
        for name in Self.outputs {
            #expect(try Self.read(out.appendingPathComponent(name)) == Self.read(clean.appendingPathComponent(name)), "\(name)")
        }
    }

    /// A document taken from the index comes back with its paragraphs sharing the text read from
    /// its file, as a parsed one has them (a ×10 build held the texts twice).
    @Test func documentsFromTheIndexShareTheirTextWithTheirParagraphs() throws {
        let lines = ["ウィンバックオファーを提示できます。", "サブスクリプションを再開してもらいます。"]
        let transcript = "# セッション\n\n## Transcript\n\n" + lines.joined(separator: "\n\n") + "\n"
        let folder = try PageFolder.make("share", ["docs/talk.ja.txt": transcript])
        defer { try? FileManager.default.removeItem(at: folder) }
        let docs = folder.appendingPathComponent("docs")
        let out = folder.appendingPathComponent("out")
        var options = CheckRun.Options()
        options.paths = [docs.path]
        _ = try BuildRun(options: options, folder: out).run(notice: { _ in })
        let index = try CorpusIndex(folder: out)
        let inputs = CheckInputs.load(try CheckInputs.collect(paths: [docs.path]), cache: IndexParsedDocuments(index: index))
        #expect(inputs.reused == 1)
        let document = try #require(inputs.documents.first)
        let paragraphs = document.document.paragraphs.filter { lines.contains($0.text) }
        #expect(paragraphs.count == 2, "\(document.document.paragraphs.map(\.text))")
        func storage(_ text: Substring) -> UnsafeRawPointer? {
            text.base.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        }
        #expect(paragraphs.allSatisfy { storage($0.slice) == storage(document.text[...]) })
        let parsed = CheckInputs.load(try CheckInputs.collect(paths: [docs.path]))
        #expect(parsed.documents.first?.document == document.document)
    }

    /// The summary lines of a build (its standard error without the timing and the paths).
    static func summary(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("built ") && !$0.hasPrefix("wrote ") && !$0.hasPrefix("kept ") }
    }

    @Test func aBuildWithNothingChangedKeepsItsOutputs() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent(".termbridge")
        let first = try TermbridgeProcess.run(["build", "Corpus"], in: folder, limit: 300)
        let findings = try Self.read(out.appendingPathComponent("findings.json"))
        let again = try TermbridgeProcess.run(["build", "Corpus"], in: folder, limit: 300)
        #expect(again.status == 2 && first.status == 2)
        #expect(again.stderr.contains("(0 parsed, 5 unchanged, 0 removed); nothing changed since the last build"), "\(again.stderr)")
        #expect(Self.summary(again.stderr) == Self.summary(first.stderr) && !Self.summary(first.stderr).isEmpty)
        #expect(again.stderr.contains("kept .termbridge/findings.json"))
        // A report that is not as the build wrote it: the build runs again and writes it as before.
        try "{}".write(to: out.appendingPathComponent("findings.json"), atomically: false, encoding: .utf8)
        let repaired = try TermbridgeProcess.run(["build", "Corpus"], in: folder, limit: 300)
        #expect(!repaired.stderr.contains("nothing changed") && repaired.stderr.contains("wrote .termbridge/findings.json"))
        #expect(try Self.read(out.appendingPathComponent("findings.json")) == findings)
        // Other rules are another input; the kept outcome still answers --severity.
        let fewer = try TermbridgeProcess.run(["build", "Corpus", "--rules", "all,-deprecated-term"], in: folder, limit: 300)
        #expect(!fewer.stderr.contains("nothing changed"))
        #expect(try Self.read(out.appendingPathComponent("findings.json")) != findings)
        let kept = try TermbridgeProcess.run(["build", "Corpus", "--rules", "all,-deprecated-term", "--quiet"], in: folder, limit: 300)
        #expect(kept.status == fewer.status && kept.stderr.isEmpty, "\(kept.stderr)")
        // A changed glossary is another input.
        let csv = folder.appendingPathComponent("g.csv")
        try "id,en,ja,zh-Hans\nwin-back,win-back offer,ウィンバックオファー,赢回优惠\n".write(to: csv, atomically: false, encoding: .utf8)
        let reglossed = try TermbridgeProcess.run(["build", "Corpus", "--glossary", csv.path], in: folder, limit: 300)
        #expect(reglossed.stderr.contains("(0 parsed, 5 unchanged, 0 removed)") && !reglossed.stderr.contains("nothing changed"))
    }

    /// A build that had something to say about its inputs (here: no glossary applies, and a page
    /// with a suppression marker naming an unknown rule) still keeps its outputs when nothing changed,
    /// and says it again.
    @Test func aKeptBuildRepeatsWhatItSaidAboutItsInputs() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try PageFolder.make("notices", [
            "docs/guide.ja.md": "# ガイド\n\nウィンバックオファーを設定します。<!-- termbridge-ignore: no-such-rule -->\n",
            "docs/guide.zh-Hans.md": "# 指南\n\n设置赢回优惠。\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try TermbridgeProcess.run(["build", "docs"], in: folder, limit: 120)
        let said = first.stderr.split(separator: "\n").filter { $0.hasPrefix("note:") || $0.contains("warning") }
        #expect(!said.isEmpty, "\(first.stderr)")
        let again = try TermbridgeProcess.run(["build", "docs"], in: folder, limit: 120)
        #expect(again.stderr.contains("nothing changed since the last build"), "\(again.stderr)")
        #expect(again.status == first.status)
        #expect(again.stderr.split(separator: "\n").filter { $0.hasPrefix("note:") || $0.contains("warning") } == said, "\(again.stderr)")
        #expect(Self.summary(again.stderr) == Self.summary(first.stderr))
    }

    @Test func touchingOneDocumentRebuildsWhatDependsOnItAndEqualsACleanBuild() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent(".termbridge")
        _ = try TermbridgeProcess.run(["build", "Corpus", "--quiet"], in: folder, limit: 300)
        let analysed = try CorpusIndex(folder: out).documentAnalyses()
        let file = folder.appendingPathComponent("Corpus/ja/000_593fcd7000116d1f.txt")
        try Self.append("\nウィンバックオファーとアプリ内課金の例です。\n", to: file)
        let touched = try TermbridgeProcess.run(["build", "Corpus", "--timings"], in: folder, limit: 300)
        #expect(touched.stderr.contains("(1 parsed, 4 unchanged, 0 removed)"), "\(touched.stderr)")
        // (The parallel pairs are aligned in the check stage, a slice of groups at a time.)
        #expect(touched.stderr.contains("stages:") && touched.stderr.contains("  check"), "\(touched.stderr)")
        #expect(touched.stderr.contains(" MB (peak "), "each stage says the memory in use: \(touched.stderr)")
        #expect(touched.stderr.contains(", heap "), "and the live heap: \(touched.stderr)")
        // Only the touched document, its parallel group and the three summary rules' findings in its
        // language were computed again; the other four documents' analyses, what the three summary
        // rules read of each and their findings in the Chinese documents are the stored ones.
        let reanalysed = try CorpusIndex(folder: out).documentAnalyses()
        #expect(
            analysed.count == 27 && reanalysed.count == 27,
            "five documents, their three summaries each, the one parallel group (with the reference's phrases only) and three rules' findings in two languages")
        for rule in ["unknown-term", "near-miss", "inconsistent-spelling"] {
            #expect(analysed.keys.filter { $0.hasSuffix("." + rule) }.count == 5, "\(rule): stored apart, one per document")
        }
        #expect(reanalysed.filter { analysed[$0.key] == $0.value }.count == 19, "\(analysed.keys.sorted()) \(reanalysed.keys.sorted())")
        let clean = folder.appendingPathComponent("clean")
        let reference = try TermbridgeProcess.run(["build", "Corpus", "--out", clean.path], in: folder, limit: 300)
        #expect(reference.stderr.contains("(5 parsed, 0 unchanged, 0 removed)"))
        #expect(touched.status == reference.status)
        for name in ["findings.json", "findings.sarif", "claims.json", "site/index.html", "site/search-data.js"] {
            #expect(try Self.read(out.appendingPathComponent(name)) == Self.read(clean.appendingPathComponent(name)), "\(name)")
        }
        // Every page, those kept because their digest was unchanged among them.
        try Self.expectSameSite(out, clean, "touched")
        try Self.expectSameIndex(out, clean, "touched")
        // The touched build took the first build's transliterations (the glossary terms' pinyin for the
        // reference's search keys among them) and stored them again for the next.
        let stored = try #require(try CorpusIndex(folder: out).meta()[BuildRun.Fact.transliterations])
        let decoded = try #require(StoredTransliterations(decoding: stored))
        #expect(!decoded.executable.isEmpty)
        #expect(decoded.answers[Transliterator.hanToPinyin]?["赢回优惠"] == "ying hui you hui", "\(stored.prefix(500))")
        for query in ["ウィンバックオファー", "アプリ内課金"] {
            let a = try TermbridgeProcess.run(["search", query, "--format", "json", "--limit", "1000"], in: folder)
            let b = try TermbridgeProcess.run(["search", query, "--format", "json", "--limit", "1000", "--index", clean.path], in: folder)
            #expect(a.stdout == b.stdout && a.status == 0, "\(query)")
            let ta = try TermbridgeProcess.run(["term", query, "--format", "json"], in: folder)
            let tb = try TermbridgeProcess.run(["term", query, "--format", "json", "--index", clean.path], in: folder)
            #expect(ta.stdout == tb.stdout && ta.status == 0, "\(query)")
        }
    }

    /// The outputs a build must write as a clean build of the same files writes them.
    static let outputs = ["findings.json", "findings.sarif", "claims.json", "site/index.html", "site/search-data.js"]

    @Test func aChangedGlossaryARemovedDocumentAndAChangedTranslationEachGiveACleanBuildsOutputs() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        let glossary = folder.appendingPathComponent("g/storekit-offers.tbx")
        try fm.createDirectory(at: glossary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fm.copyItem(at: Self.root.appendingPathComponent("Glossary/storekit-offers.tbx"), to: glossary)
        let arguments = ["build", "Corpus", "--glossary", "g"]
        let first = try TermbridgeProcess.run(arguments + ["--quiet"], in: folder, limit: 300)
        #expect([0, 2].contains(first.status), "\(first.stderr)")
        let out = folder.appendingPathComponent(".termbridge")
        var step = 0
        /// Builds again in `.termbridge` and from scratch elsewhere; the outputs must be the same.
        func expectACleanBuildsOutputs(_ what: String, summary: String) throws {
            step += 1
            let again = try TermbridgeProcess.run(arguments, in: folder, limit: 300)
            #expect(again.stderr.contains(summary), "\(what): \(again.stderr)")
            let clean = folder.appendingPathComponent("clean-\(step)")
            let reference = try TermbridgeProcess.run(arguments + ["--out", clean.path, "--quiet"], in: folder, limit: 300)
            #expect(again.status == reference.status, "\(what): \(again.stderr)")
            for name in Self.outputs {
                #expect(try Self.read(out.appendingPathComponent(name)) == Self.read(clean.appendingPathComponent(name)), "\(what): \(name)")
            }
            try Self.expectSameSite(out, clean, what)
            try Self.expectSameIndex(out, clean, what)
            // What `term` reads besides the occurrences: the romanised terms (kept from the last
            // build when the glossary is unchanged) and the glossary itself.
            let kept = try CorpusIndex(folder: out).meta()
            let fresh = try CorpusIndex(folder: clean).meta()
            #expect(kept["romanizedTerms"] == fresh["romanizedTerms"] && kept["glossaryHash"] == fresh["glossaryHash"], "\(what)")
            #expect(kept["romanizedTerms"]?.contains("uinbakku") == true, "\(what)")
            let hash = try #require(kept["glossaryHash"])
            #expect(try CorpusIndex(folder: out).glossary(key: hash) == CorpusIndex(folder: clean).glossary(key: hash), "\(what)")
        }
        // A changed glossary: its first concept removed (every later concept's index moves).
        var tbx = try Self.read(glossary)
        let start = try #require(tbx.range(of: "<conceptEntry "))
        let end = try #require(tbx.range(of: "</conceptEntry>", range: start.upperBound..<tbx.endIndex))
        tbx.removeSubrange(start.lowerBound..<end.upperBound)
        try tbx.write(to: glossary, atomically: false, encoding: .utf8)
        try expectACleanBuildsOutputs("changed glossary", summary: "(0 parsed, 5 unchanged, 0 removed)")
        // A removed document: out of the manifest and the folder.
        let manifest = folder.appendingPathComponent("Corpus/corpus.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
        let entries = try #require(json["documents"] as? [[String: Any]])
        json["documents"] = entries.filter { $0["id"] as? String != "003_3c452fd3b8c3b589" }
        try JSONSerialization.data(withJSONObject: json).write(to: manifest)
        try fm.removeItem(at: folder.appendingPathComponent("Corpus/ja/003_3c452fd3b8c3b589.txt"))
        try expectACleanBuildsOutputs("removed document", summary: "(0 parsed, 4 unchanged, 1 removed)")
        // A changed member of a parallel group: the Chinese translation of the Japanese session.
        try Self.append("\n赢回优惠和 App 内购买项目自 iOS 18 起可用。\n", to: folder.appendingPathComponent("Corpus/zh-Hans/004_51de928598eb9817.txt"))
        try expectACleanBuildsOutputs("changed translation", summary: "(1 parsed, 3 unchanged, 0 removed)")
    }

    @Test func aBuildKilledMidwayLeavesAnIndexTheNextBuildCompletes() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        // More work than the seeds alone: the seeds and the real documentation set when present.
        var arguments = ["build", "Corpus"]
        let real = Self.root.deletingLastPathComponent().appendingPathComponent("shared/real-corpus")
        if FileManager.default.fileExists(atPath: real.path) { arguments.append(real.path) }
        let clean = folder.appendingPathComponent("clean")
        let reference = try TermbridgeProcess.run(arguments + ["--out", clean.path, "--quiet"], in: folder, limit: 600)
        #expect([0, 2].contains(reference.status), "\(reference.stderr)")
        // Kill builds at several moments: during parsing, checking and writing. They store what they
        // compute a value at a time (`EarlyStore`), so a killed one leaves some in the index.
        let out = folder.appendingPathComponent("killed")
        for delay in [0.2, 0.6, 1.2, 2.5, 4.0] {
            let (process, _, _) = try TermbridgeProcess.start(
                arguments + ["--out", out.path, "--quiet"], in: folder, environment: ["TERMBRIDGE_STORE_BATCH_BYTES": "1"])
            Thread.sleep(forTimeInterval: delay)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        let finished = try TermbridgeProcess.run(arguments + ["--out", out.path, "--quiet"], in: folder, limit: 600)
        #expect(finished.status == reference.status, "\(finished.stderr)")
        // What the killed builds stored and the last one did not use is gone: the same keyed rows as a clean build.
        let kept = try CorpusIndex(folder: out).documentAnalysisKeys()
        #expect(kept == (try CorpusIndex(folder: clean).documentAnalysisKeys()))
        for name in ["findings.json", "findings.sarif", "claims.json", "site/index.html", "site/search-data.js"] {
            #expect(
                try Self.read(out.appendingPathComponent(name)) == Self.read(clean.appendingPathComponent(name)), "\(name)")
        }
        try Self.expectSameSite(out, clean, "after the killed builds")
        try Self.expectSameIndex(out, clean, "after the killed builds")
        let a = try TermbridgeProcess.run(["search", "赢回优惠", "--format", "json", "--limit", "1000", "--index", clean.path], in: folder)
        let b = try TermbridgeProcess.run(["search", "赢回优惠", "--format", "json", "--limit", "1000", "--index", out.path], in: folder)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".site.") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        #expect(a.stdout == b.stdout && a.status == 0)
        let ta = try TermbridgeProcess.run(["term", "win-back offer", "--format", "json", "--index", clean.path], in: folder)
        let tb = try TermbridgeProcess.run(["term", "win-back offer", "--format", "json", "--index", out.path], in: folder)
        #expect(ta.stdout == tb.stdout && ta.status == 0)
    }

    @Test func aSecondBuildWaitsForTheFirstAndSaysSo() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent(".termbridge")
        var held: BuildLock? = try BuildLock(folder: out, waiting: { _ in })
        _ = held
        let (process, _, err) = try TermbridgeProcess.start(["build", "Corpus"], in: folder)
        Thread.sleep(forTimeInterval: 1.5)
        #expect(process.isRunning, "the second build should wait for the lock")
        held = nil
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(stderr.contains("waiting for the build (process \(getpid()))"), "\(stderr)")
        #expect(process.terminationStatus == 2 && stderr.contains("built 5 documents"))
    }

    /// Stored transliterations seed this process's memos only when this executable stored them.
    @Test func storedTransliterationsAreTakenFromThisExecutableOnly() throws {
        // Texts no one else asks for, so that seeding the process-wide memo disturbs no other test.
        let mine = "\u{E000}seeded by this executable", theirs = "\u{E000}seeded by another"
        func stored(_ executable: String, _ text: String) -> String {
            StoredTransliterations(executable: executable, answers: [Transliterator.hanToPinyin: [text: "seeded"]]).encoded
        }
        #expect(StoredTransliterations.seed(from: stored("another executable", theirs)).isEmpty)
        #expect(StoredTransliterations.seed(from: stored(CheckInputs.executableIdentity, mine)) == [Transliterator.hanToPinyin: 1])
        #expect(StoredTransliterations.seed(from: "{\"executable\": \"an older build's JSON\"}").isEmpty)
        StoredTransliterations.seed(from: nil)
        let answers = TransliterationMemo.shared(Transliterator.hanToPinyin).answers
        #expect(answers[mine] == "seeded")
        #expect(answers[theirs] == nil)
        let current = try #require(StoredTransliterations.current())
        let decoded = try #require(StoredTransliterations(decoding: current))
        #expect(decoded.executable == CheckInputs.executableIdentity && decoded.answers[Transliterator.hanToPinyin]?[mine] == "seeded")
        // Nothing learned since the memos were seeded with these: nothing to store again.
        let counts = Dictionary(uniqueKeysWithValues: decoded.answers.map { ($0.key, $0.value.count) })
        #expect(StoredTransliterations.current(seeded: counts) == nil)
    }

    /// The stored text reads back as written; a text or answer that holds a line break or a separator
    /// is left out, and any other text does not read as one.
    @Test func storedTransliterationsReadBackAsWritten() throws {
        let answers = [
            Transliterator.hanToPinyin: ["赢回优惠": "ying hui you hui", "": "", "a\u{1F}b": "x", "c": "line\nbreak"],
            Transliterator.kanaToASCII: ["ウィンバック": "uinbakku", "tab\tkept": "タブ"],
        ]
        let stored = StoredTransliterations(executable: "/bin/termbridge 1.0", answers: answers)
        let read = try #require(StoredTransliterations(decoding: stored.encoded))
        #expect(read.executable == "/bin/termbridge 1.0")
        #expect(read.answers[Transliterator.hanToPinyin] == ["赢回优惠": "ying hui you hui", "": ""])
        #expect(read.answers[Transliterator.kanaToASCII] == ["ウィンバック": "uinbakku", "tab\tkept": "タブ"])
        for other in ["", "termbridge transliterations 2\nx\n", StoredTransliterations.header + "\nx\nno separator\n"] {
            #expect(StoredTransliterations(decoding: other) == nil, "\(other)")
        }
    }

    @Test func outMustBeAFolder() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TermbridgeProcess.run(["build", "Corpus", "--out", "/dev/null"], in: folder)
        #expect(result.status == 1 && result.stderr.contains("is not a folder"))
        var isDirectory: ObjCBool = true
        #expect(FileManager.default.fileExists(atPath: "/dev/null", isDirectory: &isDirectory) && !isDirectory.boolValue)
    }
}
