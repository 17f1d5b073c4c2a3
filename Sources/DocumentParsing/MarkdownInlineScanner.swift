import CorpusModel
import TextKit

/// Walks the scalars of one Markdown block and builds its `MarkdownProse` (see there for what is
/// prose and what is markup).
struct MarkdownInlineScanner {
    let source: [Unicode.Scalar]
    let positions: [(line: Int, column: Int)]
    var prose = MarkdownProse()
    /// Open `[` brackets: the index of the `[` in `prose.text`, or nil when it was not emitted.
    private var brackets: [(proseIndex: Int, sourceIndex: Int, image: Bool)] = []
    /// The last search for each closer (a comment's `-->`, a template's `}}` or `%}`): where it
    /// started and what it found. The scan moves forward, so a later search from after `from` has the
    /// same answer when the closer found (or its absence) lies beyond it: a block of many unclosed
    /// `<!--` or `{{` is read in linear time.
    private var closerSearches: [String: (from: Int, found: Int?)] = [:]

    /// Whether the block is MDX, where `{…}` is an expression.
    let mdx: Bool
    /// The `}` closing each `{` of the block (MDX), found once, when the first expression is read.
    private var braceCloses: [Int: Int]?
    /// The block's closed shortcodes, found once when the first is read (`Shortcodes`).
    private var shortcodes: Shortcodes?
    /// Whether each source line of the block (by its number) holds text outside shortcodes.
    private var linesWithText: [Int: Bool] = [:]

    init(source: [Unicode.Scalar], positions: [(line: Int, column: Int)], mdx: Bool = false) {
        self.source = source
        self.positions = positions
        self.mdx = mdx
    }

