/// Reads a `.strings` table in its text form: `"key" = "value";` entries, `/* … */` and `// …`
/// comments (the comment just before an entry is its comment), the escapes `\"`, `\\`, `\n`, `\r`,
/// `\t`, `\Uhhhh`/`\uhhhh` and octal, unquoted keys, and `"key";` (the value is the key).
///
/// The language is the file's `xx.lproj` folder; the key is the source text when it reads as text
/// (it has a space or a format specifier), as `genstrings` writes it.
enum StringsTableReader {
    /// - Complexity: O(*n*) in the file size.
    static func read(_ text: SourceText, path: String) throws(LocalizationFormatError) -> LocalizationFile {
        var warnings: [LocalizationFormatError] = []
        let language = LocalizationFile.lprojLanguage(of: path) ?? "und"
        if language == "und" {
            warnings.append(
                LocalizationFormatError(
                    path: path, message: "the file is not in an 'xx.lproj' folder; its language is unknown ('und')"))
        }
        let bytes = text.bytes
        var index = 0
        var comment: String?
        var entries: [LocalizationEntry] = []
        func fail(_ message: String, at offset: Int) -> LocalizationFormatError {
            LocalizationFormatError(path: path, position: text.position(of: offset), message: message)
        }
        func skipSpaceAndComments() throws(LocalizationFormatError) {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    let start = index
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    guard index + 1 < bytes.count else { throw fail("unterminated comment", at: start) }
                    comment = String(decoding: bytes[start + 2..<index], as: UTF8.self).trimmingSpaces
                    index += 2
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    // A line comment ends at any line break, a lone CR too (a file saved with CRs).
                    let start = index + 2
                    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                    comment = String(decoding: bytes[start..<index], as: UTF8.self).trimmingSpaces
                } else {
                    return
                }
            }
        }
        /// A quoted or unquoted string at `index`: decoded text and the range of its characters.
        func string(_ what: String) throws(LocalizationFormatError) -> (String, Range<Int>) {
            guard index < bytes.count else { throw fail("unexpected end of the file, expected \(what)", at: index) }
            if bytes[index] == UInt8(ascii: "\"") {
                let quote = index
                index += 1
                let start = index
                var escaped = false
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") {
                        escaped = true
                        index += 1
                    }
                    index += 1
                }
                guard index < bytes.count else {
                    throw fail("unterminated string (expected a closing '\"')", at: quote)
                }
                let range = start..<index
                index += 1
                let raw = String(decoding: bytes[range], as: UTF8.self)
                return (escaped ? StringsEscaping.unescape(raw) : raw, range)
            }
            let start = index
            while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
            guard index > start else {
                let found = String(decoding: bytes[start..<min(bytes.count, start + 1)], as: UTF8.self)
                throw fail("expected \(what), found '\(found)'", at: start)
            }
            return (String(decoding: bytes[start..<index], as: UTF8.self), start..<index)
        }
        while true {
            comment = nil
            try skipSpaceAndComments()
            guard index < bytes.count else { break }
            let keyOffset = index
            let entryComment = comment
            let (key, keyRange) = try string("a quoted key")
            try skipSpaceAndComments()
            var value = key
            var valueRange = keyRange
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                try skipSpaceAndComments()
                (value, valueRange) = try string("a quoted value after '='")
                try skipSpaceAndComments()
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw fail("expected ';' after the entry '\(key)'", at: index)
            }
            index += 1
            let readsAsText = key.contains(" ") || key.contains("%")
            entries.append(
                LocalizationEntry(
                    key: key, position: text.position(of: keyOffset), source: readsAsText ? key : nil,
                    values: [
                        LocalizedValue(
                            language: language, text: value, state: .unspecified, range: valueRange,
                            position: text.position(of: valueRange.lowerBound))
                    ],
                    comment: entryComment))
        }
        return LocalizationFile(
            path: path, format: .strings, encoding: .utf8, text: text, originalBytes: [], sourceLanguage: "en",
            languages: [language], entries: entries, warnings: warnings)
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || [
                UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"),
                UInt8(ascii: "/"),
            ]
            .contains(byte)
    }
}

extension String {
    /// The string without leading and trailing spaces and line breaks.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
