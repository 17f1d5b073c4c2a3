import Foundation

/// JSON encoding shared by the reporters: pretty, sorted keys, slashes unescaped, trailing newline.
enum ReportingJSON {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The reporters' models hold only strings, numbers, booleans, arrays and nested models,
        // which JSONEncoder always encodes.
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// JSON text written byte by byte, as `JSONEncoder` writes strings and integers with
/// `.withoutEscapingSlashes`: `"` and `\` escaped, the control characters as `\b`, `\t`, `\n`, `\f`,
/// `\r` or `\u00xx` (lowercase hexadecimal), everything else (`/`, DEL, non-ASCII) as it is.
struct JSONBytes {
    private var bytes: [UInt8] = []
    /// Where the bytes go a chunk at a time, when they are not kept (`init(chunk:sink:)`).
    private let sink: (([UInt8]) -> Void)?
    private let chunk: Int

    init() {
        sink = nil
        chunk = .max
        bytes.reserveCapacity(1 << 16)
    }

    /// Bytes handed to `sink` about `chunk` bytes at a time (after an array element fills a chunk),
    /// and the rest by `finish()`, so that a large report is never whole in memory.
    init(chunk: Int, sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        self.chunk = max(chunk, 1)
        bytes.reserveCapacity(min(self.chunk, 1 << 20) + (1 << 12))
    }

    /// The bytes `write` makes, whole.
    static func whole(_ write: (inout JSONBytes) -> Void) -> [UInt8] {
        var out = JSONBytes()
        write(&out)
        return out.utf8
    }

    /// The bytes `write` makes, handed to `sink` about `chunk` bytes at a time, in order (a large
    /// report is never whole in memory this way).
    static func chunked(chunk: Int, sink: @escaping ([UInt8]) -> Void, _ write: (inout JSONBytes) -> Void) {
        var out = JSONBytes(chunk: chunk, sink: sink)
        write(&out)
        out.finish()
    }

    /// Hands what is held to the sink (nothing without one).
    mutating func finish() {
        guard let sink, !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends `literal` as it is (the caller's own JSON punctuation and keys).
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A member's value.
    enum Value {
        case string(String)
        case integer(Int)
        case null
        /// An array of strings, its elements on lines of their own.
        case strings([String])
        /// A nested object (see `object(indent:_:)`); members whose value is `absent` are left out.
        case object(KeyValuePairs<StaticString, Value>)
        /// A nested object whose keys are not known in advance, written in sorted order.
        case dictionary([String: Value])
        case array([Value])
        /// An array of `count` elements, each made by `element` only as it is written (a report's
        /// results, never all in memory as values at once).
        case elements(count: Int, element: (Int) -> Value)
        /// No member at all (an optional property that `JSONEncoder` leaves out when nil).
        case absent
    }

    /// An object whose members are on lines of their own, `indent + 2` spaces in (`"key" : value`,
    /// in the order given: the caller lists them as `.sortedKeys` orders them), and its closing
    /// brace `indent` spaces in. Members whose value is `absent` are left out.
    mutating func object(indent: Int, _ members: KeyValuePairs<StaticString, Value>) {
        append("{")
        var empty = true
        for member in members {
            if case .absent = member.value { continue }
            startMember(&empty, indent: indent)
            append("\"")
            append(member.key)
            append("\" : ")
            value(member.value, indent: indent + 2)
        }
        endObject(empty: empty, indent: indent)
    }

    /// Before an object's member: the comma after the one before, and the member's line.
    private mutating func startMember(_ empty: inout Bool, indent: Int) {
        if !empty { append(",") }
        empty = false
        newline(indent: indent + 2)
    }

    /// An object's closing brace on a line of its own (after an empty line when it has no member).
    private mutating func endObject(empty: Bool, indent: Int) {
        if empty { newline(indent: -1) }
        newline(indent: indent)
        append("}")
    }

    /// `value` at a member's or element's place, `indent` spaces in.
    mutating func value(_ value: Value, indent: Int) {
        switch value {
        case .string(let text): string(text)
        case .integer(let number): integer(number)
        case .null, .absent: append("null")
        case .strings(let texts): array(texts, indent: indent) { out, text in out.string(text) }
        case .object(let members): object(indent: indent, members)
        case .array(let elements): array(elements, indent: indent) { out, element in out.value(element, indent: indent + 2) }
        case .elements(let count, let element):
            array(0..<count, indent: indent) { out, index in out.value(element(index), indent: indent + 2) }
        case .dictionary(let members):
            append("{")
            var empty = true
            for key in members.keys.sorted() {
                startMember(&empty, indent: indent)
                string(key)
                append(" : ")
                self.value(members[key]!, indent: indent + 2)
            }
            endObject(empty: empty, indent: indent)
        }
    }

    /// An array whose elements are on lines of their own, `indent + 2` spaces in, each written by
    /// `element`, and its closing bracket `indent` spaces in.
    mutating func array<Elements: Collection>(_ elements: Elements, indent: Int, _ element: (inout JSONBytes, Elements.Element) -> Void) {
        append("[")
        if elements.isEmpty { newline(indent: -1) }
        for (index, item) in elements.enumerated() {
            if index > 0 { append(",") }
            newline(indent: indent + 2)
            element(&self, item)
            if bytes.count >= chunk { finish() }
        }
        newline(indent: indent)
        append("]")
    }

    /// A line feed and `indent` spaces (none when negative).
    private mutating func newline(indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        if indent > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent)) }
    }

    /// Appends `value` as a quoted, escaped JSON string: the runs of bytes that need no escape are
    /// copied whole (most strings are one run).
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                escape(byte)
                start = index + 1
            }
            if start < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A byte that cannot stand in a JSON string as it is, escaped as `JSONEncoder` escapes it.
    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes written (a large report is written to its file as they are, without a copy as a string).
    var utf8: [UInt8] { bytes }
}
