import TextKit

extension TermMatcher {
    /// ``cjkEdges`` bits: the pattern starts (ends) with a Han character, ends with katakana.
    static let hanStart: UInt8 = 1
    static let hanEnd: UInt8 = 2
    static let kanaEnd: UInt8 = 8
    /// How far (UTF-16 units) the ICU word-break pass looks on each side of a match.
    static let breakContext = 24

    /// Which CJK word-boundary checks the matches of `pattern` need: none for a bound morpheme.
    static func cjkEdges(of pattern: TermPattern) -> UInt8 {
        guard !pattern.isBoundMorpheme, let first = pattern.text.utf16.first, let last = pattern.text.utf16.last
        else { return 0 }
        var edges: UInt8 = 0
        if isHan(first) { edges |= hanStart }
        if isHan(last) { edges |= hanEnd }
        if isKatakanaLetter(last) { edges |= kanaEnd }
        return edges
    }

    /// Han ideographs of the Basic Multilingual Plane, with `々` and `〇`.
    static func isHan(_ unit: UInt16) -> Bool {
        (0x4E00...0x9FFF).contains(unit) || (0x3400...0x4DBF).contains(unit) || (0xF900...0xFAFF).contains(unit)
            || unit == 0x3005 || unit == 0x3007
    }

    /// Katakana letters (with `ー`), not the middle dot.
    static func isKatakanaLetter(_ unit: UInt16) -> Bool {
        (0x30A1...0x30FA).contains(unit) || (0x30FC...0x30FE).contains(unit) || (0x31F0...0x31FF).contains(unit)
            || (0xFF66...0xFF9F).contains(unit)
    }

    static func isKana(_ unit: UInt16) -> Bool { (0x3041...0x30FF).contains(unit) || (0xFF66...0xFF9F).contains(unit) }

    /// The leftmost-longest matches in `text` that respect CJK word boundaries: the fused scan
    /// (``fusedMatches(in:)``), then the boundary check of ``acceptsCJKBoundaries(_:units:)`` on
    /// the few matches whose pattern starts or ends with Han or katakana next to more of the same.
    /// - Complexity: O(n) in the text length; the ICU word-break pass reads at most
    ///   2 × ``breakContext`` units around a match, and only for a Han edge next to another Han
    ///   character.
    public func matches(in text: String) -> [TermMatch] {
        // No term to find (a run without a glossary): the text need not even be folded.
        guard !patterns.isEmpty else { return [] }
        let found = fusedMatches(in: text)
        guard found.contains(where: { cjkEdges[$0.pattern] != 0 }) else { return found }
        let utf16 = text.utf16
        let count = utf16.count
        return filterCJKBoundaries(found, count: count) { range in
            let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
            return Array(utf16[start..<utf16.index(start, offsetBy: range.count)])
        }
    }

    /// The leftmost-longest matches in an already folded text; `original` is the UTF-16 of the
    /// text `key` was made from (for the word-boundary rules, Latin and CJK).
    /// - Complexity: O(n) in the key length; after a match, the units between its end and the scan
    ///   position are scanned again (at most the longest pattern's length per match).
    public func matches(in key: MatchKey, original: [UInt16]) -> [TermMatch] {
        let found = separateMatches(in: key, original: original)
        guard found.contains(where: { cjkEdges[$0.pattern] != 0 }) else { return found }
        return filterCJKBoundaries(found, count: original.count) { Array(original[$0]) }
    }

    /// `matches` without those that start or end inside a CJK word.
    func filterCJKBoundaries(
        _ matches: [TermMatch], count: Int, units: (Range<Int>) -> [UInt16]
    ) -> [TermMatch] {
        matches.filter { match in
            let edges = cjkEdges[match.pattern]
            guard edges != 0 else { return true }
            let range = match.utf16Range
            let lower = max(0, range.lowerBound - Self.breakContext)
            let upper = min(count, range.upperBound + Self.breakContext)
            let around = units(lower..<upper)
            return acceptsCJKBoundaries(edges, in: around, span: (range.lowerBound - lower)..<(range.upperBound - lower))
        }
    }

    /// Whether a match at `span` of `units` (a stretch of the text around it) starts and ends on
    /// CJK word boundaries as its pattern's `edges` require.
    func acceptsCJKBoundaries(_ edges: UInt8, in units: [UInt16], span: Range<Int>) -> Bool {
        let before: UInt16? = span.lowerBound > 0 ? units[span.lowerBound - 1] : nil
        // The loose key drops a final `ー`, so a loose match can stop short of it: step over it.
        var end = span.upperBound
        if strength == .loose { while end < units.count, units[end] == 0x30FC || units[end] == 0xFF70 { end += 1 } }
        let after: UInt16? = end < units.count ? units[end] : nil
        // Katakana compounds are written solid (`ワーカーノード`, `再獲得提供オファーシート`), so a katakana
        // term may start or end next to more katakana; only a cut before a continuation is refused.
        if edges & Self.kanaEnd != 0, let after, KatakanaContinuation.contains(after) { return false }
        let checkStart = edges & Self.hanStart != 0 && before.map(Self.isHan) == true
        let checkEnd = edges & Self.hanEnd != 0 && after.map(Self.isHan) == true
        guard checkStart || checkEnd else { return true }
        // The CJK stretch around the match, where ICU's dictionary decides.
        var lower = span.lowerBound
        while lower > 0, Self.isHan(units[lower - 1]) || Self.isKana(units[lower - 1]) { lower -= 1 }
        var upper = end
        while upper < units.count, Self.isHan(units[upper]) || Self.isKana(units[upper]) { upper += 1 }
        let stretch = Array(units[lower..<upper])
        let locale = stretch.contains(where: Self.isKana) ? "ja" : "zh"
        guard let breaks = try? TextSegmentation.wordBreaks(in: stretch, locale: locale) else { return true }
        let breakSet = Set(breaks)
        if checkStart, !breakSet.contains(span.lowerBound - lower) { return false }
        if checkEnd, !breakSet.contains(span.upperBound - lower) { return false }
        // A suffix that ICU's dictionary leaves as a word of its own makes another thing of the
        // term: `服务器` (server) is not `服务` (service), `垃圾收集器` (collector) not `垃圾收集`
        // (collection), `抢占者` (preemptor) not `抢占`.
        if checkEnd, let after, Self.derivationalSuffixes.contains(after), breakSet.contains(span.upperBound - lower + 1) {
            return false
        }
        return true
    }

    /// Han characters that end a noun naming another thing than the word before them: a device
    /// (`器`, `机`, `機`), a person (`者`, `员`, `員`), a side (`端`: `客户端`, client), a vendor (`商`).
    /// Suffixes that keep the thing (`化`, `性`, `式`: `容器化` is containerised, as `コンテナ化` is) are
    /// not among them.
    static let derivationalSuffixes: Set<UInt16> = Set("器机機者员員端商".utf16)
}
