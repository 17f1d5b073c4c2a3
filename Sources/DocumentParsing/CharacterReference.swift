/// Numeric character references, as HTML, Markdown and WebVTT write them.
enum CharacterReference {
    /// The scalar of `name`, the text between `&` and `;`, when it is a numeric reference: `#` and
    /// decimal digits, or `#x` (`#X`) and hexadecimal digits. Nil for anything else, and for a number
    /// that is not a Unicode scalar.
    static func numeric(_ name: some StringProtocol) -> Unicode.Scalar? {
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init)
    }
}
