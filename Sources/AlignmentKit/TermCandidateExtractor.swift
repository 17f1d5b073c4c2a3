import TextKit

/// Extracts candidate terms from a Japanese or Chinese segment.
///
/// A segment is cut into content runs (maximal runs of Han and katakana characters; hiragana,
/// Latin, digits, spaces and punctuation end a run). Each run is cut into pieces: katakana runs
/// stay whole (ICU splits unknown loanwords), Han runs are split into ICU words. Candidates are the
/// n-grams of 1–3 consecutive pieces of a run with at least two characters, not starting or
/// ending with a stop word.
///
/// - Complexity: O(n) in the segment length plus ICU word breaking of the Han runs.
public struct TermCandidateExtractor: Sendable {
    /// Japanese words too general to be terms.
    public static let japaneseStopWords: Set<String> = [
        "場合", "以降", "方法", "今日", "最初", "最後", "次", "例", "一部", "一", "両方", "今年", "現在", "以前",
        "同様", "詳細", "情報", "使用", "利用", "可能", "必要", "重要", "簡単", "新", "新た", "非常", "独自", "特定",
        "追加", "紹介", "説明", "確認", "表示", "対象", "関連", "場所", "時", "際", "上", "中", "後", "前", "他",
    ]
    /// Chinese function and very general words.
    public static let chineseStopWords: Set<String> = [
        "的", "是", "在", "了", "我们", "你", "你们", "我", "可以", "这个", "这些", "那么", "以及", "如果", "就",
        "也", "会", "都", "对", "将", "为", "和", "与", "中", "上", "等", "一个", "这", "其", "并", "还", "让",
        "从", "被", "把", "而", "或", "所有", "如何", "什么", "因此", "然后", "现在", "今天", "首先", "最后",
        "接下来", "有关", "通过", "使用", "提供", "一些", "更", "新", "已", "该", "个", "种", "到", "用", "能",
        "要", "时", "后", "前", "他", "她", "它", "这样", "就会", "大家", "一下", "之后", "还是", "以便", "或者",
        "相同", "已经", "当", "则", "而且", "因为", "所以", "但", "但是", "只", "只有", "还会", "并且", "进行", "以", "于", "需要", "是否", "来", "即可",
        "如", "此", "不", "没有", "有", "很", "中的", "属于",
    ]

    public let language: String

    public init(language: String) {
        self.language = language
    }

    var isJapanese: Bool { language.hasPrefix("ja") }

    /// The candidate terms of a segment, without duplicates, in order of first appearance.
    public func candidates(in text: String) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        for run in contentRuns(text) {
            let pieces = self.pieces(of: run)
            for start in pieces.indices {
                for length in 1...3 where start + length <= pieces.count {
                    let gram = pieces[start..<(start + length)]
                    let term = gram.joined()
                    guard term.count >= 2, term.count <= 12 else { continue }
                    if let first = gram.first, isStop(first) { continue }
                    if let last = gram.last, isStop(last) { continue }
                    if seen.insert(term).inserted { result.append(term) }
                }
            }
        }
        return result
    }

    /// Whether a piece is a function or very general word (or, in Japanese, a single non-katakana character).
    func isStopWord(_ word: String) -> Bool { isStop(word) }

    private func isStop(_ word: String) -> Bool {
        if isJapanese {
            return Self.japaneseStopWords.contains(word) || (word.count == 1 && !isKatakana(word))
        }
        return Self.chineseStopWords.contains(word)
    }

    private func isKatakana(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { Script.of($0) == .katakana }
    }

    /// Maximal runs of Han (and, in Japanese, katakana) characters.
    func contentRuns(_ text: String) -> [String] {
        var runs: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            let script = Script.of(scalar)
            let inRun = script == .han || (isJapanese && script == .katakana && scalar != "・")
            if inRun {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                runs.append(current); current = ""
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// Katakana runs whole, Han runs as ICU words.
    func pieces(of run: String) -> [String] {
        var pieces: [String] = []
        for scriptRun in ScriptRun.runs(in: run) {
            let text = String(scriptRun.text)
            if scriptRun.script == .han {
                let words = (try? TextSegmentation.words(in: text, locale: isJapanese ? "ja" : "zh")) ?? []
                pieces += words.map { String($0.text) }.filter { !$0.isEmpty }
            } else {
                pieces.append(text)
            }
        }
        return pieces
    }
}
