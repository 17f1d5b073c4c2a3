import Foundation
import Testing

@testable import Checks

/// `ASCIIFolding.mayContain` lets `parity-api-mention` skip Foundation's case-insensitive search; it
/// must never say no where that search finds the name.
@Suite struct ASCIIFoldingTests {
    @Test func answersAsTheSearchDoesOnTranslatedProse() {
        let cases: [(String, String)] = [
            ("nodeName", "在 Pod 的规约中设置 `NodeName` 字段。"),
            ("nodeName", "在 Pod 的规约中设置节点名称字段。"),
            ("kubectl", "コマンドラインツール KUBECTL を使います。"),
            ("Transaction", "トランザクション（transactions）を確認します。"),
            ("Product", "产品"),
            ("file", "\u{FB01}le を開く"),
            ("Kelvin", "温度は \u{212A}elvin で表す"),
            ("STRASSE", "Stra\u{00DF}e"),
            ("StoreKit", ""),
        ]
        for (symbol, text) in cases {
            let found = text.range(of: symbol, options: .caseInsensitive) != nil
            #expect(ASCIIFolding.mayContain(symbol, in: text) || !found, "\(symbol) in \(text)")
            // The rule's case-sensitive test answers as Foundation's `contains` does.
            #expect(ParityAPIMentionRule.contains(text, symbol) == text.contains(symbol), "\(symbol) in \(text)")
        }
        #expect(ParityAPIMentionRule.contains("使用 Product.purchase() 购买", "Product"))
        #expect(!ParityAPIMentionRule.contains("使用 product.purchase() 购买", "Product"))
        #expect(!ParityAPIMentionRule.contains("使用产品购买", "Product"))
        #expect(!ASCIIFolding.mayContain("nodeName", in: "在 Pod 的规约中设置节点名称字段。"))
        #expect(ASCIIFolding.mayContain("nodeName", in: "设置 `NODENAME` 字段"))
        #expect(ASCIIFolding.mayContain("file", in: "\u{FB01}le"))
        // A name that is not ASCII is always searched.
        #expect(ASCIIFolding.mayContain("Überblick", in: "概要"))
    }

    /// Every character that Foundation's case-insensitive search matches against ASCII text it does
    /// not contain byte for byte is one `foldsToASCII` names (checked over the whole BMP, for the
    /// characters whose case mappings, folding or canonical decomposition give ASCII).
    @Test func namesEveryCharacterTheSearchFoldsToASCII() {
        var needles: [String] = (0x21...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        needles += ["ss", "fi", "fl", "ff", "ffi", "ffl", "st", "dz", "lj", "nj"]
        var missed: [String] = []
        for value in 0x80...0xFFFF {
            guard let scalar = Unicode.Scalar(value), !ASCIIFolding.foldsToASCII(scalar) else { continue }
            let alone = String(scalar)
            let forms = [
                alone.lowercased(), alone.uppercased(), alone.decomposedStringWithCanonicalMapping,
                alone.folding(options: .caseInsensitive, locale: nil),
            ]
            guard forms.contains(where: { $0.unicodeScalars.contains(where: \.isASCII) }) else { continue }
            let text = "<" + alone + ">"
            for needle in needles where !needle.contains("<") && !needle.contains(">") {
                if text.range(of: needle, options: .caseInsensitive) != nil, !ASCIIFolding.mayContain(needle, in: text) {
                    missed.append(String(format: "U+%04X %@", value, needle))
                }
            }
        }
        #expect(missed.isEmpty, "\(missed.prefix(10))")
    }

    /// `containsExactly` answers as Foundation's `contains` wherever it answers, and leaves the
    /// characters that join a name (marks, joiners, prepended characters) and those that decompose
    /// to ASCII to Foundation.
    @Test func exactAnswersAgreeWithFoundation() {
        #expect(ASCIIFolding.containsExactly("ARKit", in: "ARKitを使ってみましょう") == true)
        #expect(ASCIIFolding.containsExactly("ARKit", in: "使用ARKit框架") == true)
        #expect(ASCIIFolding.containsExactly("ARKit", in: "使用 arkit 框架") == false)
        #expect(ASCIIFolding.containsExactly("cafe", in: "cafe\u{301}") == nil)
        #expect(ASCIIFolding.containsExactly("Kelvin", in: "\u{212A}elvin") == nil)
        #expect(ASCIIFolding.containsExactly("Überblick", in: "Überblick") == nil)
        let pieces = [
            "ARKit", "arkit", "Kit", "AR", "を", "框架", " ", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{0600}", "\u{212A}", "ﬁ", "😀",
            "\u{1F3FB}", "ﾞ", "ำ", "e", "é", "\r\n", "Product", "\u{0D4E}",
        ]
        let needles = ["ARKit", "Kit", "AR", "e", "Product", "fi", "K", "it"]
        var generator = SystemRandomNumberGenerator()
        var decided = 0
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for needle in needles {
                guard let verdict = ASCIIFolding.containsExactly(needle, in: text) else { continue }
                decided += 1
                #expect(verdict == text.contains(needle), "\(needle) in \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        #expect(decided > 10000)
    }
}
