import Foundation
import Testing

@testable import TermBridgeCommandLine

/// A glossary tagged the way Microsoft, Trados and Weblate export it (`ja-JP`, `zh-CN`, `en-US`)
/// must give exactly the findings of the same glossary tagged `ja`, `zh-Hans`, `en`.
@Suite(.serialized) struct RegionalLanguageTagTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let glossary = root.appendingPathComponent("Glossary/storekit-offers.tbx")

    func findings(glossary: String, folder: URL, name: String) throws -> String {
        let out = folder.appendingPathComponent(name).path
        var command = try TermBridge.parseAsRoot(["check", "--format", "json", "--output", out, "--glossary", glossary])
        do { try command.run() } catch { _ = TermBridge.exitCode(for: error) }
        return try String(contentsOfFile: out, encoding: .utf8)
    }

    @Test func regionalTagsGiveExactlyTheFindingsOfCorpusTags() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tags-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: Self.glossary, encoding: .utf8)
        let regional = original.replacingOccurrences(of: #"xml:lang="ja""#, with: #"xml:lang="ja-JP""#)
            .replacingOccurrences(of: #"xml:lang="zh-Hans""#, with: #"xml:lang="zh-CN""#)
            .replacingOccurrences(of: #"<langSec xml:lang="en""#, with: #"<langSec xml:lang="en-US""#)
        #expect(regional.contains(#"xml:lang="ja-JP""#) && regional.contains(#"xml:lang="zh-CN""#))
        #expect(!regional.contains(#"<langSec xml:lang="ja""#) && !regional.contains(#"<langSec xml:lang="zh-Hans""#))
        let regionalPath = folder.appendingPathComponent("regional.tbx").path
        try regional.write(toFile: regionalPath, atomically: false, encoding: .utf8)
        let expected = try findings(glossary: Self.glossary.path, folder: folder, name: "a.json")
        let actual = try findings(glossary: regionalPath, folder: folder, name: "b.json")
        #expect(expected.contains("deprecated-term"), "the bundled glossary finds deprecated terms")
        #expect(actual == expected)
    }
}
