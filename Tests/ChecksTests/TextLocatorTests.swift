import Testing

@testable import Checks

/// `TextLocator` on long lines: columns in scalars, lookups that do not walk the line.
@Suite struct TextLocatorTests {
    /// Columns counted the slow way, from the line start.
    static func naiveLocation(_ units: [UInt16], _ offset: Int) -> (Int, Int) {
        var line = 1
        var column = 1
        for index in 0..<offset {
            if units[index] == 0x0A {
                line += 1
                column = 1
            } else if !(0xDC00...0xDFFF).contains(units[index]) {
                column += 1
            }
        }
        return (line, column)
    }

    @Test func columnsCountScalarsAcrossBlocks() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "語", "😀", "\n", "𠮷", "ー"]
        let text = (0..<3000).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
        let locator = TextLocator(text)
        let units = Array(text.utf16)
        for offset in stride(from: 0, to: units.count, by: 7) {
            let (line, column) = locator.location(of: offset)
            let expected = Self.naiveLocation(units, offset)
            #expect(line == expected.0 && column == expected.1, "offset \(offset)")
            if !(0xDC00...0xDFFF).contains(units[offset]) {
                #expect(locator.offset(line: line, column: column) == offset, "inverse at offset \(offset)")
            }
        }
    }

    /// A one-line text of 1.2 MB and 20,000 lookups at its far end: the old walk from the line
    /// start read 12 billion units (minutes even in release); the block table reads at most 64
    /// units a lookup.
    @Test func lookupsOnOneLongLineDoNotWalkTheLine() {
        let text = String(repeating: "ab😀語", count: 120_000)
        let locator = TextLocator(text)
        let count = locator.units.count
        var total = 0
        for step in 0..<20_000 {
            let offset = count - 1 - step * 3
            let (line, column) = locator.location(of: offset)
            total &+= column
            #expect(line == 1)
            if step == 0 { #expect(column == 4 * 120_000, "the last unit is the last scalar") }
        }
        #expect(total > 0)
        #expect(locator.offset(line: 1, column: 4 * 120_000) == count - 1)
        #expect(locator.offset(line: 1, column: 4 * 120_000 - 1) == count - 3, "the pair's high half")
        #expect(locator.offset(line: 1, column: 10_000_000) == count, "past the end: the line's end")
    }
}
