import CorpusModel
import TextKit

/// `cjk-spacing`: a Latin word set off from the Japanese or Chinese text beside it otherwise than
/// the rest of its page sets them: `创建 Pod并指定` on a page that writes a space between Chinese and
/// Latin words everywhere else, `### Pod テンプレート` on one that writes `Podテンプレート`.
///
/// Styles differ — the Kubernetes Chinese pages space Latin words (8,634 places against 12), its
/// Japanese pages do not (8,668 against 50), MDN's Japanese pages do (5,120 against 76) — so the
/// page's own style is the measure: in a Markdown page or an article with 20 such places or more,
/// where one style holds 90% of them, each place written the other way is reported. A place is a
/// Latin word of two letters or more (`Pod`, `X.509`, `Node.js`; not a variable such as `N`, not a
/// number, whose spacing follows its unit, not a URL, not a code span's content, which its
/// backticks set off, not the inner edge of a phrase of English words) beside a Han character or
/// kana, touching it or one written space away (markup, such as a link's brackets, is blank in the
/// text the rules read and is no space). Code listings are not read, nor transcripts, whose spaces
/// are phrase breaks.
struct CJKSpacingRule: CheckRule {
    let descriptor = RuleDescriptor.cjkSpacing

    /// Places a page needs before its style is taken, and the share the style must hold.
    static let minimumPlaces = 20
    static let styleShare = 0.9

