/// Introductory offer eligibility: a customer can redeem an introductory offer once per
/// subscription group (seed 000 line 33; StoreKit `isEligibleForIntroOffer(for:)`, line 164).
public enum IntroductoryOfferEligibility {
    /// Whether a customer may still get an introductory offer in `group`.
    /// - Parameter introductoryRedemptions: the groups in which the customer already redeemed an introductory offer.
    public static func isEligible(group: String, introductoryRedemptions: [String]) -> Bool {
        !introductoryRedemptions.contains(group)
    }
}
