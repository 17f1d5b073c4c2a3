import TextKit

/// Turns unit texts into `UnitProfile`s: numbers, Latin tokens, given term pairs and folded Han
/// characters, interned to integer ids shared by both sides.
///
/// - Complexity: O(n) in the text length, plus O(p·n) substring searches for p term pairs.
struct AnchorExtractor {
    /// Han characters too common in Chinese prose (or as Japanese okurigana-free kanji) to be evidence.
    static let hanStopList: Set<Unicode.Scalar> = Set("的是在了我们这个你他它有和也就会要可以一不上下中为到说对以及与等所其之此那么们".unicodeScalars)

    private var ids: [String: Int] = [:]
    private var han = HanVariants()
    /// The id of each Han character's folded form, -1 for one on the stop-list: a text's Han
    /// characters are mostly ones seen before, and building and hashing the key string cost more
    /// than the rest of the profile.
    private var hanIDs: [Unicode.Scalar: Int] = [:]
    /// The term pairs' source and target terms, as UTF-8 bytes found by their first two bytes
    /// (`TermBytes`: comparing every term at every position was a fortieth of a cold build, a few
    /// hundred terms against every phrase).
    private let sourceTerms: TermBytes
    private let targetTerms: TermBytes

    init(termPairs: [(source: String, target: String)]) {
        let pairs = termPairs.filter { !$0.source.isEmpty && !$0.target.isEmpty }
        sourceTerms = TermBytes(pairs.map { Array($0.source.utf8) })
        targetTerms = TermBytes(pairs.map { Array($0.target.utf8) })
    }

    /// Counters and measure words that make a Han numeral before them a number (`三种`, `六个月`,
    /// `两次`, `三つ`, `二回`), rather than part of a word (`统一`, `一些`, `唯一`).
    static let counters: Set<Unicode.Scalar> = [
        "个", "種", "种", "次", "项", "項", "年", "月", "天", "日", "周", "週", "位", "款", "张", "家", "部", "名", "台",
        "倍", "步", "类", "類", "条", "件", "组", "組", "层", "级", "季", "期", "章", "节", "点", "點", "行", "段", "篇",
        "岁", "号", "つ", "回", "人", "ヶ", "か", "カ", "秒", "分", "時", "小",
    ]

    /// The values of the Han numerals of a text that stand before a counter (`三个月` → 3,
    /// `二十四个月` → 24): Chinese often spells out in Han what Japanese writes in digits. A lone
    /// `一` is skipped: before a counter it is usually the article (`一个新标签`, "a new tab").
    static func hanNumerals(in text: String) -> [Int] {
        // Most units hold no Han numeral (every English one): found without copying their scalars.
        guard text.unicodeScalars.contains(where: HanNumerals.isNumeral) else { return [] }
        let s = Array(text.unicodeScalars)
        var values: [Int] = []
        var i = 0
        while i < s.count {
            guard HanNumerals.isNumeral(s[i]), let (value, end) = HanNumerals.read(s, at: i) else {
                i += 1
                continue
            }
            if end < s.count, counters.contains(s[end]), !(end == i + 1 && s[i] == "一") { values.append(value) }
            i = end
        }
        return values
    }

    private mutating func id(_ key: String) -> Int {
        if let id = ids[key] { return id }
        let id = ids.count
        ids[key] = id
        return id
    }

    /// The id of a Han character's folded form (-1 when it is on the stop-list), remembered.
    private mutating func hanID(of scalar: Unicode.Scalar) -> Int {
        let folded = han.fold(scalar)
        let result = Self.hanStopList.contains(folded) ? -1 : id("h:" + String(folded))
        hanIDs[scalar] = result
        return result
    }

    /// The profile of a text; `isSource` picks which side of the term pairs to look for. With
    /// `joiningWords`, two to four Latin words in a row separated by spaces are also a token, written
    /// together (`AS Credential Identity Store` → `ascredentialidentitystore`): English speech spells
    /// the API names that Chinese and Japanese subtitles write as one word.
    mutating func profile(of text: String, isSource: Bool, joiningWords: Bool = false) -> UnitProfile {
        var strong = Set<Int>()
        // The Latin words since the last character that is neither a Latin word nor a space.
        var words: [String] = []
        var hanIDs = Set<Int>()
        var token = ""
        var tokenIsNumber = true
        func flush(_ me: inout AnchorExtractor) {
            defer { token = ""; tokenIsNumber = true }
            let trimmed = token.trimming(".-_")
            guard !trimmed.isEmpty else { return }
            if tokenIsNumber {
                strong.insert(me.id("n:" + trimmed))
                words.removeAll()
            } else {
                let lower = trimmed.lowercased()
                if trimmed.count >= 2 { strong.insert(me.id("l:" + lower)) }
                guard joiningWords else { return }
                words.append(lower)
                for k in 2...4 where words.count >= k {
                    strong.insert(me.id("l:" + words[(words.count - k)...].joined()))
                }
                // A word that ends in `.`, `-` or `_` (`class.`) ends the run.
                if trimmed.count != token.count { words.removeAll() }
            }
        }
        var length = 0
        for scalar in text.unicodeScalars {
            if !scalar.isUnicodeWhitespace { length += 1 }
            let script = Script.of(scalar)
            switch script {
            case .latin:
                token.unicodeScalars.append(scalar); tokenIsNumber = false
            case .digit:
                token.unicodeScalars.append(scalar)
            default:
                if !token.isEmpty, scalar == "." || scalar == "_" || scalar == "-" {
                    token.unicodeScalars.append(scalar)
                    continue
                }
                if !token.isEmpty { flush(&self) }
                if joiningWords, !words.isEmpty, !scalar.isUnicodeWhitespace { words.removeAll() }
                if script == .han {
                    let known = self.hanIDs[scalar] ?? hanID(of: scalar)
                    if known >= 0 { hanIDs.insert(known) }
                }
            }
        }
        if !token.isEmpty { flush(&self) }
        for value in Self.hanNumerals(in: text) { strong.insert(id("n:\(value)")) }
        var utf8 = text
        utf8.makeContiguousUTF8()
        let matched = utf8.utf8.withContiguousStorageIfAvailable { bytes in
            (isSource ? sourceTerms : targetTerms).occurring(in: bytes)
        } ?? []
        for index in matched { strong.insert(id("t:\(index)")) }
        return UnitProfile(length: length, strong: strong.sorted(), han: hanIDs.sorted())
    }
}
