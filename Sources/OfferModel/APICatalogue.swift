/// The API catalogue: every StoreKit, App Store Server API and App Store Connect symbol the seed
/// documents talk about, and the few the offer model needs beyond them, each with its availability on
/// every Apple platform, the web-service version that introduced it, the corpus line (`Corpus/`
/// document:line) and Apple's documentation page.
///
/// The entries are in a fixed order (grouped by concept as the documents introduce them), so every
/// rendering of the catalogue is deterministic.
public enum APICatalogue {
    typealias A = APISymbol.Availability
    typealias C = APISymbol.Citation

    static let doc = "https://developer.apple.com/documentation/"
    static let s000 = "ja/000_593fcd7000116d1f.txt:"
    static let s001 = "ja/001_81c21158e75524e1.txt:"
    static let s002 = "ja/002_5dac045dfa55dffe.txt:"
    static let s003 = "ja/003_3c452fd3b8c3b589.txt:"

    /// Availability of a StoreKit symbol on the six platforms Apple lists for most of StoreKit
    /// (iOS, iPadOS, macOS, tvOS, visionOS, watchOS; Mac Catalyst only where Apple's page lists it).
    static func storeKit(
        ios: String, macOS: String, tvOS: String, visionOS: String, watchOS: String,
        deprecated: String? = nil, macDeprecated: String? = nil, visionDeprecated: String? = nil,
        watchDeprecated: String? = nil
    ) -> [A] {
        [
            A(.iOS, ios, deprecated: deprecated), A(.iPadOS, ios, deprecated: deprecated),
            A(.macOS, macOS, deprecated: macDeprecated ?? deprecated), A(.tvOS, tvOS, deprecated: deprecated),
            A(.visionOS, visionOS, deprecated: visionDeprecated ?? deprecated),
            A(.watchOS, watchOS, deprecated: watchDeprecated ?? deprecated),
        ]
    }

    static let since15 = storeKit(ios: "15.0", macOS: "12.0", tvOS: "15.0", visionOS: "1.0", watchOS: "8.0")
    static let since17_2 = storeKit(ios: "17.2", macOS: "14.2", tvOS: "17.2", visionOS: "1.1", watchOS: "10.2")
    static let since18 = storeKit(ios: "18.0", macOS: "15.0", tvOS: "18.0", visionOS: "2.0", watchOS: "11.0")
    static let since18_4 = storeKit(ios: "18.4", macOS: "15.4", tvOS: "18.4", visionOS: "2.4", watchOS: "11.4")
    static let purchaseIntent = [A(.iOS, "16.4"), A(.iPadOS, "16.4"), A(.macCatalyst, "16.4"), A(.macOS, "14.4")]
    static let message = [A(.iOS, "16.0"), A(.iPadOS, "16.0"), A(.macCatalyst, "16.0"), A(.visionOS, "1.0")]
    static let promotionInfo = [A(.iOS, "16.4"), A(.iPadOS, "16.4")]

