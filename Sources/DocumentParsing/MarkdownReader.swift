import CorpusModel
import TextKit

/// Reads a CommonMark Markdown page: front matter (its `title`), headings as sections, paragraphs
/// joined across soft line breaks, list items, block quotes and table cells as prose, code blocks
/// as code listings (language from the info string), and everything else (HTML blocks and
/// comments, link definitions, URLs, shortcodes, code spans) kept out of prose and recorded as
/// `Document.markup`.
///
/// An HTML comment in a Japanese or Chinese page that holds English prose (translators keep the
/// original there) becomes a `Gloss` of the prose that follows it; it is never the page's text.
enum MarkdownReader {
    /// Reads the page's blocks (`MarkdownBlockParser.parse`); with `mdx`, `{…}` expressions in prose
    /// are markup too.
    /// - Complexity: O(*n*) in the length of the text.
    static func read(_ blocks: [MarkdownBlock], mdx: Bool = false, into builder: inout DocumentBuilder) {
        var title: String?
        var firstHeading: String?
        var pendingGloss: (english: String, line: Int)?
        for block in blocks {
            let lastLine = block.lines.last?.number ?? block.firstLine
            switch block.kind {
            case .frontMatter:
                title = frontMatterTitle(block.lines)
                builder.document.markup.append(SourceSpan(lines: 1, lastLine + 1))
            case .heading(let level):
                let prose = MarkdownProse(block.lines, mdx: mdx)
                builder.document.markup += prose.markup
                // A heading made of markup only (`{{% heading "whatsnext" %}}`) keeps its source text.
                let heading = prose.string.isEmpty ? block.content.trimmingSpaces : prose.string
                if firstHeading == nil, !heading.isEmpty { firstHeading = heading }
                builder.document.sections.append(Section(heading: heading, level: level, line: block.firstLine))
                builder.currentSection = builder.document.sections.count - 1
                addCodeSpans(prose, to: &builder)
                builder.addProse(prose, role: .heading)
                flushGloss(&pendingGloss, prose: heading, into: &builder)
            case .paragraph:
                if isMarkupOnly(block.lines) {
                    builder.document.markup.append(SourceSpan(lines: block.firstLine, lastLine))
                    continue
                }
                var lines = block.lines
                if let marker = leadingMarker(lines[0].text, in: block) {
                    builder.document.markup.append(SourceSpan(
                        line: lines[0].number, column: lines[0].column, endLine: lines[0].number, endColumn: lines[0].column + marker))
                    lines[0].text = String(String.UnicodeScalarView(lines[0].text.unicodeScalars.dropFirst(marker)))
                    lines[0].column += marker
                }
                let prose = MarkdownProse(lines, mdx: mdx)
                builder.document.markup += prose.markup
                addCodeSpans(prose, to: &builder)
                let role: Paragraph.Role =
                    switch block.listItem {
                    case .bullet: .bullet
                    case .ordered: .step
                    case .none: block.quoteDepth > 0 ? .note : .body
                    }
                builder.addProse(prose, role: role)
                flushGloss(&pendingGloss, prose: prose.string, into: &builder)
            case .table:
                for row in block.lines {
                    for cell in MarkdownBlockParser.cells(row.text) where !cell.text.isEmpty {
                        let prose = MarkdownProse(
                            [MarkdownBlock.Line(number: row.number, column: row.column + cell.offset, text: cell.text)], mdx: mdx)
                        builder.document.markup += prose.markup
                        addCodeSpans(prose, to: &builder)
                        builder.addProse(prose, role: .tableCell)
                    }
                }
            case .code(let info):
                let fenced = block.lines.first?.number != block.firstLine || !info.isEmpty
                let raw = block.content
                // (A MyST code directive's option lines are left out: its code may start further down.)
                let first = fenced ? block.lines.first?.number ?? block.firstLine + 1 : block.firstLine
                builder.document.codeListings.append(
                    CodeListing(raw: raw, code: raw, line: first, language: info.isEmpty ? nil : info))
                builder.document.markup.append(SourceSpan(lines: block.firstLine, fenced ? lastLine + 1 : lastLine))
            case .html:
                builder.document.markup.append(SourceSpan(lines: block.firstLine, lastLine))
                if builder.document.language != .english, let english = commentProse(block.content) {
                    pendingGloss = (english, block.firstLine)
                }
            case .linkDefinition, .mdxFlow:
                builder.document.markup.append(SourceSpan(lines: block.firstLine, lastLine))
            case .directive(let title):
                readDirective(block.lines[0], title: title, mdx: mdx, into: &builder)
            case .thematicBreak:
                builder.document.markup.append(SourceSpan(lines: block.firstLine, block.firstLine))
            }
        }
        builder.document.title = title ?? firstHeading ?? ""
    }

