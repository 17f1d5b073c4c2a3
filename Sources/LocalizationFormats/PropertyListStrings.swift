import Foundation

/// Reads the property-list forms: a `.stringsdict` (XML plist), a `.strings` written as an XML
/// property list, and a binary `.strings` (`bplist00`), which has no text to point into.
enum PropertyListStrings {
    /// An XML property list whose top level is a dictionary of strings (`.strings`) or of
    /// `NSStringLocalizedFormatKey` rules (`.stringsdict`).
    ///
    /// - Complexity: O(*n*) in the file size.
    static func readXML(_ text: SourceText, path: String, format: StringsFormat) throws(LocalizationFormatError)
        -> LocalizationFile
    {
        let root = try XMLScanner.parse(text, path: path)
        func fail(_ element: XMLElementNode, _ message: String) -> LocalizationFormatError {
            LocalizationFormatError(path: path, position: text.position(of: element.offset), message: message)
        }
        guard root.localName == "plist", let top = root.children.first, top.localName == "dict" else {
            throw fail(root, "expected a property list whose top level is a '<dict>'")
        }
        let language = LocalizationFile.lprojLanguage(of: path) ?? "und"
        var warnings: [LocalizationFormatError] = []
        if language == "und" {
            warnings.append(
                LocalizationFormatError(
                    path: path, message: "the file is not in an 'xx.lproj' folder; its language is unknown ('und')"))
        }
        func value(_ element: XMLElementNode, variation: String) -> LocalizedValue {
            LocalizedValue(
                language: language, text: element.text, state: .unspecified, variation: variation,
                range: element.contentRange, position: text.position(of: element.contentRange.lowerBound))
        }
        var entries: [LocalizationEntry] = []
        for (keyElement, valueElement) in try pairs(of: top, path: path, text: text) {
            let key = keyElement.text
            let source = key.contains(" ") || key.contains("%") ? key : nil
            var values: [LocalizedValue] = []
            switch valueElement.localName {
            case "string":
                values.append(value(valueElement, variation: ""))
            case "dict" where format == .stringsdict:
                for (innerKey, inner) in try pairs(of: valueElement, path: path, text: text) {
                    if innerKey.text == "NSStringLocalizedFormatKey", inner.localName == "string" {
                        values.append(value(inner, variation: ""))
                    } else if inner.localName == "dict" {
                        for (category, string) in try pairs(of: inner, path: path, text: text)
                        where string.localName == "string" && !category.text.hasPrefix("NSString") {
                            values.append(
                                value(string, variation: "substitutions.\(innerKey.text).plural.\(category.text)"))
                        }
                    }
                }
            default:
                warnings.append(
                    fail(valueElement, "the value of '\(key)' is a '<\(valueElement.name)>', not a string; skipped"))
                continue
            }
            entries.append(
                LocalizationEntry(
                    key: key, position: text.position(of: keyElement.contentRange.lowerBound), source: source,
                    values: values))
        }
        return LocalizationFile(
            path: path, format: format, encoding: .utf8, text: text, originalBytes: [], sourceLanguage: "en",
            languages: [language], entries: entries, warnings: warnings)
    }

    /// The `<key>`/value pairs of a `<dict>`.
    private static func pairs(
        of dict: XMLElementNode, path: String, text: SourceText
    ) throws(LocalizationFormatError) -> [(XMLElementNode, XMLElementNode)] {
        var result: [(XMLElementNode, XMLElementNode)] = []
        var index = 0
        let children = dict.children
        while index < children.count {
            let key = children[index]
            guard key.localName == "key", index + 1 < children.count else {
                throw LocalizationFormatError(
                    path: path, position: text.position(of: key.offset),
                    message: "expected '<key>' followed by a value in a '<dict>', found '<\(key.name)>'")
            }
            result.append((key, children[index + 1]))
            index += 2
        }
        return result
    }

    /// A binary property list `.strings`: key → string, every value at 1:1 (no text to point into).
    static func readBinary(bytes: [UInt8], path: String, pathExtension: String) throws(LocalizationFormatError)
        -> LocalizationFile
    {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw LocalizationFormatError(
                path: path, message: "malformed binary property list: \(error.localizedDescription)")
        }
        guard let dictionary = object as? [String: Any] else {
            throw LocalizationFormatError(
                path: path, message: "expected a binary property list whose top level is a dictionary")
        }
        let language = LocalizationFile.lprojLanguage(of: path) ?? "und"
        let start = TextPosition(line: 1, column: 1)
        var entries: [LocalizationEntry] = []
        for key in dictionary.keys.sorted() {
            guard let value = dictionary[key] as? String else { continue }
            entries.append(
                LocalizationEntry(
                    key: key, position: start, source: key.contains(" ") || key.contains("%") ? key : nil,
                    values: [
                        LocalizedValue(
                            language: language, text: value, state: .unspecified, range: nil, position: start)
                    ]))
        }
        return LocalizationFile(
            path: path, format: StringsFormat(pathExtension: pathExtension) ?? .strings, encoding: .binaryPropertyList,
            text: SourceText(bytes: []), originalBytes: bytes, sourceLanguage: "en", languages: [language],
            entries: entries)
    }
}
