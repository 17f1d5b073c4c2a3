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
    /// The piece written right after the candidate at its first occurrence in the segment, with nothing
    /// between them (`器` after `API 服务` in `API 服务器进行`), or `nil` at a chunk's end or a joiner.
    public var next: String? = nil
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
        compoundCandidates(of: chunks(of: text))
    }

    /// The candidates of a segment's chunks (``chunks(of:)``). Where `completions` says a candidate is
    /// cut short — a corpus writes it followed by one piece nearly everywhere (``completions(of:)``) — and
    /// that piece follows it here, the candidate takes the piece in (`API 服务` + `器`, again for what that
    /// gives: `Pod 选择` + `算` + `符`) and is not proposed cut short at this place.
    func compoundCandidates(of chunks: [Chunk], completions: [String: String] = [:]) -> [CandidateOccurrence] {
        var result: [CandidateOccurrence] = []
        var index: [UTF8Key: Int] = [:]
        for chunk in chunks {
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
                    var last = end
                    while let piece = completions[term], last + 1 < pieces.count, pieces[last + 1].joiner.isEmpty,
                        pieces[last + 1].text == piece
                    {
                        last += 1
                        term += piece
                    }
                    let length = term.count
                    guard length >= 2, length <= 16 else { continue }
                    // `的` makes an adjective of what it ends (`自動的`, `基本的`): predicative too.
                    let verbal =
                        (last == pieces.count - 1 && chunk.followedByVerb) || (isJapanese && pieces[last].text.hasSuffix("的"))
                    if let seen = index[UTF8Key(term)] {
                        if verbal { result[seen].verbal = true }
                    } else {
                        index[UTF8Key(term)] = result.count
                        let count = weight[start...last].reduce(0, +)
                        let next = last + 1 < pieces.count && pieces[last + 1].joiner.isEmpty ? pieces[last + 1].text : nil
                        result.append(CandidateOccurrence(text: term, pieces: count, verbal: verbal, next: next))
                    }
                }
            }
        }
        return result
    }

    /// Japanese kana endings that stay inside a noun after its Han stem (`払い`, `取り`, `受け`, `組み`).
    static let okurigana: Set<String> = ["い", "り", "き", "み", "え", "け", "ち", "び", "ぎ"]

    /// The one-character stems of common Japanese adjectives ending in a single `い` (`低い`, `高い`,
    /// `長い`): their `い` is no kana ending of a noun (`払い`, `違い`, `扱い`), and an adjective before a
    /// noun (`優先度の低いPod`, `有効期間の長い`) makes a phrase, not a term.
    static let adjectiveStems: Set<String> = [
        "低", "高", "古", "長", "短", "強", "弱", "広", "狭", "多", "近", "遠", "早", "速", "遅", "重", "軽", "良", "悪",
        "深", "浅", "薄", "厚", "太", "細", "若", "安", "暗", "赤", "青", "白", "黒", "痛", "辛", "甘", "暑", "寒", "熱",
        "固", "硬", "堅", "鋭", "鈍", "濃", "緩", "荒", "粗", "怖", "酷", "無", "淡", "醜", "憎",
    ]

    /// Japanese particles that follow a noun: a compound verb's `て` followed by one of them ends its noun
    /// (`割り当てを`, `割り当ての`), where the verb's ending would go on (`割り当てて`, `割り当てる`). Not `と`,
    /// `が`, `から`, which also follow verbs and adjectives.
    static let particles: [String] = ["まで", "より", "を", "の", "は", "に", "で", "も", "へ"]

    /// How a corpus's candidates are cut short: each candidate seen three or more times (once a
    /// segment) that is followed by the same one-character piece in at least three quarters of them,
    /// and that piece. ICU's dictionary lacks many compounds of technical Chinese and breaks them
    /// leaving a character over (`服务|器`, `镜|像`, `插|件`, `优先|级`; Japanese `閾|値`, `割り|当`): a
    /// character the corpus nearly always writes on is part of the word there. A whole word after a
    /// term (`软驱逐` + `条件`) is left to the n-grams and their ranking: completing it on one side only
    /// pairs a term with the other side's longer compound. Chinese function characters that follow a
    /// word without making a noun of it (`的`, `中`, `为`: ``chineseClosers``) complete nothing.
    /// - Complexity: O(c) for c candidate occurrences.
    func completions(of segments: [[CandidateOccurrence]]) -> [String: String] {
        var seen: [String: Int] = [:]
        var followers: [String: [String: Int]] = [:]
        for segment in segments {
            for candidate in segment {
                seen[candidate.text, default: 0] += 1
                if let next = candidate.next { followers[candidate.text, default: [:]][next, default: 0] += 1 }
            }
        }
        var completions: [String: String] = [:]
        for (text, pieces) in followers {
            let total = seen[text] ?? 0
            guard total >= 3, let (piece, count) = pieces.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                count * 4 >= total * 3
            else { continue }
            guard piece.count == 1, isJapanese || !Self.chineseClosers.contains(piece) else { continue }
            completions[text] = piece
        }
        return completions
    }

    /// Chinese characters that follow a word without making a noun of it: structural and aspect
    /// particles, postpositions of place, prepositions, conjunctions and the adverbs of the stop-list.
    /// (`时` is not one: `运行时`, `实时`, `超时` are nouns.)
    static let chineseClosers: Set<String> = [
        "的", "地", "得", "了", "着", "过", "中", "上", "下", "里", "内", "为", "于", "给", "在", "和", "与", "或", "及",
        "等", "并", "也", "都", "就", "会", "是", "把", "被", "将", "对", "从", "向", "到", "让", "而", "则", "但", "不",
        "有", "很", "更", "已", "该", "还", "能", "要", "以", "来", "如", "此", "其", "个", "种", "用",
    ]

    /// A piece of a chunk and what joins it to the piece before (`""`, `" "` or `"の"`).
    struct ChunkPiece: Sendable {
        var text: String
        var script: Script
        var joiner: String
    }

    /// A run of pieces with nothing but joiners between them.
    struct Chunk: Sendable {
        var pieces: [ChunkPiece] = []
        /// Japanese: the hiragana after the chunk starts a form of する or できる.
        var followedByVerb = false
    }

    /// The kana ending of a noun in a hiragana run after a Han stem, or `nil`: one kana of
    /// ``okurigana`` alone (`払い`; before a particle it is as often an adjective or a participle that
    /// modifies what follows: `承認済みの`); `し` alone and only after a one-character stem (`試し`, `探し`:
    /// after two characters it is する of a verbal noun, `選択し`); `て`, alone or before a particle, only
    /// after a stem that already holds a kana ending (`割り当て`, `割り当てを`, `組み立て`: a compound
    /// verb's noun, where `見て` is a verb and `割り当てて` its te-form).
    /// `compound`: the stem already holds a kana ending (``holdsKanaEnding(_:)``).
    private func nounEnding(_ run: Substring, after stem: String, compound: Bool) -> String? {
        guard let first = run.first else { return nil }
        let kana = String(first)
        let rest = run.dropFirst()
        guard rest.isEmpty || Self.particles.contains(where: { rest.hasPrefix($0) }) else { return nil }
        switch kana {
        case _ where rest.isEmpty && Self.okurigana.contains(kana): return kana
        case "し" where rest.isEmpty && stem.unicodeScalars.filter({ Script.of($0) == .han }).count == 1: return kana
        case "て" where compound: return kana
        default: return nil
        }
    }

    /// Whether the chunk's last piece is the second stem of a compound verb's noun: it holds a kana
    /// ending, or the piece written right before it ends in one (ICU gives `割り` `当` for `割り当`).
    private func holdsKanaEnding(_ pieces: [ChunkPiece]) -> Bool {
        guard let last = pieces.last else { return false }
        func isKana(_ scalar: Unicode.Scalar) -> Bool { Script.of(scalar) == .hiragana }
        if last.text.unicodeScalars.contains(where: isKana) { return true }
        guard pieces.count >= 2, last.joiner.isEmpty else { return false }
        let before = pieces[pieces.count - 2]
        return before.script == .han && before.text.unicodeScalars.last.map(isKana) == true
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
                } else if isJapanese, run.text.hasPrefix("い"), let last = current.pieces.last, last.script == .han,
                    Self.adjectiveStems.contains(last.text)
                {
                    // An adjective (`低い`, `高い`) describes what follows (`優先度の低いPod`): no part of a term.
                    current.pieces.removeLast()
                    close(followedBy: nil)
                } else if isJapanese, pendingJoiner == nil, let last = current.pieces.indices.last,
                    current.pieces[last].script == .han,
                    let ending = nounEnding(run.text, after: current.pieces[last].text, compound: holdsKanaEnding(current.pieces))
                {
                    // The kana ending written after a Han stem inside a noun: `払い` of `都度払い`, `支払いモード`;
                    // a particle after it (`割り当てを`) ends the chunk as any hiragana does.
                    current.pieces[last].text += ending
                    // Not the genitive joiner: a kana-ended word before の is most often a modifier
                    // (`承認済みのサブスクリプション画像`), not the head of a compound.
                    let rest = run.text.dropFirst(ending.count)
                    if !rest.isEmpty { close(followedBy: rest) }
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
