import Testing

@testable import ReferenceSite

@Suite struct IdentifierFinderTests {
    /// The finder against its definition, `ReferenceBuilder.mentions(_:_:)` per identifier, on random
    /// texts of identifier pieces, dots, spaces and Japanese.
    @Test func findsWhatMentionsFinds() {
        let identifiers = [
            "renewalInfo", "eligibleWinBackOfferIDs", "renewalInfo.eligibleWinBackOfferIDs", "Product", "Product.SubscriptionInfo",
            "id", "x_1", "winBackOffer", "SubscriptionInfo", "a.b.c", "b.c", "with space", "hy-phen", "",
        ]
        let finder = IdentifierFinder(identifiers)
        let pieces = [
            "renewalInfo", "eligibleWinBackOfferIDs", "Product", "SubscriptionInfo", "id", "x_1", "winBackOffer", "winBackOffers",
            "a", "b", "c", ".", ".", "..", " ", "（", "ウィンバック", "の", "_", "9", "with", "space", "hy", "-", "phen",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = Set(identifiers.indices.filter { index in
                let identifier = identifiers[index]
                // Names with other characters than identifier bytes and single inner dots never match.
                guard !identifier.isEmpty, identifier.utf8.allSatisfy({ IdentifierFinder.isIdentifierByte($0) || $0 == 0x2E }),
                    !identifier.hasPrefix("."), !identifier.hasSuffix("."), !identifier.contains("..")
                else { return false }
                return ReferenceBuilder.mentions(text, identifier)
            })
            #expect(finder.matches(in: text) == expected, "\(text)")
            #expect(finder.namesAny(in: text) == !expected.isEmpty, "\(text)")
        }
    }

    @Test func namesAnyStopsAtTheFirstAndSeesDottedChains() {
        let finder = IdentifierFinder(["Product.SubscriptionInfo", "renewalInfo"])
        #expect(finder.namesAny(in: "「Product.SubscriptionInfo」を使います"))
        #expect(!finder.namesAny(in: "Product SubscriptionInfo renewalInfos"))
        #expect(finder.matches(in: "renewalInfo と Product.SubscriptionInfo") == [0, 1])
        #expect(!IdentifierFinder([]).namesAny(in: "renewalInfo"))
    }
}
