internal import CICUShims
import Synchronization

/// What an ICU word-break token is, from the break rule status.
public enum WordKind: Sendable, Equatable {
    /// Spaces, punctuation and symbols.
    case none
    case number
    /// Letters of alphabetic scripts.
    case letter
    case kana
    /// Han characters (words found by ICU's dictionary for Chinese and Japanese).
    case ideographic

    init(ruleStatus: Int32) {
        switch ruleStatus {
        case 100..<200: self = .number
        case 200..<300: self = .letter
        case 300..<400: self = .kana
        case 400..<500: self = .ideographic
        default: self = .none
        }
    }
}

/// A piece of a text: a word or a sentence, with where it is.
public struct TextToken: Sendable, Equatable {
    public let text: Substring
    /// The token's range in the text's UTF-16 offsets.
    public let utf16Range: Range<Int>
    /// For words, the kind ICU's rules gave it; for sentences, `.none`.
    public let kind: WordKind
}

/// Word and sentence segmentation with ICU break iterators. Japanese and Chinese words come from
/// ICU's dictionary-based rules.
public enum TextSegmentation {
    /// The version of the ICU the process runs with (`72.1`): its word breaks and foldings are that
    /// ICU's, and another may give others for the same text.
    public static let icuVersion: String = {
        var buffer = [CChar](repeating: 0, count: 32)
        cicu_version(&buffer)
        return String(nulTerminated: buffer)
    }()

    /// The words of `text` (tokens whose kind is not `.none`, unless `includeSeparators`).
    /// - Parameter locale: an ICU locale id; `ja` and `zh` select the CJK dictionaries.
    /// - Complexity: O(n).
    public static func words(in text: String, locale: String, includeSeparators: Bool = false) throws(ICUError)
        -> [TextToken]
    {
        try tokens(of: text, kind: 1, locale: locale).filter { includeSeparators || $0.kind != .none }
    }

    /// The ranges of the words (tokens whose kind is not `.none`) of the UTF-16 text `units`, in
    /// order: those `words(in:locale:)` gives for the string of those units, without making that
    /// string.
    /// - Complexity: O(n).
    public static func wordRanges(inUTF16 units: [UInt16], locale: String) throws(ICUError) -> [Range<Int>] {
        var result: [Range<Int>] = []
        try forEachToken(in: units, kind: 1, locale: locale) { range, kind in
            if kind != .none { result.append(range) }
        }
        return result
    }

    /// The sentences of `text`, as ICU's sentence rules break them (trailing spaces included).
    public static func sentences(in text: String, locale: String) throws(ICUError) -> [TextToken] {
        try tokens(of: text, kind: 3, locale: locale)
    }

    private static func tokens(of text: String, kind: Int32, locale: String) throws(ICUError) -> [TextToken] {
        var result: [TextToken] = []
        var startIndex = text.startIndex
        let utf16 = text.utf16
        try forEachToken(in: UTF16Transcoding.units(of: text), kind: kind, locale: locale) { range, tokenKind in
            let endIndex = utf16.index(startIndex, offsetBy: range.count)
            result.append(TextToken(text: text[startIndex..<endIndex], utf16Range: range, kind: tokenKind))
            startIndex = endIndex
        }
        return result
    }

    /// Hands `body` the UTF-16 range of every token ICU's break iterator of `kind` (1 words, 3
    /// sentences) finds in `units`, in order, with its word kind (`.none` for sentences).
    private static func forEachToken(
        in units: [UInt16], kind: Int32, locale: String, _ body: (Range<Int>, WordKind) -> Void
    ) throws(ICUError) {
        if units.isEmpty { return }
        let iterator = try BreakIteratorPool.shared.checkOut(kind: kind, locale: locale)
        defer { BreakIteratorPool.shared.checkIn(iterator, kind: kind, locale: locale) }
        try units.withUnsafeBufferPointer { buffer throws(ICUError) in
            var status: Int32 = 0
            cicu_break_set_text(iterator, buffer.baseAddress, Int32(buffer.count), &status)
            if ICUStatus.isFailure(status) { throw .failed(operation: "break iteration", code: status) }
            var start = 0
            while true {
                let next = Int(cicu_break_next(iterator))
                if next < 0 { break }
                body(start..<next, kind == 1 ? WordKind(ruleStatus: cicu_break_rule_status(iterator)) : .none)
                start = next
            }
        }
    }
}

/// Reuses ICU break iterators: opening one loads rules and dictionaries.
final class BreakIteratorPool: @unchecked Sendable {
    static let shared = BreakIteratorPool()
    /// An ICU break iterator handle; each is used by one caller at a time (checked out).
    struct Handle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private let free = Mutex<[String: [Handle]]>([:])

    func checkOut(kind: Int32, locale: String) throws(ICUError) -> OpaquePointer {
        let key = "\(kind)|\(locale)"
        if let pooled = free.withLock({ $0[key]?.popLast() }) { return pooled.pointer }
        var status: Int32 = 0
        guard let opened = cicu_break_open(kind, locale, &status), !ICUStatus.isFailure(status) else {
            throw .breakIteratorUnavailable(locale: locale, code: status)
        }
        return opened
    }

    func checkIn(_ iterator: OpaquePointer, kind: Int32, locale: String) {
        let key = "\(kind)|\(locale)"
        let handle = Handle(pointer: iterator)
        free.withLock { table in
            if table[key, default: []].count < 8 {
                table[key, default: []].append(handle)
            } else {
                cicu_break_close(handle.pointer)
            }
        }
    }
}
