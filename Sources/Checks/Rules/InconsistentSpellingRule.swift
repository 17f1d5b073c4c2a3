import GlossaryKit
import TextKit

/// `inconsistent-spelling`: a katakana word that no glossary term covers, written in a language's
/// documents with two spellings that differ only as `variant-spelling`'s do — a long-vowel mark
/// (`パラメータ`, `パラメーター`), a small kana (`ウィンドウ`, `ウインドウ`), `ヴ`, width or a middle dot.
///
/// `variant-spelling` holds a glossary term to the glossary's spelling; most of a corpus's katakana
/// words are in no glossary, and a text that writes one of them two ways is still inconsistent. The
/// words are grouped by their loose match key (which folds exactly those differences); in a group
/// with two spellings or more, the commonest is the documents' usual one (of equally common ones, the
/// one the documents' other words agree with where they differ, `habitChoice`, else the one written
/// first), and every document that writes another gets one finding per spelling, at its first
/// occurrence there, with the counts.
///
/// Runs of four characters or more outside code lines are read, as `near-miss` and `unknown-term`
/// read them; a run whose loose key is a glossary term's is `variant-spelling`'s.
struct InconsistentSpellingRule: DocumentSummaryRule {
    let descriptor = RuleDescriptor.inconsistentSpelling

    /// One spelling of a word in one document: how often, and where first.
    struct Spelling: Sendable, Equatable {
        var text: String
        var key: [UInt16]
        var count: Int
        /// The UTF-16 span of its first occurrence in the document.
        var start: Int
        var end: Int
    }

    /// The document's katakana spellings (no glossary term), in order of first occurrence.
    struct DocumentSummary: Sendable, Equatable {
        var spellings: [Spelling] = []
    }

    /// Each loose key's spellings across the language's documents so far.
    struct Tally {
        struct Form {
            var text: String
            var count = 0
            /// The documents that write it (index into the context's analyses), each with its count
            /// and first span, in document order.
            var documents: [(analysis: Int, count: Int, start: Int, end: Int)] = []
        }
        /// Key → forms in order of first occurrence.
        var forms: [[UInt16]: [Form]] = [:]
        /// Keys in order of first occurrence (findings in a stable order).
        var order: [[UInt16]] = []
    }

    func preparation(for context: CheckContext) -> Set<[UInt16]> { context.glossary.looseTermKeys }

    func summary(of analysis: DocumentAnalysis, with known: Set<[UInt16]>) -> DocumentSummary {
        var summary = DocumentSummary()
        // Each spelling's place in the summary. (A katakana run and a word form never share a text:
        // every form holds kanji or hiragana.)
        var slot: [String: Int] = [:]
        func record(_ text: String, key: [UInt16], at range: Range<Int>) {
            if let index = slot[text] {
                summary.spellings[index].count += 1
            } else {
                slot[text] = summary.spellings.count
                summary.spellings.append(Spelling(text: text, key: key, count: 1, start: range.lowerBound, end: range.upperBound))
            }
        }
        analysis.forEachKatakanaRun(knowing: known) { run, key in
            // A middle dot at a run's edge separates it from a list's next item (`サポート・`): no spelling.
            guard let first = run.text.unicodeScalars.first, let last = run.text.unicodeScalars.last,
                !Self.middleDots.contains(first), !Self.middleDots.contains(last)
            else { return }
            record(run.text, key: key, at: run.utf16Range)
        }
        if let table = WordForms.table(for: analysis.language) {
            WordForms.forEachForm(in: analysis, table: table) { group, text, range in
                record(text, key: WordForms.key(ofGroup: group), at: range)
            }
        }
        return summary
    }

    func emptyTally(for context: CheckContext) -> Tally { Tally() }

    func tally(_ summary: DocumentSummary, of index: Int, into tally: inout Tally, in context: CheckContext) {
        for spelling in summary.spellings {
            if tally.forms[spelling.key] == nil { tally.order.append(spelling.key) }
            // Updated in place: the forms of a key are one or two, looked for by their text.
            tally.forms[spelling.key, default: []].record(spelling, of: index)
        }
    }

