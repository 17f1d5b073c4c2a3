import Testing
import TextKit

@Suite struct MatchKeyWindowTests {
    static let texts = [
        "",
        "a",
        "ウィンバックオファーでは 有料サブスクリプション期間 最後のサブスクリプション登録後の 経過時間",
        "ｳｨﾝﾊﾞｯｸｵﾌｧｰ ＡＰＩ and  App Store  Connect — サーバー・サーバ〜 ヴァイオリン ヶ月",
        "𠮷野家 🎁 e\u{301}\u{323}a\u{323}\u{301} オ\u{30AB}\u{3099} \u{3099}カ 𠮷\u{3099} ㍿ Straße ﬁnal ǅ",
        "  win-back offers · 中·文 ,  trailing  ",
        TextDecodingTests.japanese + " ｶﾞ・ー " + TextDecodingTests.chinese,
    ]

    /// Random texts glued from pieces that exercise every folding rule, several windows long.
    static let randomTexts: [String] = {
        let pieces = [
            "a", "Z", "offer", " ", "  ", "\t", "\n", "　", "-", "‐", "—", "~", "〜", "ー", "ｰ", "・", "·", "ｶﾞ", "カ", "\u{3099}",
            "\u{301}", "e\u{301}", "ヴ", "ァ", "ィ", "ヵ", "ヶ", "サーバー", "ウィンバック", "うぃんばっく", "中", "文", "𠮷", "🎁",
            "㍿", "ﬁ", "ß", "Ａ", "１", ".", "(", "_", "é", "ǅ", "\u{0}", "\u{7F}", "\u{85}", "\u{200B}", "\u{FEFF}",
        ]
        return glued(pieces, seed: 0x2545_F491_4F6C_DD1D, texts: 60, pieces: { $0 * 7 % 300 + 1 })
    }()

    /// Random texts that are mostly ASCII, so that the window folder's sixteen-byte ASCII blocks
    /// start and stop at every kind of byte: spaces at either end of a block or of its two words,
    /// spaces next to line feeds, tabs and other spaces, hyphens and tildes after katakana, upper
    /// case, a combining mark or a CJK character right after ASCII.
    static let asciiTexts: [String] = {
        let pieces = [
            "a", "Offer", "the", "STORE", "x1", " ", " ", " ", "  ", "\t", "\n", "\r", "-", "~", "_", "@", "[", "`", "{", ".",
            "e\u{301}", "カ", "サーバ", "中", "é", "　", "\u{0}", "\u{7F}", "Z", "A-Z", "win-back", "ok ",
        ]
        return glued(pieces, seed: 0x9E37_79B9_7F4A_7C15, texts: 160, pieces: { $0 * 11 % 200 + 1 })
    }()

    /// `texts` texts, text k glued from `pieces(k)` pieces drawn by a linear congruential generator.
    static func glued(_ choices: [String], seed start: UInt64, texts: Int, pieces: (Int) -> Int) -> [String] {
        var seed = start
        return (0..<texts).map { k in
            (0..<pieces(k)).map { _ in
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return choices[Int(seed >> 33) % choices.count]
            }.joined()
        }
    }

    /// The window folder's fast loop takes the same decisions as the general path of `MatchKey`.
    @Test(arguments: [MatchKey.Strength.exact, .loose])
    func windowsAgreeWithTheKeyOnRandomTexts(strength: MatchKey.Strength) {
        for text in Self.randomTexts + Self.asciiTexts {
            let key = MatchKey(text, strength: strength)
            var units: [UInt16] = []
            var starts: [Int32] = []
            var ends: [Int32] = []
            MatchKey.forEachWindow(of: text, strength: strength, overlap: 0, capacity: 16) { window in
                let fresh = units.count - window.firstIndex
                units += window.units[fresh...]
                starts += window.sourceStarts[fresh...]
                ends += window.sourceEnds[fresh...]
            }
            #expect(units == key.units, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            // UTF-8 offsets: compare through the UTF-16 ones.
            let utf8 = Array(text.utf8)
            func utf16(_ offset: Int32) -> Int { String(decoding: utf8[..<Int(offset)], as: UTF8.self).utf16.count }
            #expect(starts.map(utf16) == key.sourceStarts.map(Int.init))
            #expect(ends.map(utf16) == key.sourceEnds.map(Int.init))
        }
    }

    /// Windows handed out with a small capacity, stitched back together, are the whole key, and
    /// their UTF-8 offsets are the key's UTF-16 offsets in another unit.
    @Test(arguments: [MatchKey.Strength.exact, .loose], [(capacity: 4, overlap: 0), (8, 3), (16, 7), (1024, 40)])
    func windowsReassembleTheKey(strength: MatchKey.Strength, sizes: (capacity: Int, overlap: Int)) {
        for base in Self.texts {
            let text = String(repeating: base + "\n", count: 3)
            let key = MatchKey(text, strength: strength)
            var units: [UInt16] = []
            var starts: [Int] = []
            var ends: [Int] = []
            var sawLast = false
            var previousFirst = 0
            var previousEnd = 0
            MatchKey.forEachWindow(of: text, strength: strength, overlap: sizes.overlap, capacity: sizes.capacity) { window in
                #expect(!sawLast)
                sawLast = window.isLast
                // The overlap repeats the tail of the previous window.
                #expect(window.firstIndex == max(previousFirst, previousEnd - sizes.overlap))
                let fresh = previousEnd - window.firstIndex
                let utf16Of = utf16Offsets(window.utf8)
                for k in fresh..<window.units.count {
                    units.append(window.units[k])
                    starts.append(utf16Of[Int(window.sourceStarts[k])] ?? -1)
                    ends.append(utf16Of[Int(window.sourceEnds[k])] ?? -1)
                }
                for k in 0..<min(fresh, window.units.count) {
                    #expect(window.units[k] == units[window.firstIndex + k])
                }
                previousFirst = window.firstIndex
                previousEnd = window.firstIndex + window.units.count
            }
            #expect(sawLast)
            #expect(units == key.units, "'\(base)'")
            #expect(starts == key.sourceStarts.map(Int.init), "'\(base)'")
            #expect(ends == key.sourceEnds.map(Int.init), "'\(base)'")
        }
    }

    /// For each UTF-8 offset at a scalar boundary, the UTF-16 offset.
    private func utf16Offsets(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int: Int] {
        var result: [Int: Int] = [0: 0]
        var unit = 0
        for (i, b) in bytes.enumerated() {
            if b & 0xC0 != 0x80 { unit += b >= 0xF0 ? 2 : 1 }
            if i + 1 == bytes.count || bytes[i + 1] & 0xC0 != 0x80 { result[i + 1] = unit }
        }
        return result
    }
}
