import AlignmentKit
import CorpusModel
import GlossaryKit
import TextKit

/// Two documents of one parallel group in different languages, aligned phrase by phrase (and so
/// paragraph by paragraph), with the span of every unit in its document's text.
struct ParallelPair: Sendable {
    /// One document of the pair as the aligner saw it.
    struct Side: Sendable {
        /// The index of the document's analysis in `CheckContext.analyses`.
        let analysis: Int
        /// The phrases, each with the index of its paragraph.
        let units: [AlignmentUnit]
        /// The UTF-16 span of each unit in the document's text.
        let unitSpans: [Range<Int>]
        /// The UTF-16 span of each alignment paragraph.
        let paragraphSpans: [Range<Int>]
        /// Whether the paragraphs are cut by time (subtitle transcripts) rather than by the text.
        let isTimeCut: Bool

        /// This side with one unit per paragraph that has phrases (their texts joined by spaces, the
        /// span the paragraph's, the time from the first's start to the last's end), each unit its
        /// paragraph's only one: what the aligner aligns by its paragraph programme alone.
        var byParagraph: Side {
            var units: [AlignmentUnit] = []
            var spans: [Range<Int>] = []
            var start = 0
            while start < self.units.count {
                let paragraph = self.units[start].paragraph
                var end = start + 1
                while end < self.units.count, self.units[end].paragraph == paragraph { end += 1 }
                let phrases = self.units[start..<end]
                let times = phrases.compactMap(\.time)
                units.append(
                    AlignmentUnit(
                        text: phrases.map(\.text).joined(separator: " "), line: phrases.first!.line, paragraph: paragraph,
                        time: times.isEmpty ? nil : times.map(\.lowerBound).min()!...times.map(\.upperBound).max()!))
                spans.append(paragraphSpans[paragraph])
                start = end
            }
            return Side(analysis: analysis, units: units, unitSpans: spans, paragraphSpans: paragraphSpans, isTimeCut: isTimeCut)
        }

        /// The index of the paragraph whose span holds `offset`, if any.
        func paragraph(containing offset: Int) -> Int? { Self.index(of: offset, in: paragraphSpans) }

        /// The index of the unit whose span holds `offset`, if any.
        func unit(containing offset: Int) -> Int? { Self.index(of: offset, in: unitSpans) }

        /// The index of the span of `spans` (in order, not overlapping) that holds `offset`.
        private static func index(of offset: Int, in spans: [Range<Int>]) -> Int? {
            var low = 0
            var high = spans.count - 1
            while low <= high {
                let mid = (low + high) / 2
                let span = spans[mid]
                if offset < span.lowerBound { high = mid - 1 } else if offset >= span.upperBound { low = mid + 1 } else { return mid }
            }
            return nil
        }
    }

    let source: Side
    let target: Side
    /// The phrase beads over `source.units` and `target.units`.
    let beads: [Bead]
    /// Groups of linked paragraphs: the paragraphs of each side joined by the linked phrase beads.
    let paragraphLinks: [(source: [Int], target: [Int])]
    /// The cache's name for this pair's alignment (`AlignmentCache.name(of:)`), when aligned with a cache.
    let alignmentName: String?

    /// Aligns every pair of documents in different languages that share a parallel group (only
    /// the non-English ones when there are two or more); a Japanese–Chinese pair is aligned with
    /// Japanese as the source. With `pivoting`, the English pivot pairs too (`jobs`), apart.
    /// - Complexity: one banded alignment per pair; pairs run concurrently.
    /// - Parameter skipping: groups not to align (their results are kept from an earlier run).
    static func all(
        in analyses: [DocumentAnalysis], glossary: Glossary, cache: (any AlignmentCache)? = nil, skipping: Set<String> = [],
        pivoting: Bool = false
    ) -> (pairs: [ParallelPair], pivots: [ParallelPair]) {
        let jobs = jobs(in: analyses, skipping: skipping, pivoting: pivoting)
        let aligned = jobs.concurrentMap { job in
            ParallelPair(job, analyses: analyses, glossary: glossary, cache: cache)
        }
        return separatingPivots(aligned, of: jobs)
    }

