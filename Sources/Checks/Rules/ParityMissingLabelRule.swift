import AlignmentKit
import GlossaryKit

/// `parity-missing-label`: a UI label or other quoted Latin string in one language of a parallel
/// group has no counterpart in the aligned text of another (the Chinese session quotes
/// `“Create Offer”` where the Japanese writes `ボタンをクリックして`).
///
/// Labels are quoted Latin strings that start with a capital letter or digit (UI labels are
/// capitalised; `“true”` is a value), and quoted strings that are glossary UI terms (terms with a
/// `termLocation`, such as `确认`). A label counts as present when the aligned paragraphs of the
/// other document contain it (case, width and spaces ignored) or, for a glossary UI term, any term
/// of its concept. It counts as translated when the aligned phrases of the other document hold at
/// least as many quotations as this side's. Otherwise the label is reported where it is quoted,
/// with the aligned text of the other document in the notes.
///
/// A label is also present when the other side writes it unquoted with other spacing, punctuation
/// or a plural `s` (`Hello WWDC` for `“Hello WWDC!”`, `UIScrollView.DecelerationRate`), or, for a
/// label that is an English glossary term, names its concept in any of its terms. Time-cut subtitle
/// transcripts translate labels more freely, so there a label also counts as translated when:
/// - the other side quotes a translation (a quotation in its own script) in the label's phrase
///   bead or the linked beads next to it, or quotes at least as much in the aligned paragraphs and
///   their neighbours (`“扫描和检测3D对象”` for `“Scanning and detecting 3D objects”`);
/// - the other side keeps the first word of a label of several words and translates the rest
///   (`CG画像` for `“CG image”`);
/// - the group's English transcript, the speech both translations come from, writes the label only
///   as an ordinary lowercase word (`call it fitness`, `tap dismiss`): what one translation quotes,
///   the other renders as a word of its own (`健身`).
struct ParityMissingLabelRule: CheckRule {
    let descriptor = RuleDescriptor.parityMissingLabel

