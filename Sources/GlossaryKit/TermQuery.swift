import Foundation
import TextKit

/// Looks concepts up by any of their terms, in any script: the text as written (folded by
/// ``MatchKey``, exact then loose), a Latin term in any number (`pods`, `Pod Security Policies`, via
/// ``NounForm``), romaji for Japanese terms (`uinbakku`, via
/// ``Transliterator/kanaToASCII``), pinyin for Chinese terms with or without spaces and tone marks
/// (`yinghui youhui`, `yínghuí`, via ``Transliterator/hanToPinyin``), prefixes, substrings, and
/// misspellings within a small edit distance.
public struct TermQuery: Sendable {
    /// How a query met a term, best first.
    public enum Kind: Int, Sendable, Comparable, Codable {
        case exact, loose, inflected, romanized, prefix, romanizedPrefix, substring, misspelt
        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    /// A concept found for a query, with the term that matched best.
    public struct Hit: Sendable, Hashable {
        public var conceptIndex: Int
        public var language: String
        public var termIndex: Int
        public var kind: Kind
        /// Higher is better.
        public var score: Double
    }

    struct Entry: Sendable {
        var conceptIndex: Int
        var language: String
        var termIndex: Int
        var exact: String
        var loose: String
        /// The Latin term's words in their ``NounForm`` (`pod securiti polici`); empty for a term
        /// with other characters than Latin ones.
        var inflected: String
        /// Lowercase ASCII letters and digits only: the term itself (Latin), its romaji (ja) or
        /// its pinyin without tones (zh).
        var compact: String
    }

    public let glossary: Glossary
    let entries: [Entry]

    /// Indexes every term of `glossary`.
    ///
    /// - Parameter romanized: romaji and pinyin computed earlier (``romanizedTerms(of:)``, which
    ///   the index of `termbridge build` stores), keyed by ``romanizedKey(language:text:)``; terms
    ///   missing from it are transliterated. ICU's transliterators take most of a lookup's time
    ///   otherwise.
    /// - Complexity: O(total term length), with one ICU transliteration per CJK term not in
    ///   `romanized`.
    public init(glossary: Glossary, romanized: [String: String] = [:]) {
        self.glossary = glossary
        // Opened only for a term `romanized` lacks (or that no earlier caller asked about).
        let romaji = TransliterationMemo.shared(Transliterator.kanaToASCII)
        let pinyin = TransliterationMemo.shared(Transliterator.hanToPinyin)
        var entries: [Entry] = []
        for (conceptIndex, concept) in glossary.concepts.enumerated() {
            for language in concept.languages {
                for (termIndex, term) in (concept.terms[language] ?? []).enumerated() {
                    let text = term.text.trimmingWhitespace()
                    guard !text.isEmpty else { continue }
                    var roman = text
                    if let known = romanized[Self.romanizedKey(language: language, text: text)] {
                        roman = known
                    } else if language.hasPrefix("ja") {
                        roman = romaji.transliterate(text) ?? text
                    } else if language.hasPrefix("zh") {
                        roman = pinyin.transliterate(text) ?? text
                    }
                    entries.append(
                        Entry(
                            conceptIndex: conceptIndex, language: language, termIndex: termIndex,
                            exact: MatchKey.fold(text), loose: MatchKey.fold(text, strength: .loose, options: .hiraganaToKatakana),
                            inflected: Self.isASCIILike(text) ? NounForm.phraseKey(text) : "", compact: Self.compact(roman)))
                }
            }
        }
        self.entries = entries
    }

    /// The romaji of every Japanese term and the pinyin of every Chinese term of `glossary`, for
    /// `init(glossary:romanized:)`.
    public static func romanizedTerms(of glossary: Glossary) -> [String: String] {
        // Through the memos the reference's search keys also read: a term is transliterated once.
        let romaji = TransliterationMemo.shared(Transliterator.kanaToASCII)
        let pinyin = TransliterationMemo.shared(Transliterator.hanToPinyin)
        var result: [String: String] = [:]
        for concept in glossary.concepts {
            for language in concept.languages {
                let memo = language.hasPrefix("ja") ? romaji : language.hasPrefix("zh") ? pinyin : nil
                guard let memo else { continue }
                for term in concept.terms[language] ?? [] {
                    let text = term.text.trimmingWhitespace()
                    guard !text.isEmpty, let latin = memo.transliterate(text) else { continue }
                    result[romanizedKey(language: language, text: text)] = latin
                }
            }
        }
        return result
    }

    /// The key of a term in a `romanized` table.
    public static func romanizedKey(language: String, text: String) -> String { language + "\u{1F}" + text }

