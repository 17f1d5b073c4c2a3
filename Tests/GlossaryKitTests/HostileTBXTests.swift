import Foundation
import Testing
@testable import GlossaryKit

/// TBX built to break the reader: deep nesting, entity declarations, a very large termbase.
@Suite struct HostileTBXTests {
    @Test func deepNestingIsALocatedErrorNotACrash() {
        let depth = 40_000
        let text = #"<tbx xmlns="urn:iso:std:iso:30042:ed-2"><text><body><conceptEntry id="a">"#
            + String(repeating: "<note>", count: depth) + "x" + String(repeating: "</note>", count: depth)
            + "</conceptEntry></body></text></tbx>"
        do {
            _ = try TBXReader.read(text, file: "deep.tbx")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("deep.tbx:1:"))
            #expect(error.description.contains("nested deeper than 256 levels"))
        }
    }

    @Test func internalEntityDeclarationIsReportedNotDropped() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE tbx [<!ENTITY co "Company">]>
            <tbx xmlns="urn:iso:std:iso:30042:ed-2"><text><body><conceptEntry id="a"><langSec xml:lang="en">
            <termSec><term>&co; offer</term></termSec></langSec></conceptEntry></body></text></tbx>
            """
        #expect(throws: GlossaryError.malformed(
            file: "ent.tbx", line: 2, column: 16,
            message: "the document declares the entity 'co'; entities are not expanded (write the text in place of each '&co;')")
        ) { try TBXReader.read(text, file: "ent.tbx") }
    }

    @Test func entityBombAndExternalEntityAreRefused() {
        let bomb = """
            <?xml version="1.0"?><!DOCTYPE tbx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <tbx xmlns="urn:iso:std:iso:30042:ed-2"><text><body><conceptEntry id="&b;"/></body></text></tbx>
            """
        let external = """
            <?xml version="1.0"?><!DOCTYPE tbx [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <tbx xmlns="urn:iso:std:iso:30042:ed-2"><text><body><conceptEntry id="&x;"/></body></text></tbx>
            """
        #expect(throws: GlossaryError.self) { try TBXReader.read(bomb) }
        #expect(throws: GlossaryError.self) { try TBXReader.read(external) }
    }

    @Test func aTwentyThousandConceptTermbaseOverTenMegabytesLoads() throws {
        var text = #"<?xml version="1.0" encoding="UTF-8"?><tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" style="dca" xml:lang="en"><text><body>"#
        for i in 0..<20_000 {
            text += #"<conceptEntry id="c\#(i)"><descrip type="subjectField">general subject field \#(i)</descrip>"#
                + #"<langSec xml:lang="en"><termSec><term>term number \#(i)</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec></langSec>"#
                + #"<langSec xml:lang="ja"><termSec><term>用語\#(i)</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>"#
                + #"<termSec><term>旧用語\#(i)</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec></langSec>"#
                + "</conceptEntry>\n"
        }
        text += "</body></text></tbx>\n"
        #expect(text.utf8.count > 10_000_000)
        let result = try TBXReader.read(text, file: "big.tbx")
        #expect(result.glossary.concepts.count == 20_000)
        #expect(result.glossary.concepts.last?.terms["ja"]?.map(\.status) == [.preferred, .deprecated])
    }
}

/// Processing instructions without data (`<?x?>`), which FoundationXML on Linux read through a null
/// pointer (a crash found by the fuzz harness's `tbx` target).
@Suite struct EmptyProcessingInstructionTests {
    @Test(arguments: ["<?x?>", "<?x?>\n<tbx/>", "<tbx><?keep?></tbx>", "<?xml version=\"1.0\"?><?a?><?b?><tbx/>"])
    func anInstructionWithoutDataIsReadNotACrash(_ text: String) {
        // Either a glossary or a located error: the process must survive to say which.
        do {
            _ = try TBXReader.read(text, file: "pi.tbx")
        } catch {
            #expect(error.description.hasPrefix("pi.tbx:"), "a located error, got \(error.description)")
        }
    }

    @Test func theSpaceGoesIntoInstructionsOnlyNotCommentsOrCDATA() {
        let text = "<a><?x?><!-- <?y?> --><![CDATA[<?z?>]]><?w data?></a>"
        let given = String(decoding: XMLTreeBuilder.givingInstructionsData(Data(text.utf8)), as: UTF8.self)
        #expect(given == "<a><?x ?><!-- <?y?> --><![CDATA[<?z?>]]><?w data?></a>")
    }

    @Test func aDocumentWithAnEmptyInstructionKeepsItsContent() throws {
        let text = #"<?xml version="1.0"?><?tb-hint?><tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" style="dca"><text><body>"#
            + #"<conceptEntry id="c1"><langSec xml:lang="en"><termSec><term>offer code</term></termSec></langSec>"#
            + "</conceptEntry></body></text></tbx>"
        let result = try TBXReader.read(text, file: "pi.tbx")
        #expect(result.glossary.concepts.map(\.id) == ["c1"])
    }
}

/// A declared encoding other than UTF-8, UTF-16 or ISO-8859-1, which libxml2's push parser handed
/// to iconv and crashed on when the first chunk held a byte the encoding rejects (found by the fuzz
/// harness's `tbx` target).
@Suite struct DeclaredEncodingTests {
    static func termbase(encoding: String, term: String) -> String {
        #"<?xml version="1.0" encoding="\#(encoding)"?>"# + "\n"
            + #"<tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" style="dca"><text><body>"#
            + #"<conceptEntry id="c1"><langSec xml:lang="ja"><termSec><term>\#(term)</term></termSec></langSec>"#
            + "</conceptEntry></body></text></tbx>\n"
    }

    @Test func aShiftJISTermbaseIsReadThroughICU() throws {
        let text = Self.termbase(encoding: "Shift_JIS", term: "オファーコード")
        let bytes = try #require(text.data(using: .shiftJIS))
        let result = try TBXReader.read(bytes, file: "sjis.tbx")
        #expect(result.glossary.concepts.first?.terms["ja"]?.first?.text == "オファーコード")
    }

    @Test(arguments: ["Shift_JIS", "EUC-JP", "U.TF-8"])
    func aByteTheDeclaredEncodingRejectsIsALocatedErrorNotACrash(_ encoding: String) {
        var bytes = Array(Self.termbase(encoding: encoding, term: "offer").utf8)
        // Damaged bytes early in the second line, inside the first chunk the parser reads.
        bytes.insert(contentsOf: [0x81, 0xFF, 0xFE, 0xFF], at: bytes.firstIndex(of: 0x0A)! + 20)
        do {
            _ = try TBXReader.read(Data(bytes), file: "damaged.tbx")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("damaged.tbx:2:"), "\(error.description)")
            #expect(error.description.contains("the encoding the XML declaration names"), "\(error.description)")
        }
    }

    @Test func anUnknownEncodingIsNamed() {
        let text = Self.termbase(encoding: "x-no-such-charset", term: "offer")
        #expect(throws: GlossaryError.self) { try TBXReader.read(Data(text.utf8), file: "unknown.tbx") }
        do {
            _ = try TBXReader.read(Data(text.utf8), file: "unknown.tbx")
        } catch {
            #expect(error.description.contains("'x-no-such-charset'"), "\(error.description)")
        }
    }
}
