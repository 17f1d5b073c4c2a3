/// The kind of a corpus document, which decides how it is parsed.
public enum DocumentKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A WWDC session page: abstract, chapters, resources, transcript, code listings.
    case sessionTranscript = "session-transcript"
    /// A documentation article: headings, lists, notes, code blocks, see-also.
    case article
    /// A community translation page with English glosses of Japanese titles.
    case communityTranslation = "community-translation"
    /// A subtitle transcript: `# title`, `## Summary`, `## Info`, `## Transcript`.
    case subtitleTranscript = "subtitle-transcript"
    /// A CommonMark Markdown page (front matter, headings, code fences, HTML comments).
    case markdown
}
