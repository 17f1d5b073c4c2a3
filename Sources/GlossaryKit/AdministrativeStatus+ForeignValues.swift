extension AdministrativeStatus {
    /// The nearest TBX-Basic status for a status value other tools write, or nil when the value
    /// means nothing known.
    ///
    /// Weblate and translate-toolkit write `obsolete`; TBX-Default and ISO 12620 have
    /// `standardizedTerm-admn-sts`, `legalTerm-admn-sts`, `regulatedTerm-admn-sts` (kept for
    /// use, so preferred), `proposed`/`provisionallyProcessed` (admitted until decided),
    /// `notRecommended`/`forbidden` (deprecated) and `obsolete`/`outdated` (superseded). The case of
    /// the value and an `-admn-sts`/`Term-admn-sts` suffix do not matter.
    public init?(foreignValue: String) {
        var value = foreignValue.lowercased()
        for suffix in ["term-admn-sts", "-admn-sts", "term"] where value.hasSuffix(suffix) {
            value.removeLast(suffix.count)
            break
        }
        switch value {
        case "preferred", "standardized", "normativelyauthorized", "legal", "regulated", "approved":
            self = .preferred
        case "admitted", "proposed", "provisionallyprocessed", "new", "tolerated", "permitted":
            self = .admitted
        case "deprecated", "notrecommended", "forbidden", "rejected", "avoid":
            self = .deprecated
        case "superseded", "obsolete", "outdated", "archaic":
            self = .superseded
        default:
            return nil
        }
    }
}
