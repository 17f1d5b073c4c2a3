import Testing
import TextKit

@testable import GlossaryKit

/// Han terms match only on ICU's Chinese/Japanese word boundaries, katakana terms only as whole
/// katakana runs, unless the glossary notes a term as a bound morpheme.
@Suite struct CJKBoundaryTests {
    static func glossary(_ terms: [(String, String, [String])]) -> Glossary {
        Glossary(concepts: terms.enumerated().map { index, row in
            Concept(id: "c\(index)", terms: [row.0: [Term(row.1, status: .preferred, notes: row.2)]])
        })
    }

    static let chinese = glossary([
        ("zh-Hans", "元", []), ("zh-Hans", "包", []), ("zh-Hans", "数值", []), ("zh-Hans", "进程", []),
        ("zh-Hans", "订阅", []), ("zh-Hans", "节点", []),
    ])

    func found(_ text: String, _ glossary: Glossary = chinese, strength: MatchKey.Strength = .exact) -> [String] {
        let matcher = TermMatcher(glossary: glossary, strength: strength)
        let units = Array(text.utf16)
        let fused = matcher.matches(in: text).map { String(decoding: units[$0.utf16Range], as: UTF16.self) }
        let separate = matcher.matches(in: MatchKey(text, strength: strength), original: units)
            .map { String(decoding: units[$0.utf16Range], as: UTF16.self) }
        #expect(fused == separate, "the fused and the separate paths apply the same boundary check")
        return fused
    }

    @Test(arguments: [
        "每个元素都有一个名称",  // 元 in 元素
        "价格是十美元",  // 元 in 美元
        "这个文件包含配置",  // 包 in 包含
        "必须是整数值",  // 数值 in 整数值
        "不要硬编码进程序里",  // 进程 across 硬编码进|程序
    ])
    func hanTermDoesNotMatchInsideALongerWord(text: String) {
        #expect(found(text).isEmpty, "'\(text)' holds no term as a word")
    }

    @Test func hanTermMatchesAsAWordAmongHan() {
        #expect(found("每个节点运行一个进程") == ["节点", "进程"])
        #expect(found("用户订阅了服务") == ["订阅"])
        #expect(found("数值：42") == ["数值"], "a term next to punctuation needs no dictionary")
    }

    /// Sentences of the Kubernetes pages where ICU's dictionary cuts `服务|器`, `客户|端`, `抢占|者`.
    @Test func aSuffixThatMakesAnotherThingOfTheTermEndsNoMatch() {
        let glossary = Self.glossary([("zh-Hans", "服务", []), ("zh-Hans", "客户", []), ("zh-Hans", "抢占", []), ("zh-Hans", "容器", [])])
        #expect(found("请注意 Init 容器在 nginx 服务器的根目录写入", glossary) == ["容器"], "服务器 is a server, not a service")
        #expect(found("提醒客户端和服务端", glossary).isEmpty)
        #expect(found("此 Pod 被称为抢占者", glossary).isEmpty)
        #expect(found("为 Pod 创建服务账号", glossary) == ["服务"], "账 names no other thing")
        #expect(found("部署容器化的应用", glossary) == ["容器"], "a containerised application is still about containers")
        #expect(found("服务：", glossary) == ["服务"])
    }

    @Test func boundMorphemeMatchesInsideWords() {
        let glossary = Self.glossary([("zh-Hans", "元", [Term.boundMorphemeNote])])
        #expect(found("每个元素", glossary) == ["元"])
        let noted = Self.glossary([("zh-Hans", "元", ["Bound  Morpheme"])])
        #expect(found("美元", noted) == ["元"], "the note is read without regard to case and spacing")
    }

    @Test func katakanaTermDoesNotEndInsideASyllable() {
        let glossary = Self.glossary([("ja", "ノード", []), ("ja", "サーバ", []), ("ja", "ユーザ", [])])
        #expect(found("ワーカーノードとノード", glossary) == ["ノード", "ノード"], "a solid compound holds the term")
        #expect(found("サーバーを起動", glossary).isEmpty, "exact サーバ is not found in サーバー")
        #expect(found("ユーザーとユーザ", glossary) == ["ユーザ"])
        #expect(found("サーバーを起動", glossary, strength: .loose) == ["サーバ"], "the loose key spans the final ー")
        let bound = Self.glossary([("ja", "サーバ", [Term.boundMorphemeNote])])
        #expect(found("サーバー", bound) == ["サーバ"])
    }

    @Test func japaneseHanTermNextToKatakanaNeedsNoDictionary() {
        let glossary = Self.glossary([("ja", "期間", [])])
        #expect(found("サブスクリプション期間です", glossary) == ["期間"])
    }
}
