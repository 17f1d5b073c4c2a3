#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A compact binary form of a parsed document, for the parse cache of `termbridge build`.
///
/// A build reads the cached parse of every unchanged document; with Foundation's `JSONDecoder` that
/// took longer than parsing the text again. This form is the fields in declaration order: integers as
/// zigzag LEB128, strings as their UTF-8 length and bytes, enums by their raw values (an unknown one
/// fails to decode, and the caller parses the text again), optionals and arrays with a presence flag
/// or a count. A segment that is a slice of its paragraph's text is written as its place there (UTF-8
/// offset and length) rather than its text again, and comes back as that slice. It starts with a
/// format byte, raised whenever a field is added, removed or reordered.
///
/// ```swift
/// let bytes = document.binaryEncoded()
/// let again = try Document(binary: bytes)   // == document
/// ```
extension Document {
    /// The format byte written first; a different one does not decode.
    /// 3: each paragraph with the place of its text in the document's text.
    /// 4: a subtitle file's cue times.
    public static let binaryFormat: UInt8 = 4

    /// The document in the binary form (see the extension's discussion).
    /// - Complexity: O(size of the document's records).
    public func binaryEncoded() -> [UInt8] {
        var out = BinaryWriter()
        out.bytes.reserveCapacity(4096)
        out.bytes.append(Self.binaryFormat)
        out.string(id)
        out.string(language.rawValue)
        out.string(kind.rawValue)
        out.string(title)
        out.optional(abstract) { $0.string($1) }
        out.array(sections) { w, s in
            w.string(s.heading)
            w.int(s.level)
            w.array(s.paragraphs) { $0.int($1) }
            w.int(s.line)
        }
        out.array(chapters) { w, c in
            w.string(c.time)
            w.string(c.title)
            w.int(c.line)
        }
        out.array(resources) { $0.string($1) }
        out.array(relatedVideos) { $0.string($1) }
        out.optional(site) { $0.string($1) }
        out.array(info) { $0.string($1) }
        out.array(codeListings) { w, c in
            w.optional(c.time) { $0.string($1) }
            w.optional(c.title) { $0.string($1) }
            w.string(c.raw)
            w.string(c.code)
            w.int(c.line)
            w.optional(c.language) { $0.string($1) }
        }
        out.array(glosses) { w, g in
            w.string(g.text)
            w.string(g.english)
            w.int(g.line)
        }
        out.array(paragraphs) { w, p in
            w.string(p.slice)
            w.int(Self.place(of: p.slice))
            w.string(p.role.rawValue)
            w.optional(p.section) { $0.string($1) }
            w.int(p.line)
            w.int(p.column)
            w.optional(p.lastLine) { $0.int($1) }
        }
        out.array(segments) { w, s in
            if let place = Self.place(of: s, in: paragraphs) {
                w.int(place.offset)
                w.int(place.length)
            } else {
                w.int(-1)
                w.string(s.text)
            }
            w.int(s.line)
            w.int(s.column)
            w.int(s.paragraph)
        }
        out.array(apiMentions) { w, m in
            w.string(m.symbol)
            w.string(m.kind.rawValue)
            w.string(m.origin.rawValue)
            w.bool(m.englishOnlyLink)
            w.bool(m.deprecated)
            w.int(m.line)
            w.int(m.column)
        }
        out.array(availability) { w, a in
            w.string(a.platform)
            w.string(a.version)
            w.optional(a.upperVersion) { $0.string($1) }
            w.string(a.relation.rawValue)
            w.optional(a.subject) { $0.string($1) }
            w.int(a.line)
            w.int(a.column)
        }
        out.array(numbers) { w, n in
            w.int(n.value)
            w.optional(n.upperValue) { $0.int($1) }
            w.string(n.unit.rawValue)
            w.string(n.text)
            w.int(n.line)
            w.int(n.column)
        }
        out.array(diagnostics) { w, d in
            w.string(d.severity.rawValue)
            w.string(d.message)
            w.int(d.line)
            w.int(d.column)
        }
        out.array(markup) { $0.span($1) }
        out.array(codeSpans) { $0.span($1) }
        out.array(cueTimings) { w, c in
            w.int(c.line)
            w.int(c.start)
            w.int(c.end)
        }
        return out.bytes
    }

