import Testing

@testable import ReferenceSite

/// `HTML.highlight` reads a listing in runs and slices; what it writes is checked against the
/// highlighting defined one character at a time.
@Suite struct HTMLHighlightTests {
    /// The highlighting as defined: at each character, a comment, string, number or word span, or
    /// the character escaped.
    static func oracle(_ code: String) -> String {
        let keywords: Set<String> = [
            "func", "let", "var", "if", "else", "guard", "return", "for", "in", "while", "switch", "case", "default", "break",
            "continue", "struct", "class", "enum", "protocol", "extension", "import", "try", "await", "async", "throws", "throw",
            "do", "catch", "self", "Self", "nil", "true", "false", "static", "private", "public", "internal", "fileprivate",
            "some", "any", "where", "as", "is", "init", "deinit", "override", "final", "mutating", "inout", "defer", "@MainActor",
        ]
        let chars = Array(code)
        var out = ""
        var i = 0
        func span(_ cls: String, _ text: String) { out += "<span class=\"\(cls)\">\(HTML.escape(text))</span>" }
        while i < chars.count {
            let c = chars[i]
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                var j = i
                while j < chars.count, chars[j] != "\n" { j += 1 }
                span("c", String(chars[i..<j]))
                i = j
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                var j = i + 2
                while j + 1 < chars.count, !(chars[j] == "*" && chars[j + 1] == "/") { j += 1 }
                j = min(j + 2, chars.count)
                span("c", String(chars[i..<j]))
                i = j
            } else if c == "\"" {
                var j = i + 1
                while j < chars.count, chars[j] != "\"", chars[j] != "\n" {
                    if chars[j] == "\\" { j += 1 }
                    j += 1
                }
                j = min(j + 1, chars.count)
                span("s", String(chars[i..<j]))
                i = j
            } else if c.isNumber, c.isASCII {
                var j = i
                while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "." || chars[j] == "_" { j += 1 }
                span("n", String(chars[i..<j]))
                i = j
            } else if c.isLetter || c == "_" || c == "@" || c == "#" {
                var j = i + 1
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                let word = String(chars[i..<j])
                if keywords.contains(word) || word.hasPrefix("#") {
                    span("k", word)
                } else if word.first?.isUppercase == true {
                    span("t", word)
                } else {
                    out += HTML.escape(word)
                }
                i = j
            } else {
                out += HTML.escape(String(c))
                i += 1
            }
        }
        return out
    }

    @Test func marksEachKindOfSpan() {
        #expect(
            HTML.highlight("let x = Product(id: \"a<b\") // ok\n/* c */ 1_000.5 #if")
                == "<span class=\"k\">let</span> x = <span class=\"t\">Product</span>(id: <span class=\"s\">&quot;a&lt;b&quot;</span>) "
                + "<span class=\"c\">// ok</span>\n<span class=\"c\">/* c */</span> <span class=\"n\">1_000.5</span> <span class=\"k\">#if</span>")
    }

    @Test func agreesWithTheDefinitionOnRandomListings() {
        let pieces: [String] = [
            "let", " ", "\n", "\r\n", "x", "Y", "_", "@", "#", "1", "2.5", "/", "*", "//", "/*", "*/", "\"", "\\", "<", "&", "'",
            "é", "e\u{301}", "1\u{301}", "名前", "Ｘ", "٣", "Ⅻ", "\t", "\u{1}", "🙂", "case", "Self", "@MainActor", ".", "(", ")",
            // The ASCII letters' edges and their neighbours.
            "a", "z", "A", "Z", "`", "{", "[", "0", "9", ":", "/",
        ]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let code = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(HTML.highlight(code) == Self.oracle(code), "\(code.debugDescription)")
        }
    }
}
