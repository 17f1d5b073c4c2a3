import CorpusModel
import Foundation
import GlossaryKit

/// `parity-api-mention`: an API symbol mentioned in the prose of one language of a parallel
/// group is missing from the aligned paragraphs of another (and, in subtitle transcripts, from their
/// neighbours: time-cut paragraphs do not end at the same words in two languages).
///
/// Only code-shaped symbols are compared (see `isCodeShaped(_:)`): product and feature names are
/// translated or dropped legitimately; in Markdown pages, so is every code span holding one name
/// (`` `kubectl` ``, `` `nodeName` ``, see `InlineCode`). A symbol counts as present when the other side's aligned paragraphs contain it, or its base
/// name (the last component before any parameter list: `purchase` for
/// `Product.purchase(options:)`), or a glossary term of a concept linked to it (`トランザクション`
/// for `Transaction`). Each missing symbol is reported once per linked paragraph group, at its first
/// mention. A symbol the other side writes with different letter case (`InAppPurchase` and
/// `inAppPurchase`) is reported once, on the target side, as a case mismatch.
///
/// In subtitle transcripts a name also counts as present when the other side writes it as the
/// speaker said it or as a cue broke it (spaces, hyphens, case or a plural `s` aside, see
/// `LatinRuns`), and, where the mention's phrase bead scores below the subtitle threshold, when it
/// is one paragraph further out.
struct ParityAPIMentionRule: CheckRule {
    let descriptor = RuleDescriptor.parityAPIMention

