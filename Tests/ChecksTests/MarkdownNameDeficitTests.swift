import Testing

@testable import Checks

/// `parity-api-mention` on Markdown pages weighs a missing name against the whole pages: a name is
/// lost only where the other page writes it fewer times, and the English source page, when the
/// run has it, says which translation departs from it.
@Suite struct MarkdownNameDeficitTests {
    func findings(ja: String, zh: String, en: String? = nil) throws -> [Diagnostic] {
        try CheckFixtures.pageFindings(
            "parity-api-mention", ja: ja, zh: zh, en: en, glossary: MarkdownParityTests.glossary, kind: .markdown)
    }

    /// Three paragraphs a side; the Chinese page states the second paragraph's name in its third.
    static let ja = """
        `nodeName` フィールドを設定します。

        次に `hostNetwork` を有効にします。

        最後に `kubectl` で確認します。

        """

    @Test func aNameTheOtherPageWritesAsOftenIsNotMissingWhereverItStands() throws {
        // Same names, same counts, but `hostNetwork` moved to the last paragraph: the aligned
        // paragraph lacks it, the page does not.
        let zh = """
            设置 `nodeName` 字段。

            接下来启用该选项。

            最后用 `kubectl` 确认 `hostNetwork`。

            """
        #expect(try findings(ja: Self.ja, zh: zh).isEmpty)
    }

    @Test func aNameWrittenFewerTimesIsReportedOnceForEachLostMention() throws {
        let zh = """
            设置 `nodeName` 字段。

            接下来启用该选项。

            最后用 `kubectl` 确认。

            """
        let found = try findings(ja: Self.ja, zh: zh)
        #expect(found.map(\.text) == ["hostNetwork"])
        #expect(found.first?.location.line == 3)
        #expect(found.first?.severity == .warning)
        // The Chinese page never writes it: the message says so, and names the aligned line only as
        // where it would be.
        let message = try #require(found.first?.message)
        #expect(message.hasPrefix("API 'hostNetwork' is mentioned here but nowhere in the zh-Hans page (its aligned text: "), "\(message)")
        #expect(message.hasSuffix(":3)"))
    }

    @Test func theEnglishSourceSaysWhichPageDeparts() throws {
        let zh = "设置 `nodeName` 字段。\n\n接下来启用该选项。\n\n最后用 `kubectl` 确认。\n"
        let en = "Set the `nodeName` field.\n\nThen enable `hostNetwork`.\n\nFinally check with `kubectl`.\n"
        let found = try findings(ja: Self.ja, zh: zh, en: en)
        #expect(found.map(\.text) == ["hostNetwork"])
        let note = try #require(found.first?.notes.last)
        #expect(note == "'hostNetwork' is written 1× in the en page, 1× here, 0× in the zh-Hans page: the zh-Hans page departs from the en source")
    }

    @Test func extraMentionsOfAPageThatTheSourceDoesNotHaveAreNotLostOnTheOtherPage() throws {
        // The Japanese page names `kubectl` twice where the source and the Chinese page name it once.
        let ja = "`kubectl` で設定します。\n\n`kubectl` で確認します。\n"
        let zh = "用 `kubectl` 设置。\n\n然后确认。\n"
        let en = "Set it with `kubectl`.\n\nThen check it.\n"
        #expect(try findings(ja: ja, zh: zh, en: en).isEmpty)
        let lost = try findings(ja: ja, zh: zh)
        #expect(lost.map(\.text) == ["kubectl"], "without the source, the second mention is lost")
        // The Chinese page writes it elsewhere: the message names the aligned text that lacks it.
        #expect(lost.first?.message.hasPrefix("API 'kubectl' is mentioned here but not in the aligned zh-Hans text (") == true)
    }

    @Test func anOrdinaryWordTranslatedAsProseIsInformationButTranslatedInsideCodeAWarning() throws {
        let ja = "`frontend` サービスを作成します。\n\n`overhead` フィールドを設定します。\n"
        let prose = "创建前端服务。\n\n设置开销字段。\n"
        let inCode = "创建前端服务。\n\n设置 `开销` 字段。\n"
        #expect(try findings(ja: ja, zh: prose).map(\.severity) == [.info, .info])
        let found = try findings(ja: ja, zh: inCode)
        #expect(found.map(\.text) == ["frontend", "overhead"])
        #expect(found.map(\.severity) == [.info, .warning], "a name translated but kept in code is a mistake")
    }

    @Test(arguments: [
        ("spec.selector", "the `.spec.selector` field", 1),
        (".spec.selector", "the `spec.selector` field", 1),
        ("ttlSecondsAfterFinished", "set `.spec.ttlSecondsAfterFinished`", 1),
        ("spec", "the `spec.selector` field", 0),
        ("selector", "`spec.selectors`", 0),
        ("v1", "`v1alpha2`", 0),
        // What joins a name: ASCII letters and digits, `_.-/$`; not other scripts' letters.
        ("nodeName", "設定nodeNameを", 1),
        ("x", "éx", 1),
        ("ab", "x_ab 9ab Zab ab/ ab$ ab-", 0),
        ("100+$ordinal", "`100 + $ordinal`", 1),
    ])
    func fieldPathsAreTheirNames(name: String, text: String, count: Int) {
        #expect(ParityAPIMentionRule.codeOccurrences(of: name, in: text) == count)
        // The same count in the text taken apart once, as a page searched for many names is.
        #expect(ParityAPIMentionRule.codeOccurrences(of: name, in: Array(text.unicodeScalars)) == count)
        // And through the index of a long page.
        #expect(ParityAPIMentionRule.codeOccurrences(of: name, in: CodeNameIndex(Array(text.unicodeScalars))) == count)
    }

    /// The index finds every place a name starts: the same counts as the scan of the whole text, on
    /// random texts of code-like pieces, white space and dots, for names cut from them.
    @Test func theIndexCountsAsTheScanDoes() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["spec", ".", "selector", " ", "\n", "v1", "alpha2", "$", "ordinal", "+", "100", "名前", "_", "-", "a", "b"]
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let scalars = Array(text.unicodeScalars)
            let index = CodeNameIndex(scalars)
            for _ in 0..<10 {
                let name = (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                let scanned = ParityAPIMentionRule.codeOccurrences(of: name, in: scalars)
                #expect(ParityAPIMentionRule.codeOccurrences(of: name, in: index) == scanned, "'\(name)' in '\(text)'")
            }
        }
    }

}
