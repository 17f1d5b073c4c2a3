extension Unicode.Scalar {
    /// Whether the scalar has Unicode's White_Space property (`properties.isWhitespace`), answered
    /// from its block where that settles it: ASCII, kana, CJK ideographs and Hangul syllables, most
    /// of a document's scalars, without the property lookup (the larger part of the cost of the
    /// loops that ask it of every scalar).
    @inlinable @inline(__always)
    public var isUnicodeWhitespace: Bool {
        switch value {
        case 0x09...0x0D, 0x20: true
        case 0..<0x80, 0x3040..<0xA000, 0xAC00..<0xD7A4: false
        default: properties.isWhitespace
        }
    }

    /// Whether the scalar is white space as Foundation's `.whitespacesAndNewlines` (or `.whitespaces`
    /// when `newlines` is false) has it, without the character set: tab, the space separators and
    /// U+200B, and with `newlines` also U+000A–U+000D, U+0085 and the line and paragraph separators.
    @inlinable @inline(__always)
    public func isTrimmedWhitespace(newlines: Bool) -> Bool {
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return newlines
        default: return false
        }
    }
}

extension Substring {
    /// The text without white space at either end, as Foundation's `trimmingCharacters(in:)` with
    /// `.whitespacesAndNewlines` (or `.whitespaces` when `newlines` is false) trims it, without
    /// bridging to `NSString`: tab, the space separators and U+200B (Foundation's list), and with
    /// `newlines` also U+000A–U+000D, U+0085 and the line and paragraph separators.
    /// - Complexity: O(n) in the characters trimmed, O(1) when there are none.
    public func trimmingWhitespace(newlines: Bool = true) -> String { String(droppingSurroundingWhitespace(newlines: newlines)) }

    /// The slice without white space at either end (as `trimmingWhitespace(newlines:)`), sharing this
    /// one's storage: nothing is copied.
    public func droppingSurroundingWhitespace(newlines: Bool = true) -> Substring {
        @inline(__always) func isWhite(_ scalar: Unicode.Scalar) -> Bool { scalar.isTrimmedWhitespace(newlines: newlines) }
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last, isWhite(first) || isWhite(last) else { return self }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isWhite(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isWhite(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return Substring(scalars[start..<end])
    }
}

extension String {
    /// The text without white space at either end (see `Substring.trimmingWhitespace(newlines:)`).
    public func trimmingWhitespace(newlines: Bool = true) -> String { self[...].trimmingWhitespace(newlines: newlines) }
}

extension String {
    /// The text as a note or a keyword-in-context line shows it: a run of two or more ASCII spaces,
    /// tabs or line breaks (a page's markup blanked a space per scalar, a line's end, a wrapped line's
    /// indentation) is one space, or none between two Japanese or Chinese characters
    /// (`Script.isWrittenWithoutSpaces`, punctuation included) or before a closing mark (a link's
    /// target blanked before the full stop), so that a few characters show text. A single space is the
    /// text's own (subtitles part their clauses with one), and so is an ideographic space; a run with
    /// an empty line (two paragraphs, two cues) is one space wherever it stands. `before` and
    /// `after` are the characters next to the text, if it is part of a longer one.
    /// - Complexity: O(n).
    public func collapsingBlanks(before: Unicode.Scalar? = nil, after: Unicode.Scalar? = nil) -> String {
        @inline(__always) func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
        }
        // (One pass over the UTF-8 bytes, the blanks being ASCII: Foundation's `contains("  ")` searched
        // through NSString, a tenth of a touched build's CPU in the reference's cited lines.)
        var afterSpace = false
        guard
            utf8.contains(where: { byte in
                defer { afterSpace = byte == 0x20 }
                return byte == 0x09 || byte == 0x0A || byte == 0x0D || (byte == 0x20 && afterSpace)
            })
        else { return self }
        func wide(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { Script.isWrittenWithoutSpaces($0, punctuation: true) } == true }
        var result = String.UnicodeScalarView()
        var run = 0
        var breaks = 0
        var last = before
        // The last scalar read: in a run, its last blank.
        var previous: Unicode.Scalar = " "
        func endRun(before next: Unicode.Scalar?) {
            defer { (run, breaks) = (0, 0) }
            // A single space, or an empty line (two paragraphs, two cues), parts what it stands between.
            if (run == 1 && previous == " ") || breaks > 1 { return result.append(" ") }
            let closes = next.map { ".,;:!?)".unicodeScalars.contains($0) } == true
            if !closes, !(wide(last) && wide(next)) { result.append(" ") }
        }
        for scalar in unicodeScalars {
            if isBlank(scalar) {
                run += 1
                // (CRLF is one line break.)
                if scalar == "\r" || (scalar == "\n" && previous != "\r") { breaks += 1 }
                previous = scalar
                continue
            }
            if run > 0 { endRun(before: scalar) }
            previous = scalar
            result.append(scalar)
            last = scalar
        }
        if run > 0 { endRun(before: after) }
        return String(result)
    }
}