    func findings(in context: CheckContext) -> [Diagnostic] {
        var conceptsBySymbol: [String: [Int]] = [:]
        for (index, concept) in context.glossary.concepts.enumerated() {
            for symbol in concept.symbols { conceptsBySymbol[Self.baseName(symbol).lowercased(), default: []].append(index) }
            // A type named after the concept (`PersistentVolumeClaim` for "Persistent Volume Claim"),
            // which translations may write as the concept's term.
            let name = String(concept.englishName.lowercased().filter { $0.isLetter || $0.isNumber })
            if name.count >= 6, conceptsBySymbol[name]?.contains(index) != true { conceptsBySymbol[name, default: []].append(index) }
        }
        // Each Markdown page's prose indexed once for the pairs it is in (both directions of a pair,
        // and the English page for both of the others).
        var proseIndexes: [Int: CodeNameIndex] = [:]
        func proseIndex(_ analysis: Int) -> CodeNameIndex {
            if let known = proseIndexes[analysis] { return known }
            let index = DocumentDeficit.index(of: context.analyses[analysis])
            proseIndexes[analysis] = index
            return index
        }
        var result: [Diagnostic] = []
        for pair in context.pairs {
            for (a, b) in [(pair.source, pair.target), (pair.target, pair.source)] {
                let analysisA = context.analyses[a.analysis]
                let analysisB = context.analyses[b.analysis]
                var mentions: [Int: [Mention]] = [:]
                for mention in analysisA.document.document.apiMentions where mention.origin == .prose && Self.isCodeShaped(mention.symbol) {
                    guard let paragraph = a.paragraph(line: mention.line, column: mention.column, in: analysisA) else { continue }
                    mentions[paragraph, default: []].append(Mention(symbol: mention.symbol, line: mention.line, column: mention.column))
                }
                // In Markdown a code span is code whatever its shape (`kubectl`, `nodeName`).
                // A placeholder (`<node-name>`, `65536 x <maxPods>`) is meant to be translated.
                for code in InlineCode.all(in: analysisA) where !(code.text.contains("<") && code.text.contains(">")) {
                    guard let paragraph = a.paragraph(containing: code.utf16Range.lowerBound) else { continue }
                    let (line, column) = analysisA.locator.location(of: code.utf16Range.lowerBound)
                    mentions[paragraph, default: []].removeAll { $0.symbol == code.text && $0.line == line }
                    mentions[paragraph, default: []].append(
                        Mention(symbol: code.text, line: line, column: column, codeSpan: code.utf16Range))
                }
                guard !mentions.isEmpty else { continue }
                if a.isTimeCut { mentions = mentions.mapValues { Self.joiningCueSplits($0, in: analysisA) } }
                let isSource = a.analysis == pair.source.analysis
                // Markdown: a name is missing only where the other page writes it fewer times in all
                // (see `DocumentDeficit`), and it is reported at most that many times.
                var deficit: DocumentDeficit?
                if analysisA.document.document.kind == .markdown {
                    let source = Self.englishPage(of: analysisA, in: context)
                    deficit = DocumentDeficit(
                        here: proseIndex(a.analysis), there: proseIndex(b.analysis),
                        source: source.map { (proseIndex($0), context.analyses[$0].language) })
                }
                // `absent`: the message when the other page does not write the name at all (Markdown).
                var candidates: [(symbol: String, confidence: Double, paragraphsB: [Int], finding: Diagnostic, absent: String?)] = []
                for link in pair.paragraphLinks {
                    let paragraphsA = isSource ? link.source : link.target
                    let paragraphsB = isSource ? link.target : link.source
                    let here = paragraphsA.flatMap { mentions[$0] ?? [] }
                    guard !here.isEmpty else { continue }
                    let textB = b.text(ofParagraphs: b.widened(paragraphsB), in: analysisB)
                    // Searched for every name of the paragraphs: taken apart once.
                    let scalarsB = Array(textB.unicodeScalars)
                    let conceptsB = Set(b.widened(paragraphsB).flatMap { analysisB.occurrences(in: b.paragraphSpans[$0]) }.map(\.conceptIndex))
                    var reported: Set<String> = []
                    for mention in here where !reported.contains(mention.symbol) {
                        let base = Self.baseName(mention.symbol)
                        var confidence = 1.0
                        if deficit != nil {
                            // The other page writes the name as often as this one: the aligned
                            // paragraphs are not each other's counterparts (two pages cut or
                            // translated from different versions), not a lost name.
                            guard let deficit, deficit.missing(mention.symbol) > 0 else { continue }
                            let start = mention.codeSpan?.lowerBound
                                ?? analysisA.locator.offset(line: mention.line, column: mention.column)
                            // How sure the alignment is here: another name both sides write as code, or
                            // the score of the mention's phrase bead. The most confident places of a name
                            // are reported first, up to its deficit.
                            let shared = here.contains { other in
                                other.symbol != mention.symbol && Self.codeOccurrences(of: other.symbol, in: scalarsB) > 0
                            }
                            confidence = shared ? 1 : Self.beadScore(of: start..<(start + mention.symbol.utf16.count), side: a, in: pair)
                            // The plural or a family (`ClusterRoleBindings`, `kube_pod_overhead_*`) is the name.
                            if Self.variants(of: mention.symbol).contains(where: { Self.codeOccurrences(of: $0, in: scalarsB) > 0 }) {
                                continue
                            }
                        }
                        if mention.codeSpan != nil {
                            // A code span is compared as a whole word (`v1` is not in `v1alpha2`),
                            // and by count: a sentence that lost it while a neighbour kept it is
                            // found through its phrase bead.
                            // Markdown paragraphs of two languages are cut differently (a list item,
                            // a line of its own): the neighbours of the aligned paragraphs count, and
                            // spacing inside the code does not (`100+$ordinal`, `100 + $ordinal`).
                            let near = b.text(ofParagraphs: Self.neighbourhood(of: paragraphsB, in: b), in: analysisB)
                            if Self.codeOccurrences(of: mention.symbol, in: near) > 0,
                                Self.codeOccurrences(of: mention.symbol, in: scalarsB) == 0
                            {
                                // Where the page lost the name somewhere, this place stays a candidate,
                                // after every place whose neighbours lack it too.
                                guard deficit != nil else { continue }
                                confidence -= 1
                            }
                            // A code span that is not code-shaped is compared only where its phrase is
                            // confidently aligned: where the two pages' structure differs (one
                            // translation older than the other), paragraph groups pair unrelated text.

                            let there = Self.codeOccurrences(of: mention.symbol, in: scalarsB)
                            if there > 0 {
                                let count = here.filter { $0.symbol == mention.symbol && $0.codeSpan != nil }.count
                                let spans = here.filter { $0.symbol == mention.symbol }.compactMap(\.codeSpan)
                                guard there < count,
                                    let lost = Self.lostSentence(spans, side: a, other: b, in: pair, otherText: analysisB, symbol: mention.symbol)
                                else { continue }
                                reported.insert(mention.symbol)
                                let missing = here.first { $0.codeSpan == lost.span } ?? mention
                                candidates.append((mention.symbol, confidence, paragraphsB, finding(
                                    at: analysisA.location(line: missing.line, column: missing.column, covering: missing.symbol),
                                    message: "'\(missing.symbol)' is mentioned here but not in the aligned \(analysisB.language) "
                                        + "sentence (\(analysisB.id):\(analysisB.locator.line(of: lost.otherStart)))",
                                    text: missing.symbol,
                                    notes: ["aligned \(analysisB.language) sentence: '\(excerpt(lost.otherText))'"]), nil))
                                continue
                            }
                        } else if Self.contains(textB, mention.symbol) || Self.contains(textB, base) {
                            continue
                        }
                        // What the reader is sent to: the other side of the mention's phrase bead
                        // when it lies in the paragraphs searched, else their first line.
                        let start = mention.codeSpan?.lowerBound ?? analysisA.locator.offset(line: mention.line, column: mention.column)
                        let searched = b.widened(paragraphsB).map { b.paragraphSpans[$0] }
                        let counterpartBead = pair.counterpartBead(at: start, on: a)
                        let counterpart = counterpartBead.flatMap { pair.counterpartSpan(ofBead: $0, radius: 0, from: a) }.flatMap { span in
                            searched.contains { $0.overlaps(span) } ? span : nil
                        }
                        let line = counterpart.map { analysisB.locator.line(of: $0.lowerBound) }
                            ?? paragraphsB.first.map { analysisB.locator.line(of: b.paragraphSpans[$0].lowerBound) } ?? 0
                        let variant = Self.caseVariant(of: mention.symbol, in: textB)
                        // A Markdown code span against prose that capitalises only its first letter
                        // (`kubelet`, `Kubelet` opening a sentence) is the same name.
                        if mention.codeSpan != nil, let written = variant, written.dropFirst() == mention.symbol.dropFirst() {
                            continue
                        }
                        if let written = variant {
                            // Reported once, on the target side.
                            guard !isSource else { continue }
                            reported.insert(mention.symbol)
                            let writtenAt = Self.offset(of: written, in: searched, of: analysisB, near: counterpart?.lowerBound ?? start)
                            let writtenLine = writtenAt.map { analysisB.locator.line(of: $0) } ?? line
                            candidates.append((mention.symbol, confidence, paragraphsB, finding(
                                at: analysisA.location(line: mention.line, column: mention.column, covering: mention.written ?? mention.symbol),
                                message: "API '\(mention.symbol)' is written '\(written)' in the aligned \(analysisB.language) text "
                                    + "(\(analysisB.id):\(writtenLine)); one of them has the wrong case",
                                text: mention.written ?? mention.symbol), nil))
                            continue
                        }
                        // Subtitles write a name as the speaker said it or as a cue broke it
                        // (`MPS Matrix Copy to Image Kernel`, `touch-down`, `willSpeakRangeOfSpeech String`,
                        // `bannerImageURL` for `bannerImageURLs`). Where the mention's phrase bead is
                        // weak, the aligner cannot say where its counterpart went: the next paragraph
                        // out on each side counts too.
                        if b.isTimeCut, mention.codeSpan == nil {
                            let sure = pair.linkedBead(at: start, on: a).map {
                                pair.beads[$0].score >= ParityNumberMismatchRule.minimumSubtitleBeadScore
                            } ?? false
                            let wider = Self.neighbourhood(of: b.widened(paragraphsB), in: b)
                            let near = sure ? textB : b.text(ofParagraphs: wider, in: analysisB)
                            if LatinRuns.contains(mention.symbol, in: near, plural: true) { continue }
                        }
                        // In subtitles, the end of a longer name in the other side's sentence: the class
                        // the speaker named as a variable (`NSGridView` for `gridView`), a method written
                        // with its receiver (`workoutBuilderDidCollectEvent` for `didCollectEvent`).
                        // (A Markdown page's code is written, not said: `overhead` is not `PodOverhead`.)
                        if b.isTimeCut, mention.codeSpan == nil, let bead = counterpartBead,
                            let near = pair.counterpartSpan(ofBead: bead, radius: 1, from: a),
                            Self.endsLongerName(mention.symbol, in: analysisB.locator.text(near))
                        {
                            continue
                        }
                        let key = base.lowercased()
                        if let concepts = conceptsBySymbol[key] ?? conceptsBySymbol[String(key.dropLast())], key.hasSuffix("s") || conceptsBySymbol[key] != nil,
                            !conceptsB.isDisjoint(with: concepts)
                        {
                            continue
                        }
                        reported.insert(mention.symbol)
                        candidates.append((mention.symbol, confidence, paragraphsB, finding(
                            at: analysisA.location(line: mention.line, column: mention.column, covering: mention.written ?? mention.symbol),
                            message: "API '\(mention.symbol)' is mentioned here but not in the aligned \(analysisB.language) text "
                                + "(\(analysisB.id):\(line))",
                            text: mention.written ?? mention.symbol,
                            notes: ["aligned \(analysisB.language) text: '\(excerpt(counterpart.map { analysisB.shownText($0) } ?? textB))'"]),
                            "API '\(mention.symbol)' is mentioned here but nowhere in the \(analysisB.language) page "
                                + "(its aligned text: \(analysisB.id):\(line))"))
                    }
                }
                guard let deficit else {
                    result += candidates.map(\.finding)
                    continue
                }
                // Markdown: each name's most confident places first, as many as the other page lacks.
                let ranked = candidates.enumerated().sorted {
                    ($0.element.confidence, -$0.offset) > ($1.element.confidence, -$1.offset)
                }
                var kept: [Int] = []
                for (index, candidate) in ranked where deficit.missing(candidate.symbol) > 0 {
                    deficit.take(candidate.symbol)
                    kept.append(index)
                }
                result += kept.sorted().map { index in
                    let candidate = candidates[index]
                    var finding = candidate.finding
                    // Where the other page never writes the name, the aligned text is only where it
                    // would be (a page translated from another version pairs unrelated text there).
                    if let absent = candidate.absent, deficit.isAbsentThere(candidate.symbol) { finding.message = absent }
                    if let note = deficit.note(candidate.symbol, here: analysisA.language, there: analysisB.language) {
                        finding.notes.append(note)
                    }
                    // A one-word name (`frontend`, `data`, `value`) is often translated on purpose as the
                    // word it is; unless the other side put its translation in code, that is information.
                    if Self.isOrdinaryWord(candidate.symbol),
                        !Self.hasTranslatedCode(in: b.widened(candidate.paragraphsB), of: b, analysisB)
                    {
                        finding.severity = .info
                        finding.notes.append("'\(candidate.symbol)' is also an English word, which translations may render as prose")
                    }
                    return finding
                }
            }
        }
        return result
    }

