import CorpusModel
import Testing

@testable import DocumentParsing

/// MyST Markdown (Sphinx, Jupyter Book): directives in fences (```` ```{note} ````) hold Markdown,
/// code or markup by their kind, and roles (`{term}`…``) show prose, code or nothing.
@Suite struct MySTMarkdownTests {
    static func parse(_ text: String, _ name: String = "page.ja.md") -> Document {
        DocumentParser.parse(text: text, source: name)
    }

    static let page = """
        # MyST のページ

        ```{note}
        これは注意です。
        ```

        ````{admonition} 購読の仕組み
        :class: tip

        自動更新は {term}`サブスクリプション` と呼ばれます。

        ```python
        print("x")
        ```
        ````

        ```{code-block} swift
        :linenos:
        :caption: 例

        let product = try await Product.products(for: ids)
        ```

        ```{toctree}
        :maxdepth: 2

        intro
        ```

        ```{figure} images/flow.png
        ---
        name: flow
        ---
        購入の流れ。
        ```

        :::{warning}
        コロンのフェンス。
        :::

        詳しくは {ref}`導入 <intro>` と {ref}`intro` を参照。{py:class}`~storekit.Product` と {math}`x^2` です。

        """

    @Test func directivesHoldMarkdownCodeOrMarkup() throws {
        let document = Self.parse(Self.page)
        #expect(document.segments.map(\.text) == [
            "MyST のページ", "これは注意です。", "購読の仕組み", "自動更新は サブスクリプション と呼ばれます。", "購入の流れ。",
            "コロンのフェンス。", "詳しくは 導入 と を参照。", "Product と です。",
        ])
        // The admonition's title is prose where it is in the line; its options are markup.
        let title = try #require(document.segments.first { $0.text == "購読の仕組み" })
        #expect(title.line == 7 && title.column == 18)
        #expect(document.paragraphs.first { $0.text == "購読の仕組み" }?.role == .note)
        #expect(document.codeListings.map(\.code) == ["print(\"x\")", "let product = try await Product.products(for: ids)"])
        let swift = try #require(document.codeListings.last)
        #expect(swift.language == "swift" && swift.line == 21)
        // A role naming an API is a code span: `~` shows the last part.
        #expect(document.apiMentions.contains { $0.symbol == "Product" && $0.line == 41 && $0.origin == .prose })
        let masked = document.maskingMarkup(in: Self.page)
        for hidden in ["{note}", "admonition", ":class:", "linenos", "toctree", "maxdepth", "intro\n", "images/flow.png", "name: flow",
            "{warning}", "{term}", "{ref}", "<intro>", "py:class", "storekit", "x^2", "```"]
        {
            #expect(!masked.contains(hidden), "\(hidden) is markup")
        }
        for kept in ["これは注意です。", "購読の仕組み", "サブスクリプション", "購入の流れ。", "Product"] {
            #expect(masked.contains(kept), "\(kept) is the page's text")
        }
    }

    /// A bare fence inside a directive opens a code block when it is shorter than the directive's,
    /// and closes the directive when it is as long: what follows is the page's again.
    @Test func theDirectivesFenceClosesIt() {
        let text = "````{tip}\nInside.\n\n```\nraw code\n```\n````\n\n```\nplain code\n```\nAfter.\n"
        let document = Self.parse(text, "page.en.md")
        #expect(document.segments.map(\.text) == ["Inside.", "After."])
        #expect(document.codeListings.map(\.code) == ["raw code", "plain code"])
    }

    /// R Markdown's and Quarto's code cells share the syntax: a directive MyST does not know is code.
    @Test func codeCellsOfOtherToolsStayCode() throws {
        let text = "```{python}\nprint(\"hi\")\n```\n\n```{r}\nx <- 1\n```\n\nAfter.\n"
        let document = Self.parse(text, "page.en.md")
        #expect(document.codeListings.map(\.code) == ["print(\"hi\")", "x <- 1"])
        #expect(document.codeListings.map(\.language) == ["python", "r"])
        #expect(document.segments.map(\.text) == ["After."])
    }

    @Test(arguments: [
        ("```{note}", "note", nil), ("````{admonition} A title", "admonition", "A title"), ("~~~{code-block} python", "code-block", "python"),
        ("```{py:function} f(x)", "py:function", "f(x)"),
    ] as [(String, String, String?)])
    func directiveFencesAreRead(line: String, name: String, argument: String?) throws {
        let scalars = Array(line.unicodeScalars)
        let directive = try #require(MarkdownBlockParser.mystDirective(scalars, at: 0))
        #expect(directive.name == name)
        #expect(directive.argument.map { String(String.UnicodeScalarView(scalars[$0])) } == argument)
    }

    @Test(arguments: ["```python", "```{}", "``{note}", "```{note} `x`", "```{no te}"])
    func otherFencesAreNoDirectives(line: String) {
        #expect(MarkdownBlockParser.mystDirective(Array(line.unicodeScalars), at: 0) == nil)
    }

    @Test(arguments: [
        ("{term}`HTTP`", "HTTP"), ("{abbr}`CSS`", "CSS"), ("{ref}`Setup <setup>`", "Setup"), ("{ref}`setup`", ""),
        ("{math}`a+b`", ""), ("{kbd}`Ctrl`", "Ctrl"), ("{unknown}`Text`", "Text"), ("{term}`unclosed", "{term}`unclosed"),
    ])
    func rolesShowWhatTheyRender(text: String, prose: String) {
        #expect(Self.parse("A " + text + " z.", "page.en.md").segments.map(\.text) == ["A " + (prose.isEmpty ? "" : prose + " ") + "z."])
    }
}
