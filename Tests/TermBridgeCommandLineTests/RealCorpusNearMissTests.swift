import Checks
import Foundation
import Testing

@testable import TermBridgeCommandLine

/// `near-miss` on real documentation (`../shared/real-corpus`, the Kubernetes pages in three
/// languages with the project's glossary): the pages' three katakana typos, and nothing else.
@Suite struct RealCorpusNearMissTests {
    @Test(.enabled(if: RealCorpusKeyTermTests.realCorpus != nil, "skipping: no ../shared/real-corpus next to the package"))
    func theJapanesePagesTyposAreFoundAndNoWordIsTakenForOne() throws {
        let shared = try #require(RealCorpusKeyTermTests.realCorpus)
        var options = CheckRun.Options()
        options.paths = [shared.appendingPathComponent("docs").path]
        options.glossary = shared.appendingPathComponent("glossary.csv").path
        options.rules = try RuleSelection(parsing: "near-miss")
        let findings = try CheckRun(options: options).run(notice: { _ in }).allFindings
        let found = findings.map { "\($0.location.document):\($0.location.line) \($0.text) → \($0.suggestion ?? "")" }
        #expect(found.sorted() == [
            // A term of the glossary, misspelt.
            "concepts_architecture_cloud-controller.ja:181 クラウドコントラーマネージャー → クラウドコントローラーマネージャー",
            // Words the pages write often (7 and 170 times), written once otherwise.
            "concepts_overview_working-with-objects_annotations.ja:48 クライアンライブラリ → クライアントライブラリ",
            "tasks_configure-pod-container_configure-gmsa.ja:50 オプジェクト → オブジェクト",
        ], "\(findings.map(\.message))")
    }
}
