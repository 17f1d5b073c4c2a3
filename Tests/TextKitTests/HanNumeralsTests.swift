import Testing
import TextKit

@Suite struct HanNumeralsTests {
    /// `isNumeral` answers from a switch over code points; it must say yes exactly for the
    /// characters `read` knows.
    @Test func isNumeralAgreesWithTheTables() {
        let known = Set(HanNumerals.digits.keys).union(HanNumerals.multipliers.keys)
        for character in known { #expect(HanNumerals.isNumeral(character), "'\(character)'") }
        for value in UInt32(0x3000)...0x9FFF where !known.contains(Unicode.Scalar(value)!) {
            if HanNumerals.isNumeral(Unicode.Scalar(value)!) { Issue.record("U+\(String(value, radix: 16)) is not a numeral") }
        }
        #expect(!HanNumerals.isNumeral("a") && !HanNumerals.isNumeral("万"))
    }

    @Test func readsNumbersSpelledInHan() {
        #expect(HanNumerals.read(Array("二十四个月".unicodeScalars), at: 0)?.value == 24)
        #expect(HanNumerals.read(Array("两个".unicodeScalars), at: 0)?.value == 2)
        #expect(HanNumerals.read(Array("个月".unicodeScalars), at: 0) == nil)
    }
}
