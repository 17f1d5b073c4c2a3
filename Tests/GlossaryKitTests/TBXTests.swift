import Foundation
import Testing
import TextKit
@testable import GlossaryKit

@Suite struct TBXTests {
    @Test func readsConceptsTermsStatusesAndSymbols() throws {
        let glossary = try Fixture.glossary()
        #expect(glossary.concepts.count == 6)
        let concept = try #require(glossary.concept(id: "win-back-offer"))
        #expect(concept.subjectField == "offer types")
        #expect(concept.symbols == ["Product.SubscriptionOffer.OfferType.winBack", "eligibleWinBackOfferIDs"])
        #expect(concept.notes == [#"Offer & eligibility <test> "quoted""#])
        #expect(concept.definitions["en"]?.hasPrefix("An offer that") == true)
        #expect(concept.terms["ja"]?.map(\.status) == [.preferred, .deprecated])
        #expect(concept.terms["ja"]?[1].termType == "variant")
        #expect(concept.terms["en"]?[0].source == "Apple documentation")
        let context = try #require(concept.terms["ja"]?[0].contexts.first)
        #expect(context.document == "000_593fcd7000116d1f")
        #expect(context.line == 53)
        #expect(concept.englishName == "win-back offer")
        #expect(glossary.concept(id: "offer-code-redemption-sheet")?.terms["ja"]?[0].termLocation == "sheet")
    }

    @Test(arguments: ["winback.tbx", "ed3-prepublication.tbx", "legacy2008.tbx"])
    func roundTripIsByteIdentical(name: String) throws {
        let first = TBXWriter.string(try Fixture.glossary(name))
        let reread = try TBXReader.read(first, file: "first.tbx")
        #expect(reread.diagnostics.isEmpty)
        let second = TBXWriter.string(reread.glossary)
        #expect(first == second)
    }

    @Test func ourFixtureIsWrittenExactlyAsItIsOnDisk() throws {
        let text = try String(contentsOfFile: Fixture.path("winback.tbx"), encoding: .utf8)
        #expect(TBXWriter.string(try Fixture.glossary()) == text)
    }

    /// A file written without statuses (most TBX of other tools) is told so once, not per term.
    @Test func termsWithoutStatusAreToldOnce() throws {
        let entries = ["dog", "cat", "bird"].enumerated().map { index, term in
            "<conceptEntry id=\"c\(index)\"><langSec xml:lang=\"en\"><termSec><term>\(term)</term></termSec></langSec></conceptEntry>"
        }.joined(separator: "\n")
        let text = """
            <?xml version="1.0"?>
            <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2"><text><body>
            \(entries)
            </body></text></tbx>
            """
        let read = try TBXReader.read(text, file: "plain.tbx")
        #expect(read.glossary.concepts.count == 3)
        #expect(read.glossary.concepts.allSatisfy { $0.terms["en"]?.first?.status == .admitted })
        let messages = read.diagnostics.map(\.message)
        #expect(messages == ["term 'dog' has no administrative status; taken as admitted (3 terms without one, first here)"])
        #expect(read.diagnostics.first?.line == 3)
    }

    @Test func readsThePrePublicationNamespaceLikeEd2() throws {
        #expect(try Fixture.glossary("ed3-prepublication.tbx") == Fixture.glossary("winback.tbx"))
    }

    @Test func readsLegacyMartifWithContextsAndWarnsAboutUnknownNotes() throws {
        let result = try TBXReader.read(contentsOf: Fixture.path("legacy2008.tbx"))
        let concept = try #require(result.glossary.concept(id: "win-back-offer"))
        #expect(result.glossary.title == "Legacy glossary")
        #expect(concept.terms["ja"]?.map(\.text) == ["ウィンバックオファー", "再獲得提供オファー"])
        #expect(concept.terms["ja"]?.map(\.status) == [.preferred, .deprecated])
        #expect(concept.terms["en"]?[0].contexts == [TermContext(sentence: "Introducing win-back offers", document: "000_593fcd7000116d1f", line: 9)])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message == "ignored element 'termNote' of type 'geographicalUsage' in 'tig'")
        #expect(result.diagnostics.first?.line == 36)
    }

    @Test func unknownStatusIsALocatedError() throws {
        let path = Fixture.path("bad-status.tbx")
        #expect(throws: GlossaryError.self) { try TBXReader.read(contentsOf: path) }
        do {
            _ = try TBXReader.read(contentsOf: path)
        } catch {
            #expect(error.description.hasPrefix("\(path):9:"))
            #expect(error.description.contains(": unknown administrative status 'prefered' (expected preferredTerm-admn-sts"))
        }
    }

    @Test func malformedXMLIsALocatedError() throws {
        let path = Fixture.path("unclosed.tbx")
        do {
            _ = try TBXReader.read(contentsOf: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("\(path):8:"))
            #expect(error.description.contains("malformed xml"))
        }
    }

    @Test func rejectsAnUnknownNamespaceAndRoot() {
        #expect(throws: GlossaryError.self) {
            try TBXReader.read(#"<tbx xmlns="urn:example"><text><body/></text></tbx>"#)
        }
        #expect(throws: GlossaryError.self) { try TBXReader.read("<glossary/>") }
        #expect(throws: GlossaryError.self) { try TBXReader.read("") }
    }

    @Test func writesAtomicallyAndEscapes() throws {
        var glossary = Glossary(title: "T & <U>")
        glossary.concepts = [
            Concept(id: "b", terms: ["en": [Term("b & c", status: .preferred)]]),
            Concept(id: "a", terms: ["en": [Term("a \"q\"", status: .preferred)]]),
        ]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glossary-\(UUID().uuidString).tbx").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try TBXWriter.write(glossary, to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("<title>T &amp; &lt;U&gt;</title>"))
        #expect(text.contains("<term>a &quot;q&quot;</term>"))
        #expect(text.range(of: #"id="a""#)!.lowerBound < text.range(of: #"id="b""#)!.lowerBound)
        #expect(try TBXReader.read(contentsOf: path).glossary.concepts.map(\.id) == ["a", "b"])
    }

    @Test func writingFollowsALinkAndLeavesNothingBeside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("glossary.tbx").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "shared.tbx")
        #expect(throws: FileAccessError.self, "a link to nothing is refused") {
            try TBXWriter.write(Glossary(title: "T"), to: link)
        }
        try "old".write(toFile: folder.appendingPathComponent("shared.tbx").path, atomically: false, encoding: .utf8)
        try TBXWriter.write(Glossary(title: "T"), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "shared.tbx")
        #expect(try TBXReader.read(contentsOf: link).glossary.title == "T")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["glossary.tbx", "shared.tbx"])
        #expect(throws: FileAccessError(path: folder.path + "/none/g.tbx", reason: "the folder does not exist", writing: true)) {
            try TBXWriter.write(Glossary(title: "T"), to: folder.path + "/none/g.tbx")
        }
    }
}
