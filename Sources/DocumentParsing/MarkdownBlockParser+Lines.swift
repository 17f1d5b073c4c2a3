import TextKit
/// The line-level recognisers of the block parser: each looks at one line from a scalar index.
extension MarkdownBlockParser {
    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" }

    /// `***`, `---`, `___` (three or more, spaces allowed between).
    static func isThematicBreak(_ s: [Unicode.Scalar], from start: Int) -> Bool {
        guard start < s.count, s[start] == "*" || s[start] == "-" || s[start] == "_" else { return false }
        let mark = s[start]
        var count = 0
        for c in s[start...] {
            if c == mark { count += 1 } else if !isSpace(c) { return false }
        }
        return count >= 3
    }

    /// A bullet (`-`, `+`, `*`) or ordered (`1.`, `1)`) list marker followed by white space or the
    /// end of the line.
    static func listMarker(_ s: [Unicode.Scalar], at start: Int) -> (end: Int, ordered: Bool, number: Int)? {
        guard start < s.count else { return nil }
        var end: Int
        var ordered = false
        var number = 0
        if s[start] == "-" || s[start] == "+" || s[start] == "*" {
            end = start + 1
        } else {
            var i = start
            while i < s.count, i - start < 10,
                let digit = s[i].properties.numericType == .decimal && s[i].isASCII ? Int(String(s[i])) : nil
            {
                number = number * 10 + digit
                i += 1
            }
            guard i > start, i - start <= 9, i < s.count, s[i] == "." || s[i] == ")" else { return nil }
            end = i + 1
            ordered = true
        }
        guard end == s.count || isSpace(s[end]) else { return nil }
        return (end, ordered, number)
    }

    /// An ATX heading: its level and the scalar range of its text (closing `#`s removed).
    static func atxHeading(_ s: [Unicode.Scalar], at start: Int) -> (level: Int, start: Int, end: Int)? {
        var i = start
        while i < s.count, s[i] == "#" { i += 1 }
        let level = i - start
        guard (1...6).contains(level), i == s.count || isSpace(s[i]) else { return nil }
        while i < s.count, isSpace(s[i]) { i += 1 }
        var end = s.count
        while end > i, isSpace(s[end - 1]) { end -= 1 }
        var hashes = end
        while hashes > i, s[hashes - 1] == "#" { hashes -= 1 }
        if hashes == i {
            end = i
        } else if hashes < end, isSpace(s[hashes - 1]) {
            end = hashes
            while end > i, isSpace(s[end - 1]) { end -= 1 }
        }
        return (level, i, end)
    }

    /// The end of the run of `mark` starting at `start` (`start` itself when there is none).
    static func runEnd(_ s: [Unicode.Scalar], from start: Int, of mark: Unicode.Scalar) -> Int {
        var i = start
        while i < s.count, s[i] == mark { i += 1 }
        return i
    }

    /// A code fence opener: three or more backticks or tildes and the info string's first word.
    static func fenceOpener(_ s: [Unicode.Scalar], at start: Int) -> (fence: Unicode.Scalar, count: Int, info: String)?
    {
        guard start < s.count, s[start] == "`" || s[start] == "~" else { return nil }
        let fence = s[start]
        let i = runEnd(s, from: start, of: fence)
        let count = i - start
        guard count >= 3 else { return nil }
        let info = s[i...]
        if fence == "`", info.contains("`") { return nil }
        let text = String(scalars: info).trimmingSpaces
        return (fence, count, String(text.prefix { $0 != " " && $0 != "\t" && $0 != "{" && $0 != "," }))
    }

