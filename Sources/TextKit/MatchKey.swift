internal import CICUShims

/// The folded form of a text used to match glossary terms, with a map from every key position
/// back to the original text.
///
/// Folding, in order:
/// 1. NFKC_Casefold (ICU), which unifies width (`ｳｨﾝﾊﾞｯｸ`, `ＡＰＩ`), case and compatibility forms;
/// 2. long-vowel look-alikes (`ｰ`, `-`, `—`, `―`, `－`, `~`, `〜`, `‐`, `−`) after a katakana become `ー`;
/// 3. the middle dot `・` is removed, and so is `·` after a CJK character;
/// 4. runs of spaces collapse to one, and disappear next to a CJK character or at either end;
/// 5. optionally, hiragana become katakana.
///
/// The ``Strength/loose`` strength also unifies orthographic variants of katakana loanwords: every
/// `ー` after a katakana is dropped (`サーバー` ~ `サーバ`), `ヴ` + small vowel becomes the `バ` row
/// (`ヴァ` ~ `バ`), a lone `ヴ` becomes `ブ`, other small vowels become full-size (`ウィ` ~ `ウイ`),
/// `ヵ`/`ヶ` become `カ`/`ケ`, and hyphens and spaces between Latin letters are dropped
/// (`win-back` ~ `winback`).
///
/// ```swift
/// let a = MatchKey("最後のサブスクリプション登録後の 経過時間")
/// let b = MatchKey("最後のサブスクリプション登録後の経過時間")
/// a.units == b.units // true
/// ```
public struct MatchKey: Sendable, Equatable {
    public enum Strength: Sendable, Equatable, Hashable, CaseIterable {
        case exact
        case loose
    }

    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Fold hiragana to katakana (`うぃんばっく` ~ `ウィンバック`).
        public static let hiraganaToKatakana = Options(rawValue: 1)
    }

    /// The folded text as UTF-16 code units.
    public let units: [UInt16]
    /// For each key unit, the UTF-16 offset in the original text where the text it came from starts.
    public let sourceStarts: [Int32]
    /// For each key unit, the UTF-16 offset in the original text where the text it came from ends.
    public let sourceEnds: [Int32]

    /// The folded text.
    public var string: String { UTF16Transcoding.string(units) }

    /// Folds `text`.
    /// - Complexity: O(n); characters outside a fast table (multi-character expansions, combining
    ///   sequences, supplementary planes) take a call into ICU each.
    public init(_ text: String, strength: Strength = .exact, options: Options = []) {
        var folder = Folder(strength: strength, options: options, utf8Offsets: false, capacity: text.utf8.count)
        var text = text
        text.withUTF8 { bytes in _ = folder.fold(bytes, from: 0, limit: .max) }
        folder.finish()
        units = folder.units.array()
        sourceStarts = folder.starts.array()
        sourceEnds = folder.ends.array()
    }

    /// The folded form of `text` only, for building dictionaries of keys.
    public static func fold(_ text: String, strength: Strength = .exact, options: Options = []) -> String {
        MatchKey(text, strength: strength, options: options).string
    }

    /// The range in the original text (UTF-16 offsets) that the key units `keyRange` came from.
    public func sourceRange(of keyRange: Range<Int>) -> Range<Int> {
        guard !keyRange.isEmpty else {
            let at = keyRange.lowerBound < sourceStarts.count ? Int(sourceStarts[keyRange.lowerBound]) : 0
            return at..<at
        }
        return Int(sourceStarts[keyRange.lowerBound])..<Int(sourceEnds[keyRange.upperBound - 1])
    }
}

extension MatchKey {
    /// A stretch of a key handed out by ``MatchKey/forEachWindow(of:strength:options:overlap:capacity:_:)``.
    /// Its buffers are valid only during the call that receives it.
    public struct Window {
        /// Folded units: `units[k]` is unit `firstIndex + k` of the whole key.
        public let units: UnsafeBufferPointer<UInt16>
        /// For each unit, the UTF-8 offset in the text where the text it came from starts.
        public let sourceStarts: UnsafeBufferPointer<Int32>
        /// For each unit, the UTF-8 offset in the text where the text it came from ends.
        public let sourceEnds: UnsafeBufferPointer<Int32>
        /// The index in the whole key of `units[0]`.
        public let firstIndex: Int
        /// The text's UTF-8.
        public let utf8: UnsafeBufferPointer<UInt8>
        /// Whether the key ends with this window.
        public let isLast: Bool
        /// Whether the text read so far (everything up to the end of this window's units, and
        /// perhaps a little further) has a supplementary character, four bytes in UTF-8 and two
        /// units in UTF-16. While it has none, a UTF-16 offset is the UTF-8 offset less the
        /// continuation bytes before it.
        public let hasSupplementary: Bool
    }

    /// Folds `text` exactly as `MatchKey(text, strength:options:)` does, but without materialising
    /// the key: `body` receives it a window of about `capacity` units at a time, in order. Every
    /// window after the first starts with the last `overlap` units of the one before (all of them
    /// if it had fewer), so a consumer can look back that far; a unit is handed out only once it
    /// is final. Source offsets are UTF-8 offsets into `text` (``Window/utf8``), not UTF-16 ones.
    /// The last window (``Window/isLast``) may bring no new units.
    /// - Complexity: O(n), with memory for about `capacity + overlap` units whatever the text's length.
    public static func forEachWindow(
        of text: String, strength: Strength = .exact, options: Options = [], overlap: Int, capacity: Int = 1024,
        _ body: (Window) throws -> Void
    ) rethrows {
        let overlap = Swift.max(overlap, 0)
        // Room for progress: after dropping all but `overlap + 1` units the folder fills again.
        let limit = Swift.max(capacity, 2 * overlap + 2)
        var folder = Folder(strength: strength, options: options, utf8Offsets: true, capacity: limit + 64)
        var text = text
        try text.withUTF8 { bytes in
            var position = 0
            var firstIndex = 0
            while true {
                position = folder.fold(bytes, from: position, limit: limit)
                if position >= bytes.count {
                    folder.finish()
                    try body(folder.window(count: folder.units.count, firstIndex: firstIndex, utf8: bytes, isLast: true))
                    return
                }
                // The last unit may still be taken back or replaced: hold it back.
                let ready = folder.units.count - 1
                try body(folder.window(count: ready, firstIndex: firstIndex, utf8: bytes, isLast: false))
                let drop = Swift.max(ready - overlap, 0)
                folder.dropFirst(drop)
                firstIndex += drop
            }
        }
    }
}

