import CorpusModel
import Foundation
import TextKit

/// A document's index rows computed ahead of the write transaction: the parsed record in its binary form,
/// the ICU words of each segment for the full-text table, and the facts as their JSON records.
/// Preparing is the costly part of writing a document and needs no database, so documents are
/// prepared on every core while the transaction (one writer) only inserts.
struct PreparedDocument: Sendable {
    let item: IndexSnapshot.IndexedDocument
    let parsed: Data
    /// The words of each of `item.document.segments`, space-separated.
    let words: [String]
    /// Where each of `item.document.segments` goes on on a later line (`SegmentLines.stored`); nil for
    /// one on one line.
    let segmentLines: [String?]
    /// The distinct words of `words` in CJK scripts (`SearchWords.isCJKWord`), for the index's list
    /// of them (`CorpusIndex.cjkWords(in:)`); empty when not gathered.
    let cjkWords: Set<Substring>
    let facts: [(line: Int, column: Int, kind: String, text: String)]
    /// The lines of the code listings, searched as segments are (`CodeLine`), with their words.
    let codeLines: [CodeLine]
    let codeWords: [String]

    /// One non-blank line of a code listing as the document's text writes it: its line, the column
    /// where the listing's text starts on it (after a list item's indentation or a block quote's
    /// `>`), and the text from there.
    struct CodeLine: Equatable {
        var line: Int
        var column: Int
        var text: String
    }

    init(_ item: IndexSnapshot.IndexedDocument, gatheringCJKWords: Bool = true) throws {
        let encoder = JSONEncoder()
        // The same bytes every build: a dictionary's key order differs from one process to the next.
        encoder.outputFormatting = [.sortedKeys]
        let document = item.document
        self.item = item
        parsed = Data(document.binaryEncoded())
        words = document.segments.map { SearchWords.row(of: $0.text, language: item.language) }
        segmentLines = SegmentLines.of(document, text: item.text).map { $0?.stored }
        codeLines = Self.codeLines(of: document, text: item.text)
        codeWords = codeLines.map { SearchWords.row(of: $0.text, language: item.language) }
        cjkWords = gatheringCJKWords ? Set((words + codeWords).flatMap(SearchWords.cjkWords(ofRow:))) : []
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

    /// The non-blank lines of `document`'s code listings (`CodeListing.raw`: as written, without a
    /// Markdown container's indentation or `>`), each at its line of `text` and the column where it
    /// starts there: where the line holds it (the last place), else — the listing blanked in `text`,
    /// as a checked document's markup is, a scalar for a space — as many scalars from the line's end
    /// as it has. A listing that the parser rebuilt from a flattened transcript is searched as its
    /// line holds it; one with no text in the document (a session page's listing title) has no line.
    static func codeLines(of document: Document, text: String) -> [CodeLine] {
        guard !document.codeListings.isEmpty else { return [] }
        let lines = LineBreaks.lines(of: text)
        var result: [CodeLine] = []
        for listing in document.codeListings where !listing.raw.isEmpty {
            for (offset, piece) in LineBreaks.lines(of: listing.raw).enumerated() {
                let number = listing.line + offset
                guard !piece.allSatisfy(\.isWhitespace), number >= 1, number <= lines.count else { continue }
                let written = lines[number - 1]
                let column: Int
                if let found = written.range(of: piece, options: .backwards) {
                    column = written.unicodeScalars.distance(from: written.startIndex, to: found.lowerBound) + 1
                } else {
                    column = max(written.unicodeScalars.count - piece.unicodeScalars.count, 0) + 1
                }
                result.append(CodeLine(line: number, column: column, text: String(piece)))
            }
        }
        return result
    }

    /// The prepared rows of `items`, in order, computed on every core.
    static func all(_ items: [IndexSnapshot.IndexedDocument], gatheringCJKWords: Bool = true) throws -> [PreparedDocument] {
        try items.concurrentMap { try PreparedDocument($0, gatheringCJKWords: gatheringCJKWords) }
    }
}
