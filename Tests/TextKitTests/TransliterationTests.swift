import Testing
import TextKit

@Suite struct TransliterationTests {
    @Test func katakanaToLatinKeepsLongVowel() throws {
        let t = try Transliterator.shared("Katakana-Latin")
        #expect(t.transliterate("ウィンバックオファー") == "u~inbakkuofā")
    }

    @Test func hanToPinyinWithoutTones() throws {
        let t = try Transliterator.shared(Transliterator.hanToPinyin)
        #expect(t.transliterate("赢回优惠") == "ying hui you hui")
    }

    @Test(arguments: [
        ("Traditional-Simplified", "贏回優惠", "赢回优惠"),
        ("Hiragana-Katakana", "うぃんばっく", "ウィンバック"),
        ("Fullwidth-Halfwidth", "ＡＰＩ", "API"),
        (Transliterator.kanaToASCII, "ウィンバック", "uinbakku"),
        ("Hiragana-Katakana; Katakana-Latin; Latin-ASCII", "ウィンバック", "u~inbakku"),
    ])
    func transliteratesById(id: String, input: String, expected: String) throws {
        #expect(try Transliterator.shared(id).transliterate(input) == expected, "\(id) of '\(input)'")
    }

    @Test func unknownIdIsAnErrorNamingTheId() {
        #expect {
            _ = try Transliterator(id: "Klingon-Latin")
        } throws: { error in
            (error as? ICUError)?.description.contains("'Klingon-Latin'") == true
        }
    }

    @Test func sharedHandleIsReused() throws {
        let a = try Transliterator.shared("Han-Latin")
        let b = try Transliterator.shared("Han-Latin")
        #expect(a === b)
    }

    @Test func concurrentUseOfOneTransliteratorIsSafe() async throws {
        let t = try Transliterator.shared(Transliterator.kanaToASCII)
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<16 { group.addTask { t.transliterate("ウィンバックオファー") } }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(Set(results) == ["uinbakkuofa"])
    }

    @Test func aPreparedTransliteratorIsTheSharedOne() async throws {
        let id = "Latin-Katakana; Katakana-Hiragana"
        Transliterator.prepare(id)
        // Callers on other threads while it opens all wait for the one being opened.
        let handles = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0..<8 { group.addTask { (try? Transliterator.shared(id)).map(ObjectIdentifier.init) } }
            return await group.reduce(into: [ObjectIdentifier?]()) { $0.append($1) }
        }
        let shared = try Transliterator.shared(id)
        #expect(Set(handles) == [ObjectIdentifier(shared)])
        #expect(shared.transliterate("banku") == "ばんく")
        Transliterator.prepare(id)
        #expect(try Transliterator.shared(id) === shared)
    }

    @Test func aPreparedUnknownIdThrowsWhenAskedFor() {
        Transliterator.prepare("Vulcan-Latin")
        #expect {
            _ = try Transliterator.shared("Vulcan-Latin")
        } throws: { error in
            (error as? ICUError)?.description.contains("'Vulcan-Latin'") == true
        }
    }
}