    func findings(in context: CheckContext) -> [Diagnostic] {
        var uiConcepts: [String: Int] = [:]
        var englishConcepts: [String: Int] = [:]
        for (conceptIndex, language, term) in context.glossary.allTerms {
            if term.termLocation != nil { uiConcepts[containmentKey(term.text)] = conceptIndex }
            if language == "en" { englishConcepts[containmentKey(term.text)] = conceptIndex }
        }
        // The English transcript of each parallel group: the speech that subtitle translations share.
        var english: [String: DocumentAnalysis] = [:]
        for analysis in context.analyses where analysis.language == "en" {
            if let group = analysis.document.parallelGroup { english[group] = analysis }
        }
        var result: [Diagnostic] = []
        for pair in context.pairs {
            for (a, b) in [(pair.source, pair.target), (pair.target, pair.source)] {
                let analysisA = context.analyses[a.analysis]
                let analysisB = context.analyses[b.analysis]
                let quotesA = analysisA.quotations
                let quotesB = analysisB.quotations
                guard !quotesA.isEmpty else { continue }
                let speech = a.isTimeCut ? analysisA.document.parallelGroup.flatMap { english[$0] } : nil
                // The other side's text and concepts per set of paragraphs, and what each label test
                // answered on them: a document written on one line is one paragraph, which every bead
                // would otherwise copy and search again.
                var texts: [[Int]: String] = [:]
                var concepts: [[Int]: Set<Int>] = [:]
                var answers: [LabelTest: Bool] = [:]
                func text(of paragraphs: [Int]) -> String {
                    if let known = texts[paragraphs] { return known }
                    let text = b.text(ofParagraphs: paragraphs, in: analysisB)
                    texts[paragraphs] = text
                    return text
                }
                func answer(_ test: LabelTest, _ compute: () -> Bool) -> Bool {
                    if let known = answers[test] { return known }
                    let value = compute()
                    answers[test] = value
                    return value
                }
                for (beadIndex, bead) in pair.beads.enumerated() {
                    let unitsA = a.analysis == pair.source.analysis ? bead.source : bead.target
                    let unitsB = a.analysis == pair.source.analysis ? bead.target : bead.source
                    // A quotation belongs to the bead where it starts.
                    let here = quotesA.filter { quote in
                        unitsA.contains { a.unitSpans[$0].contains(quote.utf16Range.lowerBound) }
                    }
                    guard !here.isEmpty else { continue }
                    let (paragraphsA, paragraphsB) = Self.linkedParagraphs(of: unitsA, side: a, pair: pair)
                    guard !paragraphsB.isEmpty else { continue }
                    // Translated, not missing, when the other side quotes as much: in the aligned phrases
                    // (any quotation overlapping them: phrases may split inside quotation marks), or in
                    // the aligned paragraphs.
                    if !unitsB.isEmpty {
                        let spanB = b.span(ofUnits: unitsB)
                        if quotesB.filter({ $0.utf16Range.overlaps(spanB) }).count >= here.count { continue }
                    }
                    let quotedA = quotesA.filter { q in paragraphsA.contains { a.paragraphSpans[$0].contains(q.utf16Range.lowerBound) } }
                    // Subtitle paragraphs are cut by time: the neighbours of the aligned ones count.
                    let quotingB = b.isTimeCut ? b.widened(paragraphsB) : paragraphsB
                    let quotedB = quotesB.filter { q in
                        quotingB.contains { b.paragraphSpans[$0].contains(q.utf16Range.lowerBound) }
                    }
                    guard quotedB.count < quotedA.count else { continue }
                    if b.isTimeCut, bead.isLinked,
                        let span = pair.counterpartSpan(ofBead: beadIndex, radius: 1, from: a),
                        quotesB.contains(where: { span.overlaps($0.utf16Range) && !$0.isLatin })
                    {
                        continue
                    }
                    let wider = b.widened(paragraphsB)
                    let widerTextB = text(of: wider)
                    let conceptsB =
                        concepts[wider]
                        ?? Set(wider.flatMap { analysisB.occurrences(in: b.paragraphSpans[$0]) }.map(\.conceptIndex))
                    concepts[wider] = conceptsB
                    for quote in here {
                        let key = containmentKey(quote.text)
                        let uiConcept = uiConcepts[key]
                        guard (quote.isLatin && quote.isCapitalised) || uiConcept != nil,
                            !answer(
                                LabelTest(.containsWords, quote.text, wider), { containsWords(widerTextB, quote.text) })
                        else { continue }
                        if let concept = uiConcept ?? englishConcepts[key], conceptsB.contains(concept) { continue }
                        let longLabel = LatinRuns.key(of: quote.text).count >= 8
                        if quote.isLatin,
                            answer(
                                LabelTest(.latinRun, quote.text, wider),
                                { LatinRuns.contains(quote.text, in: widerTextB, plural: longLabel) })
                        {
                            continue
                        }
                        if let speech,
                            answer(
                                LabelTest(.ordinaryWord, quote.text, []),
                                { Self.isOrdinaryWord(quote.text, inSpeech: speech.document.text) })
                        {
                            continue
                        }
                        if b.isTimeCut, quote.isLatin,
                            answer(
                                LabelTest(.firstWordKept, quote.text, wider),
                                { LatinRuns.keepsFirstWord(of: quote.text, in: widerTextB) })
                        {
                            continue
                        }
                        let alignedText = unitsB.isEmpty ? text(of: paragraphsB) : b.text(ofUnits: unitsB)
                        let line = analysisB.locator.line(of: unitsB.first.map { b.unitSpans[$0].lowerBound } ?? b.paragraphSpans[paragraphsB[0]].lowerBound)
                        var found = finding(
                            at: analysisA.location(of: quote.utf16Range),
                            message: "UI label '\(quote.text)' has no counterpart in the aligned \(analysisB.language) text "
                                + "(\(analysisB.id):\(line))",
                            text: quote.text,
                            notes: ["aligned \(analysisB.language) text: '\(excerpt(alignedText))'"])
                        if b.isTimeCut, quote.isLatin {
                            // Subtitles translate most labels as words (`Favorites` 收藏夹, `Book` 本), which
                            // only a bilingual dictionary could tell from a dropped label: 1 of 17
                            // reviewed perf-corpus findings was a lost label. A Latin spelling close to
                            // the label's stays a warning (`NSKeyUnarchiveder`, the one).
                            if let near = LatinRuns.nearSpelling(of: quote.text, in: widerTextB) {
                                found.notes.append("the \(analysisB.language) text has a close spelling (letters and digits): '\(near)'")
                            } else {
                                found.severity = .info
                                found.notes.append(
                                    "subtitles often translate a UI label as words; the \(analysisB.language) text may say it in its own words")
                            }
                        }
                        result.append(found)
                    }
                }
            }
        }
        return result
    }

    /// Whether the speech writes `label` only as an ordinary word: at least once whatever the case,
    /// never with the label's capitals (`fitness` in `I'm going to call it fitness`, for `Fitness`).
    /// - Complexity: O(*n*) in the length of the speech.
    static func isOrdinaryWord(_ label: String, inSpeech speech: String) -> Bool {
        guard wordOccurrences(of: label, in: speech, limit: 1) > 0 else { return false }
        var rest = speech.startIndex..<speech.endIndex
        while let range = speech.range(of: label, range: rest) {
            rest = range.upperBound..<speech.endIndex
            let before = range.lowerBound > speech.startIndex ? speech[speech.index(before: range.lowerBound)] : " "
            let after = range.upperBound < speech.endIndex ? speech[range.upperBound] : " "
            func isWord(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber) }
            if !isWord(before), !isWord(after) { return false }
        }
        return true
    }

    /// The paragraphs of the paragraph link that holds `units` on `side`, and the paragraphs
    /// linked to them on the other side (empty when they are unaligned).
    static func linkedParagraphs(of units: [Int], side: ParallelPair.Side, pair: ParallelPair) -> (own: [Int], other: [Int]) {
        let paragraphs = Set(units.map { side.units[$0].paragraph })
        let isSource = side.analysis == pair.source.analysis
        for link in pair.paragraphLinks {
            let group = isSource ? link.source : link.target
            if !paragraphs.isDisjoint(with: group) { return (group, isSource ? link.target : link.source) }
        }
        return (paragraphs.sorted(), [])
    }
}
