import Foundation
import Testing

@testable import TermBridgeCommandLine

/// The site folder replaced as a whole, reusing the unchanged pages of the folder it replaces.
@Suite struct SiteWriterTests {
    static func inode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
    }

    @Test func unchangedPagesAreLinkedAndTheRestWrittenRemovedOrAdded() throws {
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
