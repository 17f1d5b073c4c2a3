import TextKit

/// The katakana compounds of an index that hold a word as one of their parts, so that `search
/// アフィニティ` finds `ノードアフィニティ`, which Japanese writes solid and the index stores as one
/// word (`SearchWords`).
///
/// No dictionary says where a loanword compound divides, and a word inside another is often no part
/// of it: `クラス` in `クラスタ`, `カウント` in `アカウント`, `ポート` in `サポート`, `ログ` in `ログイン`. The
/// index's own katakana words are the dictionary: a compound holds `word` where what stands before
/// and after it are each nothing or a run of the index's words (two letters or more, or one with its
/// `ー`, each with or without a final `ー`), or where ICU's dictionary splits the compound there with
/// no short piece beside it that the index lacks. `コンテナランタイム` holds `コンテナ` and `ランタイム`
/// (both words of the index); `クラスタ` does not hold `クラス` (`タ` is no word), nor `アカウント`
/// `カウント`. A word the corpus never writes alone and ICU does not know is not found as a part
/// (`アンチ` of `アンチアフィニティ`), and a corpus word that is another's start can split it wrongly
/// (`フィード` + `バック`): measured on the Kubernetes pages and the WWDC subtitles, the parts found
/// are nearly all right (Documentation/Index.md, "Katakana compounds").
struct KatakanaCompounds {
    /// Where the word stands in a phrase, which decides where it may stand in a compound: a phrase's
    /// first word may end a compound (the phrase goes on after it), its last may start one, a
    /// one-word query may be anywhere in it, and a word inside a phrase must be a whole word.
    enum Place {
        case anywhere, ending, starting, whole
    }

    /// The index's katakana words, as `SearchWords` stores them.
    let words: Set<[UInt16]>
    /// The longest word's length, in UTF-16 units.
    private let longest: Int

    init<Words: Sequence<String>>(_ words: Words) {
        self.words = Set(words.map { Array($0.utf16) }.filter(SearchWords.isKatakana))
        longest = self.words.map(\.count).max() ?? 0
    }

    /// The index's words that hold `word` at `place` (not `word` itself), in the order of `words`
    /// sorted; empty for a word that is not katakana.
    func compounds(holding word: String, at place: Place) -> [String] {
        let part = Array(word.utf16)
        guard place != .whole, SearchWords.isKatakana(part), !KatakanaContinuation.contains(part[0]) else { return [] }
        return words.filter { $0 != part && holds($0, part, at: place) }.map { String(decoding: $0, as: UTF16.self) }.sorted()
    }

    /// Whether `compound` holds `part` at `place`: some occurrence of it with nothing or a run of
    /// words before it and after it (a `ー` right after it belongs to it: the stored word has lost
    /// its final mark).
    func holds(_ compound: [UInt16], _ part: [UInt16], at place: Place) -> Bool {
        guard compound.count > part.count else { return false }
        // ICU's dictionary words of the compound, found lazily: breaks on both sides of the part, every
        // other piece a word of the index or of three letters at least, and the part is a word of the
        // compound (`コマンド` of `コマンドライン`). Shorter pieces are how ICU cuts what its dictionary
        // lacks: `クラス` + `ター` + `コンポーネント`, `ノー` + `ドア` + `フ` + ….
        var dictionaryPieces: [Range<Int>]?
        func dictionarySplits(_ start: Int, _ end: Int) -> Bool {
            if dictionaryPieces == nil { dictionaryPieces = (try? TextSegmentation.wordRanges(inUTF16: compound, locale: "ja")) ?? [] }
            let pieces = dictionaryPieces ?? []
            guard pieces.contains(where: { $0.lowerBound == start }), pieces.contains(where: { $0.upperBound == end }) else { return false }
            return pieces.allSatisfy { piece in
                piece.count >= 3 || (piece.lowerBound >= start && piece.upperBound <= end)
                    || (piece.count == 2 && words.contains(Array(compound[piece])))
            }
        }
        var start = 0
        while start + part.count <= compound.count {
            defer { start += 1 }
            guard compound[start..<(start + part.count)].elementsEqual(part) else { continue }
            var end = start + part.count
            if end < compound.count, compound[end] == UInt16(FinalLongVowelMark.mark) {
                end += 1
            } else if part.count == 1 {
                continue  // `キ` is `キー`'s word: never a letter on its own
            }
            switch place {
            case .whole: continue
            case .ending: if end != compound.count { continue }
            case .starting: if start != 0 { continue }
            case .anywhere: break
            }
            if isRunOfWords(compound[0..<start]) && isRunOfWords(compound[end...]) { return true }
            if dictionarySplits(start, end) || (end > start + part.count && dictionarySplits(start, start + part.count)) { return true }
        }
        return false
    }

    /// Whether `units` is empty or one or more of the words (of two letters or more, or one and its
    /// `ー`), each maybe followed by `ー`.
    private func isRunOfWords(_ units: ArraySlice<UInt16>) -> Bool {
        if units.isEmpty { return true }
        guard !KatakanaContinuation.contains(units[units.startIndex]) else { return false }
        // Where a run of words may end, from the start: a programme over the units.
        var reachable = [Bool](repeating: false, count: units.count + 1)
        reachable[0] = true
        let base = units.startIndex
        for from in 0..<units.count where reachable[from] {
            // A one-letter word only with its mark (`キー`, stored as `キ`): alone it is how a word
            // inside another looks (`ア` + `カウント`).
            if from + 1 < units.count, units[base + from + 1] == UInt16(FinalLongVowelMark.mark),
                words.contains([units[base + from]])
            {
                reachable[from + 2] = true
            }
            var to = from + 2
            while to <= min(units.count, from + longest) {
                if words.contains(Array(units[(base + from)..<(base + to)])) {
                    reachable[to] = true
                    if to < units.count, units[base + to] == UInt16(FinalLongVowelMark.mark) { reachable[to + 1] = true }
                }
                to += 1
            }
            if reachable[units.count] { return true }
        }
        return reachable[units.count]
    }
}