    static let middleDots: Set<Unicode.Scalar> = ["・", "･"]

    func findings(in context: CheckContext, tally: Tally) -> [Diagnostic] {
        var result: [Diagnostic] = []
        // Every spelling of the language with its count, read only when two spellings tie.
        var habits: [(scalars: [Unicode.Scalar], count: Int)]?
        // The glossary's preferred and admitted terms of the language, read only for word forms.
        var glossaryTerms: [String]?
        for key in tally.order {
            guard let forms = tally.forms[key], forms.count >= 2, let first = forms[0].documents.first else { continue }
            let language = context.analyses[first.analysis].language
            let isWordForm = key.first == WordForms.keyMark
            let style = isWordForm ? nil : context.glossary.policies.longVowel(in: language)
            var (usual, byStyle) = Self.usual(of: forms, style: style)
            var byHabit = false
            var glossaryTerm: String?
            if isWordForm {
                if glossaryTerms == nil { glossaryTerms = Self.preferredTerms(of: context.glossary, in: language) }
                if let (chosen, term) = Self.glossaryChoice(among: forms, terms: glossaryTerms!, language: language) {
                    (usual, glossaryTerm) = (chosen, term)
                }
            }
            let tied = forms.filter { $0.count == usual.count }
            if !isWordForm, !byStyle, tied.count >= 2 {
                if habits == nil { habits = Self.spellings(in: tally) }
                if let chosen = Self.habitChoice(among: tied, spellings: habits!) {
                    (usual, byHabit) = (chosen, true)
                }
            }
            for form in forms where form.text != usual.text {
                let why: String
                if let glossaryTerm {
                    why = "as the glossary writes it in '\(glossaryTerm)' (the \(language) documents write '\(usual.text)' "
                        + "\(Self.times(usual.count)), this spelling \(Self.times(form.count))"
                } else if byStyle, let style {
                    why = "as the glossary's long-vowel style '\(style.rawValue)' wants (the \(language) documents write it "
                        + "\(Self.times(usual.count)), this spelling \(Self.times(form.count))"
                } else if usual.count == form.count {
                    why = "written as often in the \(language) documents (\(Self.times(form.count)) each; "
                        + (byHabit ? "their other words agree with '\(usual.text)' where the two differ" : "the first written is taken")
                } else {
                    why = "which the \(language) documents write \(Self.times(usual.count)) (this spelling \(Self.times(form.count))"
                }
                for document in form.documents {
                    let here = document.count == form.count ? "" : ", \(Self.times(document.count)) here"
                    result.append(finding(
                        at: context.analyses[document.analysis].location(of: document.start..<document.end),
                        message: "'\(form.text)' is another spelling of '\(usual.text)', \(why)\(here))",
                        text: form.text, suggestion: usual.text))
                }
            }
        }
        return result
    }

    /// The spelling the others are held to, and whether the glossary's long-vowel style chose it:
    /// with a style, the commonest of the forms that follow it against every other form they differ
    /// from in final `ー` only; else (or when none does) the commonest form, of equally common ones
    /// the first written.
    static func usual(of forms: [Tally.Form], style: GlossaryPolicies.LongVowel?) -> (Tally.Form, byStyle: Bool) {
        // (`max` gives the first of equals: the first written.)
        let commonest = forms.max { $0.count < $1.count }!
        guard let style else { return (commonest, false) }
        let following = forms.filter { form in
            var judged = false
            for other in forms where other.text != form.text {
                switch LoanwordLongVowel.verdict(written: form.text, term: other.text, style: style) {
                case .breaks?: return false
                case .follows?: judged = true
                case nil: continue
                }
            }
            return judged
        }
        guard let chosen = following.max(by: { $0.count < $1.count }) else { return (commonest, false) }
        return (chosen, chosen.text != commonest.text)
    }

