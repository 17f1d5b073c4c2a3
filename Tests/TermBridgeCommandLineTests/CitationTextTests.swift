import Foundation
import Testing

@testable import ReferenceSite

/// The quoted line of a citation: trimmed of spaces and tabs at either end (as
/// `CharacterSet.whitespaces` does) and clipped to 400 characters.
@Suite struct CitationTextTests {
    @Test(arguments: [
        ("  サブスクリプション\t", "サブスクリプション"),
        ("\u{3000}订阅优惠\u{00A0}", "订阅优惠"),
        ("win-back offer", "win-back offer"),
        (" \t ", ""),
        ("", ""),
        (" a b ", "a b"),
        ("\nline\n", "\nline\n"),
    ])
    func trimsSpacesAndTabsAtEitherEnd(text: String, expected: String) {
        #expect(ReferenceBuilder.trimmingSpaces(text[...]) == expected)
    }

    @Test func clipsByCharactersNotBytes() {
        let chinese = String(repeating: "优", count: 400)
        #expect(ReferenceBuilder.clip(chinese) == chinese)
        #expect(ReferenceBuilder.clip(chinese + "惠") == chinese + "…")
        let latin = String(repeating: "a", count: 401)
        #expect(ReferenceBuilder.clip(latin) == String(repeating: "a", count: 400) + "…")
        #expect(ReferenceBuilder.clip("🇯🇵" + String(repeating: "b", count: 399)).hasSuffix("b"))
    }

    @Test func clippingWithoutGraphemeBreakingCutsWhereCharactersWould() {
        // The definition: at most `limit` characters, cut after the limit-th character.
        func byCharacters(_ text: String, limit: Int) -> String {
            text.count <= limit ? text : String(text.prefix(limit)) + "…"
        }
        let pieces: [String] = [
            "a", " ", "订", "サ", "ー", "。", "「", "Ａ", "e\u{301}", "\u{301}", "\r\n", "\r", "\n", "🇯🇵", "👩‍💻", "か\u{3099}",
            "\u{3099}", "ｶ\u{FF9E}", "\u{FE0F}", "\u{200D}", "𠮷", "\t", "é",
        ]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            // Mostly simple scalars, so that the fast cut is taken often, with the joining ones mixed in.
            let text = (0..<(6 + next(14))).map { _ in next(3) == 0 ? pieces[next(pieces.count)] : pieces[next(8)] }.joined()
            for limit in [3, 8, 12] {
                #expect(ReferenceBuilder.clip(text, limit: limit) == byCharacters(text, limit: limit), "\(Array(text.unicodeScalars))")
            }
        }
    }

    @Test(arguments: [
        "", "one line", "a\nb", "a\nb\n", "\n\n", "crlf\r\nlines\r\n", "日本語の行\n简体中文\n🇯🇵 x", "\nstarts empty",
    ])
    func linesAreWhatLiesBetweenLineFeeds(text: String) {
        // Split on the bytes; a carriage return before a line feed is part of the break, not of
        // the line (a CRLF page's citations are its LF twin's).
        let expected = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0, as: UTF8.self)
        }
        let lines = ReferenceBuilder.Lines(text)
        #expect(lines.count == expected.count)
        #expect((1...expected.count).map { lines[$0].map(String.init) } == expected.map(Optional.some))
        #expect(lines[0] == nil && lines[expected.count + 1] == nil)
    }

    @Test func slugsKeepASCIILettersDigitsDotsUnderscoresAndHyphensOnly() {
        #expect(Slug.clean("Product.SubscriptionOffer.OfferType.winBack") == "Product.SubscriptionOffer.OfferType.winBack")
        #expect(Slug.clean("purchase(options:)") == "purchase-options")
        #expect(Slug.clean("Corpus/wwdc25-241.ja.txt") == "Corpus-wwdc25-241.ja.txt")
        #expect(Slug.clean("a  --  b") == "a---b")
        #expect(Slug.clean("café_über-2") == "caf-_-ber-2")
        #expect(Slug.clean("サブスクリプション").hasPrefix("x"))
        #expect(Slug.clean("..--x--..") == "x")
        #expect(Slug.clean(".a.b-") == "a.b" && Slug.clean("(a)") == "a" && Slug.clean("a") == "a")
        #expect(Slug.clean("-.-") == "x" + Slug.stableHash("-.-"))
    }
}
