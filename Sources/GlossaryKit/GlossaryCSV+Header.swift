extension GlossaryCSV {
    /// Refuses text that is not a glossary CSV before reading its fields, so that a file of another
    /// kind (Markdown, JSON, a spreadsheet saved as text) is named for what it is not rather than
    /// reported for a quote or a field count somewhere inside it.
    static func requireHeader(_ text: String, file: String, line number: Int = 1) throws(GlossaryError) {
        let start = text.drop { $0 == "\u{FEFF}" }
        let line = start.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        let first = line.prefix { $0 != "," }.trimmingCharacters(in: .init(charactersIn: "\" \t"))
        guard first != "id" || !line.contains(",") else { return }
        let found = line.trimmingCharacters(in: .whitespaces).isEmpty
            ? "an empty first line" : "'\(line.count > 60 ? line.prefix(60) + "…" : line)'"
        throw .csv(
            file: file, line: number,
            message: "expected a glossary CSV whose header starts with 'id' (such as 'id,subjectField,en,ja,zh-Hans'), found \(found)")
    }
}
