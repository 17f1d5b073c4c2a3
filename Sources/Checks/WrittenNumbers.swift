import TextKit

/// Numbers as running text writes them, for the test "does the other language say this number
/// here" of `parity-number-mismatch` on subtitles.
///
/// The parser's numeric facts are quantities with a unit, read conservatively: a number glued to
/// a Latin word (`615ppi`, `C++17`) or inside a product name is not a fact on one side while the
/// same number is one on the other (`每英寸 615 像素`). Subtitles also write large numbers
/// differently per language (`150，000` with a full-width separator, `15万`). This reads every
/// number in a text as a normalised string (ASCII digits, no separators, no leading zeros),
/// whatever surrounds it.
enum WrittenNumbers {
    /// Every number written in `text`: ASCII or full-width digits; thousands separators (`,` or
    /// `，` followed by three digits) read through; `万`, `萬` (10⁴), `億`, `亿` (10⁸) applied to a
    /// whole number (`15万` is `150000`); a dotted number as written (`3.0.2`).
    /// - Complexity: O(*n*) in the text length.
    static func all(in text: String) -> Set<String> {
        let units = UTF16Transcoding.units(of: text)
        var result: Set<String> = []
        var i = 0
        while i < units.count {
            guard digit(units[i]) != nil, i == 0 || digit(units[i - 1]) == nil else {
                i += 1
                continue
            }
            let (number, end) = read(units, from: i)
            result.insert(number)
            i = max(end, i + 1)
        }
        return result
    }

    /// The whole number written around `offset` (a digit of it), separators and multipliers
    /// included: `150000` for the `000` that follows `150，`. Nil when `offset` holds no digit.
    static func number(around offset: Int, in units: [UInt16]) -> String? {
        guard offset >= 0, offset < units.count, digit(units[offset]) != nil else { return nil }
        var start = offset
        while start > 0 {
            if digit(units[start - 1]) != nil {
                start -= 1
            } else if start >= 2, isSeparator(units[start - 1]), digit(units[start - 2]) != nil,
                groupOfThree(units, at: start)
            {
                start -= 2
            } else {
                break
            }
        }
        return read(units, from: start).number
    }

    /// Reads the number that starts at `start` (a digit): its normalised text and where it ends.
    private static func read(_ units: [UInt16], from start: Int) -> (number: String, end: Int) {
        var digits = ""
        var i = start
        var dotted = false
        while i < units.count {
            if let d = digit(units[i]) {
                digits.append(d)
                i += 1
            } else if isSeparator(units[i]), !dotted, groupOfThree(units, at: i + 1) {
                i += 1
            } else if units[i] == 0x2E, i + 1 < units.count, digit(units[i + 1]) != nil {
                // `3.0.2`, `4.2`: kept as written.
                dotted = true
                digits.append(".")
                i += 1
            } else {
                break
            }
        }
        var number = dotted ? digits : String(digits.drop { $0 == "0" })
        if dotted, digits.filter({ $0 == "." }).count == 1 {
            // A decimal: `1.50` is `1.5`, `2.0` is `2`.
            while number.hasSuffix("0") { number.removeLast() }
            if number.hasSuffix(".") { number.removeLast() }
        }
        if number.isEmpty { number = "0" }
        if !dotted, i < units.count, let zeros = multiplierZeros(units[i]), number.count <= 6,
            let base = Int(number), base > 0
        {
            // `15万`, and `1万5000` (10⁴ and 5000 more).
            i += 1
            var rest = 0
            var restDigits = 0
            while i < units.count, restDigits < zeros, let d = digit(units[i])?.wholeNumberValue {
                rest = rest * 10 + d
                restDigits += 1
                i += 1
            }
            var scale = 1
            for _ in 0..<zeros { scale *= 10 }
            number = String(base * scale + rest)
        }
        return (number, i)
    }

    /// How many zeros a Japanese or Chinese multiplier stands for: `万`, `萬` 4, `億`, `亿` 8.
    private static func multiplierZeros(_ unit: UInt16) -> Int? {
        switch unit {
        case 0x4E07, 0x842C: 4
        case 0x5104, 0x4EBF: 8
        default: nil
        }
    }

    /// Han numerals 0–9 (with `两`, `〇`, `零`), and the values of `十`, `百`, `千`.
    private static let hanDigits: [UInt16: Int] = [
        0x3007: 0, 0x96F6: 0, 0x4E00: 1, 0x4E8C: 2, 0x4E24: 2, 0x4E09: 3, 0x56DB: 4, 0x4E94: 5, 0x516D: 6, 0x4E03: 7,
        0x516B: 8, 0x4E5D: 9,
    ]
    private static let hanPlaces: [UInt16: Int] = [0x5341: 10, 0x767E: 100, 0x5343: 1000]

    /// The values of the Han numeral runs of a text (`三个`, `十五`, `两百`): generous — `一些`
    /// gives 1 —, which suits a test of whether a number is said somewhere.
    static func hanNumbers(in text: String) -> Set<String> {
        var result: Set<String> = []
        var total = 0
        var current = -1
        var inRun = false
        func close() {
            if inRun { result.insert(String(total + max(current, 0))) }
            total = 0
            current = -1
            inRun = false
        }
        for unit in text.utf16 {
            if let d = hanDigits[unit] {
                if current >= 0 { total += current }
                current = d
                inRun = true
            } else if let place = hanPlaces[unit] {
                total += max(current, 1) * place
                current = -1
                inRun = true
            } else {
                close()
            }
        }
        close()
        return result
    }

    /// The ASCII digit of an ASCII or full-width digit.
    private static func digit(_ unit: UInt16) -> Character? {
        if (0x30...0x39).contains(unit) { return Character(Unicode.Scalar(UInt8(unit))) }
        if (0xFF10...0xFF19).contains(unit) { return Character(Unicode.Scalar(UInt8(unit - 0xFF10 + 0x30))) }
        return nil
    }

    private static func isSeparator(_ unit: UInt16) -> Bool { unit == 0x2C || unit == 0xFF0C }

    /// Whether exactly three digits start at `index` (a thousands group).
    private static func groupOfThree(_ units: [UInt16], at index: Int) -> Bool {
        guard index + 3 <= units.count, (index..<(index + 3)).allSatisfy({ digit(units[$0]) != nil }) else {
            return false
        }
        return index + 3 == units.count || digit(units[index + 3]) == nil
    }
}

extension TextLocator {
    /// The units either side of an offset that `writtenNumber(around:)` reads: far more than any
    /// written number.
    static let numberReach = 256

    /// `WrittenNumbers.number(around:in:)` at a UTF-16 offset of the locator's text.
    func writtenNumber(around offset: Int) -> String? {
        let low = max(0, offset - Self.numberReach)
        return WrittenNumbers.number(around: offset - low, in: units(in: low..<(offset + Self.numberReach)))
    }
}