    /// The pairs `aligned` for `jobs` (in their order), the pivot pairs apart.
    static func separatingPivots(_ aligned: [ParallelPair], of jobs: [CheckContext.PairJob]) -> (
        pairs: [ParallelPair], pivots: [ParallelPair]
    ) {
        (zip(jobs, aligned).filter { !$0.0.pivot }.map(\.1), zip(jobs, aligned).filter(\.0.pivot).map(\.1))
    }

    /// Which documents of `analyses` are aligned with which (source, target), a group's pairs next to
    /// each other, groups in order of their first member; none in the groups of `skipping`.
    ///
    /// With `pivoting`, a group of written documents (not transcripts) whose translations are compared
    /// with each other also has a pivot pair from its English document to each translation, after its
    /// pairs (`CheckContext.pivotPairs`): what `parity-key-term` asks whether the English source names
    /// a concept where one translation does and the other does not.
    static func jobs(in analyses: [DocumentAnalysis], skipping: Set<String> = [], pivoting: Bool = false) -> [CheckContext.PairJob] {
        var jobs: [CheckContext.PairJob] = []
        for (group, grouped) in CheckContext.parallelGroups(of: analyses) where !skipping.contains(group) {
            var members = grouped
            // English is the pivot the translations were made from; when a group has two or more
            // translations, they are compared with each other, not with the English source (subtitle
            // translations condense the spoken English, so against it parity finds mostly condensation).
            let translations = members.filter { analyses[$0].language != "en" }
            if translations.count >= 2 { members = translations }
            for (i, a) in members.enumerated() {
                for b in members[(i + 1)...] where analyses[a].language != analyses[b].language {
                    let chineseFirst = analyses[a].language.hasPrefix("zh") && analyses[b].language == "ja"
                    jobs.append(chineseFirst ? .init(source: b, target: a) : .init(source: a, target: b))
                }
            }
            if pivoting, members.count < grouped.count, let english = grouped.first(where: { analyses[$0].language == "en" }),
                !analyses[english].isTranscript
            {
                for translation in members where !analyses[translation].isTranscript {
                    jobs.append(.init(source: english, target: translation, pivot: true))
                }
            }
        }
        return jobs
    }

    /// The pair of `job`: a pivot pair (`CheckContext.PairJob.pivot`) aligned paragraph by paragraph
    /// (`paragraphsOnly`), the others phrase by phrase.
    init(_ job: CheckContext.PairJob, analyses: [DocumentAnalysis], glossary: Glossary, cache: (any AlignmentCache)? = nil) {
        self.init(
            source: job.source, target: job.target, analyses: analyses, glossary: glossary, cache: cache, paragraphsOnly: job.pivot)
    }

