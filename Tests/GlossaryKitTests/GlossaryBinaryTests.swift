import CorpusModel
import Foundation
import Testing

@testable import GlossaryKit

/// The binary form the index keeps a glossary in gives back the glossary its files say.
@Suite struct GlossaryBinaryTests {
    static func roundTrip(_ glossary: Glossary) throws -> Glossary {
        var writer = BinaryWriter()
        glossary.write(to: &writer)
        var reader = BinaryReader(bytes: writer.bytes)
        let read = try Glossary(reading: &reader)
        #expect(reader.isAtEnd)
        return read
    }

    @Test func theBundledGlossaryComesBackEqual() throws {
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Glossary/storekit-offers.tbx")
        let glossary = try TBXReader.read(contentsOf: bundled.path).glossary
        #expect(glossary.concepts.count > 100)
        #expect(glossary.concepts.contains { $0.terms.values.joined().contains { !$0.contexts.isEmpty } })
        #expect(try Self.roundTrip(glossary) == glossary)
    }

    @Test func policiesDefinitionsAndEveryTermFieldComeBack() throws {
        var policies = GlossaryPolicies()
        policies.set(GlossaryPolicies.Setting(key: .longVowel, language: "ja", value: "drop"))
        let term = Term(
            "win-back offer", status: .preferred, partOfSpeech: "noun", termType: "fullForm", termLocation: "menuItem",
            contexts: [TermContext(sentence: "Offer a win-back offer.", document: "a.md", line: 3)], notes: ["n"], source: "WWDC")
        let glossary = Glossary(
            title: "T", sourceDescription: "S",
            concepts: [
                Concept(
                    id: "c1", subjectField: "offers", symbols: ["Product.SubscriptionOffer"], notes: ["x"],
                    definitions: ["en": "An offer.", "ja": "オファー。"], terms: ["en": [term], "ja": [Term("ウィンバック", status: .deprecated)]]),
                Concept(id: "c2"),
            ], policies: policies)
        #expect(try Self.roundTrip(glossary) == glossary)
    }

    @Test func aDamagedOrOtherVersionFormIsRefused() throws {
        var writer = BinaryWriter()
        Glossary(title: "T", concepts: [Concept(id: "c", terms: ["en": [Term("offer")]])]).write(to: &writer)
        var truncated = BinaryReader(bytes: Array(writer.bytes.dropLast(3)))
        #expect(throws: BinaryDecodingError.self) { try Glossary(reading: &truncated) }
        var other = writer.bytes
        other[0] = 99
        var otherReader = BinaryReader(bytes: other)
        #expect(throws: BinaryDecodingError.self) { try Glossary(reading: &otherReader) }
    }

    @Test func aRealCSVGlossaryComesBackEqual() throws {
        var folder = URL(fileURLWithPath: #filePath)
        var csv: URL?
        for _ in 0..<6 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/real-corpus/glossary.csv")
            if FileManager.default.fileExists(atPath: candidate.path) { csv = candidate; break }
        }
        guard let csv else {
            print("skipped: ../shared/real-corpus/glossary.csv is absent")
            return
        }
        let glossary = try GlossaryCSV.read(try Data(contentsOf: csv), file: csv.path).glossary
        #expect(glossary.concepts.count > 100)
        #expect(try Self.roundTrip(glossary) == glossary)
    }
}
