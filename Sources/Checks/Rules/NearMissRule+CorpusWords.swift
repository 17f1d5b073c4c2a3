import Foundation

/// `near-miss` against the corpus's own words: a katakana run written once in a language's
/// documents that is one edit away from a katakana word those documents write often
/// (`オプジェクト` once against `オブジェクト` 170 times, `クラウドコントラーマネージャー` against
/// `クラウドコントローラーマネージャー`). Most of a corpus's katakana words are no glossary term, and a
/// typo of one of them is still a typo a reader sees.
///
/// A run is reported when
/// - its loose key has six units or more and occurs exactly once in the language's documents (a
///   spelling written twice is more often a word of its own: `セレクション` beside `セクション`); five
///   units if the one difference is a kana's voicing marks (`サードバーティ` for `サードパーティ`),
/// - the word's loose key occurs ``NearMissRule/CorpusWords/frequentWord`` times or more, and
/// - the two keys are one edit apart (Damerau–Levenshtein), the difference in at most two
///   neighbouring units inside the word, first and last units the same, neither inside the other
///   (as for glossary terms: a compound is not a typo).
///
/// Long-vowel marks, small kana and width are folded by the loose key, so `サーバ` beside `サーバー`
/// is never a finding here (that is `variant-spelling`'s, for glossary terms). A spelling that
/// differs beyond that (`コンテクスト` once against `コンテキスト` 151 times) is reported too: one
/// spelling against the documents' usual one is what a consistent text avoids.
extension NearMissRule {
    struct CorpusWords {
        /// A word the documents of one language write this often is the spelling a run is compared with.
        static let frequentWord = 5
        /// Runs with shorter loose keys are too short to tell a typo from another word by one edit.
        static let shortestRun = 6
        /// Runs this short are compared only where one kana has gained or lost its voicing marks
        /// (`サードバーティ` for `サードパーティ`): words of five units one other edit apart are mostly
        /// other words (`ランキング`, `ランニング`).
        static let shortestVoicedRun = 5

        struct Word {
            var key: [UInt16]
            /// The word's commonest spelling in the documents.
            var text: String
            var count: Int
        }

        /// The frequent words by their key's length and first unit.
        private var words: [Int: [UInt16: [Word]]] = [:]

        /// The frequent words of one language's runs (a run is compared with words of its length and
        /// one unit either side, so the shortest asked is ``shortestVoicedRun`` long).
        /// - Parameters:
        ///   - frequency: how often each loose key occurs in the language's documents.
        ///   - spellings: each run's text and key in those documents, in order (others than the
        ///     frequent words' are passed over).
        init(frequency: [[UInt16]: Int], spellings: some Sequence<(text: String, key: [UInt16])>) {
            var texts: [[UInt16]: [String: Int]] = [:]
            for (text, key) in spellings where key.count >= Self.shortestVoicedRun {
                guard let count = frequency[key], count >= Self.frequentWord else { continue }
                texts[key, default: [:]][text, default: 0] += 1
            }
            for (key, spellings) in texts {
                // The commonest spelling; of equally common ones, the first in code-unit order.
                let text = spellings.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }!.key
                words[key.count, default: [:]][key[0], default: []]
                    .append(Word(key: key, text: text, count: frequency[key] ?? 0))
            }
            for (length, byFirst) in words {
                for (first, list) in byFirst {
                    words[length]![first] = list.sorted { $0.count != $1.count ? $0.count > $1.count : $0.text < $1.text }
                }
            }
        }

