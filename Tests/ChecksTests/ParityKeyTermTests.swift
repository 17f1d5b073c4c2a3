import GlossaryKit
import Testing

@testable import Checks

/// `parity-key-term`: a glossary term on one side, none of its translations on the aligned other side.
@Suite struct ParityKeyTermTests {
    static let glossary = CheckFixtures.glossary([
        ("node", ["en": [("node", .preferred)], "ja": [("ノード", .preferred)], "zh-Hans": [("节点", .preferred)]]),
        ("cluster", ["en": [("cluster", .preferred)], "ja": [("クラスター", .preferred)], "zh-Hans": [("集群", .preferred)]]),
        ("pod", ["en": [("Pod", .preferred)], "ja": [("Pod", .preferred)], "zh-Hans": [("Pod", .preferred)]]),
    ])

    func keyTermFindings(ja: String, zh: String, glossary: Glossary = Self.glossary) throws -> [Diagnostic] {
        try CheckFixtures.pageFindings("parity-key-term", ja: ja, zh: zh, glossary: glossary)
    }

    @Test func reportsATermWhoseTranslationIsMissingOnTheOtherSide() throws {
        let ja = "新しいノードをクラスターに追加します。\n\nクラスターを削除するとすべてが消えます。\n"
        let zh = "向集群添加新的服务器。\n\n删除集群会删除所有内容。\n"
        let findings = try keyTermFindings(ja: ja, zh: zh)
        #expect(findings.map(\.text) == ["ノード"])
        #expect(findings.first?.suggestion == "节点")
        #expect(findings.first?.location.document == "page.ja")
    }

    @Test func acceptsTranslationsAndEnglishNamesOnTheOtherSide() throws {
        let ja = "新しいノードをクラスターに追加します。\n\nPodを削除します。\n"
        let zh = "向集群添加新的 node。\n\n删除 Pod。\n"
        #expect(try keyTermFindings(ja: ja, zh: zh).isEmpty, "an English name counts as a translation")
        let both = "向集群添加新的节点。\n\n删除 Pod。\n"
        #expect(try keyTermFindings(ja: ja, zh: both).isEmpty)
    }

    /// Named on both sides of the paragraph, but fewer times in a translation: reported at the sentence
    /// whose aligned counterpart has it fewer times, with that counterpart and the counts.
    @Test func aSentenceThatLostTheTermIsTheOneReported() throws {
        let ja = "クラスターを作成します。\nクラスターにノードを三つ追加します。ノードの状態を確認します。\n"
        let zh = "创建集群。\n向集群添加三个节点。然后检查它们的状态。\n"
        let findings = try keyTermFindings(ja: ja, zh: zh)
        try #require(findings.count == 1, "\(findings.map(\.message))")
        let finding = findings[0]
        #expect(finding.text == "ノード" && finding.location.document == "page.ja")
        #expect(finding.location.line == 2 && finding.location.column == 19, "the second sentence's ノード")
        #expect(finding.message.contains("named once in this sentence and not in its aligned zh-Hans sentence"), "\(finding.message)")
        #expect(finding.message.contains("(page.zh:2; twice and once in the two paragraphs)"), "\(finding.message)")
        #expect(finding.notes == ["aligned zh-Hans sentence: '然后检查它们的状态。'"], "\(finding.notes)")
    }

    /// With the English page: a sentence that names a term more often than its counterpart is not
    /// reported when the counterpart's paragraph names it as often as the English does.
    @Test func aCounterpartThatNamesATermAsOftenAsTheEnglishLostNothing() throws {
        let ja = "クラスターを作成します。\nクラスターにノードを三つ追加します。ノードの状態を確認します。\n"
        let zh = "创建集群。\n向集群添加三个节点。然后检查它们的状态。\n"
        let once = "Create a cluster.\nAdd three nodes to the cluster. Then check their status.\n"
        let twice = "Create a cluster.\nAdd three nodes to the cluster. Then check the status of the nodes.\n"
        let followed = try CheckFixtures.pageFindings("parity-key-term", ja: ja, zh: zh, en: once, glossary: Self.glossary)
        #expect(followed.isEmpty, "the Chinese says it as often as the English: \(followed.map(\.message))")
        let lost = try CheckFixtures.pageFindings("parity-key-term", ja: ja, zh: zh, en: twice, glossary: Self.glossary)
        #expect(lost.map(\.text) == ["ノード"], "\(lost.map(\.message))")
    }

