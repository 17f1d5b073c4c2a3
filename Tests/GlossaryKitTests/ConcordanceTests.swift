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

    @Test func linesAreTheWrittenOnesWhenTheTextJoinsWrappedLines() throws {
        let matcher = TermMatcher(glossary: try Fixture.glossary())
        // A paragraph wrapped over three lines, read with its breaks as spaces (the same offsets).
        let written = "# Title\n\nA long paragraph that\nwraps before the\nterm offer code here.\n\nAn offer code.\n"
        let joined = written.replacingOccurrences(of: "that\nwraps", with: "that wraps")
            .replacingOccurrences(of: "the\nterm", with: "the term")
        let part = Concordance.Part(matcher: matcher, id: "page", text: joined, written: LineIndex(written))
        let lines = try #require(part.lines.values.first)
        #expect(lines.map(\.line) == [5, 7])
        // The context comes from the joined paragraph: the words before the break show.
        #expect(lines[0].left == "aps before the term ")
        // Without the written lines, the joined text's own (the paragraph's first line).
        let unjoined = Concordance.Part(matcher: matcher, id: "page", text: joined)
        #expect(unjoined.lines.values.first?.map(\.line) == [3, 5])
    }

    /// A Japanese paragraph wrapped after a sentence shows no space where the page breaks the line, and
    /// a term matched over markup's blanks (a link's target) shows them as one space.
    @Test func contextAndMatchShowTextWhereThePageWrapsAndMarksUp() throws {
        let matcher = TermMatcher(glossary: try Fixture.glossary())
        let written = "ウィンバックオファーを推奨します。\nこれは既定です。\n\nThe offer        code applies.\n"
        let joined = written.replacingOccurrences(of: "。\nこれ", with: "。 これ")
        let part = Concordance.Part(matcher: matcher, id: "page", text: joined, written: LineIndex(written))
        let lines = part.lines.values.flatMap { $0 }
        let japanese = try #require(lines.first { $0.match == "ウィンバックオファー" })
        #expect(japanese.right == "を推奨します。これは既定です。", "\(japanese)")
        #expect(lines.contains { $0.match == "offer code" }, "\(lines.map(\.match))")
    }

    /// A link's `[` is one blank in the checked text, which cannot be told from a space of the page but
    /// by the page's markup ranges: the context leaves it out (`詳細は オファー` before).
    @Test func contextLeavesOutTheBlanksOfTheMarkupRanges() throws {
        let matcher = TermMatcher(glossary: try Fixture.glossary())
        // `詳細は[ウィンバックオファー](/docs/offers)を参照。` with its markup blanked.
        let text = "詳細は ウィンバックオファー              を参照。 本当に。\n"
        let markup = [3..<4, 14..<28]
        let part = Concordance.Part(matcher: matcher, id: "page", text: text, markup: markup)
        let line = try #require(part.lines.values.flatMap { $0 }.first { $0.match == "ウィンバックオファー" })
        #expect(line.left == "詳細は" && line.right == "を参照。 本当に。", "\(line)")
        let plain = try #require(Concordance.Part(matcher: matcher, id: "page", text: text).lines.values.flatMap { $0 }.first)
        #expect(plain.left == "詳細は ", "without the ranges the blank is a space: \(plain)")
    }
}
