import Testing

@testable import Checks

/// `LineOccurrences` finds a needle's occurrences in a long line through the positions of its first
/// two units; the answers must be those of a scan of the whole line, overlaps included.
@Suite struct LineOccurrencesTests {
    /// The occurrences a left-to-right scan finds, resuming after each match.
    static func scan(_ needle: [UInt16], in line: [UInt16], offset: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var i = 0
        while !needle.isEmpty, i + needle.count <= line.count {
            if Array(line[i..<(i + needle.count)]) == needle {
                result.append((offset + i)..<(offset + i + needle.count))
                i += needle.count
            } else {
                i += 1
            }
        }
        return result
    }

    @Test(arguments: [200, 5_000, 60_000])
    func answersAsAScanOfTheLine(length: Int) {
        // A small alphabet with astral characters and runs (`优优优`) so that needles recur and overlap.
        let alphabet: [String] = ["优", "惠", "订", "阅", "的", " ", "A", "𠀋"]
        var seed: UInt64 = UInt64(length)
        func pick(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        var line = ""
        while line.utf16.count < length {
            let piece = alphabet[pick(alphabet.count)]
            line += pick(5) == 0 ? String(repeating: piece, count: 3) : piece
        }
        let occurrences = LineOccurrences(line)
        #expect(occurrences.units == Array(line.utf16))
        let units = Array(line.utf16)
        var needles: [[UInt16]] = [[], Array("优".utf16), Array("优优".utf16), Array("𠀋".utf16), Array("不在".utf16)]
        for _ in 0..<200 {
            let start = pick(units.count - 8), count = 1 + pick(6)
            needles.append(Array(units[start..<(start + count)]))
        }
        needles.append(units)
        for needle in needles {
            #expect(occurrences.ranges(of: needle, offset: 7) == Self.scan(needle, in: units, offset: 7), "\(needle)")
        }
    }
}