    /// A directive's or admonition's marker line: the marker is markup, its title (`:::tip[Title]`,
    /// `!!! note "Title"`) prose, read as a note.
    private static func readDirective(
        _ line: MarkdownBlock.Line, title: Range<Int>?, mdx: Bool, into builder: inout DocumentBuilder
    ) {
        let width = line.text.unicodeScalars.count
        guard let title else {
            builder.document.markup.append(
                SourceSpan(line: line.number, column: line.column, endLine: line.number, endColumn: line.column + width))
            return
        }
        for (from, to) in [(0, title.lowerBound), (title.upperBound, width)] where to > from {
            builder.document.markup.append(SourceSpan(
                line: line.number, column: line.column + from, endLine: line.number, endColumn: line.column + to))
        }
        let scalars = Array(line.text.unicodeScalars)[title]
        let prose = MarkdownProse(
            [MarkdownBlock.Line(number: line.number, column: line.column + title.lowerBound, text: String(scalars: scalars))],
            mdx: mdx)
        builder.document.markup += prose.markup
        addCodeSpans(prose, to: &builder)
        builder.addProse(prose, role: .note)
    }

    /// The length in scalars of a marker opening a paragraph that is not its prose: an alert's in a
    /// block quote (`[!NOTE]`), a task's in a list item (`[ ] `, `[x] `), a definition's (`: `, PHP
    /// Markdown Extra, kramdown, MkDocs, and MDN's `- : `) or a footnote's (`[^1]: `); nil when it
    /// opens with none.
    static func leadingMarker(_ line: String, in block: MarkdownBlock) -> Int? {
        if block.quoteDepth > 0, let alert = alertMarker(line) { return alert }
        let scalars = Array(line.unicodeScalars.prefix(64))
        func spacesAfter(_ i: Int) -> Int? {
            guard i < scalars.count, scalars[i] == " " || scalars[i] == "\t" else { return nil }
            var j = i
            while j < scalars.count, scalars[j] == " " || scalars[j] == "\t" { j += 1 }
            return j
        }
        guard let first = scalars.first else { return nil }
        if block.listItem != .none, scalars.count > 3, first == "[", "xX ".unicodeScalars.contains(scalars[1]), scalars[2] == "]" {
            return spacesAfter(3)
        }
        if first == ":" { return spacesAfter(1) }
        if first == "[", scalars.count > 4, scalars[1] == "^", let close = scalars.firstIndex(of: "]"), close > 2,
            close + 1 < scalars.count, scalars[close + 1] == ":"
        {
            return spacesAfter(close + 2) ?? close + 2
        }
        return nil
    }

    /// Whether a paragraph is made of markup alone: display math between `$$` lines (MkDocs, MyST,
    /// Jupyter), a table of contents' place (`[[toc]]`, `[TOC]`), files included (`--8<-- "file.md"`,
    /// pymdownx; `<<< @/snippets/a.js`, VitePress), or abbreviation definitions (`*[HTML]: Hyper Text
    /// Markup Language`).
    static func isMarkupOnly(_ lines: [MarkdownBlock.Line]) -> Bool {
        guard let first = lines.first?.text, let last = lines.last?.text else { return false }
        if first.hasPrefix("$$"), last.trimmingSpaces.hasSuffix("$$"), lines.count > 1 || first.trimmingSpaces.count > 4 {
            return true
        }
        // A table of contents' place (`[[toc]]` VitePress and markdown-it, `[TOC]` Python-Markdown), a
        // code file imported (`<<< @/snippets/a.js{2}`, VitePress).
        if lines.allSatisfy({ ["[[toc]]", "[toc]", "${toc}"].contains($0.text.trimmingSpaces.lowercased()) || $0.text.hasPrefix("<<< ") }) {
            return true
        }
        // Snippets included by pymdownx (`--8<-- "file.md"`, or file names between two `--8<--` lines).
        if first.hasPrefix("--8<--"), lines.count == 1 || last.trimmingSpaces == "--8<--" || lines.allSatisfy({ $0.text.hasPrefix("--8<--") }) {
            return true
        }
        return lines.allSatisfy { line in
            guard line.text.hasPrefix("*["), let close = line.text.firstIndex(of: "]") else { return false }
            return line.text[line.text.index(after: close)...].hasPrefix(":")
        }
    }