    /// Aligns the documents `s` and `t` of `analyses` phrase by phrase; with `paragraphsOnly`, each
    /// side's units are its whole paragraphs instead, aligned by the paragraph programme alone.
    ///
    /// An English pivot pair is only asked which English paragraphs a translation's paragraph
    /// comes from (`ParityKeyTermRule.EnglishPivots`): the phrase programme, most of a pair's
    /// alignment time, changed 11 of the rule's 245 findings on the Kubernetes pages, each where
    /// its beads had linked only part of an English paragraph (Documentation/Quality-real-corpus.md).
    init(
        source s: Int, target t: Int, analyses: [DocumentAnalysis], glossary: Glossary, cache: (any AlignmentCache)? = nil,
        paragraphsOnly: Bool = false
    ) {
        // The two documents' phrases, on two cores when one is free (`helpedMap`).
        let sides = [s, t].helpedMap { paragraphsOnly ? Self.side($0, analyses[$0]).byParagraph : Self.side($0, analyses[$0]) }
        let (sourceSide, targetSide) = (sides[0], sides[1])
        let anchors = glossary.termPairs(from: analyses[s].language, to: analyses[t].language)
        var aligner = Aligner(termPairs: anchors)
        aligner.splitsAtParagraphBreaks = [s, t].allSatisfy { analyses[$0].document.document.isWrittenProse }
        let beads: [Bead]
        var alignmentName: String?
        if let cache {
            // What decides the alignment: both sides' units and the anchors.
            var material = [sourceSide.units.map(\.text).joined(separator: "\u{1E}"), targetSide.units.map(\.text).joined(separator: "\u{1E}")]
            material.append(anchors.map { $0.source + "\u{1F}" + $0.target }.joined(separator: "\u{1E}"))
            if aligner.splitsAtParagraphBreaks { material.append("split at paragraph breaks") }
            let key = material.joined(separator: "\u{1D}")
            let name = cache.name(of: key)
            alignmentName = name
            if let known = cache.beads(named: name) {
                beads = known
            } else {
                beads = aligner.align(source: sourceSide.units, target: targetSide.units).beads
                cache.store(beads, named: name)
            }
        } else {
            beads = aligner.align(source: sourceSide.units, target: targetSide.units).beads
        }
        var links: [(source: [Int], target: [Int])] = []
        for bead in beads where bead.isLinked {
            let sp = Set(bead.source.map { sourceSide.units[$0].paragraph })
            let tp = Set(bead.target.map { targetSide.units[$0].paragraph })
            if let last = links.last, !sp.isDisjoint(with: last.source) || !tp.isDisjoint(with: last.target) {
                links[links.count - 1] = (
                    Array(Set(last.source).union(sp)).sorted(), Array(Set(last.target).union(tp)).sorted()
                )
            } else {
                links.append((sp.sorted(), tp.sorted()))
            }
        }
        source = sourceSide
        target = targetSide
        self.beads = beads
        paragraphLinks = links
        self.alignmentName = alignmentName
    }

    /// Splits a document into alignment phrases and finds their spans.
    private static func side(_ index: Int, _ analysis: DocumentAnalysis) -> Side {
        let found = phrases(of: analysis.document, locator: analysis.locator)
        return Side(
            analysis: index, units: found.units, unitSpans: found.unitSpans, paragraphSpans: found.paragraphSpans,
            isTimeCut: analysis.document.document.kind == .subtitleTranscript)
    }

    /// A document's alignment phrases (`PhraseSplitter` over its alignment paragraphs, found in
    /// `fileText` when given, else in its masked text), each with the line it starts on and, in a
    /// subtitle file, the time of its cues; the UTF-16 span of each in the document's text
    /// (`locator`'s), and of each paragraph.
    static func phrases(of document: CheckedDocument, locator: TextLocator, fileText: String? = nil) -> (
        units: [AlignmentUnit], unitSpans: [Range<Int>], paragraphSpans: [Range<Int>]
    ) {
        let paragraphs = document.document.alignmentParagraphs(text: fileText ?? document.text)
        // The text's UTF-16 for finding the phrases, for as long as this side is built.
        let text = locator.utf16Units()
        var units: [AlignmentUnit] = []
        var unitSpans: [Range<Int>] = []
        var paragraphSpans: [Range<Int>] = []
        // (A Markdown paragraph's text holds its code spans, so it starts and ends where they do.)
        for (p, paragraph) in paragraphs.enumerated() {
            let span = Self.span(of: paragraph, in: locator)
            paragraphSpans.append(span)
            var cursor = span.lowerBound
            for phrase in PhraseSplitter.phrases(
                in: paragraph.text, language: document.language, writtenProse: document.document.isWrittenProse)
            {
                let found = Self.find(phrase, in: text, from: cursor, before: span.upperBound)
                    ?? Self.findSkippingMarkup(phrase, in: text, from: cursor, before: span.upperBound)
                let unitSpan = found ?? cursor..<cursor
                cursor = found?.upperBound ?? cursor
                let line = locator.line(of: unitSpan.lowerBound)
                // A subtitle file's phrase is on screen when the cues of its lines are.
                let time =
                    document.document.cueTimings.isEmpty
                    ? nil : document.document.cueTime(lines: line...max(line, locator.line(of: max(unitSpan.lowerBound, unitSpan.upperBound - 1))))
                units.append(AlignmentUnit(text: phrase, line: line, paragraph: p, time: time))
                unitSpans.append(unitSpan)
            }
        }
        // Spans must be ordered for `paragraph(containing:)`; a paragraph found out of order is
        // given an empty span.
        var last = 0
        for i in paragraphSpans.indices {
            if paragraphSpans[i].lowerBound < last { paragraphSpans[i] = last..<last }
            last = paragraphSpans[i].upperBound
        }
        return (units, unitSpans, paragraphSpans)
    }

