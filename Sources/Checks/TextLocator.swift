import Foundation
import GlossaryKit
import TextKit

/// Maps UTF-16 offsets of a document's text to the 1-based line and column (in Unicode scalars)
/// that findings report, and cuts spans out of the text. Lines come from GlossaryKit's
/// `LineIndex` (which counts columns in UTF-16 units).
///
/// The locator keeps the text as it is (its UTF-8, shared with the document) and, for every
/// `blockSize`-th UTF-16 unit, where that unit's scalar starts in the UTF-8 and how many low
/// surrogates come before it; an offset is reached by reading at most one block of the text from
/// the entry before it, so a lookup costs the same on a one-line document of megabytes as on a
/// short line. Every document's analysis holds a locator through the check: a UTF-16 copy of each
/// text, as the locator once kept, was a tenth of a large build's memory. The rules that scan a
/// whole text as UTF-16 (`utf16Units()`) make the copy for as long as they read it.
struct TextLocator: Sendable {
    /// The text.
    let text: String
    /// The length of the text in UTF-16 units.
    let unitCount: Int
    private let index: LineIndex
    /// For every `k` with `k × blockSize ≤ unitCount`: the UTF-8 offset of the scalar that holds
    /// unit `k × blockSize`, shifted left by one, plus one when that unit is the low half of a
    /// surrogate pair (its scalar then starts a unit earlier).
    private let blockStarts: [Int]
    /// The number of low surrogates in the units before `k × blockSize`, for every `k`; empty
    /// when the text has none (every scalar is then one unit).
    private let lowSurrogatesBeforeBlock: [Int32]

    /// The units between two entries of `blockStarts`.
    static let blockSize = 64

