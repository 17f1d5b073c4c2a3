import CorpusModel
import Testing

@testable import DocumentParsing

/// Markdown as template engines leave it in a documentation repository: MDN's macros
/// (`{{jsxref("Promise")}}`), Liquid and Jinja tags and output (Jekyll: `{% include %}`,
/// `{{ site.title }}`, `{% highlight %}` blocks) and kramdown's attribute lists (`{: .note}`,
/// `{:toc}`). What a reader sees is prose or code; the template syntax is markup.
@Suite struct TemplateMarkdownTests {
    static func parse(_ text: String, _ name: String = "page.ja.md") -> Document {
        DocumentParser.parse(text: text, source: name)
    }

    static func masked(_ text: String, _ name: String = "page.ja.md") -> String {
        parse(text, name).maskingMarkup(in: text)
    }

    static let mdnPage = """
        ---
        title: フェッチ API
        slug: Web/API/Fetch_API
        l10n:
          sourceCommit: 0123456789abcdef
        ---

        {{DefaultAPISidebar("Fetch API")}}{{AvailableInWorkers}}

        **フェッチ API** は {{Glossary("HTTP")}} のリソースを取得します。{{jsxref("Promise")}} を返す {{domxref("Window.fetch", "fetch()")}} を使います。

        {{HTMLElement("video")}} 要素と {{Glossary("Browser", "ブラウザー")}} の例です。{{deprecated_inline}}

        {{Specifications}}

        """