    /// A translation that uses another word throughout (`服务器` for Node in every paragraph) gets one
    /// finding, with the count and lines; a few paragraphs without it get one each.
    @Test func aTranslationThatUsesAnotherWordThroughoutIsReportedOnce() throws {
        let sentences = [("ノードを追加します。", "添加服务器。"), ("ノードを削除します。", "删除服务器。"),
            ("ノードを再起動します。", "重启服务器。"), ("ノードを確認します。", "检查服务器。"), ("ノードを更新します。", "更新服务器。"),
            ("Podを作成します。", "创建 Pod。")]
        func page(_ count: Int, _ side: KeyPath<(String, String), String>) -> String {
            (sentences.prefix(count) + [sentences[5]]).map { $0[keyPath: side] }.joined(separator: "\n\n") + "\n"
        }
        let five = try keyTermFindings(ja: page(5, \.0), zh: page(5, \.1))
        try #require(five.count == 1, "\(five.map(\.message))")
        #expect(five[0].text == "ノード" && five[0].location.line == 1 && five[0].suggestion == "节点")
        #expect(five[0].message.contains("5 of the 5 paragraphs that name it: page.zh uses another word throughout"), "\(five[0].message)")
        #expect(five[0].notes == ["at lines 1, 3, 5, 7, 9"])
        let four = try keyTermFindings(ja: page(4, \.0), zh: page(4, \.1))
        #expect(four.map(\.location.line) == [1, 3, 5, 7], "fewer than five: each paragraph")
        #expect(four.map(\.message).map { $0.contains("has no translation in the aligned zh-Hans text (page.zh:") } == [true, true, true, true])
        #expect(four.map { $0.message.contains("(page.zh:\($0.location.line))") } == [true, true, true, true], "each sends the reader to its counterpart's line")
    }

    @Test func reportsInBothDirections() throws {
        let ja = "新しいサーバーをクラスターに追加します。\n"
        let zh = "向集群添加新的节点。\n"
        let findings = try keyTermFindings(ja: ja, zh: zh)
        #expect(findings.map(\.text) == ["节点"])
        #expect(findings.first?.location.document == "page.zh")
    }

    /// Glossaries often give a concept's English name as its Japanese term (Kubernetes: `Controller`),
    /// which Japanese pages write in katakana.
    static let englishNamed = CheckFixtures.glossary([
        ("controller", ["en": [("Controller", .preferred)], "ja": [("Controller", .preferred)], "zh-Hans": [("控制器", .preferred)]]),
        ("service", ["en": [("Service", .preferred)], "ja": [("Service", .preferred)], "zh-Hans": [("服务", .preferred)]]),
        ("cluster", ["en": [("cluster", .preferred)], "ja": [("クラスター", .preferred)], "zh-Hans": [("集群", .preferred)]]),
    ])

    @Test func acceptsAnEnglishNameWrittenInKatakana() throws {
        let zh = "控制器会监视集群的状态。\n\n为 Pod 创建服务账号。\n"
        let ja = "コントローラーはクラスターの状態を監視します。\n\nPodのサービスアカウントを作成します。\n"
        #expect(try keyTermFindings(ja: ja, zh: zh, glossary: Self.englishNamed).isEmpty, "コントローラー renders Controller, サービス of サービスアカウント Service")
        let missing = "監視プログラムはクラスターの状態を監視します。\n\nPodのアカウントを作成します。\n"
        #expect(try keyTermFindings(ja: missing, zh: zh, glossary: Self.englishNamed).map(\.text) == ["控制器", "服务"])
    }

