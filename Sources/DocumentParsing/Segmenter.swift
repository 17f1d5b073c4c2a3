import CorpusModel
import TextKit

/// Splits paragraphs into segments: sentences (ending in `。！？` or `.!?` plus a space), and in
/// transcripts also phrases, which those separate with spaces. In Japanese a space splits when a CJK
/// character is on either side; in Chinese, which also sets Latin words off with spaces, only a space
/// between two CJK characters splits. A space between Latin letters or digits never splits, so
/// `App Store Connect API 3.6では` stays whole.
enum Segmenter {
    static func isCJK(_ c: Unicode.Scalar) -> Bool {
        Script.of(c).isCJK || (0x3000...0x303F).contains(c.value) || (0xFF00...0xFF65).contains(c.value)
    }

    /// - Complexity: O(n) in the paragraph length.
    static func segments(of text: String, paragraph: Int, line: Int, column: Int, phrases language: LanguageTag?) -> [Segment] {
        segments(of: text[...], paragraph: paragraph, line: line, column: column, phrases: language)
    }

    /// The segments of a paragraph's text given as a slice (of its document's text): each segment a
    /// slice of the same string.
    /// - Complexity: O(n) in the paragraph length.
    static func segments(of text: Substring, paragraph: Int, line: Int, column: Int, phrases language: LanguageTag?) -> [Segment] {
        let s = Array(text.unicodeScalars)
        var result: [Segment] = []
        var start = 0
        // A segment's text is cut out of `text` by UTF-8 offset (building it scalar by scalar
        // costs several times more); boundaries only move forward, so one cursor finds the offsets.
        let utf8 = text.utf8
        var cursor = (scalar: 0, byte: 0)
        func byteOffset(_ scalar: Int) -> Int {
            while cursor.scalar < scalar {
                cursor.byte += UTF8.width(s[cursor.scalar])
                cursor.scalar += 1
            }
            return cursor.byte
        }
        func emit(_ end: Int) {
            var a = start
            var b = end
            while a < b, s[a] == " " || s[a] == "\u{3000}" { a += 1 }
            while b > a, s[b - 1] == " " || s[b - 1] == "\u{3000}" { b -= 1 }
            if b > a {
                let from = utf8.index(utf8.startIndex, offsetBy: byteOffset(a))
                let to = utf8.index(utf8.startIndex, offsetBy: byteOffset(b))
                // A slice of the paragraph's text: the two share one string.
                result.append(Segment(slice: text[from..<to], line: line, column: column + a, paragraph: paragraph))
            }
            start = end
        }
        var i = 0
        while i < s.count {
            let c = s[i]
            if c == "。" || c == "！" || c == "？" || c == "．" {
                i += 1
                while i < s.count, s[i] == "」" || s[i] == "）" || s[i] == "”" { i += 1 }
                emit(i)
                continue
            }
            if (c == "." || c == "!" || c == "?"), i + 1 < s.count, s[i + 1] == " ",
               i > 0, !(("0"..."9").contains(s[i - 1]) && i + 2 < s.count && ("0"..."9").contains(s[i + 2])) {
                // Not after a lone capital (`e.g.`, initials).
                let shortWord = i >= 2 && s[i - 2] == " " || i >= 2 && s[i - 2] == "."
                if !shortWord {
                    i += 1
                    emit(i)
                    continue
                }
            }
            if let language, c == " " || c == "\u{3000}", i > 0, i + 1 < s.count {
                let before = isCJK(s[i - 1])
                let after = isCJK(s[i + 1])
                if (before && after) || (language == .japanese && (before || after)) { emit(i) }
            }
            i += 1
        }
        emit(s.count)
        return result
    }
}
