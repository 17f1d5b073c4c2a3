import Testing
@testable import GlossaryKit

@Suite struct GlossaryCSVTests {
    @Test func exportMarksStatusesAndSeparatesVariants() throws {
        let csv = GlossaryCSV.export(try Fixture.glossary())
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0] == "id,subjectField,en,ja,zh-Hans")
        #expect(lines.contains("win-back-offer,offer types,*win-back offer,*ウィンバックオファー|!再獲得提供オファー,*赢回优惠"))
    }

    @Test func importRoundTripsAndKeepsDetailsOfUnchangedTerms() throws {
        let glossary = try Fixture.glossary()
        let csv = GlossaryCSV.export(glossary)
        let stripped = try GlossaryCSV.import(csv)
        #expect(GlossaryCSV.export(stripped) == csv)
        #expect(stripped.concept(id: "win-back-offer")?.terms["ja"]?[0].contexts.isEmpty == true)
        let merged = try GlossaryCSV.import(csv, base: glossary)
        #expect(merged == glossary)
    }

    @Test func quotingEscapesAndAllMarks() throws {
        let text = "id,subjectField,en\n\"a,b\",\"say \"\"hi\"\"\",*x\\|y|~old|\\*star|plain|!bad\n"
        let g = try GlossaryCSV.import(text)
        let concept = try #require(g.concepts.first)
        #expect(concept.id == "a,b")
        #expect(concept.subjectField == "say \"hi\"")
        #expect(concept.terms["en"]?.map(\.text) == ["x|y", "old", "*star", "plain", "bad"])
        #expect(concept.terms["en"]?.map(\.status) == [.preferred, .superseded, .admitted, .admitted, .deprecated])
        let back = GlossaryCSV.export(g)
        #expect(back.contains("\"a,b\",\"say \"\"hi\"\"\",*x\\|y|~old|\\*star|plain|!bad"))
        #expect(try GlossaryCSV.import(back) == g)
    }

    @Test func multilineQuotedFieldsAndErrorsAreLocated() throws {
        let g = try GlossaryCSV.import("id,en\r\nx,\"*two\nlines\"\r\n")
        #expect(g.concepts.first?.terms["en"]?.first?.text == "two\nlines")
        #expect(throws: GlossaryError.csv(file: "t.csv", line: 3, message: "expected 2 fields, found 3")) {
            try GlossaryCSV.import("id,en\nx,*a\ny,*b,c\n", file: "t.csv")
        }
        #expect(throws: GlossaryError.self) { try GlossaryCSV.import("en,ja\n") }
        #expect(throws: GlossaryError.self) { try GlossaryCSV.import("id,en\nx,\"open\n") }
    }
}
