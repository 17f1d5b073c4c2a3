/// Small helpers for writing well-formed (XHTML-compatible) HTML.
enum HTML {
    /// Text escaped for element content and attribute values: `&`, `<`, `>`, `"` and `'` as
    /// references, and characters XML does not allow (controls other than tab, line feed and carriage
    /// return; U+FFFE and U+FFFF) as U+FFFD.
    ///
    /// Works on the UTF-8 bytes, copying the runs between characters to replace: a site escapes
    /// every text of every page, and English text often needs it (an apostrophe).
    static func escape(_ text: String) -> String {
        // Most texts need nothing: return them as they are.
        if !needsEscaping(text) { return text }
        var out: [UInt8] = []
        var text = text
        text.withUTF8 { bytes in
            out.reserveCapacity(bytes.count + 16)
            var runStart = 0
            var index = 0
            func replace(_ length: Int, with replacement: StaticString) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                out.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                index += length
                runStart = index
            }
            while index < bytes.count {
                switch bytes[index] {
                case 0x26: replace(1, with: "&amp;")
                case 0x3C: replace(1, with: "&lt;")
                case 0x3E: replace(1, with: "&gt;")
                case 0x22: replace(1, with: "&quot;")
                case 0x27: replace(1, with: "&#39;")
                case 0x09, 0x0A, 0x0D: index += 1
                case ..<0x20: replace(1, with: "\u{FFFD}")
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                    replace(3, with: "\u{FFFD}")
                default: index += 1
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `escape` changes `text`: a markup character, a control character other than line feed,
    /// tab and carriage return, or U+FFFE/U+FFFF (UTF-8 `EF BF BE`/`EF BF BF`).
    static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(needsEscaping(bytes:))
    }

    private static func needsEscaping(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            switch bytes[index] {
            case 0x26, 0x3C, 0x3E, 0x22, 0x27: return true
            case 0x0A, 0x09, 0x0D: break
            case ..<0x20: return true
            case 0xEF:
                if index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF { return true }
            default: break
            }
            index += 1
        }
        return false
    }

    /// A `lang` attribute for text in `language` (none needed for English, the page's language).
    static func lang(_ language: String?) -> String {
        guard let language, !language.isEmpty, language != "en" else { return "" }
        return " lang=\"\(escape(language))\""
    }

    /// The words `highlight(_:)` marks as keywords.
    private static let keywords: Set<String> = [
        "func", "let", "var", "if", "else", "guard", "return", "for", "in", "while", "switch", "case", "default", "break",
        "continue", "struct", "class", "enum", "protocol", "extension", "import", "try", "await", "async", "throws", "throw",
        "do", "catch", "self", "Self", "nil", "true", "false", "static", "private", "public", "internal", "fileprivate",
        "some", "any", "where", "as", "is", "init", "deinit", "override", "final", "mutating", "inout", "defer", "@MainActor",
    ]

    /// What `highlight(_:)` needs to know of a character, in one byte: an ASCII character written as
    /// one byte is that byte; any other is `letter` (it may also be a number: `Ⅻ`), `number` or
    /// `other` (`\r\n` among them: one character, not a line feed).
    private enum Code {
        static let letter: UInt8 = 0xC8, number: UInt8 = 0xC9, other: UInt8 = 0xCA

        static func of(_ c: Character) -> UInt8 {
            if c.utf8.count == 1, let a = c.asciiValue { return a }
            return c.isLetter ? letter : c.isNumber ? number : other
        }

        @inline(__always) static func isLetter(_ x: UInt8) -> Bool { x == letter || ((x | 0x20) >= 0x61 && (x | 0x20) <= 0x7A) }
        @inline(__always) static func isDigit(_ x: UInt8) -> Bool { x >= 0x30 && x <= 0x39 }
        /// Letters and numbers, as a word goes on.
        @inline(__always) static func isWordCharacter(_ x: UInt8) -> Bool { isLetter(x) || isDigit(x) || x == number || x == 0x5F }
        /// What starts a word: a letter, `_`, `@` or `#`.
        @inline(__always) static func opensWord(_ x: UInt8) -> Bool { isLetter(x) || x == 0x5F || x == 0x40 || x == 0x23 }
    }

    /// The languages `highlight` reads right: Swift and the C family's syntax of `//` and `/* */`
    /// comments, double-quoted strings, numbers and words.
    static let highlightedLanguages: Set<String> = [
        "swift", "objc", "objective-c", "objectivec", "c", "cpp", "c++", "java", "kotlin", "javascript", "js", "typescript", "ts",
        "json", "go", "rust", "csharp", "cs",
    ]

    /// Swift code with spans for comments, strings, numbers, keywords and type names.
    ///
    /// Each character is read as one byte (`Code`): a listing that is ASCII without carriage
    /// returns, most of them, is its UTF-8 bytes as they are, without breaking it into characters.
    static func highlight(_ code: String) -> String {
        // Each character's code, and where each starts (with the end): a span's text is a slice of
        // the listing, copied at once.
        var chars: [UInt8] = []
        var starts: [String.Index] = []
        if code.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            chars = Array(code.utf8)
            starts = Array(code.utf8.indices)
        } else {
            for index in code.indices {
                chars.append(Code.of(code[index]))
                starts.append(index)
            }
        }
        starts.append(code.endIndex)
        func text(_ i: Int, _ j: Int) -> Substring { code[starts[i]..<starts[j]] }
        var out = ""
        var i = 0
        func span(_ cls: String, _ text: Substring) { out += "<span class=\"\(cls)\">\(escape(String(text)))</span>" }
        let slash: UInt8 = 0x2F, star: UInt8 = 0x2A, quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, lineFeed: UInt8 = 0x0A
        // Whether a comment, string, number or word starts at `k`: what ends a run of plain text.
        func opensSpan(at k: Int) -> Bool {
            let c = chars[k]
            if c == slash, k + 1 < chars.count, chars[k + 1] == slash || chars[k + 1] == star { return true }
            return c == quote || Code.isDigit(c) || Code.opensWord(c)
        }
        while i < chars.count {
            let c = chars[i]
            if c == slash, i + 1 < chars.count, chars[i + 1] == slash {
                var j = i
                while j < chars.count, chars[j] != lineFeed { j += 1 }
                span("c", text(i, j))
                i = j
            } else if c == slash, i + 1 < chars.count, chars[i + 1] == star {
                var j = i + 2
                while j + 1 < chars.count, !(chars[j] == star && chars[j + 1] == slash) { j += 1 }
                j = min(j + 2, chars.count)
                span("c", text(i, j))
                i = j
            } else if c == quote {
                var j = i + 1
                while j < chars.count, chars[j] != quote, chars[j] != lineFeed {
                    if chars[j] == backslash { j += 1 }
                    j += 1
                }
                j = min(j + 1, chars.count)
                span("s", text(i, j))
                i = j
            } else if Code.isDigit(c) {
                var j = i
                while j < chars.count, Code.isDigit(chars[j]) || chars[j] == 0x2E || chars[j] == 0x5F { j += 1 }
                span("n", text(i, j))
                i = j
            } else if Code.opensWord(c) {
                var j = i + 1
                while j < chars.count, Code.isWordCharacter(chars[j]) { j += 1 }
                let word = String(text(i, j))
                if keywords.contains(word) || word.hasPrefix("#") {
                    span("k", word[...])
                } else if word.first?.isUppercase == true {
                    span("t", word[...])
                } else {
                    out += escape(word)
                }
                i = j
            } else {
                // A run of characters that open no span, escaped at once.
                var j = i + 1
                while j < chars.count, !opensSpan(at: j) { j += 1 }
                out += escape(String(text(i, j)))
                i = j
            }
        }
        return out
    }
}
