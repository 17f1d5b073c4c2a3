import CorpusModel

/// Where the lines of a segment written over several lines of its file start: a Markdown sentence
/// wrapped in its paragraph is one segment, and a search hit in it is shown on the line that holds
/// the match rather than on the sentence's first (`CorpusIndex.SearchHit`).
///
/// Each entry is a place in the segment's text (in Unicode scalars) where the text goes on on a later
/// line of the file, with that line and the column (in scalars) where it goes on. The segment's
/// text is the file's with its markup taken out and its line breaks made spaces, so it is found
/// character by character, in order, in the document's text (markup blanked, the same lines and
/// columns): each non-space character is looked for from where the one before it was found, a little
/// way ahead at most, and a character not found there (text the parser wrote itself) is passed over.
struct SegmentLines: Equatable, Sendable {
    struct Start: Equatable, Sendable {
        /// The place in the segment's text, in Unicode scalars.
        var offset: Int
        var line: Int
        var column: Int
    }

    var starts: [Start]

    /// How far ahead of the last character found the next one is looked for, in scalars: past a
    /// link's target or a shortcode's attributes blanked in the document's text.
    static let reach = 400

    /// The lines of each of `document`'s segments in `text` (the document's text, as its lines and
    /// columns count it): nil for a segment on one line, as most are.
    /// - Complexity: O(n) in the text of the paragraphs written over several lines, times `reach` for
    ///   a character not found.
    static func of(_ document: Document, text: String) -> [SegmentLines?] {
        let paragraphs = document.paragraphs
        let wrapped = document.segments.map { segment in
            segment.paragraph >= 0 && segment.paragraph < paragraphs.count
                && (paragraphs[segment.paragraph].lastLine ?? paragraphs[segment.paragraph].line) > segment.line
        }
        guard wrapped.contains(true) else { return [SegmentLines?](repeating: nil, count: wrapped.count) }
        let scalars = Array(text.unicodeScalars)
        var lineStarts = [0]
        for (i, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(i + 1) }
        return zip(document.segments, wrapped).map { segment, wrapped in
            guard wrapped, segment.line >= 1, segment.line <= lineStarts.count else { return nil }
            return SegmentLines(segment.text, line: segment.line, column: segment.column, in: scalars, lineStarts: lineStarts)
        }
    }

    /// The starts of `text`, a segment that begins at `line` and `column` of `scalars`; nil when it
    /// stays on that line.
    init?(_ text: String, line: Int, column: Int, in scalars: [Unicode.Scalar], lineStarts: [Int]) {
        var starts: [Start] = []
        var position = min(lineStarts[line - 1] + max(column - 1, 0), scalars.count)
        var currentLine = line
        var offset = 0
        for scalar in text.unicodeScalars {
            defer { offset += 1 }
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            let end = min(scalars.count, position + Self.reach)
            guard let found = scalars[position..<end].firstIndex(of: scalar) else { continue }
            var foundLine = currentLine
            while foundLine < lineStarts.count, lineStarts[foundLine] <= found { foundLine += 1 }
            // The text goes on on the next line, or past lines the markup blanked whole (a comment),
            // never past an empty line (the paragraph's end).
            if foundLine > currentLine + 1,
                !(currentLine..<(foundLine - 1)).allSatisfy({ Self.isBlanked(scalars[lineStarts[$0]..<(lineStarts[$0 + 1] - 1)]) })
            {
                continue
            }
            if foundLine > currentLine {
                starts.append(Start(offset: offset, line: foundLine, column: found - lineStarts[foundLine - 1] + 1))
                currentLine = foundLine
            }
            position = found + 1
        }
        guard !starts.isEmpty else { return nil }
        self.starts = starts
    }

    init(starts: [Start]) { self.starts = starts }

    /// Whether a line (without its break) is markup blanked whole: spaces, and not empty.
    private static func isBlanked(_ line: ArraySlice<Unicode.Scalar>) -> Bool {
        line.contains { $0 != "\r" } && line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// As stored in the index: `offset:line:column` for each start, separated by spaces.
    var stored: String { starts.map { "\($0.offset):\($0.line):\($0.column)" }.joined(separator: " ") }

    init?(stored: String?) {
        guard let stored, !stored.isEmpty else { return nil }
        var starts: [Start] = []
        for entry in stored.split(separator: " ") {
            let parts = entry.split(separator: ":").compactMap { Int($0) }
            guard parts.count == 3 else { return nil }
            starts.append(Start(offset: parts[0], line: parts[1], column: parts[2]))
        }
        self.starts = starts
    }

    /// The line and column where the part of the segment that holds the scalar at `offset` starts:
    /// nil when it is on the segment's first line.
    func place(of offset: Int) -> (line: Int, column: Int)? {
        guard let start = starts.last(where: { $0.offset <= offset }) else { return nil }
        return (start.line, start.column)
    }
}
