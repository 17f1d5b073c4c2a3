/// `unknown-api`: contradicted api claims (see `ClaimVerifier`).
struct UnknownAPIRule: ClaimFindings {
    let descriptor = RuleDescriptor.unknownAPI
    let kinds: Set<ClaimKind> = [.api]
}
