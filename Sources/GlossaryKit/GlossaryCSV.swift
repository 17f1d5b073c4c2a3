import Foundation
import TextKit

/// CSV import and export of a glossary: one row per concept, one column per language.
///
/// Layout: a header row `id,subjectField,en,ja,zh-Hans` (then any other language), one row per
/// concept. A language cell lists the concept's terms in that language separated by `|`, each
/// prefixed with its status mark: `*` preferred, `!` deprecated, `~` superseded, no mark for
/// admitted. Inside a term, `\|`, `\\` and a leading `\*`, `\!`, `\~` stand for the literal
/// characters. Fields are quoted per RFC 4180 (`"` doubled) when they hold `,`, `"`, CR or LF;
/// rows end in CRLF. Import accepts CRLF or LF.
///
/// ```
/// id,subjectField,en,ja,zh-Hans
/// win-back-offer,offer types,*win-back offer,*ウィンバックオファー|!再獲得提供オファー,*赢回优惠
/// ```
///
/// CSV carries only ids, subject fields, term texts and statuses; importing into an existing
/// glossary keeps the other data (contexts, notes, symbols, definitions) of terms whose text is
/// unchanged.
///
/// Import also reads glossaries as other tools and spreadsheets write them: a header without an
/// `id` column that names two languages or more (`en,ja,zh-CN`, `English,Japanese,Chinese
/// (Simplified)`, `Term [en],Term [ja]`), whose concepts get ids made from their English terms
/// (`win-back-offer`); `definition`/`description` columns (`Description [en]`) and `note` columns
/// are kept as the concepts' definitions and notes; any other column is a warning and not read.
public enum GlossaryCSV {
    /// The CSV text of `glossary`, concepts sorted by id.
    public static func export(_ glossary: Glossary) -> String {
        var languages = Concept.languageOrder
        let others = Set(glossary.concepts.flatMap { $0.terms.keys }).subtracting(languages).sorted()
        languages += others
        var rows = [["id", "subjectField"] + languages]
        for concept in glossary.concepts.sorted(by: { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }) {
            var row = [concept.id, concept.subjectField ?? ""]
            for language in languages {
                row.append((concept.terms[language] ?? []).map { $0.status.csvMark + escapeTerm($0.text) }.joined(separator: "|"))
            }
            rows.append(row)
        }
        let policyLines = glossary.policies.settings.map { "\(GlossaryPolicies.csvPrefix) \($0)\r\n" }.joined()
        return policyLines + rows.map { $0.map(quote).joined(separator: ",") + "\r\n" }.joined()
    }

    /// Reads CSV bytes into a glossary, keeping the details of unchanged terms from `base`.
    ///
    /// The bytes must be UTF-8 (a BOM is allowed) without control characters other than tab, CR and
    /// LF: anything else (a Shift_JIS file, a stray NUL or escape) is refused with its line, so that
    /// no replacement character or character TBX cannot hold reaches the glossary.
    ///
    /// - Complexity: O(*n*) in the size of the file, plus the merge into `base`.
    public static func `import`(_ data: Data, file: String, base: Glossary = Glossary()) throws(GlossaryError)
        -> Glossary
    {
        try `import`(try decode(data, file: file), file: file, base: base)
    }

    /// Reads CSV bytes as ``import(_:file:base:)-(Data,_,_)`` does, with the warnings about the
    /// policy lines (`# termbridge-policy: …`) that could not be used.
    public static func read(_ data: Data, file: String, base: Glossary = Glossary()) throws(GlossaryError)
        -> (glossary: Glossary, diagnostics: [GlossaryDiagnostic])
    {
        try read(try decode(data, file: file), file: file, base: base)
    }

