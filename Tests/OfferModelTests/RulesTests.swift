import Testing
@testable import OfferModel

struct RulesTests {
    @Test func introductoryOfferOncePerGroup() {
        #expect(IntroductoryOfferEligibility.isEligible(group: "streaming_pass", introductoryRedemptions: []))
        #expect(!IntroductoryOfferEligibility.isEligible(group: "streaming_pass", introductoryRedemptions: ["streaming_pass"]))
        #expect(IntroductoryOfferEligibility.isEligible(group: "music_pass", introductoryRedemptions: ["streaming_pass"]))
    }

    @Test(arguments: [
        (SubscriptionChange.upgrade, OfferStart.immediately),
        (.crossgrade(sameDuration: true), .immediately),
        (.downgrade, .nextRenewalDate),
        (.crossgrade(sameDuration: false), .nextRenewalDate),
        (.sameSubscriptionDuringIntroductoryOffer, .nextBillingEvent),
    ])
    func promotionalOfferStartsAsSeed002Says(change: SubscriptionChange, start: OfferStart) {
        #expect(PromotionalOfferTiming.start(for: change) == start)
    }

    @Test func oneActiveOfferAtATimeNewOneTakesOverAtNextBillingEvent() throws {
        let replacement = PromotionalOfferTiming.replace(current: "loyalty", with: "summer", nextBillingEvent: try #require(Day("2024-08-01")))
        #expect(replacement.untilNextBillingEvent == "loyalty" && replacement.fromNextBillingEvent == "summer")
        let redemptions = [
            (offer: "loyalty", effective: Day("2024-06-01")!, end: Day("2024-12-01")!),
            (offer: "summer", effective: Day("2024-08-01")!, end: Day("2024-11-01")!),
        ]
        #expect(PromotionalOfferTiming.activeOffer(on: Day("2024-07-31")!, redemptions: redemptions) == "loyalty")
        #expect(PromotionalOfferTiming.activeOffer(on: Day("2024-08-01")!, redemptions: redemptions) == "summer")
        #expect(PromotionalOfferTiming.activeOffer(on: Day("2024-12-01")!, redemptions: redemptions) == nil)
    }

    static let twoWeekTrial = SubscriptionOfferInfo(id: "two_weeks", type: .promotional, paymentMode: .freeTrial, period: .init(value: 2, unit: .week))
    static let oneMonthTrial = SubscriptionOfferInfo(id: "one_month", type: .promotional, paymentMode: .freeTrial, period: .init(value: 1, unit: .month))
    static let discount = SubscriptionOfferInfo(id: "half_price", type: .promotional, paymentMode: .payAsYouGo, period: .init(value: 3, unit: .month))

    @Test func preferredOfferComparisonsDifferForTwoWeeksAgainstOneMonth() {
        let offers = [Self.discount, Self.oneMonthTrial, Self.twoWeekTrial]
        #expect(PreferredOfferChoice.choose(offers, comparison: .realDuration)?.id == "one_month")
        #expect(PreferredOfferChoice.choose(offers, comparison: .periodValue)?.id == "two_weeks",
                "the session's sample compares period.value only, so 2 (weeks) beats 1 (month)")
    }

    @Test func preferredOfferFallsBackToFirstEligible() {
        #expect(PreferredOfferChoice.choose([Self.discount])?.id == "half_price")
        #expect(PreferredOfferChoice.choose([]) == nil)
    }

    static let products = [
        MerchandisedProduct(id: "basic_monthly", introductoryOffer: Self.oneMonthTrial,
                            winBackOffers: [SubscriptionOfferInfo(id: "basic_free_month", type: .winBack, paymentMode: .freeTrial, period: .init(value: 1, unit: .month))]),
        MerchandisedProduct(id: "premium_monthly"),
    ]

