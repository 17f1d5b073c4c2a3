import Dispatch
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
    let facts: [(line: Int, column: Int, kind: String, text: String)]

    init(_ item: IndexSnapshot.IndexedDocument) throws {
        let encoder = JSONEncoder()
        let document = item.document
        self.item = item
        parsed = Data(document.binaryEncoded())
        words = document.segments.map { SearchWords.words(of: $0.text, language: item.language).joined(separator: " ") }
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
    static func all(_ items: [IndexSnapshot.IndexedDocument]) throws -> [PreparedDocument] {
        try concurrentlyComputed(count: items.count) { try PreparedDocument(items[$0]) }
    }
}

/// `make(0) … make(count - 1)` computed on every core, in index order; the first error (by index)
/// is thrown after all have run.
func concurrentlyComputed<Value>(count: Int, _ make: (Int) throws -> Value) throws -> [Value] {
    let results = UnsafeMutableBufferPointer<Result<Value, any Error>?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
        // The slots hold the values until they are copied out: released here, or every batch's
        // rows would stay in memory for the rest of the process.
        _ = results.deinitialize()
        results.deallocate()
    }
    withoutActuallyEscaping(make) { make in
        let box = ResultSlots(results: results, make: make)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            box.results[index] = Result { try box.make(index) }
        }
    }
    return try results.map { try $0!.get() }
}

/// Each iteration of `concurrentlyComputed` writes only its own slot.
private struct ResultSlots<Value>: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<Result<Value, any Error>?>
    let make: (Int) throws -> Value
}
