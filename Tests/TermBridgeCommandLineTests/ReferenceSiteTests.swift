import Foundation
import Checks
import GlossaryKit
import DocumentParsing
import CorpusModel
import ReferenceSite
import Testing
import TermBridgeCommandLine

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `termbridge reference` on the bundled corpus: the site is well-formed, its links resolve, every
/// page says which language its text is in, the search data covers everything, and the pages the
/// issue names hold what it asks for.
@Suite(.serialized) struct ReferenceSiteTests {
    /// The model and HTML of the bundled corpus, built once.
    static let site: (model: ReferenceModel, files: [String: String]) = {
        var options = CheckRun.Options()
        options.paths = [CheckCommandTests.root.appendingPathComponent("Corpus").path]
        options.glossary = CheckCommandTests.root.appendingPathComponent("Glossary").path
        options.verifyingClaims = true
        let outcome = try! CheckRun(options: options).run(notice: { _ in })
        let model = ReferenceBuilder(
            glossary: outcome.glossary, documents: outcome.documents, alignedPhrases: outcome.alignedPhrases,
            findings: outcome.report.diagnostics, claims: outcome.claims ?? [], generator: "test"
        ).build()
        return (model, HTMLRenderer(model: model).render())
    }()

    @Test func aRunKeepingOnlyThePhrasesTheReferenceShowsBuildsTheSameReference() throws {
        var options = CheckRun.Options()
        options.paths = [CheckCommandTests.root.appendingPathComponent("Corpus").path]
        options.glossary = CheckCommandTests.root.appendingPathComponent("Glossary").path
        options.verifyingClaims = true
        options.keptPhrases = .shownInReference(languages: ReferenceBuilder.defaultLanguages)
        let chosen = try CheckRun(options: options).run(notice: { _ in })
        let every = Self.site
        #expect(!chosen.alignedPhrases.isEmpty)
        let model = ReferenceBuilder(
            glossary: chosen.glossary, documents: chosen.documents, alignedPhrases: chosen.alignedPhrases,
            findings: chosen.report.diagnostics, claims: chosen.claims ?? [], generator: "test"
        ).build()
        #expect(model.json() == every.model.json())
        #expect(model.symbols.contains { !$0.sentences.isEmpty }, "the sentence pairs are still there")
        options.keptPhrases = .all
        let all = try CheckRun(options: options).run(notice: { _ in })
        #expect(chosen.alignedPhrases.count < all.alignedPhrases.count, "\(chosen.alignedPhrases.count) of \(all.alignedPhrases.count)")
        #expect(Set(chosen.alignedPhrases).isSubset(of: Set(all.alignedPhrases)))
        options.keptPhrases = .none
        let none = try CheckRun(options: options).run(notice: { _ in })
        #expect(none.alignedPhrases.isEmpty && none.report.diagnostics == chosen.report.diagnostics, "the parity rules read every phrase")
    }

    /// Parses `text` as XML; the error, if any.
    static func xmlError(_ text: String) -> String? {
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        return parser.parse() ? nil : "\(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)"
    }

