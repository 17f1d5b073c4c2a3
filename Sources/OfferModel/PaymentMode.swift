/// How a customer pays during an offer period.
public enum PaymentMode: String, CaseIterable, Codable, Sendable {
    case freeTrial
    case payAsYouGo
    case payUpFront

    /// The StoreKit `Product.SubscriptionOffer.PaymentMode` name.
    public var storeKitName: String { rawValue }

    /// The App Store Server API `offerDiscountType` value.
    public var serverDiscountType: String {
        switch self {
        case .freeTrial: return "FREE_TRIAL"
        case .payAsYouGo: return "PAY_AS_YOU_GO"
        case .payUpFront: return "PAY_UP_FRONT"
        }
    }

    /// The `paymentMode` value in Xcode `.storekit` configuration files.
    public var storeKitConfigurationName: String {
        switch self {
        case .freeTrial: return "free"
        case .payAsYouGo: return "payAsYouGo"
        case .payUpFront: return "payUpFront"
        }
    }

    /// Whether the customer pays during the offer period (discounted periods count as paid service).
    public var isPaid: Bool { self != .freeTrial }

    /// Reads any of the three spellings (StoreKit, server, `.storekit`).
    public init?(anyName: String) {
        guard let found = PaymentMode.allCases.first(where: {
            $0.storeKitName == anyName || $0.serverDiscountType == anyName || $0.storeKitConfigurationName == anyName
        }) else { return nil }
        self = found
    }
}
