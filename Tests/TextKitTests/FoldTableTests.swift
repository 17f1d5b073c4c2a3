import Testing

@testable import TextKit

/// The NFKC_Casefold table built in one C loop over the BMP equals the one built a unit at a time.
@Suite struct FoldTableTests {
    @Test func theTableBuiltInCEqualsTheOneBuiltUnitByUnit() {
        let built = FoldTable.shared.foldingBits()
        let reference = FoldTable.computed()
        #expect(built.count == 0x10000)
        let differing = (0..<0x10000).filter { built[$0] != reference[$0] }
        #expect(differing.isEmpty, "first differing units: \(differing.prefix(5).map { String($0, radix: 16) })")
    }

    @Test func theTableHoldsWhatNFKCCasefoldDoes() {
        let table = FoldTable.shared
        #expect(table.entry(0x41).unit == 0x61 && table.entry(0x41).kind == .single)  // A → a
        #expect(table.entry(0xFF76).unit == 0x30AB && table.entry(0xFF76).kind == .single)  // ｶ → カ
        #expect(table.entry(0x00AD).kind == .empty)  // soft hyphen: ignorable
        #expect(table.entry(0x337F).kind == .complex)  // ㍿ → 株式会社
        #expect(table.entry(0x5B57).unit == 0x5B57 && table.hasBoundaryBefore(0x5B57))  // 字
        #expect(!table.hasBoundaryBefore(0x3099))  // combining voiced mark
    }
}
