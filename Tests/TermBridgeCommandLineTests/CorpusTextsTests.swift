import Foundation
import Testing
import TextKit
@testable import TermBridgeCommandLine

/// `term` occurrences and `glossary lint` citations read corpus documents through one decoder.
@Suite struct CorpusTextsTests {
    @Test func legacyEncodedDocumentsDecodeAndUnreadableOnesAreLeftOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tb-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = String(repeating: "ウィンバックオファーでは 有料サブスクリプション期間 最後のサブスクリプション登録後の 経過時間 オファー間の待ち時間など 様々なユーザー利用資格がサポートされます\n", count: 3)
        try Data(try TextDecoding.encode(text, as: "Shift_JIS")).write(to: folder.appendingPathComponent("sjis.txt"))
        let manifest = """
            {"documents":[
              {"id":"sjis","path":"sjis.txt","language":"ja","kind":"article","title":"T","source":"test"},
              {"id":"gone","path":"missing.txt","language":"ja","kind":"article","title":"U","source":"test"}]}
            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("corpus.json"))

        let documents = try CorpusLocator.load(folder.path).documentTexts()
        #expect(documents.map(\.id) == ["sjis"], "the missing document is left out")
        #expect(documents.first?.text == text, "the Shift_JIS document decodes to the original text")
    }
}
