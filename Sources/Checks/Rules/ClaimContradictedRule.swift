/// `claim-contradicted`: contradicted rule, worked-example, enumeration and sample claims (see
/// `ClaimVerifier`).
struct ClaimContradictedRule: ClaimFindings {
    let descriptor = RuleDescriptor.claimContradicted
    let kinds: Set<ClaimKind> = [.rule, .example, .enumeration, .sample]
}
