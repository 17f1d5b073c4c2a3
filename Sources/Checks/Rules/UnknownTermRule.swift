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

    /// What the rule reads of one document: its Chinese candidates' occurrences (none for a document
    /// in another language); the katakana runs are found again on every run (cheap).
    func summary(of analysis: DocumentAnalysis, with verdicts: ChineseVerdicts) -> ChineseOccurrences {
        guard analysis.language.hasPrefix("zh") else { return ChineseOccurrences() }
        return Self.chineseOccurrences(in: analysis, extractor: TermCandidateExtractor(language: "zh-Hans"), verdicts: verdicts)
    }

    /// The term-likeness verdicts, shared by every document of the check.
    func preparation(for context: CheckContext) -> ChineseVerdicts { ChineseVerdicts() }

    func emptyTally(for context: CheckContext) -> ChineseTally { ChineseTally() }

    func tally(_ summary: ChineseOccurrences, of index: Int, into tally: inout ChineseTally, in context: CheckContext) {
        tally.add(summary, of: index, language: context.analyses[index].language)
    }

    /// - Complexity: O(*n* log *n*) per document, *n* its katakana runs and term matches.
    func findings(in context: CheckContext, tally: ChineseTally) -> [Diagnostic] {
        let known = context.glossary.looseTermKeys
        let common = Set(Self.commonWords.map { MatchKey($0, strength: .loose).units })

        struct Candidate {
            var language: String
            var count = 0
            var documents: [String] = []
            var first: (analysis: Int, run: KatakanaRun)
        }
        // In order of first occurrence, each updated in place (not copied out of a table and back
        // for every run: its list of documents was copied each time).
        var candidates: [Candidate] = []
        var slots: [String: [[UInt16]: Int]] = [:]
        for (index, analysis) in context.analyses.enumerated() {
            let codeLines = analysis.codeLines
            let covered = Coverage((analysis.exact + analysis.loose).map(\.utf16Range))
            var inLanguage = slots.removeValue(forKey: analysis.language) ?? [:]
            for run in KatakanaRun.runs(in: analysis.locator, minimumLength: 4) {
                guard !covered.overlaps(run.utf16Range),
                    !codeLines.contains(analysis.locator.line(of: run.utf16Range.lowerBound))
                else { continue }
                let key = MatchKey(run.text, strength: .loose).units
                guard !known.contains(key), !common.contains(key) else { continue }
                let slot: Int
                if let existing = inLanguage[key] {
                    slot = existing
                } else {
                    slot = candidates.count
                    inLanguage[key] = slot
                    candidates.append(Candidate(language: analysis.language, first: (index, run)))
                }
                candidates[slot].count += 1
                if candidates[slot].documents.last != analysis.id { candidates[slot].documents.append(analysis.id) }
            }
            slots[analysis.language] = inLanguage
        }
        var result: [Diagnostic] = []
        for candidate in candidates where candidate.count >= Self.minimumCount {
            let first = candidate.first
            let language = candidate.language
            let analysis = context.analyses[first.analysis]
            let documents = candidate.documents.count == 1 ? "1 document" : "\(candidate.documents.count) documents"
            result.append(finding(
                at: analysis.location(of: first.run.utf16Range),
                message: "'\(first.run.text)' occurs \(candidate.count) times in \(documents) (\(language)) but is not in the glossary",
                text: first.run.text,
                notes: ["in " + candidate.documents.prefix(5).joined(separator: ", ") + (candidate.documents.count > 5 ? ", …" : "")]))
        }
        return result + chineseCandidates(in: context, tally: tally)
    }
}
