/// Makes text from documents and glossaries safe to print: control characters become visible
/// escapes, so an escape sequence in a document cannot recolour, move or rewrite the user's
/// terminal.
///
/// Line feeds and tabs stay (they shape the output); every other C0 control, DEL, the C1 controls
/// (U+0080–U+009F, which include the 8-bit CSI) and the bidirectional overrides and isolates
/// (U+202A–U+202E, U+2066–U+2069, which can reorder what a reader sees) are written as `\u{…}`.
enum TerminalText {
    /// `text` with its control characters written as `\u{1B}`-style escapes.
    ///
    /// - Complexity: O(n) in the length of `text`; text without controls is returned as is.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 { return v != 0x0A && v != 0x09 }
        return (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }
}