    /// A directive container's fence (`:::note`, `:::tip[Title]`, `::: warning Title`, `::: {.note}`,
    /// `:::`): nil when the line is none; else where its title is among the line's scalars (nil
    /// when it has none).
    static func directiveFence(_ s: [Unicode.Scalar], at start: Int) -> Range<Int>?? {
        var i = runEnd(s, from: start, of: ":")
        guard i - start >= 3 else { return nil }
        while i < s.count, isSpace(s[i]) { i += 1 }
        guard i < s.count else { return .some(nil) }
        if s[i] == "{" { return attributesOnly(s, from: i) ? .some(nil) : nil }
        guard isTypeStart(s[i]) else { return nil }
        while i < s.count, isTypeScalar(s[i]) { i += 1 }
        if i < s.count, s[i] == "[" {
            // `:::note[Title]` (Docusaurus 3).
            guard let close = s[(i + 1)...].lastIndex(of: "]") else { return nil }
            return .some(trimmed(s, (i + 1)..<close))
        }
        if i < s.count, s[i] == "{" { return attributesOnly(s, from: i) ? .some(nil) : nil }
        guard i == s.count || isSpace(s[i]) else { return nil }
        var end = s.count
        // Attributes after the title (`::: tip Title {open}`) are not the title.
        if let brace = s[i...].lastIndex(of: "{"), s.last == "}" { end = brace }
        return .some(trimmed(s, i..<end))
    }

    /// A Python-Markdown block's fence (`/// tip | Title`, `/// note`, `///`, pymdownx.blocks, as
    /// FastAPI's documentation writes its notes): nil when the line is none; else where its title is
    /// (after `|`; nil when it has none). The content between the fences is Markdown.
    static func blockFence(_ s: [Unicode.Scalar], at start: Int) -> Range<Int>?? {
        var i = runEnd(s, from: start, of: "/")
        guard i - start >= 3 else { return nil }
        while i < s.count, isSpace(s[i]) { i += 1 }
        guard i < s.count else { return .some(nil) }
        guard isTypeStart(s[i]) else { return nil }
        while i < s.count, isTypeScalar(s[i]) { i += 1 }
        while i < s.count, isSpace(s[i]) { i += 1 }
        guard i < s.count else { return .some(nil) }
        guard s[i] == "|" else { return nil }
        return .some(trimmed(s, (i + 1)..<s.count))
    }

    /// An MkDocs admonition's marker line (`!!! note`, `!!! tip "Title"`, `??? info`, `???+ note
    /// inline end ""`): nil when the line is none; else where its title is (nil when it has none
    /// or an empty one). The whole line must be the marker.
    static func admonitionMarker(_ s: [Unicode.Scalar], at start: Int) -> Range<Int>?? {
        guard start + 3 < s.count else { return nil }
        let mark = s[start]
        guard mark == "!" || mark == "?" || mark == "=", s[start + 1] == mark, s[start + 2] == mark else { return nil }
        var i = start + 3
        if mark == "?", s[i] == "+" { i += 1 }
        // A content tab (`=== "Python 3.10+"`, `===+ "Tab"`, `===! "Tab"`, MkDocs Material) has a title and no type.
        if mark == "=", s[i] == "+" || s[i] == "!" { i += 1 }
        guard i < s.count, isSpace(s[i]) else { return nil }
        while i < s.count, isSpace(s[i]) { i += 1 }
        if mark == "=" {
            guard i < s.count, s[i] == "\"", let close = s[(i + 1)...].lastIndex(of: "\""), close > i + 1,
                s[(close + 1)...].allSatisfy(isSpace)
            else { return nil }
            return .some(trimmed(s, (i + 1)..<close))
        }
        guard i < s.count, isTypeStart(s[i]) else { return nil }
        // The type and any further classes (`note inline end`).
        while i < s.count, isTypeScalar(s[i]) || isSpace(s[i]) { i += 1 }
        guard i < s.count else { return .some(nil) }
        guard s[i] == "\"" else { return nil }
        guard let close = s[(i + 1)...].lastIndex(of: "\""), s[(close + 1)...].allSatisfy(isSpace) else { return nil }
        return .some(trimmed(s, (i + 1)..<close))
    }

