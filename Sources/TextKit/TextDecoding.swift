internal import CICUShims

/// Text decoded from bytes, with the encoding it was found in.
public struct DecodedText: Sendable, Equatable {
    public let text: String
    /// The IANA name of the encoding, as ICU spells it (`UTF-8`, `Shift_JIS`, `GB18030`, …).
    public let encoding: String
    /// Whether the bytes started with a byte-order mark (which is not part of `text`).
    public let hadByteOrderMark: Bool
    /// The offset of the first NUL byte of UTF-8 input that holds some (they are not in `text`).
    public var nulByteOffset: Int?
    /// The line (from 1) of that NUL byte.
    public var nulLine: Int?

    public init(text: String, encoding: String, hadByteOrderMark: Bool) {
        self.text = text
        self.encoding = encoding
        self.hadByteOrderMark = hadByteOrderMark
    }
}

/// Reads text in any encoding ICU can detect, and writes it in any encoding ICU can convert to.
public enum TextDecoding {
    /// Decodes `bytes`: a byte-order mark wins, then UTF-8, then ICU's charset detector, whose
    /// candidates are tried in order of confidence with a conversion that fails on any invalid byte.
    ///
    /// Bytes that are valid UTF-8 apart from NUL bytes are read as UTF-8 with the NULs dropped (the
    /// first is located by ``DecodedText/nulByteOffset`` for a warning). UTF-16 without a byte-order
    /// mark is believed for such bytes only when they have exactly the layout of UTF-16 of Latin-1
    /// text (every byte on one side of each pair NUL, none on the other), so a stray NUL cannot turn
    /// a UTF-8 file into UTF-16 garbage.
    ///
    /// - Parameter source: the file name to quote in errors.
    /// - Throws: ``ICUError/binaryContent(source:byteOffset:line:)`` for data with NUL or control
    ///   bytes that is not UTF-16, ``ICUError/undetectableEncoding(source:byteOffset:line:)`` when no
    ///   candidate decodes cleanly; both locate the first offending byte.
    /// - Complexity: O(n) per candidate tried.
    public static func decode(_ bytes: [UInt8], source: String) throws(ICUError) -> DecodedText {
        if bytes.isEmpty { return DecodedText(text: "", encoding: "UTF-8", hadByteOrderMark: false) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            if let text = String(validating: bytes.dropFirst(3), as: UTF8.self) {
                return utf8(text, bytes: bytes, hadByteOrderMark: true)
            }
            throw .invalidBytes(source: source, encoding: "UTF-8", byteOffset: firstInvalidUTF8Offset(bytes))
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let charset = bytes[0] == 0xFF ? "UTF-16LE" : "UTF-16BE"
            let text = try convert(Array(bytes.dropFirst(2)), from: charset, source: source)
            return DecodedText(text: text, encoding: charset, hadByteOrderMark: true)
        }
        let hasNUL = bytes.contains(0)
        if hasNUL, let charset = latin1UTF16Layout(bytes),
            let decoded = try? convert(bytes, from: charset, source: source), !looksBinary(decoded.unicodeScalars)
        {
            return DecodedText(text: decoded, encoding: charset, hadByteOrderMark: false)
        }
        // NUL bytes are dropped before validating, so that a NUL inside a character does not hide it.
        let withoutNUL = hasNUL ? bytes.filter { $0 != 0 } : bytes
        if let text = String(validating: withoutNUL, as: UTF8.self) {
            let nulCount = bytes.count - withoutNUL.count
            if looksBinary(utf8: withoutNUL, extraControls: nulCount) {
                let offset = firstControlByte(bytes)
                throw .binaryContent(source: source, byteOffset: offset, line: line(ofByte: offset, in: bytes))
            }
            return utf8(text, bytes: bytes, hadByteOrderMark: false)
        }
        if hasNUL {
            // Without a BOM, UTF-16 shows itself by NUL bytes on one side of ASCII characters.
            if let charset = utf16Guess(bytes), let text = try? convert(bytes, from: charset, source: source),
                !looksBinary(text.unicodeScalars)
            {
                return DecodedText(text: text, encoding: charset, hadByteOrderMark: false)
            }
            let offset = bytes.firstIndex(of: 0) ?? 0
            throw .binaryContent(source: source, byteOffset: offset, line: line(ofByte: offset, in: bytes))
        }
        // UTF-8 with a few damaged bytes is damaged UTF-8, not a legacy encoding: GB18030 and other
        // multi-byte charsets would accept it as mojibake.
        let (valid, invalid) = utf8Profile(withoutNUL)
        if valid >= 8 && invalid <= max(1, valid / 20) {
            let offset = firstInvalidUTF8Offset(bytes.filter { $0 != 0 })
            throw .undetectableEncoding(source: source, byteOffset: offset, line: line(ofByte: offset, in: withoutNUL))
        }
        // UTF-16 and UTF-32 without a BOM or NUL bytes would decode almost any even-length input.
        for (charset, confidence) in detect(bytes) where confidence >= 10 && !charset.hasPrefix("UTF-") {
            // Single-byte Latin charsets accept any bytes; believe them only when ICU is sure.
            if charset.hasPrefix("ISO-8859") || charset.hasPrefix("windows-125") || charset.hasPrefix("KOI8") {
                if confidence < 50 { continue }
            }
            if let text = try? convert(bytes, from: charset, source: source), !looksBinary(text.unicodeScalars) {
                return DecodedText(text: text, encoding: charset, hadByteOrderMark: false)
            }
        }
        if looksBinary(bytes.lazy.map(Unicode.Scalar.init)) {
            let offset = firstControlByte(bytes)
            throw .binaryContent(source: source, byteOffset: offset, line: line(ofByte: offset, in: bytes))
        }
        let offset = firstInvalidUTF8Offset(bytes)
        throw .undetectableEncoding(source: source, byteOffset: offset, line: line(ofByte: offset, in: bytes))
    }