    /// The UTF-16 span of a paragraph: its text at its line and column when it is there verbatim,
    /// else the rest of its line.
    private static func span(of paragraph: Paragraph, in locator: TextLocator) -> Range<Int> {
        let start = locator.offset(line: paragraph.line, column: paragraph.column)
        let length = paragraph.text.utf16.count
        if start + length <= locator.unitCount, locator.text(start..<(start + length)) == paragraph.text {
            return start..<(start + length)
        }
        if paragraph.line < 1 || paragraph.line > locator.lineStarts.count { return start..<start }
        // A paragraph joined across lines (Markdown) runs to the end of its last line.
        let last = min(max(paragraph.line, paragraph.lastLine ?? paragraph.line), locator.lineStarts.count)
        return start..<max(start, locator.range(ofLine: last).upperBound)
    }

    /// Where `phrase` was read from when markup was taken out between its characters (Markdown:
    /// code spans, link URLs, emphasis marks, line breaks): the span from the first to the last of
    /// its non-space characters, found as the earliest subsequence of the text in `from..<before`.
    /// - Complexity: O(*n*) in the length of `from..<before`.
    private static func findSkippingMarkup(_ phrase: String, in units: [UInt16], from: Int, before: Int) -> Range<Int>? {
        let needle = phrase.utf16.filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 }
        guard !needle.isEmpty else { return nil }
        var i = from
        var start: Int?
        for unit in needle {
            while i < before, units[i] != unit { i += 1 }
            guard i < before else { return nil }
            if start == nil { start = i }
            i += 1
        }
        return start.map { $0..<i }
    }

    /// The first occurrence of `phrase` in `units` in `from..<before`.
    private static func find(_ phrase: String, in units: [UInt16], from: Int, before: Int) -> Range<Int>? {
        let needle = UTF16Transcoding.units(of: phrase)
        guard let first = needle.first, !needle.isEmpty, before - from >= needle.count else { return nil }
        var i = from
        while i + needle.count <= before {
            if units[i] == first, units[i..<(i + needle.count)].elementsEqual(needle) { return i..<(i + needle.count) }
            i += 1
        }
        return nil
    }
}

/// Alignments kept from an earlier run. `key` holds everything that decides an alignment (both
/// sides' units and the anchor pairs); an implementation stores a digest of it. Called from
/// several threads at once.
public protocol AlignmentCache: Sendable {
    /// A short name for the alignment of `key` (what decides it: both sides' units and the anchors),
    /// a digest, under which it is kept; a parallel group's kept results carry it
    /// (`GroupResults.alignments`).
    func name(of key: String) -> String
    func beads(named name: String) -> [Bead]?
    func store(_ beads: [Bead], named name: String)
    /// Says that the alignments named `names` are still wanted though this run did not read them:
    /// the pairs of a group whose results were kept are not aligned, and a cache that drops what a
    /// run did not use would otherwise drop their alignments, to be computed again as soon as one
    /// of the group's documents changes in a way that leaves its phrases as they were.
    func keep(_ names: [String])
}

extension CheckedDocument {
    /// The phrases the parity rules align, each with the line it starts on and, in a subtitle file,
    /// the time of its cues, located as those rules locate them. Given the file's text (`termbridge
    /// align`), the alignment paragraphs are found in it, so a Markdown page's title in its front
    /// matter is a unit too.
    public func alignmentPhrases(fileText: String? = nil) -> [AlignmentUnit] {
        ParallelPair.phrases(of: self, locator: TextLocator(text), fileText: fileText).units
    }
}
