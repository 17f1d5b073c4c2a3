import CorpusModel
import Testing

@testable import DocumentParsing

/// What documentation sites add to Markdown: MDX pages (Docusaurus), directive containers
/// (`:::note`, Docusaurus and VitePress) and MkDocs admonitions. Their syntax is markup, their
/// content and titles prose, every record located in the file.
@Suite struct DocumentationSiteMarkdownTests {
    static func parse(_ text: String, _ name: String) -> Document {
        DocumentParser.parse(text: text, source: name)
    }

    /// The masked text of the document (markup blanked), which the checks read.
    static func masked(_ text: String, _ name: String) -> String {
        parse(text, name).maskingMarkup(in: text)
    }

    static let mdxPage = """
        ---
        title: Quick start
        ---

        import Tabs from '@theme/Tabs';
        import {Card} from '@site/src/components/Card';

        export const Highlight = ({children, color}) => (
          <span style={{backgroundColor: color}}>{children}</span>
        );

        # Quick start

        {/* Hidden from readers: TODO rewrite */}

        Use <Highlight color="#25c2a0">the guide</Highlight> to read {props.count} rows.

        <Tabs groupId="os">
          <TabItem value="mac" label="macOS">

            Install with Homebrew.

          </TabItem>
        </Tabs>

        <Card title="Cloud" href="/cloud" />

        """

    @Test func mdxSyntaxIsMarkupAndItsProseStays() {
        let document = Self.parse(Self.mdxPage, "intro.mdx")
        #expect(document.kind == .markdown)
        #expect(document.segments.map(\.text) == ["Quick start", "Use the guide to read rows.", "Install with Homebrew."])
        // Indented text inside a JSX element is prose, not an indented code block (MDX has none).
        #expect(document.codeListings.isEmpty)
        #expect(document.apiMentions.isEmpty, "imported component names are no API mentions")
        let masked = Self.masked(Self.mdxPage, "intro.mdx")
        for hidden in ["import", "@theme", "export", "backgroundColor", "TODO", "props.count", "TabItem", "Card"] {
            #expect(!masked.contains(hidden), "\(hidden) is markup")
        }
        let install = try? #require(document.segments.last)
        #expect(install?.line == 21 && install?.column == 5)
    }

    /// The same lines in a `.md` page are CommonMark: the `import` line is prose there.
    @Test func onlyMDXPagesReadESMAndExpressions() {
        let text = "# Title\n\nimport the data first.\n\nSet {x} now.\n"
        #expect(Self.parse(text, "page.md").segments.map(\.text) == ["Title", "import the data first.", "Set {x} now."])
        #expect(Self.parse(text, "page.mdx").segments.map(\.text) == ["Title", "Set now."])
        // Docusaurus reads `.md` pages as MDX too: an import statement is code there as well.
        let imports = "import Image from '@theme/IdealImage';\nimport {A, B} from \"x\";\n\n# Title\n\nText.\n"
        #expect(Self.parse(imports, "page.md").segments.map(\.text) == ["Title", "Text."])
    }

    @Test func unbalancedBracesInMDXProseStayText() {
        let text = "# T\n\n" + String(repeating: "a { b ", count: 5_000) + "{ c } end\n"
        let document = Self.parse(text, "page.mdx")
        let last = try? #require(document.paragraphs.last)
        #expect(last?.text == String(repeating: "a { b ", count: 5_000) + "end")
    }

    /// MDX needs a heading's `{#id}` escaped (`\{#id\}`), and translation tools escape it again.
    @Test(arguments: ["## 概要 {#overview}", "## 概要 \\{#overview\\}", "## 概要 \\\\{#overview\\\\}"])
    func escapedHeadingAnchorsAreMarkup(heading: String) {
        for name in ["page.ja.md", "page.ja.mdx"] {
            #expect(Self.parse(heading + "\n\n本文。\n", name).sections.map(\.heading) == ["概要"], "\(name)")
        }
    }

