/// The manifest of a corpus (`Corpus/corpus.json`): one entry per document.
public struct CorpusManifest: Hashable, Sendable, Codable {
    public var documents: [Entry]

    public init(documents: [Entry]) { self.documents = documents }

    /// One document of the corpus.
    public struct Entry: Hashable, Sendable, Codable {
        /// A stable id, used in locations and findings (the file name without extension).
        public var id: String
        /// The path relative to the manifest's folder.
        public var path: String
        public var language: LanguageTag
        public var kind: DocumentKind
        public var title: String
        /// A group id shared by translations of the same source, if any.
        public var parallel: String?
        /// Where the text came from.
        public var source: String

        public init(
            id: String, path: String, language: LanguageTag, kind: DocumentKind, title: String,
            parallel: String? = nil, source: String
        ) {
            self.id = id
            self.path = path
            self.language = language
            self.kind = kind
            self.title = title
            self.parallel = parallel
            self.source = source
        }
    }

    /// The entries of one parallel group, in manifest order.
    public func group(_ id: String) -> [Entry] { documents.filter { $0.parallel == id } }

    /// The manifest's problems: duplicate ids or paths, empty fields.
    public func problems() -> [String] {
        var problems: [String] = []
        var ids = Set<String>()
        var paths = Set<String>()
        for entry in documents {
            if entry.id.isEmpty { problems.append("a document has an empty 'id'") }
            if !ids.insert(entry.id).inserted { problems.append("document id '\(entry.id)' appears twice") }
            if !paths.insert(entry.path).inserted { problems.append("path '\(entry.path)' appears twice") }
            if entry.path.isEmpty { problems.append("document '\(entry.id)' has an empty 'path'") }
        }
        return problems
    }
}
