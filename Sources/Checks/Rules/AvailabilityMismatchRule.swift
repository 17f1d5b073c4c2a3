/// `availability-mismatch`: contradicted availability claims (see `ClaimVerifier`).
struct AvailabilityMismatchRule: ClaimFindings {
    let descriptor = RuleDescriptor.availabilityMismatch
    let kinds: Set<ClaimKind> = [.availability]
}
