import CorpusModel
import Foundation
import TextKit

/// A scope analysis of one restored code listing: the names it declares, binds, receives or
/// imports, and the value identifiers it uses without doing any of these.
///
/// Not a Swift compiler: the listing is tokenised (comments and string literals skipped), every
/// name bound anywhere in it counts as declared (`let`/`var` and their tuple patterns, `if let`,
/// `guard let`, `case let`, `for … in`, closure parameters before `in`, function and initializer
/// parameters, type, function and enum-case names, imports), and a use is a lowercase identifier
/// that is not a member (after `.`), not an argument label (`name:` after `(` or `,`), not a
/// keyword and not a standard-library or SwiftUI global. Uppercase names are types: the API
/// claims check those against the catalogue.
struct ListingScope {
    /// One token of the listing: an identifier, a number or a punctuation scalar.
    struct Token {
        var text: String
        /// The offset of the first scalar in the listing's code.
        var offset: Int
        var isIdentifier: Bool
    }

    /// A use of a name the listing never binds.
    struct Undefined: Hashable {
        var name: String
        /// The offset of the first use in the code (in Unicode scalars).
        var offset: Int
        /// Which occurrence of `name` as a whole word in the code this use is (0-based).
        var occurrence: Int
        /// Whether the first use calls it (`name(`, or a statement `name { … }` with a trailing
        /// closure): a function the listing does not show, or a member of the type it extends.
        var isCall = false
    }

    let tokens: [Token]
    /// Every name the listing declares, binds, receives or imports.
    let declared: Set<String>
    /// The names its functions, initializers and closures receive (their internal parameter names).
    let parameters: Set<String>
    /// The value identifiers used but never bound, each at its first use.
    let undefined: [Undefined]

    static let keywords: Set<String> = [
        "let", "var", "func", "struct", "class", "enum", "protocol", "extension", "actor", "import", "return", "if",
        "else", "guard", "for", "in", "while", "repeat", "switch", "case", "default", "break", "continue", "fallthrough",
        "do", "catch", "try", "throw", "throws", "rethrows", "async", "await", "some", "any", "is", "as", "where",
        "static", "private", "fileprivate", "internal", "public", "open", "final", "override", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "init", "deinit", "subscript", "typealias", "associatedtype",
        "inout", "true", "false", "nil", "self", "Self", "super", "defer", "get", "set", "willSet", "didSet",
        "convenience", "required", "optional", "indirect", "operator", "prefix", "postfix", "infix", "of",
        "_", "newValue", "oldValue", "error", "consuming", "borrowing", "nonisolated", "isolated", "sending",
    ]
    /// Free functions and values of the standard library, Foundation and SwiftUI a listing may call.
    static let globals: Set<String> = [
        "print", "min", "max", "abs", "zip", "stride", "fatalError", "precondition", "preconditionFailure", "assert",
        "assertionFailure", "withAnimation", "type", "debugPrint", "dump", "sequence", "repeatElement", "swap",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withTaskGroup", "withThrowingTaskGroup",
    ]
    static let declarators: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension", "typealias", "func", "import"]

