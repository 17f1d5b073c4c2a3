import Testing
import TextKit

@Suite struct NormalizationTests {
    @Test func nfkcFoldsHalfwidthKatakanaAndComposesVoicing() {
        #expect("ｳｨﾝﾊﾞｯｸｵﾌｧｰ".normalized(.nfkc) == "ウィンバックオファー")
    }

    @Test func nfkcCasefoldLowersFullwidthLatin() {
        #expect("ＳｔｏｒｅＫｉｔ".normalized(.nfkcCasefold) == "storekit")
    }

    @Test func nfcComposesAndNfdDecomposes() {
        let decomposed = "\u{30AB}\u{3099}"  // カ + combining voiced mark
        #expect(decomposed.normalized(.nfc) == "ガ")
        #expect("ガ".normalized(.nfd).unicodeScalars.count == 2)
    }
}
