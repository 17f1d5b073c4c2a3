import TextKit

/// Words of Japanese and Chinese that writers spell two ways, each way correct, which a text should
/// not mix: `inconsistent-spelling` counts their forms as it counts a katakana word's spellings.
///
/// - Japanese: kanji or kana for the same adverb, conjunction or auxiliary (`全て`/`すべて`,
///   `下さい`/`ください`, `出来る`/`できる`), and compound verbs with or without their okurigana
///   (`読み込み`/`読込み`, `割り当て`/`割当て`, `問い合わせ`/`問合せ`), which the official rules
///   for okurigana both allow.
/// - Chinese: variant forms of one word (`账户`/`帐户`, `其他`/`其它`, `唯一`/`惟一`).
///
/// Only words whose forms mean the same wherever they occur are listed: not `時`/`とき`, not
/// `分かる`/`わかる` (`分かれる` is another verb), not `標識`, not a noun fixed without okurigana
/// (`割引`, `取引`, `受付`), whose verb keeps them.
enum WordForms {
    /// One word's forms.
    struct Group: Sendable {
        /// The ways the word is written; for a conjugated word, the part that differs (`出来`,
        /// `でき`; `読み込`, `読込`), the same ending following every form.
        var forms: [String]
        /// Characters one of which must follow a form (the endings of a verb's stem), or nil.
        var following: Set<Unicode.Scalar>? = nil
        /// Characters that must not follow a form (`ただし` before `い` is `正しい`).
        var notFollowing: Set<Unicode.Scalar> = []
        /// Words that, later in the same run of Han characters, make a form two words (`想像之前一样`:
        /// `想` "want" and `像…一样` "like …", not `想像` "imagine").
        var notBeforeInRun: [[UInt16]] = []
    }

    static let japanese: [Group] = [
        Group(forms: ["すべて", "全て"]),
        Group(forms: ["すでに", "既に"]),
        Group(forms: ["さまざま", "様々"]),
        Group(forms: ["ください", "下さい"]),
        Group(forms: ["たとえば", "例えば"]),
        Group(forms: ["または", "又は"]),
        // `及びます` is the verb `及ぶ`.
        Group(forms: ["および", "及び"], notFollowing: ["ま"]),
        Group(forms: ["ならびに", "並びに"]),
        Group(forms: ["さらに", "更に"]),
        Group(forms: ["ほとんど", "殆ど"]),
        Group(forms: ["あらかじめ", "予め"]),
        Group(forms: ["いろいろ", "色々"]),
        Group(forms: ["いったん", "一旦"]),
        Group(forms: ["なぜ", "何故"]),
        Group(forms: ["たくさん", "沢山"]),
        Group(forms: ["もちろん", "勿論"]),
        Group(forms: ["ちょうど", "丁度"]),
        Group(forms: ["あらためて", "改めて"]),
        Group(forms: ["ただし", "但し"], notFollowing: ["い", "く", "か", "さ", "け"]),
        Group(forms: ["でき", "出来"], following: ["る", "ま", "な", "た", "て", "れ", "ず", "よ"]),
        Group(forms: ["いただ", "頂"], following: ["く", "き", "け", "い"]),
        Group(forms: ["取り消", "取消"]),
        Group(forms: ["読み込", "読込"]),
        Group(forms: ["組み込", "組込"]),
        Group(forms: ["切り替", "切替", "切り換", "切換"]),
        Group(forms: ["割り当", "割当"]),
        Group(forms: ["呼び出", "呼出"]),
        Group(forms: ["書き込", "書込"]),
        Group(forms: ["書き出", "書出"]),
        Group(forms: ["書き換", "書換"]),
        Group(forms: ["問い合わせ", "問合せ", "問い合せ", "問合わせ"]),
        Group(forms: ["組み合わせ", "組合せ", "組み合せ", "組合わせ"]),
        Group(forms: ["貼り付", "貼付"]),
        Group(forms: ["振る舞", "振舞"]),
        Group(forms: ["受け取", "受取"]),
        Group(forms: ["取り扱", "取扱"]),
        Group(forms: ["取り出", "取出"]),
        Group(forms: ["取り込", "取込"]),
        Group(forms: ["取り除", "取除"]),
        Group(forms: ["引き継", "引継"]),
        Group(forms: ["引き続", "引続"]),
        Group(forms: ["引き出", "引出"]),
        Group(forms: ["入れ替", "入替"]),
        Group(forms: ["申し込", "申込"]),
        Group(forms: ["読み取", "読取"]),
        Group(forms: ["差し替", "差替"]),
        Group(forms: ["差し引", "差引"]),
        Group(forms: ["置き換", "置換え"]),
        Group(forms: ["繰り返", "繰返"]),
        Group(forms: ["立ち上", "立上"]),
        Group(forms: ["払い戻", "払戻"]),
        Group(forms: ["打ち込", "打込"]),
    ]