extension MatchKey {
    /// Whether a folded unit belongs to a CJK script (Han, kana, CJK punctuation) for the rules
    /// about spaces.
    @inline(__always)
    static func isCJK(_ u: UInt16) -> Bool {
        (u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xD800 && u <= 0xDFFF)
            || (u >= 0xFF66 && u <= 0xFF9F)
    }

    @inline(__always)
    static func isKatakana(_ u: UInt16) -> Bool { (u >= 0x30A1 && u <= 0x30FA) || (u >= 0x30FC && u <= 0x30FF) }

    @inline(__always)
    static func isLatinAlphanumeric(_ u: UInt16) -> Bool {
        (u >= 0x61 && u <= 0x7A) || (u >= 0x30 && u <= 0x39) || (u >= 0x41 && u <= 0x5A) || (u >= 0xC0 && u <= 0x24F)
    }
}

/// The streaming folder behind ``MatchKey`` and ``MatchKey/forEachWindow(of:strength:options:overlap:capacity:_:)``.
///
/// It reads UTF-8 and can stop whenever the key has grown to a limit and go on later; source
/// offsets count UTF-16 units (for ``MatchKey``) or UTF-8 bytes (for windows).
private struct Folder: ~Copyable {
    let loose: Bool
    let hiraganaToKatakana: Bool
    /// Whether source offsets count UTF-8 bytes rather than UTF-16 units.
    let utf8Offsets: Bool
    var units: KeyBuffer<UInt16>
    var starts: KeyBuffer<Int32>
    var ends: KeyBuffer<Int32>

    /// The current normalisation segment: UTF-16 units of one or more code points, the first with a
    /// normalisation boundary before it.
    var segment: [UInt16] = []
    /// A pending segment of exactly one BMP unit.
    var single: UInt16 = 0
    var hasSingle = false
    /// The source unit the hot path wrote last, in case a combining character follows it.
    var written: UInt16 = 0
    var hasWritten = false
    var segmentStart: Int32 = 0
    var segmentEnd: Int32 = 0
    /// The source offset of the next character.
    var offset: Int32 = 0
    /// Whether a supplementary character has been read.
    var readSupplementary = false

    /// Spaces (or, in loose mode, a hyphen) waiting to see what follows them.
    var pendingSeparator: UInt16 = 0
    var pendingStart: Int32 = 0
    var pendingEnd: Int32 = 0
    /// Whether the last emitted `ブ` came from `ヴ`, so that a small vowel after it picks the row.
    var lastWasFoldedVu = false

    init(strength: MatchKey.Strength, options: MatchKey.Options, utf8Offsets: Bool, capacity: Int) {
        loose = strength == .loose
        hiraganaToKatakana = options.contains(.hiraganaToKatakana)
        self.utf8Offsets = utf8Offsets
        units = KeyBuffer(capacity: capacity)
        starts = KeyBuffer(capacity: capacity)
        ends = KeyBuffer(capacity: capacity)
        segment.reserveCapacity(8)
    }

    /// Folds the UTF-8 text `bytes` (valid UTF-8, as a `String`'s) from byte `position` on, until
    /// the key holds `limit` units or more or the text ends; returns the byte position reached.
    /// Call ``finish()`` after the last character.
    /// - Complexity: O(n) in the bytes read.
    mutating func fold(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int, limit: Int) -> Int {
        var offset = self.offset
        defer { self.offset = offset }
        let table = FoldTable.shared
        let fastAllowed = !hiraganaToKatakana
        let n = bytes.count
        var i = position
        let runs = utf8Offsets && !hiraganaToKatakana
        while i < n && units.count < limit {
            if runs && !hasSingle && segment.isEmpty {
                self.offset = offset
                i = foldRun(bytes, from: i, limit: limit)
                offset = self.offset
                guard i < n && units.count < limit else { break }
            }
            let (v, length) = UTF8Scalar.decode(bytes, at: i)
            i &+= length
            if v <= 0xFFFF {
                let unit = UInt16(truncatingIfNeeded: v)
                let width: Int32 = utf8Offsets ? Int32(truncatingIfNeeded: length) : 1
                let raw = table.raw(unit)
                if raw & FoldTable.boundaryBit != 0 {
                    if hasSingle { flushSingle(table) } else if !segment.isEmpty { flushSegment() }
                    if fastAllowed && raw & FoldTable.plainSingleBit != 0 && pendingSeparator == 0 {
                        // The hot path: one unit that folds to one unit no later rule touches. It
                        // is written now, and taken back if a combining character follows.
                        lastWasFoldedVu = false
                        units.append(UInt16(truncatingIfNeeded: raw))
                        starts.append(offset)
                        ends.append(offset &+ width)
                        written = unit
                        hasWritten = true
                    } else {
                        single = unit
                        hasSingle = true
                        segmentStart = offset
                        // The unit written before is final now: a combining character that
                        // follows joins this one, not that.
                        hasWritten = false
                    }
                } else {
                    joinSegment(start: offset)
                    segment.append(unit)
                }
                offset &+= width
            } else {
                let scalar = Unicode.Scalar(v).unsafelyUnwrapped
                if NormalizationSupport.hasBoundaryBefore(v, form: .nfkcCasefold) {
                    if hasSingle { flushSingle(table) } else if !segment.isEmpty { flushSegment() }
                    hasWritten = false
                    segmentStart = offset
                } else {
                    joinSegment(start: offset)
                }
                segment.append(UTF16.leadSurrogate(scalar))
                segment.append(UTF16.trailSurrogate(scalar))
                readSupplementary = true
                offset &+= utf8Offsets ? 4 : 2
            }
            segmentEnd = offset
        }
        return i
    }

