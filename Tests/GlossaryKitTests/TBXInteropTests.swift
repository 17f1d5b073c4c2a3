import Foundation
import Testing
@testable import GlossaryKit

/// TBX as other tools write it: DCT style, TBX 2008 without ids, foreign statuses, regional
/// language tags; and what TermBridge writes for them.
@Suite struct TBXInteropTests {
    static func tbx(_ body: String, root: String = #"<tbx xmlns="urn:iso:std:iso:30042:ed-2" style="dct" xmlns:min="http://www.tbxinfo.net/ns/min" xmlns:basic="http://www.tbxinfo.net/ns/basic">"#) -> String {
        "\(root)<text><body>\(body)</body></text></tbx>"
    }

    @Test func readsDCTModuleElementsLikeDCA() throws {
        let text = Self.tbx(
            """
            <conceptEntry id="c1"><min:subjectField>offers</min:subjectField>
            <langSec xml:lang="ja"><termSec><term>ウィンバックオファー</term>
            <min:administrativeStatus>preferredTerm-admn-sts</min:administrativeStatus>
            <min:partOfSpeech>noun</min:partOfSpeech><basic:termLocation>tab</basic:termLocation></termSec>
            <termSec><term>再獲得提供オファー</term>
            <min:administrativeStatus>deprecatedTerm-admn-sts</min:administrativeStatus>
            <descripGrp><basic:context>再獲得提供オファーの例</basic:context><basic:source>doc:3</basic:source></descripGrp>
            </termSec></langSec></conceptEntry>
            """)
        let result = try TBXReader.read(text)
        let concept = try #require(result.glossary.concept(id: "c1"))
        #expect(concept.subjectField == "offers")
        #expect(concept.terms["ja"]?.map(\.status) == [.preferred, .deprecated], "DCT statuses must not become admitted")
        #expect(concept.terms["ja"]?[0].partOfSpeech == "noun")
        #expect(concept.terms["ja"]?[0].termLocation == "tab")
        #expect(concept.terms["ja"]?[1].contexts == [TermContext(sentence: "再獲得提供オファーの例", document: "doc", line: 3)])
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("ignored element") })
    }

    @Test func termEntryWithoutIdGetsAStableGeneratedId() throws {
        let text = """
            <martif type="TBX" xml:lang="en"><text><body>
            <termEntry><langSet xml:lang="en"><tig><term>address bar</term></tig></langSet></termEntry>
            <termEntry><langSet xml:lang="en"><tig><term>administrator</term></tig></langSet></termEntry>
            </body></text></martif>
            """
        let first = try TBXReader.read(text)
        let second = try TBXReader.read(text)
        let ids = first.glossary.concepts.map(\.id)
        #expect(ids == second.glossary.concepts.map(\.id))
        #expect(Set(ids).count == 2)
        #expect(ids.allSatisfy { $0.hasPrefix("entry-") })
        #expect(first.diagnostics.contains { $0.severity == .info && $0.message.contains("without an id") })
    }

    @Test(arguments: [
        ("obsolete", AdministrativeStatus.superseded), ("forbidden", .deprecated), ("standardizedTerm-admn-sts", .preferred),
        ("proposed", .admitted),
    ])
    func foreignStatusMapsToTheNearestWithAWarning(value: String, expected: AdministrativeStatus) throws {
        let result = try TBXReader.read(
            Self.tbx(
                #"<conceptEntry id="a"><langSec xml:lang="en"><termSec><term>x</term>"#
                    + #"<termNote type="administrativeStatus">\#(value)</termNote></termSec></langSec></conceptEntry>"#))
        #expect(result.glossary.concepts[0].terms["en"]?[0].status == expected)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("'\(value)' is not a TBX-Basic value") })
    }

    @Test func regionalTagsAreResolvedWithOneWarningPerTag() throws {
        let section = { (tag: String) in
            #"<langSec xml:lang="\#(tag)"><termSec><term>t</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec></langSec>"#
        }
        let text = Self.tbx(
            #"<conceptEntry id="a">\#(section("ja-JP"))\#(section("zh-CN"))\#(section("zh-TW"))</conceptEntry>"#
                + #"<conceptEntry id="b">\#(section("ja-JP"))</conceptEntry>"#)
        let result = try TBXReader.read(text)
        #expect(result.glossary.concepts[0].languages == ["ja", "zh-Hans", "zh-Hant"])
        let warnings = result.diagnostics.map(\.message).filter { $0.hasPrefix("language tag") }
        #expect(warnings.sorted() == [
            "language tag 'ja-JP' read as 'ja' (2 language sections)", "language tag 'zh-CN' read as 'zh-Hans'",
            "language tag 'zh-TW' read as 'zh-Hant'",
        ])
    }

    @Test func unusableTagIsAnErrorDiagnosticAndTheTermsAreKept() throws {
        let result = try TBXReader.read(
            Self.tbx(#"<conceptEntry id="a"><langSec xml:lang="---"><termSec><term>t</term></termSec></langSec></conceptEntry>"#))
        #expect(result.glossary.concepts[0].terms["---"]?.map(\.text) == ["t"])
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("'---'") && $0.line == 1 })
    }

    @Test func writesThePublishedNamespaceAndOnlyPicklistLocations() throws {
        let glossary = try Fixture.glossary()
        let text = TBXWriter.string(glossary)
        #expect(text.contains(#"<tbx xmlns="urn:iso:std:iso:30042:ed-2""#))
        #expect(!text.contains("symbol:"))
        let locations = text.matches(of: /type="termLocation">([^<]*)</).map { String($0.output.1) }
        #expect(!locations.isEmpty)
        #expect(locations.allSatisfy { TermLocationPicklist.values.contains($0) }, "\(locations)")
        #expect(text.contains("<note>termLocation: sheet</note>"))
        #expect(try TBXReader.read(text).glossary == glossary, "the exact location comes back from the note")
    }

    @Test func tbx2008ExportReadsBackToTheSameGlossary() throws {
        let glossary = try Fixture.glossary()
        let text = TBXWriter.string(glossary, format: .tbx2008)
        #expect(text.contains("<martif type=\"TBX-Basic\" xml:lang=\"en\">"))
        #expect(text.contains("<termEntry id=\"win-back-offer\">") && text.contains("<tig>") && text.contains("<langSet xml:lang=\"ja\">"))
        #expect(!text.contains("conceptEntry") && !text.contains("termSec"))
        let reread = try TBXReader.read(text)
        #expect(reread.glossary == glossary)
        #expect(reread.diagnostics.isEmpty)
    }

    @Test func ignoredElementsAreReportedOncePerKindNamingTheirRealParent() throws {
        let result = try TBXReader.read(
            """
            <martif type="TBX"><text><body><termEntry id="a"><langSet xml:lang="en">
            <ntig><termGrp><term>x</term><termNote type="grammaticalNumber">singular</termNote></termGrp></ntig>
            <ntig><termGrp><term>y</term><termNote type="grammaticalNumber">plural</termNote></termGrp></ntig>
            </langSet></termEntry></body></text></martif>
            """)
        let ignored = result.diagnostics.filter { $0.message.hasPrefix("ignored") }
        #expect(ignored.map(\.message) == ["ignored element 'termNote' of type 'grammaticalNumber' in 'termGrp' (2 times, first here)"])
        #expect(ignored.first?.line == 2)
    }

    @Test(.enabled(if: SharedMaterial.hasInterop, "needs ../shared/interop"))
    func everyThirdPartyFileReadsAndLTACValidExamplesHaveNoTBXErrors() throws {
        let files = SharedMaterial.tbxFiles(under: "samples/tbx") + SharedMaterial.tbxFiles(under: "schemas/tbx")
        #expect(files.count >= 30)
        for file in files where !file.hasSuffix("poorly_formed_xml.tbx") {
            let result = try TBXReader.read(contentsOf: file)
            #expect(!result.glossary.concepts.isEmpty, "\(file)")
            let name = (file as NSString).lastPathComponent
            // LTAC's own valid examples and good test files (copies elsewhere may differ).
            guard file.contains("/schemas/tbx/"), name.contains("VALID") || name.hasSuffix("_good.tbx") else { continue }
            let findings = result.diagnostics + GlossaryLinter.lint(result.glossary, file: file)
            let errors = findings.map { $0.relaxed(strict: false) }.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(name): \(errors.prefix(3))")
        }
    }

    @Test(.enabled(if: SharedMaterial.hasInterop, "needs ../shared/interop"))
    func weblateObsoleteAndMicrosoftTaggedFilesKeepTheirMeaning() throws {
        let root = try #require(SharedMaterial.interop).appendingPathComponent("samples/tbx/other")
        let weblate = try TBXReader.read(contentsOf: root.appendingPathComponent("weblate-fr-extended-metadata.tbx").path)
        #expect(weblate.glossary.allTerms.contains { $0.term.status == .superseded })
        let microsoft = try TBXReader.read(contentsOf: root.appendingPathComponent("microsoft-terms-sample.zh-Hant.tbx").path)
        let languages = Set(microsoft.glossary.concepts.flatMap(\.languages))
        #expect(languages.contains("zh-Hant") && languages.contains("en") && !languages.contains("zh-Hans"), "\(languages)")
    }
}
