import GlossaryKit
import Testing

@testable import Checks

/// Parity between aligned Markdown paragraphs of Japanese and Chinese pages: bare numbers, code
/// spans and key terms, as translation QA compares them.
@Suite struct MarkdownParityTests {
    static let glossary = CheckFixtures.glossary([
        ("node", ["en": [("node", .preferred)], "ja": [("ノード", .preferred)], "zh-Hans": [("节点", .preferred)]]),
        ("cluster", ["en": [("cluster", .preferred)], "ja": [("クラスター", .preferred)], "zh-Hans": [("集群", .preferred)]]),
        ("volume", ["en": [("volume", .preferred)], "ja": [("ボリューム", .preferred)], "zh-Hans": [("卷", .preferred)]]),
    ])

    func findings(_ rules: String, ja: String, zh: String) throws -> [Diagnostic] {
        try CheckFixtures.pageFindings(rules, ja: ja, zh: zh, glossary: Self.glossary, kind: .markdown)
    }

    @Test func reportsABareNumberChangedInTheTranslation() throws {
        let ja = "# 概要\n\nクラスターには5つのノードがあります。\nそれぞれに39個のボリュームがあります。\n"
        let zh = "# 概述\n\n集群有 5 个节点。\n每个节点有 40 个卷。\n"
        let found = try findings("parity-number-mismatch", ja: ja, zh: zh)
        #expect(found.map(\.text) == ["40"], "the soft-wrapped paragraph is one unit; 39 became 40")
        #expect(found.first?.location.document == "page.zh")
        #expect(found.first?.location.line == 4)
    }

    /// Pages saved with CRLF or CR line breaks get the findings, notes included, that the same
    /// pages with LF get (a note quoted the aligned text with its CRs). A note quotes text written
    /// over two lines on one, without a break between Chinese characters.
    @Test func crlfAndCRPagesGetTheFindingsOfLFPages() throws {
        let ja = "# 概要\n\nクラスターには5つのノードがあります。\nそれぞれのノードに39個のボリュームがあります。\n"
        let zh = "# 概述\n\n集群有 5 个节点。每个\n有 40 个卷。\n"
        let rules = "parity-number-mismatch,parity-key-term"
        let lf = try findings(rules, ja: ja, zh: zh)
        #expect(lf.contains { $0.notes.contains { $0.contains("每个有 40") } }, "a note quotes text written over two lines")
        #expect(!lf.contains { $0.notes.contains { $0.contains("\n") } })
        for lineBreak in ["\r\n", "\r"] {
            let other = try findings(
                rules, ja: ja.replacingOccurrences(of: "\n", with: lineBreak), zh: zh.replacingOccurrences(of: "\n", with: lineBreak))
            #expect(other == lf, "\(lineBreak.unicodeScalars.map(\.value))")
        }
    }

    @Test func acceptsTheSameNumbersWithOrWithoutAUnitWord() throws {
        let ja = "クラスターには5つのノードがあり、タイムアウトは30分です。\n"
        let zh = "集群有 5 个节点，超时为 30 分钟。\n"
        #expect(try findings("parity-number-mismatch", ja: ja, zh: zh).isEmpty)
    }

    @Test func leavesNumbersInCodeNamesAndDatesAlone() throws {
        let ja = "`--max-pods=110`を使います。k8s.io/v1.2 のAPIです。2024-01-15、IPは10.0.0.1です。\n"
        let zh = "使用 `--max-pods=120`。k8s.io/v1.3 的 API。2024-02-16，IP 为 10.0.0.2。\n"
        #expect(try findings("parity-number-mismatch", ja: ja, zh: zh).isEmpty)
    }

    @Test func reportsAChangedVersion() throws {
        let ja = "この機能はKubernetes v1.29以降で使えます。\n"
        let zh = "此特性在 Kubernetes v1.30 及更高版本中可用。\n"
        let found = try findings("parity-number-mismatch", ja: ja, zh: zh)
        #expect(found.map(\.text) == ["1.30"])
        #expect(found.first?.message.contains("version 1.30") == true, "\(found.first?.message ?? "")")
        let same = "此特性在 Kubernetes v1.29 及更高版本中可用。\n"
        #expect(try findings("parity-number-mismatch", ja: ja, zh: same).isEmpty)
    }

    /// A paragraph that states a number twice: the translation's second sentence changed its own
    /// number into the first's. Paragraph against paragraph, every number of each side is on the
    /// other; sentence against its aligned sentence, they differ.
    @Test func reportsASentencesNumberThatItsParagraphStatesElsewhere() throws {
        let ja = "# 概要\n\nこの範囲では14個のアドレスを使えます。Serviceは常に作成されるため、この例では13個のServiceしか作れません。\n"
        let zh = "# 概述\n\n这个范围有 14 个可用的地址。Service 始终会被创建；在这个例子中，你只剩下了 14 个可能的 Service。\n"
        let found = try findings("parity-number-mismatch", ja: ja, zh: zh)
        #expect(found.map(\.text) == ["14"], "\(found.map(\.message))")
        #expect(found.first?.location.column == 45, "the second sentence's number")
        #expect(found.first?.message.contains("aligned ja sentence") == true, "\(found.first?.message ?? "")")
        #expect(found.first?.message.contains("'13'") == true)
        let kept = "# 概述\n\n这个范围有 14 个可用的地址。Service 始终会被创建；在这个例子中，你只剩下了 13 个可能的 Service。\n"
        #expect(try findings("parity-number-mismatch", ja: ja, zh: kept).isEmpty)
    }

