/// Reads a String Catalog (`.xcstrings`): the JSON Xcode writes, with every string unit's position.
///
/// Keys: `sourceLanguage`, `strings`, `version` (kept as written; one Xcode does not write is a
/// warning). Each string: `comment`, `extractionState`, `shouldTranslate`, `localizations` per
/// language with a `stringUnit` (`state`, `value`), `variations` (`plural`, `device`, nested), `substitutions`
/// (each with its own `variations`) or a `stringSet` (`values` array). Unknown keys are ignored,
/// as Xcode itself ignores them.
enum StringCatalogReader {
    /// - Complexity: O(*n*) in the file size.
    static func read(_ text: SourceText, path: String) throws(LocalizationFormatError) -> LocalizationFile {
        let root = try JSONScanner.parse(text, path: path)
        func fail(_ node: JSONNode, _ message: String) -> LocalizationFormatError {
            LocalizationFormatError(path: path, position: text.position(of: node.offset), message: message)
        }
        guard case .object = root else { throw fail(root, "a String Catalog is a JSON object, found \(root.kind)") }
        var warnings: [LocalizationFormatError] = []
        let sourceLanguage = root["sourceLanguage"]?.stringValue ?? "en"
        if root["sourceLanguage"] == nil {
            warnings.append(fail(root, "the catalogue has no 'sourceLanguage'; 'en' assumed"))
        }
        var version: String?
        if let node = root["version"] {
            guard let value = node.stringValue else {
                throw fail(node, "'version' must be a string, found \(node.kind)")
            }
            version = value
            if !LocalizationFile.knownVersions.contains(value) {
                warnings.append(
                    fail(
                        node,
                        "unknown catalogue version '\(value)' (known: 1.0–1.3); read as the latest and kept as written")
                )
            }
        }
        guard let strings = root["strings"] else { throw fail(root, "the catalogue has no 'strings' object") }
        guard case .object(let members, _) = strings else {
            throw fail(strings, "'strings' must be an object, found \(strings.kind)")
        }

        var languages: Set<String> = []
        var entries: [LocalizationEntry] = []
        entries.reserveCapacity(members.count)
        for member in members {
            let node = member.value
            guard case .object = node else {
                throw fail(node, "the string '\(member.key)' must be an object, found \(node.kind)")
            }
            var sourceValues: [LocalizedValue] = []
            var values: [LocalizedValue] = []
            for localization in node["localizations"]?.members ?? [] {
                var collected: [LocalizedValue] = []
                try collect(
                    localization.value, language: localization.key, variation: "", into: &collected,
                    text: text, path: path, warnings: &warnings)
                if localization.key == sourceLanguage {
                    sourceValues += collected
                } else {
                    languages.insert(localization.key)
                    values += collected
                }
            }
            let plain = sourceValues.first { $0.variation.isEmpty }?.text
            entries.append(
                LocalizationEntry(
                    key: member.key, position: text.position(of: member.offset),
                    source: plain ?? (sourceValues.isEmpty ? member.key : nil), sourceValues: sourceValues,
                    values: values,
                    comment: node["comment"]?.stringValue, shouldTranslate: node["shouldTranslate"]?.boolValue ?? true,
                    extractionState: node["extractionState"]?.stringValue))
        }
        return LocalizationFile(
            path: path, format: .xcstrings, encoding: .utf8, text: text, originalBytes: [],
            sourceLanguage: sourceLanguage,
            version: version, languages: languages.sorted(), entries: entries, warnings: warnings)
    }

    /// The string units under a localisation or variation node, depth first in file order.
    private static func collect(
        _ node: JSONNode, language: String, variation: String, into values: inout [LocalizedValue], text: SourceText,
        path: String, warnings: inout [LocalizationFormatError]
    ) throws(LocalizationFormatError) {
        func joined(_ parts: String...) -> String {
            ([variation] + parts).filter { !$0.isEmpty }.joined(separator: ".")
        }
        if let unit = node["stringUnit"] {
            guard let value = unit["value"], case .string(let string, let range) = value else {
                throw LocalizationFormatError(
                    path: path, position: text.position(of: unit.offset),
                    message: "a 'stringUnit' needs a string 'value'")
            }
            let state = stateOf(unit["state"], text: text, path: path, warnings: &warnings)
            values.append(
                LocalizedValue(
                    language: language, text: string, state: state, variation: variation, range: range,
                    position: text.position(of: range.lowerBound)))
        }
        if let set = node["stringSet"] {
            let state = stateOf(set["state"], text: text, path: path, warnings: &warnings)
            if case .array(let elements, _)? = set["values"] {
                for (index, element) in elements.enumerated() {
                    guard case .string(let string, let range) = element else { continue }
                    values.append(
                        LocalizedValue(
                            language: language, text: string, state: state,
                            variation: joined("stringSet", String(index)),
                            range: range, position: text.position(of: range.lowerBound)))
                }
            }
        }
        for kind in node["variations"]?.members ?? [] {
            for category in kind.value.members {
                try collect(
                    category.value, language: language, variation: joined(kind.key, category.key), into: &values,
                    text: text, path: path, warnings: &warnings)
            }
        }
        for substitution in node["substitutions"]?.members ?? [] {
            guard let variations = substitution.value["variations"] else { continue }
            for kind in variations.members {
                for category in kind.value.members {
                    try collect(
                        category.value, language: language,
                        variation: joined("substitutions", substitution.key, kind.key, category.key),
                        into: &values, text: text, path: path, warnings: &warnings)
                }
            }
        }
    }

    private static func stateOf(
        _ node: JSONNode?, text: SourceText, path: String, warnings: inout [LocalizationFormatError]
    ) -> TranslationState {
        guard let node, let name = node.stringValue else { return .unspecified }
        if let state = TranslationState(fileValue: name) { return state }
        warnings.append(
            LocalizationFormatError(
                path: path, position: text.position(of: node.offset),
                message: "unknown string unit state '\(name)' (expected new, translated or needs_review)"))
        return .unspecified
    }
}