    /// Whether an MDX page's line (not inside a paragraph) opens a flow construct: an ESM line at the
    /// top level (`import …`, `export …`), a JSX element (`<Tabs>`, `</Tabs>`, `<>`), or an
    /// expression (`{/* comment */}`).
    static func startsMDXFlow(_ s: [Unicode.Scalar], at start: Int, topLevel: Bool) -> Bool {
        guard start < s.count else { return false }
        if topLevel, startsWord("import", s, at: start) || startsWord("export", s, at: start) { return true }
        if s[start] == "{" { return true }
        guard s[start] == "<", start + 1 < s.count else { return false }
        let next = s[start + 1]
        return next == "/" || next == ">" || (next.isASCII && next.properties.isAlphabetic)
    }

    /// Whether a line is a JavaScript import statement: `import X from '…'`, `import {A, B} from "…"`,
    /// `import '…'`, or `import {` opening one on several lines (never prose: `import the data`).
    static func isImportStatement(_ s: [Unicode.Scalar], at start: Int) -> Bool {
        guard startsWord("import", s, at: start) else { return false }
        let line = String(String.UnicodeScalarView(s[start...]))
        return line.contains(" from '") || line.contains(" from \"") || line.hasPrefix("import {") || line.hasPrefix("import '")
            || line.hasPrefix("import \"") || line.hasPrefix("import * as ")
    }

    /// Whether `word` followed by a space or `{` starts at `start`.
    private static func startsWord(_ word: String, _ s: [Unicode.Scalar], at start: Int) -> Bool {
        var i = start
        for c in word.unicodeScalars {
            guard i < s.count, s[i] == c else { return false }
            i += 1
        }
        return i < s.count && (isSpace(s[i]) || s[i] == "{" || s[i] == "*")
    }

    private static func isTypeStart(_ c: Unicode.Scalar) -> Bool { c.isASCII && c.properties.isAlphabetic }

    private static func isTypeScalar(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (c.properties.isAlphabetic || c.properties.numericType != nil || c == "-" || c == "_")
    }

    /// Whether `s[from...]` is one `{…}` attribute list and white space.
    private static func attributesOnly(_ s: [Unicode.Scalar], from: Int) -> Bool {
        guard let close = s[from...].firstIndex(of: "}") else { return false }
        return s[(close + 1)...].allSatisfy(isSpace)
    }

    /// `range` without white space at either end; nil when nothing is left.
    private static func trimmed(_ s: [Unicode.Scalar], _ range: Range<Int>) -> Range<Int>? {
        var (lower, upper) = (range.lowerBound, range.upperBound)
        while lower < upper, isSpace(s[lower]) { lower += 1 }
        while upper > lower, isSpace(s[upper - 1]) { upper -= 1 }
        return lower < upper ? lower..<upper : nil
    }