    /// Lowercase ASCII letters and digits of `text` after removing diacritics (`yínghuí` → `yinghui`).
    public static func compact(_ text: String) -> String {
        var result = ""
        for scalar in text.normalized(.nfkd).unicodeScalars {
            switch scalar.value {
            case 0x61...0x7A, 0x30...0x39: result.unicodeScalars.append(scalar)
            case 0x41...0x5A: result.unicodeScalars.append(Unicode.Scalar(scalar.value + 0x20)!)
            default: break
            }
        }
        return result
    }

    /// Whether `text` is written in Latin letters, digits, spaces and punctuation only.
    static func isASCIILike(_ text: String) -> Bool {
        text.normalized(.nfkd).unicodeScalars.allSatisfy { $0.value < 0x250 || (0x300...0x36F).contains($0.value) }
    }

    /// The concepts matching `query`, best first, at most one hit per concept.
    public func search(_ query: String, languages: Set<String>? = nil, limit: Int = 10) -> [Hit] {
        let trimmed = query.trimmingWhitespace()
        guard !trimmed.isEmpty else { return [] }
        let exact = MatchKey.fold(trimmed)
        let loose = MatchKey.fold(trimmed, strength: .loose, options: .hiraganaToKatakana)
        let latin = Self.isASCIILike(trimmed)
        let compact = latin ? Self.compact(trimmed) : ""
        let inflected = latin ? NounForm.phraseKey(trimmed) : ""
        var best: [Int: Hit] = [:]
        for entry in entries where languages?.contains(entry.language) ?? true {
            var kind: Kind?
            var coverage = 1.0
            if entry.exact == exact {
                kind = .exact
            } else if entry.loose == loose {
                kind = .loose
            } else if !inflected.isEmpty && entry.inflected == inflected {
                kind = .inflected
            } else if !compact.isEmpty && entry.compact == compact {
                kind = .romanized
            } else if entry.exact.hasPrefix(exact) || entry.loose.hasPrefix(loose) {
                kind = .prefix
                coverage = Double(loose.count) / Double(max(entry.loose.count, 1))
            } else if compact.count >= 2 && entry.compact.hasPrefix(compact) {
                kind = .romanizedPrefix
                coverage = Double(compact.count) / Double(max(entry.compact.count, 1))
            } else if loose.count >= 2 && entry.loose.contains(loose) {
                kind = .substring
                coverage = Double(loose.count) / Double(max(entry.loose.count, 1))
            } else {
                let budget = max(1, loose.count / 5)
                if loose.count >= 3, Self.editDistance(entry.loose, loose, limit: budget) <= budget {
                    kind = .misspelt
                } else if compact.count >= 4, Self.editDistance(entry.compact, compact, limit: max(1, compact.count / 5)) <= max(1, compact.count / 5) {
                    kind = .misspelt
                }
            }
            guard let kind else { continue }
            // Kind dominates; within a kind, covering more of the term and preferred terms win.
            let status = glossary.concepts[entry.conceptIndex].terms[entry.language]?[entry.termIndex].status ?? .admitted
            let score = Double(10 - kind.rawValue) * 10 + coverage * 5 + (status == .preferred ? 1 : 0)
            let hit = Hit(conceptIndex: entry.conceptIndex, language: entry.language, termIndex: entry.termIndex, kind: kind, score: score)
            if let old = best[entry.conceptIndex], old.score >= score { continue }
            best[entry.conceptIndex] = hit
        }
        return best.values.sorted {
            $0.score != $1.score ? $0.score > $1.score : glossary.concepts[$0.conceptIndex].id < glossary.concepts[$1.conceptIndex].id
        }.prefix(limit).map { $0 }
    }

    /// The terms closest to `query` by edit distance (on folded keys, or on romanized keys for a
    /// Latin query), for "did you mean" suggestions.
    public func suggestions(for query: String, count: Int = 5) -> [String] {
        let loose = MatchKey.fold(query, strength: .loose, options: .hiraganaToKatakana)
        let compact = Self.isASCIILike(query) ? Self.compact(query) : ""
        var scored: [(distance: Int, text: String)] = []
        var seen: Set<String> = []
        for entry in entries {
            guard let text = glossary.concepts[entry.conceptIndex].terms[entry.language]?[entry.termIndex].text,
                seen.insert(text).inserted
            else { continue }
            var distance = Self.editDistance(entry.loose, loose, limit: 64)
            if !compact.isEmpty { distance = min(distance, Self.editDistance(entry.compact, compact, limit: 64)) }
            scored.append((distance, text))
        }
        return scored.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.text < $1.text }.prefix(count).map(\.text)
    }

    /// Levenshtein distance over characters, giving up (returning `limit + 1`) past `limit`.
    public static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a)
        let y = Array(b)
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMin = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
