/// The verdict of the offer model on a claim.
public enum ClaimStatus: String, Sendable, Codable, CaseIterable {
    /// The model states the same.
    case confirmed
    /// The model states otherwise; the claim carries the model's value and a suggestion.
    case contradicted
    /// The claim could not be read with confidence or the model has nothing to compare it with.
    case unverifiable
}
