import Foundation
import TextKit

extension XMLTreeBuilder {
    /// `data` in UTF-8 when its XML declaration names another encoding than UTF-8, UTF-16 or
    /// ISO-8859-1: converted with ICU, and the declaration rewritten to say `UTF-8`.
    ///
    /// libxml2 (2.9) reads those three itself; any other encoding goes through iconv, and its push
    /// parser, which FoundationXML uses, dereferences a null pointer when the first chunk holds a
    /// byte that the encoding rejects (a `Shift_JIS` termbase with one damaged byte crashed every
    /// command that read it). ICU converts the file instead, and a damaged byte is a located error.
    ///
    /// - Throws: `GlossaryError.malformed` naming the line of the first byte the encoding rejects,
    ///   or the encoding ICU does not know.
    /// - Complexity: O(*n*) in the size of `data`.
    static func utf8Data(_ data: Data, file: String) throws(GlossaryError) -> Data {
        guard let declared = declaredEncoding(in: data) else { return data }
        let name = declared.name.uppercased().replacingOccurrences(of: "_", with: "-")
        let builtIn = ["UTF-8", "UTF8", "UTF-16", "UTF16", "UTF-16LE", "UTF-16BE", "ISO-8859-1", "ISO-LATIN-1", "US-ASCII", "ASCII"]
        if builtIn.contains(name) { return data }
        let bytes = [UInt8](data)
        let text: String
        do {
            text = try TextDecoding.convert(bytes, from: declared.name, source: file)
        } catch {
            switch error {
            case .invalidBytes(_, _, let offset):
                throw .malformed(
                    file: file, line: TextDecoding.line(ofByte: offset, in: bytes), column: 1,
                    message: "byte \(offset) is not valid \(declared.name), the encoding the XML declaration names")
            default:
                throw .malformed(
                    file: file, line: 1, column: 1,
                    message: "the XML declaration names the encoding '\(declared.name)', which is not known "
                        + "(write the file in UTF-8)")
            }
        }
        var utf8 = [UInt8](text.utf8)
        // The declaration is ASCII in any encoding ICU converts here, so it keeps its place.
        if let range = declaredEncoding(in: Data(utf8))?.range {
            utf8.replaceSubrange(range, with: Array("UTF-8".utf8))
        }
        return Data(utf8)
    }

    /// The `encoding` pseudo-attribute of an XML declaration at the very start of `data`, and the
    /// byte range of its value.
    static func declaredEncoding(in data: Data) -> (name: String, range: Range<Int>)? {
        let head = [UInt8](data.prefix(512))
        guard head.starts(with: Array("<?xml".utf8)), let end = find("?>", in: head, from: 0) else { return nil }
        let declaration = Array(head[..<end.lowerBound])
        guard let key = find("encoding", in: declaration, from: 0) else { return nil }
        var i = key.upperBound
        while i < declaration.count, declaration[i] == 0x20 || declaration[i] == 0x09 || declaration[i] == 0x0A || declaration[i] == 0x0D {
            i += 1
        }
        guard i < declaration.count, declaration[i] == UInt8(ascii: "=") else { return nil }
        i += 1
        while i < declaration.count, declaration[i] == 0x20 || declaration[i] == 0x09 { i += 1 }
        guard i < declaration.count, declaration[i] == UInt8(ascii: "\"") || declaration[i] == UInt8(ascii: "'") else { return nil }
        let quote = declaration[i]
        let start = i + 1
        guard let close = declaration[start...].firstIndex(of: quote), close > start else { return nil }
        return (String(decoding: declaration[start..<close], as: UTF8.self), start..<close)
    }
}