    /// Whether a name is one lowercase English-like word (`frontend`, `data`): letters only, at
    /// most 12 of them.
    static func isOrdinaryWord(_ symbol: String) -> Bool {
        (2...12).contains(symbol.count) && symbol.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
    }

    /// Whether some paragraphs of a Markdown side hold a code span with text other than ASCII: a
    /// name translated but kept in code (`` `オーバーヘッド` `` for `` `overhead` ``).
    static func hasTranslatedCode(in paragraphs: [Int], of side: ParallelPair.Side, _ analysis: DocumentAnalysis) -> Bool {
        let spans = paragraphs.map { side.paragraphSpans[$0] }
        let locator = analysis.locator
        return analysis.document.document.codeSpans.contains { code in
            let start = locator.offset(line: code.line, column: code.column)
            let end = locator.offset(line: code.endLine, column: code.endColumn)
            guard start < end, end <= locator.unitCount, spans.contains(where: { $0.overlaps(start..<end) }) else {
                return false
            }
            return locator.units(in: start..<end).contains { $0 > 0x7F }
        }
    }

    /// Where the run's analyses hold the English page of a translated page's parallel group (the
    /// source of the translations), if the run has one.
    static func englishPage(of analysis: DocumentAnalysis, in context: CheckContext) -> Int? {
        guard let group = analysis.document.parallelGroup, analysis.language != "en" else { return nil }
        return context.analyses.firstIndex { $0.language == "en" && $0.document.parallelGroup == group }
    }

