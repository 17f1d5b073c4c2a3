import Testing

@testable import GlossaryKit

/// Term occurrences and keyword-in-context lines, scanned at once or joined from per-document parts.
@Suite struct ConcordanceTests {
    static let documents = [
        (id: "a", text: "An offer code here.\nAnother offer code.\nA third offer code."),
        (id: "b", text: "No glossary term at all."),
        (id: "c", text: "offer code, offer code, offer code"),
        (id: "d", text: "An offer code at the end."),
    ]

    @Test func partsJoinedInDocumentOrderEqualOneScan() throws {
        let matcher = TermMatcher(glossary: try Fixture.glossary())
        let scanned = Concordance(matcher: matcher, documents: Self.documents)
        // Parts computed in another order (as on several cores), joined in document order.
        let parts = Self.documents.reversed().map { Concordance.Part(matcher: matcher, id: $0.id, text: $0.text) }
        let joined = Concordance(parts: parts.reversed())
        #expect(joined.counts == scanned.counts)
        #expect(joined.lines == scanned.lines)
        #expect(parts.first { $0.document == "b" }?.counts.isEmpty == true)
    }

    @Test func linesKeepTwoPerDocumentAndFivePerConceptInDocumentOrder() throws {
        let matcher = TermMatcher(glossary: try Fixture.glossary())
        let concordance = Concordance(matcher: matcher, documents: Self.documents)
        let concept = try #require(concordance.lines.first { $0.value.contains { $0.match == "offer code" } }?.key)
        let lines = try #require(concordance.lines[concept])
        #expect(lines.map(\.document) == ["a", "a", "c", "c", "d"])
        #expect(lines.map(\.line) == [1, 2, 1, 1, 1])
        #expect(lines[0].left == "An " && lines[0].right == " here.")
        let pattern = try #require(concordance.counts.first { $0.value["a"] == 3 }?.key)
        #expect(concordance.counts[pattern] == ["a": 3, "c": 3, "d": 1])
    }
}
