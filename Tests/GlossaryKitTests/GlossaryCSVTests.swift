import Foundation
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

    /// Glossaries as spreadsheets and other tools write them: no id column, languages named in
    /// words or in brackets, definitions and notes, columns the glossary does not keep.
    @Test func aHeaderWithoutIDsNamesItsLanguages() throws {
        let text = """
            English,日本語,Chinese (Simplified),Part of speech,Description [en],Notes
            *win-back offer,*ウィンバックオファー|!再獲得オファー,*赢回优惠,noun,An offer to lapsed subscribers.,from the guide
            Subscription,サブスクリプション,订阅,noun,,
            ,,,,,
            subscription,定期購読,,noun,,a second sense
            12-month plan,12か月プラン,12个月方案,,,

            """
        let read = try GlossaryCSV.read(text, file: "g.csv")
        let glossary = read.glossary
        #expect(glossary.concepts.map(\.id) == ["win-back-offer", "subscription", "subscription-2", "c-12-month-plan"])
        let offer = try #require(glossary.concept(id: "win-back-offer"))
        #expect(offer.terms["ja"]?.map(\.text) == ["ウィンバックオファー", "再獲得オファー"])
        #expect(offer.terms["ja"]?.map(\.status) == [.preferred, .deprecated])
        #expect(offer.terms["zh-Hans"]?.first?.text == "赢回优惠")
        #expect(offer.definitions["en"] == "An offer to lapsed subscribers.")
        #expect(offer.notes == ["from the guide"])
        #expect(glossary.concept(id: "subscription-2")?.terms["zh-Hans"] == nil)
        // The column not read is said, once, where it is.
        #expect(read.diagnostics.count == 1)
        #expect(read.diagnostics.first?.severity == .warning && read.diagnostics.first?.column == 4)
        #expect(read.diagnostics.first?.message.contains("'Part of speech'") == true)
    }

    @Test(arguments: [
        ("ja", GlossaryCSV.Column.term("ja")), ("Japanese", .term("ja")), ("日本語", .term("ja")), ("ja_JP", .term("ja")),
        ("Chinese (Simplified)", .term("zh-Hans")), ("zh-CN", .term("zh-Hans")), ("简体中文", .term("zh-Hans")),
        ("Term [zh-TW]", .term("zh-Hant")), ("term_ja", .term("ja")), ("English term", .term("en")), ("Translation (fr)", .term("fr")),
        ("Description [en]", .definition("en")), ("definition_ja", .definition("ja")), ("Definition", .definition(nil)),
        ("Notes", .note), ("Subject", .subject), ("subjectField", .subject), ("Part of speech", .ignored), ("pos", .ignored),
        ("Owner", .ignored), ("Term", .ignored),
    ])
    func columnsAreReadByTheirNames(name: String, column: GlossaryCSV.Column) {
        #expect(GlossaryCSV.column(named: name) == column)
    }

    /// A header with ids keeps reading as it did; a column it does not know is a warning now, its
    /// cells not read, where it stopped the import before.
    @Test func anUnknownColumnIsAWarningNotAnError() throws {
        let read = try GlossaryCSV.read("id,en,ja,Owner\nx,*a,*エー,someone\n", file: "g.csv")
        #expect(read.glossary.concepts.map(\.id) == ["x"])
        #expect(read.glossary.concepts.first?.terms["ja"]?.first?.text == "エー")
        #expect(read.diagnostics.map(\.column) == [4])
        #expect(throws: GlossaryError.self) { try GlossaryCSV.import("Term [en],en\na,b\n") }
        #expect(GlossaryCSV.isHeader("English,Japanese") && !GlossaryCSV.isHeader("hello, there") && GlossaryCSV.isHeader("id,en"))
    }

    /// Spreadsheets save text separated by tabs (in UTF-16, as "Unicode text") or, in Europe, by
    /// semicolons: the header says which.
    @Test func tabsSemicolonsAndUTF16AreRead() throws {
        let tabs = try GlossaryCSV.import("English\tJapanese\tChinese\r\nSubscription\tサブスクリプション\t\"订阅, 订购\"\r\n")
        #expect(tabs.concepts.first?.terms["zh-Hans"]?.first?.text == "订阅, 订购")
        let semicolons = try GlossaryCSV.import("en;ja\nOffer;オファー\n")
        #expect(semicolons.concepts.first?.terms["ja"]?.first?.text == "オファー")
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("English\tJapanese\r\nSubscription\tサブスクリプション\r\n".data(using: .utf16LittleEndian)!)
        let read = try GlossaryCSV.import(utf16, file: "g.txt")
        #expect(read.concepts.map(\.id) == ["subscription"])
        #expect(read.concepts.first?.terms["ja"]?.first?.text == "サブスクリプション")
        var control = Data([0xFF, 0xFE])
        control.append("en,ja\r\na\u{1}b,c\r\n".data(using: .utf16LittleEndian)!)
        #expect(throws: GlossaryError.self) { try GlossaryCSV.import(control, file: "g.txt") }
    }

    /// A CSV without ids imported again into the glossary it made updates its concepts rather than
    /// adding copies, and keeps what the CSV does not carry.
    @Test func aCSVWithoutIDsUpdatesTheConceptsItMade() throws {
        let text = "en,ja\n*Subscription,*サブスクリプション\n"
        var glossary = try GlossaryCSV.import(text)
        glossary.concepts[0].terms["ja"]?[0].contexts = [TermContext(sentence: "s", document: "doc", line: 1)]
        glossary.concepts[0].notes = ["kept"]
        let again = try GlossaryCSV.import("en,ja\n*Subscription,*サブスクリプション|!定期購読\n", base: glossary)
        #expect(again.concepts.map(\.id) == ["subscription"])
        #expect(again.concepts[0].terms["ja"]?.map(\.text) == ["サブスクリプション", "定期購読"])
        #expect(again.concepts[0].terms["ja"]?[0].contexts.map(\.citation) == ["doc:1"] && again.concepts[0].notes == ["kept"])
        // A cell left empty clears its language, as it does in a row with an id; a language the file
        // has no column for is kept.
        var three = again
        three.concepts[0].terms["zh-Hans"] = [Term("订阅")]
        let emptied = try GlossaryCSV.import("en,ja\n*Subscription,\n", base: three)
        #expect(emptied.concepts[0].terms["ja"] == nil && emptied.concepts[0].terms["zh-Hans"]?.map(\.text) == ["订阅"])
        let withIDs = try GlossaryCSV.import("id,en,ja\nsubscription,*Subscription,\n", base: three)
        #expect(withIDs.concepts[0].terms == emptied.concepts[0].terms)
    }

    @Test func multilineQuotedFieldsAndErrorsAreLocated() throws {
        let g = try GlossaryCSV.import("id,en\r\nx,\"*two\nlines\"\r\n")
        #expect(g.concepts.first?.terms["en"]?.first?.text == "two\nlines")
        #expect(throws: GlossaryError.csv(file: "t.csv", line: 3, message: "expected 2 fields, found 3")) {
            try GlossaryCSV.import("id,en\nx,*a\ny,*b,c\n", file: "t.csv")
        }
        #expect(throws: GlossaryError.self) { try GlossaryCSV.import("en,notes\n") }
        #expect(throws: GlossaryError.self) { try GlossaryCSV.import("id,en\nx,\"open\n") }
    }
}
