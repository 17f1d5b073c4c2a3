/// A sentence showing a term in use, with the corpus line it was copied from.
public struct TermContext: Sendable, Hashable, Codable {
    /// The sentence, copied exactly from the cited line.
    public var sentence: String
    /// The corpus document id.
    public var document: String
    /// The 1-based line in the document file.
    public var line: Int

    public init(sentence: String, document: String, line: Int) {
        self.sentence = sentence
        self.document = document
        self.line = line
    }

    /// The citation as written in TBX: `DOCUMENT_ID:LINE`.
    public var citation: String { line > 0 ? "\(document):\(line)" : document }

    /// Parses a `DOCUMENT_ID:LINE` citation.
    static func parseCitation(_ text: String) -> (document: String, line: Int)? {
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]), line > 0 else {
            return nil
        }
        let document = String(text[..<colon])
        return document.isEmpty ? nil : (document, line)
    }
}