    /// The fast loop of the window folder (UTF-8 offsets, no hiragana folding), entered with
    /// nothing pending but perhaps a separator: it takes characters that fold to one plain unit,
    /// spaces and tabs, and plain units after spaces, doing exactly what the general path does
    /// with them, while the character after each has a normalisation boundary before it (so that
    /// nothing it writes can be taken back). It stops before any other character and returns its
    /// position; the general path goes on from there.
    ///
    /// ASCII goes sixteen bytes at a time where it can (see ``asciiBlock(_:at:last:count:loose:afterSpace:table:)``).
    /// - Complexity: O(bytes taken).
    mutating func foldRun(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int, limit: Int) -> Int {
        let blocks = FoldTable.shared.asciiIsPlain
        let hanIsPlain = FoldTable.shared.hanIsPlain
        let hanLow = UInt32(FoldTable.hanRange.lowerBound)
        let hanCount = UInt32(FoldTable.hanRange.count)
        let hanRaw = FoldTable.boundaryBit | FoldTable.plainSingleBit
        return FoldTable.shared.withRaw { table in
            // The table entry of a BMP unit (Han without a load), or 0 (no boundary) otherwise.
            @inline(__always) func rawOf(_ v: UInt32) -> UInt32 {
                if hanIsPlain && v &- hanLow < hanCount { return v | hanRaw }
                return v <= 0xFFFF ? table[Int(v)] : 0
            }
            let n = bytes.count
            var i = position
            // Each step writes at most two units (a separator and a unit), an ASCII block 17.
            units.reserve(Swift.max(limit - units.count, 0) + 17)
            starts.reserve(Swift.max(limit - units.count, 0) + 17)
            ends.reserve(Swift.max(limit - units.count, 0) + 17)
            let unitOut = units.base
            let startOut = starts.base
            let endOut = ends.base
            var count = units.count
            var last: UInt16 = count > 0 ? unitOut[count - 1] : 0
            var separator = pendingSeparator
            var separatorStart = pendingStart
            var separatorEnd = pendingEnd
            var hasWritten = self.hasWritten
            var written = self.written
            var foldedVu = lastWasFoldedVu
            var (v, length) = UTF8Scalar.decode(bytes, at: i)
            var raw = rawOf(v)
            while count < limit {
                if blocks && v < 0x80 && i &+ 16 <= n && (separator == 0 || (separator == 0x20 && !loose)) {
                    var run = ASCIIRun(
                        position: i, count: count, last: last, separator: separator, separatorStart: separatorStart,
                        separatorEnd: separatorEnd, hasWritten: hasWritten, written: written, foldedVu: foldedVu)
                    if Self.foldASCII(
                        bytes, &run, limit: limit, loose: loose, table: table, units: unitOut, starts: startOut, ends: endOut
                    ) {
                        i = run.position
                        count = run.count
                        last = run.last
                        separator = run.separator
                        separatorStart = run.separatorStart
                        separatorEnd = run.separatorEnd
                        hasWritten = run.hasWritten
                        written = run.written
                        foldedVu = run.foldedVu
                        if i >= n { break }
                        (v, length) = UTF8Scalar.decode(bytes, at: i)
                        raw = rawOf(v)
                        continue
                    }
                }
                if hanIsPlain && length == 3 && separator == 0 && raw & FoldTable.plainSingleBit != 0 {
                    let before = i
                    let afterSpace: Bool
                    (i, count, afterSpace) = Self.foldThreeByteRun(
                        bytes, from: i, raw: raw, count: count, limit: limit, table: table, units: unitOut, starts: startOut,
                        ends: endOut)
                    if i != before {
                        last = unitOut[count &- 1]
                        written = UInt16(truncatingIfNeeded: UTF8Scalar.decode(bytes, at: Int(startOut[count &- 1])).value)
                        hasWritten = !afterSpace
                        foldedVu = false
                        (v, length) = UTF8Scalar.decode(bytes, at: i)
                        raw = rawOf(v)
                        continue
                    }
                }
                let j = i &+ length
                var next: (value: UInt32, length: Int) = (0, 0)
                var nextRaw = FoldTable.boundaryBit  // the end of the text is a boundary too
                if j < n {
                    next = UTF8Scalar.decode(bytes, at: j)
                    nextRaw = rawOf(next.value)
                }
                if nextRaw & FoldTable.boundaryBit == 0 { break }
                if raw & FoldTable.plainSingleBit != 0 {
                    let u = UInt16(truncatingIfNeeded: raw)
                    if separator != 0 {
                        // As `append` settles a pending separator (the unit went the deferred way).
                        if count > 0 && Self.keepsSeparator(separator, before: u, after: last, loose: loose) {
                            unitOut[count] = separator
                            startOut[count] = separatorStart
                            endOut[count] = separatorEnd
                            count &+= 1
                        }
                        separator = 0
                        hasWritten = false
                    } else {
                        // The hot path.
                        hasWritten = true
                        written = UInt16(truncatingIfNeeded: v)
                    }
                    unitOut[count] = u
                    startOut[count] = Int32(truncatingIfNeeded: i)
                    endOut[count] = Int32(truncatingIfNeeded: j)
                    count &+= 1
                    last = u
                    foldedVu = false
                } else if v == 0x20 || v == 0x09 {
                    // As `emit` takes a space.
                    if separator == 0 || separator == 0x2D {
                        if separator == 0 { separatorStart = Int32(truncatingIfNeeded: i) }
                        separator = 0x20
                    }
                    separatorEnd = Int32(truncatingIfNeeded: j)
                    hasWritten = false
                } else {
                    break
                }
                i = j
                (v, length) = next
                raw = nextRaw
                if i >= n { break }
            }
            units.assumeCount(count)
            starts.assumeCount(count)
            ends.assumeCount(count)
            pendingSeparator = separator
            pendingStart = separatorStart
            pendingEnd = separatorEnd
            self.hasWritten = hasWritten
            self.written = written
            lastWasFoldedVu = foldedVu
            offset = Int32(truncatingIfNeeded: i)
            segmentEnd = offset
            return i
        }
    }

