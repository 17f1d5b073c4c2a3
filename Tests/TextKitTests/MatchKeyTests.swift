import Testing
import TextKit

@Suite struct MatchKeyTests {
    @Test func spacesBetweenCJKDisappear() {
        let spaced = MatchKey("最後のサブスクリプション登録後の 経過時間")
        let joined = MatchKey("最後のサブスクリプション登録後の経過時間")
        #expect(spaced.units == joined.units)
    }

    @Test func keySpanMapsBackToTheExactOriginalSpan() throws {
        let text = "ウィンバックオファーでは 有料サブスクリプション期間 最後のサブスクリプション登録後の 経過時間 オファー間の待ち時間"
        let key = MatchKey(text)
        let term = MatchKey("最後のサブスクリプション登録後の経過時間").units
        let start = try #require(firstIndex(of: term, in: key.units))
        let range = key.sourceRange(of: start..<(start + term.count))
        let utf16 = Array(text.utf16)
        #expect(String(decoding: utf16[range], as: UTF16.self) == "最後のサブスクリプション登録後の 経過時間")
    }

    @Test func exactKeysKeepLongVowelLooseKeysDropIt() {
        #expect(MatchKey("サーバ").units != MatchKey("サーバー").units)
        #expect(MatchKey("サーバ", strength: .loose).units == MatchKey("サーバー", strength: .loose).units)
    }

    @Test(arguments: [
        ("ｳｨﾝﾊﾞｯｸｵﾌｧｰ", "ウィンバックオファー"),
        ("ウィンバック・オファー", "ウィンバックオファー"),
        ("ウィンバックオファ―", "ウィンバックオファー"),
        ("ウィンバックオファ－", "ウィンバックオファー"),
        ("ウィンバックオファ〜", "ウィンバックオファー"),
        ("App Store  Connect", "app store connect"),
        ("ＡＰＩ", "api"),
        ("App 内課金", "app内課金"),
        ("  Win-Back Offers ", "win-back offers"),
    ])
    func exactFolding(input: String, expected: String) {
        #expect(MatchKey.fold(input) == expected, "'\(input)'")
    }

    @Test(arguments: [
        ("ヴァイオリン", "バイオリン"),
        ("ウィンバック", "ウインバック"),
        ("ヴィデオ", "ビデオ"),
        ("ヴ", "ブ"),
        ("win-back offer", "winback offer"),
        ("ユーザー", "ユーザ"),
        ("ヶ月", "ケ月"),
    ])
    func looseFoldingUnifiesVariants(a: String, b: String) {
        #expect(MatchKey.fold(a, strength: .loose) == MatchKey.fold(b, strength: .loose), "'\(a)' ~ '\(b)'")
        #expect(MatchKey.fold(a) != MatchKey.fold(b), "'\(a)' and '\(b)' stay apart in exact keys")
    }

    @Test func hiraganaFoldsToKatakanaOnlyWhenAsked() {
        #expect(MatchKey.fold("うぃんばっく") != MatchKey.fold("ウィンバック"))
        #expect(MatchKey.fold("うぃんばっく", options: .hiraganaToKatakana) == MatchKey.fold("ウィンバック"))
    }

    @Test func hyphenAfterLatinIsNotALongVowel() {
        #expect(MatchKey.fold("win-back") == "win-back")
    }

    @Test func combiningSequencesMapToTheirWholeSpan() {
        // カ + combining voiced mark composes to ガ: one key unit for two source units.
        let key = MatchKey("オ\u{30AB}\u{3099}")
        #expect(key.string == "オガ")
        #expect(key.sourceRange(of: 1..<2) == 1..<3)
    }

    @Test func combiningMarkAfterADeferredCharacterKeepsWhatCameBefore() {
        // `a` goes straight into the key, `-` and the space wait for what follows; the combining
        // mark joins them, and `a` stays.
        let key = MatchKey("a-\u{301}")
        #expect(key.units == [0x61, 0x2D, 0x301])
        #expect(key.sourceStarts == [0, 1, 1])
        #expect(key.sourceEnds == [1, 3, 3])
        #expect(MatchKey.fold("a \u{301}x") == "a \u{301}x")
    }

    @Test func supplementaryCharactersSurvive() {
        let key = MatchKey("𠮷野家")
        #expect(key.string == "𠮷野家")
        #expect(key.sourceRange(of: 0..<2) == 0..<2)
    }

    @Test func offsetsAreMonotonic() {
        let key = MatchKey(TextDecodingTests.japanese + " ｶﾞ・ー " + TextDecodingTests.chinese, strength: .loose)
        #expect(zip(key.sourceStarts, key.sourceStarts.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(zip(key.sourceStarts, key.sourceEnds).allSatisfy { $0 < $1 })
    }

    private func firstIndex(of needle: [UInt16], in haystack: [UInt16]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        return (0...(haystack.count - needle.count)).first { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}

@Suite struct MatchKeyAgreesWithICU {
    /// Without spaces, dashes, dots or the kana the later rules touch, an exact key is exactly
    /// ICU's NFKC_Casefold of the text, whatever mix of fast and slow paths folded it.
    @Test(arguments: [
        "ｶﾞｷﾞｸﾞ㍿ＡＢＣｄｅｆ①②③",
        "\u{3099}カ\u{3099}キ",
        "𠮷\u{3099}野家",
        "Straße ﬁnal ǅ",
        "e\u{301}\u{323}a\u{323}\u{301}",
        "販売促進対象のアプリ内購入をテストするには",
    ])
    func exactKeyEqualsNFKCCasefold(text: String) {
        #expect(MatchKey.fold(text) == text.normalized(.nfkcCasefold), "'\(text)'")
        let key = MatchKey(text)
        #expect(key.sourceStarts.count == key.units.count)
        #expect(key.sourceEnds.last.map(Int.init) == text.utf16.count)
    }
}
