import Foundation

/// A document's index rows computed ahead of the write transaction: the parsed record in its binary form,
/// the ICU words of each segment for the full-text table, and the facts as their JSON records.
/// Preparing is the costly part of writing a document and needs no database, so documents are
/// prepared on every core while the transaction (one writer) only inserts.
struct PreparedDocument: Sendable {
    let item: IndexSnapshot.IndexedDocument
    let parsed: Data
    /// The words of each of `item.document.segments`, space-separated.
    let words: [String]
    /// The distinct words of `words` in CJK scripts (`SearchWords.isCJKWord`), for the index's list
    /// of them (`CorpusIndex.cjkWords(in:)`); empty when not gathered.
    let cjkWords: Set<Substring>
    let facts: [(line: Int, column: Int, kind: String, text: String)]

    init(_ item: IndexSnapshot.IndexedDocument, gatheringCJKWords: Bool = true) throws {
        let encoder = JSONEncoder()
        // The same bytes every build: a dictionary's key order differs from one process to the next.
        encoder.outputFormatting = [.sortedKeys]
        let document = item.document
        self.item = item
        parsed = Data(document.binaryEncoded())
        words = document.segments.map { SearchWords.row(of: $0.text, language: item.language) }
        cjkWords = gatheringCJKWords ? Set(words.flatMap(SearchWords.cjkWords(ofRow:))) : []
        var facts: [(line: Int, column: Int, kind: String, text: String)] = []
        // Facts as their JSON records (the parser's own shape).
        for f in document.availability {
            facts.append((f.line, f.column, "availability", String(decoding: try encoder.encode(f), as: UTF8.self)))
        }
        for f in document.numbers {
            facts.append((f.line, f.column, "number", String(decoding: try encoder.encode(f), as: UTF8.self)))
        }
        self.facts = facts
    }

    /// The prepared rows of `items`, in order, computed on every core.
    static func all(_ items: [IndexSnapshot.IndexedDocument], gatheringCJKWords: Bool = true) throws -> [PreparedDocument] {
        try items.concurrentMap { try PreparedDocument($0, gatheringCJKWords: gatheringCJKWords) }
    }
}