    /// Attribute lists (Python-Markdown's `attr_list`, Pandoc, kramdown) on headings and inline:
    /// FastAPI's pages give every heading one (`# Features { #features }`).
    @Test(arguments: [
        ("# Features { #features }", "Features"), ("## 概要 {#overview .lead}", "概要"), ("## 概要 {: #overview }", "概要"),
        ("## A {.wide data-x=\"a b\"}", "A"), ("## Set {a, b}", "Set {a, b}"), ("## Odd {#1 x}", "Odd {#1 x}"),
    ])
    func attributeListsAreMarkup(heading: String, expected: String) {
        for name in ["page.en.md", "page.en.mdx"] where !name.hasSuffix("mdx") || !expected.contains("{") {
            let document = Self.parse(heading + "\n", name)
            #expect(document.sections.map(\.heading) == [expected], "\(name)")
            #expect(document.title == expected)
        }
    }

    static let directives = """
        # Notes

        :::tip[Pro **tip**]
        Use the `build` command.
        :::

        ::: warning 注意してください
        これは警告です。
        :::

        Text before
        :::note
        Inside.
        :::

        """

    @Test func directiveMarkersAreMarkupAndTitlesProse() throws {
        let document = Self.parse(Self.directives, "page.md")
        #expect(document.segments.map(\.text) == [
            "Notes", "Pro tip", "Use the build command.", "注意してください", "これは警告です。", "Text before", "Inside.",
        ])
        let title = try #require(document.segments.first { $0.text == "注意してください" })
        #expect(title.line == 7 && title.column == 13)
        let tip = try #require(document.segments.first { $0.text == "Pro tip" })
        #expect(tip.line == 3 && tip.column == 8)
        let masked = Self.masked(Self.directives, "page.md")
        #expect(!masked.contains(":::") && !masked.contains("warning") && !masked.contains("tip["))
        #expect(masked.contains("注意してください"))
    }

    static let admonitions = """
        # Admonitions

        !!! note "Read this first"
            The content is indented.

            - an item inside
            - another

            ```swift
            let x = 1
            ```

        Back to normal text.

            indented code after it

        ???+ info
            Collapsed content.

        """

    @Test func admonitionContentIsMarkdownNotCode() throws {
        let document = Self.parse(Self.admonitions, "page.md")
        #expect(document.segments.map(\.text) == [
            "Admonitions", "Read this first", "The content is indented.", "an item inside", "another", "Back to normal text.",
            "Collapsed content.",
        ])
        #expect(document.codeListings.map(\.code) == ["let x = 1", "indented code after it"])
        #expect(document.codeListings.first?.language == "swift")
        let content = try #require(document.segments.first { $0.text == "The content is indented." })
        #expect(content.line == 4 && content.column == 5)
        #expect(document.paragraphs.first { $0.text == "an item inside" }?.role == .bullet)
        #expect(!Self.masked(Self.admonitions, "page.md").contains("!!!"))
    }

    /// GitHub's alerts (MDN's callouts, Obsidian's) open a block quote with a marker: markup, and
    /// the quote a note; a title after it is prose.
    @Test func alertMarkersAreMarkup() throws {
        let text = "> [!NOTE]\n> これは注意です。\n\n> [!tip]- 古い版\n> 本文。\n\n> [link] stays.\n"
        let document = Self.parse(text, "page.ja.md")
        #expect(document.segments.map(\.text) == ["これは注意です。", "古い版本文。", "[link] stays."])
        #expect(document.paragraphs.allSatisfy { $0.role == .note })
        let title = try #require(document.segments.dropFirst().first)
        #expect(title.line == 4 && title.column == 11)
        let masked = Self.masked(text, "page.ja.md")
        #expect(!masked.contains("NOTE") && !masked.contains("tip"))
        #expect(MarkdownReader.alertMarker("[!NOTE]") == 7 && MarkdownReader.alertMarker("[!] x") == nil)
    }

    static let materialPage = """
        # 最初のステップ

        === "Python 3.10+"

            ```Python hl_lines="3"
            from fastapi import FastAPI
            ```

        === "Python 3.8+"

            タブの中の説明文です。

        /// tip | 豆知識

        これはヒントです。

        ///

        {* ../../docs_src/first_steps/tutorial001.py hl[3] *}

        --8<-- "snippets/header.md"

        """

    /// MkDocs Material's content tabs (`=== "Title"` over content indented by four columns),
    /// Python-Markdown blocks (`/// tip | Title` … `///`), FastAPI's code includes (`{* … *}`) and
    /// pymdownx snippets (`--8<--`): the markers are markup, the titles prose, the content Markdown.
    @Test func materialTabsBlocksAndIncludes() throws {
        let document = Self.parse(Self.materialPage, "page.ja.md")
        #expect(document.segments.map(\.text) == ["最初のステップ", "Python 3.10+", "Python 3.8+", "タブの中の説明文です。", "豆知識", "これはヒントです。"])
        #expect(document.codeListings.map(\.code) == ["from fastapi import FastAPI"])
        #expect(document.codeListings.first?.language == "Python")
        let tab = try #require(document.segments.first { $0.text == "タブの中の説明文です。" })
        #expect(tab.line == 11 && tab.column == 5)
        let title = try #require(document.segments.first { $0.text == "豆知識" })
        #expect(title.line == 13 && title.column == 11)
        let masked = Self.masked(Self.materialPage, "page.ja.md")
        for hidden in ["===", "///", "tip", "docs_src", "--8<--", "snippets"] {
            #expect(!masked.contains(hidden), "\(hidden) is markup")
        }
    }

    /// VitePress's and Python-Markdown's table-of-contents markers and VitePress's code imports
    /// hold no prose.
    @Test func tableOfContentsAndCodeImportsAreMarkup() {
        let text = "# はじめに\n\n[[toc]]\n\n[TOC]\n\n<<< @/snippets/snippet.js{2}\n\n本文です。\n"
        #expect(Self.parse(text, "page.ja.md").segments.map(\.text) == ["はじめに", "本文です。"])
        #expect(!Self.masked(text, "page.ja.md").contains("toc") && !Self.masked(text, "page.ja.md").contains("snippet"))
    }

    static let extensions = """
        Footnotes here[^1] and there[^note].

        [^1]: The first footnote.
        [^note]: A named one.

        - [ ] open task
        - [x] done task

        Term
        : Its definition.

        - `fetch()`
          - : Starts a fetch.

        $$
        \\int_0^1 x\\,dx
        $$

        *[HTML]: Hyper Text Markup Language

        {{< highlight go "linenos=table" >}}
        fmt.Println("hi")
        {{< /highlight >}}

        A price of $5 and $10.

        """

    /// The markers of Markdown's common extensions (footnotes, task lists, definition lists, display
    /// math, abbreviations, Hugo's highlight) are markup; a definition and a footnote are paragraphs
    /// of their own, apart from the term or footnote before them.
    @Test func extensionMarkersAreMarkup() throws {
        let document = Self.parse(Self.extensions, "page.en.md")
        #expect(document.segments.map(\.text) == [
            "Footnotes here and there.", "The first footnote.", "A named one.", "open task", "done task", "Term", "Its definition.",
            "fetch()", "Starts a fetch.", "A price of $5 and $10.",
        ])
        let definition = try #require(document.segments.first { $0.text == "Its definition." })
        #expect(definition.line == 10 && definition.column == 3)
        #expect(document.codeListings.map(\.code) == ["fmt.Println(\"hi\")"])
        #expect(document.codeListings.first?.language == "go" && document.codeListings.first?.line == 22)
        let masked = Self.masked(Self.extensions, "page.en.md")
        for hidden in ["[^", "[ ]", "[x]", "int_0", "HTML", "highlight"] {
            #expect(!masked.contains(hidden), "\(hidden) is markup")
        }
    }

    static let istio = """
        Istio の{{< gloss >}}Envoy{{</ gloss >}}プロキシは、
        すべての{{< gloss "data plane" >}}データプレーン{{< /gloss >}}トラフィックを仲介します。

        {{<glossary_tooltip text = "CSI" term_id = "csi">}}ドライバーが必要です。

        {{< text yaml >}}
        apiVersion: networking.istio.io/v1
        kind: VirtualService
        {{< /text >}}

        {{< text bash >}}
        $ kubectl get pods -o text/plain
        {{</ text >}}

        {{< tab name="yaml" >}}
        タブの本文です。
        {{< /tab >}}

        {{< tab header="Go" lang="go" >}}
        fmt.Println("hi")
        {{< /tab >}}

        {{% code_sample language="yaml" file="pods/pod.yaml" %}}

        {{< code yaml "manifest.yaml" >}}

        最後の段落です。

        """

    /// A Hugo site's own shortcodes (Istio's): one whose first argument names a language holds code to
    /// its closing shortcode, whose `/` may stand against the `<` or apart (`{{</ text >}}`), and a
    /// pair's content is the page's text however its closing one is spaced; a `lang` argument names
    /// the language too (Docsy's tabs). A shortcode given a language that no closing one follows (a
    /// file included: Kubernetes's `code_sample`) holds nothing: the page goes on.
    @Test func shortcodesOfALanguageHoldCode() throws {
        let document = Self.parse(Self.istio, "page.ja.md")
        #expect(document.segments.map(\.text) == [
            "Istio のEnvoyプロキシは、すべてのデータプレーントラフィックを仲介します。", "CSIドライバーが必要です。", "タブの本文です。",
            "最後の段落です。",
        ])
        #expect(document.codeListings.map(\.language) == ["yaml", "bash", "go"])
        #expect(document.codeListings.map(\.code) == [
            "apiVersion: networking.istio.io/v1\nkind: VirtualService", "$ kubectl get pods -o text/plain", "fmt.Println(\"hi\")",
        ])
        #expect(document.codeListings.map(\.line) == [7, 12, 20])
        let masked = Self.masked(Self.istio, "page.ja.md")
        for hidden in ["gloss", "{{", "tab name"] { #expect(!masked.contains(hidden), "\(hidden) is markup") }
    }

    @Test(arguments: [
        ":::", ":::note", "::: tip Title", ":::tip[Title]", ":::: {.columns}", "::: details Click {open}",
    ])
    func directiveFencesAreRecognised(line: String) {
        #expect(MarkdownBlockParser.directiveFence(Array(line.unicodeScalars), at: 0) != nil)
    }

    @Test(arguments: ["::", ":::1st", "::: 注意", "::::note]", "!!! ", "!!!note", "??? \"x\"", "!!! note \"open"])
    func otherLinesAreNoMarkers(line: String) {
        let scalars = Array(line.unicodeScalars)
        #expect(MarkdownBlockParser.directiveFence(scalars, at: 0) == nil)
        #expect(MarkdownBlockParser.admonitionMarker(scalars, at: 0) == nil)
    }

    /// Random pages made of the sites' syntax (fences, admonition markers, JSX, braces, escaped
    /// anchors, template tags, MyST directives) never crash the parser, as `.md` or `.mdx`, and every segment starts where its first
    /// character is in the file.
    @Test func randomSitePagesParseAndLocateTheirSegments() {
        var rng = FuzzTests.SplitMix(state: 0xD0C5)
        let pieces = [
            ":::", ":::note", "::: tip 注意", ":::tip[T]", "!!! note \"T\"", "??? info", "???+ x", "    ", "  ", "\n", "\n\n",
            "{", "}", "{/* c */}", "\\{#id\\}", "{#a}", "<Tabs>", "</Tabs>", "<Card a={{b: 1}} />", "import X from 'y';",
            "export const a = 1", "# ", "- ", "> ", "```", "~~~", "Text", "文です。", "`code`", "[l](u)", "\"", "[", "]",
            // Template syntax (MDN, Liquid, Jinja, kramdown).
            "{{", "}}", "{%", "%}", "{{jsxref(\"A\", \"b\")}}", "{{Glossary(\"語\")}}", "{% highlight x %}", "{% endhighlight %}",
            "{% comment %}", "{% endcomment %}", "{:toc}", "{::comment}", "{:/}", "{# c #}", "{: .x}", "{{ site.x }}",
            // MyST directives and roles.
            "```{note}", "````{admonition} T", "```{code-block} py", "```{toctree}", ":class: x", "---", "{term}`", "{ref}`a <b>`",
            // MkDocs Material and pymdownx.
            "=== \"T\"", "/// tip | T", "///", "{* a.py *}", "--8<-- \"x\"", "[^1]", "[^1]: ", "- [ ] ", ": ", "$$", "> [!NOTE]",
        ]
        for iteration in 0..<FuzzTests.iterations * 4 {
            let text = (0..<Int.random(in: 1...60, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let name = iteration % 2 == 0 ? "page.md" : "page.mdx"
            let document = Self.parse(text, name)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
            for segment in document.segments {
                guard let first = segment.text.unicodeScalars.first, segment.line - 1 < lines.count else {
                    Issue.record("segment '\(segment.text)' at \(segment.line) in \(name): \(text.debugDescription)")
                    continue
                }
                let line = lines[segment.line - 1]
                #expect(
                    segment.column - 1 < line.count && line[segment.column - 1] == first,
                    "segment '\(segment.text)' at \(segment.line):\(segment.column) in \(name): \(text.debugDescription)")
            }
        }
    }
}
