import Foundation
import ReferenceSite
import Testing

@testable import TermBridgeCommandLine
import TextKit

/// The site folder: written whole into a new folder and moved into place the first time, then updated
/// in place (unchanged pages left alone, changed ones replaced atomically, the rest removed).
@Suite struct SiteWriterTests {
    static func inode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
    }

    @Test func unchangedPagesAreLeftAloneAndTheRestWrittenRemovedOrAdded() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("site")
        try SiteWriter.replace(
            folder: site.path,
            with: [
                "index.html": "home", "a/kept.html": "kept", "a/changed.html": "old", "gone.html": "x", "longer.html": "page",
                "empty.html": "",
            ], inputs: [])
        let kept = try Self.inode(site.appendingPathComponent("a/kept.html"))
        let changed = try Self.inode(site.appendingPathComponent("a/changed.html"))
        let longer = try Self.inode(site.appendingPathComponent("longer.html"))
        let empty = try Self.inode(site.appendingPathComponent("empty.html"))
        try SiteWriter.replace(
            folder: site.path,
            with: [
                "index.html": "home", "a/kept.html": "kept", "a/changed.html": "new", "b/added.html": "added",
                "longer.html": "pages", "empty.html": "",
            ],
            inputs: [])
        func read(_ path: String) throws -> String {
            try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(try read("a/kept.html") == "kept" && read("a/changed.html") == "new" && read("b/added.html") == "added")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("gone.html").path))
        #expect(
            try Self.inode(site.appendingPathComponent("a/kept.html")) == kept, "an unchanged page is the same file")
        #expect(try Self.inode(site.appendingPathComponent("a/changed.html")) != changed, "same length, other bytes")
        #expect(try read("longer.html") == "pages" && Self.inode(site.appendingPathComponent("longer.html")) != longer)
        #expect(try read("empty.html") == "" && Self.inode(site.appendingPathComponent("empty.html")) == empty)
        // Nothing is left beside the site, and the folder still says it is TermBridge's.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["site"])
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(SiteWriter.marker).path))
    }

    /// Pages with a digest: one whose digest and file are as written is kept without its text; one
    /// whose file changed since, or whose digest changed, is made again.
    @Test func aPageWithAnUnchangedDigestIsKeptAsWritten() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("site")
        typealias File = HTMLRenderer.File
        func page(_ path: String, _ digest: String, _ text: String) -> File { File(path: path, digest: digest, text: text) }
        var asked: [String] = []
        try SiteWriter.replace(folder: site.path, inputs: []) { unchanged, write in
            #expect(!unchanged("p/a.html", "1"), "no earlier site")
            try write([File(path: "index.html", digest: nil, text: "home"), page("p/a.html", "1", "A"), page("p/b.html", "2", "B")])
            try write([page("p/c.html", "3", "C")])
        }
        let digests = try String(contentsOf: site.appendingPathComponent(SiteWriter.pagesFile), encoding: .utf8)
        #expect(digests.split(separator: "\n").count == 3 && digests.hasPrefix("1\t1\t"), "\(digests)")
        let a = try Self.inode(site.appendingPathComponent("p/a.html"))

        // The user rewrites c with as many bytes; b's digest changes.
        Thread.sleep(forTimeInterval: 0.01)
        try "c".write(to: site.appendingPathComponent("p/c.html"), atomically: false, encoding: .utf8)
        try SiteWriter.replace(folder: site.path, inputs: []) { unchanged, write in
            var files: [File] = []
            for (path, digest) in [("p/a.html", "1"), ("p/b.html", "9"), ("p/c.html", "3")] {
                if unchanged(path, digest) {
                    asked.append(path)
                    files.append(File(path: path, digest: digest, text: nil))
                } else {
                    files.append(page(path, digest, path == "p/b.html" ? "B2" : "C"))
                }
            }
            try write(files)
        }
        #expect(asked == ["p/a.html"], "only a is as written with its digest")
        func read(_ path: String) throws -> String { try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8) }
        #expect(try read("p/a.html") == "A" && read("p/b.html") == "B2" && read("p/c.html") == "C")
        #expect(try Self.inode(site.appendingPathComponent("p/a.html")) == a, "kept: the same file")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path), "not handed over: gone")
        let again = PageDigests(reading: site.appendingPathComponent(SiteWriter.pagesFile).path)
        #expect(again.entries.mapValues(\.digest) == ["p/a.html": "1", "p/b.html": "9", "p/c.html": "3"])
        #expect(again.holds("p/c.html", digest: "3", in: site.path) && !again.holds("p/c.html", digest: "4", in: site.path))
        // A list that does not read as one is ignored: every page is made again.
        try "nonsense\n1\tx\t2\t3\tp/a.html\n".write(to: site.appendingPathComponent(SiteWriter.pagesFile), atomically: false, encoding: .utf8)
        #expect(PageDigests(reading: site.appendingPathComponent(SiteWriter.pagesFile).path).entries.isEmpty)
    }

    /// An update stopped midway (no digests file, a page half-updated, a temporary file left, a page
    /// of the run before it still there) is completed by the next one: the site a clean run writes.
    @Test func anUpdateStoppedMidwayIsCompletedByTheNext() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        typealias File = HTMLRenderer.File
        let pages = ["index.html": "home", "p/a.html": "A", "p/b.html": "B", "q/c.html": "C"]
        func write(_ site: URL, _ pages: [String: String]) throws {
            try SiteWriter.replace(folder: site.path, inputs: []) { unchanged, write in
                try write(pages.sorted { $0.key < $1.key }.map { path, text in
                    let digest = path == "index.html" ? nil : String(text.hashValue)
                    return File(path: path, digest: digest, text: digest.map { unchanged(path, $0) } == true ? nil : text)
                })
            }
        }
        let clean = root.appendingPathComponent("clean")
        try write(clean, pages)
        let site = root.appendingPathComponent("site")
        try write(site, ["index.html": "home", "p/a.html": "old A", "p/b.html": "B", "r/gone.html": "gone"])
        // What a killed update leaves: its digests removed, one page rewritten, a temporary file.
        try FileManager.default.removeItem(at: site.appendingPathComponent(SiteWriter.pagesFile))
        try "A".write(to: site.appendingPathComponent("p/a.html"), atomically: false, encoding: .utf8)
        try "half".write(to: site.appendingPathComponent("p/.termbridge-new-1-b.html"), atomically: false, encoding: .utf8)
        try write(site, pages)
        let (files, folders) = try SiteWriter.entries(under: site.path)
        #expect(files.sorted() == (try SiteWriter.entries(under: clean.path)).files.sorted())
        #expect(Set(folders) == ["p", "q"], "the emptied folder goes")
        for path in files where path != SiteWriter.pagesFile {
            #expect(FileManager.default.contents(atPath: site.path + "/" + path) == FileManager.default.contents(atPath: clean.path + "/" + path), "\(path)")
        }
        let digests = PageDigests(reading: site.appendingPathComponent(SiteWriter.pagesFile).path)
        #expect(digests.entries.keys.sorted() == ["p/a.html", "p/b.html", "q/c.html"])
        // A further update with nothing changed keeps every page without its text, and its digests.
        var unchangedPages: [String] = []
        try SiteWriter.replace(folder: site.path, inputs: []) { unchanged, write in
            try write(pages.sorted { $0.key < $1.key }.map { path, text in
                let digest = path == "index.html" ? nil : String(text.hashValue)
                if let digest, unchanged(path, digest) {
                    unchangedPages.append(path)
                    return File(path: path, digest: digest, text: nil)
                }
                return File(path: path, digest: digest, text: text)
            })
        }
        #expect(unchangedPages == ["p/a.html", "p/b.html", "q/c.html"])
        #expect(PageDigests(reading: site.appendingPathComponent(SiteWriter.pagesFile).path).entries == digests.entries)
    }

    @Test func aPageIsWrittenWithItsBytesAndTheUmasksPermissions() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let page = root.appendingPathComponent("p.html").path
        try SiteWriter.writeNew(page, "<p>アプリ内課金</p>\n")
        #expect(FileManager.default.contents(atPath: page) == Data("<p>アプリ内課金</p>\n".utf8))
        // A shorter page over a longer one leaves no tail of the old bytes.
        try SiteWriter.writeNew(page, "<p/>")
        #expect(FileManager.default.contents(atPath: page) == Data("<p/>".utf8))
        let mask = umask(0o022)
        umask(mask)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: page)[.posixPermissions] as? Int)
        #expect(mode == 0o666 & ~Int(mask))
        // A folder that is not there: the error names the page.
        let missing = root.appendingPathComponent("no/such/p.html").path
        #expect(throws: FileAccessError.self) { try SiteWriter.writeNew(missing, "x") }
        do {
            try SiteWriter.writeNew(missing, "x")
        } catch {
            #expect(error.description.contains(missing))
        }
    }
}
