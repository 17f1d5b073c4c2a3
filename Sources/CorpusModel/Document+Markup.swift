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
