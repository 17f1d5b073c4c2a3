internal import CICUShims

/// The writing systems TermBridge tells apart in Japanese, Chinese and English text.
public enum Script: String, Sendable, CaseIterable, Codable {
    case han
    case hiragana
    /// Katakana, including the long-vowel mark `ー` and the half-width forms.
    case katakana
    case latin
    /// ASCII and full-width digits.
    case digit
    /// Spaces, punctuation, symbols and every other script.
    case other

    /// The script of one code point. Combining marks count as `other` here; ``ScriptRun/runs(in:)``
    /// attaches them to the run before them.
    /// - Complexity: O(1).
    public static func of(_ scalar: Unicode.Scalar) -> Script {
        let v = scalar.value
        switch v {
        case 0x30...0x39, 0xFF10...0xFF19: return .digit
        case 0x41...0x5A, 0x61...0x7A: return .latin
        case 0..<0x80: return .other
        case 0x3041...0x309F: return .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .katakana  // incl. ー (30FC), ｰ (FF70)
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x3005, 0x3007, 0x303B: return .han  // 々 〇 〻
        default: break
        }
        switch cicu_script(v) {
        case 17: return .han
        case 20: return .hiragana
        case 22: return .katakana
        case 25: return .latin
        default: return .other
        }
    }

    /// Whether this is one of the Chinese/Japanese scripts (Han or kana).
    public var isCJK: Bool { self == .han || self == .hiragana || self == .katakana }

    /// Whether `scalar` is of the writing that puts no spaces between words: kana, CJK ideographs, the
    /// long-vowel mark, full-width forms and, with `punctuation`, the CJK symbols and punctuation
    /// (`。`, `、`, `「`; not the ideographic space). A space or line break between two such characters
    /// is not the text's (a wrapped line, markup blanked out).
    /// - Complexity: O(1).
    public static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar, punctuation: Bool = false) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3134F: true
        case 0x3001...0x303F: punctuation
        default: false
        }
    }
}

/// A maximal run of one script in a text.
public struct ScriptRun: Sendable, Equatable {
    public let script: Script
    public let text: Substring
    public let utf16Range: Range<Int>

    /// Splits `text` into runs of one script each. Combining marks (ICU script Inherited) join the
    /// run before them.
    /// - Complexity: O(n).
    public static func runs(in text: String) -> [ScriptRun] {
        var result: [ScriptRun] = []
        var runStart = text.unicodeScalars.startIndex
        var runStartOffset = 0
        var offset = 0
        var current: Script?
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            let scalar = text.unicodeScalars[index]
            var script = Script.of(scalar)
            if script == .other, current != nil, scalar.value >= 0x300, cicu_script(scalar.value) == 1 {
                script = current!  // an inherited combining mark continues its run
            }
            if script != current {
                if let current {
                    result.append(
                        ScriptRun(script: current, text: text[runStart..<index], utf16Range: runStartOffset..<offset))
                }
                current = script
                runStart = index
                runStartOffset = offset
            }
            offset += scalar.utf16.count
            index = text.unicodeScalars.index(after: index)
        }
        if let current {
            result.append(ScriptRun(script: current, text: text[runStart...], utf16Range: runStartOffset..<offset))
        }
        return result
    }
}
