import CorpusModel

/// Reads subtitle files as their players do: WebVTT (`.vtt`) and SubRip (`.srt`).
///
/// A cue's text becomes speech of a subtitle transcript: the cues are joined (with a space) into
/// paragraphs of about a minute each — a paragraph starts with the first cue of every minute of
/// the video, so the paragraphs of two language versions of one video start at the same moments —
/// and segmented into phrases as a transcript's are. Every scalar keeps its line and column.
///
/// What is not speech is markup: the `WEBVTT` header and its metadata, `NOTE`, `STYLE` and `REGION`
/// blocks, cue identifiers and SubRip's cue numbers, timing lines and their cue settings, tags
/// (`<i>`, `<c.yellow>`, `<v Speaker>`, `<lang ja>`, `<font color=…>`, inline `<00:00:05.000>`
/// times), a ruby's reading (`<rt>…</rt>`), and SubRip's `{\an8}` placement codes. Entities
/// (`&amp;`, `&lt;`, `&nbsp;`, `&#39;`) are decoded.
///
/// Each line of cue text keeps its cue's times (`Document.cueTimings`), which alignment reads: two
/// language versions of a video show the same speech at about the same time.
///
/// A block without a timing line is read as text of the paragraph it falls in, with a warning; so
/// is a timing line that cannot be read, and a cue that ends before it starts is a warning too.
enum SubtitleCueReader {
    enum Format: Sendable, Equatable {
        case webVTT
        case subRip
    }

    /// Seconds of video per paragraph.
    static let paragraphSeconds = 60.0

