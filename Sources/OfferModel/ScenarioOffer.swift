/// The offer a scenario file asks about: a win-back offer (the default) or an introductory offer.
public enum ScenarioOffer: Hashable, Sendable {
    case winBack(WinBackOffer)
    case introductory(IntroductoryOffer)

    /// The offer's id, which `redeem` events name.
    public var id: String {
        switch self {
        case let .winBack(offer): offer.id
        case let .introductory(offer): offer.id
        }
    }

    /// The offer as the history replay sees it.
    public var redeemable: any RedeemableOffer {
        switch self {
        case let .winBack(offer): offer
        case let .introductory(offer): offer
        }
    }
}
