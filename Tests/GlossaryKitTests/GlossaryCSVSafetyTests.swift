import Foundation
import Testing
import TextKit
@testable import GlossaryKit

/// CSV imports that would have corrupted a glossary: wrong encoding, control characters.
@Suite struct GlossaryCSVSafetyTests {
    static let header = "id,subjectField,en,ja\r\n"

    @Test func shiftJISIsRefusedWithItsLine() throws {
        let row = "win-back-offer,offers,*win-back offer,*ウィンバックオファー\r\n"
        let sjis = Data(try TextDecoding.encode(Self.header + row, as: "Shift_JIS"))
        do {
            _ = try GlossaryCSV.import(sjis, file: "terms.csv", base: Glossary())
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("terms.csv:2: byte 0x"))
            #expect(error.description.contains("is not UTF-8"))
        }
    }

    @Test(arguments: ["\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{0C}"])
    func controlCharacterIsRefusedWithItsLine(control: String) {
        let data = Data((Self.header + "a,,*ok,*良い\r\nb,,*bad\(control)term,\r\n").utf8)
        #expect(throws: GlossaryError.self) { try GlossaryCSV.import(data, file: "c.csv") }
        do {
            _ = try GlossaryCSV.import(data, file: "c.csv")
        } catch {
            #expect(error.description.hasPrefix("c.csv:3: control character U+"))
        }
    }

    @Test func utf8WithBOMTabsAndNewlinesInQuotesIsAccepted() throws {
        let data = Data(("\u{FEFF}" + Self.header + "a,\"two\nlines\",*ok\tterm,*良い\r\n").utf8)
        let glossary = try GlossaryCSV.import(data, file: "ok.csv")
        #expect(glossary.concepts.first?.terms["en"]?.first?.text == "ok\tterm")
    }

    @Test func importedLanguageColumnsAreResolved() throws {
        let data = Data("id,subjectField,en-US,ja-JP,zh-CN,zh-TW\r\na,,*offer,*オファー,*优惠,*優惠\r\n".utf8)
        let glossary = try GlossaryCSV.import(data, file: "tags.csv")
        #expect(glossary.concepts.first?.languages == ["en", "ja", "zh-Hans", "zh-Hant"])
    }

    @Test func xmlIsRecognisedAsNotCSV() {
        #expect(GlossaryImportSource.looksLikeXML(Data("\u{FEFF}\n  <?xml version=\"1.0\"?><tbx/>".utf8)))
        #expect(!GlossaryImportSource.looksLikeXML(Data("id,subjectField,en\r\n".utf8)))
    }
}