    /// Decodes the binary form written by `binaryEncoded()`.
    /// - Throws: a `BinaryDecodingError` when the bytes are not a whole document of this format
    ///   (another format byte, a truncated or damaged record, an unknown enum value).
    public init(binary bytes: [UInt8]) throws { try self.init(binary: bytes, text: nil) }

    /// Decodes the binary form written by `binaryEncoded()` of the document parsed from `text`: each
    /// paragraph that was a slice of the text comes back as a slice of `text` (when `text` holds its
    /// bytes at that place), sharing its storage as the parser's did, not as a string of its own.
    /// - Throws: a `BinaryDecodingError` when the bytes are not a whole document of this format.
    public init(binary bytes: [UInt8], text: String?) throws {
        var r = BinaryReader(bytes: bytes)
        guard try r.byte() == Self.binaryFormat else { throw BinaryDecodingError.otherFormat }
        let id = try r.string()
        let language = LanguageTag(try r.string())
        let kind: DocumentKind = try r.raw()
        self.init(id: id, language: language, kind: kind)
        title = try r.string()
        abstract = try r.optional { r in try r.string() }
        sections = try r.array { r in
            Section(
                heading: try r.string(), level: try r.int(),
                paragraphs: try r.array { r in try r.int() }, line: try r.int())
        }
        chapters = try r.array { r in Chapter(time: try r.string(), title: try r.string(), line: try r.int()) }
        resources = try r.array { r in try r.string() }
        relatedVideos = try r.array { r in try r.string() }
        site = try r.optional { r in try r.string() }
        info = try r.array { r in try r.string() }
        codeListings = try r.array { r in
            let time = try r.optional { r in try r.string() }
            let title = try r.optional { r in try r.string() }
            return CodeListing(
                time: time, title: title, raw: try r.string(), code: try r.string(), line: try r.int(),
                language: try r.optional { r in try r.string() })
        }
        glosses = try r.array { r in Gloss(text: try r.string(), english: try r.string(), line: try r.int()) }
        paragraphs = try r.array { r in
            let written = try r.byteRun()
            let place = try r.int()
            let slice = text.flatMap { Self.slice(at: place, matching: written, in: $0) } ?? Substring(String(decoding: written, as: UTF8.self))
            return Paragraph(
                slice: slice, role: try r.raw(), section: try r.optional { r in try r.string() },
                line: try r.int(), column: try r.int(), lastLine: try r.optional { r in try r.int() })
        }
        // Each segment back as a slice of its paragraph's text, as the parser made it.
        let paragraphs = self.paragraphs
        segments = SegmentList(try r.array { r in
            let offset = try r.int()
            let place = offset < 0 ? nil : (offset: offset, length: try r.int())
            let text = offset < 0 ? try r.string() : nil
            let (line, column, paragraph) = (try r.int(), try r.int(), try r.int())
            if let text { return Segment(text: text, line: line, column: column, paragraph: paragraph) }
            guard let place, paragraphs.indices.contains(paragraph),
                let slice = Self.slice(at: place, of: paragraphs[paragraph].slice)
            else { throw BinaryDecodingError.misplacedSegment }
            return Segment(slice: slice, line: line, column: column, paragraph: paragraph)
        })
        apiMentions = try r.array { r in
            APIMention(
                symbol: try r.string(), kind: try r.raw(), origin: try r.raw(), englishOnlyLink: try r.bool(),
                deprecated: try r.bool(), line: try r.int(), column: try r.int())
        }
        availability = try r.array { r in
            AvailabilityFact(
                platform: try r.string(), version: try r.string(),
                upperVersion: try r.optional { r in try r.string() }, relation: try r.raw(),
                subject: try r.optional { r in try r.string() }, line: try r.int(), column: try r.int())
        }
        numbers = try r.array { r in
            NumericFact(
                value: try r.int(), upperValue: try r.optional { r in try r.int() }, unit: try r.raw(),
                text: try r.string(), line: try r.int(), column: try r.int())
        }
        diagnostics = try r.array { r in
            let severity: ParseDiagnostic.Severity = try r.raw()
            return ParseDiagnostic(severity, try r.string(), line: try r.int(), column: try r.int())
        }
        markup = try r.array { r in try r.span() }
        codeSpans = try r.array { r in try r.span() }
        cueTimings = try r.array { r in CueTiming(line: try r.int(), start: try r.int(), end: try r.int()) }
        guard r.isAtEnd else { throw BinaryDecodingError.trailingBytes }
    }
}

