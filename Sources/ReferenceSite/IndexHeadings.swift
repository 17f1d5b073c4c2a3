import Foundation
import GlossaryKit
import TextKit

/// The concept index pages: every term of a language in that language's ICU collation order,
/// under the headings a reader of that language expects — the kana rows (あ か さ た な は ま や ら
/// わ) for Japanese, pinyin initials for Chinese (then `ABC` for its Latin terms), A–Z for English
/// and Latin terms.
enum IndexHeadings {
    static let kanaRows: [(heading: String, first: Character, last: Character)] = [
        ("あ", "ぁ", "お"), ("か", "か", "ご"), ("さ", "さ", "ぞ"), ("た", "た", "ど"), ("な", "な", "の"),
        ("は", "は", "ぽ"), ("ま", "ま", "も"), ("や", "ゃ", "よ"), ("ら", "ら", "ろ"), ("わ", "ゎ", "ん"),
    ]

    /// The heading of a term in `language`.
    static func heading(of term: String, language: String) -> String {
        guard let first = term.trimmingCharacters(in: .whitespaces).unicodeScalars.first else { return "#" }
        if first.isASCII {
            // Chinese collation puts Latin after every Han term: one heading for all of them,
            // so the pinyin initials stay in order.
            if language.hasPrefix("zh") { return Character(first).isLetter ? "ABC" : "#" }
            let letter = Character(first).uppercased()
            return letter.first?.isLetter == true ? letter : "#"
        }
        if language.hasPrefix("ja") {
            // Katakana to hiragana, then the row; a term starting with kanji has no reading here.
            var value = first.value
            if (0x30A1...0x30F6).contains(value) { value -= 0x60 }
            if value == 0x30FC { return "#" }
            if let scalar = Unicode.Scalar(value) {
                let c = Character(scalar)
                for row in kanaRows where c >= row.first && c <= row.last { return row.heading }
            }
            return isHan(first) ? "漢字" : "#"
        }
        if language.hasPrefix("zh"), isHan(first) {
            let pinyin = TransliterationMemo.shared(Transliterator.hanToPinyin).transliterate(String(first)) ?? ""
            if let initial = pinyin.first, initial.isLetter { return initial.uppercased() }
        }
        return "#"
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x3400...0x4DBF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value) || (0x20000...0x3FFFF).contains(scalar.value)
    }

    static func conceptIndex(_ glossary: Glossary, slugs: [String: String], languages: [String]) -> [ReferenceModel.LanguageIndex] {
        languages.map { language in
            var entries: [ReferenceModel.IndexEntry] = []
            for concept in glossary.concepts {
                for term in concept.terms[language] ?? [] {
                    entries.append(.init(term: term.text, concept: slugs[concept.id]!, status: term.status.rawValue))
                }
            }
            let locale = language.hasPrefix("zh") ? "zh" : language.hasPrefix("ja") ? "ja" : "en"
            if let collator = try? Collator.shared(locale: locale) {
                entries = entries.sorted { a, b in
                    let order = collator.compare(a.term, b.term)
                    return order != 0 ? order < 0 : a.concept < b.concept
                }
            }
            // Headings in the order their first entry collates; a heading's entries stay together.
            var groups: [ReferenceModel.HeadingGroup] = []
            var position: [String: Int] = [:]
            for entry in entries {
                let heading = heading(of: entry.term, language: language)
                if let i = position[heading] {
                    groups[i].entries.append(entry)
                } else {
                    position[heading] = groups.count
                    groups.append(.init(heading: heading, entries: [entry]))
                }
            }
            return .init(language: language, groups: groups)
        }
    }
}

/// The search box's data: every symbol and every term with lowercase keys — the text folded
/// (width, case, hiragana as katakana), its Latin words in their `NounForm` (a query's plural meets
/// them) and, for Japanese and Chinese terms, its romaji or pinyin without spaces or tones, as
/// `termbridge term` matches them.
enum SearchData {
    static func entries(symbols: [ReferenceModel.SymbolPage], concepts: [ReferenceModel.ConceptPage]) -> [ReferenceModel.SearchEntry] {
        var result: [ReferenceModel.SearchEntry] = symbols.map { symbol in
            .init(
                label: symbol.symbol, language: nil, href: "symbols/\(symbol.slug).html",
                keys: Array(Set([fold(symbol.symbol), TermQuery.compact(symbol.symbol)])).sorted())
        }
        let romaji = TransliterationMemo.shared(Transliterator.kanaToASCII)
        let pinyin = TransliterationMemo.shared(Transliterator.hanToPinyin)
        for concept in concepts {
            for language in concept.terms.keys.sorted() {
                for term in concept.terms[language] ?? [] {
                    var keys: Set<String> = [fold(term.text), TermQuery.compact(term.text), NounForm.phraseKey(term.text)]
                    if language.hasPrefix("ja"), let latin = romaji.transliterate(term.text) { keys.insert(TermQuery.compact(latin)) }
                    if language.hasPrefix("zh"), let latin = pinyin.transliterate(term.text) { keys.insert(TermQuery.compact(latin)) }
                    keys.remove("")
                    result.append(
                        .init(
                            label: term.text + (term.status == "deprecated" || term.status == "superseded" ? " (\(term.status))" : ""),
                            language: language, href: "concepts/\(concept.slug).html", keys: keys.sorted()))
                }
            }
        }
        return result
    }

    /// NFKC, lowercase, hiragana as katakana: what the page's script does to a query.
    static func fold(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.precomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
            if (0x3041...0x3096).contains(scalar.value), let k = Unicode.Scalar(scalar.value + 0x60) { out.append(k) } else { out.append(scalar) }
        }
        return String(out)
    }
}