    /// All entries, grouped by concept as the documents introduce them.
    public static let entries: [APISymbol] = [
        APISymbol(
            symbol: "Transaction.offer", kind: .property, owner: .storeKit, ownerType: "Transaction",
            concept: "offer", availability: since17_2, availabilityConfirmed: true, source: s000 + "39",
            citations: [C("offer (Transaction)", doc + "storekit/transaction/offer-swift.property")]),
        APISymbol(
            symbol: "Transaction.Offer", kind: .type, owner: .storeKit, ownerType: "Transaction",
            concept: "offer", availability: since17_2, availabilityConfirmed: true, source: s000 + "37",
            citations: [C("id (Transaction.Offer)", doc + "storekit/transaction/offer-swift.struct/id")]),
        APISymbol(
            symbol: "Transaction.Offer.period", kind: .property, owner: .storeKit, ownerType: "Transaction.Offer",
            concept: "offer", availability: since18_4, availabilityConfirmed: true, source: nil,
            citations: [C("period (Transaction.Offer)", doc + "storekit/transaction/offer-swift.struct/period")]),
        APISymbol(
            symbol: "Transaction.Offer.PaymentMode.oneTime", kind: .enumCase, owner: .storeKit,
            ownerType: "Transaction.Offer.PaymentMode", concept: "offerCode", availability: since17_2,
            availabilityConfirmed: true, source: nil,
            citations: [
                C("oneTime", doc + "storekit/transaction/offer-swift.struct/paymentmode-swift.struct/onetime")
            ]),
        APISymbol(
            symbol: "RenewalInfo.offer", kind: .property, owner: .storeKit,
            ownerType: "Product.SubscriptionInfo.RenewalInfo", concept: "offer", availability: since18,
            availabilityConfirmed: true, source: s000 + "39",
            citations: [C("offer (RenewalInfo)", doc + "storekit/product/subscriptioninfo/renewalinfo/offer")]),
        APISymbol(
            symbol: "Product.SubscriptionOffer.PaymentMode", kind: .type, owner: .storeKit,
            ownerType: "Product.SubscriptionOffer", concept: "offer", availability: since15,
            availabilityConfirmed: true, source: s000 + "37",
            citations: [
                C(
                    "Product.SubscriptionOffer.PaymentMode",
                    doc + "storekit/product/subscriptionoffer/paymentmode-swift.struct")
            ]),
        APISymbol(
            symbol: "JWSTransaction.offerIdentifier", kind: .serverField, owner: .appStoreServerAPI,
            ownerType: "JWSTransaction", concept: "offer", source: s000 + "41"),
        APISymbol(
            symbol: "JWSTransaction.offerType", kind: .serverField, owner: .appStoreServerAPI,
            ownerType: "JWSTransaction", concept: "offer", source: s000 + "41"),
        APISymbol(
            symbol: "JWSTransaction.offerDiscountType", kind: .serverField, owner: .appStoreServerAPI,
            ownerType: "JWSTransaction", concept: "offer", serviceVersion: "App Store Server API 1.10",
            source: s000 + "41", citations: [C("offerDiscountType", doc + "appstoreserverapi/offerdiscounttype")]),
        APISymbol(
            symbol: "JWSRenewalInfo.offerDiscountType", kind: .serverField, owner: .appStoreServerAPI,
            ownerType: "JWSRenewalInfo", concept: "offer", serviceVersion: "App Store Server API 1.10",
            source: s000 + "40", citations: [C("offerDiscountType", doc + "appstoreserverapi/offerdiscounttype")]),
        APISymbol(
            symbol: "offerDiscountType.ONE_TIME", kind: .enumCase, owner: .appStoreServerAPI,
            ownerType: "offerDiscountType", concept: "offerCode", source: nil,
            citations: [
                C(
                    "offerDiscountType (App Store Server Notifications)",
                    doc + "appstoreservernotifications/offerdiscounttype")
            ]),
        APISymbol(
            symbol: "JWSTransaction.offerPeriod", kind: .serverField, owner: .appStoreServerAPI,
            ownerType: "JWSTransaction", concept: "offer", serviceVersion: "App Store Server API 1.15",
            source: nil, citations: [C("offerPeriod", doc + "appstoreserverapi/offerperiod")]),
        APISymbol(
            symbol: "JWSRenewalInfo.offerPeriod", kind: .serverField, owner: .appStoreServerAPI,
            ownerType: "JWSRenewalInfo", concept: "offer", serviceVersion: "App Store Server API 1.15",
            source: nil, citations: [C("offerPeriod", doc + "appstoreserverapi/offerperiod")]),
        APISymbol(
            symbol: "subscriptionPromotionalOffer", kind: .viewModifier, owner: .storeKit, ownerType: "View",
            concept: "promotional",
            availability: storeKit(
                ios: "17.4", macOS: "14.4", tvOS: "17.4", visionOS: "1.1", watchOS: "10.4",
                deprecated: "26.0"),
            availabilityConfirmed: true, deprecated: true, source: s000 + "45",
            citations: [
                C(
                    "subscriptionPromotionalOffer(offer:signature:)",
                    doc + "swiftui/view/subscriptionpromotionaloffer(offer:signature:)")
            ]),
        APISymbol(
            symbol: "offerCodeRedemption(isPresented:onCompletion:)", kind: .viewModifier, owner: .storeKit,
            ownerType: "View", concept: "offerCode",
            availability: [
                A(.iOS, "16.0", deprecated: "27.0"), A(.iPadOS, "16.0", deprecated: "27.0"),
                A(.macCatalyst, "16.0", deprecated: "27.0"), A(.macOS, "15.0", deprecated: "27.0"),
                A(.visionOS, "1.0", deprecated: "27.0"),
            ],
            availabilityConfirmed: true, deprecated: true, source: s000 + "50",
            citations: [
                C(
                    "offerCodeRedemption(isPresented:onCompletion:)",
                    doc + "swiftui/view/offercoderedemption(ispresented:oncompletion:)")
            ]),
        APISymbol(
            symbol: "WinBackOffers", kind: .resource, owner: .appStoreConnectAPI, ownerType: nil,
            concept: "winBack", serviceVersion: "App Store Connect API 3.6", source: s000 + "99",
            citations: [
                C(
                    "Creating and configuring win-back offers",
                    doc + "appstoreconnectapi/creating-and-configuring-win-back-offers")
            ]),
        APISymbol(
            symbol: "Message.Reason.winBackOffer", kind: .enumCase, owner: .storeKit, ownerType: "Message.Reason",
            concept: "winBack",
            availability: [A(.iOS, "18.0"), A(.iPadOS, "18.0"), A(.macCatalyst, "18.0"), A(.visionOS, "2.0")],
            availabilityConfirmed: true, source: s000 + "103",
            citations: [C("winBackOffer (Message.Reason)", doc + "storekit/message/reason-swift.struct/winbackoffer")]),
        APISymbol(
            symbol: "Message.messages", kind: .property, owner: .storeKit, ownerType: "Message",
            concept: "winBack", availability: message, availabilityConfirmed: true, source: s001 + "13",
            citations: [C("messages", doc + "storekit/message/messages-swift.type.property")]),
        APISymbol(
            symbol: "displayStoreKitMessage", kind: .environmentValue, owner: .storeKit,
            ownerType: "EnvironmentValues", concept: "winBack", availability: message, availabilityConfirmed: true,
            source: s001 + "9",
            citations: [C("displayStoreKitMessage", doc + "swiftui/environmentvalues/displaystorekitmessage")]),
        APISymbol(
            symbol: "preferredSubscriptionOffer(_:)", kind: .viewModifier, owner: .storeKit, ownerType: "View",
            concept: "merchandising", availability: since18, availabilityConfirmed: true, source: s001 + "24",
            citations: [C("preferredSubscriptionOffer(_:)", doc + "swiftui/view/preferredsubscriptionoffer(_:)")]),
        APISymbol(
            symbol: "SubscriptionStoreView", kind: .type, owner: .storeKit, ownerType: nil,
            concept: "merchandising",
            availability: storeKit(ios: "17.0", macOS: "14.0", tvOS: "17.0", visionOS: "1.0", watchOS: "10.0"),
            availabilityConfirmed: true, source: s000 + "109",
            citations: [C("SubscriptionStoreView", doc + "storekit/subscriptionstoreview")]),
        APISymbol(
            symbol: "RenewalInfo.eligibleWinBackOfferIDs", kind: .property, owner: .storeKit,
            ownerType: "Product.SubscriptionInfo.RenewalInfo", concept: "winBack", availability: since18,
            availabilityConfirmed: true, source: s000 + "118",
            citations: [
                C(
                    "eligibleWinBackOfferIDs",
                    doc + "storekit/product/subscriptioninfo/renewalinfo/eligiblewinbackofferids")
            ]),
        APISymbol(
            symbol: "JWSRenewalInfo.eligibleWinBackOfferIds", kind: .serverField, owner: .appStoreServerAPI,
            ownerType: "JWSRenewalInfo", concept: "winBack", serviceVersion: "App Store Server API 1.13",
            source: nil, citations: [C("eligibleWinBackOfferIds", doc + "appstoreserverapi/eligiblewinbackofferids")]),
        APISymbol(
            symbol: "Product.SubscriptionInfo.winBackOffers", kind: .property, owner: .storeKit,
            ownerType: "Product.SubscriptionInfo", concept: "winBack", availability: since18,
            availabilityConfirmed: true, source: s000 + "100",
            citations: [C("winBackOffers", doc + "storekit/product/subscriptioninfo/winbackoffers")]),
        APISymbol(
            symbol: "Product.SubscriptionInfo.introductoryOffer", kind: .property, owner: .storeKit,
            ownerType: "Product.SubscriptionInfo", concept: "introductory", availability: since15,
            availabilityConfirmed: true, source: s000 + "164",
            citations: [C("introductoryOffer", doc + "storekit/product/subscriptioninfo/introductoryoffer")]),
        APISymbol(
            symbol: "Product.SubscriptionInfo.isEligibleForIntroOffer(for:)", kind: .method, owner: .storeKit,
            ownerType: "Product.SubscriptionInfo", concept: "introductory", availability: since15,
            availabilityConfirmed: true, source: s000 + "164",
            citations: [
                C(
                    "isEligibleForIntroOffer(for:)",
                    doc + "storekit/product/subscriptioninfo/iseligibleforintrooffer(for:)")
            ]),
        APISymbol(
            symbol: "Product.SubscriptionInfo.status(for:)", kind: .method, owner: .storeKit,
            ownerType: "Product.SubscriptionInfo", concept: "merchandising", source: s000 + "164"),
        APISymbol(
            symbol: "Product.PurchaseOption.winBackOffer(_:)", kind: .method, owner: .storeKit,
            ownerType: "Product.PurchaseOption", concept: "winBack", availability: since18,
            availabilityConfirmed: true, source: s000 + "131",
            citations: [C("winBackOffer(_:)", doc + "storekit/product/purchaseoption/winbackoffer(_:)")]),
        APISymbol(
            symbol: "Product.SubscriptionOffer", kind: .type, owner: .storeKit, ownerType: "Product",
            concept: "offer", source: s000 + "132"),
        APISymbol(
            symbol: "PurchaseIntent", kind: .type, owner: .storeKit, ownerType: nil, concept: "promotedPurchase",
            availability: purchaseIntent, availabilityConfirmed: true, source: s003 + "25",
            citations: [C("PurchaseIntent", doc + "storekit/purchaseintent")]),
        APISymbol(
            symbol: "PurchaseIntent.offer", kind: .property, owner: .storeKit, ownerType: "PurchaseIntent",
            concept: "winBack",
            availability: [A(.iOS, "18.0"), A(.iPadOS, "18.0"), A(.macCatalyst, "16.4"), A(.macOS, "15.0")],
            availabilityConfirmed: true, source: s000 + "150",
            citations: [C("offer (PurchaseIntent)", doc + "storekit/purchaseintent/offer")]),
        APISymbol(
            symbol: "PurchaseIntent.intents", kind: .property, owner: .storeKit, ownerType: "PurchaseIntent",
            concept: "promotedPurchase", availability: purchaseIntent, availabilityConfirmed: true,
            source: s003 + "67", citations: [C("intents", doc + "storekit/purchaseintent/intents")]),
        APISymbol(
            symbol: "paymentQueue(_:shouldAddStorePayment:for:)", kind: .method, owner: .storeKitOriginal,
            ownerType: "SKPaymentTransactionObserver", concept: "promotedPurchase",
            availability: [A(.iOS, "11.0")], deprecated: true, source: s003 + "31"),
        APISymbol(
            symbol: "Product.PromotionInfo", kind: .type, owner: .storeKit, ownerType: "Product",
            concept: "promotedPurchase", availability: promotionInfo,
            availabilityConfirmed: true, source: s003 + "34",
            citations: [C("Product.PromotionInfo", doc + "storekit/product/promotioninfo")]),
        APISymbol(
            symbol: "Product.PromotionInfo.updateProductOrder(byID:)", kind: .method, owner: .storeKit,
            ownerType: "Product.PromotionInfo", concept: "promotedPurchase", source: s003 + "118"),
        APISymbol(
            symbol: "Product.PromotionInfo.currentOrder", kind: .property, owner: .storeKit,
            ownerType: "Product.PromotionInfo", concept: "promotedPurchase", availability: promotionInfo,
            availabilityConfirmed: true, source: s003 + "128",
            citations: [C("currentOrder", doc + "storekit/product/promotioninfo/currentorder")]),
        APISymbol(
            symbol: "Product.PromotionInfo.updateAll(_:)", kind: .method, owner: .storeKit,
            ownerType: "Product.PromotionInfo", concept: "promotedPurchase", source: s003 + "140"),
        APISymbol(
            symbol: "Product.PromotionInfo.updateProductVisibility(_:for:)", kind: .method, owner: .storeKit,
            ownerType: "Product.PromotionInfo", concept: "promotedPurchase", availability: promotionInfo,
            availabilityConfirmed: true, source: s003 + "154",
            citations: [
                C(
                    "updateProductVisibility(_:for:)",
                    doc + "storekit/product/promotioninfo/updateproductvisibility(_:for:)")
            ]),
        APISymbol(
            symbol: "Product.PromotionInfo.Visibility.appStoreConnectDefault", kind: .enumCase, owner: .storeKit,
            ownerType: "Product.PromotionInfo.Visibility", concept: "promotedPurchase", source: s003 + "166"),
        APISymbol(
            symbol: "SKProduct.discounts", kind: .property, owner: .storeKitOriginal, ownerType: "SKProduct",
            concept: "promotional", source: s002 + "41"),
        APISymbol(
            symbol: "SKPaymentDiscount", kind: .type, owner: .storeKitOriginal, ownerType: nil,
            concept: "signature", source: s002 + "64"),
        APISymbol(
            symbol: "SKMutablePayment.applicationUsername", kind: .property, owner: .storeKitOriginal,
            ownerType: "SKMutablePayment", concept: "signature", source: s002 + "90"),
        APISymbol(
            symbol: "SKPaymentTransaction", kind: .type, owner: .storeKitOriginal, ownerType: nil,
            concept: "payment", source: s002 + "110"),
    ]

    /// The entry for `symbol`, if catalogued.
    public static func entry(_ symbol: String) -> APISymbol? { entries.first { $0.symbol == symbol } }

    /// The entries available on `platform` (introduced there, whether or not deprecated since).
    public static func entries(availableOn platform: APISymbol.Platform) -> [APISymbol] {
        entries.filter { $0.introduced(on: platform) != nil }
    }
}