    /// Analyses `code` (the restored listing).
    ///
    /// - Complexity: O(*n*) in the length of the code, plus O(*k*²) for a closure or parameter list
    ///   of *k* tokens.
    init(code: String) {
        let tokens = Self.tokenize(Array(code.unicodeScalars))
        self.tokens = tokens
        var declared: Set<String> = []
        var parameters: Set<String> = []
        /// Tokens of declaration parameter lists (labels and names there are no uses).
        var parameterTokens: Set<Int> = []
        func identifier(_ i: Int) -> String? { i >= 0 && i < tokens.count && tokens[i].isIdentifier ? tokens[i].text : nil }
        func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? tokens[i].text : "" }
        /// The index of the token closing the bracket opened at `i`.
        func closing(_ i: Int) -> Int {
            let open = text(i)
            let close = open == "(" ? ")" : open == "[" ? "]" : open == "<" ? ">" : "}"
            var depth = 0
            var j = i
            while j < tokens.count {
                if text(j) == open { depth += 1 } else if text(j) == close { depth -= 1; if depth == 0 { return j } }
                j += 1
            }
            return tokens.count - 1
        }
        /// Declares the internal names of a parameter list `( … )` opened at `i`.
        func declareParameters(at i: Int) {
            guard text(i) == "(" else { return }
            let end = closing(i)
            parameterTokens.formUnion(i...end)
            var part: [Int] = []
            var depth = 0
            func finish() {
                if let colon = part.firstIndex(where: { text($0) == ":" }) {
                    if let name = part[..<colon].last(where: { tokens[$0].isIdentifier }) {
                        declared.insert(text(name))
                        parameters.insert(text(name))
                    }
                }
                part.removeAll()
            }
            var j = i + 1
            while j < end {
                let t = text(j)
                if t == "(" || t == "[" || t == "<" { depth += 1 }
                if t == ")" || t == "]" || t == ">" { depth -= 1 }
                if t == ",", depth == 0 { finish() } else { part.append(j) }
                j += 1
            }
            finish()
        }
        var i = 0
        while i < tokens.count {
            let t = text(i)
            let afterDot = text(i - 1) == "."
            switch t {
            case "let", "var":
                var j = i + 1
                if text(j) == "(" {
                    let end = closing(j)
                    for k in j..<end where tokens[k].isIdentifier { declared.insert(text(k)) }
                    j = end
                } else if let name = identifier(j) {
                    declared.insert(name)
                }
                // `case let .some(x)`: the names inside the pattern's parentheses.
                if text(i - 1) == "case", text(j) == "." || text(j + 1) == "(" {
                    var k = j
                    while k < tokens.count, text(k) != "(", text(k) != "=", text(k) != ":" { k += 1 }
                    if text(k) == "(" { for m in k..<closing(k) where tokens[m].isIdentifier { declared.insert(text(m)) } }
                }
            case "func":
                if let name = identifier(i + 1) { declared.insert(name) }
                var j = i + 2
                if text(j) == "<" { j = closing(j) + 1 }
                declareParameters(at: j)
            case "init" where !afterDot, "subscript" where !afterDot:
                var j = i + 1
                if text(j) == "?" || text(j) == "!" { j += 1 }
                if text(j) == "<" { j = closing(j) + 1 }
                declareParameters(at: j)
            case "struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype", "import":
                if let name = identifier(i + 1) { declared.insert(name) }
            case "case" where !afterDot:
                // An enum case declaration: `case hidden`, `case visible([…])`, `case mean, median = 2`.
                var j = i + 1
                while let name = identifier(j), name != "let", name != "var" {
                    declared.insert(name)
                    j += 1
                    if text(j) == "(" { j = closing(j) + 1 }
                    if text(j) == "=" {
                        // A raw value (a string literal leaves no token).
                        j += 1
                        if text(j) == "-" { j += 1 }
                        if text(j) != "," { j += 1 }
                    }
                    guard text(j) == "," else { break }
                    j += 1
                }
            case "for":
                var j = i + 1
                while j < tokens.count, j < i + 16, text(j) != "in" {
                    if tokens[j].isIdentifier, !["case", "let", "var", "await", "try"].contains(text(j)) { declared.insert(text(j)) }
                    j += 1
                }
            case "catch":
                declared.insert("error")
            case "{":
                // Closure parameters: `{ a, b in`, `{ (a: T) in`, `{ [weak self] a in`.
                var j = i + 1
                var names: [String] = []
                var afterColon = false
                var ok = false
                while j < tokens.count, j < i + 40 {
                    let u = text(j)
                    if u == "in" { ok = true; break }
                    if ["{", "}", "=", ".", "let", "var", "return", "if", "guard"].contains(u) { break }
                    if u == ":" { afterColon = true } else if u == "," || u == "(" { afterColon = false }
                    if tokens[j].isIdentifier, !afterColon, !Self.keywords.contains(u) || u == "_" { names.append(u) }
                    j += 1
                }
                if ok {
                    declared.formUnion(names)
                    parameters.formUnion(names)
                }
            default:
                break
            }
            i += 1
        }
        self.declared = declared
        self.parameters = parameters
        // Uses.
        var undefined: [Undefined] = []
        var reported: Set<String> = []
        var occurrences: [String: Int] = [:]
        for (index, token) in tokens.enumerated() where token.isIdentifier && !parameterTokens.contains(index) {
            let name = token.text.hasPrefix("$") ? String(token.text.dropFirst()) : token.text
            let occurrence = occurrences[token.text, default: 0]
            occurrences[token.text] = occurrence + 1
            guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { continue }
            if Self.keywords.contains(name) || Self.globals.contains(name) || declared.contains(name) { continue }
            let previous = text(index - 1)
            if previous == "." || previous == "@" || previous == "#" || previous == "\\" { continue }
            if text(index + 1) == ":", previous == "(" || previous == "," { continue }
            if Self.declarators.contains(previous) || previous == "let" || previous == "var" { continue }
            if reported.insert(name).inserted {
                let next = text(index + 1)
                let opensStatement = ["{", "}", "return", "try", "await"].contains(previous)
                    || (previous == "=" && !["=", "!", "<", ">"].contains(text(index - 2)))
                let isCall = next == "(" || (next == "{" && (index == 0 || opensStatement))
                undefined.append(Undefined(name: name, offset: token.offset, occurrence: occurrence, isCall: isCall))
            }
        }
        self.undefined = undefined
    }

    /// Whether a listing is Swift: its Markdown fence names Swift, or it names no language and reads
    /// as Swift (a declaration keyword and braces, no mark of another language — `const`,
    /// `function`, `=>`, `def`, `#include`, statements ended by semicolons — and not mostly
    /// `key: value` lines as YAML is). A fence that names any other language (```` ```js ````,
    /// ```` ```kotlin ````) is not Swift, known to this list or not.
    static func isSwift(_ listing: CodeListing) -> Bool {
        // The info string's first word (```` ```swift title="Store.swift" ````, ```` ```js {1,3} ````).
        let fence = (listing.language ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "," })
            .first.map { $0.lowercased() } ?? ""
        if !fence.isEmpty { return fence == "swift" }
        let code = listing.code
        let keywords = ["func ", "let ", "var ", "import ", "struct ", "class ", "enum ", "guard ", "return "]
        guard keywords.contains(where: code.containsBytes(of:)), code.utf8.contains(UInt8(ascii: "{")) else { return false }
        let lines = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if lines.contains(where: Self.marksAnotherLanguage) { return false }
        // Swift ends statements with a semicolon only to join two on a line.
        if lines.filter({ $0.hasSuffix(";") }).count * 2 > lines.count { return false }
        let yamlLike = lines.filter { line in
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            guard let colon = trimmed.firstIndex(of: ":") else { return false }
            let key = trimmed[..<colon]
            return !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                && (trimmed.index(after: colon) == trimmed.endIndex || trimmed[trimmed.index(after: colon)] == " ")
        }
        return yamlLike.count * 2 < lines.count
    }

    /// Whether a trimmed line of code has a shape Swift does not: a JavaScript declaration, arrow or
    /// module line, a Python or Ruby definition, a C or Objective-C preprocessor line or class
    /// declaration, a Java entry point, Go's short variable declaration.
    static func marksAnotherLanguage(_ line: String) -> Bool {
        let starts = [
            "const ", "function ", "export ", "module.exports", "def ", "#include", "#import", "#define", "@interface",
            "@implementation", "public static void ",
        ]
        if starts.contains(where: line.hasPrefix) { return true }
        return ["=>", ":=", "require(", "console.log("].contains(where: line.containsBytes(of:))
    }

    /// Whether `#` at `i` opens a raw string literal (`#"`, `##"`).
    static func opensRawString(_ s: [Unicode.Scalar], at i: Int) -> Bool {
        var j = i
        while j < s.count, s[j] == "#" { j += 1 }
        return j < s.count && s[j] == "\""
    }

    /// Splits code into identifiers (with a leading `$`), numbers and punctuation, skipping
    /// whitespace, comments and string literals.
    static func tokenize(_ s: [Unicode.Scalar]) -> [Token] {
        func isStart(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" || c == "$" }
        func isPart(_ c: Unicode.Scalar) -> Bool { isStart(c) || ("0"..."9").contains(c) }
        var tokens: [Token] = []
        var i = 0
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\n" || c == "\t" || c == "\r" { i += 1; continue }
            if c == "/", i + 1 < s.count, s[i + 1] == "/" {
                while i < s.count, s[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", i + 1 < s.count, s[i + 1] == "*" {
                i += 2
                while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
                i += 2
                continue
            }
            // String literals: `"…"`, multi-line `"""…"""`, raw `#"…"#` (any number of `#`). An
            // interpolation's code is skipped with its string.
            if c == "\"" || (c == "#" && Self.opensRawString(s, at: i)) {
                var hashes = 0
                while i < s.count, s[i] == "#" { hashes += 1; i += 1 }
                let multiline = i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\""
                i += multiline ? 3 : 1
                while i < s.count {
                    if s[i] == "\\", hashes == 0 { i += 2; continue }
                    if !multiline, s[i] == "\n" { break }
                    if s[i] == "\"", !multiline || (i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\"") {
                        var j = i + (multiline ? 3 : 1)
                        var closing = 0
                        while closing < hashes, j < s.count, s[j] == "#" { closing += 1; j += 1 }
                        if closing == hashes { i = j; break }
                    }
                    i += 1
                }
                continue
            }
            if isStart(c) {
                let start = i
                while i < s.count, isPart(s[i]) { i += 1 }
                tokens.append(Token(text: String(scalars: s[start..<i]), offset: start, isIdentifier: true))
                continue
            }
            if ("0"..."9").contains(c) {
                let start = i
                while i < s.count, isPart(s[i]) || s[i] == "." { i += 1 }
                tokens.append(Token(text: String(scalars: s[start..<i]), offset: start, isIdentifier: false))
                continue
            }
            tokens.append(Token(text: String(c), offset: i, isIdentifier: false))
            i += 1
        }
        return tokens
    }
}