    /// The fast loop's state around a stretch of ASCII blocks.
    struct ASCIIRun {
        var position: Int
        var count: Int
        var last: UInt16
        var separator: UInt16
        var separatorStart: Int32
        var separatorEnd: Int32
        var hasWritten: Bool
        var written: UInt16
        var foldedVu: Bool
    }

    /// Folds ASCII blocks (``asciiBlock(_:at:last:count:loose:afterSpace:table:)``) one after another
    /// from `run.position` while they take something, at most to `limit` units (plus a block);
    /// returns whether any did. Out of line, so that its loop keeps its values in registers.
    @inline(never)
    static func foldASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, _ run: inout ASCIIRun, limit: Int, loose: Bool,
        table: UnsafeBufferPointer<UInt32>, units unitOut: UnsafeMutablePointer<UInt16>, starts startOut: UnsafeMutablePointer<Int32>,
        ends endOut: UnsafeMutablePointer<Int32>
    ) -> Bool {
        let n = bytes.count
        var i = run.position
        var count = run.count
        var last = run.last
        var separator = run.separator
        // The rest of the state in locals too (stores through `run` in the loop stay in memory).
        var separatorStart = run.separatorStart
        var separatorEnd = run.separatorEnd
        var hasWritten = run.hasWritten
        var written = run.written
        var foldedVu = run.foldedVu
        var took = false
        while count < limit && i &+ 16 <= n {
            if !loose {
                // Spaces and tabs before ASCII: a pending separator, as the general path takes them.
                while bytes[i] == 0x20 || bytes[i] == 0x09, bytes[i &+ 1] < 0x80 {
                    if separator == 0 {
                        separator = 0x20
                        separatorStart = Int32(truncatingIfNeeded: i)
                    }
                    i &+= 1
                    separatorEnd = Int32(truncatingIfNeeded: i)
                    hasWritten = false
                    took = true
                    if i &+ 16 > n { break }
                }
                guard i &+ 16 <= n else { break }
            } else if separator != 0 {
                break
            }
            guard bytes[i] < 0x80 else { break }
            let block = asciiBlock(
                bytes, at: i, last: last, count: count, loose: loose, afterSpace: separator != 0, table: table)
            guard block.count > 0 else { break }
            took = true
            let deferred = separator != 0
            if deferred {
                // As `append` settles a pending separator before the block's first unit.
                let firstUnit = UInt16(truncatingIfNeeded: block.low & 0xFF)
                if count > 0 && keepsSeparator(separator, before: firstUnit, after: last, loose: loose) {
                    unitOut[count] = separator
                    startOut[count] = separatorStart
                    endOut[count] = separatorEnd
                    count &+= 1
                }
                separator = 0
            }
            // Sixteen units are written; the first `kept` are kept. A space at the end waits for
            // what follows, as a pending separator, unless that is ASCII other than a space, tab
            // or line feed: then the space stays, a unit of its own, as it would in the block.
            var kept = block.count
            let next: UInt8 = kept == 16 && i &+ 16 < n ? bytes[i &+ 16] : 0x20
            if bytes[i &+ kept &- 1] == 0x20 && (next >= 0x80 || next == 0x20 || next == 0x09 || next == 0x0A) {
                kept &-= 1
                separator = 0x20
                separatorStart = Int32(truncatingIfNeeded: i &+ kept)
                separatorEnd = separatorStart &+ 1
            }
            storeBlock(block.low, block.high, at: i, units: unitOut + count, starts: startOut + count, ends: endOut + count)
            count &+= kept
            if kept > 0 {
                let lastIndex = kept &- 1
                // The unit from the block's bits (no spill of a vector to index it).
                let lanes = lastIndex < 8 ? block.low : block.high
                last = UInt16(truncatingIfNeeded: lanes &>> UInt64((lastIndex & 7) &<< 3)) & 0xFF
                written = UInt16(bytes[i &+ lastIndex])
                // A unit right after a space went the deferred way.
                hasWritten = lastIndex == 0 ? !deferred : bytes[i &+ lastIndex &- 1] != 0x20
                foldedVu = false
            }
            if separator != 0 { hasWritten = false }
            i &+= block.count
        }
        run.position = i
        run.count = count
        run.last = last
        run.separator = separator
        run.separatorStart = separatorStart
        run.separatorEnd = separatorEnd
        run.hasWritten = hasWritten
        run.written = written
        run.foldedVu = foldedVu
        return took
    }

    /// Folds a run of three-byte characters (Han, kana) that fold to one plain unit each, from
    /// `position` (such a character, whose table entry is `raw`, with nothing pending): writes
    /// each while the next character has a boundary before it, and goes on while that is one of
    /// them too, at most to `limit` units. A single space between two of them, one of them CJK,
    /// is dropped on the way, as the general path drops it (then the unit after it went the
    /// deferred way: `afterSpace`). Returns the position and key length reached (the position is
    /// unchanged when it wrote nothing). Only when the fold table has every Han character fold to
    /// itself (``FoldTable/hanIsPlain``), which saves a table load per Han character. Out of line,
    /// so that its loop keeps its values in registers.
    @inline(never)
    static func foldThreeByteRun(
        _ bytes: UnsafeBufferPointer<UInt8>, from position: Int, raw first: UInt32, count start: Int, limit: Int,
        table: UnsafeBufferPointer<UInt32>, units unitOut: UnsafeMutablePointer<UInt16>,
        starts startOut: UnsafeMutablePointer<Int32>, ends endOut: UnsafeMutablePointer<Int32>
    ) -> (position: Int, count: Int, afterSpace: Bool) {
        let hanLow = UInt32(FoldTable.hanRange.lowerBound)
        let hanCount = UInt32(FoldTable.hanRange.count)
        let hanRaw = FoldTable.boundaryBit | FoldTable.plainSingleBit
        let plainBits = FoldTable.boundaryBit | FoldTable.plainSingleBit
        let n = bytes.count
        /// The value of the three-byte character at `k`.
        @inline(__always) func value(at k: Int) -> UInt32 {
            (UInt32(bytes[k]) & 0x0F) << 12 | (UInt32(bytes[k &+ 1]) & 0x3F) << 6 | UInt32(bytes[k &+ 2]) & 0x3F
        }
        @inline(__always) func rawOf(_ v: UInt32) -> UInt32 {
            v &- hanLow < hanCount ? v | hanRaw : table[Int(v)]
        }
        var i = position
        var count = start
        var raw = first
        var afterSpace = false
        /// Writes the unit of `raw` for the character at `i`, which ends at `end`, and moves on to
        /// the next character, whose table entry is `nextRaw`.
        @inline(__always) func write(endingAt end: Int, next nextRaw: UInt32) {
            unitOut[count] = UInt16(truncatingIfNeeded: raw)
            startOut[count] = Int32(truncatingIfNeeded: i)
            endOut[count] = Int32(truncatingIfNeeded: end)
            count &+= 1
            i = end
            raw = nextRaw
        }
        let rawBytes = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        while count < limit {
            let j = i &+ 3
            if j &+ 8 <= n && count &+ 2 <= limit {
                // The usual case, two characters at a time: the next two are three-byte
                // characters too, read with one load. Each is written if the one after it has a
                // boundary before it, and the run goes on while each folds to one plain unit.
                let w = UInt64(littleEndian: rawBytes.loadUnaligned(fromByteOffset: j, as: UInt64.self))
                if w & 0xF000_00F0 == 0xE000_00E0 {
                    let v1 = UInt32(truncatingIfNeeded: (w & 0x0F) << 12 | (w >> 8 & 0x3F) << 6 | w >> 16 & 0x3F)
                    let v2 = UInt32(truncatingIfNeeded: (w >> 24 & 0x0F) << 12 | (w >> 32 & 0x3F) << 6 | w >> 40 & 0x3F)
                    let raw1 = rawOf(v1)
                    guard raw1 & FoldTable.boundaryBit != 0 else { break }
                    write(endingAt: j, next: raw1)
                    afterSpace = false
                    guard raw & FoldTable.plainSingleBit != 0 else { break }
                    let raw2 = rawOf(v2)
                    guard raw2 & FoldTable.boundaryBit != 0 else { break }
                    write(endingAt: j &+ 3, next: raw2)
                    guard raw & FoldTable.plainSingleBit != 0 else { break }
                    continue
                }
            }
            guard j < n else { break }
            let lead = UInt32(bytes[j])
            if lead == 0x20 && count &+ 1 < limit && j &+ 4 < n && bytes[j &+ 1] & 0xF0 == 0xE0 {
                // This character, a space and another that folds to one plain unit, whose next
                // character has a boundary before it: the general path writes both and drops the
                // space between them when one of them is CJK.
                let yRaw = rawOf(value(at: j &+ 1))
                let k = j &+ 4
                let afterLead = UInt32(bytes[k])
                var afterRaw = FoldTable.boundaryBit
                var fits = yRaw & plainBits == plainBits
                if afterLead >= 0x80 {
                    if afterLead & 0xF0 == 0xE0 { afterRaw = rawOf(value(at: k)) } else { fits = false }
                } else {
                    afterRaw = table[Int(afterLead)]
                }
                let x = UInt16(truncatingIfNeeded: raw)
                let y = UInt16(truncatingIfNeeded: yRaw)
                if fits && afterRaw & FoldTable.boundaryBit != 0 && (MatchKey.isCJK(x) || MatchKey.isCJK(y)) {
                    write(endingAt: j, next: yRaw)
                    i = j &+ 1  // past the space
                    write(endingAt: k, next: afterRaw)
                    afterSpace = true
                    guard afterLead >= 0x80 && raw & FoldTable.plainSingleBit != 0 else { break }
                    continue
                }
            }
            var next = lead
            if lead >= 0x80 {
                guard lead & 0xF0 == 0xE0 else { break }
                next = value(at: j)
            }
            let nextRaw = rawOf(next)
            guard nextRaw & FoldTable.boundaryBit != 0 else { break }
            write(endingAt: j, next: nextRaw)
            afterSpace = false
            guard lead >= 0x80 && raw & FoldTable.plainSingleBit != 0 else { break }
        }
        return (i, count, afterSpace)
    }

    /// How many of the sixteen ASCII-led bytes at `i` (`i + 16 <= bytes.count`) fold one to one,
    /// each to itself or its lower case with its own offsets, exactly as the general path folds
    /// them, and those units as two words of eight bytes. `last` is the key's last unit, `count`
    /// its length, `afterSpace` whether a space is pending (exact strength only).
    ///
    /// A block takes bytes up to the first that is not ASCII, a tab, or (loose strength) a space
    /// or a hyphen; a space only next to bytes that are neither spaces, tabs nor line feeds, so
    /// that it stays one unit of its own (first, only after a key unit that keeps a space after
    /// it, and with no space pending); a hyphen or tilde first only if no katakana is right before it.
    /// Its last byte is followed by ASCII, the end of the text or a three-byte character with a
    /// normalisation boundary before it (`table`, the fold table's entries), so that nothing that
    /// follows joins it; it may be a space, which then waits for what follows.
    /// Returns a count of 0 when it takes nothing.
    @_transparent
    static func asciiBlock(
        _ bytes: UnsafeBufferPointer<UInt8>, at i: Int, last: UInt16, count: Int, loose: Bool, afterSpace: Bool,
        table: UnsafeBufferPointer<UInt32>
    ) -> (count: Int, low: UInt64, high: UInt64) {
        let high: UInt64 = 0x8080_8080_8080_8080
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let ones: UInt64 = 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        let w0 = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        let w1 = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self))
        /// 0x80 in each byte of `w` equal to `byte`, exactly (no borrow between bytes).
        @inline(__always) func equal(_ w: UInt64, _ byte: UInt64) -> UInt64 {
            let x = w ^ (byte &* ones)
            return ~(((x & low7) &+ low7) | x | low7)
        }
        let spaces0 = equal(w0, 0x20)
        let spaces1 = equal(w1, 0x20)
        let tabs0 = equal(w0, 0x09)
        let tabs1 = equal(w1, 0x09)
        let noNeighbour0 = spaces0 | equal(w0, 0x0A) | tabs0
        let noNeighbour1 = spaces1 | equal(w1, 0x0A) | tabs1
        // A space's neighbours on either side, across the two words (the sixteenth byte's right
        // neighbour is left to the caller, as a space at the end waits for what follows).
        let left0 = noNeighbour0 << 8
        let right0 = (noNeighbour0 >> 8) | (noNeighbour1 << 56)
        let left1 = (noNeighbour1 << 8) | (noNeighbour0 >> 56)
        let right1 = noNeighbour1 >> 8
        var problems0 = (w0 & high) | tabs0 | (spaces0 & (left0 | right0))
        var problems1 = (w1 & high) | tabs1 | (spaces1 & (left1 | right1))
        if loose {
            problems0 |= spaces0 | equal(w0, 0x2D)
            problems1 |= spaces1 | equal(w1, 0x2D)
        }
        let first = w0 & 0xFF
        if first == 0x20 && (afterSpace || count == 0 || MatchKey.isCJK(last) || last == 0x0A) {
            problems0 |= 0x80
        } else if (first == 0x2D || first == 0x7E) && !afterSpace && MatchKey.isKatakana(last) {
            problems0 |= 0x80
        }
        var k =
            problems0 != 0
            ? problems0.trailingZeroBitCount &>> 3 : problems1 != 0 ? 8 &+ problems1.trailingZeroBitCount &>> 3 : 16
        // The byte after the block must start a new segment: ASCII, the end of the text, or a
        // three-byte character with a boundary before it.
        let after: UInt8
        if k < 8 {
            after = UInt8(truncatingIfNeeded: w0 &>> UInt64(k &<< 3))
        } else if k < 16 {
            after = UInt8(truncatingIfNeeded: w1 &>> UInt64((k &- 8) &<< 3))
        } else {
            after = i &+ 16 < bytes.count ? bytes[i &+ 16] : 0
        }
        if after >= 0x80 {
            let j = i &+ k
            if after & 0xF0 != 0xE0
                || table[Int(UTF8Scalar.decode(bytes, at: j).value)] & FoldTable.boundaryBit == 0
            {
                k &-= 1
            }
        }
        guard k > 0 else { return (0, 0, 0) }
        // Upper case (0x41...0x5A) gets 0x20; only the bytes before the first non-ASCII one count.
        let upper0 = (w0 &+ (0x3F &* ones)) & ~(w0 &+ (0x25 &* ones)) & high
        let upper1 = (w1 &+ (0x3F &* ones)) & ~(w1 &+ (0x25 &* ones)) & high
        return (k, w0 | (upper0 &>> 2), w1 | (upper1 &>> 2))
    }

    /// Writes the sixteen units of an ASCII block at byte `i` (two words of eight bytes) and their
    /// offsets (`i + k` to `i + k + 1`); the caller keeps as many as the block took.
    @inline(__always)
    static func storeBlock(
        _ low: UInt64, _ high: UInt64, at i: Int, units: UnsafeMutablePointer<UInt16>,
        starts: UnsafeMutablePointer<Int32>, ends: UnsafeMutablePointer<Int32>
    ) {
        let out = UnsafeMutableRawPointer(units)
        let lowUnits = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(low, to: SIMD8<UInt8>.self))
        let highUnits = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(high, to: SIMD8<UInt8>.self))
        out.storeBytes(of: lowUnits, as: SIMD8<UInt16>.self)
        out.storeBytes(of: highUnits, toByteOffset: 16, as: SIMD8<UInt16>.self)
        // As vectors: element by element the two pointers might alias, which keeps them scalar.
        let first = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: i)) &+ SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
        let eight = SIMD8<Int32>(repeating: 8)
        let startOut = UnsafeMutableRawPointer(starts)
        let endOut = UnsafeMutableRawPointer(ends)
        startOut.storeBytes(of: first, as: SIMD8<Int32>.self)
        startOut.storeBytes(of: first &+ eight, toByteOffset: 32, as: SIMD8<Int32>.self)
        endOut.storeBytes(of: first &+ 1, as: SIMD8<Int32>.self)
        endOut.storeBytes(of: first &+ 1 &+ eight, toByteOffset: 32, as: SIMD8<Int32>.self)
    }

    /// Whether a pending separator stays between the key's last unit `previous` and `u`.
    @inline(__always)
    static func keepsSeparator(_ separator: UInt16, before u: UInt16, after previous: UInt16, loose: Bool) -> Bool {
        if separator == 0x2D { return !MatchKey.isLatinAlphanumeric(u) }
        if MatchKey.isCJK(previous) || MatchKey.isCJK(u) || u == 0x0A || previous == 0x0A { return false }
        if loose && MatchKey.isLatinAlphanumeric(previous) && MatchKey.isLatinAlphanumeric(u) { return false }
        return true
    }

    /// Settles what is pending after the last character.
    mutating func finish() {
        let table = FoldTable.shared
        if hasSingle { flushSingle(table) } else if !segment.isEmpty { flushSegment() }
        pendingSeparator = 0  // trailing spaces are dropped
    }

    /// The first `count` units as a window.
    func window(count: Int, firstIndex: Int, utf8: UnsafeBufferPointer<UInt8>, isLast: Bool) -> MatchKey.Window {
        MatchKey.Window(
            units: UnsafeBufferPointer(start: units.base, count: count),
            sourceStarts: UnsafeBufferPointer(start: starts.base, count: count),
            sourceEnds: UnsafeBufferPointer(start: ends.base, count: count), firstIndex: firstIndex, utf8: utf8,
            isLast: isLast, hasSupplementary: readSupplementary)
    }

    /// Drops the first `n` key units (the window API keeps the tail of the key only).
    mutating func dropFirst(_ n: Int) {
        units.dropFirst(n)
        starts.dropFirst(n)
        ends.dropFirst(n)
    }

    /// A character with no normalisation boundary before it joins the segment before it: the
    /// pending single unit, or the unit the hot path already wrote (which is taken back).
    mutating func joinSegment(start: Int32) {
        if hasWritten {
            units.removeLast()
            starts.removeLast()
            ends.removeLast()
            segment.append(written)
            segmentStart = start - (utf8Offsets ? (written < 0x80 ? 1 : written < 0x800 ? 2 : 3) : 1)
            hasWritten = false
        } else if hasSingle {
            segment.append(single)
            hasSingle = false
        } else if segment.isEmpty {
            segmentStart = start
        }
    }

    mutating func flushSingle(_ table: FoldTable) {
        hasSingle = false
        hasWritten = false
        let entry = table.entry(single)
        switch entry.kind {
        case .single: emit(entry.unit, segmentStart, segmentEnd)
        case .empty: break
        case .complex: emitNormalized([single])
        }
    }

    mutating func flushSegment() {
        hasWritten = false
        emitNormalized(segment)
        segment.removeAll(keepingCapacity: true)
    }

    mutating func emitNormalized(_ source: [UInt16]) {
        for unit in NormalizationSupport.normalize(source, form: .nfkcCasefold) {
            emit(unit, segmentStart, segmentEnd)
        }
    }

    /// Applies the rules after NFKC_Casefold to one folded unit.
    mutating func emit(_ folded: UInt16, _ start: Int32, _ end: Int32) {
        var u = folded
        if hiraganaToKatakana, (u >= 0x3041 && u <= 0x3096) || u == 0x309D || u == 0x309E { u += 0x60 }
        let previous = units.last ?? 0
        let previousIsKatakana = MatchKey.isKatakana(previous) && pendingSeparator == 0

        // Spaces: collapse, and decide when the next character comes.
        if u == 0x20 || u == 0x09 {
            if pendingSeparator == 0 || pendingSeparator == 0x2D {
                if pendingSeparator == 0 { pendingStart = start }
                pendingSeparator = 0x20
            }
            pendingEnd = end
            return
        }
        // Long-vowel look-alikes after a katakana.
        if previousIsKatakana {
            switch u {
            case 0x2D, 0x7E, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212, 0x301C, 0x30FC: u = 0x30FC
            default: break
            }
        }
        // The middle dot.
        if u == 0x30FB || (u == 0xB7 && MatchKey.isCJK(previous)) { return }

        if loose {
            if u == 0x30FC && previousIsKatakana { return }
            if u == 0x2D && MatchKey.isLatinAlphanumeric(previous) && pendingSeparator == 0 {
                pendingSeparator = 0x2D
                pendingStart = start
                pendingEnd = end
                return
            }
            switch u {
            case 0x30F4:  // ヴ
                append(0x30D6, start, end)  // ブ
                lastWasFoldedVu = true
                return
            case 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9:  // ァィゥェォ
                if lastWasFoldedVu && pendingSeparator == 0 {
                    // ヴァ ヴィ ヴゥ ヴェ ヴォ → バ ビ ブ ベ ボ
                    let row: [UInt16: UInt16] = [0x30A1: 0x30D0, 0x30A3: 0x30D3, 0x30A5: 0x30D6, 0x30A7: 0x30D9, 0x30A9: 0x30DC]
                    units.replaceLast(with: row[u]!)
                    ends.replaceLast(with: end)
                    lastWasFoldedVu = false
                    return
                }
                u += 1
            case 0x30F5: u = 0x30AB  // ヵ
            case 0x30F6: u = 0x30B1  // ヶ
            default: break
            }
        }
        append(u, start, end)
    }

    /// Emits a unit, first settling any pending separator.
    @inline(__always)
    mutating func append(_ u: UInt16, _ start: Int32, _ end: Int32) {
        if pendingSeparator != 0 {
            let previous = units.last
            if let previous {
                if Self.keepsSeparator(pendingSeparator, before: u, after: previous, loose: loose) {
                    units.append(pendingSeparator)
                    starts.append(pendingStart)
                    ends.append(pendingEnd)
                }
            }
            pendingSeparator = 0
        }
        lastWasFoldedVu = false
        units.append(u)
        starts.append(start)
        ends.append(end)
    }
}