    /// The form of a word (`WordForms`) that the glossary's preferred and admitted terms of
    /// `language`, `terms`, write, when they write one of `forms` only (`沙盒账户` for `账户` over
    /// `帐户`), with the first term that writes it; nil when they write none or several.
    static func glossaryChoice(among forms: [Tally.Form], terms: [String], language: String) -> (Tally.Form, term: String)? {
        guard let table = WordForms.table(for: language) else { return nil }
        var chosen: (Tally.Form, term: String)?
        for term in terms {
            var clash = false
            WordForms.forEachForm(in: Array(term.utf16), table: table) { _, text, _ in
                guard let form = forms.first(where: { $0.text == text }) else { return }
                if let already = chosen {
                    if already.0.text != form.text { clash = true }
                } else {
                    chosen = (form, term)
                }
            }
            if clash { return nil }
        }
        return chosen
    }

    /// The texts of the glossary's preferred and admitted terms in `language`.
    static func preferredTerms(of glossary: Glossary, in language: String) -> [String] {
        glossary.allTerms.compactMap { _, termLanguage, term in
            termLanguage == language && (term.status == .preferred || term.status == .admitted) ? term.text : nil
        }
    }

    /// Every spelling of the tally with its count, each closed by an end mark (so that a word's end
    /// can be looked for like its letters).
    static func spellings(in tally: Tally) -> [(scalars: [Unicode.Scalar], count: Int)] {
        tally.order.filter { $0.first != WordForms.keyMark }.flatMap { key in
            (tally.forms[key] ?? []).map { (Array($0.text.unicodeScalars) + [Self.endMark], $0.count) }
        }
    }

    static let endMark: Unicode.Scalar = "\u{0}"

    /// Of spellings written equally often, the one the documents' other words agree with where they
    /// differ: at the first place the spellings differ, that letter (or the word's end) with the two
    /// before it, counted in every spelling of the language (`ブラウザキャッシュ` and `ブラウザーキャッシュ`
    /// once each: `ウザー` is written in every `ブラウザー`, `ウザキ` only here). Nil when no spelling
    /// is clearly ahead. A long-vowel mark before `リング` counts for nothing (`フィルターリング`).
    static func habitChoice(
        among tied: [Tally.Form], spellings: [(scalars: [Unicode.Scalar], count: Int)]
    ) -> Tally.Form? {
        let texts = tied.map { Array($0.text.unicodeScalars) + [Self.endMark] }
        var scores = [Int](repeating: 0, count: tied.count)
        for a in texts.indices {
            for b in texts.indices where b != a {
                var i = 0
                while i < min(texts[a].count, texts[b].count), texts[a][i] == texts[b][i] { i += 1 }
                guard i < texts[a].count else { continue }
                // A long-vowel mark before `リング` is no writer's habit: an English -er word takes
                // `-ing` without it (`フィルタリング`, `クラスタリング`) in either style.
                if texts[a][i] == "ー", texts[a][(i + 1)...].starts(with: "リング".unicodeScalars) { continue }
                let window = texts[a][max(0, i - 2)...i]
                scores[a] += spellings.reduce(0) { $0 + occurrences(of: window, in: $1.scalars) * $1.count }
            }
        }
        guard let best = scores.indices.max(by: { scores[$0] < scores[$1] }),
            scores.indices.allSatisfy({ $0 == best || scores[$0] < scores[best] })
        else { return nil }
        return tied[best]
    }

    static func occurrences(of window: ArraySlice<Unicode.Scalar>, in text: [Unicode.Scalar]) -> Int {
        guard let first = window.first, window.count <= text.count else { return 0 }
        var found = 0
        for start in 0...(text.count - window.count) where text[start] == first {
            if text[start..<(start + window.count)].elementsEqual(window) { found += 1 }
        }
        return found
    }

    static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }
}

extension [InconsistentSpellingRule.Tally.Form] {
    /// Counts `spelling` of the document at `index` under its form, added at the end if new.
    mutating func record(_ spelling: InconsistentSpellingRule.Spelling, of index: Int) {
        let position = firstIndex { $0.text == spelling.text } ?? {
            append(InconsistentSpellingRule.Tally.Form(text: spelling.text))
            return count - 1
        }()
        self[position].count += spelling.count
        self[position].documents.append((index, spelling.count, spelling.start, spelling.end))
    }
}
