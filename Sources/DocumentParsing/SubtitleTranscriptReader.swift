import CorpusModel

/// Reads a subtitle transcript: `# title`, `## Summary`, `## Info` (`* ` items), `## Transcript`
/// and blank-line-separated paragraphs. Italic tags (`<i>`) and HTML entities are removed.
enum SubtitleTranscriptReader {
    private enum Part { case head, summary, info, transcript, other }

    static func read(_ lines: [SourceLine], into builder: inout DocumentBuilder) {
        var part = Part.head
        var summary: [String] = []
        for line in lines where !line.isBlank {
            let text = line.trimmed
            if text.hasPrefix("## ") {
                switch text.dropFirst(3) {
                case "Summary": part = .summary
                case "Info": part = .info
                case "Transcript": part = .transcript
                default:
                    part = .other
                    builder.startSection(text.dropFirst(3), level: 2, line: line)
                }
                continue
            }
            if text.hasPrefix("# "), builder.document.title.isEmpty {
                builder.document.title = String(text.dropFirst(2))
                continue
            }
            switch part {
            case .head, .other:
                builder.addParagraph(text, line: line)
            case .summary:
                summary.append(String(text))
            case .info:
                builder.document.info.append(String(text.hasPrefix("* ") ? text.dropFirst(2) : text))
            case .transcript:
                // A line without markup is its paragraph as it is: a slice of the document's text.
                let clean = hasMarkup(text) ? cleaned(text)[...] : text
                if !clean.isEmpty { builder.addParagraph(clean, line: line, transcript: true) }
            }
        }
        if !summary.isEmpty { builder.document.abstract = summary.joined(separator: "\n") }
        if builder.document.title.isEmpty, let first = lines.first { builder.warn("subtitle transcript has no '# title' line", line: first.number) }
        if part == .head, let first = lines.first { builder.warn("subtitle transcript has no '## Transcript' section", line: first.number) }
    }

    /// Whether `text` has a tag or an entity for `cleaned(_:)` to take out.
    static func hasMarkup(_ text: Substring) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }
    }

    /// Removes `<i>`/`</i>` (and `<b>`, `<br>`) tags, decodes the common HTML entities and, where
    /// there was markup, collapses runs of spaces.
    ///
    /// - Complexity: O(n), over UTF-8 bytes: every byte it looks for is ASCII, so multi-byte
    ///   characters pass through whole.
    static func cleaned(_ text: Substring) -> String {
        guard hasMarkup(text) else { return String(text) }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        func append(_ byte: UInt8) {
            // Spaces: none at the start, never two in a row (a trailing one is dropped below).
            if byte == 0x20, out.isEmpty || out.last == 0x20 { return }
            out.append(byte)
        }
        func word(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "<"), let close = bytes[i..<min(bytes.count, i + 6)].firstIndex(of: UInt8(ascii: ">")) {
                if ["i", "/i", "b", "/b", "br", "br/"].contains(word(i + 1, close)) {
                    i = close + 1
                    continue
                }
            }
            if byte == UInt8(ascii: "&"), let semi = bytes[i..<min(bytes.count, i + 8)].firstIndex(of: UInt8(ascii: ";")) {
                let decoded: String? =
                    switch word(i + 1, semi) {
                    case "gt": ">"
                    case "lt": "<"
                    case "amp": "&"
                    case "quot": "\""
                    case "#39", "apos": "'"
                    case "nbsp": " "
                    default: nil
                    }
                if let decoded {
                    for unit in decoded.utf8 { append(unit) }
                    i = semi + 1
                    continue
                }
            }
            append(byte)
            i += 1
        }
        if out.last == 0x20 { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }
}
