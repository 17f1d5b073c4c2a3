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