    @Test func aRenderingMustSoundTheSameAsAShortName() throws {
        // `クラス` (class) is one consonant short of `cluster`, and a name of four consonants must match whole.
        let findings = try keyTermFindings(ja: "クラスを削除します。\n", zh: "删除集群。\n", glossary: Self.englishNamed)
        #expect(findings.map(\.text) == ["集群"])
    }

    @Test func renderingsAreCountedLikeTerms() throws {
        // The sentence names the controller twice on both sides: none is lost.
        let zh = "控制器 A 和控制器 B 都已经成功启动了。\n"
        let ja = "コントローラーAとコントローラーBが起動しました。\n"
        #expect(try keyTermFindings(ja: ja, zh: zh, glossary: Self.englishNamed).isEmpty)
        let lost = "コントローラーAとBが起動しました。\n"
        #expect(try keyTermFindings(ja: lost, zh: zh, glossary: Self.englishNamed).map(\.text) == ["控制器"])
    }

    @Test func aWiderConceptOnTheOtherSideHoldsTheTerm() throws {
        // Japanese writes `名前空間` (ICU: `名前|空間`, so `名前`, Name, is found) where Chinese writes the
        // glossary's `名字空间` (Namespace).
        let glossary = CheckFixtures.glossary([
            ("name", ["en": [("Name", .preferred)], "ja": [("名前", .preferred)], "zh-Hans": [("名称", .preferred)]]),
            ("namespace", ["en": [("Namespace", .preferred)], "ja": [("Namespace", .preferred)], "zh-Hans": [("名字空间", .preferred)]]),
        ])
        // (The Chinese `名字空间` is still reported: the Japanese page does not write the glossary's `Namespace`.)
        func japanese(_ found: [Diagnostic]) -> [String] { found.filter { $0.location.document == "page.ja" }.map(\.text) }
        #expect(japanese(try keyTermFindings(ja: "新しい名前空間を作成します。\n", zh: "创建新的名字空间。\n", glossary: glossary)).isEmpty)
        #expect(japanese(try keyTermFindings(ja: "新しい名前を付けます。\n", zh: "设置新的标识。\n", glossary: glossary)) == ["名前"])
    }

    /// With the English page in the group, a concept one translation writes as an ordinary word and the
    /// other does not name is reported only where the English names it too: the Chinese verb `应用`
    /// (apply) is no Applications.
    @Test func theEnglishPivotDecidesWhetherAMissingTermWasThere() throws {
        let glossary = CheckFixtures.glossary([
            ("applications", ["en": [("Applications", .preferred)], "ja": [("アプリケーション", .preferred)], "zh-Hans": [("应用", .preferred)]]),
            ("rbac", [
                "en": [("RBAC (Role-Based Access Control)", .preferred)], "ja": [("RBAC", .preferred)],
                "zh-Hans": [("基于角色的访问控制", .preferred)],
            ]),
            ("node", ["en": [("node", .preferred)], "ja": [("ノード", .preferred)], "zh-Hans": [("节点", .preferred)]]),
            ("addons", ["en": [("Add-ons", .preferred)], "ja": [("アドオン", .preferred)], "zh-Hans": [("附加组件", .preferred)]]),
        ])
        let en = """
            # Taints

            You can apply taints to nodes.

            Your application runs in a Pod on a node.

            Enable role-based access control first.

            Delete the object.

            """
        let ja = """
            # Taint

            ノードにtaintを適用できます。

            あなたのプログラムはノード上のPodで実行されます。

            まずアクセス制御を有効にします。

            オブジェクトを削除します。

            """
        let zh = """
            # 污点

            你可以将污点应用到节点上。

            你的应用在节点上的 Pod 中运行。

            首先启用基于角色的访问控制。

            删除附加组件。

            """
        let chinese = { (found: [Diagnostic]) in found.filter { $0.location.document == "page.zh" }.map(\.location.line) }
        // Without the English page, both uses of 应用 and the access control are reported.
        let alone = try CheckFixtures.pageFindings("parity-key-term", ja: ja, zh: zh, glossary: glossary)
        #expect(chinese(alone) == [3, 5, 7, 9], "\(alone.map(\.message))")
        // With it: the verb is not (the English says "apply"); the noun is (the English says
        // "application", the singular of the glossary's Applications). A compound term has no other
        // sense: where the English does not name it (add-ons for "object"), it is a term put where
        // none belongs, reported still; so is the access control, which the English names.
        let pivoted = try CheckFixtures.pageFindings("parity-key-term", ja: ja, zh: zh, en: en, glossary: glossary)
        #expect(chinese(pivoted) == [5, 7, 9], "\(pivoted.map(\.message))")
    }