        /// The most frequent word one edit away from `key`, if `key` is long enough to ask.
        /// - Complexity: O(*w* × *n*) for the *w* frequent words of about the key's length that
        ///   start with its first unit, and keys of *n* units.
        func word(closeTo key: [UInt16]) -> Word? {
            guard key.count >= Self.shortestVoicedRun, let first = key.first else { return nil }
            let short = key.count < Self.shortestRun
            var best: Word?
            for length in short ? key.count...key.count : (key.count - 1)...(key.count + 1) {
                for word in words[length]?[first] ?? [] where best.map({ word.count > $0.count }) ?? true {
                    guard word.key.last == key.last,
                        NearMissRule.differingPartLength(key, word.key) <= 2,
                        !NearMissRule.contains(key, word.key), !NearMissRule.contains(word.key, key),
                        EditDistance.damerauLevenshtein(key, word.key, limit: 1) <= 1,
                        !short || NearMissRule.differInVoicingOnly(key, word.key)
                    else { continue }
                    best = word
                }
            }
            return best
        }
    }

    /// Whether the part where `key` differs from `word` lies inside a word of its own that the
    /// documents write often: `テキストデータ` against `テストデータ` begins with `テキスト`, a word, so it is
    /// another compound, not a typo; `ポインドクラウド` ends with `クラウド`, which `ポイントクラウド` ends
    /// with too, and the difference lies outside it.
    static func differsInsideAWord(_ key: [UInt16], from word: [UInt16], frequency: [[UInt16]: Int]) -> Bool {
        let (prefix, suffix) = NearMissRule.commonEnds(key, word)
        let isWord = { (part: ArraySlice<UInt16>) in (frequency[Array(part)] ?? 0) >= CorpusWords.frequentWord }
        // A head or tail reaching into the differing part, and short of the whole run.
        for length in stride(from: prefix + 1, to: key.count, by: 1) where isWord(key.prefix(length)) { return true }
        for length in stride(from: suffix + 1, to: key.count, by: 1) where isWord(key.suffix(length)) { return true }
        return false
    }

    /// Whether the text before `offset` is a Latin initial and a middle dot (`A･ショウカット`,
    /// `K・ウィグ`): the run is a person's surname, as Japanese writes a foreign name with its given
    /// name's initial, and no typo of a word it resembles (`ショートカット`).
    static func followsAnInitial(_ offset: Int, in analysis: DocumentAnalysis) -> Bool {
        func isDot(_ unit: UInt16) -> Bool { unit == 0x30FB || unit == 0xFF65 || unit == 0x00B7 }
        // A katakana run may begin with the katakana middle dot itself.
        let dot = offset < analysis.locator.unitCount && isDot(analysis.locator.unit(at: offset)) ? offset : offset - 1
        guard dot >= 1, isDot(analysis.locator.unit(at: dot)) else { return false }
        let initial = analysis.locator.unit(at: dot - 1)
        let isCapital = (0x41...0x5A).contains(initial) || (0xFF21...0xFF3A).contains(initial)
        // Not a word's last letter (`iOS・アプリ`): the initial stands alone.
        let alone = dot < 2 || !Self.isLatinLetter(analysis.locator.unit(at: dot - 2))
        return isCapital && alone
    }

    private static func isLatinLetter(_ unit: UInt16) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || (0xFF21...0xFF3A).contains(unit) || (0xFF41...0xFF5A).contains(unit)
    }

    /// Whether two keys of one length differ in one unit, a kana and the same kana with other
    /// voicing marks (`バ`, `パ`, `ハ`; `ド`, `ト`).
    static func differInVoicingOnly(_ a: [UInt16], _ b: [UInt16]) -> Bool {
        guard a.count == b.count else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.count == 1 else { return false }
        return unvoiced(a[differing[0]]) == unvoiced(b[differing[0]])
    }

    /// A katakana letter without its voicing marks (`パ` → `ハ`, `ヴ` → `ウ`); other units as they are.
    static func unvoiced(_ unit: UInt16) -> UInt16 {
        guard let scalar = Unicode.Scalar(unit),
            let base = String(scalar).decomposedStringWithCanonicalMapping.utf16.first
        else { return unit }
        return base
    }

    /// The findings of runs written once that are one edit from a frequent word of their language.
    /// A run the glossary test already reports is left to it (`reported`).
    func corpusWordFindings(in context: CheckContext, tally: Tally, reported: Set<Int>) -> [Diagnostic] {
        // One pass over the runs: each language's frequent spellings and its runs written once. The
        // analyses are read in place (a copy of one per run cost more than the test).
        let languages = context.analyses.map(\.language)
        var spellings: [String: [(text: String, key: [UInt16])]] = [:]
        var once: [String: [Int]] = [:]
        for (position, entry) in tally.runs.enumerated() where entry.run.key.count >= CorpusWords.shortestVoicedRun {
            let language = languages[entry.analysis]
            let count = tally.frequency[language]?[entry.run.key] ?? 0
            if count >= CorpusWords.frequentWord {
                spellings[language, default: []].append((entry.run.text, entry.run.key))
            } else if count == 1, !reported.contains(position) {
                once[language, default: []].append(position)
            }
        }
        var result: [Diagnostic] = []
        for language in once.keys.sorted() {
            guard let positions = once[language], let frequency = tally.frequency[language],
                let spellings = spellings[language]
            else { continue }
            let words = CorpusWords(frequency: frequency, spellings: spellings)
            for position in positions {
                let (analysisIndex, run) = tally.runs[position]
                guard let word = words.word(closeTo: run.key),
                    !Self.differsInsideAWord(run.key, from: word.key, frequency: frequency),
                    !Self.followsAnInitial(run.start, in: context.analyses[analysisIndex])
                else { continue }
                result.append(finding(
                    at: context.analyses[analysisIndex].location(of: run.start..<run.end),
                    message: "'\(run.text)' looks like a typo or another spelling of '\(word.text)': the "
                        + "\(language) documents write '\(word.text)' \(word.count) times and this spelling once",
                    text: run.text, suggestion: word.text))
            }
        }
        return result
    }
}
