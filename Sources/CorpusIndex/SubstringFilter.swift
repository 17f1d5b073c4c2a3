/// Which segments can hold a Japanese or Chinese text as a substring, told from the full-text index's
/// words, so that `search`'s substring fallback reads those segments' texts instead of every text.
///
/// ICU splits a query alone otherwise than inside a sentence, which is why a query may be in a text
/// without its words being the text's; but every Han or kana letter of the text is inside one of the
/// text's stored words (ICU's words are the text but for spaces and punctuation, and a stored word
/// differs from ICU's only by a katakana run's final `ー`, dropped, and by the katakana words that
/// touch, joined). So a text that holds the query holds, for each such letter of the query, a word
/// that holds the letter and agrees with the query from there on for as long as both go: for `优惠代码`
/// and the letter `代`, a word that is `代`, `代码`, `代码库`, or ends in one of them (`替代`). Each letter
/// gives a list of such words (any of them), the letters' lists must all be met (and), and a query
/// of several forms is held when any of them is (or). A letter whose list is long says little and is
/// left out; with no list left, every segment is read. A list that is empty says no text holds the
/// form at all.
enum SubstringFilter: Equatable {
    /// No text holds any form: nothing to read.
    case noSegment
    /// Nothing tells: every segment is read.
    case everySegment
    /// An FTS5 query that every segment holding some form matches.
    case segmentsMatching(String)

    /// The most words a letter's list may have to be used: a longer list is a common letter's
    /// (a particle's, `の`), which most segments meet anyway.
    static let mostWords = 200
    /// The most letters' lists used for one form, the shortest ones.
    static let mostLetters = 4

    /// The filter for texts holding any of `forms` (folded as the stored words are), with `words` the
    /// index's CJK words (`CorpusIndex.cjkWords(in:)`; more than those of its rows does no harm).
    init(_ forms: [String], words: [String]) {
        let vocabulary = words.map { Array($0.unicodeScalars) }
        var queries: [String] = []
        for form in Set(forms).sorted() {
            let letters = Array(form.unicodeScalars)
            var lists: [[String]] = []
            var impossible = false
            for (index, letter) in letters.enumerated() where Self.isAnchor(letter) {
                let rest = letters[index...]
                let list = zip(words, vocabulary).filter { Self.agrees($0.1, with: rest) }.map(\.0)
                if list.isEmpty {
                    impossible = true
                    break
                }
                if list.count <= Self.mostWords, !lists.contains(list) { lists.append(list) }
            }
            if impossible { continue }
            if lists.isEmpty {
                self = .everySegment
                return
            }
            let chosen = lists.sorted { $0.count < $1.count }.prefix(Self.mostLetters)
            queries.append(
                "(" + chosen.map { "(" + $0.map { SearchWords.phraseQuery([$0]) }.joined(separator: " OR ") + ")" }.joined(separator: " AND ") + ")")
        }
        self = queries.isEmpty ? .noSegment : .segmentsMatching(queries.joined(separator: " OR "))
    }

    /// Whether some place of `word` holds `rest`'s first letter, the two agreeing from there on for
    /// as long as both go.
    static func agrees(_ word: [Unicode.Scalar], with rest: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = rest.first else { return false }
        for start in word.indices where word[start] == first {
            let length = min(word.count - start, rest.count)
            if word[start..<(start + length)].elementsEqual(rest.prefix(length)) { return true }
        }
        return false
    }

    /// A Han or kana letter, which ICU puts inside a word and the stored word keeps: not `ー`, which
    /// a stored katakana word loses at its end, nor the iteration marks.
    static func isAnchor(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: true
        default: false
        }
    }
}
