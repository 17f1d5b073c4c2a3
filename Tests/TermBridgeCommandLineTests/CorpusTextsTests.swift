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

    /// `glossary lint` cites a corpus document's lines by number: a CRLF or lone-CR document's lines
    /// are its lines, not one line holding the whole text.
    @Test func citedLinesOfCRLFAndCRDocumentsAreTheirLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tb-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("一行目\r\n二行目のオファー\r\n".utf8).write(to: folder.appendingPathComponent("crlf.txt"))
        try Data("一行目\r二行目のオファー\r".utf8).write(to: folder.appendingPathComponent("cr.txt"))
        let manifest = """
            {"documents":[
              {"id":"crlf","path":"crlf.txt","language":"ja","kind":"article","title":"T","source":"test"},
              {"id":"cr","path":"cr.txt","language":"ja","kind":"article","title":"U","source":"test"}]}
            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("corpus.json"))
        let lines = try #require(TermBridge.GlossaryCommand.Lint.corpusLines(folder.path))
        #expect(lines["crlf"] == ["一行目", "二行目のオファー", ""])
        #expect(lines["cr"] == ["一行目", "二行目のオファー", ""])
    }

    /// A `--glossary-pairs` file written with CRLF gives the pairs an LF file gives.
    @Test func glossaryPairsFilesWithCRLFGiveTheirPairs() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tb-pairs-\(UUID().uuidString).tsv")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("# pairs\r\nオファー\t优惠\r\n\r\nサブスクリプション\t订阅\r\n".utf8).write(to: file)
        let pairs = try TermBridge.Terms.Discover.readPairs(file.path).map { "\($0.ja)/\($0.zh)" }
        #expect(pairs == ["オファー/优惠", "サブスクリプション/订阅"])
        try Data("オファー\t优惠\rbroken line\r".utf8).write(to: file)
        #expect(throws: (any Error).self) { try TermBridge.Terms.Discover.readPairs(file.path) }
    }
}
