import Foundation
import Testing
import TextKit

/// `trimmingWhitespace` trims what Foundation's `trimmingCharacters(in:)` trims, without NSString.
@Suite struct WhitespaceTrimmingTests {
    static let samples = [
        "", " ", "plain", "  both ends \t", "\n\r\u{0B}\u{0C}line\u{85}", "\u{3000}全角スペース\u{3000}",
        "\u{00A0}no-break\u{202F}", "\u{2028}separators\u{2029}", "\u{200B}zero width is not white\u{200B}",
        "in\n side", "\u{1680}ogham\u{2003}", "e\u{0301} ", " ", "\t\n",
    ]

    @Test(arguments: samples) func trimsWhatFoundationTrims(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.trimmingWhitespace(newlines: false) == text.trimmingCharacters(in: .whitespaces))
        #expect(text[...].trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func everyBMPCharacterIsTrimmedOrKeptAsFoundationDoes() {
        let differing = (0..<0x10000).compactMap(Unicode.Scalar.init).filter { scalar in
            let text = "a" + String(scalar)
            return text.trimmingWhitespace() != text.trimmingCharacters(in: .whitespacesAndNewlines)
                || text.trimmingWhitespace(newlines: false) != text.trimmingCharacters(in: .whitespaces)
        }
        #expect(differing.isEmpty, "\(differing.prefix(5).map { String($0.value, radix: 16) })")
    }

    /// The scalar test answers as Foundation's sets do, for every scalar.
    /// The block-first White_Space test answers as Unicode's property does, for every scalar.
    @Test func everyScalarIsUnicodeWhiteSpaceAsItsPropertySays() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isUnicodeWhitespace != scalar.properties.isWhitespace { differing.append("U+\(String(value, radix: 16))") }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    @Test func everyScalarIsWhiteAsFoundationsSetsHaveIt() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isTrimmedWhitespace(newlines: false) != CharacterSet.whitespaces.contains(scalar)
                || scalar.isTrimmedWhitespace(newlines: true) != CharacterSet.whitespacesAndNewlines.contains(scalar)
            {
                differing.append("U+\(String(value, radix: 16))")
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}
