import TextKit
/// A CommonMark block parser: turns Markdown source into its leaf blocks (headings, paragraphs,
/// code, HTML, thematic breaks, link reference definitions, pipe tables, front matter) in document
/// order, each line of each block located at its source line and column.
///
/// It follows the CommonMark 0.30 block algorithm: a line first continues the open containers
/// (block quotes, list items), then may open new ones, then continues or opens a leaf block; an
/// unmatched paragraph line is a lazy continuation. Pipe tables follow GitHub's extension; YAML
/// (`---`) and TOML (`+++`) front matter is recognised on the first line. List tightness and the
/// nesting of containers are not kept: each leaf records its quote depth and innermost list item.
///
/// Two extensions of documentation sites are read in every page: directive containers (`:::note` …
/// `:::`, Docusaurus and VitePress) and MkDocs admonitions (`!!! note "Title"` over content indented
/// by four columns), whose marker lines become `directive` blocks and whose content is Markdown.
/// With `mdx`, a page is read as MDX: ESM lines (`import`, `export`), JSX elements on lines of their
/// own and `{…}` expressions are `mdxFlow` blocks, and indented lines are never code. Without it, a
/// JavaScript import statement at the top level (`import Tabs from '@theme/Tabs';`, which
/// Docusaurus's `.md` pages hold too) is still an `mdxFlow` block.
struct MarkdownBlockParser {
    private enum Container {
        case quote
        case item(indent: Int, ordered: Bool)
        /// The content of an MkDocs admonition: lines indented by four columns (or blank).
        case admonition
    }

    private enum Leaf {
        case paragraph([MarkdownBlock.Line], firstLine: Int)
        case fenced(
            fence: Unicode.Scalar, count: Int, indent: Int, info: String, lines: [MarkdownBlock.Line], firstLine: Int)
        case indented([MarkdownBlock.Line], firstLine: Int)
        /// An HTML block, an MDX flow block or a template's block tag's span (see `RawFlavor`).
        case html(end: HTMLBlockEnd, lines: [MarkdownBlock.Line], firstLine: Int, flavor: RawFlavor = .html)
        case table([MarkdownBlock.Line], firstLine: Int)
    }

    /// What a block taken line by line to its end marker is.
    enum RawFlavor: Equatable {
        case html
        /// An MDX flow block: ends at a blank line, emitted as `mdxFlow`.
        case mdx
        /// A template's highlight block (Liquid's `{% highlight LANGUAGE %}` … `{% endhighlight %}`, Hugo's
        /// `{{< highlight LANGUAGE >}}` … `{{< /highlight >}}`): code, the tags markup.
        case templateCode(info: String)
    }

    /// How an HTML block ends (CommonMark's seven start conditions).
    enum HTMLBlockEnd {
        case text(String)
        case blankLine
        /// A line holding the closing shortcode of this name (`{{< /text >}}`, `{{</ text >}}`,
        /// `{{% /highlight %}}`), on the opening line after the opener too.
        case shortcode(String)
        /// A closing code fence of this character, at least this long (a MyST directive read as markup).
        case fence(Unicode.Scalar, Int)
    }

    /// A position in one source line; columns are virtual (tabs stop every 4 columns).
    private struct Cursor {
        let scalars: [Unicode.Scalar]
        /// The line `scalars` are the scalars of.
        let line: Substring
        var index = 0
        var column = 0

        var isAtEnd: Bool { index >= scalars.count }
        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        /// Columns of white space from here, and the index of the first other scalar.
        func indentation() -> (columns: Int, next: Int) {
            var i = index
            var col = column
            while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" {
                col += scalars[i] == "\t" ? 4 - col % 4 : 1
                i += 1
            }
            return (col - column, i)
        }

        /// Consumes up to `columns` columns of white space (a tab counts whole).
        mutating func skipIndentation(_ columns: Int) {
            let target = column + columns
            while index < scalars.count, column < target, scalars[index] == " " || scalars[index] == "\t" {
                column += scalars[index] == "\t" ? 4 - column % 4 : 1
                index += 1
            }
        }