    @Test func aCognateWordOfAShortTermNamesItsConcept() throws {
        let glossary = CheckFixtures.glossary([
            ("name", ["en": [("Name", .preferred)], "ja": [("名前", .preferred)], "zh-Hans": [("名称", .preferred)]]),
            ("operator", [
                "en": [("Cluster Operator", .preferred)], "ja": [("クラスター管理者", .preferred)], "zh-Hans": [("集群操作者", .preferred)],
            ]),
            ("node", ["en": [("node", .preferred)], "ja": [("ノード", .preferred)], "zh-Hans": [("节点", .preferred)]]),
        ])
        // Japanese binds 名 of 名前 into compounds; Chinese may write 名字 or 同名: the same concept.
        let ja = "アプリケーション名を指定します。\n\n同じ名前のユーザーを作成します。\n\nクラスター管理者がノードを追加します。\n"
        let zh = "指定应用的名称。\n\n创建同名的用户。\n\n集群管理员或者用户添加节点。\n"
        let found = try keyTermFindings(ja: ja, zh: zh, glossary: glossary)
        // A compound's character (者 of 集群操作者 in 或者) is no cognate: the administrator is reported.
        #expect(found.map(\.text) == ["クラスター管理者"], "\(found.map(\.message))")
        // Without the shared character, the Name is missing.
        let without = try keyTermFindings(ja: ja, zh: "指定应用。\n\n创建同样的用户。\n\n集群操作者添加节点。\n", glossary: glossary)
        #expect(without.map(\.text) == ["名前"], "\(without.map(\.message))")
    }