/// Why bytes are not a record in the binary form (`Document(binary:)`, and the analyses and
/// alignments a build stores).
public enum BinaryDecodingError: Error, Equatable, CustomStringConvertible {
    /// The format byte is another version's.
    case otherFormat
    /// The bytes end inside a record.
    case truncated
    /// An enum's raw value that this version does not know.
    case unknownValue(String)
    /// Bytes follow the document.
    case trailingBytes
    /// A segment's place is not within its paragraph's text, or splits a character's bytes.
    case misplacedSegment

    public var description: String {
        switch self {
        case .otherFormat: "the record was written in another format"
        case .truncated: "the record ends inside a field"
        case .unknownValue(let value): "the record holds the unknown value '\(value)'"
        case .trailingBytes: "the record has bytes after its end"
        case .misplacedSegment: "the record holds a segment outside its paragraph"
        }
    }
}

/// Appends values in the binary form (also used for the other records a build keeps).
public struct BinaryWriter {
    public var bytes: [UInt8] = []

    public init() {}

    public mutating func byte(_ value: UInt8) { bytes.append(value) }

    public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Zigzag LEB128: small magnitudes of either sign take one byte.
    public mutating func int(_ value: Int) {
        var v = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    public mutating func string(_ value: String) { string(value[...]) }

    /// A slice of a string, written as a string of its own.
    public mutating func string(_ value: Substring) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// A length and that many bytes (read back by `BinaryReader.byteRun()`).
    public mutating func byteRun<Bytes: Collection<UInt8>>(_ value: Bytes) {
        int(value.count)
        bytes.append(contentsOf: value)
    }

    public mutating func optional<T>(_ value: T?, _ write: (inout BinaryWriter, T) -> Void) {
        if let value {
            bytes.append(1)
            write(&self, value)
        } else {
            bytes.append(0)
        }
    }

    public mutating func array<Values: Collection>(_ values: Values, _ write: (inout BinaryWriter, Values.Element) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }

    public mutating func span(_ span: SourceSpan) {
        int(span.line)
        int(span.column)
        int(span.endLine)
        int(span.endColumn)
    }
}

/// Reads values in the binary form, checking every length against the bytes left.
public struct BinaryReader {
    let bytes: [UInt8]
    var offset = 0
    /// Where the bytes read end (`bytes.count`, or the end of the range read).
    let end: Int

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        end = bytes.count
    }

    /// A reader of `range` of `bytes` (a run written by `BinaryWriter.byteRun(_:)`, say, located by
    /// `runRange()`), sharing their storage.
    public init(bytes: [UInt8], range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "a range of the bytes")
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    public var isAtEnd: Bool { offset == end }

    public mutating func byte() throws -> UInt8 {
        guard offset < end else { throw BinaryDecodingError.truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    public mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: false
        case 1: true
        case let other: throw BinaryDecodingError.unknownValue("\(other)")
        }
    }

