import CorpusModel

/// Reads a community translation page: a site line (`XCode 16.4 日本語化計画`), body paragraphs,
/// code blocks, and Japanese titles followed on the next line by their English original in
/// parentheses, recorded as glosses.
enum CommunityTranslationReader {
    static func read(_ lines: [SourceLine], into builder: inout DocumentBuilder) {
        var index = 0
        var sawSite = false
        var previous: SourceLine?
        while index < lines.count {
            let line = lines[index]
            let text = line.trimmed
            if line.isBlank { index += 1; continue }
            if !sawSite {
                sawSite = true
                if text.contains("日本語化計画") || text.contains("翻訳") {
                    builder.document.site = String(text)
                    index += 1
                    continue
                }
            }
            if parenthesizedEnglish(text) == nil, CodeLineClassifier.isCode(text) {
                index = ArticleReader.readCode(lines, from: index, into: &builder)
                previous = nil
                continue
            }
            index += 1
            if let english = parenthesizedEnglish(text) {
                if let title = previous {
                    builder.document.glosses.append(Gloss(text: String(title.trimmed), english: String(english), line: title.number))
                } else {
                    builder.warn("English original '\(english)' follows no title", line: line.number, column: line.column)
                }
                previous = nil
                continue
            }
            if builder.document.abstract == nil { builder.document.abstract = String(text) }
            builder.addParagraph(text, line: line)
            previous = line
        }
    }

    /// `(Supporting subscription offer codes in your app)` → the inner English text.
    static func parenthesizedEnglish(_ text: Substring) -> Substring? {
        guard (text.hasPrefix("(") && text.hasSuffix(")")) || (text.hasPrefix("（") && text.hasSuffix("）")) else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.isEmpty, inner.unicodeScalars.allSatisfy({ $0.value < 0x2E80 }),
              inner.unicodeScalars.contains(where: { ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
        else { return nil }
        return inner
    }
}
