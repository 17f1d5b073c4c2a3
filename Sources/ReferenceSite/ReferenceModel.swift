/// The data behind the bilingual reference: one record per API symbol, glossary concept and
/// document, and the index pages' groups. It is the `--format json` output, and both the HTML and
/// the Markdown renderers read only this. Documented in Documentation/Reference.md; fields are
/// added, never renamed.
public struct ReferenceModel: Codable, Sendable, Equatable {
    /// The tool version that wrote it.
    public var generator: String
    /// The languages shown side by side (`ja`, `zh-Hans` by default), then English.
    public var languages: [String]
    public var symbols: [SymbolPage]
    public var concepts: [ConceptPage]
    public var documents: [DocumentPage]
    /// Symbols grouped by owner (framework or service), then by owner type.
    public var symbolIndex: [OwnerGroup]
    /// Concepts listed per language in that language's collation order, under index headings.
    public var conceptIndex: [LanguageIndex]
    /// What the search box filters: every symbol and every term, with its search keys.
    public var search: [SearchEntry]

    /// A sentence of a document, with where it is.
    public struct Citation: Codable, Sendable, Equatable, Hashable {
        /// The document's path, as `check` shows it.
        public var path: String
        /// The slug of the document's page.
        public var document: String
        public var language: String
        public var line: Int
        public var text: String
    }

    /// Two aligned sentences of two language versions (either side may be missing).
    public struct SentencePair: Codable, Sendable, Equatable {
        public var sides: [String: Citation]
        public var score: Double?
    }

    public struct Availability: Codable, Sendable, Equatable {
        public var platform: String
        public var introduced: String
        public var deprecated: String?
    }

    /// A document's statement contradicted by the model (from `verify`).
    public struct Contradiction: Codable, Sendable, Equatable {
        public var citation: Citation
        public var claim: String
        public var model: String
        public var suggestion: String?
    }

    public struct Code: Codable, Sendable, Equatable {
        public var path: String
        public var document: String
        public var line: Int
        public var language: String?
        public var title: String?
        public var code: String
    }

    public struct TermEntry: Codable, Sendable, Equatable {
        public var text: String
        /// `preferred`, `admitted`, `deprecated`, `superseded`.
        public var status: String
        /// For a deprecated or superseded term: the term to use instead.
        public var use: String?
    }

    public struct FindingEntry: Codable, Sendable, Equatable {
        public var rule: String
        public var severity: String
        public var path: String
        public var document: String
        public var line: Int
        public var message: String
    }

    public struct SymbolPage: Codable, Sendable, Equatable {
        public var slug: String
        public var symbol: String
        /// `type`, `property`, `method`, … or `unknown` for a corpus mention the model lacks.
        public var kind: String
        public var owner: String?
        public var ownerType: String?
        /// Whether the offer model's catalogue has the symbol.
        public var inModel: Bool
        public var offerConcept: String?
        public var availability: [Availability]
        public var availabilityConfirmed: Bool
        public var serviceVersion: String?
        public var deprecated: Bool
        /// Apple's documentation pages (title, URL).
        public var appleDocumentation: [[String]]
        public var contradictions: [Contradiction]
        /// Slugs of the glossary concepts naming the symbol.
        public var concepts: [String]
        /// Aligned sentences that mention the symbol.
        public var sentences: [SentencePair]
        /// Mentions per language that no alignment paired.
        public var mentions: [Citation]
        public var code: [Code]
        /// Slugs of symbols with the same owner type or the same concept.
        public var related: [String]
    }

    public struct ConceptPage: Codable, Sendable, Equatable {
        public var slug: String
        public var id: String
        public var name: String
        public var subjectField: String?
        /// Terms per language.
        public var terms: [String: [TermEntry]]
        public var definitions: [String: String]
        public var contexts: [Citation]
        /// Slugs of the concept's API symbols.
        public var symbols: [String]
        /// Occurrences per document slug.
        public var occurrences: [String: Int]
        public var findings: [FindingEntry]
    }

    public struct Section: Codable, Sendable, Equatable {
        public var heading: String
        public var level: Int
        public var line: Int
    }

    public struct DocumentPage: Codable, Sendable, Equatable {
        public var slug: String
        public var id: String
        public var path: String
        public var language: String
        public var title: String
        public var kind: String
        /// The other language versions: language → slug.
        public var versions: [String: String]
        public var sections: [Section]
        public var code: [Code]
        /// Symbol slug and line of each API mention.
        public var mentions: [Mention]
        public var findings: [FindingEntry]
        /// The text of every line this site cites or lists (sections, code, mentions, findings,
        /// sentences), so that each `#L<line>` anchor shows its line.
        public var lines: [Line]
    }

    public struct Line: Codable, Sendable, Equatable {
        public var line: Int
        public var text: String
    }

    public struct Mention: Codable, Sendable, Equatable {
        public var symbol: String
        public var slug: String
        public var line: Int
    }

    public struct OwnerGroup: Codable, Sendable, Equatable {
        public var owner: String
        public var types: [TypeGroup]
    }

    public struct TypeGroup: Codable, Sendable, Equatable {
        /// The owner type, or empty for top-level types.
        public var type: String
        public var symbols: [String]
    }

    public struct LanguageIndex: Codable, Sendable, Equatable {
        public var language: String
        public var groups: [HeadingGroup]
    }

    public struct HeadingGroup: Codable, Sendable, Equatable {
        /// `あ`, `か`… for Japanese, `A`…`Z` for pinyin initials and English, `#` for the rest.
        public var heading: String
        public var entries: [IndexEntry]
    }

    public struct IndexEntry: Codable, Sendable, Equatable {
        public var term: String
        public var concept: String
        public var status: String
    }

    public struct SearchEntry: Codable, Sendable, Equatable {
        /// What is shown.
        public var label: String
        public var language: String?
        /// The page, relative to the site's root.
        public var href: String
        /// Lowercase search keys: the text folded, its romaji or pinyin.
        public var keys: [String]
    }
}
