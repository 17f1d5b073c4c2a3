import Foundation
import TextKit

extension GlossaryCSV {
    /// What a column of a glossary CSV holds, as its header names it.
    enum Column: Equatable {
        /// The concept's id (`id`).
        case id
        /// The concept's subject field (`subjectField`, `subject`, `domain`, `category`).
        case subject
        /// A note on the concept (`note`, `notes`, `comment`, `remarks`).
        case note
        /// The terms of a language (`ja`, `zh-CN`, `Japanese`, `日本語`, `Term [ja]`), by resolved tag.
        case term(String)
        /// A definition (`definition`, `Description [en]`): in a language, or the concept's (kept as a note).
        case definition(String?)
        /// A column the glossary does not read (`Part of speech`); a warning says so.
        case ignored
    }

    /// The columns of a header row, what each holds, and the warnings about those not read. A header
    /// that names neither an `id` column first nor two languages is no glossary header (nil).
    static func columns(of header: [String], file: String, line: Int) -> (columns: [Column], warnings: [GlossaryDiagnostic])? {
        var columns: [Column] = []
        var warnings: [GlossaryDiagnostic] = []
        for (index, written) in header.enumerated() {
            if index == 0, written.trimmingCharacters(in: .whitespaces) == "id" {
                columns.append(.id)
                continue
            }
            let column = Self.column(named: written)
            if column == .ignored {
                warnings.append(GlossaryDiagnostic(
                    .warning, file: file, line: line, column: index + 1,
                    message: "column '\(written)' is neither a language (such as 'ja', 'zh-Hans' or 'Japanese') nor a field the glossary keeps "
                        + "(id, subjectField, definition, note); its cells are not read"))
            }
            columns.append(column)
        }
        let languages = columns.filter { if case .term = $0 { true } else { false } }.count
        guard columns.first == .id || languages >= 2 else { return nil }
        return (columns, warnings)
    }

    /// What a column named `written` holds.
    static func column(named written: String) -> Column {
        let name = written.trimmingCharacters(in: .whitespaces).lowercased()
        let fields: Set<String> = ["term", "terms", "translation", "definition", "description"]
        // Words, a field's name joined to its language by `_` taken apart (`term_ja`, `definition_zh_CN`).
        let words = name.split { !$0.isLetter && !$0.isNumber && $0 != "-" && $0 != "_" }.flatMap { word -> [String] in
            let parts = word.split(separator: "_", maxSplits: 1).map(String.init)
            if parts.count == 2, fields.contains(parts[0]) { return parts }
            if parts.count == 2, let last = word.split(separator: "_").last, fields.contains(String(last)) {
                return [String(word.dropLast(last.count + 1)), String(last)]
            }
            return [String(word)]
        }
        switch name {
        case "id": return .id
        case "subjectfield", "subject field", "subject", "domain", "category": return .subject
        case "note", "notes", "comment", "comments", "remark", "remarks": return .note
        default: break
        }
        if let tag = language(named: name) { return .term(tag) }
        // `Term [ja]`, `Term (Japanese)`, `term_ja`, `Japanese term`, `Definition [en]`, `description_ja`.
        guard let first = words.first else { return .ignored }
        let field = words.count > 1 ? [first, words[words.count - 1]] : [first]
        let isDefinition = field.contains { $0 == "definition" || $0 == "description" }
        let isTerm = field.contains { $0 == "term" || $0 == "terms" || $0 == "translation" }
        if isDefinition && words.count == 1 { return .definition(nil) }
        if isTerm || isDefinition {
            let rest = words.filter { !fields.contains($0) }
            let inner = name.drop { $0 != "[" && $0 != "(" }.dropFirst().prefix { $0 != "]" && $0 != ")" }
            let tag = language(named: String(inner)) ?? language(named: rest.joined(separator: " "))
                ?? rest.compactMap { language(named: $0) }.first
            if let tag { return isDefinition ? .definition(tag) : .term(tag) }
        }
        return .ignored
    }

