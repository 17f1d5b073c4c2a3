import TextKit

/// `cjk-punctuation` in documents: an ASCII `,` `.` `;` `!` `?` written right after a Japanese or
/// Chinese character of a Japanese or Chinese document's prose, before another such character, a
/// space or the end of the line, where the language writes the full-width mark (`康的，才可执行扩缩操作.`,
/// `顾客,以及`); and an ASCII `:` so written in a document that writes the full-width `：` after such
/// characters more often.
///
/// The colon is the one mark whose ASCII form is common practice: Japanese technical writing often
/// puts `:` before a list or a code block (`次のコマンドを実行します:`; the Kubernetes, MDN and FastAPI
/// Japanese pages write it 277, 33 and 135 times against 4, 9 and 29 full-width colons), and a page
/// that does so throughout is consistent; a page that mostly writes `：` and once `:` is not (the
/// Kubernetes Chinese pages: 486 against 1). `...` and `..` are not full stops, and a mark between
/// Han numerals is a number (`一,三一四.二五`). Code listings are not read, and a Markdown page's
/// markup (code spans, URLs) is blank in the text the rules read. Half-width katakana in documents
/// is `inconsistent-spelling`'s and `variant-spelling`'s.
struct CJKPunctuationDocumentRule: CheckRule {
    let descriptor = RuleDescriptor.cjkPunctuation

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for analysis in context.analyses
        where CJKPunctuationRule.usesFullWidth(analysis.language) && !analysis.document.isAppStringValues {
            result += findings(in: analysis)
        }
        return result
    }

    func findings(in analysis: DocumentAnalysis) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var colons: [Int] = []
        var fullWidthColons = 0
        analysis.forEachLineOutsideCode(where: WordForms.mayHoldCJK) { units, start in
            // Read as UTF-16 units: the marks and the letters before them are in the BMP (a letter
            // outside it, a surrogate pair, is taken for none).
            for index in 1..<max(1, units.count) {
                let unit = units[index]
                if unit == 0xFF1A, Self.isCJKLetter(units[index - 1]) { fullWidthColons += 1 }
                guard unit < 0x80, Self.marks.contains(unit), Self.isCJKLetter(units[index - 1]),
                    let full = CJKPunctuationRule.fullWidth(Character(Unicode.Scalar(UInt8(unit))), language: analysis.language)
                else { continue }
                let next: UInt16? = index + 1 < units.count ? units[index + 1] : nil
                // `..`, `...`, `?!`: not one mark.
                if let next, Self.marks.contains(next) { continue }
                if let next, let before = Unicode.Scalar(units[index - 1]), let after = Unicode.Scalar(next),
                    HanNumerals.isNumeral(before), HanNumerals.isNumeral(after)
                {
                    continue
                }
                guard next.map({ Self.isCJKLetter($0) || $0 == 0x20 || $0 == 0x09 }) ?? true else { continue }
                let offset = start + index
                if unit == 0x3A {
                    colons.append(offset)
                    continue
                }
                let mark = String(Unicode.Scalar(UInt8(unit)))
                result.append(finding(
                    at: analysis.location(of: offset..<(offset + 1)),
                    message: "ASCII '\(mark)' after a CJK character in a '\(analysis.language)' document; write '\(full)'",
                    text: mark, suggestion: full))
            }
        }
        guard fullWidthColons > colons.count else { return result }
        let times = fullWidthColons == 1 ? "once" : "\(fullWidthColons) times"
        result += colons.map { offset in
            finding(
                at: analysis.location(of: offset..<(offset + 1)),
                message: "ASCII ':' after a CJK character in a '\(analysis.language)' document that writes '：' so \(times); write '：'",
                text: ":", suggestion: "：")
        }
        return result.sorted { $0.location < $1.location }
    }

    /// `,` `.` `;` `!` `?` `:`.
    static let marks: Set<UInt16> = [0x2C, 0x2E, 0x3B, 0x21, 0x3F, 0x3A]

    /// Whether a UTF-16 unit is a Han character, hiragana or katakana (not CJK punctuation, after
    /// which an ASCII mark may close a quotation or a bracket of Latin text).
    static func isCJKLetter(_ unit: UInt16) -> Bool { Unicode.Scalar(unit).map { Script.of($0).isCJK } ?? false }
}
