internal import CICUShims

extension TextSegmentation {
    /// The offsets at which ICU's word-break rules put a boundary in `units` (UTF-16), `0` and
    /// `units.count` included, in increasing order. Han and kana stretches are broken by ICU's
    /// dictionary for Chinese and Japanese.
    /// - Parameter locale: an ICU locale id (`ja`, `zh`).
    /// - Complexity: O(*n*) in the length of `units`.
    public static func wordBreaks(in units: [UInt16], locale: String) throws(ICUError) -> [Int] {
        guard !units.isEmpty else { return [0] }
        let iterator = try BreakIteratorPool.shared.checkOut(kind: 1, locale: locale)
        defer { BreakIteratorPool.shared.checkIn(iterator, kind: 1, locale: locale) }
        var status: Int32 = 0
        units.withUnsafeBufferPointer { cicu_break_set_text(iterator, $0.baseAddress, Int32($0.count), &status) }
        if ICUStatus.isFailure(status) { throw .failed(operation: "break iteration", code: status) }
        var breaks = [0]
        while true {
            let next = Int(cicu_break_next(iterator))
            if next < 0 { break }
            breaks.append(next)
        }
        return breaks
    }
}
