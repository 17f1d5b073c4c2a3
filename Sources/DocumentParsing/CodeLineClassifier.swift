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

    static func isCode(_ text: Substring) -> Bool {
        guard !text.isEmpty else { return false }
        if text.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) { return false }
        if text.hasPrefix("//") || text.hasPrefix("@") || text.hasPrefix("}") || text.hasPrefix("]") || text.hasPrefix(")") { return true }
        if text.hasPrefix("<#") && text.hasSuffix("#>") { return true }
        if text.hasPrefix("\"") && (text.hasSuffix("\",") || text.hasSuffix("\"")) { return true }
        let first = text.prefix { $0 != " " && $0 != "(" && $0 != "{" }
        if statementKeywords.contains(first) { return true }
        if declarationKeywords.contains(first) { return text.hasSuffix("{") }
        if let last = text.last, "{}([,)]".contains(last) {
            // `foo.bar(x)` or `x = [` – identifier-ish text, not an English sentence.
            return text.contains(".") || text.contains("=") || text.contains("(") || text.contains("{") || text.contains("[")
        }
        if text.contains(" = ") && !text.contains(". ") { return true }
        return false
    }
}