    /// The line (from 1) of the byte at `offset`: one more than the line feeds before it.
    ///
    /// - Complexity: O(offset).
    public static func line(ofByte offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for byte in bytes.prefix(offset) where byte == 0x0A { line += 1 }
        return line
    }

    /// UTF-8 text (NUL bytes dropped), with the first NUL byte of `bytes` located.
    private static func utf8(_ text: String, bytes: [UInt8], hadByteOrderMark: Bool) -> DecodedText {
        var decoded = DecodedText(text: text, encoding: "UTF-8", hadByteOrderMark: hadByteOrderMark)
        if let offset = bytes.firstIndex(of: 0) {
            decoded.nulByteOffset = offset
            decoded.nulLine = line(ofByte: offset, in: bytes)
        }
        return decoded
    }

    /// ICU's charset candidates for `bytes`, most confident first.
    public static func detect(_ bytes: [UInt8]) -> [(charset: String, confidence: Int)] {
        var names = [CChar](repeating: 0, count: 32 * 40)
        var confidences = [Int32](repeating: 0, count: 40)
        var status: Int32 = 0
        let count = bytes.withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { chars in
                cicu_detect_charsets(
                    chars.baseAddress, Int32(chars.count), &names, Int32(names.count), &confidences, 40, &status)
            }
        }
        if ICUStatus.isFailure(status) { return [] }
        var result: [(String, Int)] = []
        var start = 0
        for i in 0..<Int(count) {
            var end = start
            while end < names.count && names[end] != 0 { end += 1 }
            let name = String(decoding: names[start..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            result.append((name, Int(confidences[i])))
            start = end + 1
        }
        return result
    }

    /// Converts `bytes` from `charset`, failing on the first invalid or unmappable sequence.
    public static func convert(_ bytes: [UInt8], from charset: String, source: String) throws(ICUError) -> String {
        var errorOffset: Int32 = -1
        var capacity = bytes.count + 16
        for _ in 0..<2 {
            var status: Int32 = 0
            var produced: Int32 = 0
            let units = bytes.withUnsafeBufferPointer { raw in
                raw.withMemoryRebound(to: CChar.self) { chars in
                    [UInt16](unsafeUninitializedCapacity: capacity) { buffer, count in
                        produced = cicu_convert_to_utf16(
                            charset, chars.baseAddress, Int32(chars.count), buffer.baseAddress, Int32(capacity),
                            &errorOffset, &status)
                        count = ICUStatus.isFailure(status) ? 0 : Int(produced)
                    }
                }
            }
            if status == ICUStatus.bufferOverflow {
                capacity = Int(produced) + 16
                continue
            }
            if ICUStatus.isFailure(status) {
                if errorOffset >= 0 {
                    throw .invalidBytes(source: source, encoding: charset, byteOffset: Int(errorOffset))
                }
                throw .unknownCharset(name: charset, code: status)
            }
            return UTF16Transcoding.string(units)
        }
        throw .failed(operation: "conversion from '\(charset)'", code: ICUStatus.bufferOverflow)
    }

    /// Encodes `text` in `charset` (for example `Shift_JIS` or `GB18030`).
    public static func encode(_ text: String, as charset: String) throws(ICUError) -> [UInt8] {
        let units = UTF16Transcoding.units(of: text)
        var capacity = units.count * 4 + 16
        for _ in 0..<2 {
            var status: Int32 = 0
            var produced: Int32 = 0
            let bytes = units.withUnsafeBufferPointer { src in
                [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                    buffer.withMemoryRebound(to: CChar.self) { chars in
                        produced = cicu_convert_from_utf16(
                            charset, src.baseAddress, Int32(src.count), chars.baseAddress, Int32(capacity), &status)
                    }
                    count = ICUStatus.isFailure(status) ? 0 : Int(produced)
                }
            }
            if status == ICUStatus.bufferOverflow {
                capacity = Int(produced) + 16
                continue
            }
            if ICUStatus.isFailure(status) { throw .unknownCharset(name: charset, code: status) }
            return bytes
        }
        throw .failed(operation: "conversion to '\(charset)'", code: ICUStatus.bufferOverflow)
    }

    private static func utf16Guess(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 4, bytes.count % 2 == 0 else { return nil }
        var evenZeros = 0
        var oddZeros = 0
        for (i, byte) in bytes.enumerated() where byte == 0 {
            if i % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        // A few stray NULs are not UTF-16: ASCII-range characters put a NUL on one side of at
        // least one code unit in twenty.
        let floor = max(2, bytes.count / 40)
        if oddZeros >= floor && oddZeros > evenZeros * 4 { return "UTF-16LE" }
        if evenZeros >= floor && evenZeros > oddZeros * 4 { return "UTF-16BE" }
        return nil
    }

    /// `UTF-16LE` or `UTF-16BE` when every code unit of `bytes` has a NUL high byte and a non-NUL
    /// low byte (UTF-16 of Latin-1 text, which is also valid UTF-8); nil otherwise.
    private static func latin1UTF16Layout(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 4, bytes.count % 2 == 0 else { return nil }
        var little = true
        var big = true
        var i = 0
        while i < bytes.count && (little || big) {
            let (first, second) = (bytes[i], bytes[i + 1])
            if !(first != 0 && second == 0) { little = false }
            if !(first == 0 && second != 0) { big = false }
            i += 2
        }
        return little ? "UTF-16LE" : big ? "UTF-16BE" : nil
    }

    /// Text is binary when more than 1% of it (at least 2 characters) are C0 controls other than
    /// tab, line feed, form feed, carriage return and escape, or are NUL or DEL; `extraControls`
    /// counts NULs already taken out of `scalars`.
    static func looksBinary(_ scalars: some Sequence<Unicode.Scalar>, extraControls: Int = 0) -> Bool {
        var total = extraControls
        var control = extraControls
        for scalar in scalars {
            total += 1
            if isBinaryControl(scalar.value) { control += 1 }
        }
        return isBinary(controls: control, of: total)
    }

    /// `looksBinary(_:extraControls:)` of the scalars of valid UTF-8 `bytes`, counted on the bytes:
    /// a control is a one-byte scalar, and every scalar has one byte that is not a continuation byte
    /// (decoding the scalars was most of the time taken to read a document).
    static func looksBinary(utf8 bytes: [UInt8], extraControls: Int = 0) -> Bool {
        var total = extraControls
        var control = extraControls
        bytes.withUnsafeBufferPointer { bytes in
            for byte in bytes {
                total &+= byte & 0xC0 != 0x80 ? 1 : 0
                control &+= isBinaryControl(UInt32(byte)) ? 1 : 0
            }
        }
        return isBinary(controls: control, of: total)
    }

    /// Whether `controls` of `total` characters make a text binary: more than 1%, and at least 2.
    private static func isBinary(controls: Int, of total: Int) -> Bool { controls >= 2 && controls * 100 > total }

    /// Whether a code point is a control that text files do not hold.
    private static func isBinaryControl(_ v: UInt32) -> Bool {
        (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0C && v != 0x0D && v != 0x1B) || v == 0x7F
    }

    /// The offset of the first byte that is such a control (0 when there is none).
    private static func firstControlByte(_ bytes: [UInt8]) -> Int {
        bytes.firstIndex { isBinaryControl(UInt32($0)) } ?? 0
    }

    /// How many multi-byte UTF-8 characters `bytes` holds, and how many invalid sequences.
    private static func utf8Profile(_ bytes: [UInt8]) -> (validMultibyte: Int, invalid: Int) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var valid = 0
        var invalid = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): if encoded.count > 1 { valid += 1 }
            case .emptyInput: return (valid, invalid)
            case .error: invalid += 1
            }
        }
    }

    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }
}
