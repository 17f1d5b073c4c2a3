import Testing

@testable import Checks

/// Names of commands, flags and components are not prose spellings of a term.
@Suite struct VariantSpellingIdentifierTests {
    @Test(arguments: ["cloud-controller-manager", "crio", "kube-apiserver", "winBackOffer", "InAppPurchase"])
    func codeShapedNamesAreIdentifiers(text: String) {
        #expect(VariantSpellingRule.isIdentifier(text), "'\(text)' should count as an identifier")
    }

    @Test(arguments: ["Cloud Controller Manager", "CRI-O", "Win-back offer", "ウィンバックオファー", "-", "2024"])
    func proseSpellingsAreNotIdentifiers(text: String) {
        #expect(!VariantSpellingRule.isIdentifier(text), "'\(text)' is prose, not an identifier")
    }
}

/// `VariantSpellingRule.plain` drops white space as `CharacterSet.whitespaces` defines it
/// (`Unicode.Scalar.isTrimmedWhitespace`, compared with the set in `WhitespaceTrimmingTests`).
@Suite struct VariantSpellingPlainTests {
    @Test(arguments: [
        ("App Store", "appstore"), ("ウィンバック　オファー", "ウィンバックオファー"), ("Offer\tCode\u{A0}ID", "offercodeid"),
        ("line\nbreak", "line\nbreak"), ("", ""), ("ÉTÉ e\u{301}", "étée\u{301}"),
    ])
    func plainTextIsLowercasedWithoutSpaces(text: String, plain: String) {
        #expect(VariantSpellingRule.plain(text) == plain)
    }
}
