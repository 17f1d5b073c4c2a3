import Testing

@testable import AlignmentKit

/// Candidates a corpus writes on with one more character nearly everywhere are cut short (ICU breaks
/// many compounds of technical Chinese and leaves a character over: `服务|器`, `运行|时`), and the
/// Japanese noun of a compound verb keeps its `て` (`割り当て`).
@Suite struct CandidateCompletionTests {
    static func occurrence(_ text: String, next: String?) -> CandidateOccurrence {
        CandidateOccurrence(text: text, pieces: 1, verbal: false, next: next)
    }

    @Test func aCandidateFollowedByOneCharacterInThreeQuartersOfItsSegmentsIsCompleted() {
        let zh = TermCandidateExtractor(language: "zh-Hans")
        let segments: [[CandidateOccurrence]] = [
            [Self.occurrence("API 服务", next: "器"), Self.occurrence("集群", next: "的")],
            [Self.occurrence("API 服务", next: "器"), Self.occurrence("集群", next: "的")],
            [Self.occurrence("API 服务", next: "器"), Self.occurrence("集群", next: "的"), Self.occurrence("驱逐", next: "条件")],
            [Self.occurrence("API 服务", next: nil), Self.occurrence("驱逐", next: "条件")],
            [Self.occurrence("驱逐", next: "条件"), Self.occurrence("容器", next: "运")],
            [Self.occurrence("容器", next: "运")],
        ]
        let completions = zh.completions(of: segments)
        #expect(completions == ["API 服务": "器"], "\(completions)")
        // Three of four: still completed; two of four (`容器` seen twice only) is no evidence.
        let fewer = zh.completions(of: Array(segments.dropFirst()))
        #expect(fewer["API 服务"] == nil, "\(fewer)")
        // A whole word after a term (`条件`) and a function character (`的`) complete nothing;
        // in Japanese any one character does (`閾` + `値`).
        #expect(completions["驱逐"] == nil && completions["集群"] == nil)
        let ja = TermCandidateExtractor(language: "ja")
        #expect(ja.completions(of: [[Self.occurrence("退避閾", next: "値")], [Self.occurrence("退避閾", next: "値")], [Self.occurrence("退避閾", next: "値")]]) == ["退避閾": "値"])
    }

    @Test func aCompletedCandidateTakesItsCharacterInWhereItIsWrittenOn() {
        let zh = TermCandidateExtractor(language: "zh-Hans")
        func chunk(_ pieces: [(String, String)]) -> TermCandidateExtractor.Chunk {
            var chunk = TermCandidateExtractor.Chunk()
            chunk.pieces = pieces.map { .init(text: $0.0, script: $0.0.first!.isASCII ? .latin : .han, joiner: $0.1) }
            return chunk
        }
        // `API 服务器进行通信` as ICU breaks it, and `选择算符` broken twice.
        let server = chunk([("API", ""), ("服务", " "), ("器", ""), ("进行", ""), ("通信", "")])
        let plain = zh.compoundCandidates(of: [server]).map(\.text)
        #expect(plain.contains("API 服务") && plain.contains("API 服务器"))
        let completed = zh.compoundCandidates(of: [server], completions: ["API 服务": "器", "服务": "器"]).map(\.text)
        #expect(!completed.contains("API 服务") && !completed.contains("服务"), "\(completed)")
        #expect(completed.contains("API 服务器") && completed.contains("服务器"), "\(completed)")
        let selector = chunk([("选择", ""), ("算", ""), ("符", "")])
        let twice = zh.compoundCandidates(of: [selector], completions: ["选择": "算", "选择算": "符"]).map(\.text)
        #expect(twice.contains("选择算符") && !twice.contains("选择") && !twice.contains("选择算"), "\(twice)")
        // Where the character does not follow, the candidate stays as it is.
        let service = chunk([("API", ""), ("服务", " "), ("请求", "")])
        #expect(zh.compoundCandidates(of: [service], completions: ["API 服务": "器"]).map(\.text).contains("API 服务"))
    }

    @Test(arguments: [
        ("動的割り当て", "動的割り当て"),  // the noun of 割り当てる
        ("リソースの割り当てを行う", "割り当て"),  // before a particle
        ("組み立ての手順", "組み立て"),
    ])
    func aCompoundVerbsNounKeepsItsTe(text: String, expected: String) {
        let found = TermCandidateExtractor(language: "ja").compoundCandidates(in: text).map(\.text)
        #expect(found.contains(expected), "\(found)")
    }

    /// An adjective before a noun makes a phrase: `優先度の低いPod` proposed `低いPod ⟷ 较低` on the
    /// Kubernetes pages; a noun's kana ending (`払い`) stays.
    @Test func anAdjectiveIsNoPartOfATerm() {
        let extractor = TermCandidateExtractor(language: "ja")
        let found = extractor.compoundCandidates(in: "優先度の低いPodは有効期間の長いトークンを使います").map(\.text)
        #expect(!found.contains { $0.contains("低") || $0.contains("長") }, "\(found)")
        #expect(found.contains("優先度") && found.contains("有効期間") && found.contains("トークン"), "\(found)")
        #expect(extractor.compoundCandidates(in: "都度払いモードを選びます").map(\.text).contains("都度払いモード"))
    }

    @Test func aVerbsTeFormIsNoNoun() {
        let extractor = TermCandidateExtractor(language: "ja")
        // `見て`: no kana ending before it; `割り当てて`: the te-form of the verb.
        #expect(!extractor.compoundCandidates(in: "画面を見てください").map(\.text).contains { $0.hasSuffix("て") })
        #expect(!extractor.compoundCandidates(in: "ノードに割り当てて実行する").map(\.text).contains { $0.hasSuffix("て") })
        // A kana ending before a particle is not taken in: `承認済みの` modifies what follows.
        #expect(!extractor.compoundCandidates(in: "承認済みの画像").map(\.text).contains("承認済み"))
    }
}
