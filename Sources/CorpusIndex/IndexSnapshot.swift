import CorpusModel
import Foundation

/// Everything one build writes to the index.
public struct IndexSnapshot: Sendable {
    /// A parsed document with what identifies its parse: the content hash of its bytes and the
    /// parse key (the parser's identity and the options it was parsed with).
    public struct IndexedDocument: Sendable {
        public var id: String
        public var path: String
        public var language: String
        public var parallelGroup: String?
        public var contentHash: String
        public var parseKey: String
        public var document: Document
        /// The document's text (decoded, as its line and column numbers count it; its markup may be
        /// blanked, a space for each scalar): where each line of its code listings starts on its line
        /// (`PreparedDocument.codeLines`).
        public var text: String
        /// Whether the index holds a record of this document under the same content hash and parse
        /// key that could not be read (the build parsed it again): the write replaces its rows rather
        /// than keep them.
        public var storedRecordUnreadable = false

        public init(
            id: String, path: String, language: String, parallelGroup: String?, contentHash: String, parseKey: String,
            document: Document, text: String
        ) {
            self.text = text
            self.id = id
            self.path = path
            self.language = language
            self.parallelGroup = parallelGroup
            self.contentHash = contentHash
            self.parseKey = parseKey
            self.document = document
        }
    }

    /// A finding as `check` reports it.
    public struct Finding: Sendable, Equatable {
        public var rule, severity, path: String
        public var line, column: Int
        public var message, fingerprint: String

        public init(rule: String, severity: String, path: String, line: Int, column: Int, message: String, fingerprint: String) {
            (self.rule, self.severity, self.path, self.line, self.column) = (rule, severity, path, line, column)
            (self.message, self.fingerprint) = (message, fingerprint)
        }
    }

    /// A claim as `verify` reports it.
    public struct Claim: Sendable, Equatable {
        public var kind, status, path: String
        public var line, column: Int
        public var text, claim: String

        public init(kind: String, status: String, path: String, line: Int, column: Int, text: String, claim: String) {
            (self.kind, self.status, self.path, self.line, self.column, self.text, self.claim) =
                (kind, status, path, line, column, text, claim)
        }
    }

    /// Term occurrences as the glossary's concordance counts them: per matcher pattern and document,
    /// and the keyword-in-context lines per concept.
    public struct TermCount: Sendable, Equatable {
        public var pattern: Int
        public var document: String
        public var count: Int

        public init(pattern: Int, document: String, count: Int) {
            (self.pattern, self.document, self.count) = (pattern, document, count)
        }
    }

    public struct TermLine: Sendable, Equatable {
        public var concept: Int
        public var document: String
        public var line: Int
        public var left, match, right: String

        public init(concept: Int, document: String, line: Int, left: String, match: String, right: String) {
            (self.concept, self.document, self.line, self.left, self.match, self.right) =
                (concept, document, line, left, match, right)
        }
    }

    /// Rows the index makes one at a time as it writes them, from values the build holds anyway: a
    /// large corpus's claims are a hundred thousand rows, which a copy made up front would hold twice
    /// through the write.
    public struct Rows<Row>: Sendable {
        public let count: Int
        private let row: @Sendable (Int) -> Row

        /// `count` rows, row `i` being `row(i)`.
        public init(count: Int, row: @escaping @Sendable (Int) -> Row) {
            self.count = count
            self.row = row
        }

        public init(_ rows: [Row]) where Row: Sendable {
            self.init(count: rows.count) { rows[$0] }
        }

        public subscript(index: Int) -> Row { row(index) }
    }

    public var documents: [IndexedDocument] = []
    public var findings = Rows<Finding>([])
    public var claims = Rows<Claim>([])
    public var termCounts: [TermCount] = []
    public var termLines: [TermLine] = []
    /// The alignments the build used, by the digest of what decides them (encoded beads).
    public var alignments: [String: Data] = [:]
    /// Each document's analysis by the digest of what decides it (encoded by the build; the index
    /// keeps them for the next build).
    public var analyses: [String: Data] = [:]
    /// Keys of alignments and analyses the build used as the index holds them: kept without
    /// their values, which the build need not hold (a key decides its value). A kept key the
    /// index no longer holds is simply absent afterwards (the next build computes it again).
    public var keptAlignments: Set<String> = []
    public var keptAnalyses: Set<String> = []
    /// The glossary the build read, encoded by the build, by the hash of its files (at most one).
    public var glossaries: [String: Data] = [:]
    /// Build facts: the glossary's hash, the build time, the tool version.
    public var meta: [String: String] = [:]

    public init() {}
}
