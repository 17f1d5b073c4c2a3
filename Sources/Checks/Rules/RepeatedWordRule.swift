import TextKit

/// `repeated-word`: a particle or function word written twice in a row — `ワークロードをを`,
/// `带来的的情感`, `helps you to to stay` —, a slip that no spelling check sees, since each copy is
/// a word.
///
/// - Japanese: a one-kana particle (`の` `を` `に` `が` `は` `で` `へ`) doubled with no other kana on
///   either side (`ののしる`, `でできる` are words); `を`, which is in no word, anywhere (`ををご利用`).
/// - Chinese: a function word (`的` `了` `是` `在` `和` …) doubled, unless ICU's word breaks make
///   the second copy the start of a word (`为了了解` is `为了` and `了解`) or the first the end of a
///   word whose last character it is by meaning (`目的的`, `现在在`; not `中的的`, where ICU joined
///   the particle to `中`); `是是的` is `是` and `是的` (yes). Reduplicated verbs and measure words
///   (`看看`, `个个`) and the spoken `对对` are not in the list, and `X的是 是` (`重要的是 是一致的`) is
///   speech. A space between the copies (a subtitle's phrase break) still counts.
/// - English, in written prose only (a transcript of speech repeats words as speakers do): an
///   article, preposition or conjunction doubled (`the the`, `to to`); `that that` and `is is` can
///   be grammatical and are left alone.
///
/// Code listings are not read, and a Markdown page's markup is blank in the text the rules read.
/// App string values are read as the terminology rules read them (`LocalizationFile.checkedDocuments`).
struct RepeatedWordRule: CheckRule {
    let descriptor = RuleDescriptor.repeatedWord

