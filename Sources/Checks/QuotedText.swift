import Foundation
import TextKit

/// A quoted string in a document (`“Create Offer”`, `「Streaming Pass」`): UI labels, titles,
/// names. Found by the ui-label-case and parity-missing-label rules.
struct QuotedText: Sendable, Hashable {
    /// The text between the quotation marks.
    var text: String
    /// The UTF-16 span of `text` (without the marks).
    var utf16Range: Range<Int>

    /// The closing mark of `unit` when it opens a quotation: curly double quotes, corner brackets,
    /// white corner brackets, and straight double quotes.
    @inline(__always)
    static func closingMark(of unit: UInt16) -> UInt16? {
        switch unit {
        case 0x22: return 0x22
        case 0x201C: return 0x201D
        case 0x300C: return 0x300D
        case 0x300E: return 0x300F
        default: return nil
        }
    }

    /// The longest text a quotation may hold (longer spans are prose, or unbalanced marks).
    static let maximumLength = 80

    /// Every quotation in `units` (a text's UTF-16) that closes on the same line.
    /// - Complexity: O(*n*) in the length of `units`.
    static func all(in units: [UInt16]) -> [QuotedText] {
        var result: [QuotedText] = []
        var index = 0
        while index < units.count {
            guard let close = closingMark(of: units[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < units.count, units[end] != close, units[end] != 0x0A, end - index <= maximumLength { end += 1 }
            if end < units.count, units[end] == close, end > index + 1 {
                let range = (index + 1)..<end
                let text = UTF16Transcoding.string(units[range])
                if text.trimmingCharacters(in: .whitespaces) == text { result.append(QuotedText(text: text, utf16Range: range)) }
                index = end + 1
            } else {
                index += 1
            }
        }
        return result
    }

    /// `all(in:)` of a document's text, read a line at a time (a quotation closes on its line)
    /// and only in the lines whose UTF-8 holds an opening mark.
    static func all(in locator: TextLocator) -> [QuotedText] {
        var result: [QuotedText] = []
        locator.forEachLine(where: mayHoldOpeningMark) { units, start in
            for quote in all(in: units) {
                result.append(QuotedText(text: quote.text, utf16Range: (start + quote.utf16Range.lowerBound)..<(start + quote.utf16Range.upperBound)))
            }
        }
        return result
    }

    /// Whether UTF-8 `bytes` hold a mark `closingMark(of:)` opens: `"`, `“` (`E2 80 9C`), `「`
    /// (`E3 80 8C`) or `『` (`E3 80 8E`).
    static func mayHoldOpeningMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Found with `memchr`: the ASCII mark, then each multi-byte mark by its last byte (rarer in
        // Japanese and Chinese text than the lead byte `E3`).
        if TextLocator.firstIndex(of: 0x22, in: bytes, from: 0) != nil { return true }
        func isMark(endingAt i: Int, lead: UInt8) -> Bool { i >= 2 && bytes[i - 2] == lead && bytes[i - 1] == 0x80 }
        return TextLocator.contains(0x9C, in: bytes) { isMark(endingAt: $0, lead: 0xE2) }
            || TextLocator.contains(0x8C, in: bytes) { isMark(endingAt: $0, lead: 0xE3) }
            || TextLocator.contains(0x8E, in: bytes) { isMark(endingAt: $0, lead: 0xE3) }
    }

    /// Whether the text starts with an uppercase letter or a digit.
    var isCapitalised: Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first.properties.isUppercase || ("0"..."9").contains(first)
    }

    /// Whether the text is a Latin label: it has a Latin letter, and no Han, kana or Hangul.
    var isLatin: Bool {
        var hasLetter = false
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x3040...0x30FF).contains(v) || (0x3400...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFF66...0xFF9F).contains(v)
            {
                return false
            }
            if (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) { hasLetter = true }
        }
        return hasLetter
    }
}
