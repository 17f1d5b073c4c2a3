import CorpusModel
import TextKit

/// The prose of a Markdown paragraph, heading or table cell: its text with the inline markup taken
/// out, where every scalar came from in the source, and what was set aside.
///
/// Kept as prose: text, emphasis content, link and image text, the `text` of a Hugo
/// `glossary_tooltip`, backslash escapes and entities (decoded). Set aside as `markup`: URLs (in
/// links, autolinks and bare), raw HTML and JSX tags, shortcodes, heading anchors (`{#id}`, escaped
/// or not), MDX expressions (`{props.count}`, in MDX pages) and the backticks of code spans. Code
/// spans are not prose either: their content is listed in `codeSpans`. Soft line breaks join lines
/// with a space, or with nothing next to CJK text.
struct MarkdownProse {
    /// A code span's content and where it starts.
    struct CodeSpan {
        var text: String
        var line: Int
        var column: Int
    }

    /// The prose's scalars (an array, so that taking a link's `[` back out is one O(*n*) move, not
    /// a walk from the start of a string view as well).
    var text: [Unicode.Scalar] = []
    /// The source line and column of each scalar of `text`.
    var positions: [(line: Int, column: Int)] = []
    var codeSpans: [CodeSpan] = []
    var markup: [SourceSpan] = []

    var string: String { String(scalars: text) }

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

    /// Drops trailing spaces.
    mutating func trimEnd() {
        while text.last == " " {
            text.removeLast()
            positions.removeLast()
        }
    }
}
