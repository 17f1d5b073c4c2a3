import ArgumentParser

/// The signatures `model sign` and `model verify` handle.
enum SignatureFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// The promotional offer signature of the original API: ECDSA over the U+2063-joined fields, DER, base64.
    case v1
    /// The promotional offer signature V2: a compact JWS with audience `promotional-offer`.
    case v2
    /// The introductory offer eligibility signature: a compact JWS with audience `introductory-offer-eligibility`.
    case introEligibility = "intro-eligibility"
}
