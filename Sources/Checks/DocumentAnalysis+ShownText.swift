import CorpusModel

extension DocumentAnalysis {
    /// The text of a UTF-16 range as a reader of the page sees it, for a note that quotes it
    /// (`Document.removingMarkupBlanks(in:line:column:)`): `参照されるハンドラー名`, not `参照される ハンドラー 名`
    /// for ``参照される`ハンドラー`名``. Other documents' text as it is.
    func shownText(_ range: Range<Int>) -> String {
        let text = locator.text(range)
        guard !document.document.markup.isEmpty, !range.isEmpty else { return text }
        let start = locator.location(of: range.lowerBound)
        return document.document.removingMarkupBlanks(in: text, line: start.line, column: start.column)
    }
}
