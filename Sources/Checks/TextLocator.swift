import GlossaryKit
import TextKit

/// Maps UTF-16 offsets of a document's text to the 1-based line and column (in Unicode scalars)
/// that findings report, and cuts spans out of the text. Lines come from GlossaryKit's
/// `LineIndex` (which counts columns in UTF-16 units).
///
/// A column counts the scalars between the line start and the offset: the UTF-16 distance less the
/// low surrogates in between. The low surrogates before every `blockSize`-th unit are counted once,
/// so that a lookup reads at most one block of units however long the line (a one-line document of
/// megabytes is located as fast as a short one).
struct TextLocator: Sendable {
    /// The text's UTF-16 code units.
    let units: [UInt16]
    private let index: LineIndex
    /// The number of low surrogates in `units[0 ..< k * blockSize]`, for every `k`; empty when the
    /// text has none (every scalar is then one unit).
    private let lowSurrogatesBeforeBlock: [Int32]

    /// The units between two entries of `lowSurrogatesBeforeBlock`.
    static let blockSize = 64

    /// - Complexity: O(*n*) in the UTF-16 length of `text`.
    init(_ text: String) {
        // Transcoded from the text's UTF-8 and scanned for line breaks as an array: iterating the
        // string's UTF-16 view twice was most of locating an unchanged corpus's documents.
        let units = UTF16Transcoding.units(of: text)
        self.units = units
        index = LineIndex(units: units)
        var table: [Int32] = []
        if units.contains(where: { (0xDC00...0xDFFF).contains($0) }) {
            table.reserveCapacity(units.count / Self.blockSize + 2)
            var count: Int32 = 0
            for (offset, unit) in units.enumerated() {
                if offset % Self.blockSize == 0 { table.append(count) }
                if (0xDC00...0xDFFF).contains(unit) { count += 1 }
            }
            table.append(count)
        }
        lowSurrogatesBeforeBlock = table
    }

    /// The UTF-16 offset at which each line starts.
    var lineStarts: [Int] { index.lineStarts }

    /// The 1-based line holding `offset`.
    /// - Complexity: O(log *lines*).
    func line(of offset: Int) -> Int { index.location(of: offset).line }

    /// The number of low surrogates in `units[0 ..< offset]`.
    /// - Complexity: O(`blockSize`).
    private func lowSurrogates(before offset: Int) -> Int {
        guard !lowSurrogatesBeforeBlock.isEmpty else { return 0 }
        let offset = min(max(0, offset), units.count)
        let block = offset / Self.blockSize
        var count = Int(lowSurrogatesBeforeBlock[block])
        var index = block * Self.blockSize
        while index < offset {
            if (0xDC00...0xDFFF).contains(units[index]) { count += 1 }
            index += 1
        }
        return count
    }

    /// The number of scalars that start in `units[start ..< end]`.
    /// - Complexity: O(`blockSize`).
    func scalarCount(from start: Int, to end: Int) -> Int {
        guard end > start else { return 0 }
        return (end - start) - (lowSurrogates(before: end) - lowSurrogates(before: start))
    }

    /// The 1-based line and column of `offset`; the column counts Unicode scalars, so a
    /// character outside the Basic Multilingual Plane counts once.
    /// - Complexity: O(log *lines* + `blockSize`), whatever the length of the line.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        // An offset between the two halves of a pair still names the pair's column.
        return (line, 1 + scalarCount(from: lineStarts[line - 1], to: offset))
    }

    /// The text of a UTF-16 range.
    func text(_ range: Range<Int>) -> String {
        UTF16Transcoding.string(units[max(0, range.lowerBound)..<min(units.count, range.upperBound)])
    }

    /// The UTF-16 range of line `line` (1-based), without its line break.
    func range(ofLine line: Int) -> Range<Int> {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : units.count
        if end > start, units[end - 1] == 0x0D { end -= 1 }
        return start..<max(start, end)
    }

    /// The UTF-16 offset of a 1-based line and scalar column (the inverse of `location(of:)`); a
    /// column past the line's end gives the offset of its line break.
    /// - Complexity: O(log *n* × `blockSize`): a binary search over the line's offsets, whose scalar
    ///   count grows with the offset.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return units.count }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : units.count
        let wanted = column - 1
        guard wanted > 0 else { return start }
        // The first offset whose scalar count from the line start reaches `wanted`.
        var low = start
        var high = end
        while low < high {
            let mid = (low + high) / 2
            if scalarCount(from: start, to: mid) < wanted { low = mid + 1 } else { high = mid }
        }
        // Never between the two halves of a pair.
        if low < units.count, low > start, (0xDC00...0xDFFF).contains(units[low]) { low += 1 }
        return low
    }
}
