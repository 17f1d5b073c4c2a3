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

    @Test func aMemoAnswersAsItsTransliteratorAndRemembersWhatItWasAsked() throws {
        // A private id (the same transliterator spelt with a space) so that no other test's answers
        // are in this memo.
        let id = "Han-Latin ; Latin-ASCII"
        let memo = TransliterationMemo.shared(id)
        #expect(TransliterationMemo.shared(id) === memo, "one memo per id in a process")
        let texts = ["赢回优惠", "促销", "優惠", "App Store 优惠", ""]
        for text in texts { #expect(memo.transliterate(text) == (try Transliterator.shared(id)).transliterate(text), "\(text)") }
        #expect(Set(memo.answers.keys) == Set(texts))
        #expect(memo.isAvailable)
        // Seeded answers are taken as given (they come from an earlier run of the same executable),
        // and never replace one the memo already holds.
        memo.seed(["推广": "seeded", "赢回优惠": "replaced?"])
        #expect(memo.transliterate("推广") == "seeded")
        #expect(memo.transliterate("赢回优惠") == "ying hui you hui")
        // A transliterator ICU does not have: no answer, and not available.
        let missing = TransliterationMemo.shared("Klingon-Latin")
        #expect(missing.transliterate("x") == nil)
        #expect(!missing.isAvailable)
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
