import CorpusModel
import Foundation
import Testing

@Suite struct CorpusManifestTests {
    @Test func decodesAnEntryAndReportsDuplicates() throws {
        let json = """
            {"documents":[
              {"id":"a","path":"ja/a.txt","language":"ja","kind":"session-transcript","title":"T","parallel":"g","source":"s"},
              {"id":"a","path":"zh-Hans/a.txt","language":"zh-Hans","kind":"article","title":"U","source":"s"}]}
            """
        let manifest = try JSONDecoder().decode(CorpusManifest.self, from: Data(json.utf8))
        #expect(manifest.documents[0].language == .japanese)
        #expect(manifest.documents[1].kind == .article)
        #expect(manifest.group("g").map(\.id) == ["a"])
        #expect(manifest.problems() == ["document id 'a' appears twice"])
    }

    @Test func languageTagsSortInPivotOrder() {
        #expect([LanguageTag.simplifiedChinese, .english, .japanese, LanguageTag("fr")].sorted()
            == [.english, .japanese, .simplifiedChinese, LanguageTag("fr")])
    }
}
