import CorpusModel

/// How many times one page of a Markdown parallel pair writes a name more often than the other
/// (outside code listings): the budget of `parity-api-mention` findings for that name.
///
/// Paragraph alignment of two translated pages is right most of the time, not always: where the
/// pages were cut or translated from different versions of the source, a paragraph group pairs
/// unrelated text, and a name that the other page writes two paragraphs further on looks missing.
/// A name the other page writes as often as this one was not lost, wherever the aligner put it; a
/// name written fewer times was lost (or renamed) that many times, and no more findings than that
/// are reported for it. With the English source page of the group at hand, a name the other page
/// writes at least as often as the source does is not missing there either: this page added it.
final class DocumentDeficit {
    /// The pages' prose, indexed once for every name counted (a long page writes thousands).
    private let here: CodeNameIndex
    private let there: CodeNameIndex
    private var taken: [String: Int] = [:]
    /// Each name's counts on this page, the other page and the source page, counted once.
    private var known: [String: (here: Int, there: Int, source: Int?)] = [:]

    /// The English page of the group, when there is one: the source both pages were translated from.
    private let source: CodeNameIndex?
    private let sourceLanguage: String

    /// The deficit of the page indexed by `there` against the page indexed by `here`
    /// (`index(of:)`), with the index of the page both were translated from when there is one (the
    /// findings' notes then say which of the two departs from it): a page's index serves every pair
    /// it is in.
    init(here: CodeNameIndex, there: CodeNameIndex, source: (index: CodeNameIndex, language: String)?) {
        self.here = here
        self.there = there
        self.source = source?.index
        sourceLanguage = source?.language ?? ""
    }

    /// A page's prose (`prose(of:)`) indexed for counting names.
    static func index(of analysis: DocumentAnalysis) -> CodeNameIndex {
        CodeNameIndex(Array(prose(of: analysis).unicodeScalars))
    }

    /// How often the source page writes `symbol` against this page and the other, as a note
    /// (`en page: 2×, ja: 2×, zh-Hans: 1×`); nil without a source page.
    func note(_ symbol: String, here language: String, there otherLanguage: String) -> String? {
        let counts = self.counts(symbol)
        guard let inSource = counts.source else { return nil }
        let verdict: String
        if inSource == counts.here {
            verdict = "the \(otherLanguage) page departs from the \(sourceLanguage) source"
        } else if inSource == counts.there {
            verdict = "this page departs from the \(sourceLanguage) source"
        } else {
            verdict = "both pages depart from the \(sourceLanguage) source"
        }
        return "'\(symbol)' is written \(inSource)× in the \(sourceLanguage) page, \(counts.here)× here, \(counts.there)× "
            + "in the \(otherLanguage) page: \(verdict)"
    }

    /// A document's text outside code listings (markup such as comments and URLs is already
    /// blanked in a checked document's text), code spans included: where a name is written, not
    /// only the aligned paragraphs (a code span alone on a line, such as a definition list's term,
    /// is outside every paragraph's prose).
    static func prose(of analysis: DocumentAnalysis) -> String {
        let locator = analysis.locator
        let lines = (1...max(1, locator.lineStarts.count)).lazy.filter { !analysis.codeLines.contains($0) }
        return lines.map { locator.text(locator.range(ofLine: $0)) }.joined(separator: "\n")
    }

    /// How many more times this page writes `symbol` (as a whole name, see
    /// `ParityAPIMentionRule.codeOccurrences`) than the other page, less the findings already
    /// reported for it.
    /// - Complexity: O(*k*) for the *k* places of the pages where the name's first two scalars are,
    ///   the first time a name is asked for; O(1) after.
    func missing(_ symbol: String) -> Int {
        let counts = self.counts(symbol)
        // The other page has every mention the source has: this page's extra mentions are its own (a
        // name where the source says "it"), and the other page lacks nothing.
        if let inSource = counts.source, inSource > 0, counts.there >= inSource { return 0 }
        return counts.here - counts.there - taken[symbol, default: 0]
    }

    /// Whether the other page does not write `symbol` (as a whole name) anywhere.
    func isAbsentThere(_ symbol: String) -> Bool { counts(symbol).there == 0 }

    /// `symbol`'s whole-name counts (see `ParityAPIMentionRule.codeOccurrences`) on the three pages.
    private func counts(_ symbol: String) -> (here: Int, there: Int, source: Int?) {
        if let known = known[symbol] { return known }
        let counts = (
            here: ParityAPIMentionRule.codeOccurrences(of: symbol, in: here),
            there: ParityAPIMentionRule.codeOccurrences(of: symbol, in: there),
            source: source.map { ParityAPIMentionRule.codeOccurrences(of: symbol, in: $0) }
        )
        known[symbol] = counts
        return counts
    }

    /// Counts a finding reported for `symbol`.
    func take(_ symbol: String) {
        taken[symbol, default: 0] += 1
    }
}
