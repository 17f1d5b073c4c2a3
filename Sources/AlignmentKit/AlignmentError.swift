/// Errors and warnings of alignment and term discovery.
public enum AlignmentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Both documents are in the same language.
    case sameLanguage(String)
    /// A document has no text to align.
    case emptyDocument(String)
    /// The two documents differ in length far beyond what translations do.
    case lengthMismatch(sourceCharacters: Int, targetCharacters: Int)
    /// The aligned paragraphs agree no better than chance over much of the documents: they are not
    /// translations of each other, or different editions (`DocumentCorrespondence`).
    case notCorresponding(score: Double)
    /// A line of a term-pairs file is not `ja<TAB>zh-Hans`.
    case invalidPairLine(file: String, line: Int, text: String)

    public var description: String {
        switch self {
        case .sameLanguage(let language):
            return "both documents are in the same language '\(language)'; alignment needs two languages"
        case .emptyDocument(let document):
            return "\(document): no text to align"
        case .lengthMismatch(let s, let t):
            return
                "the documents differ widely in length (\(s) vs \(t) characters); one may be a summary: only confident pairs are kept"
        case .notCorresponding(let score):
            let share = Int((score * 100).rounded())
            return
                "the documents do not read as translations of each other: only \(share) % of the aligned text agrees "
                + "better than chance; they may be different texts or different editions"
        case .invalidPairLine(let file, let line, let text):
            return "\(file):\(line): expected 'ja<TAB>zh-Hans', got '\(text)'"
        }
    }
}