    /// The length in scalars of an alert's marker opening a block quote's line (`[!NOTE]`, `[!warning]-`,
    /// and the spaces after it): GitHub's alerts, MDN's callouts, Obsidian's; nil when the line has none.
    static func alertMarker(_ line: String) -> Int? {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > 3, scalars[0] == "[", scalars[1] == "!" else { return nil }
        var i = 2
        while i < scalars.count, scalars[i].isASCII, scalars[i].properties.isAlphabetic || scalars[i] == "-" { i += 1 }
        guard i > 2, i < scalars.count, scalars[i] == "]" else { return nil }
        i += 1
        if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { i += 1 }
        while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
        return i
    }

    /// The language of the page's prose (paragraphs and headings, not code or comments).
    static func guessLanguage(_ blocks: [MarkdownBlock], mdx: Bool = false) -> LanguageTag? {
        var sample = ""
        for block in blocks {
            guard block.kind == .paragraph || block.kind == .heading(level: 1) || block.kind == .heading(level: 2)
            else { continue }
            sample += MarkdownProse(block.lines, mdx: mdx).proseOnly.prefix(2_000)
            sample += "\n"
            if sample.utf8.count > 12_000 { break }
        }
        return sample.isEmpty ? nil : LanguageGuess.guess(sample).flatMap(DocumentParser.tag)
    }

    /// Records a comment's English as the gloss of the prose that follows it.
    private static func flushGloss(
        _ pending: inout (english: String, line: Int)?, prose: String, into builder: inout DocumentBuilder
    ) {
        guard let gloss = pending, !prose.isEmpty else { return }
        pending = nil
        builder.document.glosses.append(Gloss(text: prose, english: gloss.english, line: gloss.line))
    }

    /// Code spans become API mentions where they name one; one-line spans are recorded.
    private static func addCodeSpans(_ prose: MarkdownProse, to builder: inout DocumentBuilder) {
        for span in prose.codeSpans where !span.isShortcode {
            // (A span wrapped over lines reads its line break as a space: not one line's columns.)
            if !span.text.isEmpty, span.lastLine == span.line, !span.text.contains("\n") {
                builder.document.codeSpans.append(SourceSpan(
                    line: span.line, column: span.column, endLine: span.line,
                    endColumn: span.column + span.text.unicodeScalars.count))
            }
            builder.document.apiMentions += APIMentionScanner.prose(
                Array(span.text.unicodeScalars), line: span.line, column: span.column)
        }
    }

    /// The English prose of an HTML comment (`<!-- … -->` holding at least three Latin words and
    /// no CJK), markup removed; nil for other HTML and for markers such as `<!-- overview -->`.
    static func commentProse(_ html: String) -> String? {
        let trimmed = html.trimmingSpaces
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = String(trimmed.dropFirst(4).dropLast(3))
        guard !inner.unicodeScalars.contains(where: Segmenter.isCJK) else { return nil }
        let blocks = MarkdownBlockParser.parse(inner)
        let text = blocks.compactMap { block -> String? in
            switch block.kind {
            case .paragraph, .heading: MarkdownProse(block.lines).string
            default: nil
            }
        }.joined(separator: " ")
        return Self.hasWords(3, in: text) ? text : nil
    }

    /// Whether `text` has `count` words (runs between spaces) holding a letter: those of a split by
    /// spaces, counted only as far as needed (a comment is often a whole paragraph).
    static func hasWords(_ count: Int, in text: String) -> Bool {
        var words = 0
        var inWord = false
        var lettered = false
        for character in text {
            if character == " " {
                if inWord && lettered {
                    words += 1
                    if words >= count { return true }
                }
                (inWord, lettered) = (false, false)
            } else {
                inWord = true
                if !lettered, character.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) { lettered = true }
            }
        }
        if inWord && lettered { words += 1 }
        return words >= count
    }

    /// `title: …` (YAML) or `title = "…"` (TOML), quotes removed.
    static func frontMatterTitle(_ lines: [MarkdownBlock.Line]) -> String? {
        for line in lines {
            let text = line.text
            guard text.hasPrefix("title") else { continue }
            var rest = text.dropFirst(5).drop { $0 == " " || $0 == "\t" }
            guard rest.first == ":" || rest.first == "=" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            var value = rest.trimmingSpaces
            if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                value = String(value.dropFirst().dropLast())
            }
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
