import LocalizationFormats
import TextKit

/// `cjk-punctuation`: in a Japanese or Chinese value, an ASCII `,` `.` `:` `;` `!` `?` written
/// right after a CJK character and before another CJK character (or at the end of the value),
/// where the language writes the full-width form; and any run of half-width katakana, whose
/// full-width form is the finding's suggestion (the fix `--fix` applies).
///
/// `...` and `..` are not full stops, and a `.` or `:` between digits is a number or a time.
struct CJKPunctuationRule: CheckRule {
    let descriptor = RuleDescriptor.cjkPunctuation

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for file in context.catalogs {
            for entry in file.entries {
                for value in entry.values where Self.usesFullWidth(value.language) {
                    result += findings(in: value, of: file)
                }
            }
        }
        return result
    }

    /// Whether `language` writes full-width punctuation (Japanese and Chinese).
    static func usesFullWidth(_ language: String) -> Bool {
        language == "ja" || language.hasPrefix("ja-") || language.hasPrefix("zh")
    }

    /// The full-width form of an ASCII punctuation mark in `language`.
    static func fullWidth(_ mark: Character, language: String) -> String? {
        let japanese = language.hasPrefix("ja")
        switch mark {
        case ",": return japanese ? "、" : "，"
        case ".": return "。"
        case ":": return "："
        case ";": return "；"
        case "!": return "！"
        case "?": return "？"
        default: return nil
        }
    }

    private static func isCJK(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return Script.of(scalar).isCJK || (0x3000...0x303F).contains(scalar.value)
            || (0xFF01...0xFF5E).contains(scalar.value)
    }

    static func isHalfWidthKatakana(_ scalar: Unicode.Scalar) -> Bool { (0xFF65...0xFF9F).contains(scalar.value) }

    private func findings(in value: LocalizedValue, of file: LocalizationFile) -> [Diagnostic] {
        // The value as written, piece by piece (a PO value continued over lines has several), so
        // that offsets are file offsets: `offsets[i]` is where scalar i starts, `ends[i]` where it ends.
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var ends: [Int] = []
        for piece in value.pieces {
            var byte = piece.lowerBound
            for scalar in String(decoding: file.text.bytes[piece], as: UTF8.self).unicodeScalars {
                scalars.append(scalar)
                offsets.append(byte)
                byte += UTF8.width(scalar)
                ends.append(byte)
            }
        }
        var result: [Diagnostic] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if Self.isHalfWidthKatakana(scalar) {
                var end = index
                while end < scalars.count, Self.isHalfWidthKatakana(scalars[end]) { end += 1 }
                let run = String(scalars: scalars[index..<end])
                let full = run.normalized(.nfkc)
                result.append(
                    finding(
                        at: file.location(of: offsets[index]..<ends[end - 1], language: value.language),
                        message: "half-width katakana '\(run)'; write '\(full)'", text: run, suggestion: full))
                index = end
                continue
            }
            let mark = Character(scalar)
            if let full = Self.fullWidth(mark, language: value.language),
                Self.isCJK(index > 0 ? scalars[index - 1] : nil)
            {
                let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
                let atEnd = next == nil && (mark == "." || mark == "!" || mark == "?")
                let repeated = next.map { Character($0) == mark } ?? false
                if (Self.isCJK(next) || atEnd) && !repeated {
                    result.append(
                        finding(
                            at: file.location(of: offsets[index]..<ends[index], language: value.language),
                            message:
                                "ASCII '\(mark)' between CJK characters in a '\(value.language)' value; write '\(full)'",
                            text: String(mark), suggestion: full))
                }
            }
            index += 1
        }
        return result
    }
}
