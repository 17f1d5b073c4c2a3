import GlossaryKit

/// Maps UTF-16 offsets of a document's text to the 1-based line and column (in Unicode scalars)
/// that findings report, and cuts spans out of the text. Lines come from GlossaryKit's
/// `LineIndex` (which counts columns in UTF-16 units).
struct TextLocator: Sendable {
    /// The text's UTF-16 code units.
    let units: [UInt16]
    private let index: LineIndex

    /// - Complexity: O(*n*) in the UTF-16 length of `text`.
    init(_ text: String) {
        units = Array(text.utf16)
        index = LineIndex(text)
    }

    /// The UTF-16 offset at which each line starts.
    var lineStarts: [Int] { index.lineStarts }

    /// The 1-based line holding `offset`.
    /// - Complexity: O(log *lines*).
    func line(of offset: Int) -> Int { index.location(of: offset).line }

    /// The 1-based line and column of `offset`; the column counts Unicode scalars, so a
    /// character outside the Basic Multilingual Plane counts once.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        var column = 1
        var index = lineStarts[line - 1]
        while index < offset {
            // A low surrogate continues the scalar its high surrogate started.
            if !(0xDC00...0xDFFF).contains(units[index]) { column += 1 }
            index += 1
        }
        // An offset between the two halves of a pair still names the pair's column.
        return (line, column)
    }

    /// The text of a UTF-16 range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: units[max(0, range.lowerBound)..<min(units.count, range.upperBound)], as: UTF16.self)
    }

    /// The UTF-16 range of line `line` (1-based), without its line break.
    func range(ofLine line: Int) -> Range<Int> {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : units.count
        if end > start, units[end - 1] == 0x0D { end -= 1 }
        return start..<max(start, end)
    }

    /// The UTF-16 offset of a 1-based line and scalar column (the inverse of `location(of:)`).
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return units.count }
        var index = lineStarts[line - 1]
        var remaining = column - 1
        while remaining > 0, index < units.count, units[index] != 0x0A {
            index += (0xD800...0xDBFF).contains(units[index]) ? 2 : 1
            remaining -= 1
        }
        return index
    }
}
