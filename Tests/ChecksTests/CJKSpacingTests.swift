import CorpusModel
import Testing

@testable import Checks

/// `cjk-spacing`: a Latin word spaced from Japanese or Chinese text otherwise than its page does.
@Suite struct CJKSpacingTests {
    func findings(_ text: String, language: String = "zh-Hans", kind: DocumentKind = .markdown) throws -> [Diagnostic] {
        let document = CheckFixtures.document(text, language: language, kind: kind)
        return try Checker(glossary: CheckFixtures.glossary([]), rules: RuleSelection(parsing: "cjk-spacing")).check([document])
    }

    /// Twenty places: ten words, each spaced on both sides.
    static let spacedPage = (0..<10).map { "第\($0)个 Pod 和 Node 的说明。" }.joined(separator: "\n") + "\n"

    @Test func aPlaceWrittenAgainstThePagesStyle() throws {
        let found = try findings(Self.spacedPage + "直接创建 Pod并指定其节点。\n")
        #expect(found.map(\.text) == ["Pod并"])
        #expect(found.map(\.suggestion) == ["Pod 并"])
        #expect(found.first?.location.line == 11)
        #expect(found.first?.message
            == "'Pod并' is written without a space between the Chinese and the Latin word, where this page writes one in 41 places of 42")
        let japanese = (0..<20).map { "Podテンプレートと\($0)つのNodeです。" }.joined(separator: "\n") + "\n### Pod テンプレート\n"
        let inJapanese = try findings(japanese, language: "ja")
        #expect(inJapanese.map(\.text) == ["Pod テ"])
        #expect(inJapanese.map(\.suggestion) == ["Podテ"])
    }

    @Test func aPageWithoutAClearStyleOrTooFewPlacesHasNone() throws {
        #expect(try findings("直接创建 Pod并指定其节点。\n").isEmpty, "two places")
        let mixed = (0..<10).map { "第\($0)个 Pod 和Node的说明。" }.joined(separator: "\n") + "\n"
        #expect(try findings(mixed).isEmpty, "half and half")
        #expect(try findings(Self.spacedPage + "直接创建 Pod并指定。\n", kind: .sessionTranscript).isEmpty, "a transcript")
        #expect(try findings(Self.spacedPage + "直接创建 Pod并指定。\n", language: "en").isEmpty)
    }

    @Test func lettersNumbersURLsAndCodeAreNotPlaces() throws {
        let page = Self.spacedPage + "节点N上的24个字符，见http://example.com与`kubectl`命令，X.509证书\n"
        #expect(try findings(page).map(\.text) == ["X.509证"], "a variable, a number, a URL, a code span; a version is a word")
    }

    /// A Japanese page that writes Latin words against the text (60 places).
    static let unspacedPage = (0..<20).map { "Podテンプレートと\($0)つのNodeです。" }.joined(separator: "\n") + "\n"

    @Test func aLinksBracketsAndAPhraseOfEnglishWordsAreNoSpacing() throws {
        #expect(try findings(Self.unspacedPage + "ノードは[oom_killer](https://lwn.net/)に依存します。\n", language: "ja").isEmpty,
                "the brackets are blank in the text the rules read, not spaces")
        #expect(try findings(Self.unspacedPage + "Docker Swarm モードや path operation デコレータ\n", language: "ja").isEmpty,
                "a phrase of English words is set off as a whole")
        #expect(try findings(Self.unspacedPage + "Docker モード\n", language: "ja").map(\.text) == ["Docker モ"])
    }
}
