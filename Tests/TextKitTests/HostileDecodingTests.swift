import Testing
import TextKit

/// Inputs that used to be decoded as the wrong encoding or rejected without a location.
@Suite struct HostileDecodingTests {
    static let japanese = "ウィンバックオファーは 有料サブスクリプションの登録者に割引を提供します\n2行目のテキスト\n"

    /// A NUL between characters, inside a character, and in the English part.
    @Test(arguments: [0, 1, 7, 20, 40, 150])
    func oneNULByteKeepsAUTF8FileUTF8(at position: Int) throws {
        let original = Array(Self.japanese.utf8) + Array("Win-back offers are for lapsed subscribers.\n".utf8)
        var bytes = original
        bytes.insert(0, at: position)
        let decoded = try TextDecoding.decode(bytes, source: "nul.txt")
        #expect(decoded.encoding == "UTF-8", "one NUL must not turn UTF-8 into \(decoded.encoding)")
        #expect(decoded.text == String(decoding: original, as: UTF8.self), "the text is the file without its NUL")
        #expect(decoded.nulByteOffset == position)
        #expect(decoded.nulLine == (position < Self.japanese.utf8.count ? 1 : 3))
    }

    @Test func aNULOnALaterLineIsLocatedOnThatLine() throws {
        let bytes = Array("first line\nsecond line\n".utf8) + [0] + Array("third\n".utf8)
        let decoded = try TextDecoding.decode(bytes, source: "nul.txt")
        #expect(decoded.encoding == "UTF-8")
        #expect(decoded.nulByteOffset == 23 && decoded.nulLine == 3)
    }

    @Test func asciiUTF16WithoutAByteOrderMarkIsStillUTF16() throws {
        let text = "Win-back offers\nare for lapsed subscribers.\n"
        for charset in ["UTF-16LE", "UTF-16BE"] {
            let decoded = try TextDecoding.decode(try TextDecoding.encode(text, as: charset), source: "a.txt")
            #expect(decoded.text == text && decoded.encoding == charset)
        }
    }

    @Test func invalidUTF8IsLocatedByByteAndLine() {
        // Japanese UTF-8, then a character cut short on line 3.
        let bytes = Array("オファー\nテキスト\n".utf8) + [0xE3, 0x81] + Array("\nウィンバック\n".utf8)
        #expect {
            try TextDecoding.decode(bytes, source: "bad.txt")
        } throws: { error in
            guard case .undetectableEncoding(let source, let offset, let line)? = error as? ICUError else {
                return false
            }
            return source == "bad.txt" && offset == 26 && line == 3
        }
    }

    @Test func binaryDataNamesTheFirstControlByte() {
        let bytes = Array("text\n".utf8) + [UInt8](repeating: 1, count: 30)
        #expect(throws: ICUError.binaryContent(source: "b.bin", byteOffset: 5, line: 2)) {
            try TextDecoding.decode(bytes, source: "b.bin")
        }
    }
}
