/// Bytes written as hexadecimal.
public enum Hexadecimal {
    /// `bytes` as lowercase hexadecimal, two digits a byte, written straight into the string
    /// (formatting each byte with `String(format:)` was a tenth of reading an unchanged corpus).
    public static func lowercase<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
