import CorpusModel
import GlossaryKit
import Testing

@testable import Checks

/// Parity on time-cut subtitle transcripts (WWDC sessions in Japanese, Chinese and English): loose,
/// condensed translations that write names, numbers and labels their own way. Each paragraph below
/// holds what one perf-corpus false alarm looked like, next to a real finding that must stay.
@Suite struct SubtitleParityTests {
    /// Paragraph 1: two percentages in conflict (`37パーセント` against `57`, the English says 57).
    /// Paragraph 2: numbers written otherwise (`615ppi`, `15万` for `150，000`) or left out (`6 号`).
    /// Paragraph 3: names split by a cue or spelt as spoken, labels translated or said as ordinary
    /// words, beside a name really dropped (`drawingBlock`), a case mismatch and a label dropped.
    /// Paragraph 4: the deprecated short form `修飾子` alone, and inside `アクセス修飾子`.
    static let ja = [
        [
            "(拍手) こんにちは 今日はVive Proについてお話しします 旧製品に比べ解像度は78パーセント向上 画素密度は",
            "37パーセント向上しました パネルの性能向上に加え デュアルカメラを搭載しました",
        ].joined(separator: " "),
        [
            "画素密度は615ppiです 左側の道具は 15万年前に使用されました",
            "テクノロジーラボで本日12時から実施予定です ではデモをお見せします",
        ].joined(separator: " "),
        [
            "willSpeakRangeOfSpeech Stringが渡すNSRangeを使います touch-downイベントと接続します",
            "bannerImageURLを使います “Fitness”と名付けます ここでは “Hello WWDC!”とだけ表示します “No Generated",
            "Classes”を選びます 描画ブロックを作成します showTripPreviewsを呼び出します サンプルコードは",
            "“Scanning and detecting 3D objects”です",
        ].joined(separator: " "),
        "この修飾子を使います ビュー修飾子を追加します アクセス修飾子はprivateです ビューモディファイアも使えます",
    ]
    static let zh = [
        [
            "[掌声] 大家好 今天我们来谈谈 Vive Pro 和 Vive 相比 分辨率提高了百分之 78 像素密度提高了百分之 57",
            "更强大的屏幕 为它的新前置双摄像头系统提供了支持",
        ].joined(separator: " "),
        [
            "每英寸 615 像素 左面的是 150，000 年前 用于提取骨髓的工具 时间就定在今天中午 12 点 地点在 6",
            "号科技实验室 我们来看一下演示",
        ].joined(separator: " "),
        [
            "而 willSpeakRangeOfSpeechString 则会返回一个 NSRange 我们要为一个 touchDown 事件创建连接 我们使用",
            "bannerImageURLs 我将它称之为健身 我们这里的这个文件只会显示 Hello WWDC 然后选择这个选项 我们创建",
            "drawingBlock 你需要调用 ShowTripPreviews 示例代码被称为“扫描和检测3D对象”",
        ].joined(separator: " "),
        "我们使用这个修饰符 添加视图修饰符 访问修饰符是 private 也可以使用视图修饰符",
    ]
    static let en = [
        [
            "Hello. Today we talk about Vive Pro. That's 78% increase in the resolution, and 57% increase in",
            "pixel density.",
        ].joined(separator: " "),
        [
            "650 pixels per inch. The tool on the left was used 150,000 years ago. Come to the lab at 12:00 p.m.",
            "in Technology Lab 6.",
        ].joined(separator: " "),
        [
            "willSpeakRangeOfSpeechString gives an NSRange. Connect the touch-down event. I'm going to call it",
            "fitness. This one will just display Hello WWDC. Choose No Generated Classes. We create a drawing",
            "block. You call ShowTripPreviews. The sample is called Scanning and Detecting 3D Objects.",
        ].joined(separator: " "),
        "Use this modifier. Add a view modifier. The access modifier is private.",
    ]

    static func transcript(_ paragraphs: [String]) -> String {
        "# Session\n\n## Summary\nS\n\n## Transcript\n\n" + paragraphs.joined(separator: "\n\n") + "\n"
    }

    /// A subtitle transcript of `paragraphs` in `language`, of parallel group `group` (its id `group.language`).
    static func subtitle(_ paragraphs: [String], _ language: String, group: String = "s") -> CheckedDocument {
        CheckFixtures.document(
            transcript(paragraphs), id: "\(group).\(language)", language: language, group: group, kind: .subtitleTranscript)
    }

