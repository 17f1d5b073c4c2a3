import TextKit

/// The final long-vowel mark `ー` of katakana words, as the `long-vowel` policy sees it
/// (``GlossaryPolicies/LongVowel``).
///
/// A *final mark* is a `ー` that ends a katakana run (the next character is not katakana, or the
/// text ends). JIS Z 8301 (drop style) writes a word of three or more morae without it
/// (`コンピュータ`, `ユーザ`, `サーバ`) and a shorter one with it (`キー`, `ツリー`, `コピー`); the
/// morae are counted before the final mark, small `ャュョァィゥェォヮ` joining the kana before them.
public enum LoanwordLongVowel {
    /// What the policy says of a written form.
    public enum Verdict: Sendable, Equatable {
        /// The written form follows the policy.
        case follows
        /// The written form breaks it; `expected` is the form that follows it.
        case breaks(expected: String)
    }

    static let mark: Unicode.Scalar = "\u{30FC}"

    static func isKatakana(_ scalar: Unicode.Scalar) -> Bool { FinalLongVowelMark.isKatakana(scalar.value) }

    static func isSmall(_ scalar: Unicode.Scalar) -> Bool {
        "ァィゥェォャュョヮヵヶ".unicodeScalars.contains(scalar)
    }

    /// `text` without its final marks, and the positions (in that stripped text) after which one
    /// stood.
    static func split(_ text: String) -> (stripped: [Unicode.Scalar], marks: Set<Int>) {
        let scalars = Array(text.unicodeScalars)
        let values = scalars.map(\.value)
        var stripped: [Unicode.Scalar] = []
        var marks: Set<Int> = []
        for (index, scalar) in scalars.enumerated() {
            if FinalLongVowelMark.isFinal(at: index, in: values) {
                marks.insert(stripped.count)
                continue
            }
            stripped.append(scalar)
        }
        return (stripped, marks)
    }

    /// The morae of the katakana run that ends just before `end` in `scalars`.
    static func morae(endingAt end: Int, in scalars: [Unicode.Scalar]) -> Int {
        var count = 0
        var index = end - 1
        while index >= 0, isKatakana(scalars[index]) {
            if !isSmall(scalars[index]) { count += 1 }
            index -= 1
        }
        return count
    }

    /// Whether the final mark after a run of `morae` morae is dropped in drop style.
    static func drops(morae: Int) -> Bool { morae >= 3 }

    /// The final marks of `text` that drop style removes (`クラスター` has one, `キー` none).
    public static func droppableMarks(in text: String) -> Int {
        let (stripped, marks) = split(text)
        return marks.filter { drops(morae: morae(endingAt: $0, in: stripped)) }.count
    }

    /// What `style` says of `written`, a spelling of the glossary term `term`; nil when the two
    /// differ in more than final marks (the policy has nothing to say then).
    ///
    /// Where either form has a final mark the word is a long-vowel word. Drop style expects the
    /// mark only after runs of fewer than three morae; keep style expects it wherever either
    /// form has it, so the glossary's `コンパイラー` makes `コンパイラ` break it, and the text's
    /// `コンパイラー` follows it even where the glossary writes `コンパイラ`.
    public static func verdict(
        written: String, term: String, style: GlossaryPolicies.LongVowel
    ) -> Verdict? {
        let w = split(written)
        let t = split(term)
        guard w.stripped == t.stripped, !(w.marks.isEmpty && t.marks.isEmpty) else { return nil }
        let union = w.marks.union(t.marks)
        let wanted = style == .keep ? union : union.filter { !drops(morae: morae(endingAt: $0, in: t.stripped)) }
        if wanted == w.marks { return .follows }
        var expected = String.UnicodeScalarView()
        for (index, scalar) in t.stripped.enumerated() {
            if wanted.contains(index) { expected.append(mark) }
            expected.append(scalar)
        }
        if wanted.contains(t.stripped.count) { expected.append(mark) }
        return .breaks(expected: String(expected))
    }
}
