import CorpusModel

/// Reads a documentation article: a `記事` marker, title, abstract, headings, paragraphs, bullet
/// lists (`•`), numbered steps, notes (`重要`, `注意`), code blocks and a see-also list, skipping the
/// `トップへ` navigation boilerplate.
enum ArticleReader {
    static let markers: Set<Substring> = ["記事", "Article", "文章"]
    static let noteLabels: Set<Substring> = ["重要", "注意", "注", "メモ", "Important", "Note", "Warning", "Tip", "重要事项", "注释"]
    static let seeAlsoHeadings: Set<Substring> = ["関連項目", "以下も見よ", "See Also", "另请参阅", "参见"]
    static let boilerplate: Set<Substring> = ["トップへ", "Back to top", "返回顶部"]

    static func read(_ lines: [SourceLine], into builder: inout DocumentBuilder) {
        var index = 0
        var sawTitle = false
        var sawAbstract = false
        var inSeeAlso = false
        var pendingNote = false
        var pendingCaption = false
        func nextNonBlank(after i: Int) -> SourceLine? {
            var j = i + 1
            while j < lines.count { if !lines[j].isBlank { return lines[j] }; j += 1 }
            return nil
        }
        while index < lines.count {
            let line = lines[index]
            let text = line.trimmed
            if line.isBlank || boilerplate.contains(text) { index += 1; continue }
            if !sawTitle && markers.contains(text) { index += 1; continue }
            if !sawTitle {
                builder.document.title = String(text)
                sawTitle = true
                index += 1
                continue
            }
            if CodeLineClassifier.isCode(text) {
                index = readCode(lines, from: index, into: &builder)
                continue
            }
            if !sawAbstract {
                builder.document.abstract = String(text)
                builder.addParagraph(text, line: line)
                sawAbstract = true
                index += 1
                continue
            }
            index += 1
            if seeAlsoHeadings.contains(text) {
                builder.startSection(text, level: 1, line: line)
                inSeeAlso = true
                continue
            }
            if noteLabels.contains(text) { pendingNote = true; continue }
            if text.hasPrefix("図") || text.hasPrefix("Figure ") || text.hasPrefix("图"), text.count <= 8, text.last?.isNumber == true {
                pendingCaption = true
                continue
            }
            if let item = listItem(text) {
                builder.addParagraph(item.text, role: item.role, line: line, column: line.column + item.offset)
                continue
            }
            if pendingNote { builder.addParagraph(text, role: .note, line: line); pendingNote = false; continue }
            if pendingCaption { builder.addParagraph(text, role: .caption, line: line); pendingCaption = false; continue }
            if inSeeAlso { builder.addParagraph(text, role: .seeAlso, line: line); continue }
            if isHeading(text), let next = nextNonBlank(after: index - 1), !boilerplate.contains(next.trimmed) {
                builder.startSection(text, level: line.column > 1 ? 2 : 1, line: line)
                continue
            }
            builder.addParagraph(text, line: line)
        }
        if !sawTitle, let first = lines.first { builder.warn("article has no title", line: first.number) }
    }

    /// A heading: a short line with no sentence punctuation.
    static func isHeading(_ text: Substring) -> Bool {
        guard text.count <= 40, let last = text.last else { return false }
        if "。．.：:、，,)）」".contains(last) { return false }
        return !text.contains("。")
    }

    /// `• item` or `1. step`.
    static func listItem(_ text: Substring) -> (text: Substring, role: Paragraph.Role, offset: Int)? {
        if text.hasPrefix("•") || text.hasPrefix("・ ") || text.hasPrefix("- ") {
            let body = text.dropFirst().drop { $0 == " " }
            return (body, .bullet, text.unicodeScalars.count - body.unicodeScalars.count)
        }
        let digits = text.prefix { $0.isASCIIDigitCharacter }
        if !digits.isEmpty, digits.count <= 2, text.dropFirst(digits.count).hasPrefix(". ") {
            let body = text.dropFirst(digits.count + 2).drop { $0 == " " }
            return (body, .step, text.unicodeScalars.count - body.unicodeScalars.count)
        }
        return nil
    }

    /// Reads a code block starting at `start`; blank lines inside it are kept while code follows.
    /// Returns the index after the block.
    static func readCode(_ lines: [SourceLine], from start: Int, into builder: inout DocumentBuilder) -> Int {
        var end = start
        var last = start
        var j = start
        var depth = 0
        while j < lines.count {
            let line = lines[j]
            if line.isBlank { j += 1; continue }
            // Inside an open brace any line continues the block (e.g. `for: x)` on a wrapped call).
            if depth > 0 || CodeLineClassifier.isCode(line.trimmed) || (j > start && line.trimmed.hasPrefix("for:")) {
                for c in line.trimmed.unicodeScalars {
                    if c == "{" || c == "(" || c == "[" { depth += 1 } else if c == "}" || c == ")" || c == "]" { depth -= 1 }
                }
                if depth > 0, line.trimmed.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) && !line.trimmed.contains("//") {
                    depth = 0
                    break
                }
                last = j
                j += 1
                end = j
            } else {
                break
            }
        }
        // Keep the original indentation relative to the block's first line.
        let base = lines[start].column
        var raw: [String] = []
        for k in start...last {
            let line = lines[k]
            if line.isBlank { raw.append(""); continue }
            raw.append(String(repeating: " ", count: max(0, line.column - base)) + line.trimmed)
        }
        builder.document.codeListings.append(CodeListing(raw: raw.joined(separator: "\n"), code: raw.joined(separator: "\n"), line: lines[start].number))
        if depth > 0 { builder.warn("code block looks truncated: \(depth) unclosed bracket(s)", line: lines[start].number, column: lines[start].column) }
        return end
    }
}
