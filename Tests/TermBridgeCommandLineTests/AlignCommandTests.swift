import AlignmentKit
import Foundation
import Testing

@testable import TermBridgeCommandLine

@Suite struct AlignCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let ja = root.appendingPathComponent("Corpus/ja/000_593fcd7000116d1f.txt").path
    static let zh = root.appendingPathComponent("Corpus/zh-Hans/004_51de928598eb9817.txt").path

    static func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("align-\(UUID().uuidString).txt").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func sessionPageTranscriptIsReadBetweenDownloadAndTheNextDashLine() throws {
        let ja = try alignmentUnits(path: Self.ja, level: .paragraph)
        #expect(ja.language == "ja" && ja.units.count == 123)
        #expect(ja.units.first?.line == 32 && ja.units.last?.line == 154)
        let zh = try alignmentUnits(path: Self.zh, level: .sentence)
        #expect(zh.language == "zh-Hans")
        #expect(zh.units.contains { $0.text == "我是 App Store Connect 的" })
    }

    @Test func sameLanguageOnBothSidesIsAnError() {
        #expect(throws: AlignmentError.sameLanguage("ja")) {
            _ = try AlignmentRun.align(source: Self.ja, target: Self.ja, level: .paragraph)
        }
    }

    @Test func emptyDocumentIsReportedAndNothingIsForced() throws {
        let empty = try Self.temporaryFile("\n\n")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let (result, _, _, messages) = try AlignmentRun.align(source: Self.ja, target: empty, level: .paragraph)
        #expect(result.linkedCount == 0 && result.unalignedSourceCount == 123)
        #expect(messages.contains { $0.contains("no text to align") && $0.contains(empty) })
    }

    @Test func jsonReportHasPairsWithEmptySidesAsNullLines() throws {
        let extra = try Self.temporaryFile(
            "App Storeには 3種類のオファーがあります\nこの段落には対応する中国語がありません 長い説明が続きます 長い説明が続きます\nmacOS 15.0でも 提示できます\n")
        let zh = try Self.temporaryFile("App Store 中有三种优惠\nmacOS 15.0 现在 可展示\n")
        defer { for path in [extra, zh] { try? FileManager.default.removeItem(atPath: path) } }
        let (result, s, t, messages) = try AlignmentRun.align(source: extra, target: zh, level: .paragraph)
        let report = AlignedPairsReport(
            result: result, source: s.units, target: t.units, sourceLanguage: s.language, targetLanguage: t.language,
            level: .paragraph, messages: messages)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONOutput.encode(report).utf8)) as? [String: Any])
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        #expect(pairs.count == 3)
        let unaligned = try #require(pairs.first { ($0["target"] as? [String: Any])?["text"] as? String == "" })
        #expect((unaligned["target"] as? [String: Any])?["line"] is NSNull)
        #expect((json["summary"] as? [String: Any])?["unalignedSourceUnits"] as? Int == 1)
    }

    @Test func commandsParse() throws {
        #expect(
            try TermBridge.parseAsRoot(["align", "a", "b", "--format", "tmx", "--level", "paragraph"])
                is TermBridge.Align)
        #expect(
            try TermBridge.parseAsRoot(["terms", "discover", "a", "b", "--top", "5", "--format", "json"])
                is TermBridge.Terms.Discover)
        #expect(throws: (any Error).self) { try TermBridge.parseAsRoot(["align", "a", "b", "--format", "xml"]) }
        #expect(throws: (any Error).self) {
            try TermBridge.parseAsRoot(["terms", "discover", "a", "b", "--export", "csv", "f"])
        }
    }

    @Test func discoveryExportsATBXFileAtomically() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("discovered-\(UUID().uuidString).tbx")
            .path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let command = try #require(
            try TermBridge.parseAsRoot([
                "terms", "discover", Self.ja, Self.zh, "--top", "25", "--format", "json", "--export", "tbx", out,
            ]) as? TermBridge.Terms.Discover)
        try command.run()
        let tbx = try String(contentsOfFile: out, encoding: .utf8)
        #expect(tbx.contains("<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\" type=\"TBX-Basic\" style=\"dca\""))
        #expect(tbx.components(separatedBy: "<conceptEntry ").count - 1 == 25)
        #expect(tbx.contains("admittedTerm-admn-sts") && tbx.contains("<note>discovered"))
    }

    /// `terms discover FOLDER`: every ja / zh-Hans pair under the folder, the candidates counted over
    /// the aligned phrases of all of them — a term pair each page uses once is supported by the three.
    @Test func discoveryOverAFolderCountsEveryPairsPhrases() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("discover-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = [
            ("audit", "監査イベントはログに記録されます。\n\nクラスターの設定を確認します。\n", "审计事件会被记录到日志中。\n\n检查集群的配置。\n"),
            ("backend", "バックエンドは監査イベントをファイルに書き込みます。\n\nポリシーを読みます。\n", "后端将审计事件写入文件。\n\n读取策略。\n"),
            ("webhook", "Webhookは監査イベントを外部に送信します。\n\n設定は任意です。\n", "Webhook 将审计事件发送到外部。\n\n配置是可选的。\n"),
        ]
        for (name, ja, zh) in pages {
            try ja.write(to: folder.appendingPathComponent("\(name).ja.md"), atomically: false, encoding: .utf8)
            try zh.write(to: folder.appendingPathComponent("\(name).zh-Hans.md"), atomically: false, encoding: .utf8)
        }
        let found = FolderPairs(folder: folder, sourceLanguage: "ja", targetLanguage: "zh-Hans")
        #expect(found.pairs.map(\.name) == ["audit", "backend", "webhook"])
        let discovered = try TermBridge.Terms.Discover.discover(pairs: found.pairs, known: [], top: 10)
        #expect(discovered.phrases >= 6)
        let audit = discovered.candidates.first { $0.ja == "監査イベント" && $0.zhHans == "审计事件" }
        #expect(audit?.count == 3, "\(discovered.candidates.map { "\($0.ja)/\($0.zhHans) \($0.count)" })")
        // One page alone has the pair once.
        let alone = try TermBridge.Terms.Discover.discover(pairs: Array(found.pairs.prefix(1)), known: [], top: 10)
        #expect(alone.candidates.first { $0.ja == "監査イベント" }?.count ?? 1 == 1)

        // The command: a folder and --export's file, no second document.
        let out = folder.appendingPathComponent("found.tbx").path
        let command = try #require(
            try TermBridge.parseAsRoot(["terms", "discover", folder.path, "--no-glossary", "--export", "tbx", out]) as? TermBridge.Terms.Discover)
        try command.run()
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("監査イベント"))
        let both = try #require(
            try TermBridge.parseAsRoot(["terms", "discover", folder.path, Self.zh, "--no-glossary"]) as? TermBridge.Terms.Discover)
        #expect(throws: (any Error).self) { try both.run() }
        #expect(throws: (any Error).self) { try TermBridge.parseAsRoot(["terms", "discover", Self.ja]) }
    }
}
