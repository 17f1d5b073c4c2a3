import Testing

@testable import AlignmentKit

@Suite struct PhraseSplitterTests {
    @Test func japaneseSplitsAtSpacesNextToCJKButKeepsLatinRunsWhole() {
        #expect(
            PhraseSplitter.phrases(in: "App Store Connect API 3.6では 独自のフローを使用して 設定できます", language: "ja")
                == ["App Store Connect API 3.6では", "独自のフローを使用して", "設定できます"])
    }

    /// Written Japanese spaces Latin words as Chinese does: a documentation page's sentence is one
    /// phrase, while a subtitle line's spaces next to CJK characters still cut it.
    @Test func writtenJapaneseSplitsAtSentencesNotAtSpacesAroundLatinWords() {
        let sentence = "ClickHouse の I/O 最適化スタック全体の中での位置付けについて説明します。次に Pod を作成します。"
        #expect(
            PhraseSplitter.phrases(in: sentence, language: "ja", writtenProse: true)
                == ["ClickHouse の I/O 最適化スタック全体の中での位置付けについて説明します。", "次に Pod を作成します。"])
        #expect(PhraseSplitter.phrases(in: sentence, language: "ja").count == 7)
    }

    /// A bead's phrases are shown joined: written prose's sentences as the page wrote them (no space
    /// after a full-width sentence end), a subtitle's phrases with the space they were cut at.
    @Test func phrasesJoinAsTheTextWroteThem() {
        let prose = "ClickHouse の I/O 最適化について説明します。次に Pod を作成します。「完了」。そのあと"
        #expect(PhraseSplitter.joined(PhraseSplitter.phrases(in: prose, language: "ja", writtenProse: true)) == prose)
        let chinese = "运行时和镜像服务端点必须可用。可以使用 kubelet 单独配置。"
        #expect(PhraseSplitter.joined(PhraseSplitter.phrases(in: chinese, language: "zh-Hans")) == chinese)
        let subtitle = "App Store Connect API 3.6では 独自のフローを使用して 設定できます"
        #expect(PhraseSplitter.joined(PhraseSplitter.phrases(in: subtitle, language: "ja")) == subtitle)
        #expect(PhraseSplitter.joined(["Good morning.", "Wow."]) == "Good morning. Wow.")
        #expect(PhraseSplitter.joined(["異なります。", "Podのリソース"]) == "異なります。Podのリソース")
        #expect(PhraseSplitter.joined(["「完了」", "そのあと"]) == "「完了」 そのあと", "cut at a space, not a sentence end")
        #expect(PhraseSplitter.joined(["He said “done.”", "Then"]) == "He said “done.” Then")
    }

    @Test func chineseSplitsOnlyBetweenTwoCJKCharacters() {
        #expect(
            PhraseSplitter.phrases(in: "我是 App Store Connect 的工程师 今天 我们来介绍", language: "zh-Hans")
                == ["我是 App Store Connect 的工程师", "今天", "我们来介绍"])
    }

    @Test func englishSplitsIntoSentences() {
        let phrases = PhraseSplitter.phrases(
            in: "Good morning. Wow. Thank you. My name is Joaquim. Is this important? It applies to every app.",
            language: "en")
        #expect(phrases == ["Good morning.", "Wow.", "Thank you.", "My name is Joaquim.", "Is this important?", "It applies to every app."])
        #expect(PhraseSplitter.phrases(in: "Use App Store Connect API 3.6 to set it up", language: "en").count == 1)
    }

    @Test func scalarTestsAnswerAsTheCharacterSetsDo() {
        // The splitter reads sentence ends, closers and curly quotes from a character's one scalar;
        // over the whole BMP, and for a mark followed by a combining accent, it must answer as the
        // sets of characters (compared by canonical equivalence) do.
        let sentenceEnds: Set<Character> = ["。", "！", "？"]
        let closers: Set<Character> = ["」", "』", "）", "”", "’", "】", "〉", "》"]
        var characters: [Character] = (0...0xFFFF).compactMap { Unicode.Scalar($0).map(Character.init) }
        characters += ["。\u{0301}", "」\u{20DD}", "”\u{0300}"]
        for c in characters {
            #expect(PhraseSplitter.isSentenceEnd(c) == sentenceEnds.contains(c), "\(c.unicodeScalars.map(\.value))")
            #expect(PhraseSplitter.isCloser(c) == closers.contains(c), "\(c.unicodeScalars.map(\.value))")
            if "“”‘’".contains(c) { #expect(PhraseSplitter.isCJK(c)) }
        }
    }

    /// The space test reads one scalar and answers as comparing `Character`s does, a space that
    /// carries a combining mark included.
    @Test func spacesAreReadAsCharactersCompare() {
        let characters: [Character] = [" ", "\u{3000}", " \u{301}", "\u{3000}\u{3099}", "\u{A0}", "\u{2002}", "a", "。", "\r\n", "\t"]
        for c in characters {
            #expect(PhraseSplitter.isSpace(c) == (c == " " || c == "\u{3000}"), "\(c.unicodeScalars.map(\.value))")
        }
    }
}
