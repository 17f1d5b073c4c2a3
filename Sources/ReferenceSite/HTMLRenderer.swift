/// Renders a `ReferenceModel` as a static, self-contained site: plain HTML (well-formed, so any
/// XML parser reads it), one style sheet, and a script for the search box that works from
/// `file://` (its data is a script, not a fetched file).
public struct HTMLRenderer {
    public let model: ReferenceModel
    let symbolsBySlug: [String: ReferenceModel.SymbolPage]
    let conceptsBySlug: [String: ReferenceModel.ConceptPage]
    let documentsBySlug: [String: ReferenceModel.DocumentPage]
    /// What fills each document page's lines as it is rendered, when the model's pages have none yet.
    let citedLines: ReferenceBuilder.CitedLines?

    /// - Parameter citedLines: fills each document page's lines as its batch is rendered
    ///   (`ReferenceBuilder.buildCitingLines()`); nil when the model's pages hold theirs.
    public init(model: ReferenceModel, citedLines: ReferenceBuilder.CitedLines? = nil) {
        self.model = model
        self.citedLines = citedLines
        symbolsBySlug = Dictionary(model.symbols.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
        conceptsBySlug = Dictionary(model.concepts.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
        documentsBySlug = Dictionary(model.documents.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
    }

    static let languageNames = ["ja": "日本語", "zh-Hans": "简体中文", "zh-Hant": "繁體中文", "en": "English", "ko": "한국어"]

    static func name(of language: String) -> String { languageNames[language] ?? language }

    /// Every file of the site, by path relative to its root.
    public func render() -> [String: String] {
        var files: [String: String] = [:]
        render { batch in files.merge(batch) { _, new in new } }
        return files
    }

    /// Every file of the site, by path relative to its root, handed to `receive` a batch at a time
    /// (each path once), so that only a batch of pages is in memory at once; the pages of a batch
    /// are rendered on every core. The site is the same as `render()`'s.
    public func render(batchSize: Int = 256, _ receive: ([String: String]) throws -> Void) rethrows {
        try render(batchSize: batchSize, digesting: nil) { files in
            try receive(Dictionary(files.map { ($0.path, $0.text ?? "") }) { _, new in new })
        }
    }

    /// A file of the site as `render(batchSize:salt:unchanged:_:)` hands it over.
    public struct File: Sendable {
        /// The path relative to the site's root.
        public var path: String
        /// What a page's text is made from, digested (`PageDigest`); nil for the site's other files.
        public var digest: String?
        /// The text; nil for a page the writer already holds (its digest is unchanged).
        public var text: String?

        public init(path: String, digest: String? = nil, text: String?) {
            (self.path, self.digest, self.text) = (path, digest, text)
        }
    }

    /// As `render(batchSize:_:)`, with each page's digest (of its record and what else it shows,
    /// with `salt`, the renderer's identity), and without the text of a page for which `unchanged`
    /// says that the page last written under its path had that digest: its writer keeps that page.
    /// The site's other files (the index pages, the style sheet, the search data) are always made.
    public func render(
        batchSize: Int = 256, salt: String, unchanged: (_ path: String, _ digest: String) -> Bool, _ receive: ([File]) throws -> Void
    ) rethrows {
        try withoutActuallyEscaping(unchanged) { unchanged in
            try render(batchSize: batchSize, digesting: (PageDigest(model: model, salt: salt), unchanged), receive)
        }
    }

    private func render(
        batchSize: Int, digesting: (digest: PageDigest, unchanged: (String, String) -> Bool)?, _ receive: ([File]) throws -> Void
    ) rethrows {
        var files: [File] = []
        func add(_ path: String, _ text: String) { files.append(File(path: path, text: text)) }
        add("style.css", Self.css)
        add("search.js", Self.script)
        add("search-data.js", "window.TB_SEARCH = " + SiteJSON.encode(model.search) + ";\n")
        add("index.html", indexPage())
        add("symbols.html", symbolIndexPage())
        add("documents.html", documentListPage())
        for index in model.conceptIndex { add("concepts-\(index.language).html", conceptIndexPage(index)) }
        try receive(files)
        // The pages of symbols, concepts and documents (thousands on a large corpus).
        enum Page {
            case symbol(ReferenceModel.SymbolPage)
            case concept(ReferenceModel.ConceptPage)
            case document(ReferenceModel.DocumentPage)
        }
        let pages = model.symbols.map(Page.symbol) + model.concepts.map(Page.concept) + model.documents.map(Page.document)
        /// The page at `path`, unless the writer holds it as `record` makes it.
        func file<Record: PageIdentity>(_ path: String, _ record: Record, _ render: (Record) -> String) -> File {
            guard let digesting else { return File(path: path, text: render(record)) }
            let digest = digesting.digest(record)
            return File(path: path, digest: digest, text: digesting.unchanged(path, digest) ? nil : render(record))
        }
        for start in stride(from: 0, to: pages.count, by: max(1, batchSize)) {
            let batch = pages[start..<min(start + max(1, batchSize), pages.count)]
            let rendered = Array(batch).concurrentMap { page -> File in
                switch page {
                case .symbol(let symbol): file("symbols/\(symbol.slug).html", symbol, symbolPage)
                case .concept(let concept): file("concepts/\(concept.slug).html", concept, conceptPage)
                case .document(let document):
                    file("documents/\(document.slug).html", citedLines.map { $0.filling(document) } ?? document, documentPage)
                }
            }
            try receive(rendered)
        }
    }

    // MARK: Page frame

    func page(title: String, root: String, body: String) -> String {
        let e = HTML.escape
        var nav = "<nav aria-label=\"Site\"><a href=\"\(root)index.html\">TermBridge reference</a>"
        nav += " <a href=\"\(root)symbols.html\">API symbols</a>"
        for index in model.conceptIndex {
            nav += " <a href=\"\(root)concepts-\(e(index.language)).html\"\(HTML.lang(index.language))>\(e(Self.name(of: index.language)))</a>"
        }
        nav += " <a href=\"\(root)documents.html\">Documents</a></nav>"
        return """
            <!DOCTYPE html>
            <html lang="en" xmlns="http://www.w3.org/1999/xhtml">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(e(title)) — TermBridge reference</title>
            <link rel="stylesheet" href="\(root)style.css"/>
            </head>
            <body>
            <header>\(nav)
            <div class="search" role="search"><label for="q">Search symbols and terms</label>
            <input id="q" type="search" autocomplete="off" placeholder="eligibleWinBackOfferIDs, ウィンバック, yinghui…" data-root="\(root)"/>
            <ul id="results" aria-live="polite"></ul></div>
            </header>
            <main>
            \(body)
            </main>
            <footer>Generated by TermBridge \(e(model.generator)) from the corpus, the glossary and the offer model.</footer>
            <script src="\(root)search-data.js"></script>
            <script src="\(root)search.js"></script>
            </body>
            </html>

            """
    }

    func cite(_ c: ReferenceModel.Citation, root: String) -> String {
        let e = HTML.escape
        return "<blockquote\(HTML.lang(c.language))><p>\(e(c.text))</p><cite lang=\"en\"><a href=\"\(root)documents/\(e(c.document)).html#L\(c.line)\">\(e(c.path)):\(c.line)</a></cite></blockquote>"
    }

    func symbolLink(_ slug: String, root: String) -> String {
        let name = symbolsBySlug[slug]?.symbol ?? slug
        return "<a href=\"\(root)symbols/\(HTML.escape(slug)).html\"><code>\(HTML.escape(name))</code></a>"
    }

    func conceptLink(_ slug: String, root: String) -> String {
        "<a href=\"\(root)concepts/\(HTML.escape(slug)).html\">\(HTML.escape(conceptsBySlug[slug]?.name ?? slug))</a>"
    }

    func findingsList(_ findings: [ReferenceModel.FindingEntry], root: String) -> String {
        guard !findings.isEmpty else { return "<p>No findings.</p>" }
        let e = HTML.escape
        var out = "<ul class=\"findings\">"
        for f in findings.prefix(200) {
            out += "<li class=\"\(e(f.severity))\"><span class=\"sev\">\(e(f.severity))</span> <code>\(e(f.rule))</code> "
            out += "<a href=\"\(root)documents/\(e(f.document)).html#L\(f.line)\">\(e(f.path)):\(f.line)</a> — <span>\(e(f.message))</span></li>"
        }
        if findings.count > 200 { out += "<li>… and \(findings.count - 200) more</li>" }
        return out + "</ul>"
    }

    func codeBlock(_ code: ReferenceModel.Code, root: String) -> String {
        let e = HTML.escape
        var out = "<figure class=\"code\"><figcaption>"
        if let title = code.title { out += e(title) + " — " }
        out += "<a href=\"\(root)documents/\(e(code.document)).html#L\(code.line)\">\(e(code.path)):\(code.line)</a></figcaption>"
        let language = code.language ?? "swift"
        // The highlighter knows the C family's comments, strings, numbers and words: YAML, a shell
        // session or a command's output are shown as written.
        let shown = HTML.highlightedLanguages.contains(language.lowercased()) ? HTML.highlight(code.code) : e(code.code)
        out += "<pre><code class=\"language-\(e(language))\">\(shown)</code></pre></figure>"
        return out
    }

    // MARK: Pages

    func indexPage() -> String {
        let e = HTML.escape
        var body = "<h1>Bilingual API reference</h1>"
        body += "<p>Every API symbol of the App Store offer model and of the corpus, every glossary concept and every document, "
        body += "with the \(model.languages.map { "<span\(HTML.lang($0))>\(e(Self.name(of: $0)))</span>" }.joined(separator: " and ")) "
        body += "sentences side by side, each linked to the line it comes from.</p>"
        body += "<ul class=\"cards\">"
        body += "<li><a href=\"symbols.html\">API symbols</a> (\(model.symbols.count)), by framework and type</li>"
        for index in model.conceptIndex {
            let count = index.groups.reduce(0) { $0 + $1.entries.count }
            body += "<li><a href=\"concepts-\(e(index.language)).html\">Terms in <span\(HTML.lang(index.language))>\(e(Self.name(of: index.language)))</span></a> (\(count))</li>"
        }
        body += "<li><a href=\"documents.html\">Documents</a> (\(model.documents.count))</li></ul>"
        let warned = model.symbols.filter { !$0.contradictions.isEmpty }
        if !warned.isEmpty {
            body += "<h2>Symbols a document contradicts</h2><ul>"
            for symbol in warned { body += "<li>\(symbolLink(symbol.slug, root: "")) — \(symbol.contradictions.count) statement(s)</li>" }
            body += "</ul>"
        }
        return page(title: "Home", root: "", body: body)
    }

    func symbolIndexPage() -> String {
        let e = HTML.escape
        var body = "<h1>API symbols</h1>"
        for group in model.symbolIndex {
            body += "<section><h2>\(e(group.owner))</h2>"
            for type in group.types {
                if !type.type.isEmpty { body += "<h3><code>\(e(type.type))</code></h3>" }
                body += "<ul class=\"columns\">"
                for slug in type.symbols { body += "<li>\(symbolLink(slug, root: ""))</li>" }
                body += "</ul>"
            }
            body += "</section>"
        }
        return page(title: "API symbols", root: "", body: body)
    }

    func conceptIndexPage(_ index: ReferenceModel.LanguageIndex) -> String {
        let e = HTML.escape
        let lang = HTML.lang(index.language)
        var body = "<h1>Terms in <span\(lang)>\(e(Self.name(of: index.language)))</span></h1>"
        body += "<p class=\"jump\">" + index.groups.enumerated().map { i, g in "<a href=\"#h\(i)\"\(lang)>\(e(g.heading))</a>" }.joined(separator: " ") + "</p>"
        for (i, group) in index.groups.enumerated() {
            body += "<section><h2 id=\"h\(i)\"\(lang)>\(e(group.heading))</h2><ul class=\"columns\">"
            for entry in group.entries {
                let retired = entry.status == "deprecated" || entry.status == "superseded"
                let text = retired ? "<del\(lang)>\(e(entry.term))</del>" : "<span\(lang)>\(e(entry.term))</span>"
                body += "<li>\(text) → \(conceptLink(entry.concept, root: ""))\(retired ? " <small>(\(e(entry.status)))</small>" : "")</li>"
            }
            body += "</ul></section>"
        }
        return page(title: "Terms in \(Self.name(of: index.language))", root: "", body: body)
    }

    func documentListPage() -> String {
        let e = HTML.escape
        var body = "<h1>Documents</h1><table><thead><tr><th>document</th><th>language</th><th>kind</th><th>title</th></tr></thead><tbody>"
        for d in model.documents {
            body += "<tr><td><a href=\"documents/\(e(d.slug)).html\">\(e(d.path))</a></td><td>\(e(d.language))</td><td>\(e(d.kind))</td>"
            body += "<td\(HTML.lang(d.language))>\(e(d.title))</td></tr>"
        }
        body += "</tbody></table>"
        return page(title: "Documents", root: "", body: body)
    }

    func symbolPage(_ s: ReferenceModel.SymbolPage) -> String {
        let e = HTML.escape
        let root = "../"
        var body = "<h1><code>\(e(s.symbol))</code></h1><p class=\"meta\">"
        body += s.inModel ? "\(e(s.kind)) · \(e(s.owner ?? ""))" : "mentioned in the corpus; not in the offer model's catalogue"
        if let owner = s.ownerType { body += " · member of " + (symbolsBySlug[Slug.symbol(owner)] != nil ? symbolLink(Slug.symbol(owner), root: root) : "<code>\(e(owner))</code>") }
        if s.deprecated { body += " · <strong>deprecated</strong>" }
        body += "</p>"
        if !s.contradictions.isEmpty {
            body += "<section class=\"warning\" role=\"note\"><h2>A document says otherwise</h2>"
            for c in s.contradictions {
                body += cite(c.citation, root: root)
                body += "<p><strong>Model:</strong> \(e(c.model))" + (c.suggestion.map { " — suggestion: <code>\(e($0))</code>" } ?? "") + "</p>"
            }
            body += "</section>"
        }
        if s.inModel {
            body += "<section><h2>Availability</h2>"
            if s.availability.isEmpty {
                body += "<p>" + (s.serviceVersion.map { e($0) } ?? "No platform availability (a web-service symbol, or Apple's page was not read).") + "</p>"
            } else {
                body += "<ul class=\"platforms\">"
                for a in s.availability {
                    body += "<li><strong>\(e(a.platform))</strong> \(e(a.introduced))+" + (a.deprecated.map { " <small>deprecated \(e($0))</small>" } ?? "") + "</li>"
                }
                body += "</ul>"
                if !s.availabilityConfirmed { body += "<p><small>Not confirmed against Apple's page.</small></p>" }
            }
            if !s.appleDocumentation.isEmpty {
                body += "<p>Apple's documentation: " + s.appleDocumentation.map { "<span>\(e($0.first ?? "")) (<code>\(e($0.last ?? ""))</code>)</span>" }.joined(separator: ", ") + "</p>"
            }
            body += "</section>"
        }
        if !s.concepts.isEmpty {
            body += "<section><h2>Concept</h2>"
            for slug in s.concepts {
                guard let concept = conceptsBySlug[slug] else { continue }
                body += "<h3>\(conceptLink(slug, root: root))</h3><dl class=\"terms\">"
                for language in ["en"] + model.languages where concept.terms[language] != nil {
                    body += "<dt>\(e(Self.name(of: language)))</dt><dd\(HTML.lang(language))>" + termList(concept.terms[language]!, language: language) + "</dd>"
                }
                body += "</dl>"
            }
            body += "</section>"
        }
        body += "<section><h2>In the documents</h2>"
        if s.sentences.isEmpty && s.mentions.isEmpty { body += "<p>The corpus does not mention it.</p>" }
        if !s.sentences.isEmpty {
            body += "<table class=\"pairs\"><thead><tr>" + model.languages.map { "<th\(HTML.lang($0))>\(e(Self.name(of: $0)))</th>" }.joined() + "</tr></thead><tbody>"
            for pair in s.sentences {
                body += "<tr>" + model.languages.map { language in "<td>" + (pair.sides[language].map { cite($0, root: root) } ?? "") + "</td>" }.joined() + "</tr>"
            }
            body += "</tbody></table>"
        }
        if !s.mentions.isEmpty {
            body += "<h3>Other mentions</h3>" + s.mentions.map { cite($0, root: root) }.joined()
        }
        body += "</section>"
        if !s.code.isEmpty { body += "<section><h2>Code</h2>" + s.code.map { codeBlock($0, root: root) }.joined() + "</section>" }
        if !s.related.isEmpty {
            body += "<section><h2>Related symbols</h2><ul class=\"columns\">" + s.related.map { "<li>\(symbolLink($0, root: root))</li>" }.joined() + "</ul></section>"
        }
        return page(title: s.symbol, root: root, body: body)
    }

    func termList(_ terms: [ReferenceModel.TermEntry], language: String) -> String {
        let e = HTML.escape
        return terms.map { t in
            let retired = t.status == "deprecated" || t.status == "superseded"
            var html = retired ? "<del>\(e(t.text))</del>" : "<span>\(e(t.text))</span>"
            html += " <small lang=\"en\">\(e(t.status))</small>"
            if retired, let use = t.use { html += " <small lang=\"en\">use</small> <ins>\(e(use))</ins>" }
            return html
        }.joined(separator: "<br/>")
    }

    func conceptPage(_ c: ReferenceModel.ConceptPage) -> String {
        let e = HTML.escape
        let root = "../"
        var body = "<h1>\(e(c.name))</h1>"
        if let field = c.subjectField { body += "<p class=\"meta\">\(e(field)) · <code>\(e(c.id))</code></p>" }
        body += "<section><h2>Terms</h2><dl class=\"terms\">"
        let languages = ["en"] + model.languages + c.terms.keys.sorted().filter { $0 != "en" && !model.languages.contains($0) }
        for language in languages where c.terms[language] != nil {
            body += "<dt>\(e(Self.name(of: language)))</dt><dd\(HTML.lang(language))>" + termList(c.terms[language]!, language: language) + "</dd>"
        }
        body += "</dl></section>"
        if !c.definitions.isEmpty {
            body += "<section><h2>Definition</h2>"
            for language in c.definitions.keys.sorted() { body += "<p\(HTML.lang(language))>\(e(c.definitions[language]!))</p>" }
            body += "</section>"
        }
        if !c.symbols.isEmpty {
            body += "<section><h2>API symbols</h2><ul class=\"columns\">" + c.symbols.map { "<li>\(symbolLink($0, root: root))</li>" }.joined() + "</ul></section>"
        }
        if !c.contexts.isEmpty { body += "<section><h2>In context</h2>" + c.contexts.map { cite($0, root: root) }.joined() + "</section>" }
        body += "<section><h2>Occurrences</h2>"
        if c.occurrences.isEmpty {
            body += "<p>None in the corpus.</p>"
        } else {
            body += "<ul>" + c.occurrences.sorted { $0.key < $1.key }.map { slug, n in
                "<li><a href=\"\(root)documents/\(e(slug)).html\">\(e(documentsBySlug[slug]?.path ?? slug))</a> × \(n)</li>"
            }.joined() + "</ul>"
        }
        body += "</section><section><h2>Findings</h2>" + findingsList(c.findings, root: root) + "</section>"
        return page(title: c.name, root: root, body: body)
    }

    func documentPage(_ d: ReferenceModel.DocumentPage) -> String {
        let e = HTML.escape
        let root = "../"
        let lang = HTML.lang(d.language)
        var body = "<h1\(lang)>\(e(d.title.isEmpty ? d.path : d.title))</h1>"
        body += "<p class=\"meta\"><code>\(e(d.path))</code> · \(e(Self.name(of: d.language))) · \(e(d.kind))</p>"
        if !d.versions.isEmpty {
            body += "<p>Other versions: " + d.versions.sorted { $0.key < $1.key }.map { language, slug in
                "<a href=\"\(e(slug)).html\"\(HTML.lang(language))>\(e(Self.name(of: language)))</a>"
            }.joined(separator: " · ") + "</p>"
        }
        if !d.sections.isEmpty {
            body += "<section><h2>Sections</h2><ol class=\"toc\">"
            for s in d.sections { body += "<li class=\"l\(min(s.level, 4))\"\(lang)>\(e(s.heading)) <small lang=\"en\">line \(s.line)</small></li>" }
            body += "</ol></section>"
        }
        if !d.mentions.isEmpty {
            body += "<section><h2>API mentions</h2><ul class=\"columns\">"
            // Each symbol once, in order of first mention, with every line that mentions it.
            var order: [String] = []
            var lines: [String: [Int]] = [:]
            for m in d.mentions {
                if lines[m.slug] == nil { order.append(m.slug) }
                lines[m.slug, default: []].append(m.line)
            }
            for slug in order {
                let links = (lines[slug] ?? []).map { "<a href=\"#L\($0)\">\($0)</a>" }.joined(separator: ", ")
                body += "<li>\(symbolLink(slug, root: root)) <small>line \(links)</small></li>"
            }
            body += "</ul></section>"
        }
        if !d.code.isEmpty { body += "<section><h2>Code listings</h2>" + d.code.map { codeBlock($0, root: root) }.joined() + "</section>" }
        body += "<section><h2>Findings</h2>" + findingsList(d.findings, root: root) + "</section>"
        body += "<section><h2>Lines cited on this site</h2><ol class=\"lines\">"
        for line in d.lines {
            body += "<li id=\"L\(line.line)\"><span class=\"num\">\(line.line)</span> <span\(lang)>\(e(line.text))</span></li>"
        }
        body += "</ol></section>"
        return page(title: d.title.isEmpty ? d.path : d.title, root: root, body: body)
    }
}
