/// How each format escapes a value between its quotes or tags: decoding when reading, encoding a
/// replacement when fixing.
public enum StringsEscaping {
    /// The backslash escapes of a quoted string decoded, as `format` writes them: `.strings` has
    /// `\n`, `\r`, `\t`, `\Uhhhh`/`\uhhhh` and octal; PO (C's escapes) `\n`, `\r`, `\t`, `\a`, `\b`,
    /// `\f`, `\v`, octal and `\xhh`. Any other escaped character stands for itself (`\"`, `\\`).
    static func unescape(_ raw: String, for format: StringsFormat = .strings) -> String {
        var result = String.UnicodeScalarView()
        var scalars = raw.unicodeScalars.makeIterator()
        /// Up to `limit` further scalars of `digits`, read as a number of `radix`.
        func number(_ first: String, radix: Int, limit: Int, digits: (Unicode.Scalar) -> Bool) -> Unicode.Scalar {
            var text = first
            var lookahead = scalars
            for _ in 0..<limit {
                guard let digit = lookahead.next(), digits(digit) else { break }
                text.unicodeScalars.append(digit)
                scalars = lookahead
            }
            return UInt32(text, radix: radix).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
        }
        while let scalar = scalars.next() {
            guard scalar == "\\", let escape = scalars.next() else {
                result.append(scalar)
                continue
            }
            switch (escape, format) {
            case ("n", _): result.append("\n")
            case ("r", _): result.append("\r")
            case ("t", _): result.append("\t")
            case ("U", .strings), ("u", .strings):
                var hex = ""
                for _ in 0..<4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                result.append(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
            case ("a", .po): result.append("\u{7}")
            case ("b", .po): result.append("\u{8}")
            case ("f", .po): result.append("\u{C}")
            case ("v", .po): result.append("\u{B}")
            case ("x", .po): result.append(number("", radix: 16, limit: 2) { $0.properties.isASCIIHexDigit })
            case ("0"..."7", _): result.append(number(String(escape), radix: 8, limit: 2) { ("0"..."7").contains($0) })
            default: result.append(escape)
            }
        }
        return String(result)
    }

    /// `text` written as the characters of a value in `format`: JSON string escapes as
    /// `JSONSerialization` writes them, `.strings` and PO backslash escapes, or XML character entities.
    public static func escape(_ text: String, for format: StringsFormat) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch (format, scalar) {
            case (.xcstrings, "\""), (.strings, "\""), (.po, "\""): result += "\\\""
            case (.xcstrings, "\\"), (.strings, "\\"), (.po, "\\"): result += "\\\\"
            case (.xcstrings, "\n"), (.strings, "\n"), (.po, "\n"): result += "\\n"
            case (.xcstrings, "\t"), (.strings, "\t"), (.po, "\t"): result += "\\t"
            case (.xcstrings, _) where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case (.xliff, "&"), (.stringsdict, "&"): result += "&amp;"
            case (.xliff, "<"), (.stringsdict, "<"): result += "&lt;"
            case (.xliff, ">"), (.stringsdict, ">"): result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
