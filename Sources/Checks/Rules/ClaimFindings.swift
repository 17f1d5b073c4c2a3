/// The findings of a claim rule: the contradicted claims of some kinds, as diagnostics.
protocol ClaimFindings: CheckRule {
    /// The claim kinds the rule reports.
    var kinds: Set<ClaimKind> { get }
}

extension ClaimFindings {
    func findings(in context: CheckContext) -> [Diagnostic] {
        let claims = context.claims?.filter { kinds.contains($0.kind) } ?? ClaimVerifier(context: context).claims(kinds: kinds)
        return claims.filter { $0.status == .contradicted }.map { claim in
            let message =
                claim.kind == .identifier
                ? "\(claim.claim), which it never declares, binds, receives or imports"
                : "\(claim.kind.rawValue) claim '\(claim.text)' (\(claim.claim)) is contradicted by the offer model: \(claim.model)"
            var diagnostic = finding(at: claim.location, message: message, text: claim.text, suggestion: claim.suggestion)
            // A sample's behaviour is the author's choice to make; the model's reading is a warning.
            if claim.kind == .sample { diagnostic.severity = .warning }
            return diagnostic
        }
    }
}
