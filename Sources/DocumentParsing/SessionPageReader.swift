import CorpusModel

/// Reads a WWDC session page: streaming note, title, abstract, chapters, resources, related
/// videos, transcript paragraphs, then timestamped code listings separated by `-` lines.
enum SessionPageReader {
    static let chapterHeadings: Set<Substring> = ["関連する章", "章节", "Chapters"]
    static let resourceHeadings: Set<Substring> = ["リソース", "资源", "Resources"]
    static let videoHeadings: Set<Substring> = ["関連ビデオ", "相关视频", "Related Videos"]
    static let downloadMarkers: Set<Substring> = ["ダウンロード", "下载", "Download"]

    /// `- 4:37 - Title` → (time, title).
    static func chapter(in line: SourceLine) -> (time: Substring, title: Substring)? {
        guard line.trimmed.hasPrefix("- ") else { return nil }
        return timestamped(line.trimmed.dropFirst(2))
    }

    /// `4:25 - Title` → (time, title).
    static func timestamped(_ text: Substring) -> (time: Substring, title: Substring)? {
        guard let dash = text.firstRange(of: " - ") else { return nil }
        let time = text[..<dash.lowerBound]
        let parts = time.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCIIDigitCharacter) })
        else { return nil }
        return (time, text[dash.upperBound...])
    }

    private enum Part { case head, chapters, resources, videos, transcript, code }

    static func read(_ lines: [SourceLine], into builder: inout DocumentBuilder) {
        var part = Part.head
        var headLines: [SourceLine] = []
        var index = 0
        let lastListing = lines.lastIndex { timestamped($0.trimmed) != nil } ?? -1
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.isBlank { continue }
            let text = line.trimmed
            if chapterHeadings.contains(text) { part = .chapters; continue }
            if resourceHeadings.contains(text) { part = .resources; continue }
            if videoHeadings.contains(text) { part = .videos; continue }
            if downloadMarkers.contains(text), part != .code { part = .transcript; continue }
            switch part {
            case .head:
                headLines.append(line)
            case .chapters:
                if let chapter = chapter(in: line) {
                    builder.document.chapters.append(Chapter(time: String(chapter.time), title: String(chapter.title), line: line.number))
                } else {
                    builder.warn("unexpected line in the chapter list", line: line.number, column: line.column)
                }
            case .resources:
                if text.hasPrefix("- ") { builder.document.resources.append(String(text.dropFirst(2))) }
                else { builder.warn("unexpected line in the resource list", line: line.number, column: line.column) }
            case .videos:
                if text != "-" { builder.document.relatedVideos.append(String(text)) }
            case .transcript:
                if text == "-" {
                    part = .code
                } else {
                    builder.addParagraph(text, line: line, transcript: true)
                }
            case .code:
                if text == "-" { continue }
                if let listing = timestamped(text) {
                    // The code is every following line up to the next `-` separator.
                    var codeLines: [SourceLine] = []
                    while index < lines.count, lines[index].trimmed != "-", timestamped(lines[index].trimmed) == nil {
                        codeLines.append(lines[index])
                        index += 1
                    }
                    while let last = codeLines.last, last.isBlank { codeLines.removeLast() }
                    if codeLines.isEmpty {
                        builder.warn("code listing '\(listing.title)' has no code (truncated listing?)", line: line.number, column: line.column)
                        builder.document.codeListings.append(CodeListing(time: String(listing.time), title: String(listing.title), raw: "", code: "", line: line.number))
                    } else {
                        builder.addCode(
                            raw: codeLines.map { String($0.trimmed) }.joined(separator: "\n"),
                            time: String(listing.time), title: String(listing.title), line: codeLines[0].number)
                    }
                } else if index > lastListing {
                    // Site boilerplate after the listings (search hints, network errors): not content.
                    continue
                } else {
                    builder.warn("text between code listings without a timestamped title", line: line.number, column: line.column)
                }
            }
        }
        readHead(headLines, into: &builder)
        if builder.document.chapters.isEmpty, let first = lines.first {
            builder.warn("session page has no chapter list", line: first.number)
        }
    }

    /// The head: a streaming note up to a `-` line, then the title and the abstract.
    private static func readHead(_ head: [SourceLine], into builder: inout DocumentBuilder) {
        var rest = head[...]
        if let separator = head.firstIndex(where: { $0.trimmed == "-" }) { rest = head[(separator + 1)...] }
        rest = rest.drop { $0.trimmed == "-" }
        if let title = rest.first {
            builder.document.title = String(title.trimmed)
            rest = rest.dropFirst()
        }
        let abstract = rest.filter { $0.trimmed != "-" }.map { String($0.trimmed) }
        if !abstract.isEmpty { builder.document.abstract = abstract.joined(separator: "\n") }
        for line in rest where line.trimmed != "-" { builder.addParagraph(line.trimmed, line: line) }
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