    @Test func merchandisingHiddenWhenAutoRenewIsOn() {
        let decision = MerchandisingDecision.decide(statuses: [.init(state: .inGracePeriod, willAutoRenew: true)],
                                                    isEligibleForIntroOffer: true, products: Self.products)
        #expect(decision == .hidden)
        // An expired status that would auto-renew does not entitle: the UI is shown.
        #expect(MerchandisingDecision.decide(statuses: [.init(state: .expired, willAutoRenew: true)],
                                             isEligibleForIntroOffer: false, products: Self.products) != .hidden)
    }

    @Test func merchandisingPrefersIntroOfferThenBestWinBackThenPlain() {
        let intro = MerchandisingDecision.decide(statuses: [], isEligibleForIntroOffer: true, products: Self.products)
        #expect(intro == .visible([.init(product: "basic_monthly", offer: Self.oneMonthTrial), .init(product: "premium_monthly", offer: nil)]))
        let lapsed = [
            SubscriptionStatusSnapshot(state: .expired, ownership: .familyShared, willAutoRenew: false, eligibleWinBackOfferIDs: ["other"]),
            SubscriptionStatusSnapshot(state: .expired, willAutoRenew: false, eligibleWinBackOfferIDs: ["basic_free_month", "other"]),
        ]
        let winBack = MerchandisingDecision.decide(statuses: lapsed, isEligibleForIntroOffer: false, products: Self.products)
        #expect(winBack == .visible([.init(product: "basic_monthly", offer: Self.products[0].winBackOffers[0]), .init(product: "premium_monthly", offer: nil)]))
        let plain = MerchandisingDecision.decide(statuses: [.init(state: .expired, willAutoRenew: false)], isEligibleForIntroOffer: false, products: Self.products)
        #expect(plain == .visible([.init(product: "basic_monthly", offer: nil), .init(product: "premium_monthly", offer: nil)]))
    }

    @Test func promotedPurchasesFollowOverridesAndEmptyListCancels() {
        var order = PromotedPurchaseOrder(appStoreConnect: [
            .init(productID: "p1", visibleByDefault: true), .init(productID: "p2", visibleByDefault: false),
            .init(productID: "p3", visibleByDefault: true),
        ])
        #expect(order.shown == ["p1", "p3"])
        order.updateProductOrder(byID: ["p3", "p1"])
        #expect(order.shown == ["p3", "p1"], "p2 is left out, so hidden")
        order.updateProductVisibility(.hidden, for: "p1")
        #expect(order.shown == ["p3"])
        order.updateProductVisibility(.appStoreConnectDefault, for: "p1")
        #expect(order.shown == ["p3", "p1"])
        order.updateProductOrder(byID: [])
        #expect(order.shown == ["p1", "p3"], "an empty list cancels the overrides")
        order.updateProductVisibility(.visible, for: "p2")
        #expect(order.shown == ["p1", "p2", "p3"])
    }

    @Test func purchaseIntentAddsOnlyAWinBackOffer() {
        #expect(PurchaseIntentModel(productID: "basic_monthly").purchaseOptions == [])
        #expect(PurchaseIntentModel(productID: "basic_monthly", offer: Self.products[0].winBackOffers[0]).purchaseOptions == ["winBackOffer(basic_free_month)"])
        #expect(PurchaseIntentModel(productID: "basic_monthly", offer: Self.twoWeekTrial).purchaseOptions == [])
    }

    @Test func storeMessagesShowDelayOrSuppress() {
        #expect(StoreMessage.outcome(of: .defaultBehaviour) == .shownAtLaunch)
        #expect(StoreMessage.outcome(of: .delay) == .shownLater)
        #expect(StoreMessage.outcome(of: StoreMessage.samplePolicy(.winBackOffer)) == .notShown)
        #expect(StoreMessage.outcome(of: StoreMessage.samplePolicy(.billingIssue)) == .shownNow)
    }
}

/// Apple, *Providing subscription offers* (App Store subscriptions page): promotional offers are for
/// existing or previous subscribers.
struct PromotionalOfferEligibilityTests {
    @Test(arguments: [
        ([(String, SubscriptionEvent.Kind)](), [EligibilityReason.neverSubscribed]),
        ([("2024-01-01", .subscribe(product: "basic_monthly"))], []),
        ([("2024-01-01", .subscribe(product: "basic_monthly")), ("2024-02-01", .lapse)], []),
        ([("2024-07-01", .subscribe(product: "basic_monthly"))], [.neverSubscribed]),
    ])
    func existingOrPreviousSubscribersOnly(history: [(String, SubscriptionEvent.Kind)], reasons: [EligibilityReason]) {
        #expect(PromotionalOfferEligibility.reasons(events: events(history), on: Day("2024-06-01")!) == reasons)
    }
}