    static let chinese: [Group] = [
        Group(forms: ["账户", "帐户"]),
        Group(forms: ["账号", "帐号"]),
        Group(forms: ["账单", "帐单"]),
        Group(forms: ["记账", "记帐"]),
        Group(forms: ["结账", "结帐"]),
        Group(forms: ["转账", "转帐"]),
        Group(forms: ["对账", "对帐"]),
        Group(forms: ["其他", "其它"]),
        Group(forms: ["唯一", "惟一"]),
        Group(forms: ["图像", "图象"]),
        Group(forms: ["成分", "成份"]),
        Group(forms: ["订阅", "定阅"]),
        Group(forms: ["订单", "定单"]),
        Group(forms: ["订购", "定购"]),
        Group(forms: ["想象", "想像"], notBeforeInRun: ["一样", "那样", "这样", "似的"].map { Array($0.utf16) }),
        Group(forms: ["好像", "好象"]),
        Group(forms: ["覆盖", "复盖"]),
        Group(forms: ["粘贴", "黏贴"]),
        Group(forms: ["模板", "模版"]),
        Group(forms: ["撤销", "撤消"]),
        Group(forms: ["计划", "计画"]),
        Group(forms: ["笔画", "笔划"]),
    ]

    /// The forms of a language's groups by their first UTF-16 unit, longest first.
    struct Table: Sendable {
        struct Form: Sendable {
            var units: [UInt16]
            var group: Int
        }
        let groups: [Group]
        let byFirst: [UInt16: [Form]]
        /// Whether a UTF-16 unit begins some form (most units of a text begin none).
        let isFirst: [Bool]
        /// Whether a form must begin and end at one of ICU's word boundaries (Chinese, whose words
        /// are not set apart: `其他` in `尤其他们`); Japanese forms are told apart by the
        /// characters around them instead.
        let wordBoundaries: Bool

        init(_ groups: [Group], wordBoundaries: Bool) {
            self.groups = groups
            self.wordBoundaries = wordBoundaries
            var byFirst: [UInt16: [Form]] = [:]
            for (index, group) in groups.enumerated() {
                for form in group.forms {
                    let units = Array(form.utf16)
                    byFirst[units[0], default: []].append(Form(units: units, group: index))
                }
            }
            self.byFirst = byFirst.mapValues { $0.sorted { $0.units.count > $1.units.count } }
            var isFirst = [Bool](repeating: false, count: 0x10000)
            for unit in byFirst.keys { isFirst[Int(unit)] = true }
            self.isFirst = isFirst
        }
    }

    static let japaneseTable = Table(japanese, wordBoundaries: false)
    static let chineseTable = Table(chinese, wordBoundaries: true)

    /// The table for documents in `language`, or nil.
    static func table(for language: String) -> Table? {
        if language == "ja" || language.hasPrefix("ja-") { return japaneseTable }
        if language == "zh" || language.hasPrefix("zh-") { return chineseTable }
        return nil
    }

    /// The key a group's spellings are tallied under: no katakana word's loose key begins with
    /// U+FFFF.
    static func key(ofGroup group: Int) -> [UInt16] { [keyMark, UInt16(group)] }
    static let keyMark: UInt16 = 0xFFFF

