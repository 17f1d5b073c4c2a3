import Testing

@testable import ReferenceSite

/// `HTML.escape` works on UTF-8 bytes; what it writes is checked against the definition, one
/// Unicode scalar at a time.
@Suite struct HTMLEscapeTests {
    /// The escape as defined: markup characters as references, characters XML does not allow as U+FFFD.
    static func oracle(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if c.value < 0x20 && c != "\n" && c != "\t" && c != "\r" || c.value == 0xFFFE || c.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out
    }

    @Test(arguments: [
        ("", ""), ("plain", "plain"), ("don't <b> & \"x\"", "don&#39;t &lt;b&gt; &amp; &quot;x&quot;"),
        ("订阅\u{0}优惠", "订阅\u{FFFD}优惠"), ("a\u{FFFE}b\u{FFFF}", "a\u{FFFD}b\u{FFFD}"), ("tab\there\r\n", "tab\there\r\n"),
        ("\u{FFFD}\u{FEFF}ｘ", "\u{FFFD}\u{FEFF}ｘ"), ("<", "&lt;"), ("\u{1F}'", "\u{FFFD}&#39;"),
    ])
    func escapes(text: String, escaped: String) {
        #expect(HTML.escape(text) == escaped)
        #expect(HTML.needsEscaping(text) == (text != escaped))
    }

    @Test func agreesWithTheDefinitionOnRandomTexts() {
        let pieces: [String] = [
            "a", "Z", " ", "&", "<", ">", "\"", "'", "\n", "\t", "\r", "\u{0}", "\u{7}", "\u{7F}", "é", "订", "ウ", "🎉",
            "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{EFBF}", "\u{FEFF}", "\u{10FFFF}",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(HTML.escape(text) == Self.oracle(text), "\(Array(text.unicodeScalars))")
        }
    }
}
