/// The four kinds of subscription offer, with the App Store Server API `offerType` numbers.
public enum OfferType: String, CaseIterable, Codable, Sendable {
    case introductory
    case promotional
    case offerCode
    case winBack

    /// The `offerType` value in App Store Server API transactions and renewal info.
    public var serverOfferType: Int {
        switch self {
        case .introductory: return 1
        case .promotional: return 2
        case .offerCode: return 3
        case .winBack: return 4
        }
    }

    /// The offer type with the given server `offerType` number.
    public init?(serverOfferType: Int) {
        guard let found = OfferType.allCases.first(where: { $0.serverOfferType == serverOfferType }) else { return nil }
        self = found
    }
}
