import Testing
import TextKit

/// A `UTF8Key` is its bytes: equal keys are byte for byte the same text, whatever `String` would
/// call canonically equivalent, and a table finds a key by them.
@Suite struct UTF8KeyTests {
    @Test(arguments: [
        ("订阅优惠", "订阅优惠", true), ("订阅优惠", "订阅优", false), ("", "", true), ("", "a", false), ("ab", "ba", false),
        ("caf\u{E9}", "cafe\u{301}", false), ("サブスクリプション情報", "サブスクリプション情報", true), ("a\u{0}b", "a\u{0}c", false),
    ])
    func equalExactlyWhenTheBytesAre(left: String, right: String, equal: Bool) {
        #expect((UTF8Key(left) == UTF8Key(right)) == equal)
        #expect((UTF8Key(left) == UTF8Key(right)) == left.utf8.elementsEqual(right.utf8))
        if equal { #expect(UTF8Key(left).hashValue == UTF8Key(right).hashValue) }
    }

    @Test func aTableFindsKeysByTheirBytes() {
        // Keys built from slices and from concatenation, so that their storage differs.
        let line = "优惠代码兑换表和优惠代码"
        var table: [UTF8Key: Int] = [:]
        table[UTF8Key(String(line.prefix(4)))] = 1
        table[UTF8Key("caf\u{E9}")] = 2
        #expect(table[UTF8Key("优惠" + "代码")] == 1)
        #expect(table[UTF8Key(String(line.suffix(4)))] == 1)
        #expect(table[UTF8Key("cafe\u{301}")] == nil && table[UTF8Key("caf\u{E9}")] == 2)
    }
}
