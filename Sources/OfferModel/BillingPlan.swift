/// A billing plan of a subscription in a `.storekit` file (`billingPlans`): paid up front for the
/// whole period (`BILLED_UPFRONT`) or monthly over a longer commitment (`MONTHLY`).
public struct BillingPlan: Hashable, Sendable, Codable {
    /// The plan types Xcode writes; any other is kept as written, with a warning.
    public static let knownTypes: Set<String> = ["BILLED_UPFRONT", "MONTHLY"]

    /// `BILLED_UPFRONT` or `MONTHLY`, as the file writes it.
    public var type: String
    /// The price of each payment.
    public var displayPrice: String?
    /// The price of the whole commitment.
    public var commitmentDisplayPrice: String?
    public var isEnabled: Bool
}
