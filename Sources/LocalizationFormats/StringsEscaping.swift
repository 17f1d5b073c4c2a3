/// How each format escapes a value between its quotes or tags: decoding when reading, encoding a
/// replacement when fixing.
public enum StringsEscaping {
    /// The escapes of a `.strings` quoted string decoded.
    static func unescape(_ raw: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = raw.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escape = scalars.next() else {
                result.append(scalar)
                continue
            }
            switch escape {
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "U", "u":
                var hex = ""
                for _ in 0..<4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                result.append(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
            case "0"..."7":
                var octal = String(escape)
                var lookahead = scalars
                for _ in 0..<2 {
                    guard let digit = lookahead.next(), ("0"..."7").contains(digit) else { break }
                    octal.unicodeScalars.append(digit)
                    scalars = lookahead
                }
                result.append(UInt32(octal, radix: 8).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
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
