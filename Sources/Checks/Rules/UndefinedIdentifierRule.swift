/// `undefined-identifier`: contradicted identifier claims (see `ClaimVerifier`).
struct UndefinedIdentifierRule: ClaimFindings {
    let descriptor = RuleDescriptor.undefinedIdentifier
    let kinds: Set<ClaimKind> = [.identifier]
}
