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

    @Test func blanksOfMarkupAndLineBreaksShowAsOneSpaceOrNone() {
        // A link's target blanked before the full stop; a shortcode blanked between two Chinese words.
        #expect("for the offer code                    . You".collapsingBlanks() == "for the offer code. You")
        #expect("不同于  API 发起的驱逐                     。".collapsingBlanks() == "不同于 API 发起的驱逐。")
        #expect("节点控制器   ".collapsingBlanks() == "节点控制器 ")
        #expect("设置\t \r".collapsingBlanks() == "设置 ")
        // A subtitle's single space between clauses is its own.
        #expect("一个简单 容易 毫不费力的方式".collapsingBlanks() == "一个简单 容易 毫不费力的方式")
        // The text's own ideographic space stays; a plain space between Latin words stays one.
        #expect("オファー　コード".collapsingBlanks() == "オファー　コード")
        #expect("an offer   code".collapsingBlanks() == "an offer code")
        // Next to the match: a shortcode's blanks between two Chinese words vanish there too.
        #expect("它是一个        ".collapsingBlanks(after: "附") == "它是一个")
        #expect("      ，包含".collapsingBlanks(before: "件") == "，包含")
        #expect("A Kubernetes   ".collapsingBlanks(after: "a") == "A Kubernetes ")
        // A line break (a wrapped paragraph quoted in a note): a space, none between Chinese characters.
        #expect("通常表现为 Pod\n中的容器".collapsingBlanks() == "通常表现为 Pod 中的容器")
        #expect("控制面中\r\n通常表现为".collapsingBlanks() == "控制面中通常表现为")
        #expect("plain".collapsingBlanks() == "plain")
        #expect("节点 控制器 ".collapsingBlanks() == "节点 控制器 ")
        #expect("节点 控制器  ".collapsingBlanks() == "节点 控制器 ")
        #expect("节点  控制器".collapsingBlanks() == "节点控制器")
        // Two paragraphs, two cues: one space, between Japanese sentences too.
        #expect("画像テンプレートを作り\n\nデフォルトでは".collapsingBlanks() == "画像テンプレートを作り デフォルトでは")
        #expect("作り\r\n\r\nデフォルト".collapsingBlanks() == "作り デフォルト")
        #expect("作り\r\nデフォルト".collapsingBlanks() == "作りデフォルト")
    }
}
