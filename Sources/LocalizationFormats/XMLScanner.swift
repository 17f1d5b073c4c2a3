/// A small non-validating XML 1.0 reader for XLIFF and property lists that keeps the byte offset of
/// every element and of its content, which Foundation's `XMLParser` does not give in a form that
/// can be edited in place.
///
/// It reads the declaration, comments, processing instructions, a `DOCTYPE` without an internal
/// subset, elements, attributes, character data, CDATA sections, the five predefined entities and
/// character references; a mismatched or unterminated tag is an error at its line and column.
///
/// - Complexity: O(*n*) in the text length.
struct XMLScanner {
    private let bytes: [UInt8]
    private let text: SourceText
    private let path: String
    private var index = 0

    /// The root element of `text`.
    static func parse(_ text: SourceText, path: String) throws(LocalizationFormatError) -> XMLElementNode {
        var scanner = XMLScanner(bytes: text.bytes, text: text, path: path)
        var root: XMLElementNode?
        while true {
            scanner.skipSpace()
            guard scanner.index < scanner.bytes.count else { break }
            guard scanner.bytes[scanner.index] == UInt8(ascii: "<") else {
                throw scanner.error("text outside the root element")
            }
            if try scanner.skipMarkup() { continue }
            guard root == nil else { throw scanner.error("a second root element") }
            root = try scanner.element(depth: 0)
        }
        guard let root else { throw LocalizationFormatError(path: path, message: "malformed XML: no root element") }
        return root
    }

    private init(bytes: [UInt8], text: SourceText, path: String) {
        self.bytes = bytes
        self.text = text
        self.path = path
    }

    private func error(_ message: String, at offset: Int? = nil) -> LocalizationFormatError {
        LocalizationFormatError(
            path: path, position: text.position(of: offset ?? index), message: "malformed XML: " + message)
    }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    private func starts(with literal: String, at offset: Int) -> Bool {
        let utf8 = Array(literal.utf8)
        return offset + utf8.count <= bytes.count && bytes[offset..<offset + utf8.count].elementsEqual(utf8)
    }

    /// Skips a comment, processing instruction or DOCTYPE at `index`; false when a tag starts there.
    private mutating func skipMarkup() throws(LocalizationFormatError) -> Bool {
        let start = index
        if starts(with: "<!--", at: index) {
            try skip(past: "-->", from: start, what: "comment")
            return true
        }
        if starts(with: "<?", at: index) {
            try skip(past: "?>", from: start, what: "processing instruction")
            return true
        }
        if starts(with: "<!DOCTYPE", at: index) {
            var quote: UInt8?
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == 0x22 || byte == 0x27 {
                    quote = byte
                } else if byte == UInt8(ascii: "[") {
                    throw error("a DOCTYPE with an internal subset is not supported", at: start)
                } else if byte == UInt8(ascii: ">") {
                    return true
                }
            }
            throw error("unterminated DOCTYPE", at: start)
        }
        return false
    }

    private mutating func skip(past terminator: String, from start: Int, what: String) throws(LocalizationFormatError) {
        while index < bytes.count {
            if starts(with: terminator, at: index) {
                index += terminator.utf8.count
                return
            }
            index += 1
        }
        throw error("unterminated \(what)", at: start)
    }

    private mutating func name() throws(LocalizationFormatError) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
            {
                break
            }
            index += 1
        }
        guard index > start else { throw error("expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// An element whose `<` is at `index`.
    private mutating func element(depth: Int) throws(LocalizationFormatError) -> XMLElementNode {
        guard depth < 256 else { throw error("elements nested deeper than 256 levels") }
        let start = index
        index += 1
        let tag = try name()
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < bytes.count else { throw error("unterminated start tag '<\(tag)'", at: start) }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw error("expected '/>'")
                }
                index += 2
                return XMLElementNode(
                    name: tag, attributes: attributes, children: [], text: "", offset: start,
                    contentRange: index..<index)
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            let attribute = try name()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error("expected '=' after the attribute '\(attribute)'")
            }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
                throw error("expected a quoted value for the attribute '\(attribute)'")
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else {
                throw error("unterminated value of the attribute '\(attribute)'", at: valueStart)
            }
            attributes[attribute] = try decode(valueStart..<index)
            index += 1
        }
        let contentStart = index
        var children: [XMLElementNode] = []
        var text = ""
        var textStart = index
        while true {
            guard index < bytes.count else { throw error("element '<\(tag)>' is not closed", at: start) }
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if textStart < index { text += try decode(textStart..<index) }
            if starts(with: "<![CDATA[", at: index) {
                let dataStart = index + 9
                try skip(past: "]]>", from: index, what: "CDATA section")
                text += String(decoding: bytes[dataStart..<index - 3], as: UTF8.self)
            } else if starts(with: "</", at: index) {
                let contentEnd = index
                index += 2
                let closing = try name()
                guard closing == tag else {
                    throw error(
                        "expected '</\(tag)>' (opened at \(self.text.position(of: start))), found '</\(closing)>'",
                        at: contentEnd)
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw error("expected '>'") }
                index += 1
                return XMLElementNode(
                    name: tag, attributes: attributes, children: children, text: text, offset: start,
                    contentRange: contentStart..<contentEnd)
            } else if try !skipMarkup() {
                children.append(try element(depth: depth + 1))
            }
            textStart = index
        }
    }

    /// Character data with entity and character references resolved.
    private func decode(_ range: Range<Int>) throws(LocalizationFormatError) -> String {
        guard bytes[range].contains(UInt8(ascii: "&")) else { return String(decoding: bytes[range], as: UTF8.self) }
        var result = ""
        var position = range.lowerBound
        var plainStart = position
        while position < range.upperBound {
            guard bytes[position] == UInt8(ascii: "&") else {
                position += 1
                continue
            }
            result += String(decoding: bytes[plainStart..<position], as: UTF8.self)
            guard let semicolon = bytes[position..<range.upperBound].firstIndex(of: UInt8(ascii: ";")),
                semicolon - position <= 12
            else {
                throw error("'&' that starts no entity (write '&amp;')", at: position)
            }
            let name = String(decoding: bytes[position + 1..<semicolon], as: UTF8.self)
            switch name {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let code: UInt32? =
                    name.hasPrefix("#x")
                    ? UInt32(name.dropFirst(2), radix: 16)
                    : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                guard let code, let scalar = Unicode.Scalar(code) else {
                    throw error("unknown entity '&\(name);'", at: position)
                }
                result.unicodeScalars.append(scalar)
            }
            position = semicolon + 1
            plainStart = position
        }
        result += String(decoding: bytes[plainStart..<range.upperBound], as: UTF8.self)
        return result
    }
}
