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

    /// The table's skeletons are ICU's: every katakana syllable alone, after `ッ` and `ン`, with
    /// each small vowel after it, and loanwords of documentation (half width too).
    @Test func katakanaIsReadAsICURomanisesIt() throws {
        let syllables = (0x30A1...0x30FA).compactMap(Unicode.Scalar.init).map(String.init)
        var words = syllables
        for syllable in syllables {
            words += ["ッ" + syllable, "ン" + syllable, "ア" + syllable + "ー"]
            words += ["ァ", "ィ", "ゥ", "ェ", "ォ", "ャ", "ュ", "ョ"].map { syllable + $0 }
        }
        words += [
            "コントローラー", "オブジェクト", "プロキシ", "マニフェスト", "プリエンプション", "サービスアカウント", "シークレット",
            "ストレージクラス", "ドレイン", "タイムスタンプ", "プライベートキー", "インフラストラクチャー", "ディレクトリ",
            "ハードウェア", "ヴァリデーション", "チェックポイント", "ファイル", "ウィンバック", "ｺﾝﾄﾛｰﾗｰ", "ﾌﾟﾛｷｼ",
        ]
        var differing: [String] = []
        for word in words {
            let own = LoanwordSound.skeleton(katakana: word)
            let icu = LoanwordSound.skeleton(try romanised(word))
            if own != icu, !word.unicodeScalars.contains(where: { (0xFF9E...0xFF9F).contains($0.value) }) {
                differing.append("\(word): \(String(String.UnicodeScalarView(own))) against ICU's \(String(String.UnicodeScalarView(icu)))")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(words.count): \(differing.prefix(20).joined(separator: "; "))")
    }

    /// A `g` before `e`, `i`, `y` is read both ways; a doubled one is hard.
    @Test func aSoftGGivesASecondSkeleton() throws {
        func letters(_ skeletons: [[Unicode.Scalar]]) -> [String] { skeletons.map { String(String.UnicodeScalarView($0)) } }
        #expect(letters(LoanwordSound.skeletons("origin")) == ["rgn", "rsn"])
        #expect(letters(LoanwordSound.skeletons("Storage")) == ["strg", "strs"])
        #expect(letters(LoanwordSound.skeletons("trigger")) == ["trg"])
        #expect(letters(LoanwordSound.skeletons("Gateway")) == ["gt"])
        #expect(LoanwordSound.skeletons("origin").last == LoanwordSound.skeleton(katakana: "オリジン"))
        #expect(LoanwordSound.skeleton("origin") == LoanwordSound.skeletons("origin")[0], "the first is skeleton(_:)")
    }

    @Test func aLoanwordStartsAsItsWordDoes() {
        #expect(LoanwordSound.startsAlike(katakana: "オブジェクト", latin: "Object"))
        #expect(LoanwordSound.startsAlike(katakana: "プロキシ", latin: "proxy"))
        #expect(LoanwordSound.startsAlike(katakana: "ユーザー", latin: "user"))
        #expect(LoanwordSound.startsAlike(katakana: "ウィンドウ", latin: "window"), "w is not asked")
        #expect(LoanwordSound.startsAlike(katakana: "ｵﾌﾞｼﾞｪｸﾄ", latin: "Object"), "half width")
        #expect(!LoanwordSound.startsAlike(katakana: "リスナー", latin: "origin"))
        #expect(!LoanwordSound.startsAlike(katakana: "プロセス", latin: "API resource"))
        #expect(!LoanwordSound.startsAlike(katakana: "アプリ", latin: "Profile"))
    }
}

