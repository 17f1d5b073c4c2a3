/// The kinds of app string files TermBridge reads.
public enum StringsFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// A String Catalog (`.xcstrings`): JSON.
    case xcstrings
    /// XLIFF 1.2 as Xcode exports it (`.xliff`, inside `.xcloc/Localized Contents/`).
    case xliff
    /// A `.strings` table: `"key" = "value";` text (UTF-8 or UTF-16), or a property list.
    case strings
    /// A `.stringsdict` property list (plural rules).
    case stringsdict
    /// A gettext PO file (`.po`, or a `.pot` template): Sphinx documentation, Weblate, gettext programs.
    case po

    /// The format named by a file extension, if any.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "xcstrings": self = .xcstrings
        case "xliff", "xlf": self = .xliff
        case "strings": self = .strings
        case "stringsdict": self = .stringsdict
        case "po", "pot": self = .po
        default: return nil
        }
    }

    /// The format of a file: from its content when that is clear (a JSON object with `strings`, an
    /// `<xliff` root, a property list with `NSStringLocalizedFormatKey`, `"key" = "value";` text),
    /// else from its extension.
    ///
    /// - Complexity: looks at the first 4 KB of the text only.
    public static func detect(text: SourceText, pathExtension: String) -> StringsFormat? {
        let head = String(decoding: text.bytes.prefix(4096), as: UTF8.self)
        let trimmed = head.drop { $0.isWhitespace }
        if trimmed.hasPrefix("{"), head.contains("\"strings\"") || head.contains("\"sourceLanguage\"") {
            return .xcstrings
        }
        if head.contains("<xliff") { return .xliff }
        if head.contains("NSStringLocalizedFormatKey") || head.contains("NSStringFormatSpecTypeKey") {
            return .stringsdict
        }
        if let byExtension = StringsFormat(pathExtension: pathExtension) { return byExtension }
        if trimmed.hasPrefix("msgid \"") || head.contains("\nmsgid \"") && head.contains("\nmsgstr") { return .po }
        if trimmed.hasPrefix("\""), head.contains("\" = \"") || head.contains("\"=\"") { return .strings }
        return nil
    }
}
