import GlossaryKit
import Testing

@testable import Checks

/// `unknown-term`: a katakana candidate that is a loanword of a glossary concept says which, when
/// the English versions of its documents name that concept.
@Suite struct UnknownTermLoanwordTests {
    /// A glossary as the Kubernetes one is: the Japanese term of `Controller` is the English name.
    static let glossary = CheckFixtures.glossary([
        ("controller", ["en": [("Controller", .preferred)], "ja": [("Controller", .preferred)], "zh-Hans": [("控制器", .preferred)]]),
        ("api-resource", ["en": [("API resource", .preferred)], "zh-Hans": [("API 资源", .preferred)]]),
        ("private-key", ["en": [("private key", .preferred)], "ja": [("秘密鍵", .preferred)]]),
        ("job", ["en": [("Job", .preferred)]]),
    ])

    static let japanese = """
        コントローラーはクラスターの状態を監視します。

        コントローラーはプロセスとして動きます。プロセスは再起動されます。

        各コントローラーはプライベートキーを読みます。プライベートキーは秘密です。プロセスが終わるとプライベートキーは消えます。
        """

    func unknownTerms(en: String?) throws -> [Diagnostic] {
        var documents = [CheckFixtures.document(Self.japanese, id: "page.ja", language: "ja", group: "page")]
        if let en { documents.append(CheckFixtures.document(en, id: "page.en", language: "en", group: "page")) }
        return try Checker(glossary: Self.glossary, rules: RuleSelection(parsing: "unknown-term")).check(documents)
    }

    func message(of text: String, in findings: [Diagnostic]) throws -> String {
        try #require(findings.first { $0.text == text }, "\(findings.map(\.message))").message
    }

    @Test func aLoanwordOfAConceptTheEnglishNamesSaysWhichConcept() throws {
        let english = """
            The controller watches the state of the cluster.

            Controllers run as processes. A process is restarted.

            Each controller reads the private key. The private key is a secret. When the process ends, the private key is gone.
            """
        let findings = try unknownTerms(en: english)
        #expect(
            try message(of: "コントローラー", in: findings)
                == "'コントローラー' occurs 3 times in 1 document (ja) but is not in the glossary; it is a loanword of 'Controller' (controller), whose Japanese term is 'Controller'")
        #expect(
            try message(of: "プライベートキー", in: findings).hasSuffix(
                "; it is a loanword of 'private key' (private-key), whose Japanese term is '秘密鍵'"))
        // `プロセス` (process) sounds as `API resource` does (p r s), which the English does not name.
        #expect(try !message(of: "プロセス", in: findings).contains("loanword"))
    }

    @Test func withoutAnEnglishVersionNamingTheConceptTheFindingIsAsBefore() throws {
        let plain = "'コントローラー' occurs 3 times in 1 document (ja) but is not in the glossary"
        #expect(try message(of: "コントローラー", in: unknownTerms(en: nil)) == plain)
        let unrelated = "The scheduler places Pods on nodes.\n\nIt runs as a process.\n"
        #expect(try message(of: "コントローラー", in: unknownTerms(en: unrelated)) == plain)
    }

    /// A name of two consonants is the sound of too many words: `サーバー` (server) and `Job` are both
    /// `s b`, and the English naming Jobs is no evidence.
    @Test func namesOfTwoConsonantsAreNotAsked() throws {
        let sounds = UnknownTermRule.LoanwordConcepts(glossary: Self.glossary)
        #expect(sounds.names(soundingLike: "サーバー").isEmpty)
        #expect(sounds.names(soundingLike: "コントローラー").map(\.name.term) == ["Controller"])
        #expect(sounds.names(soundingLike: "ｺﾝﾄﾛｰﾗｰ").map(\.name.term) == ["Controller"], "half width")
        // One consonant from a name of six or fewer is another word: `コンテナー` (container) is
        // `k n t n`, Controller `k n t r`.
        #expect(sounds.names(soundingLike: "コンテナー").isEmpty)
    }

    @Test func theSearchForACandidateFindsItAnywhereInADocument() {
        let text = "前置きの文です。コントローラーとプロセス。"
        #expect(UnknownTermRule.contains(Array("コントローラー".utf8), in: text))
        #expect(UnknownTermRule.contains(Array("プロセス".utf8), in: text))
        #expect(UnknownTermRule.contains(Array("。".utf8), in: text))
        #expect(!UnknownTermRule.contains(Array("プロキシ".utf8), in: text))
        #expect(!UnknownTermRule.contains(Array("コントローラーズ".utf8), in: "コントローラー"))
        #expect(UnknownTermRule.contains(Array("ab".utf8), in: "aab"))
    }

    /// A name's soft `g` is heard as `j` (`origin`, `オリジン`), and a loanword starts as its word does:
    /// `リスナー` (listener) has the consonants of `origin` read so, not its opening vowel.
    @Test func softGAndTheOpeningSound() {
        let glossary = CheckFixtures.glossary([
            ("origin", ["en": [("Origin", .preferred)]]), ("listener", ["en": [("Listener", .preferred)]]),
        ])
        let sounds = UnknownTermRule.LoanwordConcepts(glossary: glossary)
        #expect(sounds.names(soundingLike: "オリジン").map(\.name.term) == ["Origin"])
        #expect(sounds.names(soundingLike: "リスナー").isEmpty, "r s n, as origin, but not its vowel; four consonants from listener's")
    }
}