/// What NFKC_Casefold does to each BMP code unit, computed once with ICU: a single unit, nothing,
/// or something that needs ICU (expansions such as `㍿`); and whether the unit starts a new
/// normalisation segment.
final class FoldTable: Sendable {
    enum Kind: UInt8 { case single, empty, complex }
    struct Entry {
        let unit: UInt16
        let kind: Kind
    }

    static let shared = FoldTable()

    /// Bits 0–15 the folded unit; bits 16–17 the kind; bit 18 a boundary before; bit 19 set when the
    /// unit, as a folded unit, needs the rules after NFKC_Casefold; bit 20 see ``plainSingleBit``.
    private let table: [UInt32]

    private init() {
        // One C loop over the BMP (ICU's inert test skips most normalisations): a term lookup
        // starts with this table, and a Swift loop of 65,536 one-unit normalisations took a
        // fifth of it.
        var table = [UInt32](repeating: 0, count: 0x10000)
        let status = table.withUnsafeMutableBufferPointer { cicu_nfkc_casefold_bmp($0.baseAddress!) }
        if status != 0 { table = Self.computed() }
        // Units that the rules after NFKC_Casefold look at (see Folder.emit).
        let special: [ClosedRange<Int>] = [
            0x09...0x09, 0x20...0x20, 0x2D...0x2D, 0x7E...0x7E, 0xB7...0xB7, 0x2010...0x2015, 0x2212...0x2212,
            0x301C...0x301C, 0x30A1...0x30A1, 0x30A3...0x30A3, 0x30A5...0x30A5, 0x30A7...0x30A7, 0x30A9...0x30A9,
            0x30F4...0x30F6, 0x30FB...0x30FC,
        ]
        for range in special {
            for v in range { table[v] |= 1 << 19 }
        }
        for v in 0..<0x10000 {
            let raw = table[v]
            let folded = Int(raw & 0xFFFF)
            if raw & (1 << 18) != 0 && (raw >> 16) & 3 == UInt32(Kind.single.rawValue) && table[folded] & (1 << 19) == 0 {
                table[v] |= 1 << 20
            }
        }
        self.table = table
        // ASCII other than tab, space, hyphen and tilde folds to itself or its lower case as a
        // plain unit (checked, not assumed); those four have a boundary before them and are not plain.
        asciiIsPlain = (0..<0x80).allSatisfy { v in
            let lower = (0x41...0x5A).contains(v) ? v + 0x20 : v
            let boundary = table[v] & (1 << 18) != 0 && table[v] & 0xFFFF == UInt32(lower)
            return [0x09, 0x20, 0x2D, 0x7E].contains(v) ? boundary && table[v] & (1 << 20) == 0 : boundary && table[v] & (1 << 20) != 0
        }
        // Unified ideographs fold to themselves as plain units (checked, not assumed).
        hanIsPlain = (Self.hanRange).allSatisfy { table[$0] == UInt32($0) | (1 << 18) | (1 << 20) }
    }