        mutating func skipSpaces() {
            skipIndentation(Int.max / 2)
        }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < scalars.count {
                column += scalars[index] == "\t" ? 4 - column % 4 : 1
                index += 1
            }
        }

        var isBlankFromHere: Bool { indentation().next >= scalars.count }
        /// The line from here: a copy of the line's bytes (rebuilding a string a scalar at a time was
        /// a tenth of a build's time on Markdown pages).
        var rest: String {
            let view = line.unicodeScalars
            return String(view[view.index(view.startIndex, offsetBy: min(index, scalars.count))...])
        }
    }

    private var containers: [Container] = []
    private var leaf: Leaf?
    /// The fences of the open MyST directives whose content is Markdown (```` ```{note} ````), innermost
    /// last: a bare fence at least as long closes the innermost.
    private var mystFences: [(fence: Unicode.Scalar, count: Int)] = []
    /// Where the option lines a MyST directive may open with are read: `:key: value` lines, or a
    /// YAML block between `---` lines.
    private enum MySTOptions { case none, colonLines, yaml }
    private var mystOptions = MySTOptions.none
    private(set) var blocks: [MarkdownBlock] = []
    /// Whether the page is MDX.
    private var mdx = false
    /// The last line (1-based) holding a closing shortcode of each name: a shortcode that opens a
    /// block of code holds it only when its closing one follows (a page never closing it would be
    /// code to its end).
    private var lastClosingShortcode: [Substring: Int] = [:]

    /// Parses a whole document.
    ///
    /// - Parameter frontMatter: whether a first line of `---` or `+++` opens front matter.
    /// - Parameter mdx: whether the page is MDX (`.mdx`).
    /// - Complexity: O(*n*) in the length of the text (a paragraph's link definitions are read
    ///   once, when it closes).
    static func parse(_ text: String, frontMatter: Bool = true, mdx: Bool = false) -> [MarkdownBlock] {
        var lines = LineBreaks.lines(of: text)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var parser = MarkdownBlockParser()
        parser.mdx = mdx
        var start = 0
        if frontMatter, let first = lines.first, first == "---" || first == "+++" {
            if let close = lines.dropFirst().firstIndex(where: {
                $0.trimmingTrailingSpaces == first || (first == "---" && $0 == "...")
            }) {
                let body = (1..<close).map { MarkdownBlock.Line(number: $0 + 1, column: 1, text: String(lines[$0])) }
                parser.blocks.append(MarkdownBlock(kind: .frontMatter, lines: body, firstLine: 1))
                start = close + 1
            }
        }
        for index in start..<lines.count where lines[index].containsBytes(of: "{{") {
            for name in Self.closingShortcodes(in: lines[index]) { parser.lastClosingShortcode[name] = index + 1 }
        }
        for index in start..<lines.count {
            parser.add(lines[index], number: index + 1)
        }
        parser.closeContainers(from: 0)
        return parser.blocks
    }

    // MARK: - Lines

    private mutating func add(_ line: Substring, number: Int) {
        let scalars = Array(line.unicodeScalars)
        var cursor = Cursor(scalars: scalars, line: line)
        // 1. Continue the open containers.
        var matched = 0
        for container in containers {
            switch container {
            case .quote:
                let (columns, next) = cursor.indentation()
                guard columns <= 3, next < scalars.count, scalars[next] == ">" else { break }
                cursor.skipSpaces()
                cursor.advance()
                if cursor.current == " " || cursor.current == "\t" { cursor.skipIndentation(1) }
                matched += 1
                continue
            case .item(let indent, _):
                if cursor.isBlankFromHere {
                    matched += 1
                    continue
                }
                guard cursor.indentation().columns >= indent else { break }
                cursor.skipIndentation(indent)
                matched += 1
                continue
            case .admonition:
                if cursor.isBlankFromHere {
                    matched += 1
                    continue
                }
                guard cursor.indentation().columns >= 4 else { break }
                cursor.skipIndentation(4)
                matched += 1
                continue
            }
            break
        }
        let allMatched = matched == containers.count

        // 2. Leaves that take the line whole.
        if allMatched, case .fenced(let fence, let count, let indent, _, _, _) = leaf {
            let (columns, next) = cursor.indentation()
            if columns <= 3, Self.isClosingFence(scalars, at: next, fence: fence, count: count) {
                closeLeaf()
                return
            }
            // A MyST code directive's options (`:linenos:`) and the blank line after them are no code.
            if mystOptions == .colonLines {
                if Self.isMySTOption(scalars, at: next) { return }
                mystOptions = .none
                if next >= scalars.count { return }
            }
            cursor.skipIndentation(indent)
            appendToLeaf(MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest))
            return
        }
        if allMatched, case .html(let end, _, _, _) = leaf {
            if case .blankLine = end, cursor.isBlankFromHere {
                closeLeaf()
                return
            }
            appendToLeaf(MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest))
            switch end {
            case .text(let marker): if cursor.rest.containsBytes(of: marker) { closeLeaf() }
            case .shortcode(let name): if Self.closesShortcode(cursor.rest[...], name: name) { closeLeaf() }
            case .fence(let fence, let count):
                let (columns, next) = cursor.indentation()
                if columns <= 3, Self.isClosingFence(scalars, at: next, fence: fence, count: count) { closeLeaf() }
            case .blankLine: break
            }
            return
        }

        // 3. New containers.
        var opened = false
        while true {
            let (columns, next) = cursor.indentation()
            if columns >= 4 { break }
            if next < scalars.count, scalars[next] == ">" {
                prepareToOpen(matched: &matched, opened: &opened)
                cursor.skipSpaces()
                cursor.advance()
                if cursor.current == " " || cursor.current == "\t" { cursor.skipIndentation(1) }
                containers.append(.quote)
                matched += 1
                continue
            }
            if Self.isThematicBreak(scalars, from: next) { break }
            // An admonition starts a block of its own: never inside an open paragraph.
            let continuesParagraph: Bool
            if case .paragraph = leaf, matched == containers.count, !opened { continuesParagraph = true } else {
                continuesParagraph = false
            }
            if !continuesParagraph, let title = Self.admonitionMarker(scalars, at: next) {
                prepareToOpen(matched: &matched, opened: &opened)
                cursor.skipSpaces()
                emit(MarkdownBlock(
                    kind: .directive(title: title.map { ($0.lowerBound - next)..<($0.upperBound - next) }),
                    lines: [MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest)], firstLine: number))
                containers.append(.admonition)
                return
            }
            guard let marker = Self.listMarker(scalars, at: next) else { break }
            // Only a line that would otherwise continue the open paragraph restricts the marker.
            if case .paragraph = leaf, matched == containers.count, !opened {
                let empty = marker.end >= scalars.count || scalars[marker.end...].allSatisfy { $0 == " " || $0 == "\t" }
                if empty || (marker.ordered && marker.number != 1) { break }
            }
            prepareToOpen(matched: &matched, opened: &opened)
            let startColumn = cursor.column
            cursor.skipSpaces()
            let markerColumn = cursor.column
            cursor.advance(marker.end - next)
            let (spaces, contentStart) = cursor.indentation()
            let width = cursor.column - markerColumn
            let indent: Int
            if contentStart >= scalars.count {
                indent = width + 1
                cursor.skipSpaces()
            } else if spaces >= 5 || spaces == 0 {
                indent = width + 1
                cursor.skipIndentation(1)
            } else {
                indent = width + spaces
                cursor.skipSpaces()
            }
            containers.append(.item(indent: markerColumn - startColumn + indent, ordered: marker.ordered))
            matched += 1
            continue
        }

        // 4. Lazy continuation of a paragraph, or close what did not match.
        if !opened && matched < containers.count {
            if case .paragraph = leaf, !cursor.isBlankFromHere, !startsBlock(cursor, inParagraph: true, number: number) {
                appendToParagraph(cursor, number: number)
                return
            }
            closeContainers(from: matched)
        }

        // 5. The leaf.
        let (columns, next) = cursor.indentation()
        if mystOptions != .none, readMySTOption(scalars, at: next, cursor: cursor, number: number) { return }
        if next >= scalars.count {
            switch leaf {
            case .indented:
                appendToLeaf(MarkdownBlock.Line(number: number, column: cursor.index + 1, text: ""))
            case .none: break
            default: closeLeaf()
            }
            return
        }
        let inParagraph: Bool
        if case .paragraph = leaf { inParagraph = true } else { inParagraph = false }
        // MDX has no indented code: an indented line is read as any other.
        if columns >= 4, !mdx {
            if inParagraph {
                appendToParagraph(cursor, number: number)
                return
            }
            if case .table = leaf { closeLeaf() }
            cursor.skipIndentation(4)
            if case .indented = leaf {
                appendToLeaf(MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest))
            } else {
                closeLeaf()
                leaf = .indented(
                    [MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest)], firstLine: number
                )
            }
            return
        }
        cursor.skipSpaces()
        if let heading = Self.atxHeading(scalars, at: cursor.index) {
            closeLeaf()
            let line = MarkdownBlock.Line(
                number: number, column: heading.start + 1,
                text: String(scalars: scalars[heading.start..<heading.end]))
            emit(MarkdownBlock(kind: .heading(level: heading.level), lines: [line], firstLine: number))
            return
        }
        if let top = mystFences.last, columns <= 3, Self.isClosingFence(scalars, at: cursor.index, fence: top.fence, count: top.count) {
            closeLeaf()
            mystFences.removeLast()
            emit(MarkdownBlock(
                kind: .directive(title: nil),
                lines: [MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest)], firstLine: number))
            return
        }
        if let directive = Self.mystDirective(scalars, at: cursor.index) {
            closeLeaf()
            let line = MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest)
            mystOptions = .colonLines
            switch Self.mystContent(of: directive.name) {
            case .code(let languageFromArgument):
                let language = languageFromArgument
                    ? directive.argument.map { String(scalars: scalars[$0].prefix { !Self.isSpace($0) }) } ?? "" : directive.name
                leaf = .fenced(
                    fence: directive.fence, count: directive.count, indent: columns, info: language, lines: [], firstLine: number)
            case .markup:
                leaf = .html(end: .fence(directive.fence, directive.count), lines: [line], firstLine: number)
                mystOptions = .none
            case .markdown(let titled):
                let title = titled ? directive.argument.map { ($0.lowerBound - cursor.index)..<($0.upperBound - cursor.index) } : nil
                emit(MarkdownBlock(kind: .directive(title: title), lines: [line], firstLine: number))
                mystFences.append((directive.fence, directive.count))
            }
            return
        }
        if let fence = Self.fenceOpener(scalars, at: cursor.index) {
            closeLeaf()
            leaf = .fenced(
                fence: fence.fence, count: fence.count, indent: columns, info: fence.info, lines: [], firstLine: number)
            return
        }
        if let title = Self.directiveFence(scalars, at: cursor.index) ?? Self.blockFence(scalars, at: cursor.index) {
            closeLeaf()
            emit(MarkdownBlock(
                kind: .directive(title: title.map { ($0.lowerBound - cursor.index)..<($0.upperBound - cursor.index) }),
                lines: [MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest)], firstLine: number))
            return
        }
        let topLevel = containers.isEmpty && columns == 0
        // Docusaurus reads `.md` pages as MDX too: their `import … from '…'` lines are code, not prose.
        if !inParagraph, mdx ? Self.startsMDXFlow(scalars, at: cursor.index, topLevel: topLevel)
            : topLevel && Self.isImportStatement(scalars, at: cursor.index)
        {
            closeLeaf()
            leaf = .html(
                end: .blankLine, lines: [MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest)],
                firstLine: number, flavor: .mdx)
            return
        }
        // Templates' block tags are read before the Markdown (Jekyll, Hugo): a highlight is code, a comment markup.
        if let template = Self.templateBlockStart(scalars, at: cursor.index), closedLater(template.end, after: number) {
            closeLeaf()
            let line = MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest)
            leaf = .html(end: template.end, lines: [line], firstLine: number, flavor: template.flavor)
            switch template.end {
            case .text(let marker): if Self.containsAfterOpener(cursor.rest, marker) { closeLeaf() }
            case .shortcode(let name):
                // (Past the opener's own `{{`.)
                if Self.closesShortcode(cursor.rest.dropFirst(2), name: name) { closeLeaf() }
            case .blankLine, .fence: break
            }
            return
        }
        if let end = Self.htmlStart(scalars, at: cursor.index, inParagraph: inParagraph) {
            closeLeaf()
            let line = MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest)
            leaf = .html(end: end, lines: [line], firstLine: number)
            if case .text(let marker) = end, Self.containsAfterOpener(cursor.rest, marker) { closeLeaf() }
            return
        }
        if inParagraph, let level = Self.setextLevel(scalars, at: cursor.index),
            case .paragraph(let lines, let first) = leaf
        {
            let (definitions, rest) = Self.splitLinkDefinitions(lines)
            if !rest.isEmpty {
                if !definitions.isEmpty {
                    emit(MarkdownBlock(kind: .linkDefinition, lines: definitions, firstLine: first))
                }
                leaf = nil
                emit(MarkdownBlock(kind: .heading(level: level), lines: rest, firstLine: rest[0].number))
                return
            }
        }
        if Self.isThematicBreak(scalars, from: cursor.index) {
            closeLeaf()
            emit(MarkdownBlock(kind: .thematicBreak, lines: [], firstLine: number))
            return
        }
        if inParagraph, case .paragraph(var lines, let first) = leaf, let header = lines.last,
            Self.isTableDelimiterRow(scalars, from: cursor.index, columns: Self.cells(header.text).count)
        {
            lines.removeLast()
            leaf = lines.isEmpty ? nil : .paragraph(lines, firstLine: first)
            closeLeaf()
            leaf = .table([header], firstLine: header.number)
            return
        }
        if case .table = leaf {
            appendToLeaf(
                MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest.trimmingTrailingSpaces))
            return
        }
        if case .indented = leaf { closeLeaf() }
        appendToParagraph(cursor, number: number)
    }

    /// Reads a line at the top of a MyST directive's content: an option (`:class: tip`) or a line of
    /// its YAML options block, emitted as markup (true); any other line ends the options (false).
    private mutating func readMySTOption(_ scalars: [Unicode.Scalar], at next: Int, cursor: Cursor, number: Int) -> Bool {
        let isRule = next + 3 <= scalars.count && scalars[next..<(next + 3)].allSatisfy { $0 == "-" }
            && scalars[(next + 3)...].allSatisfy(Self.isSpace)
        switch mystOptions {
        case .none: return false
        case .yaml:
            if isRule { mystOptions = .none }
        case .colonLines:
            if isRule, case .none = leaf {
                mystOptions = .yaml
            } else if !Self.isMySTOption(scalars, at: next) || leaf != nil {
                mystOptions = .none
                return false
            }
        }
        var rest = cursor
        rest.skipSpaces()
        emit(MarkdownBlock(
            kind: .directive(title: nil), lines: [MarkdownBlock.Line(number: number, column: rest.index + 1, text: rest.rest)],
            firstLine: number))
        return true
    }

    private mutating func prepareToOpen(matched: inout Int, opened: inout Bool) {
        if !opened {
            if matched < containers.count {
                closeContainers(from: matched)
            } else {
                closeLeaf()
            }
            opened = true
        }
    }

    /// Appends `line` to the open leaf in place. The lines are taken out of the leaf before they grow:
    /// appending to a copy bound out of the enum while the leaf still held the array copied it every time,
    /// which made a block of *n* lines (an unclosed HTML comment, a long paragraph) cost O(*n*²).
    /// - Complexity: amortised O(1).
    private mutating func appendToLeaf(_ line: MarkdownBlock.Line) {
        var lines = takeLeafLines()
        lines.append(line)
        switch leaf {
        case .paragraph(_, let first): leaf = .paragraph(lines, firstLine: first)
        case .fenced(let fence, let count, let indent, let info, _, let first):
            leaf = .fenced(fence: fence, count: count, indent: indent, info: info, lines: lines, firstLine: first)
        case .indented(_, let first): leaf = .indented(lines, firstLine: first)
        case .html(let end, _, let first, let flavor): leaf = .html(end: end, lines: lines, firstLine: first, flavor: flavor)
        case .table(_, let first): leaf = .table(lines, firstLine: first)
        case .none: break
        }
    }

    /// The open leaf's lines, leaving it with none, so that the caller holds the only reference.
    private mutating func takeLeafLines() -> [MarkdownBlock.Line] {
        switch leaf {
        case .paragraph(let lines, let first):
            leaf = .paragraph([], firstLine: first)
            return lines
        case .fenced(let fence, let count, let indent, let info, let lines, let first):
            leaf = .fenced(fence: fence, count: count, indent: indent, info: info, lines: [], firstLine: first)
            return lines
        case .indented(let lines, let first):
            leaf = .indented([], firstLine: first)
            return lines
        case .html(let end, let lines, let first, let flavor):
            leaf = .html(end: end, lines: [], firstLine: first, flavor: flavor)
            return lines
        case .table(let lines, let first):
            leaf = .table([], firstLine: first)
            return lines
        case .none:
            return []
        }
    }

    private mutating func appendToParagraph(_ cursor: Cursor, number: Int) {
        var cursor = cursor
        cursor.skipSpaces()
        let line = MarkdownBlock.Line(number: number, column: cursor.index + 1, text: cursor.rest)
        // A definition (`: …`) or a footnote (`[^1]: …`) starts a paragraph of its own: the term
        // before it, or the footnote before, is another.
        if case .paragraph = leaf, !Self.startsDefinition(cursor.scalars, at: cursor.index) {
            appendToLeaf(line)
        } else {
            closeLeaf()
            leaf = .paragraph([line], firstLine: number)
        }
    }

    /// Whether a template block that ends at `end` is closed on its line (`number`) or a later one:
    /// always for Liquid's tags, which run to their end tag as before; for a shortcode, when a closing
    /// one of its name follows.
    private func closedLater(_ end: HTMLBlockEnd, after number: Int) -> Bool {
        guard case .shortcode(let name) = end else { return true }
        return (lastClosingShortcode[name[...]] ?? 0) >= number
    }

    /// Whether the rest of the line starts a block that interrupts a paragraph.
    private func startsBlock(_ cursor: Cursor, inParagraph: Bool, number: Int) -> Bool {
        let (columns, next) = cursor.indentation()
        if columns >= 4 { return false }
        let s = cursor.scalars
        if s[next] == ">" || Self.isThematicBreak(s, from: next) || Self.atxHeading(s, at: next) != nil
            || Self.fenceOpener(s, at: next) != nil || Self.htmlStart(s, at: next, inParagraph: true) != nil
            || Self.directiveFence(s, at: next) != nil || Self.blockFence(s, at: next) != nil
            || Self.templateBlockStart(s, at: next).map({ closedLater($0.end, after: number) }) == true
        {
            return true
        }
        if let marker = Self.listMarker(s, at: next) {
            let empty = marker.end >= s.count || s[marker.end...].allSatisfy { $0 == " " || $0 == "\t" }
            return !empty && (!marker.ordered || marker.number == 1)
        }
        return false
    }

    // MARK: - Closing

    private mutating func closeContainers(from depth: Int) {
        closeLeaf()
        if depth < containers.count { containers.removeSubrange(depth...) }
    }

    private mutating func closeLeaf() {
        guard let current = leaf else { return }
        leaf = nil
        switch current {
        case .paragraph(let lines, let first):
            let (definitions, rest) = Self.splitLinkDefinitions(lines)
            if !definitions.isEmpty { emit(MarkdownBlock(kind: .linkDefinition, lines: definitions, firstLine: first)) }
            if !rest.isEmpty {
                var trimmed = rest
                trimmed[trimmed.count - 1].text = trimmed[trimmed.count - 1].text.trimmingTrailingSpaces
                emit(MarkdownBlock(kind: .paragraph, lines: trimmed, firstLine: rest[0].number))
            }
        case .fenced(_, _, _, let info, let lines, let first):
            emit(MarkdownBlock(kind: .code(info: info), lines: lines, firstLine: first))
        case .indented(var lines, let first):
            while let last = lines.last, last.text.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
            emit(MarkdownBlock(kind: .code(info: ""), lines: lines, firstLine: first))
        case .html(let end, let lines, let first, let flavor):
            switch flavor {
            case .html: emit(MarkdownBlock(kind: .html, lines: lines, firstLine: first))
            case .mdx: emit(MarkdownBlock(kind: .mdxFlow, lines: lines, firstLine: first))
            case .templateCode(let info):
                // The code between the tag lines (read as a fenced block's: its first line after the opener).
                var code = Array(lines.dropFirst())
                if let last = code.last {
                    switch end {
                    case .text(let marker): if last.text.containsBytes(of: marker) { code.removeLast() }
                    case .shortcode(let name): if Self.closesShortcode(last.text[...], name: name) { code.removeLast() }
                    case .blankLine, .fence: break
                    }
                }
                emit(MarkdownBlock(kind: .code(info: info), lines: code, firstLine: first))
            }
        case .table(let rows, let first):
            emit(MarkdownBlock(kind: .table, lines: rows, firstLine: first))
        }
    }

    private mutating func emit(_ block: MarkdownBlock) {
        var block = block
        block.quoteDepth = containers.reduce(0) { count, container in
            if case .quote = container { return count + 1 }
            return count
        }
        for container in containers.reversed() {
            if case .item(_, let ordered) = container {
                block.listItem = ordered ? .ordered : .bullet
                break
            }
        }
        blocks.append(block)
    }
}
