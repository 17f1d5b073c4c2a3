import Foundation
import Testing

@testable import TermBridgeCommandLine

/// `termbridge align FOLDER`: every NAME.ja / NAME.zh-Hans pair of a plain folder, as text, JSON or
/// one TMX.
@Suite struct AlignFolderTests {
    /// A folder of two Markdown page pairs, an English page and a Japanese page without a Chinese one.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("align-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("guide"), withIntermediateDirectories: true)
        let files = [
            "intro.ja.md": "# はじめに\n\nクラスターには5つのノードがあります。\n\n`kubectl` で確認します。\n",
            "intro.zh-Hans.md": "# 简介\n\n集群有 5 个节点。\n\n用 `kubectl` 确认。\n",
            "intro.en.md": "# Introduction\n\nThe cluster has 5 nodes.\n\nCheck with `kubectl`.\n",
            "guide/volumes.ja.md": "# ボリューム\n\nボリュームを3つ作成します。\n",
            "guide/volumes.zh-Hans.md": "# 卷\n\n创建 3 个卷。\n",
            "alone.ja.md": "# 単独\n\n中国語版はありません。\n",
        ]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        return folder
    }

    @Test func pairsAreFoundByNameInEveryFolderAndUnpairedPagesNamed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = FolderPairs(folder: folder, sourceLanguage: "ja", targetLanguage: "zh-Hans")
        #expect(found.pairs.map(\.name) == ["guide/volumes", "intro"])
        #expect(found.pairs.allSatisfy { $0.source.hasSuffix(".ja.md") && $0.target.hasSuffix(".zh-Hans.md") })
        #expect(found.unpaired == ["alone"])
        let english = FolderPairs(folder: folder, sourceLanguage: "en", targetLanguage: "ja")
        #expect(english.pairs.map(\.name) == ["intro"])
    }

    @Test func jsonHasOneReportPerPairAndTMXOneMemory() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try TermbridgeProcess.run(["align", folder.path, "--format", "json", "--no-glossary"], in: folder)
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.compactMap { $0["name"] as? String } == ["guide/volumes", "intro"])
        #expect(documents.allSatisfy { (($0["alignment"] as? [String: Any])?["pairs"] as? [Any])?.isEmpty == false })
        #expect(object["unpaired"] as? [String] == ["alone"])
        #expect(json.stderr.contains("aligned 2 document pair(s)"))

        let tmx = try TermbridgeProcess.run(["align", folder.path, "--format", "tmx", "--no-glossary"], in: folder)
        #expect(tmx.status == 0)
        #expect(tmx.stdout.components(separatedBy: "<header ").count == 2, "one translation memory")
        #expect(tmx.stdout.contains("<prop type=\"x-document\">guide/volumes</prop>"))
        #expect(tmx.stdout.contains("<prop type=\"x-document\">intro</prop>"))
        // A code span is part of its sentence, on both sides (once a hole that also cut the Chinese
        // sentence in two at the spaces it left: `用` / `确认。`).
        #expect(tmx.stdout.contains("<seg>kubectl で確認します。</seg>"), "\(tmx.stdout)")
        #expect(tmx.stdout.contains("<seg>用 kubectl 确认。</seg>"))
    }

    @Test func pairsAlignedTogetherAreReportedInPathOrderUpToOneThatCannotBeRead() throws {
        // Pairs are aligned on every core: the reports and the summaries stay in path order, and a
        // pair that cannot be read ends the run after the summaries of the pairs before it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("align-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = (1...12).map { String(format: "p%02d", $0) }
        for (k, name) in names.enumerated() {
            let count = k + 2
            try "# 第\(k)章\n\nノードを\(count)つ作成します。\n\n\(count)分待ちます。\n".write(
                to: folder.appendingPathComponent("\(name).ja.md"), atomically: false, encoding: .utf8)
            try "# 第\(k)章\n\n创建 \(count) 个节点。\n\n等待 \(count) 分钟。\n".write(
                to: folder.appendingPathComponent("\(name).zh-Hans.md"), atomically: false, encoding: .utf8)
        }
        let json = try TermbridgeProcess.run(["align", folder.path, "--format", "json", "--no-glossary"], in: folder)
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.compactMap { $0["name"] as? String } == names)
        let summaries = json.stderr.split(separator: "\n").compactMap { line in names.first { line.hasPrefix("\($0): ") } }
        #expect(summaries == names, "\(json.stderr)")

        // p07's Chinese page is not text.
        try Data([0x00, 0xFF, 0xFE, 0x00, 0x01]).write(to: folder.appendingPathComponent("p07.zh-Hans.md"))
        let broken = try TermbridgeProcess.run(["align", folder.path, "--no-glossary"], in: folder)
        #expect(broken.status != 0)
        #expect(broken.stdout.isEmpty)
        let before = broken.stderr.split(separator: "\n").compactMap { line in names.first { line.hasPrefix("\($0): ") } }
        #expect(before == Array(names.prefix(6)), "\(broken.stderr)")
        #expect(broken.stderr.contains("p07.zh-Hans.md"), "\(broken.stderr)")
    }

    @Test func aFolderWithoutPairsAndWrongArgumentsAreClearErrors() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let none = try TermbridgeProcess.run(["align", folder.path, "--languages", "ko,ja", "--no-glossary"], in: folder)
        #expect(none.status == 1)
        #expect(none.stderr.contains("no ko and ja document pair in"), "\(none.stderr)")
        let file = folder.appendingPathComponent("intro.ja.md").path
        let oneFile = try TermbridgeProcess.run(["align", file], in: folder)
        #expect(oneFile.status == 64)
        #expect(oneFile.stderr.contains("align takes two documents, or one folder"))
        let badLanguages = try TermbridgeProcess.run(["align", folder.path, "--languages", "ja"], in: folder)
        #expect(badLanguages.status == 64)
        #expect(badLanguages.stderr.contains("--languages takes two different languages"))
    }
}