    /// The same first pass computed one unit at a time through ``NormalizationSupport`` (bits 0–18):
    /// the reference the C loop is tested against, and its stand-in should ICU refuse it.
    static func computed() -> [UInt32] {
        var table = [UInt32](repeating: 0, count: 0x10000)
        for v in 0..<0x10000 {
            if v >= 0xD800 && v <= 0xDFFF {
                table[v] = UInt32(v) | (UInt32(Kind.complex.rawValue) << 16) | (1 << 18)
                continue
            }
            let unit = UInt16(v)
            let boundary: UInt32 = NormalizationSupport.hasBoundaryBefore(UInt32(v), form: .nfkcCasefold) ? 1 << 18 : 0
            let folded = NormalizationSupport.normalize([unit], form: .nfkcCasefold)
            switch folded.count {
            case 0: table[v] = UInt32(unit) | (UInt32(Kind.empty.rawValue) << 16) | boundary
            case 1: table[v] = UInt32(folded[0]) | (UInt32(Kind.single.rawValue) << 16) | boundary
            default: table[v] = UInt32(unit) | (UInt32(Kind.complex.rawValue) << 16) | boundary
            }
        }
        return table
    }

    /// Bits 0–18 of the table: the folding alone, without the bits for the rules after it.
    func foldingBits() -> [UInt32] { table.map { $0 & 0x7FFFF } }

