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
