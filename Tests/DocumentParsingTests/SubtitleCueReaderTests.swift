import CorpusModel
import Testing

@testable import DocumentParsing

/// Subtitle files as players read them (WebVTT, SubRip): the speech is a subtitle transcript's,
/// located in the file; headers, notes, timings, identifiers, tags and readings are markup.
@Suite struct SubtitleCueReaderTests {
    static let webVTT = """
        WEBVTT - ウィンバックオファーの紹介
        Kind: captions
        Language: ja

        STYLE
        ::cue { color: yellow }

        NOTE 翻訳: 第2版
        この注記は字幕ではありません

        intro-1
        00:00:01.000 --> 00:00:04.500 align:start position:10%
        <v 司会>ようこそ。</v> <c.yellow>ウィンバック</c>オファーを

        00:05.000 --> 00:07.000
        紹介します &amp; <i>StoreKit</i>&nbsp;2で
        <ruby>漢字<rt>かんじ</rt></ruby>も<00:00:06.000>使えます

        00:01:02.000 --> 00:01:04.000
        次の分です。
        """

    static func firstScalar(at segment: Segment, in text: String) -> Unicode.Scalar? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard segment.line >= 1, segment.line <= lines.count else { return nil }
        let scalars = Array(lines[segment.line - 1].unicodeScalars)
        return segment.column >= 1 && segment.column <= scalars.count ? scalars[segment.column - 1] : nil
    }

    @Test func webVTTSpeechIsATranscriptLocatedInTheFile() throws {
        let document = DocumentParser.parse(text: Self.webVTT, source: "talk.ja.vtt")
        #expect(document.kind == .subtitleTranscript)
        #expect(document.language == .japanese)
        #expect(document.title == "ウィンバックオファーの紹介")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        // Two paragraphs: the first minute's cues, then the second minute's.
        #expect(document.paragraphs.map(\.text) == [
            "ようこそ。 ウィンバックオファーを 紹介します & StoreKit 2で 漢字も使えます", "次の分です。",
        ])
        #expect(document.paragraphs.map(\.line) == [13, 20])
        #expect(document.paragraphs.first?.lastLine == 17)
        for segment in document.segments {
            #expect(Self.firstScalar(at: segment, in: Self.webVTT) == segment.text.unicodeScalars.first, "\(segment.text) at \(segment.line):\(segment.column)")
        }
        // The checks read the masked text: no header, note, style, timing, identifier, tag or reading.
        let masked = document.maskingMarkup(in: Self.webVTT)
        for markup in ["WEBVTT", "Kind", "STYLE", "NOTE", "注記", "intro-1", "-->", "align", "<", "c.yellow", "かんじ", "amp;", "nbsp;"] {
            #expect(!masked.contains(markup), "\(markup) is in the masked text")
        }
        for speech in ["ようこそ。", "ウィンバック", "オファーを", "StoreKit", "漢字", "次の分です。"] {
            #expect(masked.contains(speech), "\(speech) is not in the masked text")
        }
        // Each line of cue text keeps its cue's times, which survive the parse cache's encoding.
        #expect(document.cueTimings == [
            CueTiming(line: 13, start: 1_000, end: 4_500), CueTiming(line: 16, start: 5_000, end: 7_000),
            CueTiming(line: 17, start: 5_000, end: 7_000), CueTiming(line: 20, start: 62_000, end: 64_000),
        ])
        #expect(document.cueTime(lines: 13...16) == 1_000...7_000)
        #expect(document.cueTime(lines: 18...19) == nil)
        #expect(try Document(binary: document.binaryEncoded()) == document)
    }

    @Test func subRipIsReadByNameAndByContent() {
        let srt = """
            1
            00:00:01,000 --> 00:00:03,000
            {\\an8}<font color="#ffff00">赢回优惠</font>

            2
            00:00:03,500 --> 00:00:05,000 X1:100 X2:200 Y1:10 Y2:20
            <b>订阅</b>优惠代码
            """
        for name in ["talk.zh-Hans.srt", "talk.zh-Hans.txt"] {
            let document = DocumentParser.parse(text: srt, source: name)
            #expect(document.kind == .subtitleTranscript, "\(name)")
            #expect(document.language == .simplifiedChinese)
            #expect(document.paragraphs.map(\.text) == ["赢回优惠 订阅优惠代码"], "\(name)")
            #expect(document.segments.first.map { "\($0.line):\($0.column)" } == "3:29", "\(name)")
            #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        }
        #expect(DocumentParser.defaultID(for: "media/talk.zh-Hans.srt") == "talk.zh-Hans")
        #expect(DocumentParser.defaultID(for: "talk.ja.vtt") == "talk.ja")
        #expect(DocumentParser.languageHint("talk.ja.vtt") == .japanese)
    }

    @Test func timesAreReadAsPlayersReadThem() {
        #expect(SubtitleCueReader.time("00:01.500") == 1.5)
        #expect(SubtitleCueReader.time("01:02:03.250") == 3723.25)
        #expect(SubtitleCueReader.time("00:00:07,25") == 7.25)
        for bad in ["1.000", "00:1.000", "00:00:61.000", "aa:00.000", "00:00:01", "00:00:01.0000"] {
            #expect(SubtitleCueReader.time(Substring(bad)) == nil, "\(bad)")
        }
        #expect(SubtitleCueReader.timing("00:00:01.000 --> 00:00:02.000 line:0") == .init(start: 1, end: 2))
        #expect(SubtitleCueReader.timing("00:00:01,000-->00:00:02,000") == .init(start: 1, end: 2))
        #expect(SubtitleCueReader.timing("00:00:01.000 -> 00:00:02.000") == nil)
    }

    @Test func badCuesAreLocatedWarningsAndTheirTextIsKept() {
        let text = """
            00:00:01.000 --> 00:00:02.000
            最初の字幕

            00:00:03.000 --> 0:4
            時刻の読めない字幕

            時刻のない字幕

            00:00:09.000 --> 00:00:08.000
            逆の時刻
            """
        let document = DocumentParser.parse(text: text, source: "bad.ja.vtt")
        let warnings = document.diagnostics.map { "\($0.line): \($0.message)" }
        #expect(warnings.contains("1: expected 'WEBVTT' on the first line of a WebVTT file"), "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("4: expected a cue timing 'HH:MM:SS.mmm --> HH:MM:SS.mmm', found '00:00:03.000 --> 0:4'") }, "\(warnings)")
        #expect(warnings.contains("7: text without a cue timing; read with the cue before"), "\(warnings)")
        #expect(warnings.contains("9: cue ends before it starts"), "\(warnings)")
        #expect(document.paragraphs.map(\.text) == ["最初の字幕 時刻の読めない字幕 時刻のない字幕 逆の時刻"])
        let empty = DocumentParser.parse(text: "WEBVTT\n\nNOTE nothing yet\n", source: "empty.ja.vtt")
        #expect(empty.diagnostics.map(\.message).contains("subtitle file has no cues"))
        #expect(empty.paragraphs.isEmpty)
    }

    /// Roll-up captions (YouTube's, and SubRip converted from broadcast captions) repeat the lines of
    /// the cue before above their own: each line is speech once, with the cue that first showed it.
    @Test func rollUpCaptionsAreReadOnce() {
        // YouTube: a cue opens with a line of one space, word times inside; a 10 ms cue in between.
        let youTube = "WEBVTT\nKind: captions\nLanguage: en\n\n"
            + "00:00:00.030 --> 00:00:02.070 align:start position:0%\n \nhi<00:00:00.359><c> everyone</c><00:00:00.690><c> welcome</c>\n\n"
            + "00:00:02.070 --> 00:00:02.080 align:start position:0%\nhi everyone welcome\n \n\n"
            + "00:00:02.080 --> 00:00:05.000 align:start position:0%\nhi everyone welcome\nto<00:00:02.280><c> the</c><00:00:02.490><c> win-back offer</c>\n\n"
            + "00:00:05.000 --> 00:00:05.010 align:start position:0%\nto the win-back offer\n \n\n"
            + "00:00:05.010 --> 00:00:07.000 align:start position:0%\nto the win-back offer\nsession\n"
        let document = DocumentParser.parse(text: youTube, source: "talk.en.vtt")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.paragraphs.map(\.text) == ["hi everyone welcome to the win-back offer session"])
        #expect(document.cueTimings.map(\.line) == [7, 15, 23])
        let masked = document.maskingMarkup(in: youTube)
        #expect(masked.components(separatedBy: "welcome").count == 2, "\(masked)")

        // Broadcast roll-up of three lines, converted to SubRip.
        let srt = """
            1
            00:00:01,000 --> 00:00:02,000
            赢回优惠

            2
            00:00:02,000 --> 00:00:03,000
            赢回优惠
            适用于

            3
            00:00:03,000 --> 00:00:04,000
            赢回优惠
            适用于
            过期订阅者

            4
            00:00:04,000 --> 00:00:05,000
            适用于
            过期订阅者
            谢谢

            5
            00:00:06,000 --> 00:00:08,000
            谢谢
            """
        let rolled = DocumentParser.parse(text: srt, source: "talk.zh-Hans.srt")
        #expect(rolled.diagnostics.allSatisfy { $0.message.hasPrefix("could not detect the language") }, "\(rolled.diagnostics)")
        // The last cue says thanks again, for two seconds: a line said twice stays speech.
        #expect(rolled.paragraphs.map(\.text) == ["赢回优惠 适用于 过期订阅者 谢谢 谢谢"])

        // Pop-on captions that happen to repeat a line are not roll-up.
        let popOn = "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nNo.\n\n00:00:02.000 --> 00:00:03.000\nNo.\n\n00:00:09.000 --> 00:00:10.000\nNo.\nNot now.\n"
        #expect(DocumentParser.parse(text: popOn, source: "a.en.vtt").paragraphs.map(\.text) == ["No. No. No. Not now."])
    }

    /// A transcript named by a manifest or `--shape subtitle` that is a subtitle file is read as
    /// one; `--shape cues` on another file says so.
    @Test func shapesChooseTheCueReaderWhenTheFileIsOne() {
        let cues = DocumentParser.parse(
            text: Self.webVTT, source: "talk.txt", options: .init(shape: .subtitleTranscript))
        #expect(cues.paragraphs.count == 2)
        let forced = DocumentParser.parse(text: "# Title\n\nText.\n", source: "x.txt", options: .init(shape: .subtitleCues))
        #expect(forced.diagnostics.map(\.message).contains("not a WebVTT or SubRip file; reading it as WebVTT"))
    }
}
