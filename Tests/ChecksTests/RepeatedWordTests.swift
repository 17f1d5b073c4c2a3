import CorpusModel
import LocalizationFormats
import Testing

@testable import Checks

/// `repeated-word`: a particle or function word written twice in a row.
@Suite struct RepeatedWordTests {
    func findings(_ text: String, language: String, kind: DocumentKind = .article) throws -> [Diagnostic] {
        let document = CheckFixtures.document(text, language: language, kind: kind)
        return try Checker(glossary: CheckFixtures.glossary([]), rules: RuleSelection(parsing: "repeated-word")).check([document])
    }

    @Test func aJapaneseParticleWrittenTwice() throws {
        let found = try findings("ワークロードををスケールします。\n地域ののサードパーティ\n", language: "ja")
        #expect(found.map(\.text) == ["をを", "のの"])
        #expect(found.map(\.suggestion) == ["を", "の"])
        #expect(found.map(\.location.line) == [1, 2])
        #expect(found.first?.location.column == 7)
        #expect(found.first?.message == "'を' is written twice in a row ('をを')")
        #expect(try findings("相手をののしる。JSONでできる。太もも\n", language: "ja").isEmpty, "words with the kana in them")
        #expect(try findings("オファーををご利用ください\n", language: "ja").map(\.text) == ["をを"], "を is in no word")
    }

    @Test func aChineseFunctionWordWrittenTwiceAsTwoWords() throws {
        let found = try findings("游戏带来的的情感，这是是由于\n", language: "zh-Hans")
        #expect(found.map(\.text) == ["的的", "是是"])
        #expect(try findings("我们现在在协议中，这是有目的的，为了了解，针对对象\n", language: "zh-Hans").isEmpty,
                "two words that meet: 现在|在, 目的|的, 为了|了解, 针对|对象")
        #expect(try findings("我们看看，个个都好\n", language: "zh-Hans").isEmpty, "reduplication")
        #expect(try findings("对这个问题的回答是是的\n", language: "zh-Hans").isEmpty, "是 and 是的 (yes)")
        #expect(try findings("跟踪集群中的的具有相同标签的 Pod\n", language: "zh-Hans").map(\.text) == ["的的"],
                "ICU joins 的 to 中: a particle, not a word's own character")
        #expect(try findings("但是是这样，总和和平均值，参与与否，目前正在 在美国，更重要的是 是一致的\n", language: "zh-Hans").isEmpty, "但是, 总和, 参与 end in the character")
        #expect(try findings("这是我们的 的情感\n", language: "zh-Hans").map(\.text) == ["的 的"], "across a phrase space")
    }

    @Test func anEnglishWordWrittenTwiceInWrittenProse() throws {
        let found = try findings("This helps you to to stay secure. The the end.\n", language: "en", kind: .markdown)
        #expect(found.map(\.text) == ["to to", "The the"])
        #expect(found.map(\.suggestion) == ["to", "The"])
        #expect(try findings("We know that that is so. What it is is this. Into to. a an\n", language: "en", kind: .markdown).isEmpty)
        #expect(try findings("helps you to to stay\n", language: "en", kind: .sessionTranscript).isEmpty, "speech repeats words")
        #expect(try findings("設定ををする\n\n```\nthe the\n```\n", language: "en", kind: .markdown).isEmpty, "code")
    }

    /// An app string value is read in place: the finding has the file's line and column.
    @Test func anAppStringValue() throws {
        let strings = "\"offer.title\" = \"オファーをを利用します\";\n\"offer.note\" = \"設定のの変更\";\n"
        let file = try LocalizationFile.read(bytes: Array(strings.utf8), path: "ja.lproj/Localizable.strings")
        let found = try Checker(glossary: CheckFixtures.glossary([]), rules: RuleSelection(parsing: "repeated-word"))
            .check([], catalogs: [file])
        #expect(found.map(\.text) == ["をを", "のの"])
        #expect(found.map(\.location.line) == [1, 2])
        #expect(found.first?.location.column == 22)
    }
}
