import CorpusModel
import TextKit

/// The prose of a Markdown paragraph, heading or table cell: its text with the inline markup taken
/// out, where every scalar came from in the source, and what was set aside.
///
/// Kept as prose: text, emphasis content, link and image text, the `text` of a Hugo
/// `glossary_tooltip`, backslash escapes and entities (decoded). Set aside as `markup`: URLs (in
/// links, autolinks and bare), raw HTML and JSX tags, shortcodes, heading anchors (`{#id}`, escaped
/// or not), MDX expressions (`{props.count}`, in MDX pages) and the backticks of code spans. A code
/// span's content is in the text as a reader sees it (`下記の`Deployment`は` reads `下記のDeploymentは`),
/// listed in `codeSpans` and marked by `codeRanges`, so that what reads prose only (numbers, API
/// names in prose, glosses, the language guess) leaves it out. Soft line breaks join lines with a
/// space, or with nothing next to CJK text.
struct MarkdownProse {
    /// A code span's content, where it starts, and the line its last scalar is on.
    struct CodeSpan {
        var text: String
        var line: Int
        var column: Int
        var lastLine: Int
        /// A shortcode shown as code (`MarkdownInlineScanner.shortcode`): text, but neither a code
        /// span of the page nor an API's name.
        var isShortcode = false
    }

    /// The prose's scalars (an array, so that taking a link's `[` back out is one O(*n*) move, not
    /// a walk from the start of a string view as well).
    var text: [Unicode.Scalar] = []
    /// The source line and column of each scalar of `text`.
    var positions: [(line: Int, column: Int)] = []
    var codeSpans: [CodeSpan] = []
    /// The ranges of `text` that are code spans' content, ascending and apart.
    var codeRanges: [Range<Int>] = []
    var markup: [SourceSpan] = []

    var string: String { String(scalars: text) }

    /// The text without its code spans' content (what the language guess reads).
    var proseOnly: String {
        guard !codeRanges.isEmpty else { return string }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.count)
        var from = 0
        for range in codeRanges {
            scalars += text[from..<range.lowerBound]
            from = range.upperBound
        }
        scalars += text[from...]
        return String(scalars: scalars)
    }

    /// Reads the prose of the content lines of one block; with `mdx`, a `{…}` expression is markup.
    ///
    /// - Complexity: O(*n*) in the length of the lines (a bracket or a code span searches ahead
    ///   on its own block only).
    init(_ lines: [MarkdownBlock.Line], mdx: Bool = false) {
        var source: [Unicode.Scalar] = []
        var where_: [(line: Int, column: Int)] = []
        for (index, line) in lines.enumerated() {
            var column = line.column
            for scalar in line.text.unicodeScalars {
                source.append(scalar)
                where_.append((line.number, column))
                column += 1
            }
            if index < lines.count - 1 {
                source.append("\n")
                where_.append((line.number, column))
            }
        }
        var scanner = MarkdownInlineScanner(source: source, positions: where_, mdx: mdx)
        scanner.run()
        self = scanner.prose
    }

    init() {}

    /// Appends a scalar from a source position; collapses runs of spaces.
    mutating func append(_ scalar: Unicode.Scalar, at position: (line: Int, column: Int)) {
        if scalar == " ", text.last == " " || text.isEmpty { return }
        text.append(scalar)
        positions.append(position)
    }

    /// Appends a code span's content, each scalar at its source position (a line break a space),
    /// and marks it as code.
    mutating func appendCode(_ scalars: ArraySlice<Unicode.Scalar>, at places: ArraySlice<(line: Int, column: Int)>) {
        let start = text.count
        for (scalar, place) in zip(scalars, places) { append(scalar == "\n" ? " " : scalar, at: place) }
        // A space the content opened with was dropped after a space of the prose.
        let first = text.count > start && text[start] == " " ? start + 1 : start
        if text.count > first { codeRanges.append(first..<text.count) }
    }

    /// Takes the scalar at `index` (prose, never code) out of the text.
    mutating func remove(at index: Int) {
        text.remove(at: index)
        positions.remove(at: index)
        for k in codeRanges.indices.reversed() {
            guard codeRanges[k].lowerBound > index else { break }
            codeRanges[k] = (codeRanges[k].lowerBound - 1)..<(codeRanges[k].upperBound - 1)
        }
    }

    /// Drops trailing spaces.
    mutating func trimEnd() {
        while text.last == " " {
            text.removeLast()
            positions.removeLast()
        }
        while let last = codeRanges.last, last.upperBound > text.count {
            if last.lowerBound < text.count {
                codeRanges[codeRanges.count - 1] = last.lowerBound..<text.count
            } else {
                codeRanges.removeLast()
            }
        }
    }
}