    /// A name mentioned in one side's prose, or written as a code span there.
    struct Mention {
        var symbol: String
        var line: Int
        var column: Int
        /// The UTF-16 span of the code span's content, for code spans.
        var codeSpan: Range<Int>? = nil
        /// The text as written, where it is not `symbol` (a name a subtitle cue split in two).
        var written: String? = nil
    }

    /// Prose mentions of a subtitle transcript with a name that a cue split in two joined again:
    /// a name, one space, and a name that goes on with a capital letter (`interruptSpokenAudio
    /// AndMixWithOthers`, `automaticallyAdjusts ScrollViewInsets`) are one name, reported once.
    /// A lowercase second name is another (an argument label, `playerData forRank`; a list), and so is
    /// a name said again (`TVDigitEntryViewController TVDigitEntryViewController`).
    static func joiningCueSplits(_ mentions: [Mention], in analysis: DocumentAnalysis) -> [Mention] {
        var result: [Mention] = []
        for mention in mentions.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            if let last = result.last, last.codeSpan == nil, mention.codeSpan == nil, last.line == mention.line,
                mention.column == last.column + (last.written ?? last.symbol).unicodeScalars.count + 1,
                analysis.locator.unit(at: analysis.locator.offset(line: mention.line, column: mention.column) - 1) == 0x20,
                let first = mention.symbol.unicodeScalars.first, ("A"..."Z").contains(first),
                // A name said again in full is no second half (`PlayerItemErrorLog AVPlayerItemErrorLog`).
                !mention.symbol.lowercased().contains(last.symbol.lowercased()),
                !last.symbol.lowercased().contains(mention.symbol.lowercased()),
                last.symbol.unicodeScalars.allSatisfy(LatinRuns.isASCIIAlphanumeric)
            {
                result[result.count - 1] = Mention(
                    symbol: last.symbol + mention.symbol, line: last.line, column: last.column,
                    written: (last.written ?? last.symbol) + " " + mention.symbol)
                continue
            }
            result.append(mention)
        }
        return result
    }

    /// How many times `text` has `code` as a whole name: white space ignored on both sides, and
    /// no letter, digit or `_ . - / $` right before or after it (`v1` is not in `v1alpha2`,
    /// `selector` not in `spec.selectors`). A leading `.` is how field paths are written relative
    /// to an object (`.spec.selector` for `spec.selector`): it is neither required nor in the way;
    /// a name without a dot is found as the last field of a path too (`ttlSecondsAfterFinished`
    /// in `.spec.ttlSecondsAfterFinished`), but not as its first (`spec` is not in `spec.selector`).
    static func codeOccurrences(of code: String, in text: String) -> Int {
        codeOccurrences(of: code, in: Array(text.unicodeScalars))
    }

    /// `codeOccurrences(of:in:)` in a text given as its scalars: a text searched for many names
    /// (a page against every name it writes) is taken apart once.
    static func codeOccurrences(of code: String, in haystack: [Unicode.Scalar]) -> Int {
        let needle = codeNeedle(code)
        guard let first = needle.first else { return 0 }
        return codeOccurrences(of: needle, in: haystack, startingAt: haystack.indices.lazy.filter { haystack[$0] == first })
    }

    /// `codeOccurrences(of:in:)` in a text indexed for many names: only the places where the name's
    /// first two scalars are (white space between them skipped) are tried.
    static func codeOccurrences(of code: String, in index: CodeNameIndex) -> Int {
        let needle = codeNeedle(code)
        guard needle.count >= 2 else { return codeOccurrences(of: code, in: index.scalars) }
        return codeOccurrences(of: needle, in: index.scalars, startingAt: index.starts(needle[0], needle[1]))
    }

    /// The scalars a name is matched by: its own without white space or leading dots.
    private static func codeNeedle(_ code: String) -> [Unicode.Scalar] {
        Array(code.unicodeScalars.filter { !$0.properties.isWhitespace }.drop { $0 == "." })
    }

    /// The whole-name matches of `needle` starting at `starts` (ascending; every place where it could
    /// start is among them).
    private static func codeOccurrences(
        of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], startingAt starts: some Sequence<Int>
    ) -> Int {
        guard let first = needle.first, let last = needle.last else { return 0 }
        // An ASCII letter or digit, or `_.-/$` (ASCII's alphabetic scalars are its letters).
        func joins(_ c: Unicode.Scalar) -> Bool {
            switch c.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E, 0x2D, 0x2F, 0x24: true
            default: false
            }
        }
        var count = 0
        for start in starts {
            if start > 0, joins(haystack[start - 1]), joins(first) {
                // `.spec.selector`: a dot that opens the path; a one-part name is also the last field
                // of a path (`ttlSecondsAfterFinished` in `.spec.ttlSecondsAfterFinished`).
                guard haystack[start - 1] == ".", start < 2 || !joins(haystack[start - 2]) || !needle.contains(".")
                else { continue }
            }
            // Match the name, white space in the text skipped (`100 + $ordinal` for `100+$ordinal`).
            var i = start
            var matched = 0
            while i < haystack.count, matched < needle.count {
                if haystack[i] == needle[matched] {
                    matched += 1
                } else if !(matched > 0 && haystack[i].properties.isWhitespace) {
                    break
                }
                i += 1
            }
            guard matched == needle.count else { continue }
            if i < haystack.count, joins(haystack[i]), joins(last) { continue }
            count += 1
        }
        return count
    }

    /// The score of the linked phrase bead of the phrase holding (or opened by) a span; 0 when
    /// the phrase is not linked.
    static func beadScore(of span: Range<Int>, side: ParallelPair.Side, in pair: ParallelPair) -> Double {
        let isSource = side.analysis == pair.source.analysis
        guard let unit = side.unitSpans.firstIndex(where: { span.upperBound <= $0.upperBound }) else { return 0 }
        for bead in pair.beads where bead.isLinked && (isSource ? bead.source : bead.target).contains(unit) {
            return bead.score
        }
        return 0
    }

    /// Other spellings of the same name: with or without a plural `s`, and without a family
    /// suffix `_*`/`*` (`kube_pod_overhead_*` and `kube_pod_overhead`).
    static func variants(of symbol: String) -> [String] {
        var result = [symbol.hasSuffix("s") ? String(symbol.dropLast()) : symbol + "s"]
        if symbol.hasSuffix("*") {
            result.append(String(symbol.dropLast(symbol.hasSuffix("_*") ? 2 : 1)))
        } else {
            result.append(symbol + "_*")
        }
        return result.filter { $0.count >= 2 }
    }

    /// The paragraphs with one neighbour before and after.
    static func neighbourhood(of paragraphs: [Int], in side: ParallelPair.Side) -> [Int] {
        guard let first = paragraphs.min(), let last = paragraphs.max() else { return paragraphs }
        return Array(max(0, first - 1)...min(side.paragraphSpans.count - 1, last + 1))
    }

    /// Phrase beads scoring lower are not trusted for the sentence-level test.
    static let minimumBeadScore = 0.5

    /// The first of `spans` (code spans of `symbol` on side `side`) whose phrase has a confidently
    /// linked bead with no `symbol` on the other side, with that side's phrase text and where it starts.
    static func lostSentence(
        _ spans: [Range<Int>], side: ParallelPair.Side, other: ParallelPair.Side, in pair: ParallelPair,
        otherText analysis: DocumentAnalysis, symbol: String
    ) -> (span: Range<Int>, otherText: String, otherStart: Int)? {
        let isSource = side.analysis == pair.source.analysis
        var unitBead: [Int: Int] = [:]
        for (index, bead) in pair.beads.enumerated() where bead.isLinked {
            for unit in isSource ? bead.source : bead.target { unitBead[unit] = index }
        }
        for span in spans {
            // The phrase holding the span, or the one it opens (phrase text leaves code out, so a
            // phrase's span starts after a leading code span).
            guard let unit = side.unitSpans.firstIndex(where: { span.upperBound <= $0.upperBound }),
                let beadIndex = unitBead[unit], pair.beads[beadIndex].score >= minimumBeadScore
            else { continue }
            let bead = pair.beads[beadIndex]
            let otherSpan = other.span(ofUnits: isSource ? bead.target : bead.source)
            guard codeOccurrences(of: symbol, in: analysis.locator.text(otherSpan)) == 0 else { continue }
            return (span, analysis.shownText(otherSpan), otherSpan.lowerBound)
        }
        return nil
    }

    /// Whether a symbol is written as code (`Product.SubscriptionInfo`, `purchase(options:)`,
    /// `eligibleWinBackOfferIDs`, `InAppPurchase`) rather than as a product or feature name that
    /// speech and subtitles translate (`AutoFill`, `watchOS5`, `eBooks`): it has a `.`, `(` or `:`,
    /// or it is a lowerCamelCase word starting with two lowercase letters, or an UpperCamelCase one
    /// of three or more words.
    static func isCodeShaped(_ symbol: String) -> Bool {
        if symbol.contains(where: { $0 == "." || $0 == "(" || $0 == ":" }) { return true }
        let scalars = Array(symbol.unicodeScalars)
        guard scalars.count >= 6, scalars.allSatisfy(LatinRuns.isASCIIAlphanumeric)
        else { return false }
        // Word humps: a lowercase letter, then an uppercase letter followed by a lowercase one.
        var humps = 0
        for i in 1..<(scalars.count - 1)
        where scalars[i - 1].properties.isLowercase && scalars[i].properties.isUppercase && scalars[i + 1].properties.isLowercase {
            humps += 1
        }
        let leadingLowercase = scalars.prefix { $0.properties.isLowercase }.count
        return (leadingLowercase >= 2 && humps >= 1) || humps >= 2
    }

    /// Whether `text` contains `name` as Foundation's `contains` finds it, asking Foundation only
    /// when `ASCIIFolding` cannot answer from the bytes. Foundation's search of a Chinese or Japanese
    /// paragraph for a name it does not hold was a twentieth of a build.
    static func contains(_ text: String, _ name: String) -> Bool {
        // The bytes nearly always decide (Foundation's search was still a thirtieth of a cold build
        // where the name's letters occur in some case).
        if let verdict = ASCIIFolding.containsExactly(name, in: text) { return verdict }
        return ASCIIFolding.mayContain(name, in: text) && text.contains(name)
    }

    /// The spelling of `symbol` in `text` when it occurs there only with other letter case.
    static func caseVariant(of symbol: String, in text: String) -> String? {
        // Foundation's case-insensitive search folds every character of a Chinese or Japanese
        // paragraph, and most names are not there in any case: an ASCII name absent from the
        // bytes whatever their ASCII case is absent for Foundation too, unless the text holds a
        // character that folds or decomposes to ASCII letters (`ASCIIFolding`).
        if !ASCIIFolding.mayContain(symbol, in: text) { return nil }
        var rest = text.startIndex..<text.endIndex
        while let range = text.range(of: symbol, options: .caseInsensitive, range: rest) {
            rest = range.upperBound..<text.endIndex
            let written = String(text[range])
            // A whole word written otherwise (`ClusterRoleBinding` in `ClusterRoleBindings` is a plural).
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            guard written != symbol, !(before.isASCII && (before.isLetter || before.isNumber)),
                !(after.isASCII && (after.isLetter || after.isNumber))
            else { continue }
            return written
        }
        return nil
    }

    /// The UTF-16 offset of the occurrence of `written` in `spans` of a document nearest to `near`
    /// (the other side's counterpart of a mention), if it occurs there.
    static func offset(of written: String, in spans: [Range<Int>], of analysis: DocumentAnalysis, near: Int) -> Int? {
        var best: Int?
        for span in spans {
            let text = analysis.locator.text(span)
            var rest = text.startIndex..<text.endIndex
            while let range = text.range(of: written, range: rest) {
                rest = range.upperBound..<text.endIndex
                let offset = span.lowerBound + text.utf16.distance(from: text.utf16.startIndex, to: range.lowerBound)
                if best.map({ abs($0 - near) > abs(offset - near) }) ?? true { best = offset }
            }
        }
        return best
    }

    /// Whether `text` writes a lowerCamelCase `name` (six letters or more) as the end of a longer name,
    /// its first letter capitalised after a letter or digit: `NSGridView` for `gridView`,
    /// `workoutBuilderDidCollectEvent` for `didCollectEvent`.
    static func endsLongerName(_ name: String, in text: String) -> Bool {
        guard name.count >= 6, let first = name.unicodeScalars.first, ("a"..."z").contains(first),
            name.unicodeScalars.allSatisfy(LatinRuns.isASCIIAlphanumeric)
        else { return false }
        let tail = name.prefix(1).uppercased() + name.dropFirst()
        var rest = text.startIndex..<text.endIndex
        while let range = text.range(of: tail, range: rest) {
            rest = range.upperBound..<text.endIndex
            guard range.lowerBound > text.startIndex else { continue }
            let before = text[text.index(before: range.lowerBound)]
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            if before.isASCII, before.isLetter || before.isNumber, !(after.isASCII && (after.isLetter || after.isNumber)) { return true }
        }
        return false
    }

    /// The last component of a symbol before any parameter list: `purchase` for
    /// `Product.purchase(options:)`, `winBack` for `Product.SubscriptionOffer.OfferType.winBack`.
    static func baseName(_ symbol: String) -> String {
        let head = symbol.split(separator: "(", maxSplits: 1).first.map(String.init) ?? symbol
        return head.split(separator: ".").last.map(String.init) ?? head
    }
}