    /// CJK Unified Ideographs (U+4E00–U+9FFF): the bulk of Chinese and Japanese text.
    static let hanRange = 0x4E00...0x9FFF
    /// Whether ASCII folds as the window folder's ASCII blocks assume: tab, space, hyphen and
    /// tilde to themselves but not plain, every other byte to itself or its lower case as a plain unit.
    let asciiIsPlain: Bool
    /// Whether every unit in ``hanRange`` folds to itself as a plain unit with a boundary before
    /// it, so that the window folder need not read the table for them.
    let hanIsPlain: Bool

    @inline(__always)
    func entry(_ u: UInt16) -> Entry {
        let raw = table[Int(u)]
        return Entry(unit: UInt16(truncatingIfNeeded: raw), kind: Kind(rawValue: UInt8((raw >> 16) & 3)) ?? .complex)
    }

    static let boundaryBit: UInt32 = 1 << 18
    /// Set when the unit has a boundary before it and folds to one unit that ``isPlain(_:)``.
    static let plainSingleBit: UInt32 = 1 << 20

    @inline(__always)
    func raw(_ u: UInt16) -> UInt32 { table[Int(u)] }

    /// Calls `body` with the table's entries for direct reads.
    @inline(__always)
    func withRaw<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try table.withUnsafeBufferPointer(body)
    }

    @inline(__always)
    func hasBoundaryBefore(_ u: UInt16) -> Bool { table[Int(u)] & (1 << 18) != 0 }

    /// Whether a folded unit is untouched by every rule after NFKC_Casefold (spaces, long-vowel
    /// look-alikes, middle dots, the loose kana rules); such units go straight into the key.
    @inline(__always)
    func isPlain(_ u: UInt16) -> Bool { table[Int(u)] & (1 << 19) == 0 }
}
