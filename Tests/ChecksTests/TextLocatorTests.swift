import Testing

@testable import Checks

/// `TextLocator` on long lines: columns in scalars, lookups that do not walk the line; and every
/// answer the same as reading a UTF-16 copy of the text, which the locator does not keep.
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
        let count = locator.unitCount
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

    /// Random texts of one-, two-, three- and four-byte scalars, line breaks and CRLF: every offset's
    /// location, unit and low-half test, every line's range, the inverse of each location, and
    /// random spans' text and units (cutting pairs too) as a UTF-16 array of the text gives them.
    @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7])
    func answersAsTheTextsUTF16(seed: Int) {
        // A linear congruential sequence: the same texts on every run.
        var state = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let pieces = ["a", " ", "é", "語", "ー", "😀", "𠮷", "\n", "\r\n", "x", "ア"]
        let length = [0, 1, 63, 64, 65, 200, 1500, 4000][seed]
        let text = (0..<length).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
        let locator = TextLocator(text)
        let units = Array(text.utf16)
        #expect(locator.unitCount == units.count)
        #expect(locator.utf16Units() == units)
        var lineStarts = [0]
        for (offset, unit) in units.enumerated() where unit == 0x0A { lineStarts.append(offset + 1) }
        #expect(locator.lineStarts == lineStarts)
        for offset in 0...units.count {
            let (line, column) = locator.location(of: offset)
            let expected = Self.naiveLocation(units, offset)
            #expect(line == expected.0 && column == expected.1, "offset \(offset)")
            guard offset < units.count else { continue }
            #expect(locator.unit(at: offset) == units[offset], "unit at \(offset)")
            #expect(locator.isLowSurrogate(at: offset) == (offset > 0 && (0xDC00...0xDFFF).contains(units[offset])))
            if !(0xDC00...0xDFFF).contains(units[offset]) {
                #expect(locator.offset(line: line, column: column) == offset, "inverse at offset \(offset)")
            }
        }
        for line in 1...lineStarts.count {
            var end = line < lineStarts.count ? lineStarts[line] - 1 : units.count
            if end > lineStarts[line - 1], units[end - 1] == 0x0D { end -= 1 }
            #expect(locator.range(ofLine: line) == lineStarts[line - 1]..<max(lineStarts[line - 1], end))
        }
        for _ in 0..<300 {
            let a = Int(next() % UInt64(units.count + 3)) - 1
            let b = a + Int(next() % 40)
            let clamped = units[max(0, min(a, units.count))..<max(max(0, min(a, units.count)), min(b, units.count))]
            #expect(locator.units(in: a..<b) == Array(clamped), "units of \(a)..<\(b)")
            #expect(locator.text(a..<b) == String(decoding: Array(clamped), as: UTF16.self), "text of \(a)..<\(b)")
        }
    }

    /// Katakana runs and quotations read a line at a time, only in the lines whose bytes may hold
    /// them, are those of the whole text's units: random texts of katakana (full and half width, the
    /// long-vowel mark, the small letters of U+31F0), hiragana, Han, Latin, quotation marks of every
    /// kind, CR and line breaks.
    @Test func lineScannersFindWhatTheWholeTextGives() {
        let pieces = [
            "カ", "タ", "ナ", "ー", "・", "ｶ", "ﾀ", "ㇰ", "ひ", "ら", "漢", "a", "B", " ", "\"", "\u{201C}", "\u{201D}",
            "「", "」", "『", "』", "\n", "\r\n", "😀",
        ]
        var state: UInt64 = 12_345
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for round in 0..<300 {
            let text = (0..<(next() % 120)).map { _ in pieces[next() % pieces.count] }.joined()
            let locator = TextLocator(text)
            let units = Array(text.utf16)
            #expect(KatakanaRun.runs(in: locator, minimumLength: 2) == KatakanaRun.runs(in: units, minimumLength: 2), "round \(round)")
            #expect(QuotedText.all(in: locator) == QuotedText.all(in: units), "round \(round)")
        }
        // The filters pass what they look for and leave a line without it.
        let plain = TextLocator("ひらがなと漢字だけ\nplain English\n")
        var seen: [Int] = []
        plain.forEachLine(where: KatakanaRun.mayHoldKatakana) { _, start in seen.append(start) }
        plain.forEachLine(where: QuotedText.mayHoldOpeningMark) { _, start in seen.append(start) }
        #expect(seen.isEmpty, "no line of it may hold katakana or a quotation")
    }
}
