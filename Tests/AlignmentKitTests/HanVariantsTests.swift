import Testing
import TextKit

@testable import AlignmentKit

@Suite struct HanVariantsTests {
    @Test func shinjitaiTableHasAtLeastSixtyDistinctHanPairs() {
        let table = HanVariants.shinjitai
        #expect(table.count >= 60)
        for (ja, zh) in table {
            #expect(ja != zh, "\(ja) maps to itself")
            #expect(Script.of(ja.unicodeScalars.first!) == .han && Script.of(zh.unicodeScalars.first!) == .han)
        }
    }

    @Test(arguments: [
        ("発", "发"), ("図", "图"), ("対", "对"), ("続", "续"), ("価", "价"), ("払", "拂"), ("詳", "详"), ("認", "认"), ("订", "订"),
    ])
    func foldsJapaneseFormsToSimplified(_ ja: String, _ zh: String) {
        var variants = HanVariants()
        #expect(variants.fold(ja.unicodeScalars.first!) == zh.unicodeScalars.first!)
    }
}
