import Foundation
import Testing
@testable import GlossaryKit

/// `glossary lint` on files other tools wrote: TBX validity problems (core structure, the declared
/// dialect's data categories) are located errors; LTAC's good files have none, its bad ones do.
@Suite struct TBXStructureLinterTests {
    static func lint(_ body: String, type: String = "TBX-Basic", header: String = "<p>s</p>") throws
        -> [GlossaryDiagnostic]
    {
        let text = """
            <tbx xmlns="urn:iso:std:iso:30042:ed-2" type="\(type)" style="dca" xml:lang="en">
            <tbxHeader><fileDesc><sourceDesc>\(header)</sourceDesc></fileDesc></tbxHeader>
            <text><body><conceptEntry id="c1">
            \(body)
            </conceptEntry></body></text></tbx>
            """
        return try TBXStructureLinter.lint(Data(text.utf8), file: "t.tbx")
    }

    static let plainTerm = "<langSec xml:lang=\"en\"><termSec><term>x</term></termSec></langSec>"

    @Test func aValidEntryHasNoFinding() throws {
        let body = """
            <descrip type="subjectField">astronomy</descrip>
            <descripGrp><descrip type="definition">d</descrip><admin type="source">s</admin></descripGrp>
            <transacGrp><transac type="transactionType">origination</transac><transacNote type="responsibility">a</transacNote></transacGrp>
            <langSec xml:lang="en"><termSec><term>x</term>
            <termNote type="partOfSpeech">noun</termNote>
            <termNote type="administrativeStatus">preferredTerm-admn-sts</termNote>
            <descrip type="context">a x here</descrip></termSec></langSec>
            """
        #expect(try Self.lint(body).isEmpty)
    }

    @Test(arguments: [
        (Self.plainTerm, "<p>s</p>plain text", "text in 'sourceDesc' must be inside '<p>' elements", 2),
        ("<langSec xml:lang=\"en\"><termSec><note>n</note><term>x</term></termSec></langSec>", "<p>s</p>",
         "'note' comes before the 'term' of its 'termSec' (the term comes first)", 4),
        ("<langSec xml:lang=\"en\"><termSec><term>x</term>\n<term>y</term></termSec></langSec>", "<p>s</p>",
         "a second 'term' in one 'termSec' (a termSec holds one term)", 5),
        ("<admin>no type</admin>" + Self.plainTerm, "<p>s</p>", "'admin' has no 'type' attribute", 4),
        ("<descripGrp><descrip type=\"definition\">a</descrip>\n<descrip type=\"definition\">b</descrip></descripGrp>"
            + Self.plainTerm, "<p>s</p>", "a second 'descrip' in one 'descripGrp' (a group holds one)", 5),
    ])
    func coreStructureProblemsAreLocatedErrors(body: String, header: String, message: String, line: Int) throws {
        let findings = try Self.lint(body, type: "TBX-Core", header: header)
        let finding = try #require(findings.first { $0.message == message }, "\(findings)")
        #expect(finding.severity == .error && !finding.isHouseConvention)
        #expect(finding.line == line, "\(finding)")
    }

    @Test func onlyBodyAndBackMayBeInText() throws {
        let text = """
            <tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Core" style="dca" xml:lang="en">
            <tbxHeader><fileDesc><sourceDesc><p>s</p></sourceDesc></fileDesc></tbxHeader>
            <text>
            <admin type="x">wrong place</admin>
            <body><conceptEntry id="c"><langSec xml:lang="en"><termSec><term>x</term></termSec></langSec></conceptEntry></body></text></tbx>
            """
        let findings = try TBXStructureLinter.lint(Data(text.utf8), file: "t.tbx")
        #expect(findings.map(\.message) == ["'admin' is not allowed in 'text' (expected 'body' or 'back')"])
        #expect(findings.first?.line == 4)
    }

    @Test(arguments: [
        ("<langSec xml:lang=\"en\"><termSec><term>x</term><termNote type=\"partOfSpeech\">nominal</termNote></termSec></langSec>",
         "'nominal' is not a value of 'partOfSpeech' (expected 'adjective', 'adverb', 'noun', 'other', 'verb')"),
        ("<transacGrp><transac type=\"theWrongType\">origination</transac></transacGrp>" + Self.plainTerm,
         "'transac' of type 'theWrongType' is not allowed in TBX-Basic (expected 'transactionType')"),
        ("<transacGrp><transac type=\"transactionType\">origination</transac><transacNote type=\"wrongType\">a</transacNote></transacGrp>"
            + Self.plainTerm,
         "'transacNote' of type 'wrongType' is not allowed in TBX-Basic (expected 'responsibility')"),
        ("<langSec xml:lang=\"en\"><termSec><term>x</term><descrip type=\"definition\">d</descrip></termSec></langSec>",
         "'descrip' of type 'definition' is not allowed in 'termSec' (expected in 'conceptEntry' or 'langSec')"),
        ("<descrip type=\"context\">c</descrip>" + Self.plainTerm,
         "'descrip' of type 'context' is not allowed in 'conceptEntry' (expected in 'termSec')"),
    ])
    func tbxBasicDataCategoriesAreChecked(body: String, message: String) throws {
        let findings = try Self.lint(body)
        #expect(findings.contains { $0.message == message && $0.severity == .error && $0.line > 0 }, "\(findings)")
        #expect(try Self.lint(body, type: "TBX-Core").allSatisfy { $0.message != message }, "only for the dialect")
    }

