extension Document {
    /// The document's text with every `markup` span blanked: each scalar in a span becomes a
    /// space, line breaks stay, so every other scalar keeps its line and column. Rules that read
    /// the text (term matching, quoted labels, near misses) then see prose only.
    ///
    /// - Complexity: O(*n* + *s* log *s*) for *n* scalars and *s* spans.
    public func maskingMarkup(in text: String) -> String {
        guard !markup.isEmpty else { return text }
        let spans = markup.sorted()
        // Written as UTF-8 bytes: the text's own bytes, or a space for each scalar in a span
        // (appending to a `String.UnicodeScalarView` a scalar at a time cost more than the scan).
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var line = 1
        var column = 1
        var next = 0
        var active: [SourceSpan] = []
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            let isBreak = scalar == "\n" || scalar == "\r"
            if !isBreak {
                while next < spans.count, (spans[next].line, spans[next].column) <= (line, column) {
                    active.append(spans[next])
                    next += 1
                }
                active.removeAll { ($0.endLine, $0.endColumn) <= (line, column) }
                if active.isEmpty {
                    UTF8.encode(scalar, into: { result.append($0) })
                } else {
                    result.append(0x20)
                }
                column += 1
            } else {
                result.append(UInt8(truncatingIfNeeded: scalar.value))
                if !(scalar == "\n" && previous == "\r") {
                    line += 1
                    column = 1
                }
            }
            previous = scalar
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension Document {
    /// `text`, a stretch of this document's checked text (``maskingMarkup(in:)``) that starts at `line`
    /// and `column`, as a reader of the page sees it: the blanks of its markup spans (a link's brackets
    /// and URL, a code span's backticks, a shortcode around its text) left out, where the checked text
    /// has a space for each scalar to keep every offset. A quote of a Japanese or Chinese sentence then
    /// has no space where the page had `[` or a backtick. Text without markup comes back as it is.
    /// - Complexity: O(*n* · *s*) for *n* scalars and *s* markup spans that meet the stretch.
    public func removingMarkupBlanks(in text: some StringProtocol, line: Int, column: Int) -> String {
        guard !markup.isEmpty, !text.isEmpty else { return String(text) }
        let lastLine = line + text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + 1
        let spans = markup.filter { $0.endLine >= line && $0.line <= lastLine }
        return Self.removingBlanks(of: spans, in: text, line: line, column: column)
    }

    /// `text` (from `line`, `column`) without the spaces inside `spans`; line breaks are kept.
    public static func removingBlanks(of spans: [SourceSpan], in text: some StringProtocol, line: Int, column: Int) -> String {
        guard !spans.isEmpty else { return String(text) }
        var shown = String.UnicodeScalarView()
        var (line, column) = (line, column)
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" || scalar == "\r" {
                shown.append(scalar)
                if !(scalar == "\n" && previous == "\r") { (line, column) = (line + 1, 1) }
                continue
            }
            // Markup is blanked in the checked text: only its spaces are left out.
            let inMarkup =
                scalar == " "
                && spans.contains { ($0.line, $0.column) <= (line, column) && (line, column) < ($0.endLine, $0.endColumn) }
            if !inMarkup { shown.append(scalar) }
            column += 1
        }
        return String(shown)
    }
}

extension Document {
    /// The UTF-16 ranges of `text` (this document's text, or its checked text: the same offsets) that
    /// its markup spans cover, in order and apart: what a reader of the page does not see, for the places that
    /// quote the text by offset (`term`'s concordance).
    /// - Complexity: O(*n* + *s* log *s*) for *n* scalars and *s* spans.
    public func markupRanges(in text: String) -> [Range<Int>] {
        guard !markup.isEmpty else { return [] }
        let spans = markup.sorted()
        var ranges: [Range<Int>] = []
        var (line, column, offset) = (1, 1, 0)
        var next = 0
        var active: [(span: SourceSpan, start: Int)] = []
        var previous: Unicode.Scalar = " "
        func close(upTo position: (Int, Int), at offset: Int) {
            active.removeAll { entry in
                guard (entry.span.endLine, entry.span.endColumn) <= position else { return false }
                if entry.start < offset { ranges.append(entry.start..<offset) }
                return true
            }
        }
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                if !(scalar == "\n" && previous == "\r") { (line, column) = (line + 1, 1) }
            } else {
                close(upTo: (line, column), at: offset)
                while next < spans.count, (spans[next].line, spans[next].column) <= (line, column) {
                    active.append((spans[next], offset))
                    next += 1
                }
                column += 1
            }
            offset += scalar.utf16.count
            previous = scalar
        }
        close(upTo: (Int.max, Int.max), at: offset)
        // In order and apart: spans that overlap or touch are one range.
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