    @Test func mdnMacrosShowTheirTextAndAreMarkupOtherwise() throws {
        let document = Self.parse(Self.mdnPage)
        #expect(document.title == "フェッチ API")
        #expect(document.segments.map(\.text) == [
            "フェッチ API は HTTP のリソースを取得します。", "Promise を返す fetch() を使います。", "video 要素と ブラウザー の例です。",
        ])
        // The cross-references to APIs are code spans: API-mention candidates, kept in the checked text.
        #expect(document.apiMentions.map(\.symbol).contains("fetch()"))
        let fetch = try #require(document.apiMentions.first { $0.symbol == "fetch()" })
        #expect(fetch.line == 10 && fetch.column == 102)
        #expect(document.codeSpans.count == 3)
        let http = try #require(document.segments.first)
        #expect(http.line == 10 && http.column == 3)
        let masked = Self.masked(Self.mdnPage)
        for hidden in ["DefaultAPISidebar", "AvailableInWorkers", "jsxref", "domxref", "Window.fetch", "Glossary", "Specifications",
            "deprecated_inline", "{{", "}}"]
        {
            #expect(!masked.contains(hidden), "\(hidden) is markup")
        }
        for kept in ["Promise", "fetch()", "HTTP", "video", "ブラウザー"] {
            #expect(masked.contains(kept), "\(kept) is the page's text")
        }
    }

    static let jekyllPage = """
        ---
        title: 設定
        layout: default
        ---

        {% include toc.html %}

        # 設定 {#settings}
        {: .no_toc }

        * TOC
        {:toc}

        サブスクリプションは {{ site.product }} で管理します。
        {: .note }

        {% raw %}
        この行は表示されます。
        {% endraw %}

        {% highlight objective-c linenos %}
        [[SKPaymentQueue defaultQueue] addPayment:payment];
        {% endhighlight %}

        {% comment %}
        内部メモ：公開しない。

        これも公開しない。
        {% endcomment %}

        {::comment}
        Hidden as well.
        {:/comment}

        本文 {# Jinja のコメント #} です。{%- if beta -%}ベータ版{%- endif -%}

        """

    @Test func liquidAndKramdownSyntaxIsMarkup() throws {
        let document = Self.parse(Self.jekyllPage)
        #expect(document.title == "設定")
        #expect(document.sections.map(\.heading) == ["設定"])
        #expect(document.segments.map(\.text) == [
            "設定", "サブスクリプションは で管理します。", "この行は表示されます。", "本文 です。", "ベータ版",
        ])
        let listing = try #require(document.codeListings.first)
        #expect(document.codeListings.count == 1)
        #expect(listing.code == "[[SKPaymentQueue defaultQueue] addPayment:payment];")
        #expect(listing.language == "objective-c" && listing.line == 22)
        let shown = try #require(document.segments.first { $0.text == "この行は表示されます。" })
        #expect(shown.line == 18 && shown.column == 1)
        let masked = Self.masked(Self.jekyllPage)
        for hidden in ["include", "site.product", "no_toc", "TOC", "toc", "raw", "highlight", "内部メモ", "これも公開しない",
            "Hidden", "Jinja", "{:", "{%", "%}"]
        {
            #expect(!masked.contains(hidden), "\(hidden) is markup")
        }
        #expect(masked.contains("この行は表示されます。"))
    }

    /// A highlight block interrupts a paragraph, and its tags with white-space control and no
    /// language are read too.
    @Test func aHighlightBlockInterruptsAParagraph() {
        let text = "Run this:\n{%- highlight shell -%}\nswift build\n{%- endhighlight -%}\nDone.\n"
        let document = Self.parse(text, "page.en.md")
        #expect(document.segments.map(\.text) == ["Run this:", "Done."])
        #expect(document.codeListings.map(\.code) == ["swift build"])
        #expect(document.codeListings.first?.language == "shell")
    }

    /// Braces that open no template stay text, on one line or many; MDX pages keep reading `{…}` as
    /// expressions; a triple-brace template (`{{{ .starter }}}`) goes whole.
    @Test(arguments: [
        ("Write {{ and then later.", "page.en.md", "Write {{ and then later."),
        ("A set {a, b} and {:x.", "page.en.md", "A set {a, b} and {:x."),
        ("Open {{ here\nand }} there.", "page.en.md", "Open {{ here and }} there."),
        ("A {% sign", "page.en.md", "A {% sign"),
        ("A {{jsxref()}} and {{jsxref(\"\")}} end.", "page.en.md", "A and end."),
        ("Count {{x: 1}} rows.", "page.mdx", "Count rows."),
        ("Use {{{ .starter }}} now.", "page.en.md", "Use now."),
    ])
    func bracesThatOpenNoTemplateStayText(text: String, name: String, expected: String) {
        #expect(Self.parse(text, name).segments.map(\.text) == [expected])
    }

    /// Many unclosed openers on one line are read in linear time (each closer searched for once).
    @Test func unclosedOpenersAreReadInLinearTime() {
        let text = String(repeating: "a {{ b {% c {: d {# ", count: 4_000) + "end\n"
        let document = Self.parse(text, "page.en.md")
        #expect(document.segments.first?.text.hasSuffix("end") == true)
    }

    @Test(arguments: [
        ("jsxref(\"Array.prototype.map()\")", "Array.prototype.map()", true),
        ("domxref('Window.fetch', 'fetch()')", "fetch()", true),
        ("DOMxRef(\"Node\", \"\", \"\", 1)", "Node", true),
        ("htmlattrxref(\"href\", \"a\")", "href", true),
        ("Glossary(\"CORS\")", "CORS", false),
        ("jsxref(\"Array\", \"配列\")", "配列", false),
        ("cssxref(\"color\", \"color \\\"x\\\"\")", "color \\\"x\\\"", true),
    ])
    func mdnReferenceMacrosShowTheirText(body: String, shown: String, code: Bool) throws {
        let scalars = Array(body.unicodeScalars)
        let reference = try #require(MarkdownInlineScanner.macroReference(scalars, from: 0, to: scalars.count))
        #expect(String(String.UnicodeScalarView(scalars[reference.text])) == shown)
        #expect(reference.code == code)
    }

    @Test(arguments: ["Compat", " site.title ", "EmbedLiveSample(\"Example\", 600, 300)", "jsxref", "page.title | upcase"])
    func otherTemplateOutputShowsNothing(body: String) {
        let scalars = Array(body.unicodeScalars)
        #expect(MarkdownInlineScanner.macroReference(scalars, from: 0, to: scalars.count) == nil)
    }
}
