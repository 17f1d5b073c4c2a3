/// Decides whether a line of an article or translation page is source code.
///
/// A code line has no CJK letters and either starts with a comment, an attribute, a Swift
/// statement keyword or a closing bracket, is an Xcode placeholder, or ends like code (`{`, `}`,
/// `(`, `[`, `,`, `)`, `]`). Declarations (`struct X`) count only when they open a body, so see-also
/// entries such as `struct PurchaseIntent` stay prose.
enum CodeLineClassifier {
    static let statementKeywords: Set<Substring> = [
        "let", "var", "func", "for", "if", "else", "guard", "while", "try", "try?", "do", "catch", "return",
        "import", "switch", "case", "default:", "public", "private", "internal", "fileprivate", "static",
        "await", "defer", "init", "init(", "self", "super",
    ]
    static let declarationKeywords: Set<Substring> = ["struct", "class", "enum", "extension", "protocol", "actor"]

    ///
    /// - Complexity: O(n) over the line's UTF-8 bytes: every character it looks for is ASCII.
    static func isCode(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard let lastByte = bytes.last else { return false }
        if text.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) { return false }
        func starts(_ prefix: StaticString) -> Bool {
            prefix.withUTF8Buffer { bytes.starts(with: $0) }
        }
        func ends(_ suffix: StaticString) -> Bool {
            suffix.withUTF8Buffer { bytes.count >= $0.count && bytes.suffix($0.count).elementsEqual($0) }
        }
        func has(_ needle: StaticString) -> Bool {
            needle.withUTF8Buffer { needle in
                guard let head = needle.first else { return true }
                var index = bytes.startIndex
                while let found = bytes[index...].firstIndex(of: head) {
                    if bytes[found...].starts(with: needle) { return true }
                    index = bytes.index(after: found)
                }
                return false
            }
        }
        if starts("//") || starts("@") || starts("}") || starts("]") || starts(")") { return true }
        if starts("<#") && ends("#>") { return true }
        if starts("\"") && (ends("\",") || ends("\"")) { return true }
        let firstEnd = bytes.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "{") }
        let first = text[..<(firstEnd ?? text.endIndex)]
        if statementKeywords.contains(first) { return true }
        if declarationKeywords.contains(first) { return lastByte == UInt8(ascii: "{") }
        if Array("{}([,)]".utf8).contains(lastByte) {
            // `foo.bar(x)` or `x = [` – identifier-ish text, not an English sentence.
            return has(".") || has("=") || has("(") || has("{") || has("[")
        }
        if has(" = ") && !has(". ") { return true }
        return false
    }
}
