import LocalizationFormats

extension LocalizationFile {
    /// The rules whose suggestion is a safe fix in an app string value: a deprecated term to the
    /// preferred one, a variant spelling to the glossary spelling, half-width katakana to
    /// full-width (the katakana findings of `cjk-punctuation`).
    public static let safeFixRules: Set<String> = [
        RuleDescriptor.deprecatedTerm.id, RuleDescriptor.variantSpelling.id, RuleDescriptor.cjkPunctuation.id,
    ]

    /// The edits that apply the safe fixes among `findings` to this file (findings of other files
    /// and of other rules are ignored, and so are those of `fixesByHand`).
    public func safeEdits(from findings: [Diagnostic]) -> [ValueEdit] {
        findings.compactMap { finding in
            guard finding.location.path == path, Self.safeFixRules.contains(finding.rule),
                let suggestion = finding.suggestion, suggestion != finding.text, finding.location.endColumn != nil
            else { return nil }
            if finding.rule == RuleDescriptor.cjkPunctuation.id,
                !finding.text.unicodeScalars.allSatisfy({ (0xFF65...0xFF9F).contains($0.value) })
            {
                return nil
            }
            return ValueEdit(
                position: TextPosition(line: finding.location.line, column: finding.location.column),
                original: finding.text, replacement: suggestion)
        }
    }

    /// The findings with a safe fix that cannot be made in place: a term wrapped from one quoted
    /// line of a continued value (PO) onto the next, which the user rejoins by hand.
    public func fixesByHand(in findings: [Diagnostic]) -> [Diagnostic] {
        findings.filter {
            $0.location.path == path && Self.safeFixRules.contains($0.rule) && $0.suggestion != nil && $0.location.endColumn == nil
        }
    }
}
