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
        #expect(ReferenceBuilder.trimmingSpaces(text) == expected)
    }

    @Test func clipsByCharactersNotBytes() {
        let chinese = String(repeating: "优", count: 400)
        #expect(ReferenceBuilder.clip(chinese) == chinese)
        #expect(ReferenceBuilder.clip(chinese + "惠") == chinese + "…")
        let latin = String(repeating: "a", count: 401)
        #expect(ReferenceBuilder.clip(latin) == String(repeating: "a", count: 400) + "…")
        #expect(ReferenceBuilder.clip("🇯🇵" + String(repeating: "b", count: 399)).hasSuffix("b"))
    }

    @Test(arguments: [
        "", "one line", "a\nb", "a\nb\n", "\n\n", "crlf\r\nlines\r\n", "日本語の行\n简体中文\n🇯🇵 x", "\nstarts empty",
    ])
    func linesAreWhatLiesBetweenLineFeeds(text: String) {
        // Split on the bytes: a carriage return before a line feed stays with its line.
        let expected = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let lines = ReferenceBuilder.Lines(text)
        #expect(lines.count == expected.count)
        #expect((1...expected.count).map { lines[$0] } == expected.map(Optional.some))
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
