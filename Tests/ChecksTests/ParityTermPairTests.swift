import GlossaryKit
import Testing

@testable import Checks

/// `parity-term-pair`: aligned phrases that name two concepts the glossary does not pair.
@Suite struct ParityTermPairTests {
    static let glossary = CheckFixtures.glossary([
        ("controller", ["en": [("Controller", .preferred)], "ja": [("Controller", .preferred)], "zh-Hans": [("控制器", .preferred)]]),
        ("selector", ["en": [("Selector", .preferred)], "ja": [("セレクター", .preferred)], "zh-Hans": [("选择算符", .preferred)]]),
    ])

    func findings(ja: String, zh: String) throws -> [Diagnostic] {
        try CheckFixtures.pageFindings("parity-term-pair", ja: ja, zh: zh, glossary: Self.glossary)
    }

    @Test func reportsAnotherConceptInTheAlignedPhrase() throws {
        let found = try findings(ja: "セレクターは Pod を 3 つ選びます。\n", zh: "控制器会选择 3 个 Pod。\n")
        #expect(found.map(\.text) == ["控制器"])
        #expect(found.first?.suggestion == "选择算符", "the glossary's Chinese for the Japanese term")
    }

    @Test func aJapaneseRenderingOfTheEnglishNameIsTheConcept() throws {
        // The Japanese side writes the controller in katakana, the glossary's Japanese term being `Controller`.
        #expect(try findings(ja: "コントローラーのセレクターはPod、Node、Volumeを3つ選びます。\n", zh: "控制器会选择3个Pod、Node和Volume。\n").isEmpty)
    }
}
