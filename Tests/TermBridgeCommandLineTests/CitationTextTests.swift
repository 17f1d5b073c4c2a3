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
}
