import GlossaryKit
import LocalizationFormats
import TextKit

/// `term-translation`: the English source of an app string contains a glossary term and its
/// translation holds none of the preferred or admitted terms of that concept in its language — or
/// holds a deprecated one (`Redeem your win-back offer` → `再獲得提供オファーを利用` instead of
/// `ウィンバックオファー`).
///
/// Source terms are found leftmost-longest with the same `TermMatcher` as documents (exact key).
/// A translation that has the right term in another spelling (a loose-key match) is left to
/// `variant-spelling`; a concept with no allowed term in the value's language is not checked, nor
/// a name kept in English in that language whose first letter's case the source does not share.
/// The finding points at the deprecated term when there is one, else at the whole value, and
/// suggests the preferred term.
///
/// A file that translates a concept's term the same other way in every string that lacks the
/// glossary's term (`subscriptions` → `購読` in 33 strings of an RSS reader, where the word means a
/// feed, not the App Store's subscriptions) gets one finding naming that word and the strings, not
/// one per string: a terminology choice, or another sense of the word, for a reviewer to decide once.
struct TermTranslationRule: CheckRule {
    let descriptor = RuleDescriptor.termTranslation

    func findings(in context: CheckContext) -> [Diagnostic] {
        let catalogs = context.catalogs.filter { $0.sourceLanguage == "en" || $0.sourceLanguage.hasPrefix("en-") }
        guard !catalogs.isEmpty else { return [] }
        let glossary = context.glossary
        let english = TermMatcher(glossary: glossary, languages: ["en"], strength: .exact)
        var matchers: [String: (exact: TermMatcher, loose: TermMatcher)] = [:]
        var result: [Diagnostic] = []
        // The values of each file, language and concept that lack the concept's terms, in order.
        var lacking: [String: [Lacking]] = [:]
        var lackingOrder: [String] = []
        for file in catalogs {
            for entry in file.entries where entry.shouldTranslate {
                var sourceConcepts: [String: [(index: Int, text: String, offset: Int)]] = [:]
                for value in entry.values {
                    guard let source = entry.sourceText(for: value.variation), Self.hasWords(value.text) else {
                        continue
                    }
                    let concepts = sourceConcepts[source] ?? Self.concepts(in: source, matcher: english)
                    sourceConcepts[source] = concepts
                    guard !concepts.isEmpty else { continue }
                    let language = value.language
                    if matchers[language] == nil {
                        matchers[language] = (
                            TermMatcher(glossary: glossary, languages: [language], strength: .exact),
                            TermMatcher(glossary: glossary, languages: [language], strength: .loose)
                        )
                    }
                    let (exact, loose) = matchers[language]!
                    let exactMatches = exact.matches(in: value.text).map { exact.patterns[$0.pattern] }
                    let looseConcepts = Set(
                        loose.matches(in: value.text).map { loose.patterns[$0.pattern].conceptIndex })
                    for (conceptIndex, sourceTerm, offset) in concepts {
                        let concept = glossary.concepts[conceptIndex]
                        let allowed = (concept.terms[language] ?? []).filter {
                            $0.status == .preferred || $0.status == .admitted
                        }
                        guard
                            let preferred = concept.preferredTerm(in: language).flatMap({
                                allowed.contains($0) ? $0 : nil
                            })
                                ?? allowed.first
                        else { continue }
                        // A name the language keeps in English ('StoreKit', the label 'Save') is that name only
                        // when the source writes it with the same capitals ('save' is a verb), and where a
                        // capital tells a name from a word: not opening a sentence ('Save images to…') nor
                        // in a title-case label ('Go to Today', 'Save as Named Scope…').
                        let name = concept.englishName
                        if allowed.contains(where: { $0.text == name }) {
                            let sameCapital = sourceTerm.hasPrefix(name.prefix(1))
                            let capitalised = name.first?.isUppercase == true
                            if !sameCapital || (capitalised && !Self.capitalTells(at: offset, in: source)) { continue }
                        }
                        let used = exactMatches.filter { $0.conceptIndex == conceptIndex }
                        if used.contains(where: { $0.status == .preferred || $0.status == .admitted }) { continue }
                        // The term inside a longer glossary term the value holds (`订阅` in `订阅信息`,
                        // SubscriptionInfo's: the matcher takes the longest).
                        if exactMatches.contains(where: { match in
                            match.conceptIndex != conceptIndex && allowed.contains { match.text.contains($0.text) }
                        }) {
                            continue
                        }
                        let deprecated = used.first { $0.status == .deprecated || $0.status == .superseded }
                        if deprecated == nil, looseConcepts.contains(conceptIndex) { continue }
                        if let deprecated {
                            result.append(
                                finding(
                                    at: file.location(of: deprecated.text, in: value),
                                    message:
                                        "'\(entry.shownKey)' (\(language)): '\(sourceTerm)' is translated with the \(deprecated.status.rawValue) term '\(deprecated.text)'; use '\(preferred.text)'",
                                    text: deprecated.text, suggestion: preferred.text))
                        } else {
                            let key = file.path + "\u{0}" + language + "\u{0}\(conceptIndex)"
                            if lacking[key] == nil { lackingOrder.append(key) }
                            lacking[key, default: []].append(Lacking(
                                file: file, entry: entry, value: value, sourceTerm: sourceTerm, preferred: preferred.text,
                                order: result.count))
                            result.append(
                                finding(
                                    at: file.location(of: value),
                                    message:
                                        "'\(entry.shownKey)' (\(language)): the source says '\(sourceTerm)' but the translation has no glossary term for it; expected '\(preferred.text)'",
                                    text: value.text, suggestion: preferred.text))
                        }
                    }
                }
            }
        }
        // A concept translated one other way throughout: one finding for the group.
        var dropped: Set<Int> = []
        for key in lackingOrder {
            let group = lacking[key]!
            guard group.count >= Self.consistentGroup,
                let word = Self.sharedWord(of: group.map(\.value.text))
            else { continue }
            let first = group[0]
            let others = group.dropFirst()
            let shown = others.prefix(5).map { "also '\($0.entry.shownKey)' at \($0.file.location(of: word, in: $0.value))" }
            let more = others.count > 5 ? ["and \(others.count - 5) more"] : []
            result[first.order] = finding(
                at: first.file.location(of: word, in: first.value),
                message:
                    "'\(first.entry.shownKey)' (\(first.value.language)): the source's '\(first.sourceTerm)' is translated '\(word)' in all \(group.count) strings that lack the glossary's term; expected '\(first.preferred)' (or the word has another sense here)",
                text: word, suggestion: first.preferred, notes: shown + more)
            dropped.formUnion(others.map(\.order))
        }
        return dropped.isEmpty ? result : result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// A value that lacks its source term's concept, and where its finding is in the result.
    struct Lacking {
        var file: LocalizationFile
        var entry: LocalizationEntry
        var value: LocalizedValue
        var sourceTerm: String
        var preferred: String
        var order: Int
    }

    /// The fewest strings lacking one concept's terms that are read as one choice of word.
    static let consistentGroup = 3

    /// The word (2 to 10 Han or kana letters, `ー` among the katakana; a Han or katakana letter among
    /// them) that every one of `values` writes, the longest of them; nil when none is in all of them.
    /// - Complexity: O(*n* · *k*) for *n* values of *k* letters.
    static func sharedWord(of values: [String]) -> String? {
        guard let first = values.first else { return nil }
        let letters = Array(first.unicodeScalars)
        var best: String?
        for start in letters.indices {
            for length in stride(from: min(10, letters.count - start), through: 2, by: -1) {
                let piece = letters[start..<(start + length)]
                guard piece.allSatisfy({ Script.of($0).isCJK }), piece.contains(where: Self.isHanOrKatakana) else { continue }
                if let best, best.unicodeScalars.count >= length { break }
                let word = String(String.UnicodeScalarView(piece))
                if values.dropFirst().allSatisfy({ $0.contains(word) }) {
                    best = word
                    break
                }
            }
        }
        return best
    }

    static func isHanOrKatakana(_ scalar: Unicode.Scalar) -> Bool {
        let script = Script.of(scalar)
        return script == .han || script == .katakana
    }

    /// Whether `text` has a letter outside its format specifiers (a `.stringsdict` format key such as
    /// `%#@count@` has none: its words are in the rule's categories).
    static func hasWords(_ text: String) -> Bool {
        FormatPlaceholder.removingAll(from: text).unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// The concepts whose English terms occur in `source` (first occurrence each, in order), with
    /// the UTF-16 offset of each.
    private static func concepts(in source: String, matcher: TermMatcher) -> [(index: Int, text: String, offset: Int)] {
        let units = UTF16Transcoding.units(of: source)
        var seen: Set<Int> = []
        var result: [(Int, String, Int)] = []
        for match in matcher.matches(in: source) {
            let pattern = matcher.patterns[match.pattern]
            guard seen.insert(pattern.conceptIndex).inserted else { continue }
            result.append((pattern.conceptIndex, UTF16Transcoding.string(units[match.utf16Range]), match.utf16Range.lowerBound))
        }
        return result
    }

    /// Whether a capital at UTF-16 `offset` of an English `source` is the writer's choice: not the
    /// first letter of a sentence (the string's start, or after `.`, `!`, `?`, `:` or a line break)
    /// and not in a title-case string (every word capitalised but the short function words, two at
    /// least: `Go to Today`).
    static func capitalTells(at offset: Int, in source: String) -> Bool {
        let units = UTF16Transcoding.units(of: source)
        var i = min(offset, units.count) - 1
        while i >= 0, units[i] == 0x20 || units[i] == 0x22 || units[i] == 0x27 || units[i] == 0x28 || units[i] == 0x201C { i -= 1 }
        if i < 0 || [0x2E, 0x21, 0x3F, 0x3A, 0x0A, 0x2026].contains(units[i]) { return false }
        let words = source.split { !$0.isLetter }.filter { !Self.minorWords.contains($0.lowercased()) }
        let titleCase = words.count >= 2 && words.allSatisfy { $0.first?.isUppercase == true }
        return !titleCase
    }

    /// The words title case leaves in lower case.
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "or", "nor", "but", "as", "at", "by", "for", "from", "in", "into", "of", "off", "on",
        "onto", "to", "up", "via", "with",
    ]
}