    static let htmlBlockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
        "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr",
        "html", "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol",
        "optgroup", "option", "p", "param", "search", "section", "summary", "table", "tbody", "td", "tfoot",
        "th", "thead", "title", "tr", "track", "ul",
    ]

    /// The start of an HTML block (CommonMark's conditions 1–7) and how it ends; condition 7 (any
    /// complete tag alone on its line) cannot interrupt a paragraph.
    static func htmlStart(_ s: [Unicode.Scalar], at start: Int, inParagraph: Bool) -> HTMLBlockEnd? {
        guard start < s.count, s[start] == "<" else { return nil }
        let rest = String(scalars: s[start...])
        let lower = rest.lowercased()
        for tag in ["script", "pre", "style", "textarea"] where lower.hasPrefix("<" + tag) {
            let after = lower.dropFirst(tag.count + 1).first
            if after == nil || after == " " || after == "\t" || after == ">" { return .text("</" + tag + ">") }
        }
        if rest.hasPrefix("<!--") { return .text("-->") }
        if rest.hasPrefix("<?") { return .text("?>") }
        if rest.hasPrefix("<![CDATA[") { return .text("]]>") }
        if rest.hasPrefix("<!"), let c = rest.unicodeScalars.dropFirst(2).first, c.properties.isAlphabetic, c.isASCII {
            return .text(">")
        }
        var name = lower.dropFirst()
        if name.hasPrefix("/") { name = name.dropFirst() }
        let tag = name.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        let after = name.dropFirst(tag.count)
        if htmlBlockTags.contains(String(tag)),
            after.isEmpty || after.hasPrefix(" ") || after.hasPrefix("\t") || after.hasPrefix(">")
                || after.hasPrefix("/>")
        {
            return .blankLine
        }
        if !inParagraph, let first = tag.first, first.isLetter, isCompleteTag(lower) { return .blankLine }
        return nil
    }

    /// Whether a line is one complete open or closing tag followed only by white space.
    static func isCompleteTag(_ line: String) -> Bool {
        var s = Substring(line).dropFirst()
        let closing = s.hasPrefix("/")
        if closing { s = s.dropFirst() }
        let name = s.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        guard !name.isEmpty, name.first!.isLetter else { return false }
        s = s.dropFirst(name.count)
        if !closing {
            // Attributes: name, optional `= value` (quoted or bare).
            while true {
                let spaced = s.prefix { $0 == " " || $0 == "\t" }
                let after = s.dropFirst(spaced.count)
                guard !spaced.isEmpty, let c = after.first, c.isLetter || c == "_" || c == ":" else { break }
                var attr = after.drop { $0.isLetter || $0.isNumber || "_.:-".contains($0) }
                let beforeValue = attr
                attr = attr.drop { $0 == " " || $0 == "\t" }
                if attr.hasPrefix("=") {
                    attr = attr.dropFirst().drop { $0 == " " || $0 == "\t" }
                    if let quote = attr.first, quote == "\"" || quote == "'" {
                        guard let close = attr.dropFirst().firstIndex(of: quote) else { return false }
                        attr = attr[attr.index(after: close)...]
                    } else {
                        let value = attr.prefix { !" \t\"'=<>`".contains($0) }
                        guard !value.isEmpty else { return false }
                        attr = attr.dropFirst(value.count)
                    }
                    s = attr
                } else {
                    s = beforeValue
                }
            }
        }
        s = s.drop { $0 == " " || $0 == "\t" }
        if !closing, s.hasPrefix("/") { s = s.dropFirst() }
        guard s.hasPrefix(">") else { return false }
        return s.dropFirst().allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// A MyST directive's opening fence (```` ```{note} ````, ```` ```{code-block} python ````,
    /// `~~~{admonition} Title`): its fence, the directive's name (lower-cased) and where its argument
    /// is among the line's scalars (nil when it has none); nil for any other line.
    static func mystDirective(
        _ s: [Unicode.Scalar], at start: Int
    ) -> (fence: Unicode.Scalar, count: Int, name: String, argument: Range<Int>?)? {
        guard start < s.count, s[start] == "`" || s[start] == "~" else { return nil }
        let fence = s[start]
        var i = runEnd(s, from: start, of: fence)
        let count = i - start
        guard count >= 3 else { return nil }
        while i < s.count, isSpace(s[i]) { i += 1 }
        guard i < s.count, s[i] == "{", let close = s[(i + 1)...].firstIndex(of: "}"), close > i + 1,
            s[(i + 1)..<close].allSatisfy({ isTypeScalar($0) || $0 == ":" })
        else { return nil }
        if fence == "`", s[(close + 1)...].contains("`") { return nil }
        return (fence, count, String(scalars: s[(i + 1)..<close]).lowercased(), trimmed(s, (close + 1)..<s.count))
    }

    /// What a MyST directive's content is.
    enum MySTContent: Equatable {
        /// Code in the language its argument names (`code-block swift`, `code-cell python`), or, for a
        /// cell named by its language (`{python}`, `{r}`), in the language its name is.
        case code(languageFromArgument: Bool)
        /// Not the page's prose: a table of contents, an inclusion, an image, math, raw markup.
        case markup
        /// Markdown (admonitions, figures' captions, tabs, cards); `titled` when the argument is
        /// prose (an admonition's title, a note's first words) rather than a path or a version.
        case markdown(titled: Bool)
    }

    /// What a directive named `name` holds. A name MyST does not give Markdown content is code: R
    /// Markdown's and Quarto's code cells (```` ```{r} ````, ```` ```{python} ````) share the syntax.
    static func mystContent(of name: String) -> MySTContent {
        switch name {
        case "toctree", "include", "literalinclude", "image", "raw", "eval-rst", "mermaid", "graphviz", "math", "csv-table",
            "bibliography", "plot", "embed", "contents", "tableofcontents", "glue", "glue:figure", "glue:math":
            .markup
        case _ where name.hasPrefix("auto"): .markup
        case "admonition", "note", "warning", "tip", "important", "caution", "attention", "danger", "error", "hint", "seealso",
            "dropdown", "topic", "sidebar", "margin", "card", "tab-item", "grid-item-card", "list-table", "table", "rubric":
            .markdown(titled: true)
        case "figure", "tab-set", "grid", "grid-item", "glossary", "epigraph", "pull-quote", "highlights", "container", "div", "only",
            "versionadded", "versionchanged", "deprecated", "centered", "hlist", "subfigure", "exercise", "solution", "proof",
            "prf:theorem", "prf:proof", "prf:definition":
            .markdown(titled: false)
        // A domain's directive (`{py:function} f(x)`) describes its object in prose.
        case _ where name.contains(":"): .markdown(titled: false)
        case "code", "code-block", "sourcecode", "code-cell": .code(languageFromArgument: true)
        default: .code(languageFromArgument: false)
        }
    }

    /// Whether a line closes a fence of `fence` at least `count` long: the fence alone.
    static func isClosingFence(_ s: [Unicode.Scalar], at start: Int, fence: Unicode.Scalar, count: Int) -> Bool {
        let end = runEnd(s, from: start, of: fence)
        return end - start >= count && s[end...].allSatisfy(isSpace)
    }

    /// Whether a line is a MyST directive option (`:class: tip`, `:linenos:`).
    static func isMySTOption(_ s: [Unicode.Scalar], at start: Int) -> Bool {
        guard start < s.count, s[start] == ":" else { return false }
        var i = start + 1
        guard i < s.count, isTypeStart(s[i]) else { return false }
        while i < s.count, isTypeScalar(s[i]) { i += 1 }
        return i < s.count && s[i] == ":"
    }

    /// Whether a line opens a definition (`: text`: PHP Markdown Extra, kramdown, MkDocs) or a
    /// footnote (`[^1]: text`).
    static func startsDefinition(_ s: [Unicode.Scalar], at start: Int) -> Bool {
        guard start + 1 < s.count else { return false }
        if s[start] == ":" { return isSpace(s[start + 1]) }
        guard s[start] == "[", s[start + 1] == "^" else { return false }
        var i = start + 2
        while i < s.count, s[i] != "]", !isSpace(s[i]), i - start < 64 { i += 1 }
        return i > start + 2 && i + 1 < s.count && s[i] == "]" && s[i + 1] == ":"
    }

    /// A template's block tag that opens a block of its own: Liquid's (Jekyll) `{% highlight ruby linenos %}`,
    /// code to the line holding `endhighlight`, or `{% comment %}`, markup to the line holding
    /// `endcomment` (`{%-` and `-%}` too); Hugo's `{{< highlight go >}}`, code to `{{< /highlight >}}`,
    /// and any shortcode whose first argument, or `lang` argument, names a programming or data language
    /// (Istio's `{{< text yaml >}}` … `{{< /text >}}`, Docsy's `{{< tab header="Go" lang="go" >}}`), code
    /// to its closing shortcode (the caller asks that one follows); nil for any other line.
    static func templateBlockStart(_ s: [Unicode.Scalar], at start: Int) -> (end: HTMLBlockEnd, flavor: RawFlavor)? {
        guard start + 2 < s.count, s[start] == "{" else { return nil }
        // The word after a highlight tag's name: its language (`ruby` of `{% highlight ruby -%}`).
        func language(after name: Int) -> String {
            var i = name
            while i < s.count, isSpace(s[i]) { i += 1 }
            var word = String(scalars: s[i...].prefix { !isSpace($0) && $0 != "%" && $0 != ">" && $0 != "\"" })
            if word.hasSuffix("-") { word.removeLast() }
            return word
        }
        if s[start + 1] == "{", s[start + 2] == "<" || s[start + 2] == "%" {
            // Hugo's `{{< highlight go "linenos=table" >}}` … `{{< /highlight >}}`.
            let tag = MarkdownInlineScanner.tag(s, from: start + 3)
            let argument = language(after: tag.end)
            // A bare word, not a named argument's name (`text = "CSI"` of a tooltip).
            var next = tag.end
            while next < s.count, isSpace(s[next]) { next += 1 }
            next += argument.unicodeScalars.count
            while next < s.count, isSpace(s[next]) { next += 1 }
            let named = next < s.count && s[next] == "="
            guard !tag.name.isEmpty else { return nil }
            if tag.name == "highlight" || (!named && codeLanguages.contains(argument.lowercased())) {
                return (.shortcode(tag.name), .templateCode(info: argument))
            }
            // Or a language named by a `lang` argument (Docsy's `{{< tab header="Go" lang="go" >}}`).
            let close = shortcodeCloser(s, opening: start) ?? s.count
            for key in ["lang", "language"] {
                if let value = MarkdownInlineScanner.attribute(key, in: s, from: tag.end, to: close) {
                    let language = String(scalars: s[value])
                    if codeLanguages.contains(language.lowercased()) { return (.shortcode(tag.name), .templateCode(info: language)) }
                }
            }
            return nil
        }
        guard s[start + 1] == "%" else { return nil }
        let tag = MarkdownInlineScanner.tag(s, from: start + 2)
        switch tag.name {
        case "comment": return (.text("endcomment"), .html)
        case "highlight": return (.text("endhighlight"), .templateCode(info: language(after: tag.end)))
        default: return nil
        }
    }

    /// The names of languages a code block is written in, as highlighters (Chroma, Pygments,
    /// highlight.js) know them: a shortcode given one as its first argument holds code.
    static let codeLanguages: Set<String> = [
        "bash", "sh", "shell", "console", "zsh", "fish", "powershell", "ps1", "bat", "cmd", "yaml", "yml", "json", "jsonc",
        "toml", "ini", "xml", "html", "css", "scss", "js", "javascript", "ts", "typescript", "jsx", "tsx", "go", "golang",
        "python", "py", "java", "kotlin", "swift", "objc", "objective-c", "c", "cpp", "c++", "csharp", "cs", "rust", "rs",
        "ruby", "rb", "php", "perl", "lua", "scala", "sql", "graphql", "proto", "protobuf", "dockerfile", "makefile",
        "nginx", "diff", "patch", "text", "txt", "plain", "plaintext", "markdown", "md", "hcl", "terraform", "groovy",
        "properties", "rego", "promql", "cue", "jinja", "http",
    ]

    /// Where the closer (`>}}`, or `%}}` after `{{%`) of the shortcode opening at `start` starts on
    /// the line `s`; nil when the line does not close it.
    static func shortcodeCloser(_ s: [Unicode.Scalar], opening start: Int) -> Int? {
        let closer: [Unicode.Scalar] = [s[start + 2] == "<" ? ">" : "%", "}", "}"]
        var close = start + 3
        while close + 2 < s.count, !s[close..<(close + 3)].elementsEqual(closer) { close += 1 }
        return close + 2 < s.count ? close : nil
    }

    /// Whether `line` holds the closing shortcode `name` (`closingShortcodes(in:)`).
    static func closesShortcode(_ line: Substring, name: String) -> Bool {
        line.containsBytes(of: "{{") && closingShortcodes(in: line).contains { $0 == name }
    }

    /// The names of the closing shortcodes `line` holds: `{{<` or `{{%`, then `/` and the name,
    /// spaces allowed around the `/` (`{{< /text >}}`, `{{</ text >}}`; `MarkdownInlineScanner.shortcodeName`).
    static func closingShortcodes(in line: Substring) -> [Substring] {
        let s = Array(line.unicodeScalars)
        var names: [Substring] = []
        var i = 0
        while i + 2 < s.count {
            guard s[i] == "{", s[i + 1] == "{", s[i + 2] == "<" || s[i + 2] == "%" else {
                i += 1
                continue
            }
            guard let close = shortcodeCloser(s, opening: i) else { break }
            let (name, closing) = MarkdownInlineScanner.shortcodeName(String(scalars: s[(i + 3)..<close]))
            if closing, !name.isEmpty { names.append(Substring(String(name))) }
            i = close + 3
        }
        return names
    }

    /// Whether an HTML block's end marker occurs after its opener on the opening line.
    static func containsAfterOpener(_ line: String, _ marker: String) -> Bool {
        let skip = marker == "-->" ? 4 : marker == "?>" ? 2 : marker == "]]>" ? 9 : marker == ">" ? 2 : 1
        let rest = line.unicodeScalars.dropFirst(skip)
        return !rest.isEmpty && Substring(rest).containsBytes(of: marker)
    }

    /// A setext underline: `===` (level 1) or `---` (level 2) alone on the line.
    static func setextLevel(_ s: [Unicode.Scalar], at start: Int) -> Int? {
        guard start < s.count, s[start] == "=" || s[start] == "-" else { return nil }
        let mark = s[start]
        var i = start
        while i < s.count, s[i] == mark { i += 1 }
        guard s[i...].allSatisfy(isSpace) else { return nil }
        return mark == "=" ? 1 : 2
    }

    /// The cells of a pipe-table row (outer pipes optional, `\|` kept inside a cell): each cell's
    /// scalar offset in the row and its text, trimmed.
    static func cells(_ row: String) -> [(offset: Int, text: String)] {
        let s = Array(row.unicodeScalars)
        var result: [(Int, String)] = []
        var start = 0
        var i = 0
        if s.first == "|" { start = 1; i = 1 }
        var inCode = false
        func flush(_ end: Int) {
            var a = start
            var b = end
            while a < b, isSpace(s[a]) { a += 1 }
            while b > a, isSpace(s[b - 1]) { b -= 1 }
            result.append((a, String(scalars: s[a..<b])))
        }
        while i < s.count {
            if s[i] == "\\" { i += 2; continue }
            if s[i] == "`" { inCode.toggle() }
            if s[i] == "|" && !inCode {
                flush(i)
                start = i + 1
            }
            i += 1
        }
        if start < s.count, !s[start...].allSatisfy(isSpace) { flush(s.count) }
        return result
    }

    /// A table delimiter row (`| --- | :-: |`) with as many cells as the header.
    static func isTableDelimiterRow(_ s: [Unicode.Scalar], from start: Int, columns: Int) -> Bool {
        guard s[start...].contains("-"), s[start...].contains("|") || columns == 1 else { return false }
        let row = String(scalars: s[start...])
        let cells = cells(row)
        guard cells.count == columns, columns > 0 else { return false }
        return cells.allSatisfy { cell in
            var text = Substring(cell.text)
            if text.hasPrefix(":") { text = text.dropFirst() }
            if text.hasSuffix(":") { text = text.dropLast() }
            return !text.isEmpty && text.allSatisfy { $0 == "-" }
        }
    }

    /// Splits the link reference definitions off the start of a paragraph's lines.
    static func splitLinkDefinitions(_ lines: [MarkdownBlock.Line]) -> (
        definitions: [MarkdownBlock.Line], rest: [MarkdownBlock.Line]
    ) {
        guard lines.first?.text.hasPrefix("[") == true else { return ([], lines) }
        var consumed = 0
        while consumed < lines.count, let used = linkDefinition(lines[consumed...].map(\.text)) {
            consumed += used
        }
        return (Array(lines[..<consumed]), Array(lines[consumed...]))
    }

    /// The number of lines taken by a link reference definition at the start of `lines`, if one is there.
    static func linkDefinition(_ lines: [String]) -> Int? {
        guard let first = lines.first, first.hasPrefix("[") else { return nil }
        // The label may run over lines; keep it short.
        let text = Array(lines.prefix(4).joined(separator: "\n").unicodeScalars)
        var i = 1
        var labelHasText = false
        while i < text.count, text[i] != "]" {
            if text[i] == "[" { return nil }
            if text[i] == "\\" { i += 1 }
            if !isSpace(text[i < text.count ? i : text.count - 1]) && text[min(i, text.count - 1)] != "\n" {
                labelHasText = true
            }
            i += 1
        }
        guard labelHasText, i + 1 < text.count, text[i + 1] == ":", i <= 1000 else { return nil }
        i += 2
        func skipWhitespace(allowNewline: Bool) -> Bool {
            var sawNewline = false
            while i < text.count, isSpace(text[i]) || (text[i] == "\n" && allowNewline && !sawNewline) {
                if text[i] == "\n" { sawNewline = true }
                i += 1
            }
            return sawNewline
        }
        _ = skipWhitespace(allowNewline: true)
        guard i < text.count else { return nil }
        if text[i] == "<" {
            while i < text.count, text[i] != ">" {
                if text[i] == "\n" || (text[i] == "<" && i > 0 && text[i - 1] != "\\" && text[i - 1] != "<") {
                    return nil
                }
                i += 1
            }
            guard i < text.count else { return nil }
            i += 1
        } else {
            let start = i
            var depth = 0
            while i < text.count, !isSpace(text[i]), text[i] != "\n", !(text[i].properties.generalCategory == .control)
            {
                if text[i] == "(" { depth += 1 }
                if text[i] == ")" { depth -= 1; if depth < 0 { break } }
                i += 1
            }
            guard i > start, depth == 0 else { return nil }
        }
        let destinationEnd = i
        func linesUsed(upTo end: Int) -> Int { text[..<end].filter { $0 == "\n" }.count + 1 }
        // Optional title on the same or the next line.
        let beforeTitle = i
        let crossed = skipWhitespace(allowNewline: true)
        if i < text.count, (text[i] == "\"" || text[i] == "'" || text[i] == "("), i > beforeTitle {
            let close: Unicode.Scalar = text[i] == "(" ? ")" : text[i]
            i += 1
            while i < text.count, text[i] != close {
                if text[i] == "\\" { i += 1 }
                i += 1
            }
            if i < text.count {
                i += 1
                while i < text.count, isSpace(text[i]) { i += 1 }
                if i == text.count || text[i] == "\n" { return linesUsed(upTo: i) }
            }
            if crossed { return rest(afterDestination: destinationEnd, text: text, linesUsed) }
            return nil
        }
        return rest(afterDestination: destinationEnd, text: text, linesUsed)
    }

    /// The lines used by a definition without a title: the destination must end its line.
    private static func rest(afterDestination end: Int, text: [Unicode.Scalar], _ linesUsed: (Int) -> Int) -> Int? {
        var i = end
        while i < text.count, isSpace(text[i]) { i += 1 }
        guard i == text.count || text[i] == "\n" else { return nil }
        return linesUsed(i)
    }
}

extension StringProtocol {
    /// The text without trailing spaces and tabs.
    /// - Complexity: O(*n*) in the text's bytes, one pass (the collection's `dropLast()` counted the
    ///   whole line each time; a scalar view rebuilt the string a scalar at a time).
    var trimmingTrailingSpaces: String {
        // Spaces and tabs are single bytes: the text up to `end` is a copy of its bytes.
        let bytes = utf8
        var end = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            index = bytes.index(after: index)
            if byte != 0x20 && byte != 0x09 { end = index }
        }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let view = Substring(trimmingTrailingSpaces).unicodeScalars
        return String(view[(view.firstIndex { $0 != " " && $0 != "\t" } ?? view.endIndex)...])
    }
}
