import CorpusModel
import Testing
import TextKit

@testable import DocumentParsing

/// Markdown pages as records: structure, prose without markup, and every record located where
/// its text starts in the file.
@Suite struct MarkdownReaderTests {
    static func parse(_ text: String, _ name: String = "page.en.md") -> Document {
        DocumentParser.parse(text: text, source: name)
    }

    /// The source text at a 1-based line and scalar column.
    static func source(_ text: String, line: Int, column: Int) -> Substring {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let scalars = lines[line - 1].unicodeScalars
        return Substring(String(String.UnicodeScalarView(scalars.dropFirst(column - 1))))
    }

    @Test func headingsBecomeSectionsAndFrontMatterGivesTheTitle() {
        let text =
            "---\ntitle: \"Pods\"\nweight: 10\n---\n# Overview {#overview}\n\nText.\n\nDetails\n-------\n\nMore text.\n"
        let document = Self.parse(text)
        #expect(document.kind == .markdown)
        #expect(document.title == "Pods")
        #expect(document.sections.map(\.heading) == ["Overview", "Details"])
        #expect(document.sections.map(\.level) == [1, 2])
        #expect(document.sections.map(\.line) == [5, 9])
        #expect(!document.segments.contains { $0.text.contains("weight") || $0.text.contains("{#") })
    }

    @Test func titleFallsBackToTheFirstHeading() {
        #expect(Self.parse("<!-- note -->\n\n## Getting started\n\nText.\n").title == "Getting started")
    }

