import CorpusModel

/// Collects the structure of a document while a shape reader walks its lines; `finish` then runs
/// the extractors (segments, API mentions, availability, numbers, glosses) over it.
struct DocumentBuilder {
    var document: Document
    /// Which paragraphs are transcript speech (segmented into phrases rather than sentences).
    var transcriptParagraphs: Set<Int> = []
    var currentSection: Int?
    /// For paragraphs whose text is not a verbatim stretch of one source line (Markdown prose):
    /// the source line and column of each scalar of the text.
    var positionMaps: [Int: PositionRuns] = [:]
    /// For Markdown paragraphs holding code spans: the ranges of their text (in scalars) that are
    /// code, which the extractors of prose (numbers, API names, availability, glosses) do not read.
    var codeRanges: [Int: [Range<Int>]] = [:]

    init(id: String, language: LanguageTag, kind: DocumentKind) {
        document = Document(id: id, language: language, kind: kind)
    }

    mutating func warn(_ message: String, line: Int, column: Int = 1) {
        document.diagnostics.append(ParseDiagnostic(.warning, message, line: line, column: column))
    }

    /// Starts a section; following paragraphs belong to it.
    mutating func startSection(_ heading: Substring, level: Int, line: SourceLine) {
        document.sections.append(Section(heading: String(heading), level: level, line: line.number))
        currentSection = document.sections.count - 1
    }

    /// Adds a paragraph (one source line) to the document and to the current section.
    mutating func addParagraph(_ text: Substring, role: Paragraph.Role = .body, line: SourceLine, column: Int? = nil, transcript: Bool = false) {
        let index = document.paragraphs.count
        let heading = currentSection.map { document.sections[$0].heading }
        document.paragraphs.append(Paragraph(slice: text, role: role, section: heading, line: line.number, column: column ?? line.column))
        if let currentSection { document.sections[currentSection].paragraphs.append(index) }
        if transcript { transcriptParagraphs.insert(index) }
    }

    /// Adds a code listing, restoring flattened code and warning about a truncated one.
    mutating func addCode(raw: String, time: String? = nil, title: String? = nil, line: Int) {
        let restored = CodeRestoration.restore(raw)
        if restored.unclosedBraces > 0 {
            let name = title.map { " '\($0)'" } ?? ""
            warn("code listing\(name) looks truncated: \(restored.unclosedBraces) unclosed brace(s)", line: line)
        }
        document.codeListings.append(CodeListing(time: time, title: title, raw: raw, code: restored.code, line: line))
    }

    /// Runs the extractors and returns the finished record.
    ///
    /// - Complexity: O(n) in the length of the text.
    mutating func finish() -> Document {
        var mentions: [APIMention] = []
        for (index, paragraph) in document.paragraphs.enumerated() {
            let scalars = Array(paragraph.slice.unicodeScalars)
            if let map = positionMaps[index] {
                addMapped(paragraph, index: index, scalars: scalars, map: map, mentions: &mentions)
                continue
            }
            let found = APIMentionScanner.prose(scalars, line: paragraph.line, column: paragraph.column)
            mentions += found
            document.availability += AvailabilityScanner.scan(scalars, mentions: found, line: paragraph.line, column: paragraph.column)
            document.numbers += NumberScanner.scan(scalars, line: paragraph.line, column: paragraph.column)
            if document.kind == .article || document.kind == .communityTranslation {
                document.glosses += GlossScanner.inline(scalars, line: paragraph.line)
            }
            document.segments += Segmenter.segments(
                of: paragraph.slice, paragraph: index, line: paragraph.line, column: paragraph.column,
                phrases: transcriptParagraphs.contains(index) ? document.language : nil)
        }
        for listing in document.codeListings {
            mentions += APIMentionScanner.code(listing)
        }
        // A Markdown reader records its code spans first; merge them in source order.
        document.apiMentions =
            document.apiMentions.isEmpty
            ? mentions : (document.apiMentions + mentions).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        // Strip the "English page" markers from the text once the mentions recorded them.
        if mentions.contains(where: \.englishOnlyLink) {
            for index in document.paragraphs.indices where document.paragraphs[index].text.contains(APIMentionScanner.englishOnlyMarker) {
                document.paragraphs[index].text = document.paragraphs[index].text.replacingOccurrences(APIMentionScanner.englishOnlyMarker, with: "")
            }
            for index in document.segments.indices where document.segments[index].slice.contains(APIMentionScanner.englishOnlyMarker) {
                document.segments[index].text = document.segments[index].text.replacingOccurrences(APIMentionScanner.englishOnlyMarker, with: "")
            }
            // A segment that was nothing but the marker (a line holding only `(英語)`) is gone.
            document.segments.removeAll { $0.slice.isEmpty }
        }
        // Appended paragraph by paragraph, the segments had up to twice their number reserved; a
        // parsed document is held for the whole of a build.
        document.segments.shrinkToFit()
        return document
    }
}

extension DocumentBuilder {
    /// Adds a Markdown paragraph, heading or cell (or a subtitle file's speech, `transcript`): its
    /// prose, located scalar by scalar.
    mutating func addProse(_ prose: MarkdownProse, role: Paragraph.Role, transcript: Bool = false) {
        guard let first = prose.positions.first else { return }
        let index = document.paragraphs.count
        let heading = currentSection.map { document.sections[$0].heading }
        let last = prose.positions[prose.positions.count - 1].line
        document.paragraphs.append(
            Paragraph(text: prose.string, role: role, section: heading, line: first.line, column: first.column,
                      lastLine: last > first.line ? last : nil))
        if let currentSection { document.sections[currentSection].paragraphs.append(index) }
        if transcript { transcriptParagraphs.insert(index) }
        positionMaps[index] = PositionRuns(prose.positions)
        if !prose.codeRanges.isEmpty { codeRanges[index] = prose.codeRanges }
    }

    /// Runs the extractors over a paragraph with a position map and moves what they find to the
    /// source line and column of its first scalar.
    private mutating func addMapped(
        _ paragraph: Paragraph, index: Int, scalars: [Unicode.Scalar], map: PositionRuns,
        mentions: inout [APIMention]
    ) {
        func place(_ offset: Int) -> (line: Int, column: Int) { map[offset] }
        // Code spans' content is blanked for the prose extractors (the same length, so offsets
        // stay); the reader recorded the spans' API mentions itself.
        var scalars = scalars
        for range in codeRanges[index] ?? [] { scalars.replaceSubrange(range, with: repeatElement(" ", count: range.count)) }
        let found = APIMentionScanner.prose(scalars, line: 0, column: 0)
        for var fact in AvailabilityScanner.scan(scalars, mentions: found, line: 0, column: 0) {
            (fact.line, fact.column) = place(fact.column)
            document.availability.append(fact)
        }
        for var mention in found {
            (mention.line, mention.column) = place(mention.column)
            mentions.append(mention)
        }
        for var number in NumberScanner.scan(scalars, line: 0, column: 0) {
            (number.line, number.column) = place(number.column)
            document.numbers.append(number)
        }
        document.glosses += GlossScanner.inline(scalars, line: paragraph.line)
        let phrases = transcriptParagraphs.contains(index) ? document.language : nil
        for var segment in Segmenter.segments(of: paragraph.slice, paragraph: index, line: 0, column: 0, phrases: phrases) {
            (segment.line, segment.column) = place(segment.column)
            document.segments.append(segment)
        }
    }
}

extension String {
    /// Replaces every occurrence of `target` (no Foundation needed).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
