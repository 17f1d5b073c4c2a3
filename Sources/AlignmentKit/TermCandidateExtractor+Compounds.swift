import TextKit

/// One candidate term found in a segment by ``TermCandidateExtractor/compoundCandidates(in:)``.
public struct CandidateOccurrence: Sendable, Hashable {
    /// The candidate as written (a Latin word keeps the space before or after it in Chinese).
    public var text: String
    /// How many pieces (katakana runs, ICU words of Han runs, Latin words) it is made of.
    public var pieces: Int
    /// Japanese only: the candidate is used predicatively here — directly followed by a form of する or
    /// できる (`指定する`, `選択した`, `調整できます`: a verbal noun used as a verb) or by the adjectival `な`
    /// (`様々な`), or ending in the adjective-forming `的` (`自動的`). Such a word names an action or a
    /// quality rather than a thing.
    public var verbal: Bool
}

extension TermCandidateExtractor {
    /// The longest candidate, in pieces, that ``compoundCandidates(in:)`` proposes.
    static let maximumCompoundPieces = 6

    /// Candidate terms of a segment for a glossary: the n-grams of 1–6 consecutive pieces of a
    /// chunk, where a chunk is a run of katakana and Han pieces and the Latin words written against
    /// them. Unlike ``candidates(in:)`` (the aligner's anchors), a chunk reaches over
    /// - a Latin word written next to CJK text: `StoreKitテスト`, `オファーID`; in Chinese also over the
    ///   single space Chinese writing puts around Latin words: `优惠 ID`, `App Store 优惠`;
    /// - one Japanese genitive `の` between two pieces: `オファーの優先度`, `StoreKitの設定`;
    /// - spaces between Latin words: `App Store`.
    /// A candidate holds at least one Han or katakana character, starts and ends with no stop word,
    /// and has 2–16 characters. Without duplicates, in order of first appearance.
    ///
    /// - Complexity: O(n) in the segment length plus ICU word breaking of the Han runs.
    public func compoundCandidates(in text: String) -> [CandidateOccurrence] {
        var result: [CandidateOccurrence] = []
        var index: [UTF8Key: Int] = [:]
        for chunk in chunks(of: text) {
            let pieces = chunk.pieces
            // What each piece is, worked out once: an n-gram loop asks it of a piece up to six times
            // (a stop-list lookup hashes the text, and a non-ASCII string's hash normalises it).
            let stop = pieces.map(isStop)
            let edgeStop = pieces.map(isEdgeStop)
            let suffix = pieces.map(isSuffix)
            let multiCharacter = pieces.map { $0.text.count > 1 }
            // A katakana word of six or more characters is most often a compound of two loanwords
            // written together (`ウィンバックオファー`, `オファーコード`): it counts as two pieces.
            let weight = pieces.map { $0.script == .katakana && $0.text.count >= 6 ? 2 : 1 }
            for start in pieces.indices {
                var joiners = 0
                for end in start..<min(pieces.count, start + Self.maximumCompoundPieces) {
                    if end > start, pieces[end].joiner == "の" { joiners += 1 }
                    if joiners > 1 { break }
                    let gram = pieces[start...end]
                    guard gram.contains(where: { $0.script != .latin }) else { continue }
                    // A Chinese function word of two or more characters inside (`随用随付还是提前`) makes a
                    // phrase, not a term (single characters of the stop-list occur inside terms: `随用随付`).
                    if !isJapanese, end > start + 1, multiCharacter[end - 1], stop[end - 1] { break }
                    if end == start {
                        if stop[start] { continue }
                    } else if edgeStop[start] || (edgeStop[end] && !suffix[end]) {
                        continue
                    }
                    var term = pieces[start].text
                    for piece in gram.dropFirst() { term += piece.joiner + piece.text }
                    let length = term.count
                    guard length >= 2, length <= 16 else { continue }
                    // `的` makes an adjective of what it ends (`自動的`, `基本的`): predicative too.
                    let verbal =
                        (end == pieces.count - 1 && chunk.followedByVerb) || (isJapanese && pieces[end].text.hasSuffix("的"))
                    if let seen = index[UTF8Key(term)] {
                        if verbal { result[seen].verbal = true }
                    } else {
                        index[UTF8Key(term)] = result.count
                        let count = weight[start...end].reduce(0, +)
                        result.append(CandidateOccurrence(text: term, pieces: count, verbal: verbal))
                    }
                }
            }
        }
        return result
    }

    /// Japanese kana endings that stay inside a noun after its Han stem (`払い`, `取り`, `受け`, `組み`).
    static let okurigana: Set<String> = ["い", "り", "き", "み", "え", "け", "ち", "び", "ぎ"]

    /// A piece of a chunk and what joins it to the piece before (`""`, `" "` or `"の"`).
    struct ChunkPiece {
        var text: String
        var script: Script
        var joiner: String
    }

