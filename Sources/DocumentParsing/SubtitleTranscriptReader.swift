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
                let clean = cleaned(text)
                if !clean.isEmpty { builder.addParagraph(clean[...], line: line, transcript: true) }
            }
        }
        if !summary.isEmpty { builder.document.abstract = summary.joined(separator: "\n") }
        if builder.document.title.isEmpty, let first = lines.first { builder.warn("subtitle transcript has no '# title' line", line: first.number) }
        if part == .head, let first = lines.first { builder.warn("subtitle transcript has no '## Transcript' section", line: first.number) }
    }

    /// Removes `<i>`/`</i>` tags and decodes the common HTML entities.
    static func cleaned(_ text: Substring) -> String {
        guard text.contains("<") || text.contains("&") else { return String(text) }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "<", let close = text[i...].prefix(6).firstIndex(of: ">") {
                let tag = text[text.index(after: i)..<close]
                if tag == "i" || tag == "/i" || tag == "b" || tag == "/b" || tag == "br" || tag == "br/" {
                    i = text.index(after: close)
                    continue
                }
            }
            if c == "&", let semi = text[i...].prefix(8).firstIndex(of: ";") {
                let entity = text[text.index(after: i)..<semi]
                let decoded: String? = switch entity {
                case "gt": ">"
                case "lt": "<"
                case "amp": "&"
                case "quot": "\""
                case "#39", "apos": "'"
                case "nbsp": " "
                default: nil
                }
                if let decoded { out += decoded; i = text.index(after: semi); continue }
            }
            out.append(c)
            i = text.index(after: i)
        }
        return out.split(whereSeparator: { $0 == " " }).joined(separator: " ")
    }
}
