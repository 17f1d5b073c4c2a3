/// A small JSON reader (RFC 8259) that records the byte offset of every value, for the String
/// Catalog reader.
///
/// - Complexity: O(*n*) in the text length; nesting depth is limited to 512.
struct JSONScanner {
    private let bytes: [UInt8]
    private let text: SourceText
    private let path: String
    private var index = 0
    private var depth = 0

    /// Reads the one JSON value of `text`.
    /// - Throws: `LocalizationFormatError` at the line and column of the first malformed byte.
    static func parse(_ text: SourceText, path: String) throws(LocalizationFormatError) -> JSONNode {
        var scanner = JSONScanner(bytes: text.bytes, text: text, path: path)
        scanner.skipSpace()
        let value = try scanner.value()
        scanner.skipSpace()
        guard scanner.index == scanner.bytes.count else {
            throw scanner.error("expected the end of the file after the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8], text: SourceText, path: String) {
        self.bytes = bytes
        self.text = text
        self.path = path
    }

    private func error(_ message: String, at offset: Int? = nil) -> LocalizationFormatError {
        LocalizationFormatError(
            path: path, position: text.position(of: offset ?? index), message: "malformed JSON: " + message)
    }

    private mutating func skipSpace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
        {
            index += 1
        }
    }

    private mutating func value() throws(LocalizationFormatError) -> JSONNode {
        guard index < bytes.count else { throw error("unexpected end of the file, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""):
            let (string, range) = try string()
            return .string(string, range: range)
        default:
            let start = index
            while index < bytes.count, Self.isLiteralByte(bytes[index]) { index += 1 }
            let literal = String(decoding: bytes[start..<index], as: UTF8.self)
            guard literal == "true" || literal == "false" || literal == "null" || Self.isNumber(literal) else {
                throw error(
                    literal.isEmpty ? "expected a value" : "expected a value, found '\(literal.prefix(20))'", at: start)
            }
            return .literal(literal, offset: start)
        }
    }

    private mutating func object() throws(LocalizationFormatError) -> JSONNode {
        let start = index
        depth += 1
        guard depth <= 512 else { throw error("nesting deeper than 512 levels") }
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, offset: Int, value: JSONNode)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members, offset: start)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let keyOffset = index
            let (key, _) = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key '\(key)'")
            }
            index += 1
            skipSpace()
            members.append((key, keyOffset, try value()))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of the file, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members, offset: start)
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(LocalizationFormatError) -> JSONNode {
        let start = index
        depth += 1
        guard depth <= 512 else { throw error("nesting deeper than 512 levels") }
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements, offset: start)
        }
        while true {
            skipSpace()
            elements.append(try value())
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of the file, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements, offset: start)
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    /// A string at `index` (its opening quote): the decoded text and the range between the quotes.
    private mutating func string() throws(LocalizationFormatError) -> (String, Range<Int>) {
        let quote = index
        index += 1
        let start = index
        var plain = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw error("control character inside a string (write it as an escape)") }
            if byte == UInt8(ascii: "\\") {
                plain = false
                index += 1
            }
            index += 1
        }
        guard index < bytes.count else { throw error("unterminated string", at: quote) }
        let range = start..<index
        index += 1
        if plain { return (String(decoding: bytes[range], as: UTF8.self), range) }
        return (try unescape(range), range)
    }

    private func unescape(_ range: Range<Int>) throws(LocalizationFormatError) -> String {
        var scalars = String.UnicodeScalarView()
        var out: [UInt8] = []
        var position = range.lowerBound
        var pendingHigh: UInt32?
        func flush() {
            if !out.isEmpty {
                scalars.append(contentsOf: String(decoding: out, as: UTF8.self).unicodeScalars)
                out.removeAll(keepingCapacity: true)
            }
        }
        while position < range.upperBound {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                position += 1
                continue
            }
            let escape = bytes[position + 1]
            position += 2
            switch escape {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard position + 4 <= range.upperBound,
                    let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
                else { throw error("expected four hex digits after '\\u'", at: position - 2) }
                position += 4
                flush()
                if (0xD800...0xDBFF).contains(code) {
                    pendingHigh = code
                    continue
                }
                if (0xDC00...0xDFFF).contains(code), let high = pendingHigh {
                    let value = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                } else {
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                }
            default:
                throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))'", at: position - 2)
            }
            pendingHigh = nil
        }
        flush()
        return String(scalars)
    }

    private static func isLiteralByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "E")
    }

    private static func isNumber(_ text: String) -> Bool {
        guard let first = text.first, first == "-" || first.isNumber else { return false }
        return Double(text) != nil
    }
}