    static let japaneseParticles: Set<UInt16> = Set("のをにがはでへ".utf16)
    static let chineseWords: Set<UInt16> = Set("的了是在和与或把被将也就都从向给让于并而但及".utf16)
    static let englishWords: Set<String> = [
        "the", "a", "an", "to", "of", "in", "on", "for", "with", "and", "or", "by", "at", "from", "as", "are", "be",
    ]

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        // App string values too: their files are read as one document per language, the values in place.
        for analysis in context.analyses {
            let language = analysis.language
            if language == "ja" || language.hasPrefix("ja-") {
                result += findings(in: analysis) { units, index in Self.japaneseRepeat(in: units, at: index) }
            } else if language.hasPrefix("zh") {
                result += findings(in: analysis) { units, index in Self.chineseRepeat(in: units, at: index) }
            } else if language == "en" || language.hasPrefix("en-"), analysis.isWritten {
                result += findings(in: analysis, mayHold: { _ in true }) { units, index in Self.englishRepeat(in: units, at: index) }
            }
        }
        return result
    }

    /// The findings of `repetition`, which says whether a repeated word begins at an index of a line's
    /// UTF-16 units and, if so, the span of both copies and the word.
    private func findings(
        in analysis: DocumentAnalysis, mayHold: (UnsafeBufferPointer<UInt8>) -> Bool = WordForms.mayHoldCJK,
        _ repetition: ([UInt16], Int) -> (Range<Int>, String)?
    ) -> [Diagnostic] {
        var result: [Diagnostic] = []
        analysis.forEachLineOutsideCode(where: mayHold) { units, start in
            var index = 0
            while index < units.count {
                guard let (span, word) = repetition(units, index) else {
                    index += 1
                    continue
                }
                let text = UTF16Transcoding.string(units[span])
                result.append(finding(
                    at: analysis.location(of: (start + span.lowerBound)..<(start + span.upperBound)),
                    message: "'\(word)' is written twice in a row ('\(text)')", text: text, suggestion: word))
                index = span.upperBound
            }
        }
        return result
    }

    static func isHiragana(_ unit: UInt16) -> Bool { (0x3041...0x309F).contains(unit) }

    static func japaneseRepeat(in units: [UInt16], at index: Int) -> (Range<Int>, String)? {
        guard index + 1 < units.count, japaneseParticles.contains(units[index]), units[index + 1] == units[index] else { return nil }
        // `を` is a particle only, in no word (`ををご利用`); the others are in words (`ののしる`).
        if units[index] != 0x3092 {
            guard index == 0 || !isHiragana(units[index - 1]), index + 2 == units.count || !isHiragana(units[index + 2])
            else { return nil }
        }
        return (index..<(index + 2), UTF16Transcoding.string(units[index..<(index + 1)]))
    }

    static func chineseRepeat(in units: [UInt16], at index: Int) -> (Range<Int>, String)? {
        guard chineseWords.contains(units[index]) else { return nil }
        var second = index + 1
        if second < units.count, units[second] == 0x20 { second += 1 }
        guard second < units.count, units[second] == units[index] else { return nil }
        // `回答是是的`: the answer is `是的`, yes; `重要的是是一致的`: what matters is that it is.
        if units[index] == 0x662F, second + 1 < units.count, units[second + 1] == 0x7684 { return nil }
        if units[index] == 0x662F, index > 0, units[index - 1] == 0x7684 { return nil }
        // ICU's words in the runs of Han characters around the copies (its dictionary breaks each
        // such run on its own; a space between the copies ends one run).
        let around = WordForms.hanRun(around: index..<(second + 1), in: units)
        let (start, end) = (around.lowerBound, around.upperBound)
        var breaks: Set<Int> = [start, end]
        for run in second == index + 1 ? [start..<end] : [start..<(index + 1), second..<end] {
            guard let found = try? TextSegmentation.wordBreaks(in: Array(units[run]), locale: "zh") else { return nil }
            breaks.formUnion(found.map { $0 + run.lowerBound })
        }
        // The second copy begins a word (`为了了解`, `方向向下`): two words that meet. ICU's
        // dictionary has `的的` (`的的确确`): a pair it keeps together is the slip itself.
        let together = second == index + 1 && !breaks.contains(second) && breaks.contains(index) && breaks.contains(second + 1)
        guard together || breaks.contains(second) && breaks.contains(second + 1) else { return nil }
        // The first copy ends a word: the slip, unless that word is one whose last character is
        // this one by meaning (`目的`, `现在`, `但是`), not a particle ICU joined to the word before
        // (`中的`).
        if !together, !breaks.contains(index) {
            var wordStart = index
            while wordStart > start, !breaks.contains(wordStart) { wordStart -= 1 }
            if lexemes.contains(UTF16Transcoding.string(units[wordStart...index])) { return nil }
        }
        return (index..<(second + 1), UTF16Transcoding.string(units[index..<(index + 1)]))
    }

    /// Words whose last character is one of `chineseWords` as part of the word, not as the
    /// function word: written before that function word they make a double that is no slip
    /// (`目的的`, `现在在`, `正在在美国`, `但是是`, `总和和`, `参与与`, `即将将`, `成就就`, `服从从`, `合并并`).
    static let lexemes: Set<String> = [
        "目的", "标的",
        "现在", "正在", "存在", "实在", "所在", "潜在", "内在", "外在", "自在", "好在", "旨在",
        "但是", "可是", "就是", "还是", "于是", "只是", "或是", "凡是", "要是", "正是", "总是", "不是", "倒是",
        "硬是", "老是", "若是", "而是", "像是", "算是", "真是", "即是", "便是",
        "为了", "除了", "罢了",
        "总和", "缓和", "温和", "柔和", "饱和", "调和", "平和", "暖和", "随和", "共和",
        "参与", "给与", "授与", "赋与",
        "抑或", "间或",
        "一把",
        "即将", "必将", "终将", "行将", "麻将", "大将", "上将", "中将", "少将",
        "成就", "造就", "迁就", "将就", "早就", "本就", "也就",
        "首都", "大都", "成都", "京都",
        "服从", "顺从", "随从", "听从", "盲从", "遵从", "依从", "屈从", "侍从", "无从",
        "方向", "走向", "面向", "导向", "倾向", "趋向", "指向", "转向", "意向", "动向", "定向", "单向", "双向",
        "反向", "正向", "横向", "纵向", "朝向", "去向", "志向", "取向",
        "供给", "配给", "补给",
        "转让", "出让", "谦让", "礼让", "退让",
        "合并", "兼并", "吞并", "归并",
        "涉及", "普及", "波及", "危及", "顾及", "提及", "触及", "企及", "不及",
    ]

    static func isLetter(_ unit: UInt16) -> Bool { (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) }

    static func englishRepeat(in units: [UInt16], at index: Int) -> (Range<Int>, String)? {
        guard isLetter(units[index]), index == 0 || !isLetter(units[index - 1]) && units[index - 1] != 0x27 else { return nil }
        var end = index
        while end < units.count, isLetter(units[end]) { end += 1 }
        guard end - index <= 4, end + 1 < units.count, units[end] == 0x20 else { return nil }
        let word = UTF16Transcoding.string(units[index..<end])
        guard englishWords.contains(word.lowercased()) else { return nil }
        let second = end + 1
        let secondEnd = second + (end - index)
        guard secondEnd <= units.count, secondEnd == units.count || !isLetter(units[secondEnd]) && units[secondEnd] != 0x27,
            UTF16Transcoding.string(units[second..<secondEnd]).lowercased() == word.lowercased()
        else { return nil }
        return (index..<secondEnd, word)
    }
}
