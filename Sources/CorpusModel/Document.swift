/// One parsed corpus document: its structure (title, sections, chapters, code listings) and the
/// facts extracted from it (segments, API mentions, availability, numbers, glosses).
///
/// A pure value: produced by `DocumentParsing`, consumed by matching, alignment and checks.
public struct Document: Hashable, Sendable, Codable {
    public var id: String
    public var language: LanguageTag
    public var kind: DocumentKind
    public var title: String
    public var abstract: String?
    public var sections: [Section]
    public var chapters: [Chapter]
    public var resources: [String]
    public var relatedVideos: [String]
    /// The site a community translation comes from (`XCode 16.4 日本語化計画`).
    public var site: String?
    /// `## Info` items of a subtitle transcript.
    public var info: [String]
    public var codeListings: [CodeListing]
    public var glosses: [Gloss]
    public var paragraphs: [Paragraph]
    public var segments: SegmentList
    public var apiMentions: [APIMention]
    public var availability: [AvailabilityFact]
    public var numbers: [NumericFact]
    public var diagnostics: [ParseDiagnostic]
    /// Source spans that are markup rather than prose (a Markdown document's URLs, HTML comments,
    /// front matter, shortcodes, code spans and link definitions); `maskingMarkup(in:)` blanks them.
    public var markup: [SourceSpan] = []
    /// The content of a Markdown document's one-line code spans (`` `nodeName` ``: the span of
    /// `nodeName`), which translations keep as they are.
    public var codeSpans: [SourceSpan] = []
    /// A subtitle file's cue times, one per line of cue text, in line order (`cueTime(lines:)`).
    public var cueTimings: [CueTiming] = []

    public init(
        id: String, language: LanguageTag, kind: DocumentKind, title: String = "", abstract: String? = nil,
        sections: [Section] = [], chapters: [Chapter] = [], resources: [String] = [], relatedVideos: [String] = [],
        site: String? = nil, info: [String] = [],
        codeListings: [CodeListing] = [], glosses: [Gloss] = [], paragraphs: [Paragraph] = [],
        segments: [Segment] = [], apiMentions: [APIMention] = [], availability: [AvailabilityFact] = [],
        numbers: [NumericFact] = [], diagnostics: [ParseDiagnostic] = []
    ) {
        self.id = id
        self.language = language
        self.kind = kind
        self.title = title
        self.abstract = abstract
        self.sections = sections
        self.chapters = chapters
        self.resources = resources
        self.relatedVideos = relatedVideos
        self.site = site
        self.info = info
        self.codeListings = codeListings
        self.glosses = glosses
        self.paragraphs = paragraphs
        self.segments = SegmentList(segments)
        self.apiMentions = apiMentions
        self.availability = availability
        self.numbers = numbers
        self.diagnostics = diagnostics
    }
}

extension Document {
    /// Whether the document is written prose (a Markdown page) rather than speech cut into subtitles
    /// (transcripts), whose spaces next to CJK characters separate phrases.
    public var isWrittenProse: Bool { kind == .markdown }
}
