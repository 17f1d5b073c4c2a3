import Testing
import TextKit

@Suite struct CollationTests {
    @Test func japaneseOrderPutsKanaInGojuonOrder() throws {
        let collator = try Collator.shared(locale: "ja")
        let sorted = collator.sorted(["ボタン", "オファー", "アプリ", "サブスクリプション"]) { $0 }
        #expect(sorted == ["アプリ", "オファー", "サブスクリプション", "ボタン"])
    }

    @Test func chinesePinyinOrder() throws {
        let collator = try Collator.shared(locale: "zh")
        // yōu (优) < zài (在) < zhé (折) in pinyin order; by code point 优 (4F18) < 在 (5728) < 折 (6298) too,
        // so use characters whose code point order differs: 赢 (8D62, yíng) vs 促 (4FC3, cù).
        #expect(collator.compare("促销优惠", "赢回优惠") < 0)
        #expect(collator.compare("赢回优惠", "优惠代码") < 0, "yíng before yōu")
    }

    @Test func strokeOrderDiffersFromPinyin() throws {
        let stroke = try Collator.shared(locale: "zh@collation=stroke")
        let pinyin = try Collator.shared(locale: "zh")
        // 人 (2 strokes, rén) and 阿 (7 strokes, ā)
        #expect(stroke.compare("人", "阿") < 0)
        #expect(pinyin.compare("人", "阿") > 0)
    }

    @Test func sortKeysOrderLikeCompare() throws {
        let collator = try Collator.shared(locale: "en")
        let a = collator.sortKey("offer code")
        let b = collator.sortKey("Offer Codes")
        #expect(a.lexicographicallyPrecedes(b) == (collator.compare("offer code", "Offer Codes") < 0))
        #expect(collator.compare("win-back", "Win-back") != 0 || a != b)
    }
}