    @Test func tbxMinAllowsOnlyItsFewDataCategories() throws {
        let body = """
            <admin type="source">from Basic</admin>
            <langSec xml:lang="en"><termSec><term>x</term>
            <xref type="error" target="https://example.com">x</xref>
            <termNote type="usageStatus">not an allowed value</termNote></termSec></langSec>
            """
        let messages = try Self.lint(body, type: "TBX-Min").map(\.message)
        #expect(messages.contains("'admin' of type 'source' is not allowed in TBX-Min (expected 'customerSubset')"))
        #expect(messages.contains("'xref' is not allowed in TBX-Min"))
        #expect(messages.contains { $0.hasPrefix("'not an allowed value' is not a value of 'usageStatus'") })
    }

    @Test func earlierTBXBasicNamesAreWarnings() throws {
        let body = """
            <transacGrp><transac type="transactionType">creation</transac></transacGrp>
            <langSec xml:lang="en"><termSec><term>x</term><termNote type="usageStatus">preferred</termNote></termSec></langSec>
            """
        let findings = try Self.lint(body)
        #expect(findings.count == 2 && findings.allSatisfy { $0.severity == .warning }, "\(findings)")
    }

    @Test func theBundledGlossaryHasNoStructuralFinding() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Glossary/storekit-offers.tbx").path
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(try TBXStructureLinter.lint(data, file: path).isEmpty)
    }

    @Test(.enabled(if: SharedMaterial.hasInterop, "needs ../shared/interop"))
    func ltacGoodFilesPassAndBadOnesFailWithALocatedError() throws {
        let files = SharedMaterial.tbxFiles(under: "schemas/tbx")
        let good = files.filter { $0.hasSuffix("_good.tbx") || $0.contains("VALID") }
        let bad = files.filter { $0.hasSuffix("_bad.tbx") }
        #expect(good.count >= 5 && bad.count == 3, "\(files)")
        for file in good {
            let data = try #require(FileManager.default.contents(atPath: file))
            let read = try TBXReader.read(data, file: file)
            let findings = try TBXStructureLinter.lint(data, file: file) + read.diagnostics
                + GlossaryLinter.lint(read.glossary, file: file).map { $0.relaxed(strict: false) }
            let errors = findings.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(file): \(errors.prefix(3))")
        }
        // What each bad file's comment says is wrong, found where it is.
        let expected = [
            "core_structure_bad.tbx": [
                "text in 'sourceDesc' must be inside '<p>' elements", "'admin' is not allowed in 'text' (expected 'body' or 'back')",
                "'admin' comes before the 'term' of its 'termSec' (the term comes first)", "'admin' has no 'type' attribute",
                "a second 'term' in one 'termSec' (a termSec holds one term)",
                "a second 'descrip' in one 'descripGrp' (a group holds one)",
            ],
            "min_bad.tbx": ["'admin' of type 'source' is not allowed in TBX-Min (expected 'customerSubset')", "'xref' is not allowed in TBX-Min"],
            "basic_bad.tbx": [
                "'transac' of type 'theWrongType' is not allowed in TBX-Basic (expected 'transactionType')",
                "'transacNote' of type 'wrongType' is not allowed in TBX-Basic (expected 'responsibility')",
                "'descrip' of type 'definition' is not allowed in 'termSec' (expected in 'conceptEntry' or 'langSec')",
            ],
        ]
        for file in bad {
            let name = (file as NSString).lastPathComponent
            let errors = try TBXStructureLinter.lint(try #require(FileManager.default.contents(atPath: file)), file: file)
                .filter { $0.severity == .error }
            #expect(!errors.isEmpty && errors.allSatisfy { $0.line > 0 && $0.file == file }, "\(name)")
            for message in expected[name] ?? [] {
                #expect(errors.contains { $0.message == message }, "\(name): no '\(message)' in \(errors.map(\.message))")
            }
        }
        func messages(_ suffix: String) throws -> [String] {
            let file = try #require(bad.first { $0.hasSuffix(suffix) })
            let data = try #require(FileManager.default.contents(atPath: file))
            return try TBXStructureLinter.lint(data, file: file).map(\.message)
        }
        #expect(try messages("min_bad.tbx").contains { $0.hasPrefix("'not an allowed value' is not a value of 'usageStatus'") })
        #expect(try messages("basic_bad.tbx").contains { $0.hasPrefix("'nominal' is not a value of 'partOfSpeech'") })
    }
}
