/// An offer a customer's history can redeem: what the replay of a history needs to know about it.
public protocol RedeemableOffer: Sendable {
    /// The offer identifier events refer to.
    var id: String { get }
    /// The product the offer is configured on.
    var product: String { get }
    var offerType: OfferType { get }
    var paymentMode: PaymentMode { get }
    /// The first day after the offer period when it starts on `start`.
    func offerPeriodEnd(redeemedOn start: Day) -> Day
}
