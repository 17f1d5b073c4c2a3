/// A Markdown code span written as one name (`` `kubectl` ``, `` `spec.nodeName` ``,
/// `` `--cgroup-driver` ``): text a translation keeps as it is. Found by `parity-api-mention` in
/// Markdown pages, where a code span is code whatever its shape.
struct InlineCode: Sendable, Hashable {
    /// The text between the backticks.
    var text: String
    /// The UTF-16 span of `text` (without the backticks).
    var utf16Range: Range<Int>

    /// The longest name a code span may hold to be compared.
    static let maximumLength = 80

    /// The code spans of a Markdown document (`Document.codeSpans`) whose content is one name: at
    /// least two characters, a Latin letter, no white space. A span of prose or a command line
    /// (`` `kubectl get pods` ``) is left out: translations reword such spans' neighbourhood, and
    /// their words are compared as prose.
    /// - Complexity: O(*s* × *m*) for *s* spans of at most `maximumLength` units.
    static func all(in analysis: DocumentAnalysis) -> [InlineCode] {
        let locator = analysis.locator
        return analysis.document.document.codeSpans.compactMap { span in
            let start = locator.offset(line: span.line, column: span.column)
            let end = locator.offset(line: span.endLine, column: span.endColumn)
            guard start < end, end - start <= maximumLength, end <= locator.unitCount else { return nil }
            let range = start..<end
            guard isName(locator.units(in: range)[...]) else { return nil }
            return InlineCode(text: locator.text(range), utf16Range: range)
        }
    }

    /// Whether code-span content is one name: two or more characters, no white space, a Latin
    /// letter, and only ASCII.
    static func isName(_ content: ArraySlice<UInt16>) -> Bool {
        guard content.count >= 2 else { return false }
        var hasLetter = false
        for unit in content {
            guard unit > 0x20, unit < 0x7F else { return false }
            if (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) { hasLetter = true }
        }
        return hasLetter
    }
}
