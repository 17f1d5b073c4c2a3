/// An app string file read into entries: what `termbridge check` looks at and `--fix` edits.
///
/// ```swift
/// let file = try LocalizationFile.read(bytes: bytes, path: "ja.lproj/Localizable.strings")
/// for entry in file.entries { print(entry.key, entry.values.map(\.text)) }
/// ```
public struct LocalizationFile: Sendable, Hashable {
    /// The path as the user gave it.
    public var path: String
    public var format: StringsFormat
    /// How the bytes encode the text (kept when the file is fixed).
    public var encoding: TextEncodingForm
    /// The decoded text (empty for a binary property list).
    public var text: SourceText
    /// The bytes as read, to tell whether the file changed before a fix is written.
    public var originalBytes: [UInt8]
    /// The language the keys and source values are in (`en` unless the file says otherwise).
    public var sourceLanguage: String
    /// The catalogue's `version`, kept as written (`1.0`…`1.3`, or an unknown one).
    public var version: String?
    /// The languages the file declares or holds values for, the source language apart, sorted.
    public var languages: [String]
    public var entries: [LocalizationEntry]
    /// Problems that did not stop reading (an unknown catalogue version, an unknown state).
    public var warnings: [LocalizationFormatError]

    public init(
        path: String, format: StringsFormat, encoding: TextEncodingForm, text: SourceText, originalBytes: [UInt8],
        sourceLanguage: String, version: String? = nil, languages: [String], entries: [LocalizationEntry],
        warnings: [LocalizationFormatError] = []
    ) {
        self.path = path
        self.format = format
        self.encoding = encoding
        self.text = text
        self.originalBytes = originalBytes
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.languages = languages
        self.entries = entries
        self.warnings = warnings
    }

    /// The catalogue versions Xcode writes; another one is read, kept, and reported as a warning.
    public static let knownVersions: Set<String> = ["1.0", "1.1", "1.2", "1.3"]

    /// Every translated value of every entry.
    public var translatedValues: [LocalizedValue] { entries.flatMap(\.values) }

    /// Reads a file of any supported format, detected from its content and `path`'s extension.
    ///
    /// - Throws: `LocalizationFormatError` naming the line and column of malformed JSON, XML or
    ///   `.strings` text, or saying why the file is not an app string file.
    /// - Complexity: O(*n*) in the file size.
    public static func read(bytes: [UInt8], path: String) throws(LocalizationFormatError) -> LocalizationFile {
        let pathExtension =
            path.split(separator: "/").last.flatMap { name in
                name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) }
            } ?? ""
        if bytes.starts(with: Array("bplist".utf8)) {
            return try PropertyListStrings.readBinary(bytes: bytes, path: path, pathExtension: pathExtension)
        }
        guard let (encoding, utf8) = TextEncodingForm.decode(bytes) else {
            throw LocalizationFormatError(path: path, message: "the file is neither valid UTF-8 nor UTF-16")
        }
        let text = SourceText(bytes: utf8)
        guard let format = StringsFormat.detect(text: text, pathExtension: pathExtension) else {
            throw LocalizationFormatError(
                path: path, message: "not a String Catalog, XLIFF, .strings, .stringsdict or PO file")
        }
        var file: LocalizationFile
        switch format {
        case .xcstrings: file = try StringCatalogReader.read(text, path: path)
        case .xliff: file = try XLIFFReader.read(text, path: path)
        case .strings:
            let head = String(decoding: utf8.prefix(512), as: UTF8.self)
            if head.contains("<plist") || head.hasPrefix("<?xml") {
                file = try PropertyListStrings.readXML(text, path: path, format: .strings)
            } else {
                file = try StringsTableReader.read(text, path: path)
            }
        case .stringsdict: file = try PropertyListStrings.readXML(text, path: path, format: .stringsdict)
        case .po: file = try POReader.read(text, path: path)
        }
        file.encoding = encoding
        file.originalBytes = bytes
        return file
    }

    /// The language of a file inside an `xx.lproj` folder (`ja.lproj` → `ja`), if any.
    public static func lprojLanguage(of path: String) -> String? {
        for component in path.split(separator: "/").reversed() where component.hasSuffix(".lproj") {
            let name = String(component.dropLast(6))
            return name == "Base" ? nil : name
        }
        return nil
    }
}

extension LocalizationFile {
    /// The text of file bytes as the readers decode them (byte order mark removed), or nil when they
    /// are neither UTF-8 nor UTF-16.
    public static func decodedText(_ bytes: [UInt8]) -> SourceText? {
        TextEncodingForm.decode(bytes).map { SourceText(bytes: $0.text) }
    }
}
