import AlignmentKit
import GlossaryKit
import TextKit

/// `unknown-term` (information): frequent term-like strings that the glossary does not know, so
/// that the glossary can grow.
///
/// Japanese candidates are katakana runs of four or more characters (loanwords: the documents'
/// technical vocabulary) that no glossary term covers, exactly or loosely, and that are not everyday words
/// (`commonWords`). A candidate occurring `minimumCount` times or more in the documents of one
/// language is reported once, at its first occurrence, with its counts. Chinese candidates are its
/// recurring compounds (`chineseCandidates(in:)`).
struct UnknownTermRule: DocumentSummaryRule {
    let descriptor = RuleDescriptor.unknownTerm

    /// How often a string must occur in one language to be worth a glossary entry.
    static let minimumCount = 3

    /// Everyday katakana words of technical talks that a terminology glossary does not need.
    static let commonWords: Set<String> = [
        "エンジニア", "セッション", "デベロッパ", "デベロッパー", "チーム", "ユーザ", "ユーザー", "ボタン", "タップ", "クリック",
        "スクロール", "オプション", "デフォルト", "サポート", "サンプル", "コード", "データ", "デモ", "ページ", "セクション",
        "ステップ", "シンプル", "ユニーク", "ビジネス", "コンテンツ", "サービス", "アクセス", "ケース", "ルール", "リスト",
        "メッセージ", "パラメータ", "パラメーター", "プロパティ", "メソッド", "インスタンス", "アプリケーション", "テスト", "ロジック",
        "フィードバック", "ドキュメント", "ワークフロー", "タイミング", "タイプ", "モデル", "レベル", "ゲーム", "イベント", "アクション",
        "フィールド", "シート", "ビュー", "カード", "ストア", "アカウント", "バージョン", "インストール", "ダウンロード", "アップデート",
        "プラットフォーム", "デバイス", "フレームワーク", "アイテム", "カスタム", "カスタマイズ", "ベース", "メンバー", "キャンセル",
    ]

    /// What every document's summary is read with: the glossary's loose term keys, the everyday
    /// words' keys, and the Chinese term-likeness verdicts shared by every document of the check.
    struct Preparation {
        var known: Set<[UInt16]>
        var common: Set<[UInt16]>
        var verdicts: ChineseVerdicts
    }

    /// What the rule reads of one document: its katakana candidates (`KatakanaOccurrences`) and,
    /// for a Chinese document, its Chinese candidates' occurrences (`ChineseOccurrences`).
    struct DocumentSummary: Sendable {
        var katakana = KatakanaOccurrences()
        var chinese = ChineseOccurrences()
    }

    /// The katakana candidates of one document, in order of first occurrence: the runs of four or
    /// more katakana outside code lines that no glossary match covers and whose loose key is neither
    /// a glossary term nor an everyday word, one entry per key with its number of runs and its
    /// first run's text and UTF-16 span.
    struct KatakanaOccurrences: Sendable {
        struct Entry: Sendable {
            var text: String
            var key: [UInt16]
            var count: Int
            var start: Int
            var end: Int
        }
        var entries: [Entry] = []
    }

    /// The katakana candidates counted so far, in document order, one per key and language, in
    /// order of first occurrence.
    struct KatakanaTally {
        struct Candidate {
            var language: String
            var count = 0
            /// How many documents have it, and the first five of them.
            var documents = 0
            var named: [String] = []
            var first: (analysis: Int, text: String, range: Range<Int>)
        }
        private(set) var candidates: [Candidate] = []
        private var slots: [String: [[UInt16]: Int]] = [:]

        mutating func add(_ occurrences: KatakanaOccurrences, of index: Int, id: String, language: String) {
            guard !occurrences.entries.isEmpty else { return }
            var inLanguage = slots.removeValue(forKey: language) ?? [:]
            for entry in occurrences.entries {
                let slot: Int
                if let existing = inLanguage[entry.key] {
                    slot = existing
                } else {
                    slot = candidates.count
                    inLanguage[entry.key] = slot
                    candidates.append(Candidate(language: language, first: (index, entry.text, entry.start..<entry.end)))
                }
                candidates[slot].count += entry.count
                // (A summary lists a key once: another entry is another document.)
                candidates[slot].documents += 1
                if candidates[slot].named.count < 5 { candidates[slot].named.append(id) }
            }
            slots[language] = inLanguage
        }
    }

    struct Tally {
        var katakana = KatakanaTally()
        var chinese = ChineseTally()
    }

    func preparation(for context: CheckContext) -> Preparation {
        Preparation(
            known: context.glossary.looseTermKeys, common: Set(Self.commonWords.map { MatchKey($0, strength: .loose).units }),
            verdicts: ChineseVerdicts())
    }

    func summary(of analysis: DocumentAnalysis, with preparation: Preparation) -> DocumentSummary {
        var summary = DocumentSummary(katakana: Self.katakanaOccurrences(in: analysis, known: preparation.known, common: preparation.common))
        if analysis.language.hasPrefix("zh") {
            summary.chinese = Self.chineseOccurrences(
                in: analysis, extractor: TermCandidateExtractor(language: "zh-Hans"), verdicts: preparation.verdicts)
        }
        return summary
    }

    /// The katakana candidates of `analysis`, known and common being the loose keys left out.
    ///
    /// - Complexity: O(*n* log *n*), *n* the document's katakana runs and term matches.
    static func katakanaOccurrences(in analysis: DocumentAnalysis, known: Set<[UInt16]>, common: Set<[UInt16]>) -> KatakanaOccurrences {
        let covered = Coverage((analysis.exact + analysis.loose).map(\.utf16Range))
        var occurrences = KatakanaOccurrences()
        var slots: [[UInt16]: Int] = [:]
        analysis.forEachKatakanaRun(outside: covered, knowing: known) { run, key in
            guard !common.contains(key) else { return }
            if let slot = slots[key] {
                occurrences.entries[slot].count += 1
            } else {
                slots[key] = occurrences.entries.count
                occurrences.entries.append(
                    .init(text: run.text, key: key, count: 1, start: run.utf16Range.lowerBound, end: run.utf16Range.upperBound))
            }
        }
        return occurrences
    }

    func emptyTally(for context: CheckContext) -> Tally { Tally() }

    func tally(_ summary: DocumentSummary, of index: Int, into tally: inout Tally, in context: CheckContext) {
        let analysis = context.analyses[index]
        tally.katakana.add(summary.katakana, of: index, id: analysis.id, language: analysis.language)
        tally.chinese.add(summary.chinese, of: index, language: analysis.language)
    }

    /// - Complexity: O(*c*) over the katakana candidates, then as `chineseCandidates(in:tally:)`.
    func findings(in context: CheckContext, tally: Tally) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for candidate in tally.katakana.candidates where candidate.count >= Self.minimumCount {
            let first = candidate.first
            let analysis = context.analyses[first.analysis]
            let documents = candidate.documents == 1 ? "1 document" : "\(candidate.documents) documents"
            result.append(finding(
                at: analysis.location(of: first.range),
                message: "'\(first.text)' occurs \(candidate.count) times in \(documents) (\(candidate.language)) but is not in the glossary",
                text: first.text,
                notes: ["in " + candidate.named.joined(separator: ", ") + (candidate.documents > 5 ? ", …" : "")]))
        }
        return result + chineseCandidates(in: context, tally: tally.chinese)
    }
}