    @Test func aTermWrittenAnotherWayIsNamed() throws {
        let glossary = CheckFixtures.glossary([
            ("plane", [
                "en": [("control plane", .preferred)], "ja": [("コントロールプレーン", .preferred)], "zh-Hans": [("控制平面", .preferred)],
            ]),
            ("gc", [
                "en": [("garbage collection", .preferred)], "ja": [("ガベージコレクション", .preferred)], "zh-Hans": [("垃圾收集", .preferred)],
            ]),
        ])
        // A shorter or other form of the term (控制面, 垃圾回收) is said; a katakana word is whole (コントロール
        // of コントロールコンポーネント is no form of コントロールプレーン).
        let ja = "コントロールプレーンが動きます。\n\nガベージコレクションを実行します。\n\nコントロールコンポーネントを更新します。\n"
        let zh = "控制面在运行。\n\n执行垃圾回收。\n\n更新控制平面。\n"
        let found = try keyTermFindings(ja: ja, zh: zh, glossary: glossary)
        #expect(found.map(\.message) == [
            "'コントロールプレーン' (control plane) is written '控制面' in the aligned zh-Hans text (page.zh:1); the glossary gives '控制平面'",
            "'ガベージコレクション' (garbage collection) is written '垃圾回收' in the aligned zh-Hans text (page.zh:3); the glossary gives '垃圾收集'",
            "'控制平面' (control plane) has no translation in the aligned ja text (page.ja:5); the glossary gives 'コントロールプレーン'",
        ])
        // Five paragraphs that write another form: one finding, which names it.
        let five = (1...5).map { "第\($0)步：控制面在运行。" }.joined(separator: "\n\n") + "\n"
        let jaFive = (1...5).map { "ステップ\($0)：コントロールプレーンが動きます。" }.joined(separator: "\n\n") + "\n"
        let systematic = try keyTermFindings(ja: jaFive, zh: five, glossary: glossary)
        #expect(systematic.count == 1 && systematic[0].message.contains("uses another word ('控制面') throughout"), "\(systematic.map(\.message))")
    }

    @Test func theEnglishPivotIsAlignedParagraphByParagraph() {
        // Paragraphs of several sentences: the translations' pairs are aligned phrase by phrase, the
        // English pivots (only asked which English paragraphs a translation's paragraph comes from)
        // by their paragraphs, one unit each.
        let en = """
            # Nodes

            A node runs Pods. The kubelet manages it. Each node has a name.

            Delete the node. Its Pods move elsewhere. This takes a minute.

            """
        let ja = """
            # ノード

            ノードはPodを実行します。kubeletがそれを管理します。各ノードには名前があります。

            ノードを削除します。そのPodは他へ移ります。これには1分かかります。

            """
        let zh = """
            # 节点

            节点运行 Pod。kubelet 管理它。每个节点都有名称。

            删除节点。它的 Pod 会移到别处。这需要一分钟。

            """
        let documents = [
            CheckFixtures.document(ja, id: "page.ja", language: "ja", group: "page"),
            CheckFixtures.document(zh, id: "page.zh", language: "zh-Hans", group: "page"),
            CheckFixtures.document(en, id: "page.en", language: "en", group: "page"),
        ]
        let context = CheckContext(glossary: Self.glossary, documents: documents, aligning: true, pivoting: true)
        #expect(context.pairs.count == 1 && context.pairs[0].source.units.count > 3)
        #expect(context.pivotPairs.count == 2)
        for pivot in context.pivotPairs {
            for side in [pivot.source, pivot.target] {
                #expect(side.units.map(\.paragraph) == Array(side.paragraphSpans.indices), "\(side.units.map(\.text))")
                #expect(side.unitSpans == side.paragraphSpans)
            }
            // Each translation paragraph faces the English paragraph it translates.
            let linked = pivot.beads.filter(\.isLinked).map { ($0.source, $0.target) }
            #expect(linked.map(\.0) == [[0], [1], [2]] && linked.map(\.1) == [[0], [1], [2]], "\(pivot.beads)")
        }
    }

    @Test func englishTermsAreFoundWhateverTheirSpacingCaseAndNumber() {
        let text = ParityKeyTermRule.FoldedLatin("The kube-apiserver and two PersistentVolumeClaims; a namespaced object.")
        #expect(text.names("API server"))
        #expect(text.names("Persistent Volume Claim"))
        #expect(!text.names("Namespace"), "a derived word is another word")
        #expect(!text.names("Object store"))
        #expect(ParityKeyTermRule.FoldedLatin("Run the applications.").names("Applications"))
        #expect(ParityKeyTermRule.FoldedLatin("Run the application.").names("Applications"))
        #expect(!ParityKeyTermRule.FoldedLatin("Apply it.").names("Applications"))
        #expect(ParityKeyTermRule.EnglishPivots.forms(of: "RBAC (Role-Based Access Control)") == [
            "RBAC (Role-Based Access Control)", "RBAC", "Role-Based Access Control",
        ])
    }

    @Test func englishNamesHoldTheNamesOfTheirWords() {
        #expect(ParityKeyTermRule.name("Namespace", holds: "Name"))
        #expect(ParityKeyTermRule.name("Cloud Controller Manager", holds: "controller"))
        #expect(ParityKeyTermRule.name("ServiceAccount", holds: "Service"))
        #expect(ParityKeyTermRule.name("kubeControllerManager", holds: "Controller"))
        #expect(!ParityKeyTermRule.name("Hostname", holds: "Name"), "not at the start of a word")
        #expect(!ParityKeyTermRule.name("Name", holds: "Name"), "a concept does not hold itself")
        #expect(!ParityKeyTermRule.name("Go modules", holds: "Go"), "names of fewer than three letters are too common")
    }
}
