import Testing
@testable import GlossaryKit

@Suite struct TermQueryTests {
    let query: TermQuery

    init() throws { query = TermQuery(glossary: try Fixture.glossary()) }

    func top(_ text: String, _ n: Int = 3) -> [String] {
        query.search(text, limit: n).map { query.glossary.concepts[$0.conceptIndex].id }
    }

    @Test(arguments: ["ウィンバック", "赢回", "win-back", "yinghui", "uinbakku", "再獲得提供オファー", "yinghui youhui", "yínghuí", "Win-Back Offer", "winback", "ｳｨﾝﾊﾞｯｸ", "うぃんばっく", "win-bak offer"])
    func findsTheWinBackConceptInEveryScript(text: String) {
        #expect(top(text).contains("win-back-offer"), "\(text) → \(top(text))")
    }

    @Test func exactTermRanksFirstAndReportsTheMatchedTerm() throws {
        let hit = try #require(query.search("再獲得提供オファー").first)
        #expect(query.glossary.concepts[hit.conceptIndex].id == "win-back-offer")
        #expect(hit.kind == .exact)
        #expect(query.glossary.concepts[hit.conceptIndex].terms[hit.language]?[hit.termIndex].status == .deprecated)
    }

    @Test func longestMatchOrderPrefersTheExactConcept() {
        #expect(top("オファーコード", 1) == ["offer-code"])
        #expect(top("促销优惠", 1) == ["offer"])
    }

    /// A plural or possessive finds its concept before any term it is a prefix of (`pods` began
    /// `Pod Security Policy` and found it first, with no occurrence of its own, before `Pod`).
    @Test func aPluralFindsItsTermsConceptBeforeALongerTerm() throws {
        let glossary = Glossary(concepts: [
            Concept(id: "pod", terms: ["en": [Term("Pod", status: .preferred)], "ja": [Term("Pod", status: .preferred)]]),
            Concept(id: "pod-security-policy", terms: ["en": [Term("Pod Security Policy", status: .preferred)], "zh-Hans": [Term("Pod 安全策略", status: .preferred)]]),
        ])
        let query = TermQuery(glossary: glossary)
        func top(_ text: String) -> String? { query.search(text, limit: 1).first.map { glossary.concepts[$0.conceptIndex].id } }
        #expect(top("pods") == "pod")
        #expect(top("Pod's") == "pod")
        #expect(top("pod security policies") == "pod-security-policy")
        #expect(try #require(query.search("PODS").first).kind == .inflected)
        #expect(try #require(query.search("Pod").first).kind == .exact)
        #expect(top("pod sec") == "pod-security-policy")
    }

    @Test func languageFilterRestrictsTerms() {
        #expect(query.search("赢回", languages: ["ja"]).isEmpty)
    }

    @Test func unknownQueryHasNoHitsButSuggestions() {
        #expect(query.search("zzqx").isEmpty)
        #expect(query.suggestions(for: "ofer cde").first == "offer code")
    }

    @Test func editDistanceIsLevenshtein() {
        #expect(TermQuery.editDistance("kitten", "sitting", limit: 10) == 3)
        #expect(TermQuery.editDistance("abc", "abc", limit: 0) == 0)
        #expect(TermQuery.editDistance("abcdef", "a", limit: 2) == 3)
    }
}
