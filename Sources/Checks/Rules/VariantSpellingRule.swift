import Foundation
import GlossaryKit
import TextKit

/// `variant-spelling`: a glossary term written with an orthographic difference — long vowel,
/// small kana (`ウィ`/`ウイ`), `ヴ`/`バ`, character width, middle dot, hyphenation.
///
/// Two sources: a loose-key match (`MatchKey.Strength.loose`) where the exact key finds no term
/// of the same concept on the same span, and an exact-key match whose text differs from the term
/// in width, middle dots or long-vowel look-alikes (the exact key folds those, case and CJK spaces;
/// case and spaces are not reported). Identifiers (`winBackOffer`) and loose matches that start or
/// end inside a longer katakana word are not variants.
struct VariantSpellingRule: CheckRule {
    let descriptor = RuleDescriptor.variantSpelling

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for analysis in context.analyses {
            let exactByStart = analysis.exact.sorted { $0.utf16Range.lowerBound < $1.utf16Range.lowerBound }
            let longestExact = exactByStart.lazy.map(\.utf16Range.count).max() ?? 0
            for occurrence in analysis.exact {
                let expected = occurrence.pattern.isPlural ? occurrence.pattern.text + "s" : occurrence.pattern.text
                if let verdict = Self.longVowelVerdict(occurrence, expected: expected, context: context) {
                    if case .breaks(let wanted) = verdict.0 {
                        result.append(report(occurrence, expected: wanted, in: analysis, context: context, style: verdict.1))
                    }
                    continue
                }
                guard Self.plain(occurrence.text) != Self.plain(expected) else { continue }
                result.append(report(occurrence, expected: expected, in: analysis, context: context))
            }
            for var occurrence in analysis.loose {
                Self.extendOverLongVowels(&occurrence, in: analysis)
                let covered = Self.isCovered(occurrence, byExact: exactByStart, longest: longestExact)
                guard !covered, !Self.isIdentifier(occurrence.text),
                    !Self.endsInsideKatakanaWord(occurrence, in: analysis.locator)
                else { continue }
                let expected = occurrence.pattern.isPlural ? occurrence.pattern.text + "s" : occurrence.pattern.text
                if let verdict = Self.longVowelVerdict(occurrence, expected: expected, context: context) {
                    if case .breaks(let wanted) = verdict.0 {
                        result.append(report(occurrence, expected: wanted, in: analysis, context: context, style: verdict.1))
                    }
                    continue
                }
                // Equal up to case and spaces: the exact key would have matched it as another term.
                guard Self.plain(occurrence.text) != Self.plain(expected) else { continue }
                result.append(report(occurrence, expected: expected, in: analysis, context: context))
            }
        }
        return result
    }

    /// What the glossary's `long-vowel` policy for the term's language says of an occurrence, with
    /// the style; nil when the glossary states no style or the forms differ in more than final `ー`.
    static func longVowelVerdict(
        _ occurrence: TermOccurrence, expected: String, context: CheckContext
    ) -> (LoanwordLongVowel.Verdict, GlossaryPolicies.LongVowel)? {
        // A deprecated term is `deprecated-term`'s to report, however it is spelt.
        guard occurrence.pattern.status == .preferred || occurrence.pattern.status == .admitted,
            let style = context.glossary.policies.longVowel(in: occurrence.pattern.language),
            let verdict = LoanwordLongVowel.verdict(written: occurrence.text, term: expected, style: style)
        else { return nil }
        return (verdict, style)
    }

    private func report(
        _ occurrence: TermOccurrence, expected: String, in analysis: DocumentAnalysis, context: CheckContext,
        style: GlossaryPolicies.LongVowel? = nil
    ) -> Diagnostic {
        let pattern = occurrence.pattern
        let concept = context.glossary.concepts[pattern.conceptIndex]
        var suggestion = expected
        var notes: [String] = []
        if pattern.status == .deprecated || pattern.status == .superseded,
            let preferred = concept.preferredTerm(in: pattern.language)
        {
            suggestion = preferred.text
            notes.append("'\(pattern.text)' is itself \(pattern.status.rawValue) in the glossary")
        }
        var kinds = Self.differences(between: occurrence.text, and: expected)
        if let style, let index = kinds.firstIndex(of: "long vowel") {
            kinds[index] = "long vowel; the glossary's long-vowel style is '\(style.rawValue)'"
        }
        let what = kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))"
        return finding(
            at: analysis.location(of: occurrence),
            message: "'\(occurrence.text)' is a variant spelling of '\(expected)'\(what) for '\(concept.englishName)'",
            text: occurrence.text, suggestion: suggestion, notes: notes)
    }

    /// The loose key drops long-vowel marks, so a loose match ends before a trailing `ー`; the
    /// written variant includes it.
    static func extendOverLongVowels(_ occurrence: inout TermOccurrence, in analysis: DocumentAnalysis) {
        let locator = analysis.locator
        var end = occurrence.utf16Range.upperBound
        while end < locator.unitCount, locator.unit(at: end) == 0x30FC || locator.unit(at: end) == 0xFF70 { end += 1 }
        guard end > occurrence.utf16Range.upperBound else { return }
        occurrence.utf16Range = occurrence.utf16Range.lowerBound..<end
        let written = analysis.locator.text(occurrence.utf16Range)
        occurrence.text = CheckedDocument.shownOnOneLine(written)
        occurrence.spansLines = written.contains(where: \.isNewline)
    }

    /// Whether an exact match of the same concept overlaps `occurrence`. `exact` is ordered by start
    /// and `longest` is its longest match, so only the matches starting less than `longest` units
    /// before `occurrence` can reach it: a binary search finds the first of them.
    ///
    /// - Complexity: O(log *n* + *k*), *k* the exact matches starting inside that window.
    static func isCovered(_ occurrence: TermOccurrence, byExact exact: [TermOccurrence], longest: Int) -> Bool {
        let range = occurrence.utf16Range
        let from = range.lowerBound - longest
        var low = 0
        var high = exact.count
        while low < high {
            let middle = (low + high) / 2
            if exact[middle].utf16Range.lowerBound <= from { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < exact.count, exact[index].utf16Range.lowerBound < range.upperBound {
            if exact[index].conceptIndex == occurrence.conceptIndex && exact[index].utf16Range.overlaps(range) {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether a match is an identifier (`winBackOffer`, `InAppPurchase`): a lowercase letter
    /// followed by an uppercase one. API names are not prose spellings of a term.
    static func isIdentifier(_ text: String) -> Bool {
        // Kebab-case and lowercase names (`cloud-controller-manager`, `crio`) are command, flag and
        // component names, not prose spellings of `Cloud Controller Manager` or `CRI-O`.
        if text.unicodeScalars.allSatisfy({ (0x61...0x7A).contains($0.value) || (0x30...0x39).contains($0.value) || $0 == "-" }),
            text.unicodeScalars.contains(where: { (0x61...0x7A).contains($0.value) })
        {
            return true
        }
        var previousLower = false
        for scalar in text.unicodeScalars {
            let isUpper = (0x41...0x5A).contains(scalar.value)
            if isUpper && previousLower { return true }
            previousLower = (0x61...0x7A).contains(scalar.value)
        }
        return false
    }

    /// Whether a match starts or ends inside a longer katakana word (`カスタマ` in `カスタマイズ`):
    /// the loose key drops long vowels, so a term's key can be the start of another word.
    static func endsInsideKatakanaWord(_ occurrence: TermOccurrence, in locator: TextLocator) -> Bool {
        let range = occurrence.utf16Range
        let startsInside = range.lowerBound > 0 && KatakanaRun.isKatakana(locator.unit(at: range.lowerBound))
            && KatakanaRun.isKatakana(locator.unit(at: range.lowerBound - 1))
        let endsInside = range.upperBound < locator.unitCount && KatakanaRun.isKatakana(locator.unit(at: range.upperBound - 1))
            && KatakanaRun.isKatakana(locator.unit(at: range.upperBound))
        return startsInside || endsInside
    }

    /// The text without white space, lowercased: what the rule does not report differences in.
    /// White space is `CharacterSet.whitespaces`, tested without the set (its lookup was most of the
    /// rule's time on a Markdown corpus).
    static func plain(_ text: String) -> String {
        String(scalars: text.unicodeScalars.lazy.filter { !$0.isTrimmedWhitespace(newlines: false) }).lowercased()
    }

    /// Names the kinds of orthographic difference between a written form and a glossary term.
    static func differences(between written: String, and term: String) -> [String] {
        let w = written.precomposedStringWithCompatibilityMapping
        let t = term.precomposedStringWithCompatibilityMapping
        func count(_ s: String, _ set: Set<Character>) -> Int { s.reduce(0) { $0 + (set.contains($1) ? 1 : 0) } }
        let longVowels: Set<Character> = ["ー", "—", "―", "〜", "~"]
        var kinds: [String] = []
        if w != written { kinds.append("character width") }
        if count(w, longVowels) != count(t, longVowels) || count(w, ["—", "―", "〜", "~"]) != count(t, ["—", "―", "〜", "~"]) {
            kinds.append("long vowel")
        }
        if count(w, ["-"]) != count(t, ["-"]) { kinds.append("hyphenation") }
        if count(w, ["・"]) != count(t, ["・"]) { kinds.append("middle dot") }
        if count(w, ["ァ", "ィ", "ゥ", "ェ", "ォ", "ャ", "ュ", "ョ", "ヮ"]) != count(t, ["ァ", "ィ", "ゥ", "ェ", "ォ", "ャ", "ュ", "ョ", "ヮ"]) {
            kinds.append("small kana")
        }
        if count(w, ["ヴ"]) != count(t, ["ヴ"]) { kinds.append("ヴ") }
        return kinds
    }
}
