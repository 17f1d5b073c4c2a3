import CorpusModel
import TextKit

/// Finds quantities with a unit in Japanese, Chinese and English wording, with Arabic,
/// full-width or Chinese/Japanese numerals and ranges: `3か月間`, `2か月前から24か月前`,
/// `至少三个月`, `过去 2 至 24 个月内`, `6 个月`, `两个月`, `3 months`, `50%`.
enum NumberScanner {
    static let unitTable: [(String, NumericFact.Unit)] = [
        ("か月", .month), ("ヶ月", .month), ("カ月", .month), ("ヵ月", .month), ("ケ月", .month), ("箇月", .month),
        ("个月", .month), ("個月", .month), ("months", .month), ("month", .month),
        ("年間", .year), ("years", .year), ("year", .year),
        ("週間", .week), ("个星期", .week), ("周", .week), ("weeks", .week), ("week", .week),
        ("日間", .day), ("天", .day), ("days", .day), ("day", .day),
        ("時間", .hour), ("小时", .hour), ("hours", .hour), ("hour", .hour),
        ("分钟", .minute), ("minutes", .minute),
        ("%", .percent), ("％", .percent), ("パーセント", .percent),
    ]
    static let units: [(word: [Unicode.Scalar], unit: NumericFact.Unit)] = unitTable.map { (Array($0.0.unicodeScalars), $0.1) }
    static let rangeWords: [[Unicode.Scalar]] = ["から", "至", "到", "~", "〜", "～", "-", "–", " to "].map { Array($0.unicodeScalars) }
    static func isNumeral(_ c: Unicode.Scalar) -> Bool {
        if c.value < 0x30 || (c.value > 0x39 && c.value < 0x3007) { return false }
        return ("0"..."9").contains(c) || ("０"..."９").contains(c) || HanNumerals.isNumeral(c)
    }

    /// Reads a number at `i`: Arabic (ASCII or full-width) or Chinese numerals up to 9999.
    static func readNumber(_ s: [Unicode.Scalar], at i: Int) -> (value: Int, end: Int)? {
        var j = i
        if j < s.count, ("0"..."9").contains(s[j]) || ("０"..."９").contains(s[j]) {
            var value = 0
            while j < s.count, j - i < 9 {
                let c = s[j]
                if ("0"..."9").contains(c) { value = value * 10 + Int(c.value - 0x30) }
                else if ("０"..."９").contains(c) { value = value * 10 + Int(c.value - 0xFF10) }
                else { break }
                j += 1
            }
            // `3.5` or a version: not a whole quantity.
            if j + 1 < s.count, s[j] == ".", ("0"..."9").contains(s[j + 1]) { return nil }
            return (value, j)
        }
        return HanNumerals.read(s, at: i)
    }

    /// - Complexity: O(n) in the paragraph length.
    static func scan(_ s: [Unicode.Scalar], line: Int, column: Int) -> [NumericFact] {
        var facts: [NumericFact] = []
        var i = 0
        while i < s.count {
            guard isNumeral(s[i]), i == 0 || !isNumeral(s[i - 1]) && !APIMentionScanner.isIdentifierPart(s[i - 1]) && s[i - 1] != "." else { i += 1; continue }
            guard let (value, afterNumber) = readNumber(s, at: i) else { i += 1; continue }
            var j = afterNumber
            while j < s.count, s[j] == " " { j += 1 }
            // A range: `2 至 24 个月`, `2か月前から24か月前`.
            var upper: Int?
            var unit = unitAt(s, j)
            var end = j
            if let u = unit {
                end = j + u.length
                // `2か月前から24か月前`
                var k = end
                if k < s.count, s[k] == "前" || s[k] == "後" { k += 1 }
                if let r = rangeWords.first(where: { APIMentionScanner.matches(s, at: k, $0) }) {
                    var m = k + r.count
                    while m < s.count, s[m] == " " { m += 1 }
                    if let (second, after) = readNumber(s, at: m) {
                        var n = after
                        while n < s.count, s[n] == " " { n += 1 }
                        if let u2 = unitAt(s, n), u2.unit == u.unit, second > value {
                            upper = second
                            end = n + u2.length
                        }
                    }
                }
            } else if let r = rangeWords.first(where: { APIMentionScanner.matches(s, at: j, $0) }) {
                var m = j + r.count
                while m < s.count, s[m] == " " { m += 1 }
                if let (second, after) = readNumber(s, at: m) {
                    var n = after
                    while n < s.count, s[n] == " " { n += 1 }
                    if let u2 = unitAt(s, n), second > value {
                        upper = second
                        unit = u2
                        end = n + u2.length
                    }
                }
            }
            guard let unit else { i = afterNumber; continue }
            // English words need a word boundary (`3 monthsly` is not a unit).
            if end < s.count, unit.isLatinWord, APIMentionScanner.isIdentifierPart(s[end]) { i = afterNumber; continue }
            // `2018年`, `6月` are dates, not durations: `年`/`月` alone are not units.
            let text = String(String.UnicodeScalarView(s[i..<end]))
            facts.append(NumericFact(value: value, upperValue: upper, unit: unit.unit, text: text, line: line, column: column + i))
            i = end
        }
        return facts
    }

    static func unitAt(_ s: [Unicode.Scalar], _ i: Int) -> (unit: NumericFact.Unit, length: Int, isLatinWord: Bool)? {
        for entry in units where APIMentionScanner.matches(s, at: i, entry.word) {
            return (entry.unit, entry.word.count, entry.word.first.map { ("a"..."z").contains($0) } ?? false)
        }
        return nil
    }
}
