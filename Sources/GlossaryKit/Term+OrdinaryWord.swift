import TextKit

extension Term {
    /// Whether the term is an ordinary word of its language rather than a coined or compound
    /// term: Han or hiragana text that ICU's dictionary word break reads as one word (`提供`,
    /// `数量`, `顧客`; not `赢回优惠`, which is two), or one lowercase English word (`deal`).
    /// Katakana loanwords and anything with capitals, digits or spaces are not.
    ///
    /// The `ordinary-variants` policy (``GlossaryPolicies/OrdinaryVariants``) uses it to leave
    /// such admitted variants out of `inconsistent-term`.
    public func isOrdinaryWord(language: String) -> Bool {
        let scalars = text.unicodeScalars
        guard !scalars.isEmpty else { return false }
        if scalars.allSatisfy({ ("a"..."z").contains($0) }) { return true }
        guard scalars.allSatisfy({ Script.of($0) == .han || Script.of($0) == .hiragana }) else { return false }
        let locale = language.hasPrefix("zh") ? "zh" : "ja"
        guard let words = try? TextSegmentation.words(in: text, locale: locale) else { return false }
        return words.count == 1 && words[0].utf16Range == 0..<text.utf16.count
    }
}
