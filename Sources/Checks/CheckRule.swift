/// A consistency rule: it looks at a whole run (documents, glossary, alignments) and returns its
/// findings, with the severity of its descriptor unless a finding needs another.
public protocol CheckRule: Sendable {
    /// The rule's id, default severity and help.
    var descriptor: RuleDescriptor { get }

    /// The findings of this rule in `context`, in any order (the run sorts and fingerprints them).
    func findings(in context: CheckContext) -> [Diagnostic]
}

extension CheckRule {
    /// A finding of this rule at `location` with the rule's default severity.
    func finding(
        at location: FindingLocation, message: String, text: String, suggestion: String? = nil, notes: [String] = []
    ) -> Diagnostic {
        Diagnostic(
            rule: descriptor.id, severity: descriptor.defaultSeverity, location: location, message: message,
            text: text, suggestion: suggestion, notes: notes)
    }
}