    @Test func paragraphIsJoinedAcrossSoftBreaksAndSegmentsKeepTheirLocation() {
        let text = "Intro line one\ncontinues here. Second sentence\n  wraps too.\n"
        let document = Self.parse(text)
        #expect(document.paragraphs.count == 1)
        #expect(document.paragraphs[0].text == "Intro line one continues here. Second sentence wraps too.")
        #expect(document.paragraphs[0].lastLine == 3)
        #expect(document.segments.map(\.text) == ["Intro line one continues here.", "Second sentence wraps too."])
        for segment in document.segments {
            let here = Self.source(text, line: segment.line, column: segment.column)
            #expect(
                here.hasPrefix(segment.text.prefix(6)),
                "segment '\(segment.text)' is not at \(segment.line):\(segment.column)")
        }
        #expect(document.segments[1].line == 2)
    }

    @Test func cjkLinesJoinWithoutASpace() {
        let document = Self.parse("使用云基础设施技术，你可以在公有云\n中运行 Kubernetes。\n", "page.zh-Hans.md")
        #expect(document.paragraphs.first?.text == "使用云基础设施技术，你可以在公有云中运行 Kubernetes。")
    }

    /// A line that starts with markup joins the line before as the character a reader sees first:
    /// a link's, emphasis's, a code span's or a tooltip's text in CJK is no space after CJK (a space
    /// there also cut the sentence in two for alignment); a Latin word, or a shortcode shown as
    /// written, is one.
    @Test(arguments: [
        ("更多信息，请查阅\n[将 Pod 分派到节点](/docs/assign/)。", "更多信息，请查阅将 Pod 分派到节点。"),
        ("最善です。\n**テストクラスターでのみ**実行します。", "最善です。テストクラスターでのみ実行します。"),
        ("kubelet 将根据\n`镜像存储` 用量排序。", "kubelet 将根据镜像存储 用量排序。"),
        ("目的が異なります。\n{{<glossary_tooltip text=\"コントローラー\" term_id=\"controller\">}}は動きます。", "目的が異なります。コントローラーは動きます。"),
        ("すべての\n{{< gloss >}}データプレーン{{< /gloss >}}です。", "すべてのデータプレーンです。"),
        ("请查阅\n[Pod 文档](/docs/pod/)。", "请查阅 Pod 文档。"),
        ("版本是\n{{< skew currentVersion >}}。", "版本是 {{< skew currentVersion >}}。"),
    ])
    func cjkLinesJoinAtTheCharacterAReaderSees(markdown: String, prose: String) {
        #expect(Self.parse(markdown + "\n", "page.zh-Hans.md").paragraphs.map(\.text) == [prose])
    }

    @Test func codeBlocksBecomeListingsWithTheirLanguage() {
        let text = "Run:\n\n```shell\nkubectl get pods\n```\n\n    indented code\n"
        let document = Self.parse(text)
        #expect(document.codeListings.map(\.code) == ["kubectl get pods", "indented code"])
        #expect(document.codeListings.map(\.language) == ["shell", nil])
        #expect(document.codeListings.map(\.line) == [4, 7])
        #expect(document.segments.map(\.text) == ["Run:"])
    }

    @Test(arguments: [
        ("See [the guide](https://example.com/guide \"Guide\") now.", "See the guide now."),
        ("An image ![Pod diagram](/images/pod.svg) here.", "An image Pod diagram here."),
        ("Visit https://kubernetes.io/docs/ for more.", "Visit for more."),
        ("Mail <https://example.com> or <b>bold</b> text.", "Mail or bold text."),
        ("Use `kubectl apply` to apply.", "Use kubectl apply to apply."),
        ("Many {{< glossary_tooltip text=\"controllers\" term_id=\"controller\" >}} run.", "Many controllers run."),
        ("{{< feature-state state=\"beta\" for_k8s_version=\"v1.11\" >}}\nBeta.", "Beta."),
        (
            "Some *emphasis* and __strong__ and snake_case &amp; more.",
            "Some emphasis and strong and snake_case & more."
        ),
        ("Reference [link][ref] text.", "Reference link text."),
    ])
    func inlineMarkupStaysOutOfProse(markdown: String, prose: String) {
        let document = Self.parse(markdown + "\n")
        #expect(document.paragraphs.map(\.text) == [prose])
    }

    /// A shortcode that prints in the middle of a sentence is text, as written and marked as code
    /// (no API's name, no number): left out, it made a hole in the sentence (`Kubernetes vの場合`).
    /// Alone on its line, closing or opening a pair, it is markup; a tooltip shows its text, however
    /// its attribute is spaced or wrapped.
    @Test func aShortcodeInASentenceIsShownAsWritten() {
        let text = """
            Kubernetes v{{< skew currentVersionAddMinor -1 >}}の場合、kubeletは`v1`を使います。

            {{< include "prereqs.md" >}} {{< version-check >}}

            {{<glossary_definition term_id="node-pressure-eviction" length="short">}}</br>

            {{< note >}}Read {{< glossary_tooltip text = "CSI" term_id = "csi" >}} first.{{< /note >}}

            一連の{{< glossary_tooltip
            text="Toleration" term_id="toleration" >}}を追加します。

            """
        let document = Self.parse(text, "page.ja.md")
        #expect(document.paragraphs.map(\.text) == [
            "Kubernetes v{{< skew currentVersionAddMinor -1 >}}の場合、kubeletはv1を使います。", "Read CSI first.",
            "一連のTolerationを追加します。",
        ])
        #expect(!document.apiMentions.contains { $0.symbol.contains("current") || $0.symbol.contains("skew") })
        #expect(document.numbers.isEmpty, "\(document.numbers.map(\.value))")
        // The code span of the page is `v1` alone.
        #expect(document.codeSpans.count == 1)
        // The checked text keeps the shortcode where the file has it; the others are blanked.
        let masked = document.maskingMarkup(in: text)
        #expect(masked.contains("Kubernetes v{{< skew currentVersionAddMinor -1 >}}の場合"))
        for markup in ["include", "version-check", "glossary_definition", "note", "term_id"] {
            #expect(!masked.contains(markup), "\(markup)")
        }
    }

    /// A code span's content is text where it stands (what `align`, `search` and the reference show),
    /// located scalar by scalar, but the extractors of prose do not read it: its numbers are not
    /// facts, its name is the span's one API mention, not a second from the prose.
    @Test func codeSpansAreTextMarkedAsCode() {
        let text = "下記の`offerDiscountType`は、`replicas: 3`を`Product.SubscriptionInfo`に\n書きます。[`kubectl` の説明](/docs/) と `` `x` `` が 2 つ。\n"
        let document = Self.parse(text, "page.ja.md")
        let prose = "下記のofferDiscountTypeは、replicas: 3をProduct.SubscriptionInfoに書きます。kubectl の説明 と `x` が 2 つ。"
        #expect(document.paragraphs.map(\.text) == [prose])
        #expect(document.segments.map(\.text) == [
            "下記のofferDiscountTypeは、replicas: 3をProduct.SubscriptionInfoに書きます。", "kubectl の説明 と `x` が 2 つ。",
        ])
        // The numbers of the prose only (`2`), not the `3` of the code.
        #expect(document.numbers.map(\.value) == [2])
        // One mention per span, where its content starts in the file.
        let names = document.apiMentions.map(\.symbol)
        #expect(names.filter { $0 == "offerDiscountType" }.count == 1, "\(names)")
        #expect(names.filter { $0 == "Product.SubscriptionInfo" }.count == 1, "\(names)")
        for mention in document.apiMentions {
            #expect(Self.source(text, line: mention.line, column: mention.column).hasPrefix(mention.symbol))
        }
        // A code span wrapped over two lines is text, but no one-line span of the file.
        let wrapped = Self.parse("Set `topologyKey:\ntopology.kubernetes.io/zone` here.\n")
        #expect(wrapped.paragraphs.map(\.text) == ["Set topologyKey: topology.kubernetes.io/zone here."])
        #expect(wrapped.codeSpans.isEmpty)
        // The second sentence starts at the link's text, after the `[` taken back out.
        let second = document.segments[1]
        #expect(Self.source(text, line: second.line, column: second.column).hasPrefix("kubectl` の説明"))
        // A heading, list item or table cell made of one code span is a paragraph too.
        let only = Self.parse("## `kubectl config`\n\n- `Pending`\n", "page.en.md")
        #expect(only.paragraphs.map(\.text) == ["kubectl config", "Pending"])
        #expect(only.sections.map(\.heading) == ["kubectl config"])
    }

    @Test func theLanguageGuessReadsProseNotCode() {
        let names = (1...40).map { "`field\($0).value`" }.joined(separator: " ")
        let text = "# 设置\n\n请在配置中设置 \(names) 这些字段，然后重新启动服务。\n"
        #expect(MarkdownReader.guessLanguage(MarkdownBlockParser.parse(text)) == .simplifiedChinese)
    }

    @Test func markupSpansAreBlankedWithLinesAndColumnsKept() {
        let text = "See [guide](https://example.com/x) and\n<!--\nEnglish original here\n-->\n文です。\n"
        let document = Self.parse(text, "page.ja.md")
        let masked = document.maskingMarkup(in: text)
        #expect(!masked.contains("https") && !masked.contains("English") && !masked.contains("<!--"))
        #expect(
            masked.split(separator: "\n", omittingEmptySubsequences: false).map { $0.unicodeScalars.count }
                == text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.unicodeScalars.count })
        #expect(masked.hasPrefix("See  guide"))
        #expect(masked.contains("文です。"))
    }

    @Test func markupInCJKTextWithCRLFBreaksIsBlankedScalarByScalar() {
        let text = "「[ガイド](https://例え.jp/パス)」を見る\r\n<!-- 注释 -->\r\n订阅 `StoreKit` 😀\r\n"
        let document = Self.parse(text, "page.ja.md")
        let masked = document.maskingMarkup(in: text)
        #expect(!masked.contains("https") && !masked.contains("注释"))
        // Every scalar keeps its place: the same scalar count, the same breaks at the same places.
        #expect(masked.unicodeScalars.count == text.unicodeScalars.count)
        #expect(zip(masked.unicodeScalars, text.unicodeScalars).allSatisfy { ($0 == "\r" || $0 == "\n") == ($1 == "\r" || $1 == "\n") })
        #expect(masked.hasPrefix("「 ガイド ") && masked.contains("を見る\r\n") && masked.contains("😀"))
    }

    @Test(arguments: [
        ("a\nb\n", ["a", "b", ""]), ("a\r\nb", ["a", "b"]), ("a\rb\r\n\r\nc", ["a", "b", "", "c"]), ("", [""]),
        ("订阅\n\n😀\u{301}", ["订阅", "", "😀\u{301}"]), ("\n\u{301}x", ["", "\u{301}x"]),
    ])
    func linesAreThoseOfASplitByCharacter(text: String, expected: [String]) {
        #expect(LineBreaks.lines(of: text).map(String.init) == expected)
        #expect(
            LineBreaks.lines(of: text).map(String.init)
                == text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init))
    }

    @Test(arguments: [
        "The cloud controller", "two words", "  spaced   out  words ", "1 2 3 four", "a b c", "é\u{301} ñ ü", "x  y\tz w",
        "", "   ", "API v1 v2",
    ])
    func wordsWithLettersAreThoseOfASplitBySpaces(text: String) {
        let words = text.split(separator: " ").filter { $0.unicodeScalars.contains { $0.properties.isAlphabetic } }.count
        for count in 1...4 { #expect(MarkdownReader.hasWords(count, in: text) == (words >= count)) }
    }

    @Test(arguments: ["a  \t ", "\t", "訂閱 \t", "e\u{301} ", "x", "", " a b "])
    func trailingSpacesAndTabsAreTrimmed(text: String) {
        var expected = Substring(text)
        while let last = expected.unicodeScalars.last, last == " " || last == "\t" { expected = Substring(expected.unicodeScalars.dropLast()) }
        #expect(text.trimmingTrailingSpaces == String(expected))
        #expect(text[...].trimmingTrailingSpaces == String(expected))
    }

    @Test func englishCommentInATranslationIsAGlossNotText() {
        let text =
            "<!--\nThe cloud controller manager runs in the control plane.\n-->\n云控制器管理器运行在控制面中。\n\n<!-- overview -->\n"
        let document = Self.parse(text, "page.zh-Hans.md")
        #expect(document.language == .simplifiedChinese)
        #expect(document.glosses.map(\.english) == ["The cloud controller manager runs in the control plane."])
        #expect(document.glosses.map(\.text) == ["云控制器管理器运行在控制面中。"])
        #expect(document.segments.map(\.text) == ["云控制器管理器运行在控制面中。"])
    }

    @Test func listsQuotesAndTablesAreProse() {
        let text =
            "- first item\n  continued\n- second\n\n1. step one\n\n> quoted note\n\n| Name | Value |\n| ---- | :---: |\n| a `x` | b |\n"
        let document = Self.parse(text)
        #expect(
            document.paragraphs.map(\.text) == [
                "first item continued", "second", "step one", "quoted note", "Name", "Value", "a x", "b",
            ])
        #expect(
            document.paragraphs.map(\.role) == [
                .bullet, .bullet, .step, .note, .tableCell, .tableCell, .tableCell, .tableCell,
            ])
        #expect(document.paragraphs[6].line == 11 && document.paragraphs[6].column == 3)
        #expect(!document.paragraphs.contains { $0.text.contains("---") })
    }

    @Test func linkReferenceDefinitionsAreNotProse() {
        let document = Self.parse("[ref]: https://example.com \"Title\"\n\nText with [ref].\n")
        #expect(document.paragraphs.map(\.text) == ["Text with [ref]."])
        #expect(document.markup.contains { $0.line == 1 })
    }

    @Test func markdownIsDetectedFromContentToo() {
        let text = "---\ntitle: Notes\n---\n\nSome text.\n"
        #expect(DocumentParser.parse(text: text, source: "notes.txt").kind == .markdown)
        #expect(DocumentParser.parse(text: "# A\n\n## B\n\ntext\n", source: "x.txt").kind == .markdown)
    }

    /// A paragraph of 40,000 unclosed `[` and one of 20,000 links (shapes the fuzz harness made:
    /// each `[` used to count the prose so far, each link to walk it from the start).
    @Test func longRunsOfBracketsAndLinksKeepTheirProse() throws {
        let brackets = Self.parse("# Title\n\nText " + String(repeating: "[", count: 40_000) + " end\n")
        let open = try #require(brackets.paragraphs.last)
        #expect(open.text == "Text " + String(repeating: "[", count: 40_000) + " end")
        let links = Self.parse("# Title\n\n" + String(repeating: "[a](https://example.com/b) ", count: 20_000) + "\n")
        let linked = try #require(links.paragraphs.last)
        #expect(linked.text == Array(repeating: "a", count: 20_000).joined(separator: " "), "link text stays, URLs leave")
    }

    /// Front matter that never closes, over lines ending in many spaces (a fuzz input: every line
    /// was trimmed by dropping one space at a time, each drop counting the line).
    @Test func unclosedFrontMatterOverSpaceFilledLinesIsReadAsText() throws {
        let line = "word" + String(repeating: " ", count: 2_000) + "\r"
        let document = Self.parse("---\ntitle: x\n" + Array(repeating: line, count: 400).joined(separator: "\n") + "\n")
        #expect(document.paragraphs.contains { $0.text.hasPrefix("title: x word") })
        #expect("---   ".trimmingTrailingSpaces == "---")
        #expect(" \t a b \t ".trimmingSpaces == "a b")
        #expect("   ".trimmingTrailingSpaces.isEmpty)
    }

    /// Thousands of `<!--` never closed (a fuzz input: each opener searched the rest of the block
    /// for `-->`); a comment that closes is still markup, from its first opener.
    /// A line of thousands of shortcodes, then of unclosed openers, is read in linear time: each
    /// shortcode asks whether its line holds text, which is read once per line.
    @Test func manyShortcodesOnOneLineAreReadOnce() throws {
        let shortcodes = Array(repeating: "v{{< skew currentVersion >}}", count: 3_000).joined(separator: " ")
        let document = Self.parse("# Title\n\n" + shortcodes + " {{< /skew >}} end\n")
        let paragraph = try #require(document.paragraphs.last)
        // A closing shortcode of the same name later in the block: the openers are a pair's, markup.
        #expect(paragraph.text == Array(repeating: "v", count: 3_000).joined(separator: " ") + " end")
        let shown = try #require(Self.parse("# Title\n\n" + shortcodes + " end\n").paragraphs.last)
        #expect(shown.text == shortcodes + " end")
        let openers = Array(repeating: "a {{< b", count: 3_000).joined(separator: " ")
        let unclosed = try #require(Self.parse("# Title\n\n" + shortcodes + " " + openers + "\n").paragraphs.last)
        #expect(unclosed.text == shortcodes + " " + openers)
    }

    @Test func manyUnclosedCommentOpenersStayProseAndAClosedCommentStaysMarkup() throws {
        let openers = Array(repeating: "a <!-- b", count: 3_000).joined(separator: " ")
        let unclosed = try #require(Self.parse("# Title\n\n" + openers + " end\n").paragraphs.last)
        #expect(unclosed.text == openers + " end", "an unclosed opener is text")
        let closed = try #require(Self.parse("# Title\n\nx <!-- b <!-- c --> y\n").paragraphs.last)
        #expect(closed.text == "x y")
    }
}