    static let entities: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "copy": "©", "reg": "®",
        "mdash": "—", "ndash": "–", "hellip": "…", "times": "×", "rarr": "→", "larr": "←", "trade": "™",
    ]

    static func isCJK(_ c: Unicode.Scalar) -> Bool { Segmenter.isCJK(c) }

    /// Marks `source[from..<to]` as markup.
    private mutating func markup(_ from: Int, _ to: Int) {
        guard to > from else { return }
        let start = positions[from]
        let last = positions[to - 1]
        prose.markup.append(
            SourceSpan(line: start.line, column: start.column, endLine: last.line, endColumn: last.column + 1))
    }

    private func at(_ i: Int, _ text: String) -> Bool {
        var j = i
        for c in text.unicodeScalars {
            guard j < source.count, source[j] == c else { return false }
            j += 1
        }
        return true
    }

    private func find(_ text: String, from: Int, before: Int = .max) -> Int? {
        var i = from
        while i < min(before, source.count) {
            if at(i, text) { return i }
            i += 1
        }
        return nil
    }

    mutating func run() {
        var i = 0
        while i < source.count {
            let c = source[i]
            switch c {
            case "\\":
                if let end = escapedAnchorEnd(i) {
                    markup(i, end)
                    i = end
                } else if i + 1 < source.count, source[i + 1].isASCII,
                    source[i + 1].properties.isPatternSyntax || source[i + 1] == "\n"
                {
                    if source[i + 1] == "\n" {
                        softBreak(at: i + 1)
                    } else {
                        prose.append(source[i + 1], at: positions[i + 1])
                    }
                    i += 2
                } else {
                    prose.append(c, at: positions[i])
                    i += 1
                }
            case "`":
                i = codeSpan(i)
            case "<":
                i = angle(i)
            case "!" where i + 1 < source.count && source[i + 1] == "[":
                brackets.append((prose.positions.count, i, true))
                markup(i, i + 2)
                i += 2
            case "[":
                if let end = footnoteReferenceEnd(i) {
                    // `[^1]`: a footnote's reference, markup.
                    markup(i, end)
                    i = end
                } else {
                    brackets.append((prose.positions.count, i, false))
                    prose.append(c, at: positions[i])
                    i += 1
                }
            case "]":
                i = closeBracket(i)
            case "{":
                i = brace(i)
            case "h" where at(i, "https://") || at(i, "http://"), "f" where at(i, "ftp://"), "w" where at(i, "www."):
                if i == 0 || !(source[i - 1].properties.isAlphabetic || source[i - 1].properties.numericType != nil) {
                    i = bareURL(i)
                } else {
                    prose.append(c, at: positions[i])
                    i += 1
                }
            case "*", "_", "~":
                i = delimiterRun(i)
            case "&":
                i = entity(i)
            case "\n":
                softBreak(at: i)
                i += 1
            case "\t":
                prose.append(" ", at: positions[i])
                i += 1
            default:
                prose.append(c, at: positions[i])
                i += 1
            }
        }
        prose.trimEnd()
        // Brackets that never closed stay as text (they were emitted as `[`).
    }

    /// The end of a footnote reference (`[^1]`, `[^note]`) starting at `start`, on one line and not
    /// a footnote's definition (`[^1]:`); nil when none starts there.
    private func footnoteReferenceEnd(_ start: Int) -> Int? {
        guard start + 3 < source.count, source[start + 1] == "^" else { return nil }
        var i = start + 2
        while i < source.count, source[i] != "]", source[i] != " ", source[i] != "\n", source[i] != "[", i - start < 64 { i += 1 }
        guard i < source.count, source[i] == "]", i > start + 2 else { return nil }
        return i + 1
    }

    /// What a `{` opens: a shortcode, an attribute list, a heading anchor, a MyST role, a template's
    /// output, tag or include, a kramdown attribute list, an MDX expression; else it is text.
    private mutating func brace(_ i: Int) -> Int {
        if at(i, "{{<") || at(i, "{{%") { return shortcode(i) }
        if let end = attributesEnd(i) {
            // `{ #features }`, `{#id .class}`, `{: .note }` (Python-Markdown, Pandoc, kramdown).
            markup(i, end)
            return end
        }
        if at(i, "{#") { return anchor(i) }
        if mdx { return expression(i) }
        if let nameEnd = roleNameEnd(i) { return role(i, nameEnd: nameEnd) }
        if at(i, "{*") { return codeInclude(i) }
        if at(i, "{{") { return templateOutput(i) }
        if at(i, "{%") { return templateTag(i) }
        if at(i, "{:") { return attributeList(i) }
        return literal(i)
    }

    /// The scalar at `i` as text: an opener that opens nothing.
    private mutating func literal(_ i: Int) -> Int {
        prose.append(source[i], at: positions[i])
        return i + 1
    }

    /// `source[range]` as prose, each scalar at its place (a line break a space).
    private mutating func appendProse(_ range: Range<Int>) {
        for k in range { prose.append(source[k] == "\n" ? " " : source[k], at: positions[k]) }
    }

    /// `source[range]` as a code span would be: in the text, marked as code (in the checked text too:
    /// it is not markup), an API-mention candidate unless it is a shortcode.
    private mutating func appendCodeSpan(_ range: Range<Int>, isShortcode: Bool = false) {
        let position = positions[min(range.lowerBound, source.count - 1)]
        prose.codeSpans.append(MarkdownProse.CodeSpan(
            text: String(scalars: source[range]), line: position.line, column: position.column, lastLine: lastLine(of: range),
            isShortcode: isShortcode))
        prose.appendCode(source[range], at: positions[range])
    }

    /// The source line of the last scalar of `range` (of its start when it is empty).
    private func lastLine(of range: Range<Int>) -> Int {
        positions[min(max(range.lowerBound, range.upperBound - 1), source.count - 1)].line
    }

    /// The start of the first run of exactly `count` backticks at or after `from` (a code span's
    /// closing run), or nil.
    private func closingBackticks(_ count: Int, from: Int) -> Int? {
        var j = from
        while j < source.count {
            guard source[j] == "`" else {
                j += 1
                continue
            }
            var k = j
            while k < source.count, source[k] == "`" { k += 1 }
            if k - j == count { return j }
            j = k
        }
        return nil
    }

    /// An MDX expression, `{` to its balancing `}` (braces inside strings not told apart, as they
    /// seldom occur): markup. An unclosed `{` is text.
    private mutating func expression(_ start: Int) -> Int {
        if braceCloses == nil { braceCloses = Self.braceCloses(source) }
        guard let close = braceCloses?[start] else { return literal(start) }
        markup(start, close + 1)
        return close + 1
    }

    /// The `}` balancing each `{` of `source`, by the index of the `{` (one pass with a stack).
    static func braceCloses(_ source: [Unicode.Scalar]) -> [Int: Int] {
        var closes: [Int: Int] = [:]
        var open: [Int] = []
        for (index, scalar) in source.enumerated() {
            if scalar == "{" {
                open.append(index)
            } else if scalar == "}", let start = open.popLast() {
                closes[start] = index
            }
        }
        return closes
    }

    /// A line break inside the block: a space, or nothing between two CJK characters.
    private mutating func softBreak(at i: Int) {
        prose.trimEnd()
        var next = i + 1
        while next < source.count, source[next] == " " || source[next] == "\t" { next += 1 }
        // Between two CJK characters, or after CJK punctuation, a line break is no space: the next
        // line's first character as a reader sees it, past a link's `[`, emphasis or a tooltip
        // (`すべての` / `[データプレーン](…)` reads `すべてのデータプレーン`).
        if let last = prose.text.last, next < source.count,
            (visibleScalar(from: next).map(Self.isCJK) ?? false) || (0x3000...0x303F).contains(last.value)
                || (0xFF00...0xFF65).contains(last.value), Self.isCJK(last)
        {
            return
        }
        prose.append(" ", at: positions[i])
    }

    /// The first character a reader sees at or after `index` on its line: past a link's or image's
    /// `[`, emphasis and strike-through markers, a code span's backticks, an HTML tag, and a
    /// shortcode that is markup (a tooltip's text is seen; a shortcode shown in the sentence is its
    /// `{`); nil at the line's end.
    private mutating func visibleScalar(from index: Int) -> Unicode.Scalar? {
        var i = index
        // (A few markers at most stand before the text; past 64 scalars the answer is the one there.)
        while i < source.count, source[i] != "\n", i - index < 64 {
            switch source[i] {
            case "[", "*", "_", "~", "`":
                i += 1
            case "!" where i + 1 < source.count && source[i + 1] == "[":
                i += 2
            case "<":
                guard let end = htmlTagEnd(at: i) else { return "<" }
                i = end
            case "{" where at(i, "{{<") || at(i, "{{%"):
                guard let end = blockShortcodes().ends[i] else { return "{" }
                let close = end - 3
                let body = String(scalars: source[(i + 3)..<close])
                if let text = Self.tooltipText(body, in: source, from: i + 3, to: close) {
                    return text.isEmpty ? nil : source[text.lowerBound]
                }
                let (name, closing) = Self.shortcodeName(body)
                if !closing, printsInSentence(i, end: close + 3, name: name) { return "{" }
                i = close + 3
            default:
                return source[i]
            }
        }
        return nil
    }

    /// A code span: a run of backticks up to the next run of the same length.
    private mutating func codeSpan(_ start: Int) -> Int {
        var end = start
        while end < source.count, source[end] == "`" { end += 1 }
        let count = end - start
        guard let j = closingBackticks(count, from: end) else {
            for index in start..<end { prose.append("`", at: positions[index]) }
            return end
        }
        var content = String(scalars: source[end..<j].map { $0 == "\n" ? " " : $0 })
        var shown = end..<j
        if content.hasPrefix(" "), content.hasSuffix(" "), content.contains(where: { $0 != " " }) {
            content = String(content.dropFirst().dropLast())
            shown = (end + 1)..<(j - 1)
        }
        let position = positions[min(shown.lowerBound, source.count - 1)]
        prose.codeSpans.append(
            MarkdownProse.CodeSpan(text: content, line: position.line, column: position.column, lastLine: lastLine(of: shown)))
        // The backticks are markup; the content is text (marked as code) and stays in the checked
        // text, where parity rules look for the identifier on the other side. Hugo runs shortcodes
        // inside code spans too (`` `{{< glossary_tooltip text="kubelet" … >}}` `` shows `kubelet`).
        var from = shown.lowerBound
        var k = from
        // A closer not found after one opener is not after a later one either (linear time).
        var unclosed: Set<Unicode.Scalar> = []
        while k + 2 < shown.upperBound {
            guard source[k] == "{", at(k, "{{<") || at(k, "{{%"), !unclosed.contains(source[k + 2]) else {
                k += 1
                continue
            }
            let closer = source[k + 2] == "<" ? ">}}" : "%}}"
            guard find(closer, from: k + 3, before: shown.upperBound - 2) != nil else {
                unclosed.insert(source[k + 2])
                k += 1
                continue
            }
            prose.appendCode(source[from..<k], at: positions[from..<k])
            k = shortcode(k, inCode: true)
            from = k
        }
        prose.appendCode(source[from..<shown.upperBound], at: positions[from..<shown.upperBound])
        markup(start, end)
        markup(j, j + count)
        return j + count
    }

    /// The first `closer` at or after `from`, remembered between calls (see `closerSearches`).
    private mutating func closer(_ closer: String, after from: Int) -> Int? {
        if let last = closerSearches[closer], from >= last.from, last.found.map({ $0 >= from }) ?? true {
            return last.found
        }
        let found = find(closer, from: from)
        closerSearches[closer] = (from, found)
        return found
    }

    /// `<…>`: an autolink, a raw HTML tag or comment (markup), or a plain `<`.
    private mutating func angle(_ start: Int) -> Int {
        if at(start, "<!--"), let close = closer("-->", after: start + 4) {
            markup(start, close + 3)
            return close + 3
        }
        var j = start + 1
        while j < source.count, source[j] != ">", source[j] != "<", !(source[j] == "\n" && j == start + 1) { j += 1 }
        if j < source.count, source[j] == ">", j > start + 1 {
            let inner = String(scalars: source[(start + 1)..<j])
            let isAutolink = (inner.contains(":") || inner.contains("@")) && !inner.contains(" ")
            let first = source[start + 1]
            let isTag = first.isASCII && (first.properties.isAlphabetic || first == "/" || first == "!" || first == "?")
            if isAutolink || isTag {
                markup(start, j + 1)
                return j + 1
            }
        }
        prose.append("<", at: positions[start])
        return start + 1
    }

    /// `]`: closes a link or image when `(destination)` or `[label]` follows; its URL is markup.
    private mutating func closeBracket(_ i: Int) -> Int {
        guard let opener = brackets.popLast() else {
            prose.append("]", at: positions[i])
            return i + 1
        }
        var end: Int?
        if i + 1 < source.count, source[i + 1] == "(" {
            var depth = 0
            var j = i + 1
            var quote: Unicode.Scalar?
            while j < source.count {
                let c = source[j]
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == "\"" && j > i + 2 && source[j - 1] == " " {
                    quote = c
                } else if c == "\\" {
                    j += 1
                } else if c == "(" {
                    depth += 1
                } else if c == ")" {
                    depth -= 1
                    if depth == 0 { end = j + 1; break }
                }
                j += 1
            }
        } else if i + 1 < source.count, source[i + 1] == "[", let close = source[(i + 1)...].firstIndex(of: "]") {
            end = close + 1
        } else if opener.image {
            end = i + 1
        }
        guard let end else {
            prose.append("]", at: positions[i])
            return i + 1
        }
        if !opener.image, opener.proseIndex < prose.positions.count {
            // Take the link's `[` back out of the prose.
            prose.remove(at: opener.proseIndex)
            markup(opener.sourceIndex, opener.sourceIndex + 1)
        }
        markup(i, end)
        return end
    }

    /// `{{< … >}}` or `{{% … %}}`: markup, except the `text="…"` of a `glossary_tooltip` (prose) and
    /// a shortcode that prints something in the middle of a sentence (`Kubernetes v{{< skew
    /// currentVersion >}}の場合`), which the text shows as code, as it is written: left out, it
    /// made a hole in every quote, translation-memory unit and alignment of the sentence
    /// (`Kubernetes vの場合`). Inside a code span (`inCode`) a shortcode is markup, but for a
    /// tooltip's text.
    private mutating func shortcode(_ start: Int, inCode: Bool = false) -> Int {
        let closer = source[start + 2] == "<" ? ">}}" : "%}}"
        guard let close = self.closer(closer, after: start + 3) else { return literal(start) }
        let end = close + 3
        let body = String(scalars: source[(start + 3)..<close])
        if let text = Self.tooltipText(body, in: source, from: start + 3, to: close) {
            markup(start, text.lowerBound)
            appendProse(text)
            markup(text.upperBound, end)
        } else if !inCode, case let (name, closing) = Self.shortcodeName(body), !closing, printsInSentence(start, end: end, name: name) {
            appendCodeSpan(start..<end, isShortcode: true)
        } else {
            markup(start, end)
        }
        return end
    }

    /// The name a shortcode's body opens with (`skew` in ` skew currentVersion `), and whether it is a
    /// closing one (` /note `, or Istio's `/ gloss `).
    static func shortcodeName(_ body: String) -> (name: Substring, closing: Bool) {
        var rest = body.drop { $0 == " " }
        let closing = rest.first == "/"
        if closing { rest = rest.dropFirst().drop { $0 == " " } }
        return (rest.prefix { $0 != " " && $0 != "\n" && $0 != "\t" }, closing)
    }

    /// Whether the shortcode at `start..<end` prints in a sentence: its line holds text besides
    /// shortcodes (a tooltip's text counts), and it is neither a closing shortcode (`{{< /note >}}`)
    /// nor the opening of one closed later in the block (`{{< note >}}…{{< /note >}}`), whose
    /// content is read as the page's.
    private mutating func printsInSentence(_ start: Int, end: Int, name: Substring) -> Bool {
        guard !name.isEmpty, lineHasText(around: start) else { return false }
        return (blockShortcodes().lastClosing[name] ?? -1) < end
    }

    /// The block's closed shortcodes, found when first asked for.
    private mutating func blockShortcodes() -> Shortcodes {
        if let shortcodes { return shortcodes }
        let found = Shortcodes(source)
        shortcodes = found
        return found
    }

    /// The closed shortcodes of a block, found in one pass: where each starts and ends, and where the
    /// last closing one of each name (`{{< /note >}}`: `note`) starts.
    struct Shortcodes {
        var ends: [Int: Int] = [:]
        var lastClosing: [Substring: Int] = [:]

        init(_ source: [Unicode.Scalar]) {
            // The next closer of each kind at or after a place, searched forward only (linear time).
            var next: [Unicode.Scalar: Int] = [:]
            func closer(_ kind: Unicode.Scalar, from: Int) -> Int? {
                if let known = next[kind], known >= from { return known < source.count ? known : nil }
                var i = from
                while i + 2 < source.count, !(source[i] == kind && source[i + 1] == "}" && source[i + 2] == "}") { i += 1 }
                next[kind] = i + 2 < source.count ? i : source.count
                return i + 2 < source.count ? i : nil
            }
            var i = 0
            while i + 2 < source.count {
                guard source[i] == "{", source[i + 1] == "{", source[i + 2] == "<" || source[i + 2] == "%",
                    let close = closer(source[i + 2] == "<" ? ">" : "%", from: i + 3)
                else {
                    i += 1
                    continue
                }
                ends[i] = close + 3
                let (name, closing) = MarkdownInlineScanner.shortcodeName(String(scalars: source[(i + 3)..<close]))
                if closing { lastClosing[name] = i }
                i = close + 3
            }
        }
    }

    /// Where the HTML tag (`<br>`, `</b>`) that opens at `i` ends on its line, past its `>`; nil when
    /// none opens there.
    private func htmlTagEnd(at i: Int) -> Int? {
        guard source[i] == "<", i + 1 < source.count, source[i + 1] == "/" || source[i + 1].properties.isAlphabetic,
            let close = source[i...].firstIndex(where: { $0 == ">" || $0 == "\n" }), source[close] == ">"
        else { return nil }
        return close + 1
    }

    /// Whether the source line that holds `index` has text outside shortcodes (a tooltip's text
    /// counts) and HTML tags: `Kubernetes {{< skew currentVersion >}} kubelet`, not
    /// `{{< include "prereqs.md" >}} {{< version-check >}}`. Read once per line.
    private mutating func lineHasText(around index: Int) -> Bool {
        let line = positions[index].line
        if let known = linesWithText[line] { return known }
        let shortcodes = blockShortcodes()
        var i = index
        while i > 0, source[i - 1] != "\n" { i -= 1 }
        var hasText = false
        while i < source.count, source[i] != "\n" {
            if let end = shortcodes.ends[i] {
                if Self.tooltipText(String(scalars: source[(i + 3)..<(end - 3)]), in: source, from: i + 3, to: end - 3) != nil {
                    hasText = true
                    break
                }
                i = end
                continue
            }
            // (An HTML tag is no text either: `{{<glossary_definition …>}}</br>`.)
            if let end = htmlTagEnd(at: i) {
                i = end
                continue
            }
            if source[i] != " ", source[i] != "\t" {
                hasText = true
                break
            }
            i += 1
        }
        linesWithText[line] = hasText
        return hasText
    }

    /// The range of a `glossary_tooltip`'s `text` (`attribute(_:in:from:to:)`) in a shortcode whose
    /// body, between `from` and `to`, is `body`; nil for any other shortcode.
    static func tooltipText(_ body: String, in s: [Unicode.Scalar], from: Int, to: Int) -> Range<Int>? {
        body.contains("glossary_tooltip") ? attribute("text", in: s, from: from, to: to) : nil
    }

    /// The range of the quoted value of the attribute `name` (`text="…"`, `text = '…'`) between
    /// `from` and `to`, its quotes left out; nil when it is not there.
    static func attribute(_ name: String, in s: [Unicode.Scalar], from: Int, to: Int) -> Range<Int>? {
        let key = Array(name.unicodeScalars)
        var i = from
        while i + key.count < to {
            defer { i += 1 }
            func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" }
            guard s[i..<(i + key.count)].elementsEqual(key), i == from || isSpace(s[i - 1]) else { continue }
            var j = i + key.count
            while j < to, isSpace(s[j]) { j += 1 }
            guard j < to, s[j] == "=" else { continue }
            j += 1
            while j < to, isSpace(s[j]) { j += 1 }
            guard j < to, s[j] == "\"" || s[j] == "'" else { continue }
            let quote = s[j]
            guard let endQuote = s[(j + 1)..<to].firstIndex(of: quote) else { return nil }
            return (j + 1)..<endQuote
        }
        return nil
    }

    /// `{#id}`: a heading anchor (markup) when it closes on the same line; `{# … #}` on one line, a
    /// template comment (Jinja, Nunjucks, Twig), markup too.
    private mutating func anchor(_ start: Int) -> Int {
        var j = start + 2
        while j < source.count, source[j] != "}", source[j] != " ", source[j] != "\n" { j += 1 }
        guard j < source.count, source[j] == "}", j > start + 2 else {
            if let close = closer("#}", after: start + 2), sameLine(start, close) {
                markup(start, close + 2)
                return close + 2
            }
            return literal(start)
        }
        markup(start, j + 1)
        return j + 1
    }

    private func sameLine(_ a: Int, _ b: Int) -> Bool { positions[a].line == positions[b].line }

    /// The end of an attribute list starting at `start` on one line: `{`, spaces, an optional `:`,
    /// then ids (`#features`), classes (`.note`) and `key=value` pairs, the first an id or a class,
    /// and `}` (`{ #features }`, `{#id .class}`, `{: .note }`); nil when none starts there.
    private func attributesEnd(_ start: Int) -> Int? {
        func isName(_ c: Unicode.Scalar) -> Bool {
            c.isASCII && (c.properties.isAlphabetic || c.properties.numericType != nil || c == "-" || c == "_" || c == ":")
        }
        var i = start + 1
        while i < source.count, source[i] == " " { i += 1 }
        if i < source.count, source[i] == ":" { i += 1 }
        while i < source.count, source[i] == " " { i += 1 }
        guard i + 1 < source.count, source[i] == "#" || source[i] == ".", isName(source[i + 1]) else { return nil }
        while i < source.count, source[i] != "}" {
            if source[i] == "#" || source[i] == "." {
                i += 1
                guard i < source.count, isName(source[i]) else { return nil }
                while i < source.count, isName(source[i]) { i += 1 }
            } else if isName(source[i]) {
                while i < source.count, isName(source[i]) { i += 1 }
                guard i < source.count, source[i] == "=" else { return nil }
                i += 1
                if i < source.count, source[i] == "\"" {
                    guard let close = source[(i + 1)...].firstIndex(where: { $0 == "\"" || $0 == "\n" }), source[close] == "\"" else { return nil }
                    i = close + 1
                } else {
                    while i < source.count, source[i] != " ", source[i] != "}", source[i] != "\n" { i += 1 }
                }
            } else {
                return nil
            }
            guard i < source.count, source[i] == " " || source[i] == "}" else { return nil }
            while i < source.count, source[i] == " " { i += 1 }
        }
        return i < source.count ? i + 1 : nil
    }

    // MARK: - MyST roles

    /// The index of the `}` of a MyST role starting at `start` (`{term}` before a backtick), else nil.
    private func roleNameEnd(_ start: Int) -> Int? {
        var i = start + 1
        guard i < source.count, source[i].isASCII, source[i].properties.isAlphabetic else { return nil }
        while i < source.count, source[i].isASCII,
            source[i].properties.isAlphabetic || source[i].properties.numericType != nil || source[i] == "-"
                || source[i] == "_" || source[i] == ":"
        {
            i += 1
        }
        return i + 1 < source.count && source[i] == "}" && source[i + 1] == "`" ? i : nil
    }

    /// A MyST role, `{name}` and a code span (`{term}`購読``, `{ref}`導入 <intro>``,
    /// `{py:class}`~storekit.Product``): the name and the backticks are markup; what the role shows
    /// is prose (a glossary term, a title given), a code span (an API's name: a domain's roles, `code`,
    /// `kbd`, `file`…; `~` shows its last part) or nothing (`{math}`, a `{ref}` to a label without a
    /// title, which shows a heading found elsewhere). Unclosed, `{` is text.
    private mutating func role(_ start: Int, nameEnd: Int) -> Int {
        let ticks = nameEnd + 1
        var open = ticks
        while open < source.count, source[open] == "`" { open += 1 }
        let count = open - ticks
        guard let close = closingBackticks(count, from: open), close > open else { return literal(start) }
        let end = close + count
        let name = String(scalars: source[(start + 1)..<nameEnd]).lowercased()
        // `Title <target>`: the title is what shows.
        var shown = open..<close
        var titled = false
        if source[close - 1] == ">", let angle = source[open..<close].lastIndex(of: "<"), angle > open,
            source[angle - 1] == " "
        {
            shown = open..<(angle - 1)
            titled = true
        }
        switch Self.roleShows(name, titled: titled) {
        case .nothing:
            markup(start, end)
            return end
        case .prose:
            appendProse(shown)
        case .code:
            // `~module.Name` shows `Name`; `!name` is not linked.
            if shown.lowerBound < shown.upperBound, source[shown.lowerBound] == "~" || source[shown.lowerBound] == "!" {
                let tilde = source[shown.lowerBound] == "~"
                shown = (shown.lowerBound + 1)..<shown.upperBound
                if tilde, let dot = source[shown].lastIndex(of: ".") { shown = (dot + 1)..<shown.upperBound }
            }
            appendCodeSpan(shown)
        }
        markup(start, shown.lowerBound)
        markup(shown.upperBound, end)
        return end
    }

    enum RoleText { case prose, code, nothing }

    /// What a MyST (Sphinx) role shows of its content.
    static func roleShows(_ name: String, titled: Bool) -> RoleText {
        switch name {
        case "math", "eq", "cite", "footcite", "cite:p", "cite:t", "pep", "rfc", "sub-ref", "numref": .nothing
        case "ref", "doc", "any", "download", "external", "std:ref", "std:doc": titled ? .prose : .nothing
        case "code", "literal", "kbd", "file", "samp", "command", "program", "envvar", "option", "class", "func", "meth",
            "attr", "obj", "mod", "data", "const", "exc", "keyword", "token", "type", "member", "var", "enum", "macro", "struct":
            .code
        case _ where name.contains(":"): .code
        default: .prose
        }
    }

    // MARK: - Templates

    /// `{{ … }}` on one line: what a template prints (Liquid, Jinja, Go templates: `{{ site.title }}`),
    /// markup, since the page does not hold it; or an MDN macro. MDN's cross-reference macros show
    /// their text (`{{jsxref("Promise")}}`, `{{domxref("Window.fetch", "fetch()")}}`,
    /// `{{Glossary("HTTP")}}`): an API's as a code span would be, a glossary entry's (or a text in
    /// another script) as prose. Its other macros (sidebars, badges, compatibility tables) are markup.
    /// Unclosed on its line, `{` is text.
    private mutating func templateOutput(_ start: Int) -> Int {
        // `{{{ … }}}` (Handlebars, Mustache, TiDB's variables) as a whole.
        if at(start, "{{{"), let close = closer("}}}", after: start + 3), sameLine(start, close) {
            markup(start, close + 3)
            return close + 3
        }
        guard let close = closer("}}", after: start + 2), sameLine(start, close) else { return literal(start) }
        let end = close + 2
        guard let reference = Self.macroReference(source, from: start + 2, to: close) else {
            markup(start, end)
            return end
        }
        markup(start, reference.text.lowerBound)
        markup(reference.text.upperBound, end)
        if reference.code { appendCodeSpan(reference.text) } else { appendProse(reference.text) }
        return end
    }

    /// `{* path hl[3] *}` on one line: a code file included by the site (FastAPI's documentation),
    /// markup. Unclosed on its line, `{` is text.
    private mutating func codeInclude(_ start: Int) -> Int {
        guard let close = closer("*}", after: start + 2), sameLine(start, close) else { return literal(start) }
        markup(start, close + 2)
        return close + 2
    }

    /// MDN's cross-reference macros by lower-cased name: whether what they show is code, and which
    /// argument is the text shown when it is given (else the first, the target's name).
    static let referenceMacros: [String: (code: Bool, display: Int)] = [
        "jsxref": (true, 1), "domxref": (true, 1), "cssxref": (true, 1), "htmlelement": (true, 1), "svgelement": (true, 1),
        "mathmlelement": (true, 1), "svgattr": (true, 1), "httpheader": (true, 1), "httpmethod": (true, 1),
        "httpstatus": (true, 1), "webextapiref": (true, 1), "htmlattrxref": (true, 2), "glossary": (false, 1),
    ]

    /// The text an MDN cross-reference macro shows, from the scalars between `{{` and `}}`: the range
    /// of the argument shown (its quotes left out) and whether it is code (an API's name in Latin
    /// script); nil for any other content.
    static func macroReference(_ s: [Unicode.Scalar], from: Int, to: Int) -> (text: Range<Int>, code: Bool)? {
        var i = from
        while i < to, s[i] == " " { i += 1 }
        let nameStart = i
        while i < to, s[i].isASCII, s[i].properties.isAlphabetic || s[i] == "_" || s[i] == "-" { i += 1 }
        guard let kind = referenceMacros[String(scalars: s[nameStart..<i]).lowercased()] else { return nil }
        while i < to, s[i] == " " { i += 1 }
        guard i < to, s[i] == "(" else { return nil }
        i += 1
        var arguments: [Range<Int>] = []
        while i < to, s[i] != ")" {
            if s[i] == " " || s[i] == "," {
                i += 1
            } else if s[i] == "\"" || s[i] == "'" {
                let quote = s[i]
                var j = i + 1
                while j < to, s[j] != quote { j += s[j] == "\\" ? 2 : 1 }
                guard j < to else { return nil }
                arguments.append((i + 1)..<j)
                i = j + 1
            } else {
                // A bare argument (a number, `true`).
                let start = i
                while i < to, s[i] != ",", s[i] != ")" { i += 1 }
                arguments.append(start..<i)
            }
        }
        guard let first = arguments.first, !first.isEmpty else { return nil }
        let text = kind.display < arguments.count && !arguments[kind.display].isEmpty ? arguments[kind.display] : first
        return (text, kind.code && s[text].allSatisfy(\.isASCII))
    }

    /// `{% … %}`: a template tag (Liquid, Jinja, Nunjucks), markup, over lines if need be; a
    /// `{% comment %}` tag runs to its `{% endcomment %}`. Unclosed, `{` is text.
    private mutating func templateTag(_ start: Int) -> Int {
        guard let close = closer("%}", after: start + 2) else { return literal(start) }
        var end = close + 2
        if Self.tag(source, from: start + 2).name == "comment", let stop = closer("endcomment", after: end),
            let stopClose = find("%}", from: stop)
        {
            end = stopClose + 2
        }
        markup(start, end)
        return end
    }

    /// The name of the template tag whose content starts at `from` (after `{%`, a `-` and spaces),
    /// and where the name ends.
    static func tag(_ s: [Unicode.Scalar], from: Int) -> (name: String, end: Int) {
        var i = from
        while i < s.count, s[i] == "-" || s[i] == " " || s[i] == "\t" { i += 1 }
        let start = i
        while i < s.count, s[i].isASCII, s[i].properties.isAlphabetic || s[i] == "_" { i += 1 }
        return (String(scalars: s[start..<i]), i)
    }

    /// `{: … }` on one line: a kramdown attribute list (`{: .note}`, `{:.no_toc}`), markup. `{:toc}`
    /// marks the list item it ends as the place of the table of contents: the item's text is
    /// markup too. An extension (`{::comment}` … `{:/comment}`, `{::nomarkdown}` … `{:/}`) is markup
    /// to its end tag. Unclosed on its line, `{` is text.
    private mutating func attributeList(_ start: Int) -> Int {
        guard let close = closer("}", after: start + 2), sameLine(start, close) else { return literal(start) }
        var end = close + 1
        let content = String(scalars: source[(start + 2)..<close])
        if content.hasPrefix(":"), !content.hasSuffix("/") {
            // An extension with a body: to `{:/name}` or `{:/}`.
            let name = String(content.dropFirst().prefix { $0.isLetter })
            let named = closer("{:/\(name)}", after: end).map { ($0, name.unicodeScalars.count + 4) }
            let bare = closer("{:/}", after: end).map { ($0, 4) }
            if let stop = [named, bare].compactMap({ $0 }).min(by: { $0.0 < $1.0 }) { end = stop.0 + stop.1 }
        } else if content.trimmingSpaces == "toc" {
            prose = MarkdownProse()
            markup(0, end)
            return end
        }
        markup(start, end)
        return end
    }

    /// The end of a heading anchor written escaped at `start`, as MDX needs it (`\{#id\}`) or escaped
    /// twice by a translation tool (`\\{#id\\}`); nil when none starts there.
    private func escapedAnchorEnd(_ start: Int) -> Int? {
        var j = start
        while j < source.count, source[j] == "\\", j - start < 2 { j += 1 }
        guard j > start, at(j, "{#") else { return nil }
        var k = j + 2
        while k < source.count, source[k] != "}", source[k] != " ", source[k] != "\n" { k += 1 }
        guard k < source.count, source[k] == "}", k > j + 2 else { return nil }
        return k + 1
    }

    /// A bare URL up to white space or a non-ASCII character, without trailing punctuation or an
    /// unbalanced `)`.
    private mutating func bareURL(_ start: Int) -> Int {
        var j = start
        var depth = 0
        while j < source.count, source[j].isASCII, source[j] != " ", source[j] != "\n", source[j] != "\t",
            source[j] != "<"
        {
            if source[j] == "(" { depth += 1 }
            if source[j] == ")" { if depth == 0 { break }; depth -= 1 }
            j += 1
        }
        while j > start, ".,:;!?\"'*_~".unicodeScalars.contains(source[j - 1]) { j -= 1 }
        markup(start, j)
        return j
    }

    /// Emphasis and strikethrough delimiters leave the prose; an intraword `_` (`snake_case`) and
    /// a run with white space on both sides (`2 * 3`) stay.
    private mutating func delimiterRun(_ start: Int) -> Int {
        let c = source[start]
        var end = start
        while end < source.count, source[end] == c { end += 1 }
        func isSpace(_ index: Int) -> Bool {
            index < 0 || index >= source.count || source[index] == " " || source[index] == "\n" || source[index] == "\t"
        }
        func isWordScalar(_ index: Int) -> Bool {
            index >= 0 && index < source.count
                && (source[index].properties.isAlphabetic || source[index].properties.numericType != nil)
        }
        let keep: Bool
        if c == "~" {
            keep = end - start == 1
        } else if c == "_" {
            keep = isWordScalar(start - 1) && isWordScalar(end)
        } else {
            keep = isSpace(start - 1) && isSpace(end)
        }
        if keep {
            for k in start..<end { prose.append(c, at: positions[k]) }
        }
        return end
    }

    /// `&name;`, `&#123;`, `&#x1F600;`: the character; anything else is a plain `&`.
    private mutating func entity(_ start: Int) -> Int {
        var j = start + 1
        while j < source.count, j - start <= 32, source[j].isASCII,
            source[j].properties.isAlphabetic || source[j].properties.numericType != nil || source[j] == "#"
        {
            j += 1
        }
        if j < source.count, source[j] == ";", j > start + 1 {
            let name = String(scalars: source[(start + 1)..<j])
            if let scalar = name.hasPrefix("#") ? CharacterReference.numeric(name) : Self.entities[name] {
                prose.append(scalar, at: positions[start])
                return j + 1
            }
        }
        prose.append("&", at: positions[start])
        return start + 1
    }
}
