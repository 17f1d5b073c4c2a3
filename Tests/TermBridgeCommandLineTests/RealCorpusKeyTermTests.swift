import Checks
import Foundation
import Testing

@testable import TermBridgeCommandLine

/// `parity-key-term` on real documentation (`../shared/real-corpus`, Kubernetes pages): the
/// project's glossary gives `Controller` as the Japanese term, and the Japanese pages write
/// `コントローラー`.
@Suite struct RealCorpusKeyTermTests {
    static let realCorpus: URL? = {
        let shared = AlignCommandTests.root.deletingLastPathComponent().appendingPathComponent("shared/real-corpus")
        return FileManager.default.fileExists(atPath: shared.appendingPathComponent("docs").path) ? shared : nil
    }()

    /// The findings of `rules` on one page of the real corpus in its three languages (copied to a
    /// folder of their own), with the project's glossary.
    static func findings(_ rules: String, on page: String) throws -> [Diagnostic] {
        let shared = try #require(Self.realCorpus)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("real-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["en", "ja", "zh-Hans"] {
            try FileManager.default.copyItem(
                at: shared.appendingPathComponent("docs/\(page).\(language).md"), to: folder.appendingPathComponent("\(page).\(language).md"))
        }
        var options = CheckRun.Options()
        options.paths = [folder.path]
        options.glossary = shared.appendingPathComponent("glossary.csv").path
        options.rules = try RuleSelection(parsing: rules)
        return try CheckRun(options: options).run(notice: { _ in }).allFindings
    }

    @Test(.enabled(if: Self.realCorpus != nil, "skipping: no ../shared/real-corpus next to the package"))
    func anEnglishNameTheJapanesePageWritesInKatakanaIsTranslated() throws {
        let findings = try Self.findings("parity-key-term", on: "concepts_services-networking_ingress-controllers")
        // The page names ingress controllers in nearly every paragraph (28 findings when only the
        // glossary's terms counted); the one left is a Chinese sentence whose Japanese counterpart
        // does not name it.
        let controller = findings.filter { $0.message.contains("(Controller)") }
        #expect(controller.count <= 1, "\(controller.map(\.message))")
        #expect(findings.count >= 3, "the pages are aligned and other concepts still reported")
    }

    /// The Japanese page says a feature used an annotation before v1.6 and that it was deprecated in
    /// v1.9; the Chinese page swaps the two versions between its two sentences. Each paragraph holds
    /// both versions, so only the sentence-level comparison sees it.
    @Test(.enabled(if: Self.realCorpus != nil, "skipping: no ../shared/real-corpus next to the package"))
    func versionsSwappedBetweenTwoSentencesAreReported() throws {
        let page = "concepts_storage_dynamic-provisioning"
        let findings = try Self.findings("parity-number-mismatch", on: page)
        let swapped = findings.filter { $0.location.document == "\(page).zh-Hans" }.map(\.text)
        #expect(swapped == ["1.9", "1.6"], "\(findings.map(\.message))")
    }
}
