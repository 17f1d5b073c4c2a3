/// A strict JSON parser (RFC 8259) for the model's input files: scenarios and `.storekit` files.
///
/// Every value carries its line and column, and every syntax error is a located
/// ``ModelError/invalidInput(location:message:)`` saying what was expected there
/// (`x.storekit:12:5: invalid JSON: expected ',' or '}' after an object member, found '"'`).
/// Duplicate keys are refused (a second value would otherwise replace the first without a word),
/// as are nesting deeper than ``maximumDepth`` and text that is not UTF-8. A UTF-8 byte order mark
/// is skipped.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted; real files stay below 10.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Parses `bytes` as one JSON value.
    /// - Complexity: O(*n*) in the length of the text.
    static func parse(_ bytes: [UInt8], file: String) throws(ModelError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, file: file)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        if parser.index == bytes.count {
            throw parser.error(
                parser.index == 0 || bytes.allSatisfy({ $0 == 0xEF || $0 == 0xBB || $0 == 0xBF })
                    ? "the file is empty (expected a JSON object)" : "expected a JSON object, found only white space")
        }
        let root = try parser.value()
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("expected the end of the file after the top-level value") }
        return root
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var position: JSONNode.Position { JSONNode.Position(line: line, column: column) }

    private func error(_ message: String, at where_: JSONNode.Position? = nil) -> ModelError {
        // Where the error is at the current byte, say what stands there.
        let found =
            where_ == nil && index < bytes.count && !message.contains("found")
            ? ", found \(describe(bytes[index]))" : ""
        let p = where_ ?? position
        return .invalidInput(location: "\(file):\(p.line):\(p.column)", message: "invalid JSON: \(message)\(found)")
    }

    private func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A: return "a line break"
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    /// Moves past one byte, keeping line and column.
    private mutating func advance() {
        if bytes[index] == 0x0A {
            line += 1
            column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { advance() }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(ModelError) {
        guard index < bytes.count, bytes[index] == byte else { throw error("expected \(what)") }
        advance()
    }

    private mutating func value() throws(ModelError) -> JSONNode {
        let start = position
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try object(), position: start)
        case UInt8(ascii: "["): return JSONNode(value: try array(), position: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), position: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), position: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), position: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try number()), position: start)
        default: throw error("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func enter() throws(ModelError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) arrays and objects") }
    }

    private mutating func object() throws(ModelError) -> JSONNode.Value {
        try enter()
        advance()
        var members: [JSONNode.Member] = []
        var seen: [String: JSONNode.Position] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            let keyPosition = position
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let key = try string()
            if let first = seen[key] {
                throw error(
                    "duplicate key '\(key)' (first at line \(first.line), column \(first.column))", at: keyPosition)
            }
            seen[key] = keyPosition
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key '\(key)'")
            skipWhitespace()
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: try value()))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or '}' after an object member, found the end of the file")
            }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}' after an object member")
            depth -= 1
            return .object(members)
        }
    }

    private mutating func array() throws(ModelError) -> JSONNode.Value {
        try enter()
        advance()
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            guard index < bytes.count else {
                throw error("expected ',' or ']' after an array element, found the end of the file")
            }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']' after an array element")
            depth -= 1
            return .array(elements)
        }
    }

    private mutating func literal(_ word: String) throws(ModelError) {
        let start = position
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("expected '\(word)'", at: start) }
            advance()
        }
    }

    private mutating func number() throws(ModelError) -> String {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            var n = 0
            while parser.index < parser.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
            {
                parser.advance()
                n += 1
            }
            return n
        }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            advance()
        } else if digits(&self) == 0 {
            throw error("expected a digit in the number")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            if digits(&self) == 0 { throw error("expected a digit after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            if digits(&self) == 0 { throw error("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func hexQuad() throws(ModelError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let d = hexValue(bytes[index]) else {
                throw error("expected four hexadecimal digits after '\\u'")
            }
            v = v * 16 + d
            advance()
        }
        return v
    }

    private func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func string() throws(ModelError) -> String {
        let start = position
        advance()
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw error("expected '\"' to close the string that starts here", at: start)
            }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                advance()
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw error("the string is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                advance()
                guard index < bytes.count else { throw error("expected an escape after '\\'") }
                let e = bytes[index]
                let simple: [UInt8: UInt8] = [
                    0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A,
                    0x72: 0x0D, 0x74: 0x09,
                ]
                if let c = simple[e] {
                    out.append(c)
                    advance()
                } else if e == UInt8(ascii: "u") {
                    advance()
                    var scalar = try hexQuad()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw error("expected a low surrogate '\\uDC00'…'\\uDFFF' after a high surrogate")
                        }
                        advance()
                        advance()
                        let low = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error("expected a low surrogate after a high surrogate")
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("'\\u' escape of a lone surrogate") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                } else {
                    throw error("expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\'")
                }
            case 0x00..<0x20:
                throw error("expected '\"' or text; a control character must be escaped inside a string")
            default:
                out.append(b)
                advance()
            }
        }
    }
}
