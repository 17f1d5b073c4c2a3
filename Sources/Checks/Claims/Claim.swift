/// One statement of a document checked against the offer model: where it is, what it says, what
/// the model says, and the verdict.
public struct Claim: Hashable, Sendable, Codable {
    public var kind: ClaimKind
    public var status: ClaimStatus
    public var location: FindingLocation
    /// The document's language (`ja`, `zh-Hans`, `en`).
    public var language: String
    /// The text exactly as the document writes it.
    public var text: String
    /// What the document states, in the model's terms (`Transaction.offer: iOS 17.2`).
    public var claim: String
    /// What the model states, or why the claim is unverifiable.
    public var model: String
    /// What to write instead, for a contradicted claim.
    public var suggestion: String?
    /// A key shared by the same claim in the translations of one parallel group (empty when the
    /// document has no group).
    public var group: String

    public init(
        kind: ClaimKind, status: ClaimStatus, location: FindingLocation, language: String, text: String,
        claim: String, model: String, suggestion: String? = nil, group: String = ""
    ) {
        self.kind = kind
        self.status = status
        self.location = location
        self.language = language
        self.text = text
        self.claim = claim
        self.model = model
        self.suggestion = suggestion
        self.group = group
    }
}