    /// The subtitle format of a file: by its name (`.vtt`, `.webvtt`, `.srt`), else by its first
    /// lines (`WEBVTT`; a cue number followed by a SubRip timing line). Nil for anything else.
    static func format(of lines: [SourceLine], source: String) -> Format? {
        let name = source.lowercased()
        if name.hasSuffix(".vtt") || name.hasSuffix(".webvtt") { return .webVTT }
        if name.hasSuffix(".srt") { return .subRip }
        guard let first = lines.first(where: { !$0.isBlank }) else { return nil }
        if first.number == 1, isHeader(first.trimmed) { return .webVTT }
        if first.trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }), first.number < lines.count,
            timing(lines[first.number].trimmed) != nil
        {
            return .subRip
        }
        return nil
    }

    /// `WEBVTT`, alone or followed by a space, a tab or text after them.
    static func isHeader(_ line: Substring) -> Bool {
        line == "WEBVTT" || line.hasPrefix("WEBVTT ") || line.hasPrefix("WEBVTT\t")
    }

    /// A cue's start and end, in seconds.
    struct Timing: Equatable {
        var start: Double
        var end: Double
    }

    /// Reads `start --> end` and whatever settings follow (`align:start`, SubRip's `X1:…`); a time
    /// is `[hh:]mm:ss.ttt` (SubRip writes a comma for the dot). Nil when the line is not one.
    /// - Complexity: O(*n*) in the line's UTF-8 length, byte by byte (every line of a subtitle file
    ///   is tried once or twice).
    static func timing(_ line: Substring) -> Timing? {
        if let found = line.utf8.withContiguousStorageIfAvailable({ timing(bytes: $0) }) { return found }
        return Array(line.utf8).withUnsafeBufferPointer { timing(bytes: $0) }
    }

    private static func timing(bytes: UnsafeBufferPointer<UInt8>) -> Timing? {
        let n = bytes.count
        guard n >= 3, let arrow = (0...(n - 3)).first(where: { bytes[$0] == 0x2D && bytes[$0 + 1] == 0x2D && bytes[$0 + 2] == 0x3E })
        else { return nil }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        var startFrom = 0, startTo = arrow
        while startFrom < startTo, isBlank(bytes[startFrom]) { startFrom += 1 }
        while startTo > startFrom, isBlank(bytes[startTo - 1]) { startTo -= 1 }
        var endFrom = arrow + 3
        while endFrom < n, isBlank(bytes[endFrom]) { endFrom += 1 }
        var endTo = endFrom
        while endTo < n, !isBlank(bytes[endTo]) { endTo += 1 }
        guard let from = time(bytes: bytes, startFrom..<startTo), let to = time(bytes: bytes, endFrom..<endTo) else { return nil }
        return Timing(start: from, end: to)
    }

    /// `[hh:]mm:ss.ttt` or `[hh:]mm:ss,ttt` in seconds.
    static func time(_ text: Substring) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { time(bytes: $0, 0..<$0.count) }
    }

    /// The time written in `bytes[range]`: one or two groups of digits each followed by `:`, then two
    /// digits, a dot or comma and one to three digits. Seconds below 60, and minutes too when hours
    /// are written.
    private static func time(bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var groups = (0, 0)
        var count = 0
        var current = 0, digits = 0
        var fraction = -1, fractionDigits = 0
        for index in range {
            let byte = bytes[index]
            if byte >= 0x30, byte <= 0x39 {
                let digit = Int(byte - 0x30)
                if fraction >= 0 {
                    fraction = fraction * 10 + digit
                    fractionDigits += 1
                } else {
                    current = current * 10 + digit
                    digits += 1
                }
                guard digits <= 9, fractionDigits <= 3 else { return nil }
            } else if byte == 0x3A, fraction < 0 {
                guard digits > 0, count < 2 else { return nil }
                if count == 0 { groups.0 = current } else { groups.1 = current }
                count += 1
                (current, digits) = (0, 0)
            } else if byte == 0x2E || byte == 0x2C, fraction < 0 {
                guard digits == 2 else { return nil }
                fraction = 0
            } else {
                return nil
            }
        }
        guard fraction >= 0, fractionDigits >= 1, count >= 1, current < 60 else { return nil }
        let hours = count == 2 ? groups.0 : 0
        let minutes = count == 2 ? groups.1 : groups.0
        guard count == 1 || minutes < 60 else { return nil }
        return Double(hours * 3600 + minutes * 60 + current) + Double(fraction) / pow10(fractionDigits)
    }

    static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

    private static func pow10(_ digits: Int) -> Double { digits == 1 ? 10 : digits == 2 ? 100 : 1000 }

    static func read(_ lines: [SourceLine], format: Format, into builder: inout DocumentBuilder) {
        var paragraph = MarkdownProse()
        var window: Int?
        func flush() {
            builder.document.markup += paragraph.markup
            if !paragraph.text.isEmpty { builder.addProse(paragraph, role: .body, transcript: true) }
            paragraph = MarkdownProse()
        }
        func markup(_ line: SourceLine) { builder.document.markup.append(SourceSpan(lines: line.number, line.number)) }

        // The blocks: runs of non-blank lines. A line of white space alone goes on with its block when
        // cue text follows it (YouTube's captions open a cue with a line of one space); a line that is
        // empty, or one before a timing line or a cue identifier, ends it.
        func cueTextFollows(_ index: Int) -> Bool {
            let next = index + 1
            guard next < lines.count, !lines[next].isBlank, timing(lines[next].trimmed) == nil else { return false }
            return next + 1 >= lines.count || timing(lines[next + 1].trimmed) == nil
        }
        var blocks: [ArraySlice<SourceLine>] = []
        var start: Int?
        for (index, line) in lines.enumerated() {
            if line.isBlank {
                if line.byteCount > 0, start != nil, cueTextFollows(index) { continue }
                if let from = start { blocks.append(lines[from..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let from = start { blocks.append(lines[from...]) }

        var first = true
        var cues = 0
        // The timing of the cue being read (nil before the first).
        var current: Timing?
        // What the cue before showed, line by line (its lines with visible text), for roll-up captions.
        var shown: [String] = []
        var shownTiming: Timing?
        for block in blocks {
            defer { first = false }
            let head = block[block.startIndex]
            if format == .webVTT, first {
                // The header block: `WEBVTT` and its metadata (`Kind:`, `Language:`).
                if !isHeader(head.trimmed) || head.number != 1 {
                    builder.warn("expected 'WEBVTT' on the first line of a WebVTT file", line: head.number, column: head.column)
                }
                if isHeader(head.trimmed) {
                    // `WEBVTT - Title`: the text after the signature names the file.
                    let title = head.trimmed.dropFirst(6).drop { $0 == " " || $0 == "\t" || $0 == "-" }
                    if builder.document.title.isEmpty, !title.isEmpty { builder.document.title = String(title) }
                    block.forEach(markup)
                    continue
                }
            }
            if format == .webVTT, ["NOTE", "STYLE", "REGION"].contains(where: { head.trimmed == $0 || head.trimmed.hasPrefix($0 + " ") || head.trimmed.hasPrefix($0 + "\t") }) {
                block.forEach(markup)
                continue
            }
            // The timing line: first, or after a cue identifier (WebVTT) or number (SubRip).
            var text = block[...]
            var blockTiming: Timing?
            let head2 = block.prefix(2).map { ($0, timing($0.trimmed)) }
            if let found = head2.firstIndex(where: { $0.1 != nil }), let cue = head2[found].1 {
                let at = block.startIndex + found
                current = cue
                blockTiming = cue
                block[...at].forEach(markup)
                text = block[(at + 1)...]
                cues += 1
                if cue.end < cue.start {
                    builder.warn("cue ends before it starts", line: block[at].number, column: block[at].column)
                }
                let minute = Int(cue.start / paragraphSeconds)
                if window != minute {
                    flush()
                    window = minute
                }
            } else if let arrow = block.prefix(2).first(where: { $0.trimmed.contains("-->") }) {
                builder.warn(
                    "expected a cue timing 'HH:MM:SS.mmm --> HH:MM:SS.mmm', found '\(arrow.trimmed.prefix(60))'; its text is read with the cue before",
                    line: arrow.number, column: arrow.column)
                block.prefix { $0.number <= arrow.number }.forEach(markup)
                text = block.drop { $0.number <= arrow.number }
            } else {
                builder.warn("text without a cue timing; read with the cue before", line: head.number, column: head.column)
            }
            func appendText(_ lines: ArraySlice<SourceLine>) -> [(line: Int, visible: String)] {
                var visible: [(line: Int, visible: String)] = []
                for line in lines {
                    let before = paragraph.text.count
                    append(line, to: &paragraph)
                    let added = paragraph.text[before...].drop { $0 == " " }
                    if !added.isEmpty { visible.append((line.number, String(scalars: added))) }
                    if let current, !line.isBlank {
                        builder.document.cueTimings.append(
                            CueTiming(line: line.number, start: milliseconds(current.start), end: milliseconds(max(current.start, current.end))))
                    }
                }
                return visible
            }
            guard let cue = blockTiming else {
                _ = appendText(text)
                shown = []
                continue
            }
            let snapshot = (paragraph.text.count, paragraph.positions.count, paragraph.markup.count, builder.document.cueTimings.count)
            let visible = appendText(text)
            if let repeated = rollUp(visible.map(\.visible), after: shown, timing: cue, before: shownTiming) {
                // Roll-up captions: the lines this cue repeats from the end of the one before are
                // markup (read once, with the cue that first showed them).
                paragraph.text.removeSubrange(snapshot.0...)
                paragraph.positions.removeSubrange(snapshot.1...)
                paragraph.markup.removeSubrange(snapshot.2...)
                builder.document.cueTimings.removeSubrange(snapshot.3...)
                let lastRepeated = visible[repeated - 1].line
                text.prefix { $0.number <= lastRepeated }.forEach(markup)
                _ = appendText(text.drop { $0.number <= lastRepeated })
            }
            shown = visible.map(\.visible)
            shownTiming = cue
        }
        flush()
        if cues == 0, let first = lines.first {
            builder.warn("subtitle file has no cues", line: first.number)
        }
    }

    /// How many of a cue's first lines (`lines`, those with visible text) repeat the last lines of the
    /// cue before (`previous`), as roll-up captions show them: each cue scrolls the lines of the one
    /// before up and adds its own below. The cue must start as the one before ends (within a second);
    /// a cue that only repeats must be one shown for a moment (under half a second, as YouTube's
    /// captions have between two cues): a line said twice stays speech. Nil when nothing repeats.
    static func rollUp(_ lines: [String], after previous: [String], timing: Timing, before: Timing?) -> Int? {
        guard let before, !lines.isEmpty, !previous.isEmpty, timing.start >= before.start,
            timing.start <= before.end + 1
        else { return nil }
        for count in stride(from: min(lines.count, previous.count), through: 1, by: -1)
        where lines[..<count].elementsEqual(previous[(previous.count - count)...]) {
            return count < lines.count || timing.end - timing.start < 0.5 ? count : nil
        }
        return nil
    }

    /// Appends one line of cue text to `prose` (a space first when it already holds text), its
    /// markup recorded and its entities decoded.
    static func append(_ line: SourceLine, to prose: inout MarkdownProse) {
        let scalars = Array(line.trimmed.unicodeScalars)
        var i = 0
        var pendingSpace = !prose.text.isEmpty
        var inReading = false
        func emit(_ scalar: Unicode.Scalar, column: Int) {
            if scalar == " " || scalar == "\t" || scalar == "\u{A0}" {
                if !prose.text.isEmpty { pendingSpace = true }
                return
            }
            if pendingSpace, let last = prose.positions.last {
                prose.text.append(" ")
                prose.positions.append(last.line == line.number ? (line.number, column - 1) : (last.line, last.column + 1))
            }
            pendingSpace = false
            prose.text.append(scalar)
            prose.positions.append((line.number, column))
        }
        func markup(_ from: Int, _ to: Int) {
            prose.markup.append(SourceSpan(line: line.number, column: line.column + from, endLine: line.number, endColumn: line.column + to))
        }
        while i < scalars.count {
            let scalar = scalars[i]
            let column = line.column + i
            // A tag closes within 200 scalars (a `<` without one is text; the search stays bounded).
            if scalar == "<", let close = scalars[(i + 1)..<min(scalars.count, i + 201)].firstIndex(of: ">") {
                let tag = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
                let name = tag.prefix { $0 != " " && $0 != "." && $0 != "\t" }
                if name == "rt" { inReading = true }
                if name == "/rt" { inReading = false }
                markup(i, close + 1)
                i = close + 1
                continue
            }
            if inReading {
                markup(i, i + 1)
                i += 1
                continue
            }
            if scalar == "{", i + 1 < scalars.count, scalars[i + 1] == "\\",
                let close = scalars[(i + 1)..<min(scalars.count, i + 201)].firstIndex(of: "}")
            {
                markup(i, close + 1)
                i = close + 1
                continue
            }
            if scalar == "&", let semi = scalars[(i + 1)..<min(scalars.count, i + 10)].firstIndex(of: ";"),
                let decoded = entity(String(String.UnicodeScalarView(scalars[(i + 1)..<semi])))
            {
                if let decoded { emit(decoded, column: column) } else { markup(i, i + 1) }
                markup(i + 1, semi + 1)
                i = semi + 1
                continue
            }
            emit(scalar, column: column)
            i += 1
        }
    }

    /// The scalar an entity stands for: `.some(nil)` for the direction marks, which stand for
    /// nothing visible; nil for a name that is not an entity.
    static func entity(_ name: String) -> Unicode.Scalar?? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        case "lrm", "rlm": return .some(nil)
        default: return CharacterReference.numeric(name).map { .some($0) }
        }
    }
}
