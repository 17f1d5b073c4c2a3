import AlignmentKit
import Foundation
import GlossaryKit
import Testing

@testable import TermBridgeCommandLine

@Suite struct AlignGlossaryTests {
    static let glossary = AlignCommandTests.root.appendingPathComponent("Glossary").path

    @Test func seedSessionParagraphsComeFromTheParserTranscriptOnly() throws {
        let (result, s, t, _) = try AlignmentRun.align(source: AlignCommandTests.ja, target: AlignCommandTests.zh, level: .paragraph)
        #expect(s.units.count == 123 && t.units.count == 123)
        #expect(result.linkedCount == 123)
        // Chapters, resources and the abstract (lines 1–31) are not aligned.
        let texts = s.units.map(\.text) + t.units.map(\.text)
        #expect(!texts.contains { $0.hasPrefix("- ") || $0.contains("Merchandising win-back offers") })
        #expect(s.units.allSatisfy { (32...154).contains($0.line) })
    }

    @Test func glossaryConceptsGiveJapaneseChinesePairs() throws {
        let pairs = GlossaryTermPairs.pairs(in: try GlossaryLoader.load(Self.glossary, quiet: true))
        #expect(pairs.contains { $0.ja == "ウィンバックオファー" && $0.zh == "赢回优惠" })
        let inline = Glossary(concepts: [
            Concept(id: "c1", terms: [
                "ja": [Term("オファー", status: .preferred), Term("特典", status: .deprecated)],
                "zh-Hans": [Term("优惠", status: .preferred), Term("折扣", status: .admitted)],
            ])
        ])
        let inlinePairs = GlossaryTermPairs.pairs(in: inline).map { "\($0.ja)/\($0.zh)" }
        #expect(inlinePairs == ["オファー/优惠", "オファー/折扣"])
        #expect(try GlossaryTermPairs.load(glossary: Self.glossary, disabled: true, tsv: nil, documents: []).isEmpty)
    }

    @Test func discoverDoesNotProposePairsAlreadyInTheGlossary() throws {
        func proposes(_ arguments: [String]) throws -> Bool {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("disc-\(UUID().uuidString).tbx").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            var command = try TermBridge.parseAsRoot(
                ["terms", "discover", AlignCommandTests.ja, AlignCommandTests.zh, "--top", "50", "--export", "tbx", out] + arguments)
            try command.run()
            let tbx = try String(contentsOfFile: out, encoding: .utf8)
            return tbx.contains("<term>ウィンバックオファー</term>") && tbx.contains("<term>赢回优惠</term>")
        }
        #expect(try proposes(["--no-glossary"]))
        #expect(try !proposes(["--glossary", Self.glossary]))
    }

    @Test func glossaryAndNoGlossaryTogetherIsAUsageError() {
        #expect(throws: (any Error).self) {
            _ = try TermBridge.parseAsRoot(["align", "a", "b", "--glossary", "G", "--no-glossary"])
        }
    }
}

@Suite struct AlignParserInputTests {
    @Test func subtitleTranscriptContributesOnlyTheParagraphsUnderTranscript() throws {
        let path = try AlignCommandTests.temporaryFile(
            "# App Storeの新機能\n\n## Summary\n概要の文です\n\n## Info\n* Year: 2018\n\n## Transcript\n\n<i>こんにちは</i> ようこそ\n\n今日は オファーについて 説明します\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let units = try alignmentUnits(path: path, level: .paragraph)
        #expect(units.units.map(\.text) == ["こんにちは ようこそ", "今日は オファーについて 説明します"])
        #expect(units.units.map(\.line) == [11, 13])
    }

    @Test func articleTitleIsAUnitBeforeItsParagraphs() throws {
        let path = try AlignCommandTests.temporaryFile("オファーコードの設定\n\nオファーコードを作成します\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let units = try alignmentUnits(path: path, level: .paragraph)
        #expect(units.units.map(\.text) == ["オファーコードの設定", "オファーコードを作成します"])
        #expect(units.units.map(\.line) == [1, 3])
    }
}
