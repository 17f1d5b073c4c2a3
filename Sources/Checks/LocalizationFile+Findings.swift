import LocalizationFormats

extension LocalizationFile {
    /// The document id of this file's values in `language` (findings, suppressions and baselines
    /// key on it): `path#language`.
    public func documentID(_ language: String) -> String { "\(path)#\(language)" }

    /// A finding location for the bytes `range` of this file's text, in the values of `language`.
    func location(of range: Range<Int>, language: String) -> FindingLocation {
        let start = text.position(of: range.lowerBound)
        let covered = text.text(range)
        return FindingLocation(
            document: documentID(language), path: path, line: start.line, column: start.column,
            endColumn: covered.contains("\n") ? nil : start.column + covered.unicodeScalars.count)
    }

    /// A finding location for a whole value (its first line), or its position when it has no range.
    func location(of value: LocalizedValue) -> FindingLocation {
        guard let range = value.range else {
            return FindingLocation(
                document: documentID(value.language), path: path, line: value.position.line,
                column: value.position.column)
        }
        return location(of: range, language: value.language)
    }

    /// The location of `needle` (as written in the file) inside a value, or of the whole value
    /// when the file writes it differently (escaped).
    func location(of needle: String, in value: LocalizedValue) -> FindingLocation {
        let bytes = Array(needle.utf8)
        for piece in value.pieces {
            if let found = Self.find(bytes, in: text.bytes[piece]) { return location(of: found, language: value.language) }
        }
        return location(of: value)
    }

    /// The location of an entry's key, for findings about the entry as a whole.
    func location(of entry: LocalizationEntry, language: String) -> FindingLocation {
        FindingLocation(
            document: documentID(language), path: path, line: entry.position.line, column: entry.position.column)
    }

    /// The text of a value as the file writes it (escapes included).
    func rawText(of value: LocalizedValue) -> String { value.range.map { text.text($0) } ?? value.text }

    /// The first range of `needle` in `haystack` (absolute indices).
    static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Range<Int>? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        var start = haystack.startIndex
        while start + needle.count <= haystack.endIndex {
            if haystack[start] == needle[0], haystack[start..<start + needle.count].elementsEqual(needle) {
                return start..<start + needle.count
            }
            start += 1
        }
        return nil
    }
}