    func documents(english: Bool = true) -> [CheckedDocument] {
        [Self.subtitle(Self.ja, "ja"), Self.subtitle(Self.zh, "zh-Hans")] + (english ? [Self.subtitle(Self.en, "en")] : [])
    }

    func run(_ rules: String, english: Bool = true) throws -> [Diagnostic] {
        try run(rules, on: documents(english: english))
    }

    /// `rules` over a Japanese and a Chinese transcript of their own parallel group.
    func run(_ rules: String, ja: [String], zh: [String], group: String) throws -> [Diagnostic] {
        try run(rules, on: [Self.subtitle(ja, "ja", group: group), Self.subtitle(zh, "zh-Hans", group: group)])
    }

    func run(_ rules: String, on documents: [CheckedDocument]) throws -> [Diagnostic] {
        try Checker(glossary: CheckFixtures.bundledGlossary, rules: RuleSelection(parsing: rules)).check(documents)
    }

    @Test func reportsNumbersInConflictButNotNumbersWrittenOtherwiseOrLeftOut() throws {
        let findings = try run("parity-number-mismatch")
        #expect(
            findings.map(\.text) == ["57"],
            "615ppi, 15万 (150，000) and the lab's 6 left out are no contradictions: \(findings.map(\.message))")
        #expect(findings.first?.location.document == "s.zh-Hans")
        #expect(findings.first?.message.contains("37パーセント") == true)
    }

    /// The speaker's °F is the translation's °C (`70度` against `21度`): one temperature, which the
    /// code before reported as two numbers in conflict (numbers in conflict:
    /// `reportsNumbersInConflictButNotNumbersWrittenOtherwiseOrLeftOut`).
    @Test func aTemperatureInTheOtherScaleIsTheSameTemperature() throws {
        let ja = ["(拍手) こんにちは Siriで HomePodを使います 温度は21度です 曇りです ありがとう",
                  "Apple Watchで ワークアウトを15分 記録します 次のデモです"]
        let zh = ["[掌声] 大家好 用 Siri 打开 HomePod 温度是70度 多云 谢谢",
                  "在 Apple Watch 上 记录15分钟的体能训练 下一个演示"]
        let findings = try run("parity-number-mismatch", ja: ja, zh: zh, group: "w")
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        #expect(ParityNumberMismatchRule.sameTemperature(70, 21) && ParityNumberMismatchRule.sameTemperature(22, 72))
        #expect(!ParityNumberMismatchRule.sameTemperature(30, 21))
    }

    @Test func apiNamesSplitBySubtitleCuesOrSpeltAsSpokenArePresent() throws {
        let findings = try run("parity-api-mention")
        #expect(
            findings.map(\.text) == ["drawingBlock", "ShowTripPreviews"],
            "willSpeakRangeOfSpeech String, touch-down, bannerImageURL are these names: \(findings.map(\.message))")
        #expect(findings.last?.message.contains("wrong case") == true, "a case mismatch is still one")
    }

    /// Two transcripts whose paragraphs end one sentence apart, as time-cut subtitles do: every
    /// paragraph link reaches into the next, and one link chains the whole talk. A name dropped late
    /// in the talk is reported with the line and the text of its own sentence's counterpart, not
    /// with the first paragraph of the chain (the talk's opening).
    @Test func aDroppedNameSendsTheReaderToTheCounterpartOfItsSentence() throws {
        let count = 18
        func ja(_ k: Int) -> String {
            switch k {
            case 16: "ステップ16では makeTextureCache を呼び出します。"
            case 13: "ステップ13では loadImageAssets を呼び出します。"
            default: "ステップ\(k)では Alpha\(k) を設定します。"
            }
        }
        func zh(_ k: Int) -> String {
            switch k {
            case 16: "第16步 我们调用这个方法。"
            case 13: "第13步 我们调用 LoadImageAssets。"
            default: "第\(k)步 我们设置 Alpha\(k)。"
            }
        }
        // Japanese paragraphs of three sentences; Chinese ones cut a sentence earlier.
        let jaParagraphs = stride(from: 1, through: count, by: 3).map { start in (start..<min(start + 3, count + 1)).map(ja).joined(separator: " ") }
        let zhCuts = [1, 3] + Array(stride(from: 6, through: count, by: 3))
        let zhParagraphs = zhCuts.indices.map { i in
            (zhCuts[i]..<(i + 1 < zhCuts.count ? zhCuts[i + 1] : count + 1)).map(zh).joined(separator: " ")
        }
        let findings = try run("parity-api-mention", ja: jaParagraphs, zh: zhParagraphs, group: "t")
        #expect(findings.map(\.text) == ["makeTextureCache", "LoadImageAssets"], "\(findings.map(\.message))")
        func line(of text: String, in paragraphs: [String]) -> Int {
            (Self.transcript(paragraphs).split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) } ?? -1) + 1
        }
        #expect(line(of: "第16步", in: zhParagraphs) != line(of: "第1步", in: zhParagraphs))
        #expect(findings.first?.message.hasSuffix("(t.zh-Hans:\(line(of: "第16步", in: zhParagraphs)))") == true, "\(findings.map(\.message))")
        #expect(findings.first?.notes == ["aligned zh-Hans text: '我们调用这个方法。'"], "\(findings.map(\.notes))")
        // A case mismatch names the line where the other side writes the name.
        #expect(
            findings.last?.message.contains("is written 'loadImageAssets' in the aligned ja text (t.ja:\(line(of: "ステップ13", in: jaParagraphs)));")
                == true, "\(findings.map(\.message))")
    }

    @Test func labelsTranslatedWrittenOtherwiseOrSaidAsWordsAreNotMissing() throws {
        let findings = try run("parity-missing-label")
        #expect(
            findings.map(\.text) == ["No Generated Classes"],
            "Hello WWDC unquoted, “扫描和检测3D对象”, fitness (a word in the speech): \(findings.map(\.message))")
    }

    /// A speaker names a class as a variable (`gridView` for `NSGridView`), a translation writes a
    /// method with its receiver (`workoutBuilderDidCollectEvent`): the name ends the other side's
    /// longer one in the counterpart sentence, and is there.
    @Test func aNameThatEndsALongerOneInTheCounterpartIsPresent() throws {
        let ja = ["編集のための NSGridViewです グリッドビューです", "workoutBuilderDidCollectEventも使います 次に進みます", "ここで setNeedsLayout を呼びます"]
        let zh = ["如果你对 gridView 不熟悉的话 它是一种布局", "在 builder 的 didCollectEvent 中 也需要调用", "我们在这里调用布局方法"]
        let findings = try run("parity-api-mention", ja: ja, zh: zh, group: "n")
        // (The longer name is missing from the other side: that is reported.)
        #expect(findings.map(\.text) == ["workoutBuilderDidCollectEvent", "setNeedsLayout"], "\(findings.map(\.message))")
        #expect(ParityAPIMentionRule.endsLongerName("gridView", in: "編集のための NSGridViewです"))
        #expect(!ParityAPIMentionRule.endsLongerName("gridView", in: "GridViewです"), "not longer")
        #expect(!ParityAPIMentionRule.endsLongerName("gridView", in: "NSGridViews"), "not its end")
        #expect(!ParityAPIMentionRule.endsLongerName("GridView", in: "NSGridView"), "a lowerCamelCase name only")
    }

    /// A name a subtitle cue split in two (`interruptSpokenAudio AndMixWithOthers`) is one name, reported
    /// once, as written; two names with a lowercase second (`playerData forRank`, an argument label)
    /// stay two.
    @Test func aNameSplitByACueIsOneName() throws {
        let ja = ["オーディオセッションの設定には duckOthersなども利用できます", "プレイヤーのデータを ランクで取得します"]
        let zh = ["我们使用 duckOthers 和 interruptSpokenAudio AndMixWithOthers 这将帮助确保你的音频", "我们调用 playerData forRank 来获取数据 还有 TVDigitEntryViewController TVDigitEntryViewController"]
        let findings = try run("parity-api-mention", ja: ja, zh: zh, group: "c")
        #expect(findings.map { $0.message.components(separatedBy: " is ")[0] } == [
            "API 'interruptSpokenAudioAndMixWithOthers'", "API 'playerData'", "API 'forRank'", "API 'TVDigitEntryViewController'",
        ], "\(findings.map(\.message))")
        #expect(findings.first?.text == "interruptSpokenAudio AndMixWithOthers", "the text as written")
        #expect(findings.last?.text == "TVDigitEntryViewController", "a name said again in full is no second half")
    }

    /// Subtitles translate most labels as words (`收藏夹` for `Favorites`): a label with no Latin spelling
    /// near its counterpart is information; one the other side spells close to it stays a warning.
    @Test func aLabelSaidInOtherWordsIsInformationAndOneMisspeltAWarning() throws {
        let ja = [
            "ここで “Favorites”を開きます 次に設定を確認します",
            "“NSKeyedUnarchiver”でデータを読み込みます 最後に保存します",
        ]
        let zh = ["我们打开收藏夹 然后检查设置", "我们用 NSKeyUnarchiveder 读取数据 最后保存"]
        let findings = try run("parity-missing-label", ja: ja, zh: zh, group: "l")
        #expect(findings.map(\.text) == ["Favorites", "NSKeyedUnarchiver"], "\(findings.map(\.message))")
        #expect(findings.map(\.severity) == [.info, .warning])
        #expect(findings.last?.notes.last == "the zh-Hans text has a close spelling (letters and digits): 'nskeyunarchiveder'")
        #expect(LatinRuns.nearSpelling(of: "Add Creative Set", in: "我们点击 creative set 按钮") == nil, "a part of the label")
        #expect(LatinRuns.nearSpelling(of: "Apps", in: "所有 app") == nil, "a plural")
        #expect(LatinRuns.nearSpelling(of: "Settings", in: "所有 strings") == nil, "two edits in a short word")
        #expect(LatinRuns.nearSpelling(of: "MyVideo.mp4", in: "打开 MVideo.mp4 文件") == "mvideo mp4")
    }

    @Test func withoutTheEnglishSpeechALabelTranslatedAsAWordIsReported() throws {
        let findings = try run("parity-missing-label", english: false)
        #expect(findings.map(\.text).contains("Fitness"), "the English speech is what says fitness is an ordinary word")
    }

    @Test func deprecatedShortFormIsNotReportedAsTheHeadOfALongerCompound() throws {
        let findings = try run("deprecated-term").filter { $0.location.document == "s.ja" }
        #expect(findings.map(\.text) == ["修飾子", "ビュー修飾子"], "アクセス修飾子 is a Swift access modifier")
        #expect(findings.first?.location.column == 3)
    }

    @Test(arguments: [
        ("150，000 年前", "150000"), ("15万年前", "150000"), ("１万5000", "15000"), ("1.50 美元", "1.5"),
        ("标签是 3.0.2", "3.0.2"), ("615ppi", "615"), ("C++17", "17"), ("iOS 12では", "12"), ("１３００回", "1300"),
    ])
    func writtenNumbersAreReadWhateverSurroundsThem(text: String, number: String) {
        #expect(WrittenNumbers.all(in: text).contains(number), "\(WrittenNumbers.all(in: text))")
    }

    @Test func theWholeNumberAroundAGroupOfThousandsIsRead() {
        let units = Array("左面的是 150，000 年前".utf16)
        let offset = Array("左面的是 150，".utf16).count
        #expect(WrittenNumbers.number(around: offset, in: units) == "150000")
        #expect(WrittenNumbers.hanNumbers(in: "这是三个新的扩展 十五个").isSuperset(of: ["3", "15"]))
    }

    @Test(arguments: [
        ("willSpeakRangeOfSpeechString", "willSpeakRangeOfSpeech Stringが渡す", true),
        ("MPSMatrixCopyToImage", "MPS Matrix Copy to Image Kernelを使います", true),
        ("touchDown", "为一个 touch-down 事件", true),
        ("Hello WWDC!", "只会显示 Hello WWDC 要了解", true),
        ("imageCache", "myimageCache", false),
        ("App", "Apps", false),
        ("textContentType", "text 内容 ContentType", false),
    ])
    func latinRunsFindNamesAsSubtitlesWriteThem(name: String, text: String, found: Bool) {
        #expect(LatinRuns.contains(name, in: text, plural: LatinRuns.key(of: name).count >= 8) == found)
    }

    @Test func aLabelKeptInPartIsFoundByItsFirstWord() {
        #expect(LatinRuns.keepsFirstWord(of: "CG image", in: "心配なのはCG画像です"))
        #expect(LatinRuns.keepsFirstWord(of: "UILabel sizing", in: "底部视图 叫做 UILabel 尺寸计算"))
        #expect(!LatinRuns.keepsFirstWord(of: "Save", in: "Save"), "one word is not kept in part")
        #expect(
            !LatinRuns.keepsFirstWord(of: "No Generated Classes", in: "No problem with this"), "a longer run is other prose")
    }

    @Test func pluralIsToleratedOnlyWhenAsked() {
        #expect(LatinRuns.contains("bannerImageURLs", in: "bannerImageURLを使います", plural: true))
        #expect(!LatinRuns.contains("bannerImageURLs", in: "bannerImageURLを使います"))
    }
}
