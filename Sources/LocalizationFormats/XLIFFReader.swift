/// Reads XLIFF 1.2 as Xcode exports it: `<file>` elements with `source-language` and
/// `target-language`, `<trans-unit id>` with `<source>`, an optional `<target state>` and `<note>`.
///
/// Catalogue variations come as units `key|==|plural.one` and `.stringsdict` rules as
/// `/KEY:dict/VARIABLE:dict/CATEGORY:dict/:string`; both become the entry `key` with the variation
/// `plural.one` or `substitutions.VARIABLE.plural.CATEGORY`. `translate="no"` units are entries that
/// should not be translated.
enum XLIFFReader {
    /// - Complexity: O(*n*) in the file size.
    static func read(_ text: SourceText, path: String) throws(LocalizationFormatError) -> LocalizationFile {
        let root = try XMLScanner.parse(text, path: path)
        guard root.localName == "xliff" else {
            throw LocalizationFormatError(
                path: path, position: text.position(of: root.offset),
                message: "expected an '<xliff>' root element, found '<\(root.name)>'")
        }
        var warnings: [LocalizationFormatError] = []
        if let version = root.attributes["version"], version != "1.2" {
            warnings.append(
                LocalizationFormatError(
                    path: path, position: text.position(of: root.offset),
                    message: "XLIFF version '\(version)' read as 1.2"))
        }
        var sourceLanguage = "en"
        var languages: Set<String> = []
        var entries: [LocalizationEntry] = []
        for file in root.children(named: "file") {
            let fileSource = file.attributes["source-language"] ?? "en"
            sourceLanguage = fileSource
            let target = file.attributes["target-language"]
            if let target { languages.insert(target) }
            for unit in units(in: file) {
                guard let id = unit.attributes["id"] else {
                    warnings.append(
                        LocalizationFormatError(
                            path: path, position: text.position(of: unit.offset),
                            message: "a '<trans-unit>' without an 'id' was skipped"))
                    continue
                }
                let (key, variation) = split(id: id)
                var sourceValues: [LocalizedValue] = []
                var sourceText: String?
                if let source = unit.child("source") {
                    sourceText = source.text
                    sourceValues.append(
                        LocalizedValue(
                            language: fileSource, text: source.text, state: .unspecified, variation: variation,
                            range: source.contentRange, position: text.position(of: source.contentRange.lowerBound)))
                }
                var values: [LocalizedValue] = []
                if let element = unit.child("target"), let target,
                    !(element.text.isEmpty && !(sourceText ?? "").isEmpty)
                {
                    var state = TranslationState.unspecified
                    if let name = element.attributes["state"] {
                        if let known = TranslationState(fileValue: name) {
                            state = known
                        } else {
                            warnings.append(
                                LocalizationFormatError(
                                    path: path, position: text.position(of: element.offset),
                                    message: "unknown target state '\(name)'"))
                        }
                    }
                    values.append(
                        LocalizedValue(
                            language: target, text: element.text, state: state, variation: variation,
                            range: element.contentRange, position: text.position(of: element.contentRange.lowerBound)))
                }
                let notes = unit.children(named: "note").map(\.text).filter { !$0.isEmpty }
                entries.append(
                    LocalizationEntry(
                        key: key, position: text.position(of: unit.offset), source: sourceText,
                        sourceValues: sourceValues,
                        values: values, comment: notes.isEmpty ? nil : notes.joined(separator: "\n"),
                        shouldTranslate: unit.attributes["translate"] != "no"))
            }
        }
        return LocalizationFile(
            path: path, format: .xliff, encoding: .utf8, text: text, originalBytes: [], sourceLanguage: sourceLanguage,
            languages: languages.sorted(), entries: entries, warnings: warnings)
    }

    /// The `<trans-unit>` elements of a `<file>`, in `<body>` and any `<group>`.
    private static func units(in element: XMLElementNode) -> [XMLElementNode] {
        element.children.flatMap { child -> [XMLElementNode] in
            child.localName == "trans-unit" ? [child] : units(in: child)
        }
    }

    /// The key and variation of a unit id.
    static func split(id: String) -> (key: String, variation: String) {
        if let range = id.range(of: "|==|") {
            return (String(id[..<range.lowerBound]), String(id[range.upperBound...]))
        }
        if id.hasPrefix("/"), id.hasSuffix(":string") {
            let parts = id.split(separator: "/").map { $0.hasSuffix(":dict") ? String($0.dropLast(5)) : String($0) }
            if parts.count >= 4 {
                return (parts[0], "substitutions.\(parts[1]).plural.\(parts[2])")
            }
            if parts.count >= 2 { return (parts[0], "") }
        }
        return (id, "")
    }
}