    /// - Complexity: O(*n*) in the UTF-8 length of `text`.
    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        var lineStarts = [0]
        var blocks: [Int] = []
        var lows: [Int32] = []
        var units = 0
        var pairs: Int32 = 0
        Self.withUTF8(text) { bytes in
            blocks.reserveCapacity(bytes.count / Self.blockSize + 2)
            lows.reserveCapacity(bytes.count / Self.blockSize + 2)
            // The unit of the next block entry: a scalar holds it when it starts there or, as a
            // pair, one unit before it (a scalar is at most two units, a block many more).
            var nextBlock = 0
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                guard byte & 0xC0 != 0x80 else { continue }
                let width = byte >= 0xF0 ? 2 : 1
                if units &+ width > nextBlock {
                    blocks.append(offset << 1 | (nextBlock == units ? 0 : 1))
                    lows.append(pairs)
                    nextBlock &+= Self.blockSize
                }
                if byte == 0x0A { lineStarts.append(units &+ 1) }
                pairs &+= Int32(width &- 1)
                units &+= width
            }
            if units == nextBlock {
                blocks.append(bytes.count << 1)
                lows.append(pairs)
            }
        }
        unitCount = units
        index = LineIndex(lineStarts: lineStarts)
        blockStarts = blocks
        lowSurrogatesBeforeBlock = pairs > 0 ? lows : []
    }

    private static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The UTF-8 length of the scalar whose leading byte is `byte`.
    private static func scalarLength(_ byte: UInt8) -> Int {
        byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }

    /// Where the scalar holding unit `offset` (in `0...unitCount`) starts: its UTF-8 and UTF-16
    /// offsets (the latter is `offset`, or `offset - 1` when `offset` is the low half of a pair).
    /// - Complexity: O(`blockSize`).
    private func scalarStart(ofUnit offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (utf8: Int, unit: Int) {
        var (utf8, unit) = scalarStart(ofBlock: offset / Self.blockSize)
        while unit < offset, utf8 < bytes.count {
            let length = Self.scalarLength(bytes[utf8])
            let width = length == 4 ? 2 : 1
            if unit + width > offset { break }
            unit += width
            utf8 += length
        }
        return (utf8, unit)
    }

    /// Where the scalar holding block `block`'s first unit starts: its UTF-8 and UTF-16 offsets.
    private func scalarStart(ofBlock block: Int) -> (utf8: Int, unit: Int) {
        let entry = blockStarts[block]
        return (entry >> 1, block * Self.blockSize - (entry & 1))
    }

    /// The UTF-16 offset at which each line starts.
    var lineStarts: [Int] { index.lineStarts }

    /// The 1-based line holding `offset`.
    /// - Complexity: O(log *lines*).
    func line(of offset: Int) -> Int { index.location(of: offset).line }

    /// The number of low surrogates in the units before `offset`.
    /// - Complexity: O(`blockSize`).
    private func lowSurrogates(before offset: Int) -> Int {
        guard !lowSurrogatesBeforeBlock.isEmpty else { return 0 }
        let offset = min(max(0, offset), unitCount)
        let block = offset / Self.blockSize
        var count = Int(lowSurrogatesBeforeBlock[block])
        var (utf8, unit) = scalarStart(ofBlock: block)
        // (A pair that straddles the block's first unit has its low half in the block: counted here.)
        Self.withUTF8(text) { bytes in
            while unit < offset, utf8 < bytes.count {
                let length = Self.scalarLength(bytes[utf8])
                if length == 4 {
                    if unit + 1 < offset { count += 1 }
                    unit += 2
                } else {
                    unit += 1
                }
                utf8 += length
            }
        }
        return count
    }

    /// The number of scalars that start in the units `start ..< end`.
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

    /// The text of a UTF-16 range (a lone half of a pair at either end becomes U+FFFD).
    /// - Complexity: O(`blockSize` + the length of the range).
    func text(_ range: Range<Int>) -> String {
        let lower = max(0, range.lowerBound)
        let upper = min(unitCount, range.upperBound)
        guard lower < upper else { return "" }
        return Self.withUTF8(text) { bytes in
            let start = scalarStart(ofUnit: lower, in: bytes)
            let end = scalarStart(ofUnit: upper, in: bytes)
            guard start.unit == lower, end.unit == upper else {
                // A range that cuts a pair: the string of its units.
                return UTF16Transcoding.string(units(in: lower..<upper))
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start.utf8..<end.utf8]), as: UTF8.self)
        }
    }

    /// The UTF-16 units of `range` (clamped to the text).
    /// - Complexity: O(`blockSize` + the length of the range).
    func units(in range: Range<Int>) -> [UInt16] {
        let lower = max(0, range.lowerBound)
        let upper = min(unitCount, range.upperBound)
        guard lower < upper else { return [] }
        return Self.withUTF8(text) { bytes in
            let start = scalarStart(ofUnit: lower, in: bytes)
            let end = scalarStart(ofUnit: upper, in: bytes)
            // The scalars from the one that holds `lower` through the one that holds `upper` when
            // `upper` is inside a pair.
            let last = end.unit < upper ? end.utf8 + 4 : end.utf8
            let units = UTF16Transcoding.units(ofUTF8: UnsafeBufferPointer(rebasing: bytes[start.utf8..<last]))
            return Array(units[(lower - start.unit)..<(upper - start.unit)])
        }
    }

    /// The UTF-16 unit at `offset` (in `0 ..< unitCount`).
    /// - Complexity: O(`blockSize`).
    func unit(at offset: Int) -> UInt16 {
        Self.withUTF8(text) { bytes in
            let start = scalarStart(ofUnit: offset, in: bytes)
            let (scalar, length) = UTF8Scalar.decode(bytes, at: start.utf8)
            guard length == 4 else { return UInt16(truncatingIfNeeded: scalar) }
            let (high, low) = UTF16Transcoding.surrogates(of: scalar)
            return start.unit == offset ? high : low
        }
    }

    /// Whether the unit at `offset` is the low half of a surrogate pair.
    /// - Complexity: O(`blockSize`).
    func isLowSurrogate(at offset: Int) -> Bool {
        guard offset > 0, offset < unitCount, !lowSurrogatesBeforeBlock.isEmpty else { return false }
        return Self.withUTF8(text) { scalarStart(ofUnit: offset, in: $0).unit != offset }
    }

    /// Calls `body` with the UTF-16 units of each line (without its line break) whose UTF-8
    /// `mayHold` accepts, and the offset of the line's first unit, in text order. A scanner that
    /// never reads across a line break (katakana runs, quotations) finds in these lines what it
    /// finds in the whole text's units, without transcoding the lines that cannot hold what it
    /// looks for (every line of an English or Chinese document, for katakana).
    /// - Complexity: O(*n*) in the UTF-8 length, plus the transcoding of the lines accepted.
    func forEachLine(where mayHold: (UnsafeBufferPointer<UInt8>) -> Bool, _ body: (_ units: [UInt16], _ start: Int) -> Void) {
        Self.withUTF8(text) { bytes in
            var start = 0
            for lineStart in lineStarts {
                let end = Self.firstIndex(of: 0x0A, in: bytes, from: start) ?? bytes.count
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if mayHold(line) { body(UTF16Transcoding.units(ofUTF8: line), lineStart) }
                start = end + 1
            }
        }
    }

    /// The first offset at or after `start` where `bytes` hold `byte` (C's `memchr`, which reads
    /// many bytes at a time).
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `bytes` hold `byte` at some offset for which `accept` is true, the offsets tried in
    /// order (`firstIndex(of:in:from:)`).
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, where accept: (Int) -> Bool) -> Bool {
        var next = 0
        while let offset = firstIndex(of: byte, in: bytes, from: next) {
            if accept(offset) { return true }
            next = offset + 1
        }
        return false
    }

    /// The whole text's UTF-16 units, made for the caller (not kept).
    /// - Complexity: O(*n*).
    func utf16Units() -> [UInt16] { UTF16Transcoding.units(of: text) }

    /// The UTF-16 range of line `line` (1-based), without its line break.
    func range(ofLine line: Int) -> Range<Int> {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : unitCount
        if end > start, unit(at: end - 1) == 0x0D { end -= 1 }
        return start..<max(start, end)
    }

    /// The UTF-16 offset of a 1-based line and scalar column (the inverse of `location(of:)`); a
    /// column past the line's end gives the offset of its line break.
    /// - Complexity: O(log *n* × `blockSize`): a binary search over the line's offsets, whose scalar
    ///   count grows with the offset.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return unitCount }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : unitCount
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
        if low > start, isLowSurrogate(at: low) { low += 1 }
        return low
    }
}
