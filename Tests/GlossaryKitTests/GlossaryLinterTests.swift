import Testing
@testable import GlossaryKit

@Suite struct GlossaryLinterTests {
    func messages(_ g: Glossary, lines: [String: [String]]? = nil) -> [String] {
        GlossaryLinter.lint(g, file: "g.tbx", corpusLine: lines.map { table in
            { doc, line in table[doc].flatMap { line <= $0.count ? $0[line - 1] : nil } }
        }).filter { $0.severity == .error }.map(\.message)
    }

    @Test func cleanFixtureHasNoErrors() throws {
        #expect(messages(try Fixture.glossary()) == [])
    }

    @Test func reportsEachProblem() {
        var g = Glossary()
        g.concepts = [
            Concept(id: "a", terms: ["en": [Term("shared", status: .preferred)], "ja": [Term("ア"), Term("イ")]]),
            Concept(id: "b", terms: ["en": [Term("shared", status: .preferred), Term(" padded", status: .preferred)], "zh-Hans": [Term("  ")]]),
        ]
        let found = messages(g)
        #expect(found.contains("concept 'a' has no preferred term in 'ja'"))
        #expect(found.contains("concept 'b' has 2 preferred terms in 'en': 'shared', ' padded'"))
        #expect(found.contains("term ' padded' of concept 'b' has leading or trailing whitespace"))
        let empty = GlossaryLinter.lint(g, file: "g.tbx").first { $0.message == "concept 'b' has an empty term in 'zh-Hans'" }
        #expect(empty?.severity == .warning && empty?.isHouseConvention == false, "an empty term is a TBX problem")
        #expect(found.contains("term 'shared' ('en') is used by concepts 'a', 'b'"))
    }

    @Test func staleCitationsAreErrors() {
        let context = TermContext(sentence: "the offer here", document: "d", line: 2)
        let g = Glossary(concepts: [Concept(id: "offer", terms: ["en": [Term("offer", status: .preferred, contexts: [context])]])])
        #expect(messages(g, lines: ["d": ["x", "see the offer here"]]) == [])
        #expect(messages(g, lines: ["d": ["x", "changed"]]) == ["context of 'offer' in concept 'offer' no longer matches 'd:2'"])
        #expect(messages(g, lines: ["d": ["x"]]) == ["context of 'offer' in concept 'offer' cites 'd:2', which does not exist"])
    }
}
