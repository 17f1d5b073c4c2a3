import TextKit

/// Splits a transcript paragraph into phrases at the spaces that subtitles leave between phrases.
///
/// Chinese texts put typographic spaces around Latin words (`我是 App Store Connect 的 工程师`), so in
/// Chinese only a space with CJK characters on both sides splits; in other languages a space with a
/// CJK character on at least one side splits. Spaces between Latin or digit characters never split,
/// so `App Store Connect API 3.6` stays whole. CJK punctuation and full-width forms count as CJK.
///
/// Japanese and Chinese prose without subtitle spaces is also split after each sentence end `。`,
/// `！`, `？` (with a closing quotation mark or bracket that follows it).
///
/// Other languages (English) have no subtitle spaces: their paragraphs are split into ICU
/// sentences first, so that an English transcript paragraph does not face a dozen Japanese phrases
/// as one unit.
///
/// Written prose (Markdown documentation) has no subtitle spaces either: Japanese technical
/// writing spaces Latin words as Chinese does (`ClickHouse の I/O 最適化`), so there Japanese too is
/// cut only at a space between two CJK characters, and at sentence ends.
public enum PhraseSplitter {
    /// The phrases of a paragraph, trimmed and non-empty.
    /// - Parameter writtenProse: whether the paragraph is written prose rather than a transcript's
    ///   subtitles, whose spaces next to CJK characters separate phrases.
    /// - Complexity: O(n).
    public static func phrases(in paragraph: String, language: String, writtenProse: Bool = false) -> [String] {
        if language.hasPrefix("ja") || language.hasPrefix("zh") {
            return spaceSeparated(paragraph, bothSides: language.hasPrefix("zh") || writtenProse)
        }
        guard let sentences = try? TextSegmentation.sentences(in: paragraph, locale: language), !sentences.isEmpty
        else { return spaceSeparated(paragraph, bothSides: false) }
        return sentences.flatMap { spaceSeparated(String($0.text), bothSides: false) }
    }

    /// Phrases of one text joined again for display (a bead's units in `align`'s columns, JSON and
    /// TMX): with a space, where the splitter cut at one, and with none after a full-width sentence end
    /// (`。`, `！`, `？`, and a closing mark after one: `。」`), whatever follows (`…必要があります。`
    /// `コンテナ…` → `…必要があります。コンテナ…`; `異なります。` `Podの…` → `異なります。Podの…`): written prose
    /// has none there, and a transcript's space after `。` is no part of Chinese or Japanese writing.
    /// - Complexity: O(n) in the phrases' length.
    public static func joined(_ phrases: [String]) -> String {
        var result = ""
        var previous: Character?  // the character before the result's last
        for phrase in phrases where !phrase.isEmpty {
            if let last = result.last {
                let fullStop = isSentenceEnd(last) || (isCloser(last) && previous.map(isSentenceEnd) == true)
                if !fullStop { result += " " }
            }
            previous = phrase.dropLast().last ?? result.last
            result += phrase
        }
        return result
    }

    /// The paragraph cut at spaces next to CJK characters (on both sides when `bothSides`).
    static func spaceSeparated(_ paragraph: String, bothSides: Bool) -> [String] {
        let characters = Array(paragraph)
        var result: [String] = []
        var current = ""
        for (i, c) in characters.enumerated() {
            if isSpace(c) {
                let before = i > 0 ? characters[i - 1] : nil
                let after = i + 1 < characters.count ? characters[i + 1] : nil
                if bothSides ? (isCJK(before) && isCJK(after)) : (isCJK(before) || isCJK(after)) {
                    if !current.isEmpty { result.append(current) }
                    current = ""
                    continue
                }
            }
            current.append(c)
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            let endsSentence = isSentenceEnd(c) || (isCloser(c) && i > 0 && isSentenceEnd(characters[i - 1]))
            if endsSentence, let next, !isCloser(next), !isSentenceEnd(next) {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result.map { $0.trimming(" \u{3000}") }.filter { !$0.isEmpty }
    }

    /// Whether `c` is a space (U+0020) or an ideographic space (U+3000), read from its one scalar as
    /// `isSentenceEnd(_:)` reads: comparing `Character`s normalises both, at every character of every
    /// paragraph. Neither has another canonically equivalent spelling.
    static func isSpace(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return false }
        return scalar == " " || scalar == "\u{3000}"
    }

    /// Whether `c` is a full-width sentence end (`。`, `！`, `？`), read from its one scalar (a
    /// `Set<Character>` lookup hashes the character's normalised form, at every character of every
    /// transcript). None of them has another canonically equivalent spelling.
    static func isSentenceEnd(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return false }
        return scalar == "。" || scalar == "！" || scalar == "？"
    }

    /// Whether `c` is a closing mark that stays with a sentence end before it (`」`, `』`, `）`, `”`, `’`,
    /// `】`, `〉`, `》`), as `isSentenceEnd(_:)` reads it; U+232A is canonically the same character as
    /// `〉` (U+3009).
    static func isCloser(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return false }
        switch scalar {
        case "」", "』", "）", "”", "’", "】", "\u{3009}", "\u{232A}", "》": return true
        default: return false
        }
    }

    static func isCJK(_ c: Character?) -> Bool {
        guard let c, let scalar = c.unicodeScalars.first else { return false }
        if Script.of(scalar).isCJK { return true }
        return (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
            || (c.unicodeScalars.count == 1 && (scalar == "“" || scalar == "”" || scalar == "‘" || scalar == "’"))
    }
}