    /// A Latin word beside CJK text, and how they meet.
    struct Place {
        /// The UTF-16 span of the CJK character, the space if any and the word, in the document.
        var span: Range<Int>
        var spaced: Bool
        /// That span's text, as written.
        var text: String
        /// `text` the other way (a space added or taken out).
        var otherWay: String
    }

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for analysis in context.analyses where CJKPunctuationRule.usesFullWidth(analysis.language) {
            guard analysis.isWritten, !analysis.document.isAppStringValues else { continue }
            result += findings(in: analysis)
        }
        return result
    }

    func findings(in analysis: DocumentAnalysis) -> [Diagnostic] {
        let places = Self.places(in: analysis)
        let spaced = places.filter(\.spaced).count
        guard places.count >= Self.minimumPlaces else { return [] }
        let usualSpaced: Bool
        if Double(spaced) >= Self.styleShare * Double(places.count) {
            usualSpaced = true
        } else if Double(places.count - spaced) >= Self.styleShare * Double(places.count) {
            usualSpaced = false
        } else {
            return []
        }
        let usual = usualSpaced ? spaced : places.count - spaced
        let script = analysis.language.hasPrefix("zh") ? "Chinese" : "Japanese"
        return places.filter { $0.spaced != usualSpaced }.map { place in
            finding(
                at: analysis.location(of: place.span),
                message: "'\(place.text)' is written \(place.spaced ? "with" : "without") a space between the \(script) and "
                    + "the Latin word, where this page writes \(usualSpaced ? "one" : "none") in \(usual) places of \(places.count)",
                text: place.text, suggestion: place.otherWay)
        }
    }

    /// Every place of `analysis` where a Latin word meets Han characters or kana, in text order.
    static func places(in analysis: DocumentAnalysis) -> [Place] {
        let locator = analysis.locator
        // Code spans: their backticks are blank in the text, their content is not, and a name in
        // code is set off by its backticks, not by spacing (`` た`CloudProvider`を ``).
        let code = UnknownTermRule.Coverage(Self.ranges(analysis.document.document.codeSpans, in: locator))
        // Markup is blank too: a space there may be a link's bracket (`は[oom_killer](…)に`), not one written.
        let markup = UnknownTermRule.Coverage(Self.ranges(analysis.document.document.markup, in: locator))
        func inCode(_ offset: Int) -> Bool { code.overlaps(offset..<(offset + 1)) }
        func written(_ offset: Int) -> Bool { !markup.overlaps(offset..<(offset + 1)) }
        var places: [Place] = []
        analysis.forEachLineOutsideCode(where: WordForms.mayHoldCJK) { units, start in
            var index = 0
            while index < units.count {
                guard isLatin(units[index]), index == 0 || !isWordPart(units[index - 1]) else {
                    index += 1
                    continue
                }
                var end = index
                while end < units.count, isWordPart(units[end]) { end += 1 }
                // A word's inner `.` `-` `_` `+` `#` (`X.509`, `Node.js`, `C++`), not a trailing one.
                while end > index, !isLatin(units[end - 1]), !isDigit(units[end - 1]) { end -= 1 }
                defer { index = max(end, index + 1) }
                let word = units[index..<end]
                // Not a variable (`N`); a version is a word (`X.509`).
                let letters = word.filter(isLatin).count
                guard letters >= 2 || word.contains(where: isDigit), !isURL(word), !inCode(start + index) else { continue }
                // A phrase of English words (`Docker Swarm モード`, `path operation デコレータ`) is
                // set off as a whole, as writers who space none elsewhere may: its inner edges are
                // no places.
                let phraseBefore = index >= 2 && units[index - 1] == 0x20 && (isLatin(units[index - 2]) || isDigit(units[index - 2]))
                let phraseAfter = end + 1 < units.count && units[end] == 0x20 && isLatin(units[end + 1])
                // Before the word, then after it: the CJK character, the space if any, the word.
                if !phraseAfter, index >= 1, isCJKLetter(units[index - 1]) {
                    places.append(place(units, from: index - 1, to: end, spaced: false, at: 1, start: start))
                } else if !phraseAfter, index >= 2, units[index - 1] == 0x20, isCJKLetter(units[index - 2]), written(start + index - 1) {
                    places.append(place(units, from: index - 2, to: end, spaced: true, at: 1, start: start))
                }
                if !phraseBefore, end < units.count, isCJKLetter(units[end]) {
                    places.append(place(units, from: index, to: end + 1, spaced: false, at: end - index, start: start))
                } else if !phraseBefore, end + 1 < units.count, units[end] == 0x20, isCJKLetter(units[end + 1]), written(start + end) {
                    places.append(place(units, from: index, to: end + 2, spaced: true, at: end - index, start: start))
                }
            }
        }
        return places
    }

    /// The UTF-16 ranges of `spans` in the document.
    static func ranges(_ spans: [SourceSpan], in locator: TextLocator) -> [Range<Int>] {
        spans.map { locator.offset(line: $0.line, column: $0.column)..<locator.offset(line: $0.endLine, column: $0.endColumn) }
    }

    /// The place `from..<to` of a line's `units` (starting at `start` in the document), whose
    /// space is, or would be, at `gap` units from `from`.
    private static func place(_ units: [UInt16], from: Int, to: Int, spaced: Bool, at gap: Int, start: Int) -> Place {
        var other = Array(units[from..<to])
        if spaced { other.remove(at: gap) } else { other.insert(0x20, at: gap) }
        return Place(
            span: (start + from)..<(start + to), spaced: spaced, text: UTF16Transcoding.string(units[from..<to]),
            otherWay: UTF16Transcoding.string(other[...]))
    }

    static func isLatin(_ unit: UInt16) -> Bool { (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) }
    static func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }
    /// Letters, digits and the marks inside a word or version (`X.509`, `Node.js`, `C++`, `kube-proxy`).
    static func isWordPart(_ unit: UInt16) -> Bool {
        isLatin(unit) || isDigit(unit) || unit == 0x2E || unit == 0x2D || unit == 0x5F || unit == 0x2B || unit == 0x23
            || unit == 0x2F || unit == 0x3A
    }
    static func isURL(_ word: ArraySlice<UInt16>) -> Bool {
        let text = UTF16Transcoding.string(word)
        return text.contains("://") || text.hasPrefix("www.")
    }
    static func isCJKLetter(_ unit: UInt16) -> Bool { CJKPunctuationDocumentRule.isCJKLetter(unit) }
}