    /// The `id` attributes and the `href`/`src` targets of a page.
    final class Collector: NSObject, XMLParserDelegate {
        var ids: Set<String> = []
        var links: [String] = []
        var hasTitle = false
        var langs = 0
        var inTitle = false
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if let id = attributes["id"] { ids.insert(id) }
            if let href = attributes["href"] { links.append(href) }
            if let src = attributes["src"] { links.append(src) }
            if attributes["lang"] != nil { langs += 1 }
            if name == "title" { inTitle = true }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inTitle && !string.trimmingCharacters(in: .whitespaces).isEmpty { hasTitle = true }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "title" { inTitle = false }
        }
    }

    static func collect(_ text: String) -> Collector {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        _ = parser.parse()
        return collector
    }

    /// `build` renders its site from a model whose document pages get their cited lines as each is
    /// rendered: the same site as the whole model's.
    @Test func documentPagesGivenTheirLinesAsTheyAreRenderedMakeTheSameSite() throws {
        var options = CheckRun.Options()
        options.paths = [CheckCommandTests.root.appendingPathComponent("Corpus").path]
        options.glossary = CheckCommandTests.root.appendingPathComponent("Glossary").path
        options.verifyingClaims = true
        let outcome = try CheckRun(options: options).run(notice: { _ in })
        let (model, cited) = ReferenceBuilder(
            glossary: outcome.glossary, documents: outcome.documents, alignedPhrases: outcome.alignedPhrases,
            findings: outcome.report.diagnostics, claims: outcome.claims ?? [], generator: "test"
        ).buildCitingLines()
        #expect(model.documents.allSatisfy { $0.lines.isEmpty })
        #expect(model.documents.map(cited.filling) == Self.site.model.documents)
        #expect(Self.site.model.documents.contains { !$0.lines.isEmpty })
        var files: [String: String] = [:]
        HTMLRenderer(model: model, citedLines: cited).render(batchSize: 7) { files.merge($0) { _, new in new } }
        #expect(files == Self.site.files)
    }

    /// A page saved with CRLF or lone CRs makes the site the same page with LF makes: its document
    /// page cites the lines without their CRs.
    @Test func pagesSavedWithCRLFOrCRMakeTheSiteOfLF() throws {
        let text = """
            # 購入の確認

            `Transaction.currentEntitlements` で有効な購入を確認します。
            `Product.SubscriptionInfo.RenewalInfo` には更新の情報があります。

            ```swift
            for await result in Transaction.currentEntitlements { print(result) }
            ```
            """
        let lf = Self.site(ofJapanesePage: text)
        #expect(lf.contains { $0.key.hasPrefix("documents/") && $0.value.contains("で有効な購入を確認します。</span>") })
        #expect(Self.site(ofJapanesePage: text.replacingOccurrences(of: "\n", with: "\r\n")) == lf)
        #expect(Self.site(ofJapanesePage: text.replacingOccurrences(of: "\n", with: "\r")) == lf)
    }

    /// A page's markup as UTF-16 ranges of its text (what `term`'s concordance leaves out): a link's
    /// brackets and target and a code span's backticks, not its text.
    @Test func markupRangesCoverTheLinkAndBackticksOnly() {
        let text = "# 購入\n\n詳細は[ガイド](https://e.com/g)と`Product`を参照。\n"
        let parsed = DocumentParser.parse(
            text: text, source: "p.ja.md",
            options: DocumentParser.Options(id: "p.ja", language: LanguageTag("ja"), shape: DocumentShape(kind: .markdown)))
        let document = CheckedDocument(id: "p.ja", path: "docs/p.ja.md", language: "ja", text: text, document: parsed)
        let units = Array(text.utf16)
        var shown = units
        for range in document.markupRanges.reversed() { shown.removeSubrange(range) }
        #expect(String(decoding: shown, as: UTF16.self) == "# 購入\n\n詳細はガイドとProductを参照。\n", "\(document.markupRanges)")
    }

    /// The site's files for one Japanese Markdown page (`docs/purchases.ja.md`) and no glossary.
    static func site(ofJapanesePage text: String) -> [String: String] {
        let parsed = DocumentParser.parse(
            text: text, source: "purchases.ja.md",
            options: DocumentParser.Options(id: "purchases.ja", language: LanguageTag("ja"), shape: DocumentShape(kind: .markdown)))
        let document = CheckedDocument(id: "purchases.ja", path: "docs/purchases.ja.md", language: "ja", text: text, document: parsed)
        let (model, cited) = ReferenceBuilder(
            glossary: Glossary(concepts: []), documents: [document], alignedPhrases: [], findings: [], claims: [], generator: "test"
        ).buildCitingLines()
        var files: [String: String] = [:]
        HTMLRenderer(model: model, citedLines: cited).render(batchSize: 50) { files.merge($0) { _, new in new } }
        return files
    }

    /// A Markdown page's listings are shown in their fence's language, plain text without one, and
    /// only Swift and the C family are highlighted; a cited line shows its text, not the blanks of
    /// its markup.
    @Test func markdownListingsKeepTheirLanguageAndCitedLinesShowText() throws {
        let text = """
            # 購入の確認

            `Transaction.currentEntitlements` は[ガイド](https://example.com/guide/purchases)を参照してください。

            ```
            Name:         backend
            Namespace:    default
            ```

            ```yaml
            kind: Deployment # a comment
            ```

            ```swift
            for await result in Transaction.currentEntitlements { print(result) }
            ```
            """
        let page = try #require(Self.site(ofJapanesePage: text).first { $0.key.hasPrefix("documents/") }?.value)
        #expect(page.contains("<code class=\"language-text\">Name:         backend\nNamespace:    default</code>"))
        #expect(page.contains("<code class=\"language-yaml\">kind: Deployment # a comment</code>"))
        #expect(page.contains("<code class=\"language-swift\"><span class=\"k\">for</span>"))
        // The link's brackets and target and the code span's backticks are blanked in the checked text:
        // the cited line reads as the page does, without a space where the page had `[`.
        #expect(page.contains("Transaction.currentEntitlements はガイドを参照してください。</span>"), "\(page)")
        #expect(!page.contains("ガイド "))
    }

    @Test func renderingABatchAtATimeGivesTheSameSiteEachPageOnce() {
        var batches: [[String: String]] = []
        HTMLRenderer(model: Self.site.model).render(batchSize: 5) { batches.append($0) }
        // The site's fixed files first, then pages five at a time.
        #expect(batches.count > 2)
        #expect(batches.dropFirst().allSatisfy { $0.count <= 5 && !$0.isEmpty })
        var seen: [String: String] = [:]
        for batch in batches {
            for (path, html) in batch {
                #expect(seen[path] == nil, "\(path) handed over twice")
                seen[path] = html
            }
        }
        #expect(seen == Self.site.files)
        #expect(seen.keys.contains { $0.hasPrefix("documents/") } && seen.keys.contains { $0.hasPrefix("symbols/") })
    }

    @Test func everyPageIsWellFormedWithATitleAndLanguageTags() {
        let pages = Self.site.files.filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 200)
        for (path, html) in pages {
            #expect(Self.xmlError(html) == nil, "\(path): \(Self.xmlError(html) ?? "")")
            let page = Self.collect(html)
            #expect(page.hasTitle, "\(path) has no title")
            #expect(html.contains("<html lang=\"en\""), "\(path)")
        }
        // Japanese and Chinese text is tagged: no element holds kana or Han without a lang.
        for (path, html) in pages {
            let stripped = html.replacingOccurrences(of: "<script[^>]*>.*?</script>", with: "", options: .regularExpression)
            for match in stripped.matches(of: /<(\w+)((?: [^>]*)?)>([^<]*[\p{Hiragana}\p{Katakana}\p{Han}][^<]*)</) {
                let attributes = String(match.output.2)
                // The text sits directly in an element; its own lang or an ancestor's may apply, so
                // check only the elements that hold whole sentences or terms.
                if ["blockquote", "td", "dd", "h1", "h2", "li"].contains(String(match.output.1)) {
                    #expect(attributes.contains("lang="), "\(path): <\(match.output.1)> holds '\(match.output.3.prefix(20))' without lang")
                }
            }
        }
    }

    @Test func everyInternalLinkAndAnchorResolves() {
        let files = Self.site.files
        var ids: [String: Set<String>] = [:]
        for (path, html) in files where path.hasSuffix(".html") { ids[path] = Self.collect(html).ids }
        var checked = 0
        for (path, html) in files where path.hasSuffix(".html") {
            let folder = (path as NSString).deletingLastPathComponent
            for link in Self.collect(html).links {
                #expect(!link.hasPrefix("http"), "\(path) links outside: \(link)")
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? path : Self.resolve(parts[0], from: folder)
                #expect(files[target] != nil, "\(path): broken link \(link)")
                if parts.count == 2 { #expect(ids[target]?.contains(parts[1]) == true, "\(path): no anchor \(link)") }
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    /// A relative link from a page in `folder`, as a path from the site's root.
    static func resolve(_ link: String, from folder: String) -> String {
        var parts = folder.split(separator: "/").map(String.init)
        for piece in link.split(separator: "/").map(String.init) {
            if piece == ".." { if !parts.isEmpty { parts.removeLast() } } else if piece != "." { parts.append(piece) }
        }
        return parts.joined(separator: "/")
    }

    @Test func searchDataCoversEveryConceptAndSymbol() {
        let model = Self.site.model
        let hrefs = Set(model.search.map(\.href))
        for symbol in model.symbols { #expect(hrefs.contains("symbols/\(symbol.slug).html"), "\(symbol.symbol)") }
        for concept in model.concepts { #expect(hrefs.contains("concepts/\(concept.slug).html"), "\(concept.id)") }
        // Romaji and pinyin keys, as `termbridge term` takes them.
        let winBack = model.search.filter { $0.href.contains("win-back") }
        #expect(winBack.contains { $0.keys.contains("uinbakkuofa") })
        #expect(winBack.contains { $0.keys.contains("yinghuiyouhui") })
        #expect(Self.site.files["search-data.js"]!.hasPrefix("window.TB_SEARCH = ["))
    }

    @Test func theWinBackSymbolPageShowsBothLanguagesSideBySideWithTrueCitations() throws {
        let model = Self.site.model
        let page = try #require(model.symbols.first { $0.symbol == "RenewalInfo.eligibleWinBackOfferIDs" })
        #expect(page.inModel && page.availability.contains { $0.platform == "iOS" && $0.introduced == "18.0" })
        let pair = try #require(page.sentences.first { $0.sides["ja"] != nil && $0.sides["zh-Hans"] != nil })
        for side in pair.sides.values {
            let text = try String(contentsOfFile: CheckCommandTests.root.appendingPathComponent(side.path).path, encoding: .utf8)
            let line = text.components(separatedBy: "\n")[side.line - 1]
            #expect(line.contains("eligibleWinBackOfferIDs"), "\(side.path):\(side.line)")
        }
        let html = try #require(Self.site.files["symbols/\(page.slug).html"])
        #expect(html.contains("<blockquote lang=\"ja\">") && html.contains("<blockquote lang=\"zh-Hans\">"))
        #expect(html.contains("<li><strong>iOS</strong> 18.0+</li>"))
        #expect(html.contains("ウィンバックオファー") && html.contains("赢回优惠"))
        #expect(html.contains("class=\"language-swift\"") && html.contains("<span class=\"k\">"))
    }

    @Test func theWinBackConceptFlagsTheDeprecatedCommunityTerm() throws {
        let model = Self.site.model
        let concept = try #require(model.concepts.first { $0.name == "win-back offer" })
        let retired = try #require(concept.terms["ja"]?.first { $0.text == "再獲得提供オファー" })
        #expect(retired.status == "deprecated" && retired.use == "ウィンバックオファー")
        #expect(concept.findings.contains { $0.rule == "deprecated-term" })
        #expect(concept.occurrences.values.reduce(0, +) > 100)
        let html = try #require(Self.site.files["concepts/\(concept.slug).html"])
        #expect(html.contains("<del>再獲得提供オファー</del>") && html.contains("<ins>ウィンバックオファー</ins>"))
    }

    @Test func aConceptListsTheShortFindingsThatHoldOneOfItsTermsHoweverComposed() throws {
        var options = CheckRun.Options()
        options.paths = [CheckCommandTests.root.appendingPathComponent("Corpus").path]
        options.glossary = CheckCommandTests.root.appendingPathComponent("Glossary").path
        let outcome = try CheckRun(options: options).run(notice: { _ in })
        let document = try #require(outcome.documents.first { $0.language == "ja" })
        func finding(_ text: String, line: Int) -> Diagnostic {
            Diagnostic(
                rule: "near-miss", severity: .warning,
                location: FindingLocation(document: document.id, path: document.path, line: line), message: "m", text: text)
        }
        // The term inside a longer text; the same with バ written as ハ and a combining voiced mark
        // (canonically the same text); and a text that holds none of the concept's terms.
        let findings = [
            finding("新しいウィンバックオファーです", line: 1), finding("ウィンハ\u{3099}ックオファー！", line: 2),
            finding("ウィンバッグオファ", line: 3),
        ]
        let model = ReferenceBuilder(
            glossary: outcome.glossary, documents: outcome.documents, alignedPhrases: [], findings: findings, claims: [],
            generator: "test"
        ).build()
        let concept = try #require(model.concepts.first { $0.name == "win-back offer" })
        #expect(concept.findings.map(\.line) == [1, 2])
    }

    @Test func aContradictedSymbolCarriesAVisibleWarning() throws {
        let warned = Self.site.model.symbols.filter { !$0.contradictions.isEmpty }
        #expect(!warned.isEmpty)
        let html = try #require(Self.site.files["symbols/\(warned[0].slug).html"])
        #expect(html.contains("class=\"warning\" role=\"note\"") && html.contains("A document says otherwise"))
    }

    @Test func indexPagesCollateInEachLanguage() throws {
        let model = Self.site.model
        let ja = try #require(model.conceptIndex.first { $0.language == "ja" })
        let kana = ja.groups.map(\.heading).filter { ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ"].contains($0) }
        #expect(kana == kana.sorted { "あかさたなはまやらわ".firstIndex(of: Character($0))! < "あかさたなはまやらわ".firstIndex(of: Character($1))! })
        #expect(kana.count >= 5)
        let offer = try #require(ja.groups.first { $0.heading == "あ" })
        #expect(offer.entries.contains { $0.term.hasPrefix("オ") }, "katakana オ sorts under あ")
        let zh = try #require(model.conceptIndex.first { $0.language == "zh-Hans" })
        let initials = zh.groups.map(\.heading).filter { $0.count == 1 && $0.first!.isLetter && $0.first!.isASCII }
        #expect(initials == initials.sorted() && initials.count >= 8, "\(initials)")
        #expect(zh.groups.first { $0.heading == "Y" }?.entries.contains { $0.term == "赢回优惠" } == true)
        let en = try #require(model.conceptIndex.first { $0.language == "en" })
        let letters = en.groups.map(\.heading).filter { $0 != "#" }
        #expect(letters == letters.sorted())
    }

    @Test func theCommandWritesHTMLMarkdownAndJSONAndRefusesAForeignFolder() throws {
        guard TermbridgeProcess.executable != nil else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for format in ["html", "markdown", "json"] {
            let run = try TermbridgeProcess.run(
                ["reference", "--out", folder.appendingPathComponent(format).path, "--format", format], in: folder, limit: 300)
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("html/index.html").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("markdown/symbols.md").path))
        let json = try Data(contentsOf: folder.appendingPathComponent("json/reference.json"))
        let model = try JSONDecoder().decode(ReferenceModel.self, from: json)
        #expect(model.symbols.count == Self.site.model.symbols.count)
        // Same inputs, same bytes.
        let again = try TermbridgeProcess.run(
            ["reference", "--out", folder.appendingPathComponent("json").path, "--format", "json"], in: folder, limit: 300)
        #expect(again.status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("json/reference.json")) == json)
        // A folder holding someone else's files is not replaced.
        let foreign = folder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try "keep".write(to: foreign.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        let refused = try TermbridgeProcess.run(["reference", "--out", foreign.path], in: folder, limit: 300)
        #expect(refused.status == 1 && refused.stderr.contains("did not write"))
        #expect(FileManager.default.fileExists(atPath: foreign.appendingPathComponent("notes.txt").path))
        let device = try TermbridgeProcess.run(["reference", "--out", "/dev/null"], in: folder, limit: 300)
        #expect(device.status == 1 && device.stderr.contains("is not a folder"))
    }
}
