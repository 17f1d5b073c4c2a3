import TextKit

/// `repeated-word`: a particle or function word written twice in a row — `ワークロードをを`,
/// `带来的的情感`, `helps you to to stay` —, a slip that no spelling check sees, since each copy is
/// a word.
///
/// - Japanese: a one-kana particle (`の` `を` `に` `が` `は` `で` `へ`) doubled with no other kana on
///   either side (`ののしる`, `でできる` are words).
/// - Chinese: a function word (`的` `了` `是` `在` `和` …) doubled, where ICU's word breaks make
///   both copies words of their own: `目的的` is `目的` and `的`, `现在在` `现在` and `在`,
///   `为了了解` `为了` and `了解`, and `是是的` is `是` and `是的` (yes). Reduplicated verbs and
///   measure words (`看看`, `个个`) and the spoken `对对` are not in the list. A space between the copies (a subtitle's phrase break)
///   still counts.
/// - English, in written prose only (a transcript of speech repeats words as speakers do): an
///   article, preposition or conjunction doubled (`the the`, `to to`); `that that` and `is is` can
///   be grammatical and are left alone.
///
/// Code listings are not read, and a Markdown page's markup is blank in the text the rules read.
struct RepeatedWordRule: CheckRule {
    let descriptor = RuleDescriptor.repeatedWord

    static let japaneseParticles: Set<UInt16> = Set("のをにがはでへ".utf16)
    static let chineseWords: Set<UInt16> = Set("的了是在和与或把被将也就都从向给让于并而但及".utf16)
    static let englishWords: Set<String> = [
        "the", "a", "an", "to", "of", "in", "on", "for", "with", "and", "or", "by", "at", "from", "as", "are", "be",
    ]

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for analysis in context.analyses where !analysis.document.isAppStringValues {
            let language = analysis.language
            if language == "ja" || language.hasPrefix("ja-") {
                result += findings(in: analysis) { units, index in Self.japaneseRepeat(in: units, at: index) }
            } else if language.hasPrefix("zh") {
                result += findings(in: analysis) { units, index in Self.chineseRepeat(in: units, at: index) }
            } else if language == "en" || language.hasPrefix("en-"), Self.isWritten(analysis) {
                result += findings(in: analysis, mayHold: { _ in true }) { units, index in Self.englishRepeat(in: units, at: index) }
            }
        }
        return result
    }

    /// Whether a document is written rather than spoken: a Markdown page or an article.
    static func isWritten(_ analysis: DocumentAnalysis) -> Bool {
        let kind = analysis.document.document.kind
        return kind == .markdown || kind == .article
    }

    /// The findings of `repetition`, which says whether a repeated word begins at an index of a line's
    /// UTF-16 units and, if so, the span of both copies and the word.
    private func findings(
        in analysis: DocumentAnalysis, mayHold: (UnsafeBufferPointer<UInt8>) -> Bool = WordForms.mayHoldCJK,
        _ repetition: ([UInt16], Int) -> (Range<Int>, String)?
    ) -> [Diagnostic] {
        let codeLines = analysis.codeLines
        let locator = analysis.locator
        var result: [Diagnostic] = []
        locator.forEachLine(where: mayHold) { units, start in
            guard !codeLines.contains(locator.line(of: start)) else { return }
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
        guard index + 1 < units.count, japaneseParticles.contains(units[index]), units[index + 1] == units[index],
            index == 0 || !isHiragana(units[index - 1]), index + 2 == units.count || !isHiragana(units[index + 2])
        else { return nil }
        return (index..<(index + 2), UTF16Transcoding.string(units[index..<(index + 1)]))
    }

    static func chineseRepeat(in units: [UInt16], at index: Int) -> (Range<Int>, String)? {
        guard chineseWords.contains(units[index]) else { return nil }
        var second = index + 1
        if second < units.count, units[second] == 0x20 { second += 1 }
        guard second < units.count, units[second] == units[index] else { return nil }
        // `回答是是的`: the answer is `是的`, yes.
        if units[index] == 0x662F, second + 1 < units.count, units[second + 1] == 0x7684 { return nil }
        // Both copies words of their own: ICU breaks around each, in the run of Han characters
        // around them (the dictionary breaks each such run on its own).
        var start = index
        while start > 0, WordForms.isHan(units[start - 1]) { start -= 1 }
        var end = second + 1
        while end < units.count, WordForms.isHan(units[end]) { end += 1 }
        let words: Set<Int>
        if second == index + 1 {
            guard let breaks = try? TextSegmentation.wordBreaks(in: Array(units[start..<end]), locale: "zh") else { return nil }
            words = Set(breaks.map { $0 + start })
        } else {
            // Apart: each copy is broken with the Han characters on its side.
            let left = (try? TextSegmentation.wordBreaks(in: Array(units[start...index]), locale: "zh")) ?? []
            let right = (try? TextSegmentation.wordBreaks(in: Array(units[second..<end]), locale: "zh")) ?? []
            words = Set(left.map { $0 + start } + right.map { $0 + second })
        }
        guard words.contains(index), words.contains(index + 1), words.contains(second), words.contains(second + 1)
        else { return nil }
        return (index..<(second + 1), UTF16Transcoding.string(units[index..<(index + 1)]))
    }

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
