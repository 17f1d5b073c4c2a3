import CorpusModel

extension DocumentAnalysis {
    /// The text of a UTF-16 range as a reader of the page sees it, for a note that quotes it: a Markdown
    /// page's markup (a link's brackets and URL, a code span's backticks, a shortcode around its text) is
    /// left out, where the checked text has it blanked with spaces to keep every offset. A quoted
    /// Japanese or Chinese sentence then has no space where the page had `[` or a backtick
    /// (`参照される ハンドラー 名` for ``参照される`ハンドラー`名``). Other documents' text as it is.
    /// - Complexity: O(*n* · *s*) for *n* scalars in the range and *s* markup spans that meet it.
    func shownText(_ range: Range<Int>) -> String {
        let text = locator.text(range)
        let markup = document.document.markup
        guard !markup.isEmpty, !range.isEmpty else { return text }
        let start = locator.location(of: range.lowerBound)
        let end = locator.location(of: range.upperBound)
        let spans = markup.filter {
            ($0.endLine, $0.endColumn) > (start.line, start.column) && ($0.line, $0.column) < (end.line, end.column)
        }
        guard !spans.isEmpty else { return text }
        var shown = String.UnicodeScalarView()
        var (line, column) = start
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" || scalar == "\r" {
                shown.append(scalar)
                if !(scalar == "\n" && previous == "\r") { (line, column) = (line + 1, 1) }
                continue
            }
            // Markup is blanked in the checked text: only its spaces are left out.
            let inMarkup = scalar == " " && spans.contains { ($0.line, $0.column) <= (line, column) && (line, column) < ($0.endLine, $0.endColumn) }
            if !inMarkup { shown.append(scalar) }
            column += 1
        }
        return String(shown)
    }
}