    /// The text of `data` if it is UTF-8, or UTF-16 with a byte-order mark (a spreadsheet's "Unicode
    /// text"), without control characters; else a located error.
    static func decode(_ data: Data, file: String) throws(GlossaryError) -> String {
        if hasUTF16ByteOrderMark(data) {
            guard let text = String(data: data, encoding: .utf16) else {
                throw .csv(file: file, line: 1, message: "the file starts as UTF-16 but is not UTF-16 throughout; save the CSV as UTF-8")
            }
            var line = 1
            for scalar in text.unicodeScalars {
                if scalar == "\n" { line += 1 }
                let value = scalar.value
                if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value) {
                    throw .csv(file: file, line: line, message: "control character U+\(hex(value)) (a glossary holds text only)")
                }
            }
            return text.first == "\u{FEFF}" ? String(text.dropFirst()) : text
        }
        let bytes = [UInt8](data)
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            if byte < 0x80 {
                if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F {
                    throw .csv(
                        file: file, line: line,
                        message: "control character U+\(hex(UInt32(byte))) at byte \(index) (a glossary holds text only)")
                }
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
            guard length > 0, index + length <= bytes.count,
                let scalar = Self.scalar(bytes[index..<index + length])
            else {
                throw .csv(
                    file: file, line: line,
                    message: "byte 0x\(hex(UInt32(byte))) at offset \(index) is not UTF-8; save the CSV as UTF-8 "
                        + "(Shift_JIS and GB 18030 files are not read, so that no character is replaced)")
            }
            if (0x80...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                throw .csv(
                    file: file, line: line,
                    message: "control character U+\(hex(scalar.value)) at byte \(index) (a glossary holds text only)")
            }
            index += length
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `data` starts with a UTF-16 byte-order mark (little or big endian).
    public static func hasUTF16ByteOrderMark(_ data: Data) -> Bool {
        data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
    }

    /// The one scalar `bytes` encode in UTF-8, or nil when they are not exactly one valid scalar.
    private static func scalar(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil else { return nil }
        return scalar
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, (value > 0xFF ? 4 : 2) - digits.count)) + digits
    }

    /// Reads CSV text into a glossary, keeping the details of unchanged terms from `base`.
    public static func `import`(_ text: String, file: String = "<csv>", base: Glossary = Glossary()) throws(GlossaryError)
        -> Glossary
    {
        try read(text, file: file, base: base).glossary
    }

    /// Reads CSV text into a glossary as ``import(_:file:base:)-(String,_,_)`` does, with the
    /// warnings about policy lines that could not be used.
    ///
    /// Lines before the header that start with `#` are comments; those that start with
    /// `# termbridge-policy:` hold one policy setting each (``GlossaryPolicies``), which the
    /// glossary keeps. An unknown policy or value is a warning naming the line, and is not used.
    public static func read(_ text: String, file: String = "<csv>", base: Glossary = Glossary()) throws(GlossaryError)
        -> (glossary: Glossary, diagnostics: [GlossaryDiagnostic])
    {
        var diagnostics: [GlossaryDiagnostic] = []
        var policies = base.policies
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        var firstLine = 1
        while body.first == "#" || body.first == "\n" || body.first == "\r" {
            let end = body.firstIndex { $0 == "\n" || $0 == "\r\n" || $0 == "\r" } ?? body.endIndex
            let line = body[..<end]
            if line.hasPrefix(GlossaryPolicies.csvPrefix) {
                switch GlossaryPolicies.parse(String(line.dropFirst(GlossaryPolicies.csvPrefix.count))) {
                case .success(let setting): policies.set(setting)
                case .failure(let problem):
                    diagnostics.append(
                        GlossaryDiagnostic(
                            .warning, file: file, line: firstLine, column: 1, message: problem.description + "; the setting is not used"))
                }
            } else if line.hasPrefix("#"), line.lowercased().contains("policy") {
                diagnostics.append(
                    GlossaryDiagnostic(
                        .warning, file: file, line: firstLine, column: 1,
                        message: "comment line mentions a policy but does not start with '\(GlossaryPolicies.csvPrefix)'; not used"))
            }
            body = end == body.endIndex ? body[end...] : body[body.index(after: end)...]
            firstLine += 1
        }
        var (glossary, warnings) = try importRows(String(body), file: file, base: base, firstLine: firstLine)
        glossary.policies = policies
        return (glossary, diagnostics + warnings)
    }

    private static func importRows(_ text: String, file: String, base: Glossary, firstLine: Int) throws(GlossaryError)
        -> (glossary: Glossary, warnings: [GlossaryDiagnostic])
    {
        try requireHeader(text, file: file, line: firstLine)
        let rows = try parse(text, file: file, firstLine: firstLine, delimiter: delimiter(of: headerLine(text)))
        guard let header = rows.first?.fields, header.count >= 2,
            let (columns, warnings) = columns(of: header, file: file, line: firstLine)
        else {
            throw .csv(file: file, line: firstLine, message: "the header must start with 'id' or name two languages")
        }
        // Language columns go through the one resolver: `ja-JP` is `ja`, `zh-TW` is `zh-Hant`.
        var columnOf: [String: String] = [:]
        for (index, column) in columns.enumerated() {
            guard case .term(let tag) = column else { continue }
            if let other = columnOf[tag] {
                throw .csv(file: file, line: firstLine, message: "columns '\(other)' and '\(header[index])' are both language '\(tag)'")
            }
            columnOf[tag] = header[index]
        }
        let hasIDs = columns.first == .id
        var glossary = base
        var seen: Set<String> = []
        for row in rows.dropFirst() {
            if row.fields.allSatisfy(\.isEmpty) { continue }
            guard row.fields.count == header.count else {
                throw .csv(file: file, line: row.line, message: "expected \(header.count) fields, found \(row.fields.count)")
            }
            var id = ""
            if hasIDs {
                id = row.fields[0].trimmingCharacters(in: .whitespaces)
                guard !id.isEmpty else { throw .csv(file: file, line: row.line, message: "empty concept id") }
                guard seen.insert(id).inserted else { throw .csv(file: file, line: row.line, message: "duplicate concept id '\(id)'") }
            }
            var existingIndex = hasIDs ? glossary.concepts.firstIndex { $0.id == id } : nil
            var concept = existingIndex.map { glossary.concepts[$0] } ?? Concept(id: id)
            for (index, column) in columns.enumerated() {
                let cell = row.fields[index].trimmingCharacters(in: .whitespaces)
                switch column {
                case .id, .ignored: continue
                case .subject: if !cell.isEmpty { concept.subjectField = cell }
                case .note: if !cell.isEmpty, !concept.notes.contains(cell) { concept.notes.append(cell) }
                case .definition(let language):
                    guard !cell.isEmpty else { continue }
                    if let language { concept.definitions[language] = cell } else if !concept.notes.contains(cell) { concept.notes.append(cell) }
                case .term(let language):
                    let terms = splitVariants(row.fields[index]).filter { !$0.isEmpty }.map { cell in
                        let (status, text) = parseTerm(cell)
                        var term = Term(text)
                        term.status = status
                        return term
                    }
                    concept.terms[language] = terms.isEmpty ? nil : Self.keepingDetails(terms, of: concept.terms[language] ?? [])
                }
            }
            if !hasIDs {
                // A row without terms is no concept (a spreadsheet's blank or section row).
                guard !concept.terms.isEmpty else { continue }
                concept.id = generatedID(for: concept, line: row.line, taken: seen)
                seen.insert(concept.id)
                // Imported again into the glossary it made, a row updates its concept (terms as in the
                // row; the concept's other data kept), as a row with an id does.
                if let index = glossary.concepts.firstIndex(where: { $0.id == concept.id }) {
                    existingIndex = index
                    var updated = glossary.concepts[index]
                    // Every language the file has a column for, as a row with an id: a cell left
                    // empty clears the language's terms, another language's are kept.
                    for language in columnOf.keys {
                        updated.terms[language] = concept.terms[language].map { Self.keepingDetails($0, of: updated.terms[language] ?? []) }
                    }
                    if let subject = concept.subjectField { updated.subjectField = subject }
                    updated.definitions.merge(concept.definitions) { _, new in new }
                    for note in concept.notes where !updated.notes.contains(note) { updated.notes.append(note) }
                    concept = updated
                }
            }
            Self.dropEnglishGlosses(from: &concept)
            if let existingIndex { glossary.concepts[existingIndex] = concept } else { glossary.concepts.append(concept) }
        }
        return (glossary, warnings)
    }

    /// `terms` as read from a row, each with the details (contexts, notes, type) of the term of
    /// `old` with its text, if any; the statuses are the row's.
    static func keepingDetails(_ terms: [Term], of old: [Term]) -> [Term] {
        terms.map { term in
            guard var kept = old.first(where: { $0.text == term.text }) else { return term }
            kept.status = term.status
            return kept
        }
    }

    /// Real glossaries often write a translation with the English term after it in parentheses
    /// (`准入控制器（Admission Controller）`), a form no text uses; the term becomes the translation
    /// alone, with a note that keeps the form as written. Only a parenthesis that holds one of the
    /// concept's English terms (any case) is dropped.
    static func dropEnglishGlosses(from concept: inout Concept) {
        let english = Set((concept.terms["en"] ?? []).map { $0.text.lowercased() })
        guard !english.isEmpty else { return }
        for (language, terms) in concept.terms where language != "en" {
            concept.terms[language] = terms.map { term in
                var text = term.text
                let closing: Character = text.hasSuffix("）") ? "（" : "("
                guard text.hasSuffix("）") || text.hasSuffix(")"), let open = text.lastIndex(of: closing) else { return term }
                let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
                let head = text[..<open].trimmingCharacters(in: .whitespaces)
                guard !head.isEmpty, english.contains(inner.trimmingCharacters(in: .whitespaces).lowercased()) else {
                    return term
                }
                var plain = term
                text = head
                plain.text = text
                plain.notes.append("written in the glossary as '\(term.text)'")
                return plain
            }
        }
    }

    static func escapeTerm(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
        if let first = result.first, "*!~".contains(first) { result.insert("\\", at: result.startIndex) }
        return result
    }

    static func parseTerm(_ cell: String) -> (AdministrativeStatus, String) {
        var status = AdministrativeStatus.admitted
        var body = Substring(cell)
        switch body.first {
        case "*": status = .preferred; body.removeFirst()
        case "!": status = .deprecated; body.removeFirst()
        case "~": status = .superseded; body.removeFirst()
        default: break
        }
        var text = ""
        var escaped = false
        for character in body {
            if escaped { text.append(character); escaped = false } else if character == "\\" { escaped = true } else { text.append(character) }
        }
        return (status, text)
    }

    /// Splits a cell at unescaped `|`, keeping escapes for ``parseTerm(_:)``.
    static func splitVariants(_ cell: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaped = false
        for character in cell {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "|" {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// RFC 4180 parsing; each row with the 1-based line it starts on.
    static func parse(_ text: String, file: String, firstLine: Int = 1, delimiter: Unicode.Scalar = ",") throws(GlossaryError)
        -> [(line: Int, fields: [String])]
    {
        var rows: [(Int, [String])] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var afterQuote = false
        var line = firstLine
        var rowLine = firstLine
        var chars = Array(text.unicodeScalars)
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        var i = 0
        func endRow() {
            fields.append(field)
            rows.append((rowLine, fields))
            fields = []
            field = ""
        }
        while i < chars.count {
            let c = chars[i]
            if inQuotes {
                if c == "\"" {
                    if i + 1 < chars.count && chars[i + 1] == "\"" {
                        field.unicodeScalars.append("\"")
                        i += 1
                    } else {
                        inQuotes = false
                        afterQuote = true
                    }
                } else {
                    if c == "\n" { line += 1 }
                    field.unicodeScalars.append(c)
                }
            } else if c == delimiter {
                fields.append(field)
                field = ""
                afterQuote = false
            } else if c == "\r" || c == "\n" {
                if c == "\r" && i + 1 < chars.count && chars[i + 1] == "\n" { i += 1 }
                endRow()
                afterQuote = false
                line += 1
                rowLine = line
            } else if c == "\"" && field.isEmpty && !afterQuote {
                inQuotes = true
            } else {
                if afterQuote || c == "\"" {
                    throw .csv(file: file, line: line, message: "unexpected '\"' in a field (quote the whole field and double the quote)")
                }
                field.unicodeScalars.append(c)
            }
            i += 1
        }
        if inQuotes { throw .csv(file: file, line: rowLine, message: "unterminated quoted field") }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return rows
    }
}
