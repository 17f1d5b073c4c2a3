import CorpusModel
import LocalizationFormats

extension LocalizationFile {
    /// One document per translated language, for the terminology rules that read documents
    /// (deprecated, variant spelling, near miss, inconsistent): the file's text with everything but
    /// that language's values blanked out, so every finding keeps the line and column it has in
    /// the file.
    ///
    /// Outside the values, each character becomes a space (a line break stays a line break); a
    /// value's characters stay as written. The line breaks between the pieces of a value continued
    /// over several quoted lines (PO) are soft (`CheckedDocument.softBreakLines`): a term wrapped
    /// onto the next piece is found. Binary property lists, which have no text, give none.
    ///
    /// - Complexity: O(*n* × *languages*) in the file size.
    public var checkedDocuments: [CheckedDocument] {
        guard !text.bytes.isEmpty else { return [] }
        var rangesByLanguage: [String: [Range<Int>]] = [:]
        var softBreaksByLanguage: [String: [Int]] = [:]
        for entry in entries where entry.shouldTranslate {
            for value in entry.values {
                rangesByLanguage[value.language, default: []] += value.pieces
                if value.pieces.count > 1, let first = value.pieces.first, let last = value.pieces.last {
                    let lines = text.position(of: first.lowerBound).line..<text.position(of: last.lowerBound).line
                    softBreaksByLanguage[value.language, default: []] += lines
                }
            }
        }
        let bytes = text.bytes
        return rangesByLanguage.keys.sorted().map { language in
            let ranges = rangesByLanguage[language]!.sorted { $0.lowerBound < $1.lowerBound }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var next = 0
            var offset = 0
            while offset < bytes.count {
                while next < ranges.count, ranges[next].upperBound <= offset { next += 1 }
                if next < ranges.count, ranges[next].contains(offset) {
                    out.append(contentsOf: bytes[offset..<ranges[next].upperBound])
                    offset = ranges[next].upperBound
                    continue
                }
                let byte = bytes[offset]
                if byte == 0x0A || byte == 0x0D {
                    out.append(byte)
                } else if byte & 0xC0 != 0x80 {
                    out.append(0x20)
                }
                offset += 1
            }
            let blanked = String(decoding: out, as: UTF8.self)
            let id = documentID(language)
            let document = Document(id: id, language: LanguageTag(language), kind: .article, title: path)
            var checked = CheckedDocument(id: id, path: path, language: language, text: blanked, document: document)
            checked.softBreakLines = (softBreaksByLanguage[language] ?? []).sorted()
            return checked
        }
    }
}

extension CheckedDocument {
    /// Whether this is one language's values of an app string file (`LocalizationFile.checkedDocuments`,
    /// whose id is the file's path and the language), which the rules for app strings read as values.
    public var isAppStringValues: Bool { id == "\(path)#\(language)" }
}
