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
            if ("0"..."9").contains(s[i]), let dotted = dottedNumber(s, at: i, line: line, column: column) {
                if let fact = dotted.fact { facts.append(fact) }
                i = dotted.end
                continue
            }
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
            guard let unit else {
                if let count = bareCount(s, from: i, to: afterNumber, line: line, column: column) { facts.append(count) }
                i = afterNumber
                continue
            }
            // English words need a word boundary (`3 monthsly` is not a unit).
            if end < s.count, unit.isLatinWord, APIMentionScanner.isIdentifierPart(s[end]) { i = afterNumber; continue }
            // `2018年`, `6月` are dates, not durations: `年`/`月` alone are not units.
            let text = String(scalars: s[i..<end])
            facts.append(NumericFact(value: value, upperValue: upper, unit: unit.unit, text: text, line: line, column: column + i))
            i = end
        }
        return facts
    }

    /// A number in Arabic digits with no unit the table knows (`5つ`, `6 个`, `39 个卷`, `80 端口`,
    /// `ポート80`): a `.count` fact, compared across languages with every number of the other side.
    /// Not read: Han numerals (`一` is a word in `统一`, `一些`), digits inside a word or a name
    /// (`x86`, `k8s`, `3rd`), and numbers that are part of a date, time, path, version or range
    /// written with `-`, `/`, `:` or `.` (`2024-01-15`, `10:30`, `1/2`, `1.29`).
    static func bareCount(_ s: [Unicode.Scalar], from i: Int, to end: Int, line: Int, column: Int) -> NumericFact? {
        guard ("0"..."9").contains(s[i]) || ("０"..."９").contains(s[i]) else { return nil }
        let joiners: Set<Unicode.Scalar> = ["-", "/", ":", ".", ",", "_", "+", "^", "@", "#", "="]
        if i > 0, joiners.contains(s[i - 1]) || s[i - 1] == "$" || s[i - 1] == "v" || s[i - 1] == "V" { return nil }
        if end < s.count, APIMentionScanner.isIdentifierPart(s[end]) { return nil }
        if end + 1 < s.count, joiners.contains(s[end]), APIMentionScanner.isIdentifierPart(s[end + 1]) { return nil }
        guard let (value, _) = readNumber(s, at: i) else { return nil }
        let text = String(scalars: s[i..<end])
        return NumericFact(value: value, unit: .count, text: text, line: line, column: column + i)
    }

    /// A version or decimal number in ASCII digits, `v` allowed before it (`1.29`, `v1.30.2`,
    /// `0.5`): a `.version` fact whose value packs up to three parts of at most three digits
    /// (`1.29` → 1 029 000). Nil when `s[i]` does not start a dotted number; a fact of nil (with
    /// the end of the run, to skip it) for what is not a version: four or more parts (an IPv4
    /// address), a part too long, a run inside a word or a name (`k8s.io/v1.2`, `example.1.2`).
    static func dottedNumber(_ s: [Unicode.Scalar], at i: Int, line: Int, column: Int) -> (fact: NumericFact?, end: Int)? {
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        if i > 0, isDigit(s[i - 1]) { return nil }
        var parts: [Int] = []
        var j = i
        var tooLong = false
        while true {
            let start = j
            var value = 0
            while j < s.count, isDigit(s[j]) {
                value = value * 10 + Int(s[j].value - 0x30)
                j += 1
                if j - start > 3 { tooLong = true }
                if j - start > 9 { break }
            }
            parts.append(value)
            guard j + 1 < s.count, s[j] == ".", isDigit(s[j + 1]) else { break }
            j += 1
        }
        guard parts.count >= 2 else { return nil }
        var first = i
        if i > 0, s[i - 1] == "v" || s[i - 1] == "V" { first = i - 1 }
        let before: Unicode.Scalar? = first > 0 ? s[first - 1] : nil
        let inWord = before.map { APIMentionScanner.isIdentifierPart($0) || "./-_:@".unicodeScalars.contains($0) } ?? false
        let after: Unicode.Scalar? = j < s.count ? s[j] : nil
        let continues = after.map { APIMentionScanner.isIdentifierPart($0) || "_-/".unicodeScalars.contains($0) } ?? false
        guard parts.count <= 3, !tooLong, !inWord, !continues else { return (nil, j) }
        let value = parts[0] * 1_000_000 + parts[1] * 1_000 + (parts.count > 2 ? parts[2] : 0)
        let text = String(scalars: s[i..<j])
        return (NumericFact(value: value, unit: .version, text: text, line: line, column: column + i), j)
    }

    static func unitAt(_ s: [Unicode.Scalar], _ i: Int) -> (unit: NumericFact.Unit, length: Int, isLatinWord: Bool)? {
        for entry in units where APIMentionScanner.matches(s, at: i, entry.word) {
            return (entry.unit, entry.word.count, entry.word.first.map { ("a"..."z").contains($0) } ?? false)
        }
        return nil
    }
}
