import Testing

@testable import TextKit

/// `LoanwordSound`: English names against their katakana loanwords, romanised by ICU.
@Suite struct LoanwordSoundTests {
    func romanised(_ katakana: String) throws -> String {
        try Transliterator.shared(Transliterator.kanaToASCII).transliterate(katakana)
    }

    @Test func loanwordsSoundLikeTheirNames() throws {
        for (katakana, name) in [
            ("コントローラー", "Controller"), ("サービス", "Service"), ("サーバー", "server"), ("レプリカ", "Replica"),
            ("ネームスペース", "Namespace"), ("クラスター", "Cluster"), ("コンテナ", "container"), ("スレッド", "thread"),
            ("トランザクション", "transaction"), ("コンピュート", "compute"), ("フォン", "phone"),
        ] {
            let sound = try romanised(katakana)
            #expect(LoanwordSound.skeleton(sound) == LoanwordSound.skeleton(name), "\(katakana) (\(sound)) and \(name)")
        }
    }

    @Test func englishSpellingIsReadAsSaid() {
        // An `r` no vowel follows is not said; a soft `c` is `s`; `th` is `s`; `ph` is `f`; `m` before `p` is `n`.
        #expect(String(String.UnicodeScalarView(LoanwordSound.skeleton("server"))) == "sb")
        #expect(String(String.UnicodeScalarView(LoanwordSound.skeleton("service"))) == "sbs")
        #expect(String(String.UnicodeScalarView(LoanwordSound.skeleton("controller"))) == "kntr")
        #expect(String(String.UnicodeScalarView(LoanwordSound.skeleton("authentication"))) == "sntksn")
    }

    @Test func otherWordsDoNotSoundAlike() throws {
        #expect(LoanwordSound.similarity(try romanised("クラス"), "Cluster") < 0.8)
        #expect(LoanwordSound.similarity(try romanised("クライアント"), "Cluster") < 0.8)
        #expect(LoanwordSound.similarity(try romanised("サーバー"), "Service") < 0.8)
        #expect(LoanwordSound.similarity("puran", "Premium") < 0.75)
        #expect(LoanwordSound.similarity("", "Premium") == 0)
    }
}
