import AlignmentKit
import ArgumentParser
import Foundation
import Testing

@testable import TermBridgeCommandLine

/// Two documents that are not translations of each other, or are different editions, are reported:
/// a warning, the score in the summary, and exit status 2 with `--strict`.
@Suite struct AlignCorrespondenceTests {
    /// A Japanese article about another subject than the seed session (promoted in-app purchases).
    static let otherJapanese = AlignCommandTests.root.appendingPathComponent("Corpus/ja/003_3c452fd3b8c3b589.txt").path

    static func warns(_ messages: [String]) -> Bool { messages.contains { $0.contains("not read as translations") } }

    @Test func translationsCorrespond() throws {
        let (result, _, _, messages) = try AlignmentRun.align(
            source: AlignCommandTests.ja, target: AlignCommandTests.zh, level: .paragraph)
        let correspondence = try #require(result.correspondence)
        #expect(correspondence.score >= 0.9, "seed pair: \(correspondence.score)")
        #expect(!Self.warns(messages))
    }

    @Test func unrelatedDocumentsAreReported() throws {
        let (result, _, _, messages) = try AlignmentRun.align(
            source: Self.otherJapanese, target: AlignCommandTests.zh, level: .sentence)
        let correspondence = try #require(result.correspondence)
        #expect(correspondence.score < DocumentCorrespondence.threshold, "unrelated: \(correspondence.score)")
        #expect(Self.warns(messages))
    }

    @Test func anotherEditionIsReported() throws {
        // The seed session's first third, then another text: an edition that shares a third.
        let paragraphs = try alignmentUnits(path: AlignCommandTests.ja, level: .paragraph).units.map(\.text)
        let other = try alignmentUnits(path: Self.otherJapanese, level: .paragraph).units.map(\.text)
        let edition = try AlignCommandTests.temporaryFile(
            (paragraphs.prefix(paragraphs.count / 3) + other).joined(separator: "\n\n") + "\n")
        let (result, _, _, messages) = try AlignmentRun.align(
            source: edition, target: AlignCommandTests.zh, level: .paragraph)
        let correspondence = try #require(result.correspondence)
        #expect(correspondence.score < DocumentCorrespondence.threshold, "edition: \(correspondence.score)")
        #expect(Self.warns(messages))
    }

    @Test func strictExitsWithStatusTwoOnlyWhenTheDocumentsDoNotCorrespond() throws {
        var unrelated = try TermBridge.parseAsRoot(
            ["align", Self.otherJapanese, AlignCommandTests.zh, "--level", "paragraph", "--no-glossary", "--strict"])
        #expect(throws: ExitCode(2)) { try unrelated.run() }
        var translations = try TermBridge.parseAsRoot(
            ["align", AlignCommandTests.ja, AlignCommandTests.zh, "--level", "paragraph", "--no-glossary", "--strict"])
        try translations.run()
    }
}