    /// Calls `body` with the group, the form as written and the UTF-16 span of every form of
    /// `table` in `analysis`'s lines outside code, in text order.
    static func forEachForm(in analysis: DocumentAnalysis, table: Table, _ body: (Int, String, Range<Int>) -> Void) {
        analysis.forEachLineOutsideCode(where: mayHoldCJK) { units, start in
            forEachForm(in: units, table: table) { group, text, range in
                body(group, text, (start + range.lowerBound)..<(start + range.upperBound))
            }
        }
    }

    /// Calls `body` with the group, the form as written and the span of every form of `table` in
    /// the UTF-16 text `units`, in text order.
    static func forEachForm(in units: [UInt16], table: Table, _ body: (Int, String, Range<Int>) -> Void) {
        var index = 0
        while index < units.count {
            guard table.isFirst[Int(units[index])], let candidates = table.byFirst[units[index]],
                let form = candidates.first(where: { matches($0, in: units, at: index, table: table) })
            else {
                index += 1
                continue
            }
            let end = index + form.units.count
            if table.wordBoundaries, !Self.isWord(index..<end, in: units) {
                index += 1
                continue
            }
            body(form.group, UTF16Transcoding.string(units[index..<end]), index..<end)
            index = end
        }
    }

    /// Whether ICU's word breaks for Chinese fall at both ends of `range`. Only the run of Han
    /// characters around it is broken: ICU's dictionary breaks each such run on its own, and a
    /// line of a transcript may be a whole paragraph.
    static func isWord(_ range: Range<Int>, in units: [UInt16]) -> Bool {
        let run = hanRun(around: range, in: units)
        if run == range { return true }
        guard let breaks = try? TextSegmentation.wordBreaks(in: Array(units[run]), locale: "zh") else { return false }
        return breaks.contains(range.lowerBound - run.lowerBound) && breaks.contains(range.upperBound - run.lowerBound)
    }

    /// `range` of `units` widened by the Han characters before and after it.
    static func hanRun(around range: Range<Int>, in units: [UInt16]) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, isHan(units[start - 1]) { start -= 1 }
        var end = range.upperBound
        while end < units.count, isHan(units[end]) { end += 1 }
        return start..<end
    }

    /// Whether `form` is written at `index` of `units` with what must and must not surround it.
    static func matches(_ form: Table.Form, in units: [UInt16], at index: Int, table: Table) -> Bool {
        let end = index + form.units.count
        guard end <= units.count, units[index..<end].elementsEqual(form.units) else { return false }
        let group = table.groups[form.group]
        // A kanji form right after another kanji is the end of a longer word (`変更に`, `不出来`).
        if !table.wordBoundaries, index > 0, isHan(form.units[0]), isHan(units[index - 1]) { return false }
        let next: Unicode.Scalar? = end < units.count ? Unicode.Scalar(units[end]) : nil
        if let following = group.following {
            guard let next, following.contains(next) else { return false }
        }
        if let next, group.notFollowing.contains(next) { return false }
        if !group.notBeforeInRun.isEmpty {
            var runEnd = end
            while runEnd < units.count, isHan(units[runEnd]) { runEnd += 1 }
            let run = units[end..<runEnd]
            if group.notBeforeInRun.contains(where: { word in
                run.indices.contains { run[$0...].starts(with: word) }
            }) {
                return false
            }
        }
        return true
    }

    /// Whether a UTF-16 unit is a CJK unified ideograph (or `々`, which repeats one).
    static func isHan(_ unit: UInt16) -> Bool {
        (0x4E00...0x9FFF).contains(unit) || (0x3400...0x4DBF).contains(unit) || unit == 0x3005
    }

    /// Whether UTF-8 `bytes` may hold kana or Han (lead bytes `E3`–`E9`).
    static func mayHoldCJK(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { $0 >= 0xE3 && $0 <= 0xE9 }
    }
}
