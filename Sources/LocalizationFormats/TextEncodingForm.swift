/// How a localisation file's bytes encode its text, so that a fixed file is written back the same way.
public enum TextEncodingForm: String, Sendable, Hashable {
    case utf8
    case utf8WithBOM
    case utf16LittleEndian
    case utf16LittleEndianWithBOM
    case utf16BigEndian
    case utf16BigEndianWithBOM
    /// A binary property list: no text, cannot be fixed in place.
    case binaryPropertyList

    /// Decodes `bytes`: a UTF-8 or UTF-16 byte order mark decides; without one, a file whose first
    /// units have zero high (or low) bytes is UTF-16, anything else must be valid UTF-8.
    ///
    /// - Returns: nil when the bytes are not valid in the detected encoding.
    /// - Complexity: O(*n*).
    static func decode(_ bytes: [UInt8]) -> (form: TextEncodingForm, text: [UInt8])? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return validUTF8(Array(bytes.dropFirst(3))).map { (.utf8WithBOM, $0) }
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return utf16(bytes.dropFirst(2), littleEndian: true).map { (.utf16LittleEndianWithBOM, $0) }
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return utf16(bytes.dropFirst(2), littleEndian: false).map { (.utf16BigEndianWithBOM, $0) }
        }
        if bytes.count >= 4, bytes.count % 2 == 0 {
            if bytes[1] == 0, bytes[3] == 0, bytes[0] != 0 {
                return utf16(bytes[...], littleEndian: true).map { (.utf16LittleEndian, $0) }
            }
            if bytes[0] == 0, bytes[2] == 0, bytes[1] != 0 {
                return utf16(bytes[...], littleEndian: false).map { (.utf16BigEndian, $0) }
            }
        }
        return validUTF8(bytes).map { (.utf8, $0) }
    }

    /// The file bytes of `text` (UTF-8) in this form, byte order mark included.
    func encode(_ text: [UInt8]) -> [UInt8]? {
        switch self {
        case .utf8: return text
        case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + text
        case .utf16LittleEndian, .utf16LittleEndianWithBOM, .utf16BigEndian, .utf16BigEndianWithBOM:
            let little = self == .utf16LittleEndian || self == .utf16LittleEndianWithBOM
            var out: [UInt8] = []
            if self == .utf16LittleEndianWithBOM { out = [0xFF, 0xFE] }
            if self == .utf16BigEndianWithBOM { out = [0xFE, 0xFF] }
            out.reserveCapacity(out.count + text.count * 2)
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                if little {
                    out += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                } else {
                    out += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
                }
            }
            return out
        case .binaryPropertyList: return nil
        }
    }

    private static func validUTF8(_ bytes: [UInt8]) -> [UInt8]? {
        String(validating: bytes, as: UTF8.self) == nil ? nil : bytes
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [UInt8]? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let a = UInt16(bytes[index])
            let b = UInt16(bytes[index + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            index += 2
        }
        guard let text = String(validating: units, as: UTF16.self) else { return nil }
        return Array(text.utf8)
    }
}
