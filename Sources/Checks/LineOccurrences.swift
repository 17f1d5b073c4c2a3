import TextKit

/// The UTF-16 units of one line and, for a long line, where every pair of adjacent units occurs,
/// so that the occurrences of many needles in the line are found without scanning it once per
/// needle.
///
/// A document written on one line is one line of hundreds of thousands of units holding tens of
/// thousands of distinct candidates (`UnknownTermRule.chineseOccurrences`): one scan per candidate
/// was quadratic (a 500 KB Chinese line took most of a minute). Each needle now visits only the
/// positions where its first two units occur.
///
/// - Complexity: O(n) to build for a line of n units; a needle of two or more units costs
///   O(k·length) for the k positions of its first two units, a shorter one O(n).
struct LineOccurrences {
    /// The line's UTF-16 units.
    let units: [UInt16]
    /// The first position of each pair of adjacent units (first unit in the high half); empty for
    /// a short line, which is scanned.
    private var first: [UInt32: Int32] = [:]
    /// The next position holding the same pair of units as position i, or -1.
    private var next: [Int32] = []

    /// Lines shorter than this are scanned: a table would cost more than it saves.
    static let indexedLength = 1_024

    init(_ line: String) {
        units = UTF16Transcoding.units(of: line)
        guard units.count >= Self.indexedLength, units.count < Int(Int32.max) else { return }
        next = [Int32](repeating: -1, count: units.count)
        for i in stride(from: units.count - 2, through: 0, by: -1) {
            let key = Self.key(units[i], units[i + 1])
            if let later = first[key] { next[i] = later }
            first[key] = Int32(i)
        }
    }

    @inline(__always) private static func key(_ a: UInt16, _ b: UInt16) -> UInt32 { UInt32(a) << 16 | UInt32(b) }

    /// The occurrences of `needle` in the line, left to right, none overlapping the one before
    /// (after a match the search resumes at its end), shifted by `offset`.
    func ranges(of needle: [UInt16], offset: Int) -> [Range<Int>] {
        guard !needle.isEmpty, needle.count <= units.count else { return [] }
        var result: [Range<Int>] = []
        guard needle.count >= 2, !next.isEmpty else {
            var i = 0
            while i + needle.count <= units.count {
                if units[i] == needle[0], units[i..<(i + needle.count)].elementsEqual(needle) {
                    result.append((offset + i)..<(offset + i + needle.count))
                    i += needle.count
                } else {
                    i += 1
                }
            }
            return result
        }
        var position = Int(first[Self.key(needle[0], needle[1])] ?? -1)
        var resume = 0
        while position >= 0 {
            if position >= resume, position + needle.count <= units.count,
                units[position..<(position + needle.count)].elementsEqual(needle)
            {
                result.append((offset + position)..<(offset + position + needle.count))
                resume = position + needle.count
            }
            position = Int(next[position])
        }
        return result
    }
}
