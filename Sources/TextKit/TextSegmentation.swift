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
    /// The words of `text` (tokens whose kind is not `.none`, unless `includeSeparators`).
    /// - Parameter locale: an ICU locale id; `ja` and `zh` select the CJK dictionaries.
    /// - Complexity: O(n).
    public static func words(in text: String, locale: String, includeSeparators: Bool = false) throws(ICUError)
        -> [TextToken]
    {
        try tokens(of: text, kind: 1, locale: locale).filter { includeSeparators || $0.kind != .none }
    }

    /// The texts of the words (tokens whose kind is not `.none`) of the UTF-16 text `units`, as
    /// `words(in:locale:)` gives them for the string of those units, without making that string.
    /// - Complexity: O(n).
    public static func wordTexts(inUTF16 units: [UInt16], locale: String) throws(ICUError) -> [String] {
        if units.isEmpty { return [] }
        let iterator = try BreakIteratorPool.shared.checkOut(kind: 1, locale: locale)
        defer { BreakIteratorPool.shared.checkIn(iterator, kind: 1, locale: locale) }
        var result: [String] = []
        try units.withUnsafeBufferPointer { buffer throws(ICUError) in
            var status: Int32 = 0
            cicu_break_set_text(iterator, buffer.baseAddress, Int32(buffer.count), &status)
            if ICUStatus.isFailure(status) { throw .failed(operation: "break iteration", code: status) }
            var start = 0
            while true {
                let next = Int(cicu_break_next(iterator))
                if next < 0 { break }
                if WordKind(ruleStatus: cicu_break_rule_status(iterator)) != .none {
                    result.append(UTF16Transcoding.string(UnsafeBufferPointer(rebasing: buffer[start..<next])))
                }
                start = next
            }
        }
        return result
    }

    /// The sentences of `text`, as ICU's sentence rules break them (trailing spaces included).
    public static func sentences(in text: String, locale: String) throws(ICUError) -> [TextToken] {
        try tokens(of: text, kind: 3, locale: locale)
    }

    private static func tokens(of text: String, kind: Int32, locale: String) throws(ICUError) -> [TextToken] {
        let units = UTF16Transcoding.units(of: text)
        if units.isEmpty { return [] }
        let iterator = try BreakIteratorPool.shared.checkOut(kind: kind, locale: locale)
        defer { BreakIteratorPool.shared.checkIn(iterator, kind: kind, locale: locale) }
        var status: Int32 = 0
        units.withUnsafeBufferPointer { cicu_break_set_text(iterator, $0.baseAddress, Int32($0.count), &status) }
        if ICUStatus.isFailure(status) { throw .failed(operation: "break iteration", code: status) }

        var result: [TextToken] = []
        var start = 0
        var startIndex = text.startIndex
        let utf16 = text.utf16
        while true {
            let next = Int(cicu_break_next(iterator))
            if next < 0 { break }
            let endIndex = utf16.index(startIndex, offsetBy: next - start)
            let tokenKind = kind == 1 ? WordKind(ruleStatus: cicu_break_rule_status(iterator)) : .none
            result.append(TextToken(text: text[startIndex..<endIndex], utf16Range: start..<next, kind: tokenKind))
            start = next
            startIndex = endIndex
        }
        return result
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