    /// A run of pieces with nothing but joiners between them.
    struct Chunk {
        var pieces: [ChunkPiece] = []
        /// Japanese: the hiragana after the chunk starts a form of する or できる.
        var followedByVerb = false
    }

    /// A single Han character that ends a compound noun: `度` of `優先度`, `日` of `終了日`, `者` of `登録者`
    /// (a lone Han character is otherwise no Japanese candidate; the stop-list's own words stay out).
    private func isSuffix(_ piece: ChunkPiece) -> Bool {
        isJapanese && piece.script == .han && piece.text.unicodeScalars.count == 1
            && !Self.japaneseStopWords.contains(piece.text)
    }

    /// Whether a piece may not begin or end a compound. In Japanese only the one-character stop words
    /// and kana-less single characters: the general nouns of the stop-list are no terms alone but
    /// begin and end many (`詳細ページ`, `利用資格`, `サブスクリプション情報`).
    private func isEdgeStop(_ piece: ChunkPiece) -> Bool {
        guard isJapanese, piece.script != .latin else { return isStop(piece) }
        return piece.text.count == 1 && piece.script != .katakana
    }

    private func isStop(_ piece: ChunkPiece) -> Bool {
        piece.script == .latin ? piece.text.count < 2 : isStopWord(piece.text)
    }

    /// The chunks of a segment (see ``compoundCandidates(in:)``).
    func chunks(of text: String) -> [Chunk] {
        var chunks: [Chunk] = []
        var current = Chunk()
        var pendingJoiner: String?
        func close(followedBy next: Substring?) {
            if let next, isJapanese {
                // する and できる forms after a verbal noun; な after an adjectival noun (`様々な`), but not
                // the negative ない/なく/なし after a noun (`制限なく`).
                current.followedByVerb =
                    ["す", "し", "さ", "せ", "でき"].contains { next.hasPrefix($0) }
                    || (next.hasPrefix("な") && !["ない", "なく", "なし"].contains { next.hasPrefix($0) })
            }
            if !current.pieces.isEmpty { chunks.append(current) }
            current = Chunk()
            pendingJoiner = nil
        }
        var pendingPrefix = ""
        func append(_ text: String, _ script: Script) {
            let joiner = current.pieces.isEmpty ? "" : (pendingJoiner ?? "")
            current.pieces.append(ChunkPiece(text: pendingPrefix + text, script: script, joiner: joiner))
            pendingJoiner = nil
            pendingPrefix = ""
        }
        let runs = ScriptRun.runs(in: text)
        for (i, run) in runs.enumerated() {
            switch run.script {
            case .han, .katakana:
                // A space joins a Latin word to what follows it in Chinese only; Japanese joins
                // spaces between Latin words alone.
                if pendingJoiner == " ", isJapanese || current.pieces.last?.script != .latin { close(followedBy: nil) }
                // A katakana middle dot separates words (`ジョン・スミス`): a chunk ends there.
                for (n, part) in run.text.split(separator: "・", omittingEmptySubsequences: false).enumerated() {
                    if n > 0 { close(followedBy: nil) }
                    for piece in pieces(of: String(part)) where !piece.isEmpty { append(piece, run.script) }
                }
            case .latin:
                if pendingJoiner == " ", isJapanese, current.pieces.last?.script != .latin { close(followedBy: nil) }
                append(String(run.text), .latin)
            case .hiragana:
                let nextScript = i + 1 < runs.count ? runs[i + 1].script : nil
                if isJapanese, run.text == "の", !current.pieces.isEmpty, pendingJoiner == nil,
                    nextScript != nil, nextScript != .hiragana
                {
                    pendingJoiner = "の"
                } else if isJapanese, pendingJoiner == nil, let last = current.pieces.indices.last,
                    current.pieces[last].script == .han,
                    Self.okurigana.contains(String(run.text))
                        || (run.text == "し" && current.pieces[last].text.unicodeScalars.filter { Script.of($0) == .han }.count == 1)
                {
                    // `し` only after a one-character stem (`試し`, `探し`): after two characters it is する
                    // of a verbal noun (`選択し`).
                    // The kana ending written after a Han stem inside a noun: `払い` of `都度払い`, `支払いモード`.
                    current.pieces[last].text += run.text
                } else if isJapanese, run.text == "お" || run.text == "ご", nextScript == .han {
                    // The prefix of `お試し`, `ご利用`: part of the word it stands before.
                    close(followedBy: nil)
                    pendingPrefix = String(run.text)
                } else {
                    close(followedBy: run.text)
                }
            case .digit:
                close(followedBy: nil)
            case .other:
                if run.text == " ", !current.pieces.isEmpty, pendingJoiner == nil {
                    pendingJoiner = " "
                } else {
                    close(followedBy: nil)
                }
            }
        }
        close(followedBy: nil)
        return chunks
    }
}
