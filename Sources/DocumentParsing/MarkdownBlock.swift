/// A leaf block of a CommonMark document as `MarkdownBlockParser` finds it: its kind, the content
/// of each of its source lines (container markers and indentation removed) and the containers it
/// sits in.
struct MarkdownBlock: Sendable, Equatable {
    /// What the block is.
    enum Kind: Sendable, Equatable {
        /// An ATX (`## Title`) or setext (`Title` over `===`) heading of level 1–6.
        case heading(level: Int)
        case paragraph
        /// A fenced or indented code block; `info` is the fence's info string (empty when none).
        case code(info: String)
        /// An HTML block (comments included).
        case html
        case thematicBreak
        /// One or more link reference definitions (`[id]: https://…`).
        case linkDefinition
        /// A pipe table: every line is a row; the delimiter row is left out.
        case table
        /// YAML (`---`) or TOML (`+++`) front matter, delimiters left out.
        case frontMatter
        /// The opening or closing line of a directive container (`:::note`, `::: tip Title`, `:::`:
        /// Docusaurus, VitePress, markdown-it-container) or of an MkDocs admonition (`!!! note "Title"`,
        /// `??? tip`): one line, from the marker on. `title` is where the title is in that line's
        /// scalars (brackets and quotes left out), nil when there is none; the title is prose, the
        /// rest of the line (colons or `!!!`, the type, attributes) markup.
        case directive(title: Range<Int>?)
        /// An MDX flow construct: an ESM block (`import …`, `export …`), a JSX element on lines of its
        /// own, or an expression (`{/* comment */}`): markup, never prose.
        case mdxFlow
    }

    /// The content of one source line: the text after container markers and indentation.
    struct Line: Sendable, Equatable {
        /// The 1-based line number.
        var number: Int
        /// The 1-based column (in Unicode scalars) of the first scalar of `text`.
        var column: Int
        var text: String
    }

    /// The innermost list item the block is in.
    enum ListItem: Sendable, Equatable {
        case none, bullet, ordered
    }

    var kind: Kind
    var lines: [Line]
    /// How many block quotes enclose the block.
    var quoteDepth = 0
    var listItem = ListItem.none

    /// The content lines joined with line feeds.
    var content: String { lines.map(\.text).joined(separator: "\n") }

    /// The line the block starts on (for an empty block, the line it was opened on).
    var firstLine: Int
}