    public mutating func int() throws -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw BinaryDecodingError.truncated }
            result |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
        }
        let value = Int64(bitPattern: result >> 1) ^ -Int64(bitPattern: result & 1)
        return Int(value)
    }

    /// A count or length: not negative and not beyond the bytes left (each element takes a byte or more).
    public mutating func count() throws -> Int {
        let n = try int()
        guard n >= 0, n <= end - offset else { throw BinaryDecodingError.truncated }
        return n
    }

    public mutating func string() throws -> String {
        let n = try count()
        defer { offset += n }
        return String(decoding: bytes[offset..<(offset + n)], as: UTF8.self)
    }

    /// A length and that many bytes (written by `BinaryWriter.byteRun(_:)`).
    public mutating func byteRun() throws -> ArraySlice<UInt8> {
        let n = try count()
        defer { offset += n }
        return bytes[offset..<(offset + n)]
    }

    /// Where the bytes of a run written by `BinaryWriter.byteRun(_:)` are, skipped unread.
    public mutating func runRange() throws -> Range<Int> {
        let n = try count()
        defer { offset += n }
        return offset..<(offset + n)
    }

    public mutating func raw<T: RawRepresentable>() throws -> T where T.RawValue == String {
        let text = try string()
        guard let value = T(rawValue: text) else { throw BinaryDecodingError.unknownValue(text) }
        return value
    }

    public mutating func optional<T>(_ read: (inout BinaryReader) throws -> T) throws -> T? {
        try bool() ? try read(&self) : nil
    }

    public mutating func array<T>(_ read: (inout BinaryReader) throws -> T) throws -> [T] {
        let n = try count()
        var result: [T] = []
        result.reserveCapacity(n)
        for _ in 0..<n { result.append(try read(&self)) }
        return result
    }

    public mutating func span() throws -> SourceSpan {
        SourceSpan(line: try int(), column: try int(), endLine: try int(), endColumn: try int())
    }
}

extension Document {
    /// Where `segment` lies in its paragraph's text (UTF-8 offset and length) when it is a slice of
    /// it, as the parser makes nearly every segment; nil when it is a text of its own.
    static func place(of segment: Segment, in paragraphs: [Paragraph]) -> (offset: Int, length: Int)? {
        guard paragraphs.indices.contains(segment.paragraph) else { return nil }
        var piece = segment.slice
        var text = paragraphs[segment.paragraph].slice
        // Both slices of one string (the document's text, or the paragraph's own): the distance
        // between their starts in it.
        let base = piece.base.utf8
        let offset = base.distance(from: base.startIndex, to: piece.startIndex)
            - text.base.utf8.distance(from: text.base.utf8.startIndex, to: text.startIndex)
        // The same bytes at the same place: the slice is of this text (or of an equal one).
        let same = text.withUTF8 { whole in
            piece.withUTF8 { part in
                guard offset >= 0, offset + part.count <= whole.count else { return false }
                return part.isEmpty || memcmp(whole.baseAddress! + offset, part.baseAddress!, part.count) == 0
            }
        }
        return same ? (offset, piece.utf8.count) : nil
    }

    /// Where `slice` starts (UTF-8 offset) in the string it is a slice of; -1 when it is that whole
    /// string (a text of its own).
    static func place(of slice: Substring) -> Int {
        let base = slice.base.utf8
        guard slice.startIndex != base.startIndex || slice.endIndex != base.endIndex else { return -1 }
        return base.distance(from: base.startIndex, to: slice.startIndex)
    }

    /// The slice of `text` at UTF-8 offset `place` holding the bytes `written`; nil when there is no
    /// such slice (`slice(at:of:)`) or `text` holds other bytes there.
    static func slice(at place: Int, matching written: ArraySlice<UInt8>, in text: String) -> Substring? {
        guard var slice = slice(at: (place, written.count), of: text[...]) else { return nil }
        let same = slice.withUTF8 { here in
            written.withUnsafeBufferPointer { part in
                part.count == here.count && (part.isEmpty || memcmp(here.baseAddress!, part.baseAddress!, part.count) == 0)
            }
        }
        return same ? slice : nil
    }

    /// The slice of `text` at a place written by `place(of:in:)`; nil when it does not lie within
    /// the text or does not begin and end between characters' bytes.
    static func slice(at place: (offset: Int, length: Int), of text: Substring) -> Substring? {
        let utf8 = text.utf8
        guard place.offset >= 0, place.length >= 0, place.length <= utf8.count, place.offset <= utf8.count - place.length else {
            return nil
        }
        let lower = utf8.index(utf8.startIndex, offsetBy: place.offset)
        let upper = utf8.index(lower, offsetBy: place.length)
        // A UTF-8 continuation byte (10xxxxxx) is inside a character.
        func isBoundary(_ index: String.Index) -> Bool { index == utf8.endIndex || utf8[index] & 0xC0 != 0x80 }
        guard isBoundary(lower), isBoundary(upper) else { return nil }
        return text[lower..<upper]
    }
}