    /// Two versions swapped between two sentences (`v1.6以前 … v1.9から` against `v1.9 之前 … v1.6 起`):
    /// both paragraphs hold both versions, each sentence the other's.
    @Test func reportsVersionsSwappedBetweenSentences() throws {
        let ja = "Kubernetes v1.6以前では、この機能はアノテーションで使えました。しかしこのアノテーションはv1.9から非推奨になりました。\n"
        let zh = "在 Kubernetes v1.9 之前，这通过注解实现。然而，这个注解自 v1.6 起就不被推荐使用了。\n"
        // The glossary's Annotation in both sentences of each side ties them one to one.
        let glossary = CheckFixtures.glossary([
            ("annotation", ["en": [("annotation", .preferred)], "ja": [("アノテーション", .preferred)], "zh-Hans": [("注解", .preferred)]])
        ])
        func found(_ zh: String) throws -> [Diagnostic] {
            try CheckFixtures.pageFindings("parity-number-mismatch", ja: ja, zh: zh, glossary: glossary, kind: .markdown)
        }
        let swapped = try found(zh)
        #expect(swapped.map(\.text) == ["1.9", "1.6"], "\(swapped.map(\.message))")
        #expect(try found("在 Kubernetes v1.6 之前，这通过注解实现。然而，这个注解自 v1.9 起就不被推荐使用了。\n").isEmpty)
    }

    /// Availability as numbers are: two sentences that swap their platform versions disagree though
    /// their paragraphs state the same two.
    @Test func reportsAvailabilitySwappedBetweenSentences() throws {
        let glossary = CheckFixtures.glossary([
            ("annotation", ["en": [("annotation", .preferred)], "ja": [("アノテーション", .preferred)], "zh-Hans": [("注解", .preferred)]])
        ])
        let ja = "アノテーションはiOS 17.2以降で使えます。しかしこのアノテーションはiOS 17.4以降で非推奨になりました。\n"
        func found(_ zh: String) throws -> [Diagnostic] {
            try CheckFixtures.pageFindings("parity-availability", ja: ja, zh: zh, glossary: glossary, kind: .markdown)
        }
        let swapped = try found("注解在 iOS 17.4 或更高版本中可用。然而，这个注解在 iOS 17.2 或更高版本中不被推荐使用了。\n")
        #expect(swapped.map(\.text) == ["iOS 17.4", "iOS 17.2"], "\(swapped.map(\.message))")
        #expect(swapped.allSatisfy { $0.message.contains("aligned ja sentence") })
        #expect(try found("注解在 iOS 17.2 或更高版本中可用。然而，这个注解在 iOS 17.4 或更高版本中不被推荐使用了。\n").isEmpty)
    }

    @Test func reportsACodeSpanDroppedFromTheTranslation() throws {
        let ja = "`kubectl` で `nodeName` フィールドを設定します。\n"
        let zh = "使用 `kubectl` 设置该字段。\n"
        let found = try findings("parity-api-mention", ja: ja, zh: zh)
        #expect(found.map(\.text) == ["nodeName"], "a code span is code even when it is one lowercase word")
        #expect(found.first?.location.document == "page.ja")
        let kept = "使用 kubectl 设置 nodeName 字段。\n"
        #expect(try findings("parity-api-mention", ja: ja, zh: kept).isEmpty, "the name without backticks counts")
    }

    @Test func reportsAKeyTermReplacedByAPronounInALongStretch() throws {
        // Three paragraphs a side: a chain the paragraph-group test skipped.
        let ja = """
            ノードはクラスターのマシンです。

            クラスターは複数のノードを持ちます。

            ボリュームはディスクです。

            """
        let zh = """
            节点是集群中的机器。

            它拥有多个节点。

            卷是磁盘。

            """
        let found = try findings("parity-key-term", ja: ja, zh: zh)
        #expect(found.map(\.text) == ["クラスター"])
        #expect(found.first?.location.line == 3)
    }

    /// A note quotes the other page as a reader sees it: a link's `[` and a code span's backticks are
    /// left out, not shown as spaces between Chinese characters (`管理 节点` before).
    @Test func notesQuoteThePageWithoutItsMarkup() throws {
        let ja = "クラスターを作成します。次に、クラスターは[ノード](/docs/concepts/nodes/)を管理します。\n"
        let zh = "创建集群。然后，它管理[节点](/docs/concepts/nodes/)和`kube-proxy`。\n"
        let found = try findings("parity-key-term", ja: ja, zh: zh)
        let notes = found.flatMap(\.notes)
        #expect(found.map(\.text) == ["クラスター"], "\(found.map(\.message))")
        #expect(notes.contains { $0.contains("它管理节点和kube-proxy。") }, "\(notes)")
    }

    @Test func reportsAKeyTermLostInOneSentenceWhileANeighbourKeepsIt() throws {
        let ja = "クラスターを作成します。次に、クラスターにノードを追加します。\n"
        let zh = "创建集群。然后，向它添加节点。\n"
        let found = try findings("parity-key-term", ja: ja, zh: zh)
        #expect(found.map(\.text) == ["クラスター"], "the second sentence lost 集群")
        let same = "创建集群。然后，向集群添加节点。\n"
        #expect(try findings("parity-key-term", ja: ja, zh: same).isEmpty)
    }
}
