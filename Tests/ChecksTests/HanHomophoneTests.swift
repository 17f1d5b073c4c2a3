import GlossaryKit
import Testing

@testable import Checks

/// `near-miss` on Han homophone typos: one character of a multi-character term replaced by one
/// with the same toneless pinyin, as an input method does.
@Suite struct HanHomophoneTests {
    static let glossary = CheckFixtures.glossary([
        ("subscription", ["en": [("subscription", .preferred)], "zh-Hans": [("订阅", .preferred)]]),
        ("cluster", ["en": [("cluster", .preferred)], "zh-Hans": [("集群", .preferred)]]),
        ("controller", ["en": [("controller", .preferred)], "zh-Hans": [("控制器", .preferred)]]),
        ("upstream", ["en": [("upstream", .preferred)], "zh-Hans": [("上游", .preferred)]]),
        ("volume", ["en": [("volume", .preferred)], "zh-Hans": [("卷", .preferred)]]),
        ("transaction", ["en": [("transaction", .preferred)], "zh-Hans": [("交易", .preferred)]]),
        ("signature", ["en": [("signature", .preferred)], "zh-Hans": [("签名", .preferred)]]),
    ])

    func nearMisses(_ texts: [String]) throws -> [Diagnostic] {
        let documents = texts.enumerated().map { index, text in
            CheckFixtures.document(text, id: "page\(index)", language: "zh-Hans", kind: .markdown)
        }
        return try Checker(glossary: Self.glossary, rules: RuleSelection(parsing: "near-miss")).check(documents)
    }

    @Test(arguments: [
        ("用户可以定阅这个服务。\n", "定阅", "订阅"),
        ("向集裙添加节点。\n", "集裙", "集群"),
        ("这个控制气会重启 Pod。\n", "控制气", "控制器"),
    ])
    func reportsAHomophoneTypoWithTheTerm(text: String, typo: String, term: String) throws {
        let found = try nearMisses([text])
        #expect(found.map(\.text) == [typo])
        #expect(found.first?.suggestion == term)
    }

    @Test func leavesTheTermAndOtherWordsAlone() throws {
        #expect(try nearMisses(["用户可以订阅这个服务，集群和控制器都正常。\n"]).isEmpty)
        // `群集` has the right characters in another order, `集郡` another sound: not homophones.
        #expect(try nearMisses(["群集不是集郡。\n"]).isEmpty)
    }

    @Test func treatsAFrequentStringAsAWordOfItsOwn() throws {
        // `上有` sounds like `上游` but is written often: "there is … on it".
        let text = "节点上有三个 Pod。磁盘上有数据。镜像上有标签。\n"
        #expect(try nearMisses([text]).isEmpty)
        #expect(try nearMisses(["集裙。\n", "集裙。\n", "集裙。\n"]).isEmpty, "three times in one language: a word")
    }

    /// Two perf-corpus false alarms: the string starts inside a word of the sentence (`相交` "intersect",
    /// `数千` "thousands"), where a typo replaces a character of a word of its own.
    @Test func aStringThatStartsInsideAnotherWordIsNoTypo() throws {
        #expect(try nearMisses(["它将光线与视锥相交以计算主动的光掩码。\n"]).isEmpty, "相交|以|计算")
        #expect(try nearMisses(["每天都有数千名员工在园区工作。\n"]).isEmpty, "数千|名|员工")
        #expect(try nearMisses(["完成交以后再检查。\n", "用户的签明无效。\n"]).map(\.text) == ["签明"], "交以 in 交|以后 is no typo either")
    }

    @Test func needsAMultiCharacterTerm() throws {
        // `倦` sounds like the one-character term `卷`.
        #expect(try nearMisses(["我很倦。\n"]).isEmpty)
    }
}
