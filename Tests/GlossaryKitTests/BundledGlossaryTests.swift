import Foundation
import GlossaryKit
import Testing

/// The curated glossary is product data: it must read cleanly and be in the writer's canonical form,
/// so that reading and writing it changes nothing.
@Suite struct BundledGlossaryTests {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Glossary/storekit-offers.tbx").path

    @Test func bundledGlossaryIsInCanonicalForm() throws {
        let original = try String(contentsOfFile: Self.path, encoding: .utf8)
        let glossary = try TBXReader.read(contentsOf: Self.path).glossary
        #expect(glossary.concepts.count >= 60)
        #expect(TBXWriter.string(glossary) == original, "rewrite Glossary/storekit-offers.tbx with 'termbridge glossary export --output'")
    }
}
