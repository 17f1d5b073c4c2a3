import Foundation
import GlossaryKit
import Testing
@testable import TermBridgeCommandLine

@Suite struct TermCommandTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GlossaryKitTests/Fixtures/winback.tbx").path

    func cards(_ query: String) throws -> [TermCard] {
        let glossary = try GlossaryLoader.load(Self.fixture, quiet: true)
        let hits = TermQuery(glossary: glossary).search(query, limit: 3)
        let concordance = TermBridge.TermCommand.concordance(glossary: glossary, corpus: nil)
        return TermBridge.TermCommand.cards(hits, glossary: glossary, concordance: concordance)
    }

    @Test(arguments: [
        ("ウィンバック", "zh-Hans", "赢回优惠"), ("赢回", "ja", "ウィンバックオファー"), ("win-back", "ja", "ウィンバックオファー"),
        ("yinghui", "ja", "ウィンバックオファー"), ("uinbakku", "zh-Hans", "赢回优惠"), ("再獲得提供オファー", "ja", "ウィンバックオファー"),
    ])
    func queriesInEveryScriptFindTheWinBackConcept(query: String, language: String, term: String) throws {
        let json = try JSONOutput.encode(TermCard.Listing(matches: try cards(query), suggestions: nil))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let matches = try #require(object["matches"] as? [[String: Any]])
        let texts = matches.prefix(3).flatMap { (($0["terms"] as? [String: Any])?[language] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
        #expect(texts.contains(term))
        #expect(matches.first?["concept"] as? String == "win-back-offer")
        #expect((matches.first?["occurrences"] as? Int ?? 0) > 0)
    }

    @Test func deprecatedQuerySaysWhatToUse() throws {
        let card = try #require(try cards("再獲得提供オファー").first)
        #expect(card.useInstead == "ウィンバックオファー")
        #expect(card.text.contains("use 'ウィンバックオファー' instead"))
        #expect(card.terms["ja"]?.first { $0.text == "再獲得提供オファー" }?.documents["001_81c21158e75524e1"] ?? 0 > 0)
        #expect(!card.concordance.isEmpty)
    }

    @Test func commandsParse() throws {
        #expect(try TermBridge.parseAsRoot(["term", "x", "--format", "json", "--limit", "2"]) is TermBridge.TermCommand)
        #expect(try TermBridge.parseAsRoot(["glossary", "lint", "a.tbx"]) is TermBridge.GlossaryCommand.Lint)
        #expect(try TermBridge.parseAsRoot(["glossary", "export", "--format", "prh"]) is TermBridge.GlossaryCommand.Export)
        #expect(throws: (any Error).self) { try TermBridge.parseAsRoot(["glossary", "export", "--format", "xml"]) }
    }

    @Test func aTermInManyDocumentsListsTheMostFrequentAndCountsTheRest() {
        let documents = Dictionary(uniqueKeysWithValues: (1...9).map { ("page\($0)", $0) })
        let line = TermCard.documentCounts(documents)
        #expect(line == "page4 ×4, page5 ×5, page6 ×6, page7 ×7, page8 ×8, page9 ×9, … and 6 more in 3 documents")
        #expect(TermCard.documentCounts(["b": 1, "a": 2]) == "a ×2, b ×1")
    }
}
