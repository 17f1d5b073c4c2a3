import CorpusModel

/// The layout of a source document, which picks the parser.
public enum DocumentShape: String, Sendable, CaseIterable {
    case sessionPage = "session"
    case article
    case communityTranslation = "translation"
    case subtitleTranscript = "subtitle"
    /// Subtitle cues as players read them: WebVTT (`.vtt`) or SubRip (`.srt`).
    case subtitleCues = "cues"
    /// CommonMark Markdown (`.md`, `.markdown`, or front matter, fences and headings in the text).
    case markdown

    /// The record kind the shape produces.
    public var kind: DocumentKind {
        switch self {
        case .sessionPage: .sessionTranscript
        case .article: .article
        case .communityTranslation: .communityTranslation
        case .subtitleTranscript, .subtitleCues: .subtitleTranscript
        case .markdown: .markdown
        }
    }

    /// Parses a `--shape` value: a shape name (`session`) or a document kind (`session-transcript`).
    public init(argument: String) throws(ParseError) {
        if let shape = DocumentShape(rawValue: argument) {
            self = shape
        } else if let kind = DocumentKind(rawValue: argument) {
            self.init(kind: kind)
        } else {
            throw .unknownShape(argument)
        }
    }

    public init(kind: DocumentKind) {
        switch kind {
        case .sessionTranscript: self = .sessionPage
        case .article: self = .article
        case .communityTranslation: self = .communityTranslation
        case .subtitleTranscript: self = .subtitleTranscript
        case .markdown: self = .markdown
        }
    }

    /// Recognizes the shape from the first lines: `# title` plus `## Transcript` for subtitles, a
    /// `記事`/`Article` marker for articles, a `…日本語化計画` site line for community translations, and
    /// timestamped chapter lines (`- 4:37 - …`) for session pages. Nil when nothing matches.
    static func detect(_ lines: [SourceLine]) -> DocumentShape? {
        let head = lines.lazy.filter { !$0.isBlank }.prefix(60)
        guard let first = head.first else { return nil }
        if first.trimmed.hasPrefix("# "), lines.prefix(200).contains(where: { $0.trimmed == "## Transcript" }) {
            return .subtitleTranscript
        }
        if first.trimmed == "記事" || first.trimmed == "Article" || first.trimmed == "文章" { return .article }
        if first.trimmed.contains("日本語化計画") { return .communityTranslation }
        if head.contains(where: { SessionPageReader.chapter(in: $0) != nil }) { return .sessionPage }
        if isMarkdown(lines) { return .markdown }
        return nil
    }

    /// Markdown signals: front matter on the first line, a code fence, or two ATX headings.
    static func isMarkdown(_ lines: [SourceLine]) -> Bool {
        if let first = lines.first, first.column == 1, first.trimmed == "---" || first.trimmed == "+++",
            lines.dropFirst().prefix(30).contains(where: { $0.trimmed.contains(":") || $0.trimmed.contains(" = ") })
        {
            return true
        }
        var headings = 0
        for line in lines.prefix(400) where line.column <= 4 {
            if line.trimmed.hasPrefix("```") || line.trimmed.hasPrefix("~~~") { return true }
            let hashes = line.trimmed.prefix { $0 == "#" }.count
            if (1...6).contains(hashes), line.trimmed.dropFirst(hashes).first == " " { headings += 1 }
            if headings >= 2 { return true }
        }
        return false
    }
}