    /// Languages as column headers name them in English, in themselves, or in Japanese and Chinese.
    static let languageNames: [String: String] = [
        "english": "en", "英語": "en", "英文": "en", "英语": "en",
        "japanese": "ja", "日本語": "ja", "日文": "ja", "日语": "ja", "日語": "ja",
        "chinese": "zh-Hans", "simplified chinese": "zh-Hans", "chinese simplified": "zh-Hans", "chinese (simplified)": "zh-Hans",
        "chinese (prc)": "zh-Hans", "中文": "zh-Hans", "简体中文": "zh-Hans", "中文（简体）": "zh-Hans", "中国語": "zh-Hans",
        "簡体字中国語": "zh-Hans", "中国語（簡体字）": "zh-Hans", "汉语": "zh-Hans",
        "traditional chinese": "zh-Hant", "chinese traditional": "zh-Hant", "chinese (traditional)": "zh-Hant",
        "繁體中文": "zh-Hant", "繁体中文": "zh-Hant", "中文（繁體）": "zh-Hant", "繁体字中国語": "zh-Hant",
        "korean": "ko", "한국어": "ko", "韓国語": "ko", "french": "fr", "français": "fr", "german": "de", "deutsch": "de",
        "spanish": "es", "español": "es", "italian": "it", "portuguese": "pt", "russian": "ru",
    ]

    /// Words of column headers that are no language, though ICU would read them as language codes.
    static let notLanguages: Set<String> = ["pos", "key", "ref", "src", "tgt", "url", "uri", "tag", "tags", "no", "num", "row", "type"]

    /// The tag a column name stands for: a language name, or a language tag whose language has a
    /// two- or three-letter code (`ja`, `zh-CN`, `ja_JP`, `fil`); nil for other names.
    static func language(named written: String) -> String? {
        let name = written.trimmingCharacters(in: .whitespaces)
        if let tag = languageNames[name.lowercased()] { return tag }
        let primary = name.split { $0 == "-" || $0 == "_" }.first.map { $0.lowercased() } ?? ""
        guard (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter }), !notLanguages.contains(primary)
        else { return nil }
        return LanguageResolver.resolve(name).tag
    }

    /// Whether `line` is a glossary CSV's header: an `id` column first, or two languages named;
    /// fields separated by commas, or by tabs or semicolons where the line has no comma (a
    /// spreadsheet's tab-separated text, a European spreadsheet's CSV).
    public static func isHeader(_ line: Substring) -> Bool {
        let fields = line.split(separator: Character(delimiter(of: line)), omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .init(charactersIn: "\" \t")) }
        return fields.count >= 2 && columns(of: fields, file: "", line: 0) != nil
    }

    /// The character that separates a header line's fields: `,`, else a tab, else `;`.
    static func delimiter(of header: Substring) -> Unicode.Scalar {
        if header.contains(",") { return "," }
        if header.contains("\t") { return "\t" }
        return header.contains(";") ? ";" : ","
    }

    /// The first line of `text` (after a byte-order mark).
    static func headerLine(_ text: String) -> Substring {
        text.drop { $0 == "\u{FEFF}" }.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
    }

    /// Refuses text that is not a glossary CSV before reading its fields, so that a file of another
    /// kind (Markdown, JSON, a spreadsheet saved as text) is named for what it is not rather than
    /// reported for a quote or a field count somewhere inside it. The header names an `id` column
    /// first, or two languages.
    static func requireHeader(_ text: String, file: String, line number: Int = 1) throws(GlossaryError) {
        let line = headerLine(text)
        if isHeader(line) { return }
        let found = line.trimmingCharacters(in: .whitespaces).isEmpty
            ? "an empty first line" : "'\(line.count > 60 ? line.prefix(60) + "…" : line)'"
        throw .csv(
            file: file, line: number,
            message: "expected a glossary CSV whose header starts with 'id' (such as 'id,subjectField,en,ja,zh-Hans') "
                + "or names two languages (such as 'en,ja,zh-Hans' or 'English,Japanese'), found \(found)")
    }

    /// An id for a concept of a CSV without ids: its English term (else its first term) made into
    /// a name (`win-back offer` → `win-back-offer`), unique among `taken`.
    static func generatedID(for concept: Concept, line: Int, taken: Set<String>) -> String {
        let source = concept.terms["en"]?.first?.text ?? concept.terms.sorted { $0.key < $1.key }.first?.value.first?.text ?? ""
        var slug = ""
        for character in source.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        if slug.isEmpty { slug = "row-\(line)" }
        if slug.first?.isNumber == true { slug = "c-" + slug }
        var id = slug
        var suffix = 2
        while taken.contains(id) {
            id = "\(slug)-\(suffix)"
            suffix += 1
        }
        return id
    }
}
