/// Rebuilds line breaks and indentation of Swift code that was flattened onto one line.
///
/// The flattened text lost its newlines, so a `// comment` runs into the code after it. The
/// restorer splits the text into space-separated tokens (string literals stay whole), ends a
/// comment at the first token that reads as code rather than English (`import StoreKit`,
/// `let x =`, `if let`, `return .visible(…)`, `}`), starts a new line before each statement
/// keyword, after `{` and around `}`, keeps short closures (`{ $0.id == x }`) inline, and indents
/// by brace depth (four spaces a level). Text that already has several lines is returned as is.
enum CodeRestoration {
    struct Result: Equatable {
        var code: String
        /// `{` left open at the end: the listing was probably cut off.
        var unclosedBraces: Int
    }

    static let statementStarters: Set<Substring> = [
        "import", "let", "var", "func", "struct", "class", "enum", "extension", "protocol", "actor",
        "if", "guard", "for", "while", "return", "try", "case", "init", "switch", "do", "defer", "throw",
    ]

    /// - Complexity: O(n) in the length of the text.
    static func restore(_ raw: String) -> Result {
        let lineCount = raw.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        if lineCount > 0 || raw.utf8.count < 60 {
            return Result(code: raw, unclosedBraces: braceBalance(raw))
        }
        let tokens = tokenize(raw)
        var lines: [(depth: Int, text: String)] = []
        var current: [Substring] = []
        var depth = 0
        var parens = 0
        var inComment = false
        var inlineUntil = -1
        func flush() {
            if !current.isEmpty { lines.append((depth, current.joined(separator: " "))) }
            current.removeAll(keepingCapacity: true)
        }
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            if i <= inlineUntil {
                current.append(token)
                parens += parenBalance(token)
                i += 1
                continue
            }
            if inComment {
                if endsComment(tokens, at: i) {
                    inComment = false
                    flush()
                } else {
                    current.append(token)
                    i += 1
                    continue
                }
            }
            if token.hasPrefix("//") {
                flush()
                inComment = true
                current.append(token)
                i += 1
                continue
            }
            if token.hasPrefix("}") {
                flush()
                depth = max(0, depth - 1)
                current.append(token)
                parens += parenBalance(token)
                // `} else {`, `})`, `},` stay on the line; anything else starts a new one.
                let next = i + 1 < tokens.count ? tokens[i + 1] : ""
                if token.hasSuffix("{") {
                    flush()
                    depth += 1
                } else if !(next == "else" || next == "catch" || next.hasPrefix(")") || next.hasPrefix(",")) {
                    flush()
                }
                i += 1
                continue
            }
            if parens == 0, !current.isEmpty, startsStatement(tokens, at: i, after: current) {
                flush()
            }
            current.append(token)
            parens += parenBalance(token)
            if token.hasSuffix("{") {
                if let close = inlineClosureEnd(tokens, openingAt: i) {
                    inlineUntil = close
                    i += 1
                    continue
                }
                // `{ a, b in` keeps the closure's parameters on the opening line.
                var j = i + 1
                while j < tokens.count, j - i <= 6, tokens[j] != "in", isClosureParameter(tokens[j]) { j += 1 }
                if j < tokens.count, tokens[j] == "in", j > i + 1 {
                    current += tokens[(i + 1)...j]
                    i = j
                }
                flush()
                depth += 1
            } else if token == "import", i + 1 < tokens.count {
                current.append(tokens[i + 1])
                i += 1
                flush()
            }
            i += 1
        }
        flush()
        let code = lines.map { String(repeating: "    ", count: $0.depth) + $0.text }.joined(separator: "\n")
        return Result(code: code, unclosedBraces: depth)
    }

    /// Splits at spaces, keeping string literals (with their spaces) inside one token.
    static func tokenize(_ text: String) -> [Substring] {
        var tokens: [Substring] = []
        var start: String.Index?
        var inString = false
        var escaped = false
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == " " || c == "\t" {
                if let s = start { tokens.append(text[s..<i]); start = nil }
            } else {
                if start == nil { start = i }
                if c == "\"" { inString = true }
            }
            i = text.index(after: i)
        }
        if let s = start { tokens.append(text[s..<text.endIndex]) }
        return tokens
    }

    static func parenBalance(_ token: Substring) -> Int {
        var n = 0
        var inString = false
        for c in token.utf8 {
            if c == UInt8(ascii: "\"") { inString.toggle() }
            if inString { continue }
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { n += 1 }
            if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") { n -= 1 }
        }
        return n
    }

    static func braceBalance(_ text: String) -> Int {
        var n = 0
        var inString = false
        for c in text.utf8 {
            if c == UInt8(ascii: "\"") { inString.toggle() }
            if c == UInt8(ascii: "\n") { inString = false }
            if inString { continue }
            if c == UInt8(ascii: "{") { n += 1 }
            if c == UInt8(ascii: "}") { n -= 1 }
        }
        return max(0, n)
    }

    static func isClosureParameter(_ token: Substring) -> Bool {
        let name = token.hasSuffix(",") ? token.dropLast() : token
        return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
    }

    /// A `{` whose matching `}` comes within eight tokens, with no nested brace or statement: the
    /// closure stays on one line. Returns the index of the closing token.
    static func inlineClosureEnd(_ tokens: [Substring], openingAt open: Int) -> Int? {
        var j = open + 1
        while j < tokens.count, j - open <= 9 {
            let t = tokens[j]
            if t.hasPrefix("}") { return t.hasSuffix("{") ? nil : j }
            if t.contains("{") || t.hasPrefix("//") || statementStarters.contains(t) { return nil }
            j += 1
        }
        return nil
    }

    /// Whether the token at `i` begins a new statement, given the tokens already on the line.
    static func startsStatement(_ tokens: [Substring], at i: Int, after line: [Substring]) -> Bool {
        let token = tokens[i]
        let previous = line.last ?? ""
        if previous.hasPrefix("@") || previous.hasSuffix(",") || previous.hasSuffix("(") || previous == "=" || previous == "in" {
            return false
        }
        if ["if", "guard", "while", "case", "await", "try", "return", "else", "throws", "async", "->", "&&", "||", "??"].contains(previous) {
            return false
        }
        if statementStarters.contains(token) { return looksLikeCode(tokens, at: i) }
        if token.hasPrefix("@") || token.hasPrefix("init(") { return true }
        // `name = value` after a finished assignment on the same line.
        if i + 1 < tokens.count, tokens[i + 1] == "=", line.contains("="), isIdentifier(token) { return true }
        return false
    }

    /// Whether the token at `i` reads as Swift rather than as an English word in a comment.
    static func looksLikeCode(_ tokens: [Substring], at i: Int) -> Bool {
        let token = tokens[i]
        let next = i + 1 < tokens.count ? tokens[i + 1] : ""
        let afterNext = i + 2 < tokens.count ? tokens[i + 2] : ""
        if token.hasPrefix("}") || token.hasPrefix("@") { return true }
        switch token {
        case "import":
            return next.first?.isUppercase == true && isIdentifier(next)
        case "let", "var":
            return next.hasSuffix(":") || afterNext == "=" || afterNext.hasPrefix(":") || next.hasPrefix("(")
        case "func", "init":
            return next.contains("(") || afterNext.hasPrefix("(")
        case "struct", "class", "enum", "extension", "protocol", "actor":
            return isIdentifier(next.hasSuffix(":") ? next.dropLast() : next) && (next.hasSuffix(":") || afterNext == "{" || afterNext.hasPrefix(":"))
        case "if", "guard", "while":
            return ["let", "var", "case", "!"].contains(next) || next.hasPrefix("!") || isCodeish(next) || afterNext == "{"
        case "for":
            var j = i + 1
            while j < tokens.count, tokens[j] == "try" || tokens[j] == "await" { j += 1 }
            return j + 1 < tokens.count && tokens[j + 1] == "in"
        case "return":
            return ["nil", "true", "false", "self", "}"].contains(next) || isCodeish(next)
        case "try":
            return next == "await" || next.hasPrefix("?") || next.hasPrefix("!") || isCodeish(next)
        case "case":
            return next.hasPrefix(".") || isCodeish(next) || afterNext.hasPrefix("(") || next.contains("(")
        case "switch", "do", "defer", "throw":
            return next == "{" || isCodeish(next)
        default:
            return isCodeish(token)
        }
    }

    /// Punctuation or camelCase that English prose does not have.
    static func isCodeish(_ token: Substring) -> Bool {
        if token.isEmpty { return false }
        if let first = token.first, ".([$!\"".contains(first) { return true }
        if token.contains(".") && !token.hasSuffix(".") { return true }
        if token.contains("(") || token.contains("=") || token.contains("_") { return true }
        let letters = token.drop { $0.isLowercase }
        return letters.count < token.count && letters.contains { $0.isUppercase }
    }

    /// A comment in flattened code ends where a token reads as code.
    static func endsComment(_ tokens: [Substring], at i: Int) -> Bool {
        let token = tokens[i]
        if token.hasPrefix("}") || token.hasPrefix("//") { return true }
        if statementStarters.contains(token) || token.hasPrefix("@") { return looksLikeCode(tokens, at: i) }
        if i + 1 < tokens.count, tokens[i + 1] == "=", isIdentifier(token), token.first?.isLowercase == true,
           i + 2 < tokens.count, isCodeish(tokens[i + 2]) || tokens[i + 2].first?.isNumber == true {
            return true
        }
        return token.contains(".") && token.contains("(") && !token.hasSuffix(".")
    }

    static func isIdentifier(_ token: Substring) -> Bool {
        guard let first = token.first, first.isLetter || first == "_" else { return false }
        return token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
